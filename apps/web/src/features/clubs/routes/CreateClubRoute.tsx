/** Placeholder: built in this issue by its screen's author. */
export const CreateClubRoute = () => <main>CreateClubRoute</main>;

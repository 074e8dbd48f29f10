/** Placeholder: built in this issue by its screen's author. */
export const CreateAccountRoute = () => <main>CreateAccountRoute</main>;

/** Placeholder: built in this issue by its screen's author. */
export const ResetRoute = () => <main>ResetRoute</main>;

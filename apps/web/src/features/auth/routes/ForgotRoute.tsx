/** Placeholder: built in this issue by its screen's author. */
export const ForgotRoute = () => <main>ForgotRoute</main>;

/** Placeholder: built in this issue by its screen's author. */
export const LoginRoute = () => <main>LoginRoute</main>;

/** Placeholder: built in this issue by its screen's author. */
export const GeneralSettingsRoute = () => <main>GeneralSettingsRoute</main>;

/** Placeholder: built in this issue by its screen's author. */
export const OnboardingRoute = () => <main>OnboardingRoute</main>;

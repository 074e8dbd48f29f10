/**
 * Where "Fortsæt i browseren" signs the visitor in to the app: a page of its own outside `/invitation`, whose gate
 * sends a signed-in visitor to /logout (ADR 008), so that the flow's session becomes the app's only once the visitor
 * has left the flow's page.
 */
export const CONTINUE_PATH = '/invitation/continue';

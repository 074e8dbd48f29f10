/**
 * Every signed-in route of the app, visited at 390 px by the phone journey (`tests/phone.spec.ts`), which
 * asserts that none scrolls the page sideways (AREAS.md point 12: wide content scrolls inside its box).
 *
 * An area adds its signed-in routes here, sub-pages and tabs included. The journey also checks that the
 * list covers every entry the sidebar offers, so a new sidebar entry without its route here fails.
 */
export const phoneRoutes: readonly string[] = [
  '/overview',
  '/members',
  '/members/conventus-import-guide',
  '/activities',
  '/messages',
  '/payments',
  '/settings/general',
  '/settings/sponsor',
  '/settings/activities',
  '/my-page',
  '/chat',
];

/** Whether a sidebar entry's address is covered by the list: itself, or a page under it (/settings → /settings/general). */
export const coversEntry = (href: string): boolean =>
  phoneRoutes.some((route) => route === href || route.startsWith(`${href}/`));

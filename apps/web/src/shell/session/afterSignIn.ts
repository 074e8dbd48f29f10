/**
 * Where a visitor goes once signed in: back to the page that sent them to /login (`?next=`) when that is
 * a path of this app, otherwise /overview with clubs and /onboarding without (ARCHITECTURE §4 decisions).
 * `next` must start with one slash, so `//evil.example` or `https://…` cannot lead anywhere else.
 */
export const afterSignInPath = (next: string | null | undefined, hasClubs: boolean): string => {
  const path = internalPath(next);
  if (path && !path.startsWith('/login') && !path.startsWith('/logout')) return path;
  return hasClubs ? '/overview' : '/onboarding';
};

/** `path` when it is a path of this app (one leading slash), else null: a `next` can never lead away. */
export const internalPath = (path: string | null | undefined): string | null =>
  path && /^\/(?![/\\])/.test(path) ? path : null;

/** `/login?next=…` for a page a signed-out visitor asked for. */
export const loginPathFor = (path: string): string =>
  path === '/' || path.startsWith('/login') ? '/login' : `/login?next=${encodeURIComponent(path)}`;

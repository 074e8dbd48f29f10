/**
 * Where a visitor goes once signed in: back to the page that sent them to /login (`?next=`) when that is
 * a path of this app, otherwise /overview with clubs and /onboarding without (ARCHITECTURE §4 decisions).
 * `next` must be a path of this app (`internalPath`), so `//evil.example` or `https://…` cannot lead anywhere else.
 */
export const afterSignInPath = (next: string | null | undefined, hasClubs: boolean): string => {
  const path = internalPath(next);
  if (path && !path.startsWith('/login') && !path.startsWith('/logout')) return path;
  return hasClubs ? '/overview' : '/onboarding';
};

/**
 * Control characters, whitespace (Unicode spaces and line separators too) and invisible format characters.
 * The URL parser drops TAB, LF and CR, so `/\t/evil.example` would pass a check on the raw text and then be
 * read as `//evil.example`; a real path never holds such a character raw (the browser percent-encodes it).
 */
const unsafeCharacter = /[\p{Cc}\p{Cf}\p{Z}\s]/u;

/**
 * `path` when it is a path of this app, else null: a `next` can never lead away. It must start with one
 * slash (not `//` or `/\`), hold no character the URL parser would drop or rewrite, and stay on `origin`
 * once resolved as the browser resolves it; the answer is that normalised path (`pathname + search + hash`).
 */
export const internalPath = (
  path: string | null | undefined,
  origin: string = window.location.origin,
): string | null => {
  if (!path || !/^\/(?![/\\])/.test(path) || unsafeCharacter.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
};

/** `/login?next=…` for a page a signed-out visitor asked for. */
export const loginPathFor = (path: string): string =>
  path === '/' || path.startsWith('/login') ? '/login' : `/login?next=${encodeURIComponent(path)}`;

/** The query parameters that travel between /login, /forgot and /create: the invitation and the way back. */
const carried = ['clubToken', 'next'] as const;

/** `path` with the carried parameters of the current `search` (`/create?clubToken=abc`). */
export const withCarriedQuery = (path: string, search: URLSearchParams): string => {
  const kept = new URLSearchParams();
  for (const name of carried) {
    const value = search.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
};

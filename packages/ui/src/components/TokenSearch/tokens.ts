/**
 * The rules of the member search box (spec §2: "Enter adds a trimmed term; empty and duplicate terms are
 * ignored. The joined terms form the query."). Pure, so that each rule has a unit test.
 */

/** A term as it becomes a token: trimmed, with inner runs of white space made one space. */
export function normaliseTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ');
}

/** The key two terms are compared by: "Anna" and "anna" are the same term (Danish case rules). */
function termKey(term: string): string {
  return normaliseTerm(term).toLocaleLowerCase('da-DK');
}

/**
 * The tokens after the user entered `term`: the trimmed term appended, unless it is empty or already a
 * token (compared without regard to case; the spelling entered first is kept). Returns the same array
 * when nothing changes, so callers can skip a needless update.
 */
export function addToken(tokens: readonly string[], term: string): readonly string[] {
  const token = normaliseTerm(term);
  if (token === '') return tokens;
  const key = termKey(token);
  if (tokens.some((existing) => termKey(existing) === key)) return tokens;
  return [...tokens, token];
}

/** The tokens without `token` (exact match: tokens are unique). Same array when it is not there. */
export function removeToken(tokens: readonly string[], token: string): readonly string[] {
  return tokens.includes(token) ? tokens.filter((existing) => existing !== token) : tokens;
}

/** The tokens without the last one (Backspace in the empty input). */
export function removeLastToken(tokens: readonly string[]): readonly string[] {
  return tokens.length === 0 ? tokens : tokens.slice(0, -1);
}

/** The search query: the tokens joined by one space ("anna hansen"); empty for no tokens. */
export function joinQuery(tokens: readonly string[]): string {
  return tokens.map(normaliseTerm).filter(Boolean).join(' ');
}

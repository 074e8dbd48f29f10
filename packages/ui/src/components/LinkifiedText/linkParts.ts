/**
 * Finding the web addresses in a text (a comment, a message) so that they can be shown as links while everything
 * else stays text. Only `http://` and `https://` addresses are links: no other scheme (`javascript:`, `data:`) can
 * become one, and a bare `www.example.dk` stays text.
 */

/** A piece of a text: plain text, or a web address with the `href` it opens. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** A candidate: the scheme, then anything up to white space or a character no address holds unescaped. */
const CANDIDATE = /\bhttps?:\/\/[^\s<>"`{}|\\^]+/giu;

/** Punctuation that ends a sentence rather than the address ("Se https://klub.dk."). */
const TRAILING = /[.,;:!?'*]+$/u;

const PAIRS: Record<string, string> = { ')': '(', ']': '[' };

const count = (text: string, character: string) => text.split(character).length - 1;

/**
 * The address without what surrounds it in the sentence: trailing punctuation, and a closing bracket it does not
 * open itself ("(se https://klub.dk/a)" ends before ")", "https://da.wikipedia.org/wiki/Fodbold_(sport)" keeps its own).
 */
const trimAddress = (candidate: string): string => {
  let address = candidate;
  for (;;) {
    const trimmed = address.replace(TRAILING, '');
    const last = trimmed.at(-1) ?? '';
    const opening = PAIRS[last];
    if (opening !== undefined && count(trimmed, last) > count(trimmed, opening)) {
      address = trimmed.slice(0, -1);
      continue;
    }
    return trimmed;
  }
};

/** The address as a link target, or null when it is not a web address with a host. */
const hrefOf = (address: string): string | null => {
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * The text cut into text and links, in order; joined, the parts' `text` is the text itself. Adjacent text is one
 * part, and an empty text gives no parts.
 */
export const linkParts = (text: string): TextPart[] => {
  const parts: TextPart[] = [];
  const pushText = (piece: string) => {
    if (piece === '') return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += piece;
    else parts.push({ kind: 'text', text: piece });
  };
  let from = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const address = trimAddress(match[0]);
    const href = hrefOf(address);
    if (href === null) continue;
    pushText(text.slice(from, match.index));
    parts.push({ kind: 'link', text: address, href });
    from = match.index + address.length;
  }
  pushText(text.slice(from));
  return parts;
};

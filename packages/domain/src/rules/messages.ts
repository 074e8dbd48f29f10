/**
 * Messages and boards (spec document 2 §2.8, §9; ADR 028): the preview of a message in the lists, and the numbers
 * the area pages and bounds by.
 */

/** The message preview's length in characters (§9 "Message preview: 200 characters at a word boundary"). */
export const MESSAGE_PREVIEW_LENGTH = 200;

/** Messages of one page of a list (ours, ADR 028: the spec's lists have no paging). */
export const MESSAGE_PAGE_SIZE = 20;
export const MESSAGE_PAGE_MAX = 100;

/** Groups one message may name (ours: more than any club has). */
export const MESSAGE_GROUPS_MAX = 1000;

/** The newest comments each message of a list carries, the ones shown before 'show more' (§9: the last 3). */
export const MESSAGE_COMMENTS_INLINE = 3;

/** The most comments the comments call answers, the newest, oldest first (ours, as an activity's detail: ADR 023). */
export const MESSAGE_COMMENTS_MAX_LOADED = 500;

const graphemes = new Intl.Segmenter('da', { granularity: 'grapheme' });

/** The text's characters as a reader counts them: a letter with a combining ring (a + ˚) or an emoji is one. */
const charactersOf = (text: string): string[] => Array.from(graphemes.segment(text), (part) => part.segment);

/**
 * A message's preview (§2.8, §9): the text with its runs of white space (line breaks too) made single spaces, and
 * when that is longer than 200 characters, cut at the last word boundary within them with '…' after. A first word
 * longer than the whole preview is cut inside the word, as nothing else would show anything. Characters are
 * counted as a reader sees them (grapheme clusters), so a Danish 'å' typed as 'a' and a combining ring, or an
 * emoji, is never split.
 */
export const messagePreview = (text: string, length: number = MESSAGE_PREVIEW_LENGTH): string => {
  const flat = text.replace(/\s+/gu, ' ').trim();
  const characters = charactersOf(flat);
  if (characters.length <= length) return flat;
  const head = characters.slice(0, length);
  // A boundary: the space just past the preview (the cut falls between two words), else the last space inside it.
  const cutAt = characters[length] === ' ' ? length : head.lastIndexOf(' ');
  const kept = cutAt > 0 ? head.slice(0, cutAt) : head;
  return `${kept.join('').trimEnd()}…`;
};

/**
 * Which characters a text may hold (message key `invalidCharacter`). Three kinds of text:
 * - `multiLine` (a description, a message): no control character but TAB, LF and CR;
 * - `line` (an address, an e-mail, a link, a token, a password): no control character at all, nor the Unicode
 *   line and paragraph separators, so that what looks like one line is one line;
 * - `name` (a person's name, a title): a line without Unicode format characters either (`\p{Cf}`: the
 *   bidirectional overrides and isolates that make "Anna" display as someone else's name or reverse the
 *   text after it, and the zero-width characters that make two equal-looking names different).
 *
 * NUL is the sharpest reason: PostgreSQL text cannot hold it, so a NUL that got through answered 500.
 */

export type TextKind = 'multiLine' | 'line' | 'name';

/** C0 and C1 control characters (`\p{Cc}`: U+0000–U+001F, U+007F–U+009F) and U+2028/U+2029. */
const lineBreaker = /[\p{Cc}\u2028\u2029]/u;

/** The control characters, less TAB, LF and CR. */
const freeTextControl = /[^\P{Cc}\t\n\r]/u;

/** Format characters: bidi controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), zero-widths, tags ... */
const formatCharacter = /\p{Cf}/u;

/**
 * A zero-width joiner between two emoji (`🏳️‍🌈`, `👩‍👧`): the one format character an emoji needs. It can
 * neither reorder text nor make two names look alike, so a club may call itself "Regnbuekoret 🏳️‍🌈"; a
 * joiner anywhere else (between letters) is refused. The emoji before it may carry a variation selector or
 * a skin-tone modifier.
 */
const emojiJoiner =
  /(?<=\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})/gu;

/** True when `text` holds only characters a text of this kind may hold. */
export const hasOnlyAllowedCharacters = (text: string, kind: TextKind): boolean => {
  if (kind === 'multiLine') return !freeTextControl.test(text);
  if (lineBreaker.test(text)) return false;
  return kind === 'line' || !formatCharacter.test(text.replace(emojiJoiner, ''));
};

import { describe, expect, it } from 'vitest';
import { hasOnlyAllowedCharacters, type TextKind } from './characters.js';

const kinds: readonly TextKind[] = ['multiLine', 'line', 'name'];

/** What each kind answers for a text: the kinds that accept it. */
const acceptedBy = (text: string) => kinds.filter((kind) => hasOnlyAllowedCharacters(text, kind));

describe('the characters a text may hold', () => {
  it.each([
    ['plain Danish', 'Ærø Søfartsforening', kinds],
    ['a hyphen, an apostrophe and accents', "Zoë O'Brien-Ørsted", kinds],
    ['NUL', 'Klub\u0000', []],
    ['NUL alone', '\u0000', []],
    ['another C0 control (BEL)', 'Klub\u0007', []],
    ['ESC (terminal escapes)', '\u001b[31mKlub', []],
    ['DEL', 'Klub\u007f', []],
    ['a C1 control (NEL)', 'Klub\u0085', []],
    ['TAB', 'Klub\tA', ['multiLine']],
    ['LF', 'Linje 1\nLinje 2', ['multiLine']],
    ['CR LF', 'Linje 1\r\nLinje 2', ['multiLine']],
    ['a vertical tab', 'Klub\u000bA', []],
    ['a form feed', 'Klub\u000cA', []],
    ['the line separator', 'Klub\u2028A', ['multiLine']],
    ['the paragraph separator', 'Klub\u2029A', ['multiLine']],
    // Bidirectional controls: a name that displays as another, or reverses the text after it.
    ['RIGHT-TO-LEFT OVERRIDE', 'Anna\u202Egnalsrednef', ['multiLine', 'line']],
    ['LEFT-TO-RIGHT EMBEDDING', '\u202AAnna', ['multiLine', 'line']],
    ['POP DIRECTIONAL FORMATTING', 'Anna\u202C', ['multiLine', 'line']],
    ['RIGHT-TO-LEFT ISOLATE', 'Anna\u2067x', ['multiLine', 'line']],
    ['POP DIRECTIONAL ISOLATE', 'Anna\u2069', ['multiLine', 'line']],
    ['LEFT-TO-RIGHT MARK', 'Anna\u200E', ['multiLine', 'line']],
    ['RIGHT-TO-LEFT MARK', 'Anna\u200F', ['multiLine', 'line']],
    ['ARABIC LETTER MARK', 'Anna\u061C', ['multiLine', 'line']],
    // Zero-width characters: two names that look the same but are not.
    ['ZERO WIDTH SPACE', 'An\u200Bna', ['multiLine', 'line']],
    ['ZERO WIDTH NON-JOINER', 'An\u200Cna', ['multiLine', 'line']],
    ['ZERO WIDTH JOINER between letters', 'An\u200Dna', ['multiLine', 'line']],
    ['WORD JOINER', 'An\u2060na', ['multiLine', 'line']],
    ['a BOM inside', 'An\uFEFFna', ['multiLine', 'line']],
    ['a soft hyphen', 'Fod\u00ADbold', ['multiLine', 'line']],
    ['tag characters', 'Klub\u{E0041}\u{E0042}', ['multiLine', 'line']],
    // Emoji: the joiner inside an emoji sequence is part of the emoji, not a trick.
    ['an emoji', 'Løbeklubben 🏃', kinds],
    ['the rainbow flag (joined)', 'Regnbuekoret 🏳️‍🌈', kinds],
    ['a family (joined)', 'Familieholdet 👨‍👩‍👧', kinds],
    ['a cook with a skin tone (joined)', 'Madklubben 🧑🏽‍🍳', kinds],
    ['a woman running (joined)', '🏃‍♀️ Løb', kinds],
    ['a joiner after an emoji, before a letter', '🏃\u200Dx', ['multiLine', 'line']],
    ['a joiner before an emoji, after a letter', 'x\u200D🏃', ['multiLine', 'line']],
    ['a lone joiner', '\u200D', ['multiLine', 'line']],
  ] as [string, string, TextKind[]][])('%s: accepted by %j', (_label, text, expected) => {
    expect(acceptedBy(text)).toEqual(expected);
  });
});

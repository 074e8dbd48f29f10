import { describe, expect, it } from 'vitest';
import { MESSAGE_PREVIEW_LENGTH, messagePreview } from './messages.js';

const words = (count: number, word = 'ord'): string => Array.from({ length: count }, () => word).join(' ');

describe('messagePreview (§9: 200 characters at a word boundary)', () => {
  it.each([
    ['an empty message', '', ''],
    ['a short message, as written', 'Husk generalforsamlingen', 'Husk generalforsamlingen'],
    ['line breaks and runs of spaces made single spaces', 'Hej  alle\n\nHusk\tmødet ', 'Hej alle Husk mødet'],
    // 50 × "ord" and 49 spaces = 199 characters: kept whole.
    ['199 characters, kept', words(50), words(50)],
    ['exactly 200 characters, kept', `${words(49)} ordx`, `${words(49)} ordx`],
    // 201 characters: "…ord ordxy" would cut "ordxy" to "ordx": the word goes, the boundary before it stays.
    ['201 characters, cut before the last word', `${words(49)} ordxy`, `${words(49)}…`],
    // The 201st character is a space: the cut falls between two words, and the 200 are kept whole.
    ['a cut that falls on a space keeps the whole 200', `${words(49)} ordx flere ord`, `${words(49)} ordx…`],
  ])('%s', (_name, text, preview) => {
    expect(messagePreview(text)).toBe(preview);
  });

  it('never passes 200 characters before its ellipsis', () => {
    const preview = messagePreview(words(120, 'fodbold'));
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length - 1).toBeLessThanOrEqual(MESSAGE_PREVIEW_LENGTH);
    expect(preview.slice(0, -1).endsWith('fodbold')).toBe(true);
  });

  it('cuts a word longer than 200 characters inside the word', () => {
    const long = 'x'.repeat(250);
    expect(messagePreview(long)).toBe(`${'x'.repeat(200)}…`);
    expect(messagePreview(`${long} efter`)).toBe(`${'x'.repeat(200)}…`);
  });

  it('keeps the words before a word longer than 200 characters', () => {
    expect(messagePreview(`Læs her: ${'y'.repeat(300)}`)).toBe('Læs her:…');
  });

  it('counts Danish letters as one character each, also when typed with a combining ring', () => {
    const danish = words(40, 'æøå'); // 40 × 3 + 39 = 159 characters
    expect(messagePreview(danish)).toBe(danish);
    const decomposed = 'a\u030A'.repeat(200); // 200 × "å" as a + ring: 400 code units, 200 characters
    expect(messagePreview(decomposed)).toBe(decomposed);
    const over = `${'a\u030A'.repeat(201)}`;
    expect(messagePreview(over)).toBe(`${'a\u030A'.repeat(200)}…`);
  });

  it('cuts at a word boundary among Danish words', () => {
    // "blåbærgrød" is 10 characters: 18 of them with spaces are 197, the 19th passes 200.
    const text = words(19, 'blåbærgrød');
    expect(messagePreview(text)).toBe(`${words(18, 'blåbærgrød')}…`);
  });

  it('never splits an emoji', () => {
    const text = `${'z'.repeat(199)}👍🏽 mere`;
    expect(messagePreview(text)).toBe(`${'z'.repeat(199)}👍🏽…`);
  });
});

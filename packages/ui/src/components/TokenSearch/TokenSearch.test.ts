import { describe, expect, it } from 'vitest';
import { addToken, joinQuery, normaliseTerm, removeLastToken, removeToken } from './tokens';

describe('addToken', () => {
  it('appends the trimmed term', () => {
    expect(addToken([], '  anna  ')).toEqual(['anna']);
    expect(addToken(['anna'], '\thansen\n')).toEqual(['anna', 'hansen']);
  });

  it('makes inner runs of white space one space', () => {
    expect(addToken([], ' anna   marie ')).toEqual(['anna marie']);
  });

  it('ignores empty and white-space-only terms', () => {
    const tokens = ['anna'];
    expect(addToken(tokens, '')).toBe(tokens);
    expect(addToken(tokens, '   ')).toBe(tokens);
    expect(addToken([], ' \t ')).toEqual([]);
  });

  it('ignores a duplicate, case-insensitively, and keeps the first spelling', () => {
    const tokens = ['Anna', 'Østergård'];
    expect(addToken(tokens, 'Anna')).toBe(tokens);
    expect(addToken(tokens, ' anna ')).toBe(tokens);
    expect(addToken(tokens, 'ANNA')).toBe(tokens);
    expect(addToken(tokens, 'østergård')).toBe(tokens);
  });

  it('does not change the array it was given', () => {
    const tokens = ['anna'];
    addToken(tokens, 'hansen');
    expect(tokens).toEqual(['anna']);
  });
});

describe('removeToken', () => {
  it('removes the token, keeping the order of the others', () => {
    expect(removeToken(['anna', 'hansen', 'aarhus'], 'hansen')).toEqual(['anna', 'aarhus']);
  });

  it('returns the same array for a token that is not there', () => {
    const tokens = ['anna'];
    expect(removeToken(tokens, 'bo')).toBe(tokens);
  });
});

describe('removeLastToken', () => {
  it('removes the last token, and nothing from an empty list', () => {
    expect(removeLastToken(['anna', 'hansen'])).toEqual(['anna']);
    const empty: string[] = [];
    expect(removeLastToken(empty)).toBe(empty);
  });
});

describe('joinQuery', () => {
  it('joins the tokens with one space', () => {
    expect(joinQuery(['anna', 'hansen'])).toBe('anna hansen');
    expect(joinQuery(['anna marie', 'hansen'])).toBe('anna marie hansen');
  });

  it('is empty for no tokens', () => {
    expect(joinQuery([])).toBe('');
  });

  it('never gives double or edge spaces, even for tokens given from outside untrimmed', () => {
    expect(joinQuery([' anna ', '', 'hansen  '])).toBe('anna hansen');
  });
});

describe('normaliseTerm', () => {
  it('trims and collapses white space', () => {
    expect(normaliseTerm('  a \u00a0 b ')).toBe('a b');
  });
});

import { describe, expect, it } from 'vitest';
import { isDanishClub, offersAssociationImport } from './clubs.js';

describe('Danish clubs (document 1 §1)', () => {
  it.each([
    ['DK', true],
    ['dk', true],
    [' DK ', true],
    ['NO', false],
    ['DE', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%o is Danish: %s', (code, danish) => {
    expect(isDanishClub(code)).toBe(danish);
  });

  it('offers the association-system import to a Danish club with the flag on, only', () => {
    expect(offersAssociationImport('DK', true)).toBe(true);
    expect(offersAssociationImport('DK', false)).toBe(false);
    expect(offersAssociationImport('SE', true)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { chooseActiveClub, countingClubs } from './activeClub.js';

const clubs = [{ clubId: 0 }, { clubId: 4 }, { clubId: 9 }, { clubId: -1 }];

describe('club loading (spec document 1 §4)', () => {
  it('counts only clubs with clubId greater than 0', () => {
    expect(countingClubs(clubs)).toEqual([{ clubId: 4 }, { clubId: 9 }]);
  });
  it('selects the stored club while it is still present', () => {
    expect(chooseActiveClub(clubs, 9)).toEqual({ clubId: 9 });
  });
  it('selects the first counting club when the stored one is gone or none is stored', () => {
    expect(chooseActiveClub(clubs, 12)).toEqual({ clubId: 4 });
    expect(chooseActiveClub(clubs, null)).toEqual({ clubId: 4 });
  });
  it('never selects a club with clubId 0, even when stored', () => {
    expect(chooseActiveClub(clubs, 0)).toEqual({ clubId: 4 });
  });
  it('selects nothing for a user without clubs', () => {
    expect(chooseActiveClub([{ clubId: 0 }], 0)).toBeUndefined();
    expect(chooseActiveClub([], 3)).toBeUndefined();
  });
});

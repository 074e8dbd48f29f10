import { describe, expect, it } from 'vitest';
import { avatarInitials } from './Avatar';

describe('avatarInitials', () => {
  it('takes the first letters of first name and surname', () => {
    expect(avatarInitials('Mette', 'Frederiksen')).toBe('MF');
    expect(avatarInitials('anne marie', 'hansen')).toBe('AH');
  });

  it('uses the first word of a multi-word surname', () => {
    expect(avatarInitials('Jan', 'van der Berg')).toBe('JV');
  });

  it('uses the first and last word of a single name', () => {
    expect(avatarInitials('FC Klubhus')).toBe('FK');
    expect(avatarInitials('Aarhus Roklub af 1871')).toBe('A1');
    expect(avatarInitials('Klubhus')).toBe('K');
  });

  it('handles Danish letters and extra spaces', () => {
    expect(avatarInitials('  Øjvind ', ' Ærø ')).toBe('ØÆ');
    expect(avatarInitials('åse', '')).toBe('Å');
  });

  it('is empty for an empty name', () => {
    expect(avatarInitials('')).toBe('');
  });
});

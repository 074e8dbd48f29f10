import { describe, expect, it } from 'vitest';
import { isBlankPassword, passwordIsEmail } from './passwords.js';

describe('a blank password', () => {
  it.each([
    ['eight spaces', '        ', true],
    ['tabs and spaces', ' \t \t    ', true],
    ['non-breaking spaces', '\u00a0'.repeat(8), true],
    ['empty', '', true],
    ['spaces around a word', '  kajak  ', false],
    ['a phrase', 'grøn kajak på åen', false],
  ])('%s → %s', (_label, password, blank) => {
    expect(isBlankPassword(password)).toBe(blank);
  });
});

describe('a password that is the e-mail', () => {
  const email = 'Ida.Holm1990@Example.dk';
  it.each([
    ['the e-mail', 'Ida.Holm1990@Example.dk', true],
    ['the e-mail in another case', 'ida.holm1990@example.DK', true],
    ['the e-mail with blanks around it', '  ida.holm1990@example.dk ', true],
    ['the local part', 'ida.holm1990', true],
    ['the local part in capitals', 'IDA.HOLM1990', true],
    ['the domain', 'example.dk', false],
    ['the e-mail with more after it', 'ida.holm1990@example.dk!', false],
    ['another password', 'grøn-kajak-77', false],
  ])('%s → %s', (_label, password, same) => {
    expect(passwordIsEmail(password, email)).toBe(same);
  });

  it('compares with the e-mail as typed, blanks and case aside', () => {
    expect(passwordIsEmail('ida@holm.dk', '  IDA@holm.dk ')).toBe(true);
  });

  it('has no local part to compare when the e-mail has none', () => {
    expect(passwordIsEmail('', '@holm.dk')).toBe(false);
    expect(passwordIsEmail('idaholm12', 'idaholm12')).toBe(true);
  });
});

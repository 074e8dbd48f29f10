import { describe, expect, it } from 'vitest';
import { dataPolicyHref } from '../rules/dataPolicy.js';
import { clubGeneralPatch, dataPolicyLink, isValidDataPolicyLink, newClubForm } from './clubs.js';

/** The first message of a failing parse, or `ok`. */
const outcome = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? 'ok' : result.error?.issues[0]?.message;

describe('create club (spec document 1 §5: title required; zip required, 4 to 8 characters)', () => {
  const valid = { title: 'Aarhus Roklub', zip: '8000' };
  it.each([
    ['a title and a 4-character zip', valid, 'ok'],
    ['an 8-character zip', { ...valid, zip: 'SW1A 1AA' }, 'ok'],
    ['a zip padded with spaces (trimmed to 4)', { ...valid, zip: ' 8000 ' }, 'ok'],
    ['no title', { zip: '8000' }, 'required'],
    ['a blank title', { ...valid, title: '   ' }, 'required'],
    ['no zip', { title: 'Klub' }, 'required'],
    ['an empty zip', { ...valid, zip: '' }, 'required'],
    ['a 3-character zip', { ...valid, zip: '800' }, 'minCiphers'],
    ['a 9-character zip', { ...valid, zip: '123456789' }, 'maxCiphers'],
    ['a title over 200 characters', { ...valid, title: 'x'.repeat(201) }, 'maxLength'],
    ['a title with a right-to-left override', { ...valid, title: 'Roklub\u202Eneb' }, 'invalidCharacter'],
    ['a title with a zero-width space', { ...valid, title: 'Ro\u200Bklubben' }, 'invalidCharacter'],
    ['a title with a NUL', { ...valid, title: 'Roklubben\u0000' }, 'invalidCharacter'],
    ['a title with an emoji', { ...valid, title: 'Regnbuekoret 🏳️‍🌈' }, 'ok'],
    ['a description over several lines', { ...valid, description: 'Linje 1\r\nLinje 2\tslut' }, 'ok'],
    ['the optional fields', { ...valid, phoneNumber: '12345678', city: 'Aarhus', homePage: 'klub.dk' }, 'ok'],
  ])('%s → %s', (_label, input, expected) => {
    expect(outcome(newClubForm.safeParse(input))).toBe(expected);
  });

  it('trims the title and zip', () => {
    expect(newClubForm.parse({ title: '  Klub  ', zip: ' 8000 ' })).toMatchObject({ title: 'Klub', zip: '8000' });
  });
});

describe('data-policy link (spec document 1 §5: as is with http, https or ftp, otherwise https:// prefixed)', () => {
  it.each([
    ['https://klub.dk/privatliv', 'https://klub.dk/privatliv'],
    ['http://klub.dk/privatliv', 'http://klub.dk/privatliv'],
    ['ftp://klub.dk/privatliv.pdf', 'ftp://klub.dk/privatliv.pdf'],
    ['HTTPS://Klub.dk', 'HTTPS://Klub.dk'],
    ['klub.dk/privatliv', 'https://klub.dk/privatliv'],
    ['www.klub.dk', 'https://www.klub.dk'],
    ['  klub.dk  ', 'https://klub.dk'],
    // "starts with http" means the scheme, not any word beginning with those letters.
    ['httpklub.dk/politik', 'https://httpklub.dk/politik'],
  ])('%s opens %s', (link, href) => {
    expect(dataPolicyHref(link)).toBe(href);
  });

  it.each([
    ['https://klub.dk/privatliv', true],
    ['klub.dk/privatliv', true],
    ['ftp://klub.dk/a.pdf', true],
    ['httpklub.dk', true],
    ['', false],
    ['   ', false],
    ['klub', false],
    ['https://klub', false],
    ['klub dk/privatliv', false],
    ['javascript:alert(1)', false],
    ['mailto:a@klub.dk', false],
    ['https://', false],
    ['https:klub.dk', false],
    ['https://user@klub.dk/privatliv', false],
  ])('%s is valid: %s', (link, valid) => {
    expect(isValidDataPolicyLink(link)).toBe(valid);
  });

  it.each([
    ['a link', 'klub.dk/privatliv', 'ok'],
    ['null (removes the policy)', null, 'ok'],
    ['an empty string (removes the policy)', '', 'ok'],
    ['a bare word', 'privatliv', 'urlValid'],
    ['another scheme', 'javascript:alert(1)', 'urlValid'],
    ['a link over 2000 characters', `https://klub.dk/${'a'.repeat(2000)}`, 'maxLength'],
  ])('the schema accepts %s → %s', (_label, input, expected) => {
    expect(outcome(dataPolicyLink.safeParse(input))).toBe(expected);
  });
});

describe('general settings patch (issue 4: only the general fields)', () => {
  it.each([
    ['an empty patch', {}, 'ok'],
    [
      'every general field',
      {
        title: 'Klub',
        description: 'Om os',
        address: 'Vej 1',
        zip: '8000',
        city: 'Aarhus',
        phoneNumber: '12345678',
        homePage: 'https://klub.dk',
        vatId: 'DK12345678',
        dataPolicyLink: 'klub.dk/privatliv',
      },
      'ok',
    ],
    ['clearing an optional field', { description: null }, 'ok'],
    ['a blank title', { title: ' ' }, 'required'],
    ['clearing the title', { title: null }, 'required'],
    ['a short zip', { zip: '12' }, 'minCiphers'],
    ['a bad policy link', { dataPolicyLink: 'nope' }, 'urlValid'],
  ])('%s → %s', (_label, input, expected) => {
    expect(outcome(clubGeneralPatch.safeParse(input))).toBe(expected);
  });

  it.each(['countryCode', 'imagePath', 'canEditMembers', 'disabledUserFields', 'id'])(
    'refuses the field %s',
    (field) => {
      const result = clubGeneralPatch.safeParse({ title: 'Klub', [field]: 'x' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: [field] });
    },
  );
});

import type * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { clubGeneralPatch, newClubForm } from './clubs.js';
import { registerRequest } from './accounts.js';
import { BASE64_IMAGE_MAX_LENGTH, BODY_LIMITS, JSON_IMAGE_MAX_BYTES, textLimits } from './limits.js';
import { base64Image, blankToNull, clearableText, optionalText, requiredText, textKinds } from './text.js';

const messageOf = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues[0]?.message;

describe('blank is no value', () => {
  it.each([
    ['', null],
    [null, null],
    [undefined, null],
    ['Aarhus', 'Aarhus'],
  ])('blankToNull(%j) is %j', (value, expected) => expect(blankToNull(value)).toBe(expected));

  it.each([
    ['absent', undefined, null],
    ['null', null, null],
    ['blank', '   ', null],
    ['text', '  Aarhus ', 'Aarhus'],
  ])('a new record gets %s as %j', (_label, value, expected) => {
    expect(optionalText('line').parse(value)).toBe(expected);
  });

  it.each([
    ['absent stays absent (unchanged)', undefined, undefined],
    ['null clears', null, null],
    ['blank clears', '  ', null],
    ['text is trimmed', ' Aarhus ', 'Aarhus'],
  ])('a change: %s', (_label, value, expected) => {
    expect(clearableText('line').parse(value)).toBe(expected);
  });

  it('is the rule of the real schemas on both sides: a blank field arrives as null', () => {
    const club = newClubForm.parse({ title: ' Roklubben ', zip: '8000', city: ' ', address: '' });
    expect(club).toMatchObject({ title: 'Roklubben', city: null, address: null, phoneNumber: null });
    const patch = clubGeneralPatch.parse({ city: '', vatId: null });
    expect(patch).toEqual({ city: null, vatId: null });
    const person = registerRequest.parse({
      firstName: 'Ida',
      surname: 'Holm',
      email: 'ida@example.dk',
      zip: '8000',
      birthdate: '',
      mobile: ' ',
      address: '',
    });
    expect(person).toMatchObject({ birthdate: null, mobile: null, address: null, city: null });
  });
});

describe('the house limits', () => {
  it.each(Object.entries(textLimits) as [keyof typeof textLimits, number][])(
    '%s: %i characters pass, one more is maxLength',
    (limit, max) => {
      expect(requiredText(limit).safeParse('x'.repeat(max)).success).toBe(true);
      expect(messageOf(requiredText(limit).safeParse('x'.repeat(max + 1)))).toBe('maxLength');
      expect(messageOf(optionalText(limit).safeParse('x'.repeat(max + 1)))).toBe('maxLength');
      expect(messageOf(clearableText(limit).safeParse('x'.repeat(max + 1)))).toBe('maxLength');
    },
  );

  it.each([
    ['a club title', newClubForm, { title: 'x'.repeat(textLimits.title + 1), zip: '8000' }],
    ['a club description', newClubForm, { title: 'K', zip: '8000', description: 'x'.repeat(textLimits.freeText + 1) }],
    ['a club home page', clubGeneralPatch, { homePage: 'x'.repeat(textLimits.link + 1) }],
    [
      'a first name',
      registerRequest,
      { firstName: 'x'.repeat(textLimits.name + 1), surname: 'H', email: 'a@b.dk', zip: '8000' },
    ],
    [
      'a city',
      registerRequest,
      { firstName: 'I', surname: 'H', email: 'a@b.dk', zip: '8000', city: 'x'.repeat(textLimits.line + 1) },
    ],
  ] as [string, z.ZodType, unknown][])('%s over its limit is maxLength', (_label, schema, value) => {
    expect(messageOf(schema.safeParse(value))).toBe('maxLength');
  });

  it('lets the spec maxima stand as the spec gives them', () => {
    expect(textLimits).toMatchObject({ activityDescription: 2000, cancelReason: 150, subscriptionTitle: 29 });
  });

  it('bounds a base64 image by the image limit, before anything decodes it', () => {
    expect(BASE64_IMAGE_MAX_LENGTH).toBeGreaterThanOrEqual(Math.ceil(JSON_IMAGE_MAX_BYTES / 3) * 4);
    // The longest valid text and a default body's worth of other fields fit the image body limit.
    expect(BASE64_IMAGE_MAX_LENGTH + BODY_LIMITS.default).toBeLessThanOrEqual(BODY_LIMITS.image);
    expect(base64Image.safeParse('iVBORw0KGgo=').success).toBe(true);
    expect(messageOf(base64Image.safeParse(''))).toBe('required');
    expect(messageOf(base64Image.safeParse('A'.repeat(BASE64_IMAGE_MAX_LENGTH + 1)))).toBe('imageTooLarge');
  });
});

describe('the characters of the house texts', () => {
  const limits = Object.keys(textLimits) as (keyof typeof textLimits)[];
  const schemasOf = (limit: keyof typeof textLimits) =>
    [requiredText(limit), optionalText(limit), clearableText(limit)] as z.ZodType[];

  it.each(limits)('%s refuses a NUL wherever it stands (invalidCharacter), in every helper', (limit) => {
    for (const schema of schemasOf(limit)) {
      for (const text of ['\u0000', 'a\u0000', '\u0000a', 'a\u0000b', 'a\u0000\u0000']) {
        expect(messageOf(schema.safeParse(text))).toBe('invalidCharacter');
      }
    }
  });

  it.each(limits)('%s refuses the other control characters (ESC, DEL, a C1 control)', (limit) => {
    for (const schema of schemasOf(limit)) {
      for (const text of ['a\u001bb', 'a\u007fb', 'a\u0085b']) {
        expect(messageOf(schema.safeParse(text))).toBe('invalidCharacter');
      }
    }
  });

  it.each(limits)('%s keeps TAB and line breaks only where it is multi-line text', (limit) => {
    const multiLine = textKinds[limit] === 'multiLine';
    for (const schema of schemasOf(limit)) {
      for (const text of ['a\tb', 'a\nb', 'a\r\nb']) {
        expect(messageOf(schema.safeParse(text))).toBe(multiLine ? undefined : 'invalidCharacter');
      }
    }
  });

  it('treats descriptions as multi-line and titles, names and lines as single lines', () => {
    expect(textKinds).toMatchObject({
      freeText: 'multiLine',
      activityDescription: 'multiLine',
      title: 'name',
      name: 'name',
      subscriptionTitle: 'name',
      line: 'line',
      email: 'line',
      link: 'line',
      password: 'line',
    });
  });

  it.each(limits)('%s refuses bidirectional and zero-width characters only where it is a name or title', (limit) => {
    const isName = textKinds[limit] === 'name';
    for (const schema of schemasOf(limit)) {
      for (const text of ['Anna\u202Eb', 'An\u200Bna', 'An\u2066na\u2069', 'An\u200Dna']) {
        expect(messageOf(schema.safeParse(text))).toBe(isName ? 'invalidCharacter' : undefined);
      }
    }
  });

  it('lets a title carry emoji, joined ones too', () => {
    expect(requiredText('title').parse(' Regnbuekoret 🏳️‍🌈 ')).toBe('Regnbuekoret 🏳️‍🌈');
    expect(requiredText('name').parse('Zoë Ørsted-Æbelø')).toBe('Zoë Ørsted-Æbelø');
  });

  it('still trims blanks first: a title padded with tabs is a title', () => {
    expect(requiredText('title').parse('\tRoklubben\n')).toBe('Roklubben');
  });

  it('refuses control characters in a base64 image, keeping the line breaks of wrapped base64', () => {
    expect(messageOf(base64Image.safeParse('iVBOR\u0000w0KGgo='))).toBe('invalidCharacter');
    expect(base64Image.safeParse('iVBORw0K\r\nGgo=').success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  ageOn,
  missingSignupFields,
  oldEnoughToRegister,
  registerFormSchema,
  registerFormSchemaFor,
  registerRequest,
  requiredSignupFields,
  resetPasswordFormSchema,
  resetPasswordRequest,
} from './accounts.js';
import { loginRequest } from './signIn.js';
import { firstIssue } from '../testing/firstIssue.js';

/** A birthdate `years` years before today (minus `days` days). */
const bornYearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

describe('loginRequest', () => {
  it.each([
    [{ email: ' a@b.dk ', password: 'x' }, 'ok'],
    [
      { email: '', password: 'x' },
      { field: 'email', message: 'required' },
    ],
    [{ password: 'x' }, { field: 'email', message: 'required' }],
    [
      { email: 'nope', password: 'x' },
      { field: 'email', message: 'emailValid' },
    ],
    [
      { email: 'a@b.dk', password: '' },
      { field: 'password', message: 'required' },
    ],
    [
      { email: 'a@\u0000b.dk', password: 'x' },
      { field: 'email', message: 'invalidCharacter' },
    ],
    // Sign-in checks no password rule but presence and the house limit: a password never reaches SQL.
    [{ email: 'a@b.dk', password: '        ' }, 'ok'],
    [{ email: 'a@b.dk', password: 'gammel\tkode' }, 'ok'],
  ])('%j → %j', (value, expected) => {
    expect(firstIssue(loginRequest, value)).toEqual(expected);
  });
  it('trims the e-mail', () => {
    expect(loginRequest.parse({ email: '  a@b.dk\t', password: 'x' }).email).toBe('a@b.dk');
  });
});

const validRequest = { firstName: 'Ida', surname: 'Holm', email: 'ida@holm.dk', password: 'secret12', zip: '8000' };

describe('registerRequest', () => {
  it.each([
    [{}, 'ok'],
    [{ firstName: ' ' }, { field: 'firstName', message: 'required' }],
    [{ surname: '' }, { field: 'surname', message: 'required' }],
    [{ firstName: 'Ida\u202E' }, { field: 'firstName', message: 'invalidCharacter' }],
    [{ surname: 'Ho\u200Dlm' }, { field: 'surname', message: 'invalidCharacter' }],
    [{ surname: 'Holm\u2066' }, { field: 'surname', message: 'invalidCharacter' }],
    [{ firstName: 'Zoë', surname: "O'Brien-Ørsted" }, 'ok'],
    [{ email: 'ida' }, { field: 'email', message: 'emailValid' }],
    [{ zip: '' }, { field: 'zip', message: 'required' }],
    [{ zip: '80a0' }, { field: 'zip', message: 'mustBeANumber' }],
    [{ zip: '800' }, { field: 'zip', message: 'minCiphers' }],
    [{ zip: '80000' }, { field: 'zip', message: 'minCiphers' }],
    [{ mobile: '1234567' }, { field: 'mobile', message: 'minCiphers' }],
    [{ mobile: '1234567a' }, { field: 'mobile', message: 'mustBeANumber' }],
    [{ mobile: '12345678' }, 'ok'],
    [{ mobile: '' }, 'ok'],
    [{ mobile: null }, 'ok'],
    [{ birthdate: '2001-02-30' }, { field: 'birthdate', message: 'dateValid' }],
    [{ birthdate: '01-02-2001' }, { field: 'birthdate', message: 'dateValid' }],
    [{ birthdate: bornYearsAgo(13) }, 'ok'],
    [{ birthdate: bornYearsAgo(13, -1) }, { field: 'birthdate', message: 'tooYoung' }],
    [{ birthdate: bornYearsAgo(5) }, { field: 'birthdate', message: 'tooYoung' }],
    [{ clubToken: null }, 'ok'],
    [{ clubToken: 'abc' }, 'ok'],
    // The wire schema lets a missing password through so that the server answers "Kode mangler".
    [{ password: undefined }, 'ok'],
  ])('%j → %j', (change, expected) => {
    expect(firstIssue(registerRequest, { ...validRequest, ...change })).toEqual(expected);
  });
});

describe('registerFormSchema (the /create page)', () => {
  const form = { ...validRequest, passwordConfirmation: 'secret12' };
  it.each([
    [{}, 'ok'],
    [{ passwordConfirmation: 'secret13' }, { field: 'passwordConfirmation', message: 'mustMatchPassword' }],
    [{ passwordConfirmation: '' }, { field: 'passwordConfirmation', message: 'required' }],
    [{ password: '' }, { field: 'password', message: 'required' }],
    [{ password: undefined }, { field: 'password', message: 'required' }],
    [
      { password: 'short', passwordConfirmation: 'short' },
      { field: 'password', message: 'passwordTooShort' },
    ],
    [
      { password: '        ', passwordConfirmation: '        ' },
      { field: 'password', message: 'passwordBlank' },
    ],
    [
      { password: 'secret\u000012', passwordConfirmation: 'secret\u000012' },
      { field: 'password', message: 'invalidCharacter' },
    ],
    [
      { password: 'secret\t12', passwordConfirmation: 'secret\t12' },
      { field: 'password', message: 'invalidCharacter' },
    ],
    [
      { password: 'IDA@HOLM.DK', passwordConfirmation: 'IDA@HOLM.DK' },
      { field: 'password', message: 'passwordIsEmail' },
    ],
    [
      { email: 'ida.holm1990@example.dk', password: 'ida.holm1990', passwordConfirmation: 'ida.holm1990' },
      { field: 'password', message: 'passwordIsEmail' },
    ],
    [{ password: '  secret 12  ', passwordConfirmation: '  secret 12  ' }, 'ok'],
  ])('%j → %j', (change, expected) => {
    expect(firstIssue(registerFormSchema, { ...form, ...change })).toEqual(expected);
  });

  it('requires the club-dependent fields the club does not disable', () => {
    const schema = registerFormSchemaFor(['mobile', 'city']);
    expect(firstIssue(schema, form)).toEqual({ field: 'mobile', message: 'required' });
    expect(firstIssue(schema, { ...form, mobile: '12345678', city: ' ' })).toEqual({
      field: 'city',
      message: 'required',
    });
    expect(firstIssue(schema, { ...form, mobile: '12345678', city: 'Aarhus' })).toBe('ok');
  });
});

describe('requiredSignupFields', () => {
  it.each([
    [[], [], ['birthdate', 'mobile', 'address', 'city']],
    [['birthdate'], ['address'], ['mobile', 'city']],
    [['Birthdate', 'Mobile'], ['Address', 'City'], []],
    [['firstName'], ['zip'], ['birthdate', 'mobile', 'address', 'city']],
  ])('disabled user %j, address %j → required %j', (disabledUserFields, disabledAddressFields, expected) => {
    expect(requiredSignupFields({ disabledUserFields, disabledAddressFields })).toEqual(expected);
  });

  it('lists the missing ones', () => {
    expect(
      missingSignupFields({ birthdate: '2000-01-01', mobile: '', city: null }, ['birthdate', 'mobile', 'city']),
    ).toEqual(['mobile', 'city']);
  });
});

describe('age', () => {
  const today = new Date(2025, 5, 15);
  it.each([
    ['2012-06-15', 13, true],
    ['2012-06-16', 12, false],
    ['2012-07-01', 12, false],
    ['2012-05-31', 13, true],
    ['1980-01-01', 45, true],
  ])('born %s is %i on 2025-06-15 (may register: %s)', (birthdate, age, may) => {
    expect(ageOn(birthdate, today)).toBe(age);
    expect(oldEnoughToRegister(birthdate, today)).toBe(may);
  });
});

describe('reset password', () => {
  it.each([
    [{ token: 't', password: 'secret12' }, 'ok'],
    [
      { token: '', password: 'secret12' },
      { field: 'token', message: 'required' },
    ],
    [
      { token: 't', password: '' },
      { field: 'password', message: 'required' },
    ],
    [
      { token: 't', password: 'short' },
      { field: 'password', message: 'passwordTooShort' },
    ],
    [
      { token: 't', password: ' '.repeat(8) },
      { field: 'password', message: 'passwordBlank' },
    ],
    [
      { token: 't', password: 'secret\n12' },
      { field: 'password', message: 'invalidCharacter' },
    ],
    [
      { token: 't\u0000', password: 'secret12' },
      { field: 'token', message: 'invalidCharacter' },
    ],
  ])('request %j → %j', (value, expected) => {
    expect(firstIssue(resetPasswordRequest, value)).toEqual(expected);
  });
  it.each([
    [{ passwordConfirmation: 'secret12' }, 'ok'],
    [{ passwordConfirmation: 'secret21' }, { field: 'passwordConfirmation', message: 'mustMatchPassword' }],
  ])('form %j → %j', (change, expected) => {
    expect(firstIssue(resetPasswordFormSchema, { token: 't', password: 'secret12', ...change })).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import {
  birthdateField,
  externalLoginRequest,
  mobileField,
  newPasswordField,
  registerRequest,
  resetPasswordRequest,
  zipField,
} from './accounts.js';
import { clubGeneralPatch, clubZip, dataPolicyLink, newClubForm } from './clubs.js';
import { hostName } from './hostName.js';
import { emailField } from './signIn.js';
import { firstIssue } from '../testing/firstIssue.js';

const person = { firstName: 'Ida', surname: 'Holm', email: 'ida@holm.dk', password: 'grøn-kajak-77', zip: '8000' };
const club = { title: 'Roklubben', zip: '8000' };

/**
 * Every string field of every schema of validation/ refuses a NUL with `invalidCharacter` (PostgreSQL text
 * cannot hold one: it answered 500). A new string field belongs in this table.
 */
describe('a NUL in any text field', () => {
  it.each([
    ['an e-mail', emailField, 'ida\u0000@holm.dk', ''],
    ['an e-mail, NUL at the end (z.email alone would say emailValid)', emailField, 'ida@holm.dk\u0000', ''],
    ['a new password', newPasswordField, 'grøn-kajak\u000077', ''],
    ['a zip', zipField, '80\u000000', ''],
    ['a mobile', mobileField, '1234\u00005678', ''],
    ['a birthdate', birthdateField, '1990-01-0\u00001', ''],
    ['a club zip', clubZip, '800\u00000', ''],
    ['a host name', hostName, 'klub\u0000.dk', ''],
    ['a data-policy link', dataPolicyLink, 'klub.dk/\u0000', ''],
    ...(['firstName', 'surname', 'email', 'zip', 'clubToken', 'birthdate', 'mobile', 'address', 'city'] as const).map(
      (field) =>
        [
          `registration: ${field}`,
          registerRequest,
          { ...person, [field]: `${field === 'birthdate' ? '1990-01-01' : '1234'}\u0000` },
          field,
        ] as const,
    ),
    ['reset: the token', resetPasswordRequest, { token: 'abc\u0000', password: 'grøn-kajak-77' }, 'token'],
    ['reset: the password', resetPasswordRequest, { token: 'abc', password: 'grøn-kajak-77\u0000' }, 'password'],
    ['single sign-on: the provider', externalLoginRequest, { provider: 'g\u0000', token: 'x' }, 'provider'],
    ['single sign-on: the token', externalLoginRequest, { provider: 'g', token: 'x\u0000' }, 'token'],
    ...(['title', 'phoneNumber', 'address', 'zip', 'city', 'homePage', 'description'] as const).map(
      (field) => [`new club: ${field}`, newClubForm, { ...club, [field]: '8000\u0000' }, field] as const,
    ),
    ...(
      ['title', 'description', 'address', 'zip', 'city', 'phoneNumber', 'homePage', 'vatId', 'dataPolicyLink'] as const
    ).map((field) => [`club settings: ${field}`, clubGeneralPatch, { [field]: '8000\u0000' }, field] as const),
  ] as [string, z.ZodType, unknown, string][])('%s → invalidCharacter', (_label, schema, value, field) => {
    expect(firstIssue(schema, value)).toEqual({ field, message: 'invalidCharacter' });
  });
});

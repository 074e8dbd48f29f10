import * as z from 'zod';
import { textLimits } from './limits.js';
import { isBlankPassword, passwordIsEmail } from '../rules/passwords.js';
import { emailField } from './signIn.js';
import { allowedCharacters, blankToNull, optionalText, requiredText } from './text.js';

/**
 * Validation of the account calls (spec document 1 §5 "Login", "Signup"). Messages are the spec's
 * message keys (`required`, `emailValid`, `mustBeANumber`, `minCiphers`, `mustMatchPassword`) or keys of
 * ours where the spec has none (`tooYoung`, `dateValid`, `passwordTooShort`, `passwordBlank`,
 * `passwordIsEmail`, `invalidCharacter`); the web translates them. Every text refuses control characters
 * (`invalidCharacter`, `characters.ts`) before its own format rule, so a NUL never reaches the database.
 */

/** One line of text: no control character (TAB, LF and NUL included). */
const oneLine = allowedCharacters('line');

/** Minimum age at registration (spec §9); younger children are registered through a parent. */
export const MINIMUM_REGISTRATION_AGE = 13;

/** Our choice (the spec shows no rule): at least 8 characters for a new password; sign-in checks no length. */
export const MINIMUM_PASSWORD_LENGTH = 8;

/**
 * A new password (registration, reset): at least 8 characters, one line (no control character: a password is
 * typed, and a NUL or a line break in one is a mistake or an attack), not only spaces (`passwordBlank`).
 * The rules that need more than the password itself live beside it: not the e-mail (`passwordIsEmail`, in
 * the registration form and on the server), not too easy to guess (the server alone: its dictionaries are
 * too large for the web app).
 */
export const newPasswordField = z
  .string('required')
  .min(1, 'required')
  .min(MINIMUM_PASSWORD_LENGTH, 'passwordTooShort')
  .max(textLimits.password, 'maxLength')
  .refine(oneLine, 'invalidCharacter')
  .refine((password) => !isBlankPassword(password), 'passwordBlank');

/** Zip of a person: digits only (`mustBeANumber`), exactly 4 (`minCiphers`). */
export const zipField = z
  .string('required')
  .trim()
  .min(1, 'required')
  .refine(oneLine, 'invalidCharacter')
  .regex(/^\d*$/, 'mustBeANumber')
  .regex(/^(\d{4})?$/, 'minCiphers');

/** Mobile: digits only, exactly 8; an empty string means "not given". */
export const mobileField = z
  .string()
  .trim()
  .refine(oneLine, 'invalidCharacter')
  .regex(/^\d*$/, 'mustBeANumber')
  .regex(/^(|\d{8})$/, 'minCiphers');

/** A calendar date `YYYY-MM-DD` that exists; an empty string means "not given". */
export const birthdateField = z
  .string()
  .trim()
  .refine(oneLine, 'invalidCharacter')
  .regex(/^(|\d{4}-\d{2}-\d{2})$/, 'dateValid')
  .refine((value) => value === '' || isCalendarDate(value), 'dateValid');

export const isCalendarDate = (value: string): boolean => {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** Whole years between a `YYYY-MM-DD` birthdate and `today` (a birthday counts from its day). */
export const ageOn = (birthdate: string, today: Date): number => {
  const [year = 0, month = 1, day = 1] = birthdate.split('-').map(Number);
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0);
};

/** True when someone born on `birthdate` may register on `today`. */
export const oldEnoughToRegister = (birthdate: string, today: Date = new Date()): boolean =>
  ageOn(birthdate, today) >= MINIMUM_REGISTRATION_AGE;

// ---------------------------------------------------------------------------------------------------
// Registration

/** The fields a club may make optional at sign-up (its `clubDisableProperties`); the rest is always required. */
export const clubDependentFields = ['birthdate', 'mobile', 'address', 'city'] as const;
export type ClubDependentField = (typeof clubDependentFields)[number];

/** Which club-dependent fields a club requires: a field is required unless the club disables it. */
export const requiredSignupFields = (club: {
  disabledUserFields: readonly string[];
  disabledAddressFields: readonly string[];
}): ClubDependentField[] => {
  const disabled = new Set([...club.disabledUserFields, ...club.disabledAddressFields].map((f) => f.toLowerCase()));
  return clubDependentFields.filter((field) => !disabled.has(field));
};

/**
 * `POST /v2/login/register`. `password` is optional in the wire schema only so that the server can
 * answer the spec's own text "Kode mangler" (code `passwordMissing`) when it is missing; the form schema
 * requires it. Birthdate, mobile, address and city are optional here; with a `clubToken` the server
 * requires those the club does not disable (`requiredSignupFields`).
 */
export const registerRequest = z.object({
  firstName: requiredText('name'),
  surname: requiredText('name'),
  email: emailField,
  password: z.string().max(textLimits.password, 'maxLength').optional(),
  zip: zipField,
  clubToken: z.string().trim().max(textLimits.linkToken, 'maxLength').refine(oneLine, 'invalidCharacter').nullish(),
  birthdate: birthdateField
    .refine((value) => value === '' || oldEnoughToRegister(value), 'tooYoung')
    .nullish()
    .transform(blankToNull),
  mobile: mobileField.nullish().transform(blankToNull),
  address: optionalText('line'),
  city: optionalText('line'),
});
export type RegisterRequest = z.input<typeof registerRequest>;

/**
 * The /create page's form: the request plus a required new password (not the e-mail) and its confirmation.
 * Whether the password is too easy to guess only the server can tell; the form shows its answer.
 */
export const registerFormSchema = registerRequest
  .extend({
    password: newPasswordField,
    passwordConfirmation: z.string('required').min(1, 'required'),
  })
  .refine((form) => !passwordIsEmail(form.password, form.email), {
    message: 'passwordIsEmail',
    path: ['password'],
  })
  .refine((form) => form.password === form.passwordConfirmation, {
    message: 'mustMatchPassword',
    path: ['passwordConfirmation'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/**
 * The form schema for a club's sign-up: the fields the club requires (`requiredSignupFields`) must be
 * filled in (`required`).
 */
export const registerFormSchemaFor = (required: readonly ClubDependentField[]) =>
  registerFormSchema.superRefine((form, context) => {
    for (const field of missingSignupFields(form, required)) {
      context.addIssue({ code: 'custom', message: 'required', path: [field] });
    }
  });

/** The required club-dependent fields that are absent or blank. */
export const missingSignupFields = (
  values: Partial<Record<ClubDependentField, string | null | undefined>>,
  required: readonly ClubDependentField[],
): ClubDependentField[] => required.filter((field) => !values[field]?.trim());

// ---------------------------------------------------------------------------------------------------
// Forgotten password

export const forgotPasswordRequest = z.object({ email: emailField });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/** `POST /v2/login/resetPassword`: the token from the mailed link and the new password. */
export const resetPasswordRequest = z.object({
  token: requiredText('linkToken'),
  password: newPasswordField,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

/** The /reset page ("Nulstil adgangskode"): new password and repeat. */
export const resetPasswordFormSchema = resetPasswordRequest
  .extend({ passwordConfirmation: z.string('required').min(1, 'required') })
  .refine((form) => form.password === form.passwordConfirmation, {
    message: 'mustMatchPassword',
    path: ['passwordConfirmation'],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

// ---------------------------------------------------------------------------------------------------
// Single sign-on

export const externalLoginRequest = z.object({
  provider: requiredText('line'),
  /** An OpenID Connect id_token. */
  token: z
    .string('required')
    .min(1, 'required')
    .max(textLimits.signedToken, 'maxLength')
    .refine(oneLine, 'invalidCharacter'),
});
export type ExternalLoginRequest = z.input<typeof externalLoginRequest>;

import * as z from 'zod';
import {
  externalLoginRequest,
  forgotPasswordRequest,
  registerRequest,
  resetPasswordRequest,
} from '../validation/accounts.js';
import { loginRequest } from '../validation/signIn.js';
import { idField } from '../validation/ids.js';
import { localeCodes } from '../paths.js';
import { accountUser } from './accountUser.js';
import { defineContract, defineEntry } from './entry.js';

export { accountUser, type AccountUser } from './accountUser.js';

/** A new session: the bearer token for every later call, and the user. */
export const signInAnswer = z.object({ authToken: z.string(), user: accountUser });
export type SignInAnswer = z.infer<typeof signInAnswer>;

export const accountsContract = defineContract({
  loginPlain: defineEntry({
    method: 'POST',
    path: '/v2/login/plain',
    summary:
      'Sign in with e-mail and password. Wrong e-mail or password: 401 "forkert password" (wrongPassword). ' +
      'A success sets the device cookie `klubhus_device` (HttpOnly). From a browser without a device cookie of the ' +
      'user: after AUTH_RATE_LIMIT failed attempts within 15 minutes for the e-mail or from the address, 429 ' +
      '(tooManyAttempts) without checking the password; from a device the user signed in on before, only that ' +
      "device's own failures count. While every password check is busy and the queue full: 503 (busy).",
    access: 'client',
    // The sign-in form's own schema, in the small zod (`signIn.ts`), wrapped as a full-zod object.
    body: z.object(loginRequest.shape),
    response: signInAnswer,
  }),
  logout: defineEntry({
    method: 'POST',
    path: '/v2/login/logout',
    summary: 'Sign out (not in the spec): ends the session of the bearer token on the server; 204.',
    access: 'user',
    response: z.undefined(),
    responseType: 'none',
  }),
  register: defineEntry({
    method: 'POST',
    path: '/v2/login/register',
    summary:
      'Create an account; the web then signs in with the same credentials. Missing password: 400 "Kode mangler" ' +
      '(passwordMissing). With a clubToken (unknown: 400 invalidClubToken) the club decides which of birthdate, ' +
      'mobile, address and city are required (a field the club does not disable is required); it does not make ' +
      'the user a member (the invitation flow joins later). Under 13: 400 tooYoung. E-mail in use: 409.',
    access: 'client',
    body: registerRequest,
    response: z.object({ userId: z.number().int(), created: z.literal(true) }),
    successStatus: 201,
  }),
  forgotPassword: defineEntry({
    method: 'POST',
    path: '/v2/login/forgotPassword',
    summary:
      'Mail a single-use reset link valid for 1 hour to the e-mail if it has an account (looked up later, by the ' +
      'job worker). Always answers { succeeded: true } in the same time, so it never tells whether the e-mail exists.',
    access: 'client',
    body: forgotPasswordRequest,
    response: z.object({ succeeded: z.literal(true) }),
  }),
  resetPassword: defineEntry({
    method: 'POST',
    path: '/v2/login/resetPassword',
    summary:
      'Set a new password with the token of a reset link (not in the spec); 204. The link works once and for ' +
      '1 hour; an unknown, used or expired token: 400 invalidResetToken. Ends every session of the user.',
    access: 'client',
    body: resetPasswordRequest,
    response: z.undefined(),
    responseType: 'none',
  }),
  putUserHeaderImage: defineEntry({
    method: 'PUT',
    path: '/v3/user/images/header',
    summary:
      "Set the signed-in user's own header image (png, jpeg, webp or gif; other userId: 403). Replaces the old one.",
    access: 'user',
    requestType: 'multipart',
    body: z.object({
      image: z.file('required'),
      userId: idField,
    }),
    response: z.object({ imageUrl: z.string() }),
  }),
  removeSelf: defineEntry({
    method: 'POST',
    path: '/v3/user/removeself',
    summary:
      "Erase the signed-in user's account: personal data, memberships, sessions and image; 204. Refused with " +
      '400 soleAdministrator while the user is the only administrator of any club.',
    access: 'user',
    response: z.undefined(),
    responseType: 'none',
  }),
  putUserLocale: defineEntry({
    method: 'PUT',
    path: '/v3/user/locale',
    summary:
      "Sets the language the signed-in user's mail is written in (not in the spec: the language switcher calls it " +
      "when the user is signed in); 204. One of the spec's locale codes, else 400 localeUnknown.",
    access: 'user',
    body: z.object({ locale: z.enum(localeCodes, 'localeUnknown') }),
    response: z.undefined(),
    responseType: 'none',
  }),
  loginExternal: defineEntry({
    method: 'POST',
    path: '/v4/login/external',
    summary:
      'Single sign-on: verifies an OpenID Connect id_token of a provider configured in OIDC_PROVIDERS (none: 400 ' +
      'providerNotConfigured; bad signature, wrong issuer or audience, expired, unverified e-mail: 401) and signs ' +
      'in the user with its e-mail, creating the account on first sign-in.',
    access: 'client',
    body: externalLoginRequest,
    response: signInAnswer,
  }),
});

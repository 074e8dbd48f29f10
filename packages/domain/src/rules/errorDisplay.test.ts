import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/ApiError.js';
import { errorDisplay, type CallKind, type ErrorDisplay } from './errorDisplay.js';

const api = (status: number, field?: string) => new ApiError(status, `Fejl ${status}`, undefined, field);

// One row per line of ARCHITECTURE §4's decisions table (and spec document 1 §8).
const rows: [string, unknown, CallKind, ErrorDisplay][] = [
  ['a form’s 400 naming a field: under the field, no dialog', api(400, 'email'), { form: true }, 'form'],
  ['a form’s 409 conflict: the form shows it', api(409, 'title'), { form: true }, 'form'],
  ['a form’s 429: the form shows it', api(429), { form: true }, 'form'],
  ['401 on a sign-in call: “forkert password” on the email field', api(401), { form: true, credential: true }, 'form'],
  ['401 elsewhere: the session ends', api(401), {}, 'endSession'],
  ['401 on a form that is not a sign-in: the session ends', api(401), { form: true }, 'endSession'],
  ['401 even where the caller shows its own errors', api(401), { ownErrors: true }, 'endSession'],
  ['403: the permission-denied notice', api(403), {}, 'permissionDenied'],
  ['403 on a form: still the notice, never the dialog', api(403), { form: true }, 'permissionDenied'],
  ['404: logged as a connection error', api(404), {}, 'log'],
  ['204: nothing', api(204), {}, 'none'],
  ['400 on a non-form call: the dialog', api(400), {}, 'dialog'],
  ['409 on a non-form call: the dialog', api(409, 'title'), {}, 'dialog'],
  ['500: the dialog', api(500), {}, 'dialog'],
  ['500 on a form: the dialog', api(500), { form: true }, 'dialog'],
  ['503: the dialog', api(503), {}, 'dialog'],
  ['a network failure: the dialog', new TypeError('Failed to fetch'), {}, 'dialog'],
  ['no API base: the dialog with “baseEndpoint is empty”', new Error('baseEndpoint is empty'), {}, 'dialog'],
  ['a caller showing its own errors: nothing more', api(500), { ownErrors: true }, 'none'],
  ['a caller showing its own network failure: nothing more', new TypeError('x'), { ownErrors: true }, 'none'],
];

describe('errorDisplay', () => {
  it.each(rows)('%s', (_name, error, call, expected) => {
    expect(errorDisplay(error, call)).toBe(expected);
  });
});

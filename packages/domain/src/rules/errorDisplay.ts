import { ApiError } from '../client/ApiError.js';

/**
 * Where a failed call is shown (ARCHITECTURE §4 decisions; spec document 1 §8, document 2 §2.2):
 * - `none`: nothing (a 204, or a caller that shows the failure itself);
 * - `form`: the form that made the call shows it (under the field it names, or at the top of the form);
 * - `endSession`: the session has ended on the server: clear it and go to /login;
 * - `permissionDenied`: the permission-denied notice, never the error dialog;
 * - `log`: logged as a connection error only;
 * - `dialog`: the error dialog ("Error {status}", "Something went wrong...", the message).
 */
export type ErrorDisplay = 'none' | 'form' | 'endSession' | 'permissionDenied' | 'log' | 'dialog';

/** What kind of call failed; the web marks its calls with this (react-query `meta`). */
export interface CallKind {
  /** A form's call: its own 4xx (validation, conflict, too many attempts) is the form's to show. */
  form?: boolean;
  /** A sign-in call: a 401 means a wrong credential ("forkert password"), not an ended session. */
  credential?: boolean;
  /** The caller shows every failure itself (the sponsor check, club loading behind the error screen). */
  ownErrors?: boolean;
}

/** The one rule for every failed call of the web app. */
export const errorDisplay = (error: unknown, call: CallKind = {}): ErrorDisplay => {
  if (!(error instanceof ApiError)) return call.ownErrors ? 'none' : 'dialog';
  const { status } = error;
  if (status === 204) return 'none';
  if (status === 401) return call.credential ? 'form' : 'endSession';
  if (status === 403) return 'permissionDenied';
  if (call.ownErrors) return 'none';
  if (call.form && status >= 400 && status < 500) return 'form';
  if (status === 404) return 'log';
  return 'dialog';
};

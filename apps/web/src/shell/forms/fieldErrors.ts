import { ApiError, errorDisplay } from '@klubhus/domain';
import type { TFunction } from 'i18next';

/**
 * How a failure reaches a form: `name` is one of its fields, or `root.server` for the form's own error (the
 * FormAlert at its top). react-hook-form's `setError` has this shape and the light form's (`lightForm.ts`)
 * too, so that both kinds of form place a failed call's error by the one decision below. It is declared here,
 * not taken from react-hook-form, so that what /login loads never needs that library, not even for its types.
 */
export type SetFieldError<Name extends string> = (
  name: Name | 'root.server',
  error: { type: 'server'; message: string },
  options?: { shouldFocus: boolean },
) => void;

/** Numbers some messages need (`minCiphers` with 4, `passwordTooShort` with 8 ...), per message key. */
export type MessageParams = Partial<Record<string, { count: number }>>;

/**
 * The text for a validation message: the domain's schemas and the server speak message keys
 * (`required`, `emailValid`, ..., ARCHITECTURE §2); a key with a text in `validation` is translated,
 * anything else (a server's own sentence) is shown as it came.
 */
export const messageText = (
  t: TFunction,
  message: string | undefined,
  params: MessageParams = {},
): string | undefined => {
  if (!message) return undefined;
  const key = `validation.${message}`;
  return t(key as never, { ...params[message], defaultValue: message }) as string;
};

/**
 * Puts a failed call's error where the user sees it (ARCHITECTURE §4: "a form's own validation or
 * conflict error (400/409 naming a field) is shown under the field; no dialog"). A 400/409 naming one of
 * `fields` goes under that field (by its code when the code has a text, else the server's message);
 * `onField` may move an error to another field (the spec puts sign-in and sign-up failures on email).
 * Answers false for errors the form does not show (a 5xx, a network failure): the caller shows those.
 */
export const showServerError = <Name extends string>(
  error: unknown,
  setError: SetFieldError<Name>,
  fields: readonly Name[],
  { onField }: { onField?: Name } = {},
): boolean => {
  if (!(error instanceof ApiError) || ![400, 409].includes(error.status)) return false;
  const named = fields.find((field) => field === (onField ?? error.field)) ?? fields.find((f) => f === error.field);
  const message = error.code && error.code !== 'unknownField' ? error.code : error.message;
  if (named) setError(named, { type: 'server', message }, { shouldFocus: true });
  else setError('root.server', { type: 'server', message: error.message });
  return true;
};

/**
 * The text of a form's own failure that no field shows (a 400 without a field, a 429, a 404): the
 * translated code when the server named one we know (`tooManyAttempts`), else the server's message.
 * Undefined for a failure that is not the form's to show: a 5xx or no answer at all goes to the error
 * dialog (ARCHITECTURE §4), so the form stays quiet about it.
 */
export const formErrorText = (t: TFunction, error: unknown): string | undefined => {
  if (!(error instanceof ApiError) || errorDisplay(error, { form: true }) !== 'form') return undefined;
  const known = error.code ? messageText(t, error.code) : undefined;
  return known && known !== error.code ? known : error.message;
};

/**
 * A form's failed call, shown where it belongs: under the field a 400/409 names (`showServerError`), at
 * the top of the form for its other own failures, nowhere for those the error dialog shows.
 */
export const showFormError = <Name extends string>(
  t: TFunction,
  error: unknown,
  setError: SetFieldError<Name>,
  fields: readonly Name[],
  options: { onField?: Name } = {},
): void => {
  if (showServerError(error, setError, fields, options)) return;
  const text = formErrorText(t, error);
  if (text) setError('root.server', { type: 'server', message: text });
};

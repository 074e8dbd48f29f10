import { ApiError, SPONSOR_ZIPS_MAX } from '@klubhus/domain';
import type { TFunction } from 'i18next';
import { formErrorText, messageText, showFormError, type SetFieldError } from '../../shell/forms/fieldErrors';
import type sponsorTexts from '../../i18n/locales/da/sponsors.json';

/** The area's own message keys: its refusals (`sponsorRefusals`) and its schema's keys the shared texts lack. */
type Refusal = keyof (typeof sponsorTexts)['refusals'];
const refusals: readonly Refusal[] = [
  'sponsorNotFound',
  'logoRequired',
  'logoNotFound',
  'zipsExternalOnly',
  'sponsorsFull',
  'unknownPackage',
  'invalidZip',
  'tooManyZips',
  'imageTooLarge',
];
const isRefusal = (key: string | undefined): key is Refusal => refusals.some((refusal) => refusal === key);

/** A message key or refusal code in the reader's language: the area's are `sponsors.refusals`, the rest shared. */
export const sponsorsMessage = (t: TFunction, message: string | undefined): string | undefined =>
  isRefusal(message) ? t(`sponsors.refusals.${message}`, { count: SPONSOR_ZIPS_MAX }) : messageText(t, message);

/**
 * A failed call's text for the area's alerts: its refusal translated, else a form's own failure (a 400, a 429 …) as the
 * server said it; undefined for what the error dialog shows (a 5xx, no answer).
 */
export const sponsorsErrorText = (t: TFunction, error: unknown): string | undefined =>
  error instanceof ApiError && isRefusal(error.code) ? sponsorsMessage(t, error.code) : formErrorText(t, error);

/** A count (views, zips) as the reader writes numbers ("2.500" in Danish). */
export const formatCount = (views: number, language: string): string => new Intl.NumberFormat(language).format(views);

/**
 * A form's failed call, placed as every form does (`showFormError`: under the field a 400/409 names, else at the top),
 * but with the area's refusals that name no field of the form in the reader's language rather than the server's Danish.
 */
export const showSponsorError = <Name extends string>(
  t: TFunction,
  error: unknown,
  setError: SetFieldError<Name>,
  fields: readonly Name[],
): void => {
  if (error instanceof ApiError && isRefusal(error.code) && !fields.some((field) => field === error.field)) {
    setError('root.server', { type: 'server', message: sponsorsMessage(t, error.code) ?? error.message });
  } else showFormError(t, error, setError, fields);
};

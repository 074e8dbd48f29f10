import { ApiError, memberRefusals } from '@klubhus/domain';
import type { TFunction } from 'i18next';
import { messageText, type MessageParams } from '../../shell/forms/fieldErrors';

/** `DD-MM-YYYY` (spec §2's date format) of a `YYYY-MM-DD` date or a UTC `YYYY-MM-DDTHH:mm`; the day as the wire gives it. */
export const formatDay = (date: string): string => date.slice(0, 10).split('-').reverse().join('-');

/** A file's size for a progress label: "850 kB", "12,4 MB" in the screen's language. */
export const formatBytes = (bytes: number, language: string): string => {
  const [unit, size] =
    bytes >= 1_000_000 ? (['megabyte', bytes / 1_000_000] as const) : (['kilobyte', bytes / 1000] as const);
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(size);
};

/** The message keys the members area translates itself (`members.refusals.*`): the member calls' refusals. */
type MemberMessage = keyof typeof memberRefusals | 'fromAfterTo';

const memberMessages = new Set<string>([...Object.keys(memberRefusals), 'fromAfterTo']);

const isMemberMessage = (message: string | undefined): message is MemberMessage =>
  message !== undefined && memberMessages.has(message);

/** A message key's text: the members area's own refusals, else the shared validation texts. */
export const memberMessageText = (
  t: TFunction,
  message: string | undefined,
  params?: MessageParams,
): string | undefined =>
  isMemberMessage(message) ? t(`members.refusals.${message}`) : messageText(t, message, params);

/**
 * A failed call with a members refusal's text in place of its code, so that the shell's `showFormError` and
 * `formErrorText` (which know the shared validation texts) show it under its field or atop the form as it is.
 */
export const withMemberText = (t: TFunction, error: unknown): unknown =>
  error instanceof ApiError && isMemberMessage(error.code)
    ? new ApiError(error.status, t(`members.refusals.${error.code}`), undefined, error.field)
    : error;

import { ApiError, messageRefusals } from '@klubhus/domain';
import type { TFunction } from 'i18next';
import { formErrorText, messageText } from '../../shell/forms/fieldErrors';

type Refusal = keyof typeof messageRefusals;
const isRefusal = (code: string | undefined): code is Refusal =>
  code !== undefined && Object.hasOwn(messageRefusals, code);

/** A message key or refusal code in the user's language: the area's refusals are `messages.refusals`, the rest shared. */
export const messagesMessage = (t: TFunction, message: string | undefined): string | undefined =>
  isRefusal(message) ? t(`messages.refusals.${message}`) : messageText(t, message);

/** A failed call's text for the area's own alerts: its refusal translated, else the form's rule; undefined for a 5xx. */
export const messagesErrorText = (t: TFunction, error: unknown): string | undefined =>
  error instanceof ApiError && isRefusal(error.code) ? t(`messages.refusals.${error.code}`) : formErrorText(t, error);

/** "27. nov. 2026 · 17:05" in the club's zone. */
export const formatInstant = (at: string, timeZone: string, language: string): string => {
  const date = new Date(at);
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(date);
  const clock = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone }).format(date);
  return `${day} · ${clock}`;
};

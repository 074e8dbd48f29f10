import { ApiError } from '@klubhus/domain';
import type { TFunction } from 'i18next';
import { messageText } from '../../shell/forms/fieldErrors';

/**
 * The text of a failure no field shows: the translated code when the server named one we know
 * (`tooManyAttempts`), else the server's own message for a 4xx, else a general sentence with the status. The shell issue adds the error dialog.
 */
export const formErrorText = (t: TFunction, error: unknown): string => {
  if (error instanceof ApiError) {
    const known = error.code ? messageText(t, error.code) : undefined;
    if (known && known !== error.code) return known;
    if (error.status < 500 && error.message) return error.message;
    return t('auth.errors.failed', { status: error.status });
  }
  return t('auth.errors.network');
};

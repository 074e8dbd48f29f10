import { ACTIVITY_TYPES_MAX, ApiError } from '@klubhus/domain';
import type { TFunction } from 'i18next';
import { formErrorText } from '../../shell/forms/fieldErrors';

const refusals = ['activityTypesFull', 'lastActivityType', 'activityTypeNotFound', 'activityTypeHidden', 'imagesOnly'];
type Refusal = 'activityTypesFull' | 'lastActivityType' | 'activityTypeNotFound' | 'activityTypeHidden' | 'imagesOnly';

/** A refusal of the activity types' calls the tab knows (ADR 024), in the reader's language; else undefined. */
export const refusalText = (t: TFunction, error: unknown): string | undefined =>
  error instanceof ApiError && error.code && refusals.includes(error.code)
    ? t(`activityTypes.refusals.${error.code as Refusal}`, { count: ACTIVITY_TYPES_MAX })
    : undefined;

/**
 * A failed call's text for the tab: a known refusal translated, else a form's own failure (a 400, a 429 …) as the
 * server said it; undefined for what the error dialog shows (a 5xx, no answer).
 */
export const failureText = (t: TFunction, error: unknown): string | undefined =>
  refusalText(t, error) ?? formErrorText(t, error);

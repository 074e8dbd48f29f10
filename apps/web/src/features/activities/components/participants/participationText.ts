import { ApiError, participationRefusals, type ListedStatus, type ParticipantStatusKey } from '@klubhus/domain';
import type { TFunction } from 'i18next';
import { activityErrorText } from '../../activityFormat';

/** The three lists of §2.6 by name, for their texts (`activities.participants.lists.*`). */
export const listNames = { 0: 'invited', 1: 'attending', 2: 'cancelled' } as const satisfies Record<
  ListedStatus,
  ParticipantStatusKey
>;

type ParticipationRefusal = keyof typeof participationRefusals;

const isParticipationRefusal = (code: string | undefined): code is ParticipationRefusal =>
  code !== undefined && Object.hasOwn(participationRefusals, code);

/** The refusal's code when the server refused with one of "Activities II" (`activityFull`, `memberInvitedByGroup` …). */
export const participationRefusal = (error: unknown): ParticipationRefusal | undefined =>
  error instanceof ApiError && isParticipationRefusal(error.code) ? error.code : undefined;

/**
 * The text of a failed participant call, in the app's language: the participation refusals by code
 * (`activities.participants.refusals.*`), else the activities area's rule (its refusals, then the house rule: a 4xx's
 * text; undefined for a 5xx or no answer, which the error dialog shows).
 */
export const participationErrorText = (t: TFunction, error: unknown): string | undefined => {
  const code = participationRefusal(error);
  return code ? t(`activities.participants.refusals.${code}`) : activityErrorText(t, error);
};

/** Whether a failure is the server's "you may not see this" (403). */
export const isNoAccess = (error: unknown): boolean => error instanceof ApiError && error.status === 403;

import { activityRefusals, groupRefusals, memberRefusals } from '@klubhus/domain';
import { badRequest, conflict, forbidden, notFound } from '../../http/HttpError.js';

/** The refusals of the activity calls (ADR 022), with the codes and Danish texts the web translates. */

const { activityNotFound: missing } = activityRefusals;

/** An id naming no activity of the caller's club: an unknown one and another club's answer alike. */
export const activityNotFound = (field?: string) => notFound(missing.message, missing.code, field);

export const amountFixed = () =>
  badRequest(activityRefusals.amountFixed.message, activityRefusals.amountFixed.code, 'amount');

export const paymentAgreementRequired = () =>
  conflict(activityRefusals.paymentAgreementRequired.message, activityRefusals.paymentAgreementRequired.code, 'amount');

export const activityArchived = () =>
  conflict(activityRefusals.activityArchived.message, activityRefusals.activityArchived.code);

export const activityCancelled = () =>
  conflict(activityRefusals.activityCancelled.message, activityRefusals.activityCancelled.code);

export const startTooEarly = () =>
  badRequest(activityRefusals.startTooEarly.message, activityRefusals.startTooEarly.code, 'start');

export const recurringTimesMismatch = () =>
  badRequest(
    activityRefusals.recurringTimesMismatch.message,
    activityRefusals.recurringTimesMismatch.code,
    'recurringTimes',
  );

/** A later occurrence would end before it starts once moved (its own times were changed alone before). */
export const endBeforeStart = () => badRequest('end: endBeforeStart', 'endBeforeStart', 'end');

export const notYourActivity = () =>
  forbidden(activityRefusals.notYourActivity.message, activityRefusals.notYourActivity.code);

export const notYourGroup = () => forbidden(activityRefusals.notYourGroup.message, activityRefusals.notYourGroup.code);

export const coHostsNeedAmount = () =>
  badRequest(activityRefusals.coHostsNeedAmount.message, activityRefusals.coHostsNeedAmount.code, 'coHostIds');

export const unknownCandidate = (field: 'responsibleUserId' | 'coHostIds') =>
  notFound(activityRefusals.unknownCandidate.message, activityRefusals.unknownCandidate.code, field);

export const tooManyImages = () =>
  conflict(activityRefusals.tooManyImages.message, activityRefusals.tooManyImages.code, 'images');

export const imageNotFound = () =>
  notFound(activityRefusals.imageNotFound.message, activityRefusals.imageNotFound.code, 'url');

/** A group id naming no group of the club, on `field` (the invitation call names its list `userGroupIds`). */
export const unknownGroup = (field = 'groupIds') =>
  notFound(groupRefusals.unknownGroup.message, groupRefusals.unknownGroup.code, field);

export const unknownMember = (field = 'userIds') =>
  notFound(memberRefusals.memberNotFound.message, memberRefusals.memberNotFound.code, field);

import { ApiError, activityRefusals, textLimits } from '@klubhus/domain';
import type { TFunction } from 'i18next';
import type { AreaTexts } from '../../../../i18n/areaTexts';
import { messageText } from '../../../../shell/forms/fieldErrors';
import type { WizardField } from './wizardModel';

/**
 * The message keys of the activity schemas (`packages/domain/src/validation/activities.ts`) are the activities
 * area's own: their texts are `activities.wizard.messages`, not the shared `validation` ones; the codes of
 * `activityRefusals` are the area's `activities.refusals`. Every other key (`required`, `maxLength` …) is shared.
 */
const schemaMessages = [
  'endBeforeStart',
  'deadlineRequired',
  'deadlineAfterStart',
  'reminderNeedsDeadline',
  'forcedNeedsNoAmountOrLimit',
  'repeatUntilBeforeStart',
  'seriesTooLong',
  'amountTooSmall',
  'invalidAmount',
  'invalidDate',
  'invalidType',
  'invalidRepeat',
  'invalidVisibility',
  'imageTooLarge',
  'tooManyCoHosts',
] as const;

type SchemaMessage = (typeof schemaMessages)[number];
type Refusal = keyof typeof activityRefusals;

/** The sharing refusals (§2.7, §8; ADR 026): their texts are `activities.sharing.refusals`. */
const sharingRefusals = [
  'coverImageRequired',
  'descriptionRequired',
  'vatNumberRequired',
  'unknownCalendar',
  'tooManyCalendars',
] as const;
type SharingRefusal = (typeof sharingRefusals)[number];

const isSchemaMessage = (message: string): message is SchemaMessage =>
  (schemaMessages as readonly string[]).includes(message);
const isRefusal = (message: string): message is Refusal => Object.hasOwn(activityRefusals, message);
const isSharingRefusal = (message: string): message is SharingRefusal =>
  (sharingRefusals as readonly string[]).includes(message);

/** The text of one of the area's own keys, or undefined for a shared one. */
const ownText = (t: TFunction, message: string): string | undefined => {
  if (isSchemaMessage(message)) return t(`activities.wizard.messages.${message}`);
  if (isRefusal(message)) return t(`activities.refusals.${message}`);
  if (isSharingRefusal(message)) return t(`activities.sharing.refusals.${message}`);
  return undefined;
};

/** Fields whose `maxLength` names its number ("Må højst være på 2000 tegn"): the description shows a counter too. */
const lengthLimits: Partial<Record<WizardField, number>> = {
  title: textLimits.title,
  location: textLimits.line,
  description: textLimits.activityDescription,
};

/** The text under a field for its message key (or a server's own sentence, shown as it came). */
export const wizardMessage = (t: TFunction, message: string | undefined, field?: WizardField): string | undefined => {
  if (!message) return undefined;
  if (field === 'type' && message === 'required') return t('activities.wizard.messages.invalidType');
  const own = ownText(t, message);
  if (own) return own;
  const limit = field && lengthLimits[field];
  if (message === 'maxLength' && limit) return messageText(t, 'maxCharacters', { maxCharacters: { count: limit } });
  return messageText(t, message);
};

/** The server names some fields otherwise than the form shows them: the count of a series is the repeat-until's. */
const formFieldOf = (field: string | undefined): string | undefined => {
  const head = field?.split('.')[0];
  return head === 'recurringTimes' ? 'recurringUntill' : head;
};

/**
 * A failed call as the form places it (`showFormError`): the field it names in the form's terms, and — when no
 * field of the form shows it — an activity refusal's text in the user's language in place of the server's Danish.
 */
export const asWizardError = (t: TFunction, error: unknown, fields: readonly string[]): unknown => {
  if (!(error instanceof ApiError)) return error;
  const field = formFieldOf(error.field);
  if (field && fields.includes(field)) return new ApiError(error.status, error.message, error.code, field);
  const own = error.code ? ownText(t, error.code) : undefined;
  if (own) return new ApiError(error.status, own, undefined, undefined);
  return new ApiError(error.status, error.message, error.code, undefined);
};

/** Every text's key below an object of texts as a dotted path (`calendar.open`). */
type TextPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextPaths<T[K]>}`;
}[keyof T & string];

/** A text of the details step's fields (`activities.wizard.fields.<key>`). */
export type FieldTextKey = TextPaths<AreaTexts['activities']['wizard']['fields']>;

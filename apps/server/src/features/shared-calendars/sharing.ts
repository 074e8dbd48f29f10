import { missingForSharing, sharedCalendarRefusals, type FlagsPayload, type SharingRequirement } from '@klubhus/domain';
import type { Config } from '../../config.js';
import { badRequest, conflict, forbidden, type HttpError } from '../../http/HttpError.js';
import { calendarSharingOn } from './flag.js';

/** The field of the activity's body that names its shared calendars. */
const FIELD = 'sharedCalendarExportInfoIds';

const { unknownCalendar, calendarSharingOff, coverImageRequired, descriptionRequired, vatNumberRequired } =
  sharedCalendarRefusals;

/**
 * Each thing sharing lacks as its refusal (§2.7, §8): the cover and the description under their own fields, as the
 * form's hints stand there; the club's VAT number, which the activity form cannot give, a conflict under the calendars.
 */
const refusalOf: Record<SharingRequirement, () => HttpError> = {
  coverImage: () => badRequest(coverImageRequired.message, coverImageRequired.code, 'coverImage'),
  description: () => badRequest(descriptionRequired.message, descriptionRequired.code, 'description'),
  vatNumber: () => conflict(vatNumberRequired.message, vatNumberRequired.code, FIELD),
};

/** An activity (one occurrence) as it will be once the change is written. */
export interface SharedOccurrence {
  hasCoverImage: boolean;
  description: string | null;
  /** The shared calendars it will be shared to. */
  calendarIds: readonly number[];
}

/**
 * The sharing rules of an activity's create or update (§2.7; ADR 026), checked before anything is written:
 * - every calendar named is one of the deployment's (400 unknownCalendar);
 * - adding a calendar the activity was not shared to needs `calendar_sharing` on (403 calendarSharingOff); keeping or
 *   removing shares does not, so that an activity stays editable after the flag is turned off;
 * - every occurrence that will be shared has a cover image (400 'Kræver coverbillede' on coverImage) and a description
 *   (400 'Kræver beskrivelse' on description), so removing either from a shared activity is refused too, and the club
 *   has a VAT number (409 'Kræver CVR-nummer').
 */
export const checkSharing = (
  { config, flags }: { config: Partial<Pick<Config, 'sharedCalendars'>>; flags: FlagsPayload },
  change: {
    /** The calendars the body names. */
    wanted: readonly number[];
    /** The calendars the edited activity is shared to now (none for a new one). */
    before: readonly number[];
    /** Every occurrence the change writes, as it will be. */
    occurrences: readonly SharedOccurrence[];
    vatId: string | null;
  },
): void => {
  const configured = new Set((config.sharedCalendars ?? []).map((calendar) => calendar.id));
  if (change.wanted.some((id) => !configured.has(id))) {
    throw badRequest(unknownCalendar.message, unknownCalendar.code, FIELD);
  }
  if (change.wanted.some((id) => !change.before.includes(id)) && !calendarSharingOn(flags)) {
    throw forbidden(calendarSharingOff.message, calendarSharingOff.code);
  }
  for (const occurrence of change.occurrences) {
    if (occurrence.calendarIds.length === 0) continue;
    const [missing] = missingForSharing({ ...occurrence, vatId: change.vatId });
    if (missing) throw refusalOf[missing]();
  }
};

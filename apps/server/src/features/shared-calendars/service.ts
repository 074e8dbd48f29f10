import { sharedCalendarRefusals, type FlagsPayload, type SharedCalendar } from '@klubhus/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import { notFound } from '../../http/HttpError.js';
import type { Clock } from '../../shared/clock.js';
import { sharedCalendarFeed } from '../calendars/public.js';
import { calendarOf } from './config.js';
import { calendarSharingOn } from './flag.js';

/** What the shared calendars' calls use: the deployment's calendars (`config.sharedCalendars`) and its flags. */
export interface SharedCalendarsDeps {
  db: Db;
  clock: Clock;
  config: Config;
  flags: FlagsPayload;
}

/** Danish alphabetical order (æ, ø, å after z). */
const danish = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

/**
 * POST /v4/integrationinfo/getmoduleintegrationinfo, module `sharedCalendar` (§7): the deployment's calendars by
 * name, the same for every club (they are the deployment's, ADR 026); none while `calendar_sharing` is off, so the
 * form offers nothing to tick.
 */
export const moduleIntegrationInfo = ({
  config,
  flags,
}: Pick<SharedCalendarsDeps, 'config' | 'flags'>): SharedCalendar[] =>
  calendarSharingOn(flags)
    ? [...config.sharedCalendars]
        .sort((a, b) => danish.compare(a.name, b.name) || a.id - b.id)
        .map(({ id, name }) => ({ Id: id, Name: name }))
    : [];

/** A shared calendar's public feed (ADR 026): an id the deployment does not configure answers 404 unknownCalendar. */
export const sharedCalendarFeedOf = (deps: SharedCalendarsDeps, id: number): Promise<string> => {
  const calendar = calendarOf(deps.config.sharedCalendars, id);
  if (!calendar) {
    const { message, code } = sharedCalendarRefusals.unknownCalendar;
    throw notFound(message, code);
  }
  return sharedCalendarFeed(deps, calendar);
};

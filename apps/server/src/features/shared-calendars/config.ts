import { bodyIdField, textLimits } from '@klubhus/domain';
import * as z from 'zod';
import { readJsonSetting } from '../../shared/jsonSetting.js';

/** One shared (public) calendar of the deployment (spec document 2 §2.7; ADR 026). */
export interface SharedCalendarConfig {
  id: number;
  name: string;
}

/** The deployment's shared calendars, in the order configured; empty when none are. */
export type SharedCalendars = readonly SharedCalendarConfig[];

/**
 * The one calendar `pnpm start`'s demo offers when the deployment configures none (ADR 026): the demo club's public
 * activities are shared to it (`activitiesDemo`).
 */
export const DEMO_SHARED_CALENDAR: SharedCalendarConfig = { id: 1, name: 'Aarhus Aktivitetskalender' };

const calendar = z.strictObject({
  id: bodyIdField,
  name: z.string().trim().min(1, 'a name is required').max(textLimits.title),
});

/**
 * `[{ "id": 1, "name": "Aarhus Aktivitetskalender" }, ...]`. An id names the calendar in the activities' shares and in
 * its feed's address, so two calendars with one id are refused rather than one silently winning; so are two with one
 * name (case-insensitive), which the activity form could not tell apart.
 */
const calendarsFile = z.array(calendar).superRefine((calendars, context) => {
  const ids = new Set<number>();
  const names = new Set<string>();
  calendars.forEach(({ id, name }, index) => {
    if (ids.has(id)) context.addIssue({ code: 'custom', message: `id ${id} given twice`, path: [index, 'id'] });
    const key = name.toLocaleLowerCase('da');
    if (names.has(key)) context.addIssue({ code: 'custom', message: `"${name}" given twice`, path: [index, 'name'] });
    ids.add(id);
    names.add(key);
  });
});

/**
 * The shared calendars from `SHARED_CALENDARS_FILE` (a path) or `SHARED_CALENDARS` (the same JSON inline), read once
 * at start like the tenants (`readTenants`). Giving both is refused, since one would silently shadow the other. Giving
 * neither means none, except in the demo (`demo`), which then offers `DEMO_SHARED_CALENDAR`; an empty list given on
 * purpose stays empty.
 */
export const readSharedCalendars = ({
  file,
  inline,
  demo = false,
}: {
  file?: string | undefined;
  inline?: string | undefined;
  demo?: boolean;
}): SharedCalendars =>
  readJsonSetting({ name: 'SHARED_CALENDARS', what: 'a shared calendars file', file, inline, schema: calendarsFile }) ??
  (demo ? [DEMO_SHARED_CALENDAR] : []);

/** The configured calendar of an id, or undefined. */
export const calendarOf = (calendars: SharedCalendars, id: number): SharedCalendarConfig | undefined =>
  calendars.find((calendar) => calendar.id === id);

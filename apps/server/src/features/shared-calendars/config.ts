import fs from 'node:fs';
import path from 'node:path';
import { bodyIdField, textLimits } from '@klubhus/domain';
import * as z from 'zod';

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

const parseCalendars = (text: string, source: string): SharedCalendars => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not JSON (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
  const parsed = calendarsFile.safeParse(json);
  if (!parsed.success) throw new Error(`${source}: not a shared calendars file:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
};

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
}): SharedCalendars => {
  if (file && inline) throw new Error('Give SHARED_CALENDARS or SHARED_CALENDARS_FILE, not both');
  if (inline) return parseCalendars(inline, 'SHARED_CALENDARS');
  if (!file) return demo ? [DEMO_SHARED_CALENDAR] : [];
  const source = `SHARED_CALENDARS_FILE ${path.resolve(file)}`;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${source}: cannot be read (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
  return parseCalendars(text, source);
};

/** The configured calendar of an id, or undefined. */
export const calendarOf = (calendars: SharedCalendars, id: number): SharedCalendarConfig | undefined =>
  calendars.find((calendar) => calendar.id === id);

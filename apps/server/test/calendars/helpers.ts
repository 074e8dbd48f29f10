import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';

/**
 * The calendar tests read every feed with ical.js (ADR 026), a parser independent of the library that wrote it, and
 * expand its recurring events as a calendar app does.
 */

/** One event as a calendar app shows it: its summary, its local start in `zone` (`2026-10-20T17:00`), its status. */
export interface Shown {
  uid: string;
  summary: string;
  start: string;
  end: string;
  /** The instant, UTC (`2026-10-20T15:00Z`). */
  startUtc: string;
  description: string | null;
  location: string | null;
  categories: string[];
  status: string | null;
  transparency: string | null;
  url: string | null;
}

export interface ParsedFeed {
  calendar: ICAL.Component;
  events: ICAL.Component[];
  /** Every occurrence of every event, the recurring ones expanded (EXDATE and RECURRENCE-ID applied), by start. */
  occurrences: () => Shown[];
}

const text = (component: ICAL.Component, name: string): string | null => {
  const value = component.getFirstPropertyValue(name);
  return value === null || value === undefined ? null : String(value);
};

/** The wall-clock time of `time` in its own zone, to the minute. */
const local = (time: ICAL.Time): string => time.toString().slice(0, 16);

const utc = (time: ICAL.Time): string => `${time.toJSDate().toISOString().slice(0, 16)}Z`;

/** Parses a feed, registering its VTIMEZONEs (ical.js keeps them process-wide, by TZID). */
export const parseFeed = (body: string): ParsedFeed => {
  const calendar = new ICAL.Component(ICAL.parse(body));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent');
  const occurrences = (): Shown[] => {
    const byUid = new Map<string, ICAL.Component[]>();
    for (const event of events) {
      const uid = String(event.getFirstPropertyValue('uid'));
      byUid.set(uid, [...(byUid.get(uid) ?? []), event]);
    }
    const shown: Shown[] = [];
    for (const [uid, components] of byUid) {
      const master = components.find((component) => !component.hasProperty('recurrence-id'));
      if (!master) throw new Error(`${uid}: overrides without their recurring event`);
      const exceptions = components.filter((component) => component !== master);
      const event = new ICAL.Event(master, { exceptions, strictExceptions: true });
      const add = (item: ICAL.Event, start: ICAL.Time, end: ICAL.Time) =>
        shown.push({
          uid,
          summary: item.summary,
          start: local(start),
          end: local(end),
          startUtc: utc(start),
          description: text(item.component, 'description'),
          location: text(item.component, 'location'),
          categories: item.component
            .getAllProperties('categories')
            .flatMap((property) => property.getValues().map(String)),
          status: text(item.component, 'status'),
          transparency: text(item.component, 'transp'),
          url: text(item.component, 'url'),
        });
      if (!event.isRecurring()) {
        add(event, event.startDate, event.endDate);
        continue;
      }
      const iterator = event.iterator();
      for (let next = iterator.next(); next; next = iterator.next()) {
        const details = event.getOccurrenceDetails(next);
        add(details.item, details.startDate, details.endDate);
      }
    }
    return shown.sort((a, b) => a.startUtc.localeCompare(b.startUtc) || a.uid.localeCompare(b.uid));
  };
  return { calendar, events, occurrences };
};

export interface SeededActivity {
  title?: string;
  start: string;
  end: string;
  visibility?: 1 | 3;
  type?: number;
  location?: string | null;
  description?: string | null;
  cancelled?: boolean;
  recurring?: 0 | 1 | 2;
  guid?: string | null;
}

/** An activity of `clubId` written by plain SQL (times as UTC instants); answers its id. */
export const seedActivity = async (db: Db, clubId: number, activity: SeededActivity): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into activities (club_id, type, title, description, location, starts_at, ends_at, visibility, recurring,
                                recurring_guid, cancelled_at)
        values (${clubId}, ${activity.type ?? 1}, ${activity.title ?? 'Træning'}, ${activity.description ?? null},
                ${activity.location ?? null}, ${activity.start}::timestamptz, ${activity.end}::timestamptz,
                ${activity.visibility ?? 1}, ${activity.recurring ?? 0}, ${activity.guid ?? null}::uuid,
                ${activity.cancelled ? sql`now()` : sql`null`})
        returning id`,
  );
  return Number(row?.id);
};

/** Invites `userId` to the activity with an answer (0 not answered, 1 attending, 2 declined), as an invitation does. */
export const seedParticipant = async (
  db: Db,
  clubId: number,
  activityId: number,
  userId: number,
  status: 0 | 1 | 2,
) => {
  await db.execute(sql`insert into activity_participants (activity_id, club_id, user_id, status)
                       values (${activityId}, ${clubId}, ${userId}, ${status})`);
};

/** The token at the end of a personal feed's address. */
export const tokenOf = (url: string | null): string => {
  const token = url?.split('/').pop();
  if (!token) throw new Error(`no personal feed address: ${String(url)}`);
  return token;
};

import {
  ICalCalendar,
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
  ICalEventStatus,
  ICalEventTransparency,
} from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { FeedEvent } from './series.js';
import { zonedTime } from './zoneClock.js';

/**
 * Writes a feed's events as iCalendar text with ical-generator (ADR 026). Times are written in each event's zone (the
 * club's) with TZID and that zone's VTIMEZONE; ical-generator reads a zone's wall-clock time only from a zoned date
 * (a native Date would give the server's own zone), hence `zonedTime`. DTSTAMP and a rule's UNTIL stay in UTC.
 */

const vtimezones = new Map<string, string | null>();

/**
 * The VTIMEZONE of a zone, from the IANA data of timezones-ical-library. The library answers a linked zone with its
 * canonical one (Europe/Copenhagen has been a link to Europe/Berlin since tzdata 2022b): the same rules, renamed so
 * that the TZID the events name is the one defined. Null for a zone it does not know (the events still name it).
 */
const vtimezoneOf = (zone: string): string | null => {
  if (!vtimezones.has(zone)) {
    const block: unknown = tzlib_get_ical_block(zone);
    const component = Array.isArray(block) && typeof block[0] === 'string' ? block[0] : null;
    vtimezones.set(
      zone,
      component?.replace(/^TZID:.*$/m, `TZID:${zone}`).replace(/^X-LIC-LOCATION:.*$/m, `X-LIC-LOCATION:${zone}`) ??
        null,
    );
  }
  return vtimezones.get(zone) ?? null;
};

export interface CalendarText {
  /** X-WR-CALNAME. */
  name: string;
  /** The UIDs' host (`activity-12@<host>`): the public URL's, so that UIDs stay the same for the deployment. */
  host: string;
  /** DTSTAMP of every event: when the feed was made (the app's clock). */
  stamp: Date;
  events: readonly FeedEvent[];
  /** An `.ics` file to import (METHOD:PUBLISH) rather than a feed to subscribe to. */
  file?: boolean;
}

const LINE_OCTETS = 75;

const octets = (char: string): number => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** RFC 5545 §3.1: a content line of more than 75 octets goes on in lines that start with a space. */
const foldLine = (line: string): string => {
  if (Buffer.byteLength(line) <= LINE_OCTETS) return line;
  const parts: string[] = [];
  let part = '';
  let used = 0;
  for (const char of line) {
    const size = octets(char);
    // A continuation's space counts towards its 75.
    if (used + size > LINE_OCTETS - (parts.length === 0 ? 0 : 1)) {
      parts.push(part);
      part = '';
      used = 0;
    }
    part += char;
    used += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
};

const folded = (text: string): string => text.split('\r\n').map(foldLine).join('\r\n');

/**
 * The calendar: its frame (name, product, zone, method) and each event written by ical-generator; the lines folded
 * here, as ical-generator's own folding allocates an encoder per character (seconds for a feed of 5,000 activities).
 */
export const calendarText = ({ name, host, stamp, events, file = false }: CalendarText): string => {
  const calendar = new ICalCalendar({
    name,
    prodId: { company: 'Klubhus', product: 'Kalender', language: 'DA' },
    // No calendar-wide zone: each event names its club's, defined once below.
    timezone: null,
    ...(file ? { method: ICalCalendarMethod.PUBLISH } : {}),
  });
  const zones = new Set(events.map((event) => event.zone));
  const [onlyZone] = zones;
  if (zones.size === 1 && onlyZone) calendar.x('X-WR-TIMEZONE', onlyZone);
  for (const event of events) {
    const { zone, fields, rule } = event;
    calendar.createEvent({
      id: `${event.uid}@${host}`,
      stamp,
      start: zonedTime(event.start, zone),
      end: zonedTime(event.end, zone),
      timezone: zone,
      summary: fields.summary,
      description: fields.description,
      location: fields.location,
      categories: fields.category ? [{ name: fields.category }] : [],
      url: fields.url,
      status: event.cancelled ? ICalEventStatus.CANCELLED : null,
      transparency: fields.transparent ? ICalEventTransparency.TRANSPARENT : null,
      recurrenceId: event.recurrenceId ? zonedTime(event.recurrenceId, zone) : null,
      repeating: rule
        ? {
            freq: ICalEventRepeatingFreq.WEEKLY,
            ...(rule.intervalWeeks === 1 ? {} : { interval: rule.intervalWeeks }),
            count: rule.count,
            ...(rule.exdates.length > 0 ? { exclude: rule.exdates.map((date) => zonedTime(date, zone)) } : {}),
          }
        : null,
    });
  }
  const components = [
    ...[...zones].flatMap((zone) => {
      const component = vtimezoneOf(zone);
      return component ? [`${component.replace(/\r?\n/g, '\r\n')}\r\n`] : [];
    }),
    ...calendar.events().map((event) => event.toString()),
  ].join('');
  calendar.clear();
  const frame = calendar.toString();
  const end = frame.lastIndexOf('END:VCALENDAR');
  return `${frame.slice(0, end)}${folded(components)}${frame.slice(end)}\r\n`;
};

import { expect, request } from '@playwright/test';

/** One VEVENT's properties by name (the first of each), its text values unescaped (RFC 5545 §3.3.11). */
export type CalendarEvent = Map<string, string>;

/** A feed's events: the lines unfolded (a line starting with a space or tab goes on from the one before). */
export const eventsOf = (feed: string): CalendarEvent[] => {
  const lines = feed.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const events: CalendarEvent[] = [];
  let event: CalendarEvent | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') event = new Map();
    else if (line === 'END:VEVENT' && event) {
      events.push(event);
      event = null;
    } else if (event) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).split(';')[0] ?? '';
      const value = line
        .slice(colon + 1)
        .replace(/\\([\\;,nN])/g, (_, char: string) => (/n/i.test(char) ? '\n' : char));
      if (colon > 0 && !event.has(name)) event.set(name, value);
    }
  }
  return events;
};

/** A feed fetched as a calendar app does: a fresh client with no cookies, so the address alone must answer. */
export const fetchFeed = async (baseURL: string | undefined, address: string): Promise<string> => {
  const anonymous = await request.newContext({ baseURL });
  try {
    const answer = await anonymous.get(address);
    expect(answer.status(), `${address} answers`).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/calendar/);
    const feed = await answer.text();
    expect(feed.startsWith('BEGIN:VCALENDAR')).toBe(true);
    return feed;
  } finally {
    await anonymous.dispose();
  }
};

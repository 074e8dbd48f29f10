/**
 * The one source of "now" for every rule that reads time: session and reset-link expiry, the sign-in failure
 * window, outbox scheduling. Built once in `app.ts`; rules pass its time to SQL as a bound parameter and
 * never read SQL `now()` or `new Date()` themselves, so tests move time instead of waiting for it.
 */
export interface Clock {
  now: () => Date;
}

/** The machine's time, moved by `offsetMs` (`KLUBHUS_CLOCK_OFFSET`, refused in production). */
export const systemClock = (offsetMs = 0): Clock => ({ now: () => new Date(Date.now() + offsetMs) });

/** `now` moved by `ms`. */
export const later = (now: Date, ms: number): Date => new Date(now.getTime() + ms);

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

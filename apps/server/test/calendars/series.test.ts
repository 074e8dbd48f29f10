import { describe, expect, it } from 'vitest';
import { feedEvents, type Occurrence } from '../../src/features/calendars/series.js';

/**
 * The series rules of the feeds (ADR 026), as a table: which occurrences become the recurring event, its exceptions,
 * its overrides, or events of their own. Copenhagen: 17:00 is 15:00Z in summer time, 16:00Z after 25 October 2026.
 */
const zone = 'Europe/Copenhagen';
const fields = {
  summary: 'Træning',
  description: null,
  location: 'Hallen',
  category: 'Træning',
  transparent: false,
  url: null,
};

let nextId = 1;
const occurrence = (startUtc: string, over: Partial<Occurrence> = {}): Occurrence => {
  const start = new Date(startUtc);
  return {
    id: nextId++,
    start,
    end: new Date(start.getTime() + 3_600_000),
    zone,
    cancelled: false,
    recurring: 1,
    guid: 'g',
    fields,
    ...over,
  };
};

const shape = (occurrences: Occurrence[]) =>
  feedEvents(occurrences).map((event) => ({
    uid: event.uid.replace(/\d+$/, 'n'),
    start: event.start.toISOString().slice(0, 16),
    cancelled: event.cancelled,
    ...(event.rule
      ? { rule: { ...event.rule, exdates: event.rule.exdates.map((date) => date.toISOString().slice(0, 16)) } }
      : {}),
    ...(event.recurrenceId ? { recurrenceId: event.recurrenceId.toISOString().slice(0, 16) } : {}),
  }));

describe('feedEvents', () => {
  it('makes a weekly series across the change one rule at the same wall-clock time, with no exceptions', () => {
    expect(
      shape([occurrence('2026-10-20T15:00Z'), occurrence('2026-10-27T16:00Z'), occurrence('2026-11-03T16:00Z')]),
    ).toEqual([
      {
        uid: 'series-g',
        start: '2026-10-20T15:00',
        cancelled: false,
        rule: { intervalWeeks: 1, count: 3, exdates: [] },
      },
    ]);
  });

  it('takes the time most occurrences share as the rule’s, and overrides the odd one', () => {
    expect(
      shape([occurrence('2026-10-06T16:00Z'), occurrence('2026-10-13T15:00Z'), occurrence('2026-10-20T15:00Z')]),
    ).toEqual([
      {
        uid: 'series-g',
        start: '2026-10-06T15:00',
        cancelled: false,
        rule: { intervalWeeks: 1, count: 3, exdates: [] },
      },
      { uid: 'series-g', start: '2026-10-06T16:00', cancelled: false, recurrenceId: '2026-10-06T15:00' },
    ]);
  });

  it('makes a missing or cancelled occurrence an exception of its slot', () => {
    expect(
      shape([
        occurrence('2026-10-06T15:00Z'),
        occurrence('2026-10-13T15:00Z', { cancelled: true }),
        occurrence('2026-10-27T16:00Z'),
      ]),
    ).toEqual([
      {
        uid: 'series-g',
        start: '2026-10-06T15:00',
        cancelled: false,
        rule: { intervalWeeks: 1, count: 4, exdates: ['2026-10-13T15:00', '2026-10-20T15:00'] },
      },
    ]);
  });

  it('keeps a fortnightly series’ moved occurrence in its slot (a day later is an override, not a new slot)', () => {
    expect(
      shape([
        occurrence('2026-10-03T08:00Z', { recurring: 2 }),
        occurrence('2026-10-18T08:00Z', { recurring: 2 }),
        occurrence('2026-10-31T09:00Z', { recurring: 2 }),
      ]),
    ).toEqual([
      {
        uid: 'series-g',
        start: '2026-10-03T08:00',
        cancelled: false,
        rule: { intervalWeeks: 2, count: 3, exdates: [] },
      },
      { uid: 'series-g', start: '2026-10-18T08:00', cancelled: false, recurrenceId: '2026-10-17T08:00' },
    ]);
  });

  it('gives an occurrence moved onto another’s slot an event of its own', () => {
    expect(
      shape([occurrence('2026-10-06T15:00Z'), occurrence('2026-10-07T15:00Z'), occurrence('2026-10-13T15:00Z')]),
    ).toEqual([
      {
        uid: 'series-g',
        start: '2026-10-06T15:00',
        cancelled: false,
        rule: { intervalWeeks: 1, count: 2, exdates: [] },
      },
      { uid: 'activity-n', start: '2026-10-07T15:00', cancelled: false },
    ]);
  });

  it('cancels a series whose every occurrence is cancelled as one event', () => {
    expect(
      shape([
        occurrence('2026-10-06T15:00Z', { cancelled: true }),
        occurrence('2026-10-13T15:00Z', { cancelled: true }),
      ]),
    ).toEqual([
      {
        uid: 'series-g',
        start: '2026-10-06T15:00',
        cancelled: true,
        rule: { intervalWeeks: 1, count: 2, exdates: [] },
      },
    ]);
  });

  it('overrides an occurrence that shows something else, at its own time', () => {
    const renamed = { ...fields, summary: 'Træning med gæster' };
    const events = feedEvents([
      occurrence('2026-10-06T15:00Z'),
      occurrence('2026-10-13T15:00Z', { fields: renamed }),
      occurrence('2026-10-20T15:00Z'),
    ]);
    expect(events.map((event) => [event.fields.summary, event.recurrenceId?.toISOString().slice(0, 16)])).toEqual([
      ['Træning', undefined],
      ['Træning med gæster', '2026-10-13T15:00'],
    ]);
  });

  it('leaves single activities single, marked cancelled when they are', () => {
    expect(shape([occurrence('2026-10-06T15:00Z', { guid: null, recurring: 0, cancelled: true })])).toEqual([
      { uid: 'activity-n', start: '2026-10-06T15:00', cancelled: true },
    ]);
  });
});

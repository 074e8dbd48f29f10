import { builtInActivityTypes, wallTime } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { sampleMatchDetail, samplePracticeDetail } from '../../testing/answers';
import {
  createBodyOf,
  editChanges,
  endAfterMove,
  imagesPickable,
  initialValues,
  seriesCount,
  stepsOf,
  updateBodyOf,
  wizardResolver,
  type EditContext,
  type WizardContext,
  type WizardValues,
} from './wizardModel';

const zone = 'Europe/Copenhagen';
/** 'Træning', the first built-in type. */
const PRACTICE = builtInActivityTypes[0].id;
/** Wednesday 30 September 2026, 10:20 in Copenhagen (summer time, UTC+2). */
const now = new Date('2026-09-30T08:20:00Z');
const create: WizardContext = { clubId: 12, mode: { kind: 'create' }, timeZone: zone, now, paymentAgreement: true };
const edit = (activity = samplePracticeDetail): EditContext => ({ ...create, mode: { kind: 'edit', activity } });
const wall = (text: string) => {
  const [date, time] = text.split(' ') as [string, string];
  const [day, month, year] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return wallTime(new Date(0), 'UTC').set({ year, month, day, hour, minute });
};
const text = (value: { toString(): string } | null) => value?.toString() ?? null;

/** Resolves values as the form does; the message keys by field. */
const check = async (context: WizardContext, values: WizardValues) => {
  const result = await wizardResolver(context)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
};

describe('steps (spec §2.5, §4)', () => {
  it.each([
    ['create', false, ['type', 'details', 'participants']],
    ['copy', false, ['details', 'participants']],
    ['edit', false, ['details']],
    ['edit', true, ['details', 'participants']],
  ] as const)('%s (participants opened: %s) → %j', (kind, open, steps) => {
    expect(stepsOf(kind, open)).toEqual(steps);
  });
});

describe('defaults (§2.5, §9)', () => {
  it('starts the next full hour in the club zone, ends an hour later, repeats until a week later at 12:00', () => {
    const values = initialValues(create);
    expect(text(values.start)).toBe('2026-09-30T11:00:00');
    expect(text(values.end)).toBe('2026-09-30T12:00:00');
    expect(text(values.recurringUntill)).toBe('2026-10-07T12:00:00');
    expect(values.type).toBeNull();
    expect(values.recurring).toBe(0);
  });

  it('keeps the length when the start moves, and an end before the start becomes an hour after it', () => {
    expect(text(endAfterMove(wall('30-09-2026 11:00'), wall('30-09-2026 12:30'), wall('02-10-2026 17:00')))).toBe(
      '2026-10-02T18:30:00',
    );
    expect(text(endAfterMove(wall('30-09-2026 11:00'), wall('30-09-2026 09:00'), wall('30-09-2026 14:00')))).toBe(
      '2026-09-30T15:00:00',
    );
  });
});

describe('copy (ADR 022)', () => {
  it('keeps times still allowed, and the amount with the payment agreement', () => {
    const values = initialValues({ ...create, mode: { kind: 'copy', activity: sampleMatchDetail } });
    expect(text(values.start)).toBe('2026-11-07T09:00:00');
    expect(values.amount).toBe('150');
    expect(values.coHostIds).toEqual([21, 23]);
    expect(values.recurring).toBe(0);
    expect(createBodyOf(values, { ...create, mode: { kind: 'copy', activity: sampleMatchDetail } }).copyFromId).toBe(
      103,
    );
  });

  it('moves a past activity to the next full hour, end and deadline keeping their distance', () => {
    const past = { ...sampleMatchDetail, start: '2026-09-01T08:00:00.000Z', end: '2026-09-01T15:00:00.000Z' };
    const values = initialValues({
      ...create,
      mode: { kind: 'copy', activity: { ...past, deadline: '2026-08-30T08:00:00.000Z' } },
    });
    expect(text(values.start)).toBe('2026-09-30T11:00:00');
    expect(text(values.end)).toBe('2026-09-30T18:00:00');
    expect(text(values.deadline)).toBe('2026-09-28T11:00:00');
  });

  it('leaves the amount and co-hosts out without the payment agreement (the field is closed)', () => {
    const values = initialValues({
      ...create,
      paymentAgreement: false,
      mode: { kind: 'copy', activity: sampleMatchDetail },
    });
    expect(values.amount).toBe('');
    expect(values.coHostIds).toEqual([]);
  });
});

describe('the body (§5, §9)', () => {
  it('sends a weekly series of 8 in October as UTC text with its count', () => {
    const values: WizardValues = {
      ...initialValues(create),
      type: PRACTICE,
      title: 'Træning',
      start: wall('01-10-2026 17:00'),
      end: wall('01-10-2026 18:30'),
      recurring: 1,
      recurringUntill: wall('19-11-2026 12:00'),
    };
    expect(seriesCount(values, zone)).toBe(8);
    expect(createBodyOf(values, create)).toMatchObject({
      start: '2026-10-01T15:00',
      end: '2026-10-01T16:30',
      recurring: 1,
      recurringUntill: '2026-11-19T11:00',
      recurringTimes: 8,
      copyFromId: null,
    });
  });

  it('sends no repeat-until for a single activity', () => {
    const body = createBodyOf({ ...initialValues(create), type: PRACTICE, title: 'Møde' }, create);
    expect(body).toMatchObject({ recurring: 0, recurringUntill: null, recurringTimes: 1, amount: null, limit: null });
  });

  it('keeps the stored amount and cover on an edit unless the cover is replaced or removed', () => {
    const context = edit(sampleMatchDetail);
    const values = initialValues(context);
    expect(updateBodyOf(values, context)).toMatchObject({ activityId: 103, amount: 150, updateAll: false });
    expect(updateBodyOf(values, context)).not.toHaveProperty('coverImage');
    expect(updateBodyOf({ ...values, removeCover: true }, context, true)).toMatchObject({
      coverImage: null,
      updateAll: true,
    });
  });
});

describe('the resolver: §5 rules with their message keys', () => {
  const valid = (): WizardValues => ({ ...initialValues(create), type: PRACTICE, title: 'Træning' });

  it('passes a complete activity', async () => {
    expect(await check(create, valid())).toEqual({});
  });

  it.each<[string, Partial<WizardValues>, Record<string, string>]>([
    ['title required', { title: ' ' }, { title: 'required' }],
    ['type required', { type: null }, { type: 'required' }],
    [
      'start not before yesterday',
      { start: wall('28-09-2026 23:55'), end: wall('29-09-2026 01:00') },
      { start: 'startTooEarly' },
    ],
    ['end not before start', { end: wall('30-09-2026 10:55') }, { end: 'endBeforeStart' }],
    [
      'repeat-until after start',
      { recurring: 1, recurringUntill: wall('30-09-2026 10:00') },
      { recurringUntill: 'repeatUntilBeforeStart' },
    ],
    ['deadline with an amount', { amount: '100' }, { deadline: 'deadlineRequired' }],
    ['amount at least 2', { amount: '1.5', deadline: wall('30-09-2026 10:30') }, { amount: 'amountTooSmall' }],
    ['amount in øre', { amount: '10.555', deadline: wall('30-09-2026 10:30') }, { amount: 'invalidAmount' }],
    ['amount a number', { amount: '1,2,3', deadline: wall('30-09-2026 10:30') }, { amount: 'mustBeANumber' }],
    [
      'forced only without amount and limit',
      { forcedParticipation: true, amount: '100', deadline: wall('30-09-2026 10:30') },
      { forcedParticipation: 'forcedNeedsNoAmountOrLimit' },
    ],
    ['limit an integer', { limit: '2.5' }, { limit: 'mustBeInteger' }],
    ['description at most 2000', { description: 'x'.repeat(2001) }, { description: 'maxLength' }],
    ['reminder only with a deadline', { twoDaysReminder: true }, { twoDaysReminder: 'reminderNeedsDeadline' }],
  ])('%s', async (_rule, change, errors) => {
    expect(await check(create, { ...valid(), ...change })).toEqual(errors);
  });

  it('allows an edit to keep a start before yesterday, not to move one there', async () => {
    const running = { ...samplePracticeDetail, start: '2026-09-20T15:00:00.000Z', end: '2026-10-02T15:00:00.000Z' };
    const context = edit(running);
    const values = initialValues(context);
    expect(await check(context, values)).toEqual({});
    expect(await check(context, { ...values, start: wall('20-09-2026 18:00') })).toEqual({ start: 'startTooEarly' });
  });
});

describe('what an edit changes (§4 "not asked when only images changed")', () => {
  it('sees no change in the form as it opened', () => {
    const context = edit();
    expect(editChanges(initialValues(context), context)).toEqual({ activity: false, coHosts: false });
  });

  it('sees a field, a participant or a new cover as a change of the activity', () => {
    const context = edit();
    const values = initialValues(context);
    expect(editChanges({ ...values, title: 'Ny titel' }, context).activity).toBe(true);
    expect(editChanges({ ...values, userIds: [] }, context).activity).toBe(true);
    expect(editChanges({ ...values, coverImage: 'iVBORw0KGgo=' }, context).activity).toBe(true);
  });

  it('sees co-hosts apart from the activity, and only with an amount', () => {
    const context = edit(sampleMatchDetail);
    const values = initialValues(context);
    expect(editChanges({ ...values, coHostIds: [21] }, context)).toEqual({ activity: false, coHosts: true });
    expect(editChanges({ ...initialValues(edit()), coHostIds: [21] }, edit()).coHosts).toBe(false);
  });

  it('lets up to 10 images be picked at once, within 20 an activity', () => {
    expect(imagesPickable({ kind: 'create' })).toBe(10);
    expect(imagesPickable({ kind: 'edit', activity: { ...sampleMatchDetail, images: Array(15).fill('x') } })).toBe(5);
  });
});

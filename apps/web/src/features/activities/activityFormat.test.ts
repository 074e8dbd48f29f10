import { ApiError, activityRefusals } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { activityErrorText, formatActivityTime, formatClock, formatInstant, formatPercent } from './activityFormat';

const zone = 'Europe/Copenhagen';

describe('formatActivityTime', () => {
  // A weekly practice at 17:00 in Copenhagen, across the end of summer time (25 October 2026).
  it.each([
    ['2026-10-22T15:00:00Z', '2026-10-22T16:30:00Z', '22. okt. 2026 · 17:00–18:30'],
    ['2026-10-29T16:00:00Z', '2026-10-29T17:30:00Z', '29. okt. 2026 · 17:00–18:30'],
  ])('shows %s in the club’s zone', (start, end, shown) => {
    expect(formatActivityTime(start, end, zone, 'da')).toContain(shown);
  });

  it('writes the clock with a colon in Danish too (HH:mm, spec §9)', () => {
    expect(formatClock('2026-10-22T07:05:00Z', zone, 'da')).toBe('09:05');
    expect(formatClock('2026-10-22T22:30:00Z', zone, 'da')).toBe('00:30');
  });

  it('names both days when an activity ends on another day', () => {
    const text = formatActivityTime('2026-11-07T08:00:00Z', '2026-11-08T15:00:00Z', zone, 'da');
    expect(text).toMatch(/7\. nov\. 2026 · 09:00 – .*8\. nov\. 2026 · 16:00$/);
  });

  it('follows the zone it is given, not the browser’s', () => {
    expect(formatActivityTime('2026-10-22T15:00:00Z', '2026-10-22T16:30:00Z', 'America/New_York', 'en')).toContain(
      '11:00–12:30',
    );
    expect(formatInstant('2026-11-01T22:59:00Z', zone, 'da')).toContain('1. nov. 2026 · 23:59');
  });
});

describe('figures', () => {
  it('writes a percentage in the language', () => {
    expect(formatPercent(75, 'da')).toBe('75\u00a0%');
    expect(formatPercent(75, 'en')).toBe('75%');
  });
});

describe('activityErrorText', () => {
  const { t } = createI18n();
  // The area's texts are not in the main bundle: the key stands for the text.
  it('translates the area’s refusals by code', () => {
    const error = new ApiError(409, activityRefusals.tooManyImages.message, 'tooManyImages');
    expect(activityErrorText(t, error)).toBe('activities.refusals.tooManyImages');
  });

  it('keeps a server’s own message of another 4xx, and leaves a 5xx to the error dialog', () => {
    expect(activityErrorText(t, new ApiError(409, 'Noget andet'))).toBe('Noget andet');
    expect(activityErrorText(t, new ApiError(500, 'Boom'))).toBeUndefined();
  });
});

import { ApiError } from '@klubhus/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { samplePreview } from '../../testing/fixtureAnswers';
import {
  chosenRows,
  defaultSelection,
  fixtureErrorText,
  importBodyOf,
  initialSettings,
  lockedKeys,
  settingsResolver,
  statusCounts,
} from './fixtureModel';

const rows = samplePreview.rows;
/** The key and its values, so that a test sees which text was asked for. */
const t = ((key: string, values?: object) => `${key} ${JSON.stringify(values ?? {})}`) as unknown as TFunction;

describe('the fixture preview (issue 24)', () => {
  it('chooses every new and changed match, never a duplicate', () => {
    const chosen = defaultSelection(rows);
    expect(chosen.size).toBe(18);
    expect(chosen.has('2')).toBe(false);
    expect(chosen.has('3')).toBe(false);
    expect(lockedKeys(rows)).toEqual(['2', '3']);
  });

  it('counts the matches by status', () => {
    expect(statusCounts(rows)).toEqual({ new: 17, changed: 1, duplicate: 2 });
  });

  it("keeps the chosen rows in the file's order, and select-all without the duplicates", () => {
    expect(chosenRows(rows, new Set(['9', '4', '2'])).map((row) => row.line)).toEqual([4, 9]);
    expect(chosenRows(rows, 'all')).toHaveLength(18);
  });
});

describe('the import body', () => {
  it("sends the rows without the preview's verdict, with the settings", () => {
    const settings = { ...initialSettings(), groupId: 4, durationMinutes: '90', sendNotification: true };
    const body = importBodyOf(settings, chosenRows(rows, new Set(['8'])));
    expect(body).toEqual({
      groupId: 4,
      type: 4,
      sendNotification: true,
      durationMinutes: 90,
      rows: [
        {
          line: 8,
          matchNumber: '512036',
          date: '2027-04-17',
          time: '11:30',
          homeTeam: 'Aarhus Roklub',
          awayTeam: 'Tilst IF',
          venue: 'Vejlby Stadion, bane 3',
          competition: 'U11 Drenge A-rækken, pulje 2',
        },
      ],
    });
  });

  it('starts at Tournament/Match, 120 minutes, no notification', () => {
    expect(initialSettings()).toEqual({ groupId: null, type: 4, durationMinutes: '120', sendNotification: false });
  });

  it.each([
    ['', 'mustBeInteger'],
    ['14', 'durationTooShort'],
    ['721', 'durationTooLong'],
    ['90.5', 'mustBeInteger'],
  ])('refuses the duration %j (%s) and a missing group, as the contract does', async (minutes, message) => {
    const result = await settingsResolver({ ...initialSettings(), durationMinutes: minutes }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.durationMinutes?.message).toBe(message);
    expect(result.errors.groupId?.message).toBe('required');
  });

  it('passes valid settings', async () => {
    const values = { ...initialSettings(), groupId: 4, durationMinutes: '15' };
    const result = await settingsResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result).toEqual({ values, errors: {} });
  });
});

describe('a refusal', () => {
  const refusal = (message: string, field?: string) => new ApiError(400, message, 'fixtureRowInvalid', field);

  it("shows the server's message when it names the row", () => {
    expect(fixtureErrorText(t, refusal('Rækken kan ikke læses (række 14)', 'line.14'))).toBe(
      'Rækken kan ikke læses (række 14)',
    );
  });

  it('names the row when the message does not', () => {
    expect(fixtureErrorText(t, refusal('Rækken kan ikke læses', 'line.9'))).toBe(
      'activities.fixtureImport.refusals.row {"line":9,"message":"Rækken kan ikke læses"}',
    );
  });

  it('is left to the error dialog for a 5xx', () => {
    expect(fixtureErrorText(t, new ApiError(500, 'Database unavailable'))).toBe(undefined);
  });
});

import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  exportResolver,
  icsFileName,
  initialExportValues,
  scopeOf,
  type ExportValues,
} from './activityExport';

const resolve = async (values: ExportValues) => {
  const result = await exportResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
};

const base: ExportValues = {
  scope: 'club',
  groupId: null,
  userId: null,
  startDate: '2026-01-01',
  endDate: '2026-03-31',
};

describe('the export form (ADR 026)', () => {
  it("starts at the club over the last three months to today, in the club's zone", () => {
    // 23:30 UTC on 31 May is 1 June in Copenhagen.
    expect(initialExportValues(new Date('2026-05-31T23:30:00Z'), 'Europe/Copenhagen')).toEqual({
      ...base,
      startDate: '2026-03-01',
      endDate: '2026-06-01',
    });
    // A shorter month keeps the last day it has.
    expect(initialExportValues(new Date('2026-05-31T10:00:00Z'), 'Europe/Copenhagen').startDate).toBe('2026-02-28');
  });

  it.each<[string, Partial<ExportValues>, Record<string, string>]>([
    ['a valid range', {}, {}],
    ['one day', { endDate: '2026-01-01' }, {}],
    ['an end before the start', { endDate: '2025-12-31' }, { endDate: 'endBeforeStart' }],
    ['three years (1096 days)', { startDate: '2023-01-01', endDate: '2025-12-31' }, {}],
    ['more than three years', { startDate: '2023-01-01', endDate: '2026-01-01' }, { endDate: 'exportRangeTooLong' }],
    ['an empty start', { startDate: null }, { startDate: 'required' }],
    ['a group scope without a group', { scope: 'group' }, { groupId: 'required' }],
    ['a member scope without a member', { scope: 'member' }, { userId: 'required' }],
    ['a group scope with a group', { scope: 'group', groupId: 4 }, {}],
  ])('checks %s', async (_name, change, errors) => {
    expect(await resolve({ ...base, ...change })).toEqual(errors);
  });

  it('names the call and the file', () => {
    expect(scopeOf({ ...base, scope: 'group', groupId: 4, userId: 9 })).toEqual({ kind: 'group', groupId: 4 });
    expect(scopeOf({ ...base, scope: 'member', userId: 9 })).toEqual({ kind: 'member', userId: 9 });
    expect(scopeOf({ ...base, groupId: 4 })).toEqual({ kind: 'club' });
    expect(exportFileName({ startDate: '2026-01-01', endDate: '2026-03-31' })).toBe(
      'aktiviteter-2026-01-01-2026-03-31.csv',
    );
  });

  it("names an activity's file after its title, without what a file system refuses", () => {
    expect(icsFileName('Træning for U11')).toBe('Træning for U11.ics');
    expect(icsFileName('Kamp: AGF/FCM?')).toBe('Kamp- AGF-FCM-.ics');
    expect(icsFileName('  ..  ')).toBe('aktivitet.ics');
  });
});

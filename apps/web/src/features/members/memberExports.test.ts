import { describe, expect, it } from 'vitest';
import { ageExportProblems, exportFileName } from './memberExports';

const day = new Date(2026, 10, 26, 23, 30);

describe('exportFileName', () => {
  it.each([
    [
      { kind: 'members', filter: { group: 'all', key: 'firstName', direction: 'asc', search: '' } },
      'medlemmer-2026-11-26.csv',
    ],
    [{ kind: 'inactive' }, 'inaktive-medlemmer-2026-11-26.csv'],
    [{ kind: 'age', from: 6, to: 12 }, 'medlemmer-6-12-aar-2026-11-26.csv'],
    [{ kind: 'removed' }, 'fjernede-medlemmer-2026-11-26.csv'],
    [{ kind: 'relations' }, 'husstande-2026-11-26.csv'],
  ] as const)('%j → %s (the user’s own date)', (file, name) => {
    expect(exportFileName(file, day)).toBe(name);
  });

  it('pads month and day', () => {
    expect(exportFileName({ kind: 'removed' }, new Date(2027, 0, 5))).toBe('fjernede-medlemmer-2027-01-05.csv');
  });
});

describe('ageExportProblems (spec §5 "Age export: from and to required numbers")', () => {
  it.each([
    [
      { from: '', to: '' },
      { from: 'required', to: 'required' },
    ],
    [{ from: '6', to: ' ' }, { to: 'required' }],
    [{ from: '6,5', to: '12' }, { from: 'mustBeANumber' }],
    [{ from: '6.5', to: '12' }, { from: 'mustBeANumber' }],
    [{ from: '-1', to: '12' }, { from: 'mustBeANumber' }],
    [{ from: '6', to: '151' }, { to: 'numberTooLarge' }],
    [{ from: '13', to: '12' }, { to: 'fromAfterTo' }],
    [{ from: '12', to: '12' }, {}],
    [{ from: '0', to: '150' }, {}],
  ])('%j → %j', (form, problems) => {
    expect(ageExportProblems(12, form)).toEqual(problems);
  });
});

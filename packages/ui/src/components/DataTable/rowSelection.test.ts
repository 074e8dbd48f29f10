import { describe, expect, it } from 'vitest';
import {
  countSelected,
  isRowSelected,
  selectAllState,
  toggleAllSelection,
  toggleRowSelection,
  toggleWindowedRowSelection,
  windowedSelectAllState,
  type DataTableSelection,
} from './rowSelection';

const keys = ['a', 'b', 'c'];
const none = new Set<string>();

describe('row selection', () => {
  it("counts 'all' as every row that is not disabled", () => {
    expect(isRowSelected('all', 'a', none)).toBe(true);
    expect(isRowSelected('all', 'b', new Set(['b']))).toBe(false);
    expect(isRowSelected(new Set(['c']), 'c', none)).toBe(true);
    expect(isRowSelected(new Set(['c']), 'a', none)).toBe(false);
  });

  it('shows select-all as none, some or all of the selectable rows', () => {
    expect(selectAllState(new Set(), keys, none)).toBe('none');
    expect(selectAllState(new Set(['a']), keys, none)).toBe('some');
    expect(selectAllState(new Set(['a', 'b']), keys, new Set(['c']))).toBe('all');
    expect(selectAllState('all', keys, none)).toBe('all');
    expect(selectAllState('all', [], none)).toBe('none');
  });

  it('toggles one row; from all it leaves the other selectable rows; a disabled row does not change', () => {
    expect(toggleRowSelection(new Set(['a']), 'b', keys, none)).toEqual(new Set(['a', 'b']));
    expect(toggleRowSelection(new Set(['a', 'b']), 'a', keys, none)).toEqual(new Set(['b']));
    expect(toggleRowSelection('all', 'a', keys, new Set(['c']))).toEqual(new Set(['b']));
    const selection = new Set(['a']);
    expect(toggleRowSelection(selection, 'c', keys, new Set(['c']))).toBe(selection);
  });

  it('select-all clears a full selection and selects all otherwise', () => {
    expect(toggleAllSelection('all')).toEqual(new Set());
    expect(toggleAllSelection('some')).toBe('all');
    expect(toggleAllSelection('none')).toBe('all');
  });
});

describe('row selection: all but some (windowed)', () => {
  const allBut = (...except: string[]): DataTableSelection => ({ all: true, except: new Set(except) });

  it('selects every row of the filter except the exceptions and the disabled rows', () => {
    expect(isRowSelected(allBut('a'), 'a', none)).toBe(false);
    expect(isRowSelected(allBut('a'), 'b', none)).toBe(true);
    expect(isRowSelected(allBut('a'), 'b', new Set(['b']))).toBe(false);
  });

  it('counts from the row count: exceptions and disabled rows are subtracted once each', () => {
    expect(countSelected('all', 20_000, none)).toBe(20_000);
    expect(countSelected(allBut('m1', 'm2'), 20_000, none)).toBe(19_998);
    expect(countSelected(allBut('m1', 'm2'), 20_000, new Set(['m2', 'm3']))).toBe(19_997);
    expect(countSelected(allBut('m1'), 1, none)).toBe(0);
    expect(countSelected(new Set(['m1', 'm2']), 20_000, new Set(['m2']))).toBe(1);
    expect(countSelected(new Set(), 20_000, none)).toBe(0);
  });

  it('shows the select-all box from the row count', () => {
    expect(windowedSelectAllState('all', 20_000, none)).toBe('all');
    expect(windowedSelectAllState('all', 0, none)).toBe('none');
    expect(windowedSelectAllState(allBut('m1'), 20_000, none)).toBe('some');
    expect(windowedSelectAllState(allBut('m1', 'm2'), 2, none)).toBe('none');
    // The disabled rows are not selectable, so all of the others is all.
    expect(windowedSelectAllState(allBut('m2'), 3, new Set(['m2']))).toBe('all');
    expect(windowedSelectAllState(new Set(), 20_000, none)).toBe('none');
    expect(windowedSelectAllState(new Set(['m1']), 20_000, none)).toBe('some');
    expect(windowedSelectAllState(new Set(['m1', 'm2']), 2, none)).toBe('all');
  });

  it('toggles a row into and out of the exceptions; the last exception selected again is all', () => {
    expect(toggleWindowedRowSelection('all', 'm5', none)).toEqual(allBut('m5'));
    expect(toggleWindowedRowSelection(allBut('m5'), 'm6', none)).toEqual(allBut('m5', 'm6'));
    expect(toggleWindowedRowSelection(allBut('m5', 'm6'), 'm5', none)).toEqual(allBut('m6'));
    expect(toggleWindowedRowSelection(allBut('m6'), 'm6', none)).toBe('all');
    expect(toggleWindowedRowSelection(new Set(['m1']), 'm2', none)).toEqual(new Set(['m1', 'm2']));
    expect(toggleWindowedRowSelection(new Set(['m1']), 'm1', none)).toEqual(new Set());
    const selection = allBut('m1');
    expect(toggleWindowedRowSelection(selection, 'm2', new Set(['m2']))).toBe(selection);
  });

  it('the select-all box clears all-but-some when it shows all, and selects all when it shows some', () => {
    expect(toggleAllSelection(windowedSelectAllState(allBut('m1'), 10, none))).toBe('all');
    expect(toggleAllSelection(windowedSelectAllState('all', 10, none))).toEqual(new Set());
  });

  it('a fully loaded table turns all-but-some into keys when a row is toggled', () => {
    expect(selectAllState(allBut('a'), keys, none)).toBe('some');
    expect(selectAllState(allBut('a', 'b', 'c'), keys, none)).toBe('none');
    expect(toggleRowSelection(allBut('a'), 'b', keys, none)).toEqual(new Set(['c']));
    expect(toggleRowSelection(allBut('a'), 'c', keys, new Set(['c']))).toEqual(new Set(['b']));
  });
});

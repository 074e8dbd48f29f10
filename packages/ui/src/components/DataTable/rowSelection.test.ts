import { describe, expect, it } from 'vitest';
import { isRowSelected, selectAllState, toggleAllSelection, toggleRowSelection } from './rowSelection';

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

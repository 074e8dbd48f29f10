import { describe, expect, it } from 'vitest';
import { applyListSelection, selectAllState, toggleAll } from './memberSelection';

const listed = ['a', 'b', 'c'];

describe('selectAllState', () => {
  it.each([
    { selected: [], state: 'none' },
    { selected: ['b'], state: 'some' },
    { selected: ['a', 'b'], state: 'some' },
    { selected: ['a', 'b', 'c'], state: 'all' },
    { selected: ['x'], state: 'none' },
    { selected: ['a', 'b', 'c', 'x'], state: 'all' },
  ])('$selected of a, b, c → $state', ({ selected, state }) => {
    expect(selectAllState(new Set(selected), listed)).toBe(state);
  });

  it('is none for an empty list', () => {
    expect(selectAllState(new Set(['a']), [])).toBe('none');
  });
});

describe('toggleAll', () => {
  it('adds every listed id and keeps unlisted picks', () => {
    expect(toggleAll(new Set(['x', 'b']), listed, true)).toEqual(new Set(['x', 'a', 'b', 'c']));
  });

  it('removes every listed id and keeps unlisted picks', () => {
    expect(toggleAll(new Set(['x', 'b']), listed, false)).toEqual(new Set(['x']));
  });

  it('does not change the set it is given', () => {
    const selected = new Set(['a']);
    toggleAll(selected, listed, true);
    expect(selected).toEqual(new Set(['a']));
  });
});

describe('applyListSelection', () => {
  it("turns RAC's 'all' (Ctrl/Cmd+A) into the selection plus every listed id", () => {
    expect(applyListSelection(new Set(['x']), 'all', listed)).toEqual(new Set(['x', 'a', 'b', 'c']));
  });

  it('takes a set of keys as the new selection, as strings', () => {
    expect(applyListSelection(new Set(['a']), new Set(['b', 3]), listed)).toEqual(new Set(['b', '3']));
  });
});

import { describe, expect, it } from 'vitest';
import { nextSortDescriptor, toSortDescriptor, toSortingState } from './sortDescriptor';

describe('nextSortDescriptor', () => {
  it('starts ascending on a column when nothing is sorted', () => {
    expect(nextSortDescriptor(undefined, 'name')).toEqual({ column: 'name', direction: 'ascending' });
  });

  it('reverses the direction on a second press of the same column, both ways', () => {
    const once = nextSortDescriptor(undefined, 'name');
    const twice = nextSortDescriptor(once, 'name');
    expect(twice).toEqual({ column: 'name', direction: 'descending' });
    expect(nextSortDescriptor(twice, 'name')).toEqual({ column: 'name', direction: 'ascending' });
  });

  it('starts ascending on another column, whatever the current direction', () => {
    expect(nextSortDescriptor({ column: 'name', direction: 'descending' }, 'birthdate')).toEqual({
      column: 'birthdate',
      direction: 'ascending',
    });
  });
});

describe('toSortingState', () => {
  const sortable = ['name', 'birthdate'];

  it('maps the direction to tanstack’s desc flag', () => {
    expect(toSortingState({ column: 'name', direction: 'ascending' }, sortable)).toEqual([{ id: 'name', desc: false }]);
    expect(toSortingState({ column: 'birthdate', direction: 'descending' }, sortable)).toEqual([
      { id: 'birthdate', desc: true },
    ]);
  });

  it('gives no sorting without a descriptor or for a column that is not sortable', () => {
    expect(toSortingState(undefined, sortable)).toEqual([]);
    expect(toSortingState({ column: 'email', direction: 'ascending' }, sortable)).toEqual([]);
  });
});

describe('toSortDescriptor', () => {
  it('maps tanstack’s first sort back to RAC’s descriptor', () => {
    expect(toSortDescriptor([{ id: 'name', desc: true }])).toEqual({ column: 'name', direction: 'descending' });
    expect(toSortDescriptor([{ id: 'type', desc: false }])).toEqual({ column: 'type', direction: 'ascending' });
  });

  it('gives undefined for no sorting', () => {
    expect(toSortDescriptor([])).toBeUndefined();
  });

  it('round-trips with toSortingState', () => {
    const descriptor = { column: 'name', direction: 'descending' } as const;
    expect(toSortDescriptor(toSortingState(descriptor, ['name']))).toEqual(descriptor);
  });
});

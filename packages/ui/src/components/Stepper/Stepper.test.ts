import { describe, expect, it } from 'vitest';
import { stepPosition, stepStatus } from './stepPosition';

const steps = [{ id: 'file' }, { id: 'roles' }, { id: 'groups' }, { id: 'confirm' }];

describe('stepPosition', () => {
  it.each([
    { current: 'file', index: 0, previous: undefined, next: 'roles', isFirst: true, isLast: false },
    { current: 'roles', index: 1, previous: 'file', next: 'groups', isFirst: false, isLast: false },
    { current: 'groups', index: 2, previous: 'roles', next: 'confirm', isFirst: false, isLast: false },
    { current: 'confirm', index: 3, previous: 'groups', next: undefined, isFirst: false, isLast: true },
  ])('$current: back to $previous, next to $next', ({ current, ...expected }) => {
    expect(stepPosition(steps, current)).toEqual(expected);
  });

  it('a single step is first and last at once', () => {
    expect(stepPosition([{ id: 'only' }], 'only')).toEqual({
      index: 0,
      previous: undefined,
      next: undefined,
      isFirst: true,
      isLast: true,
    });
  });

  it('an unknown id counts as the first step', () => {
    expect(stepPosition(steps, 'nope')).toEqual(stepPosition(steps, 'file'));
  });

  it('refuses an empty list', () => {
    expect(() => stepPosition([], 'file')).toThrow(RangeError);
  });

  it('walking next from the first step visits every step once', () => {
    const visited: string[] = [];
    let current: string | undefined = 'file';
    while (current !== undefined) {
      visited.push(current);
      current = stepPosition(steps, current).next;
    }
    expect(visited).toEqual(['file', 'roles', 'groups', 'confirm']);
  });

  it('back then next returns to the same step', () => {
    for (const { id } of steps.slice(1)) {
      const back = stepPosition(steps, id).previous;
      expect(back).toBeDefined();
      expect(stepPosition(steps, back ?? '').next).toBe(id);
    }
  });
});

describe('stepStatus', () => {
  it.each([
    [0, 2, 'complete'],
    [1, 2, 'complete'],
    [2, 2, 'current'],
    [3, 2, 'upcoming'],
    [0, 0, 'current'],
  ] as const)('step %i with current %i is %s', (step, current, status) => {
    expect(stepStatus(step, current)).toBe(status);
  });
});

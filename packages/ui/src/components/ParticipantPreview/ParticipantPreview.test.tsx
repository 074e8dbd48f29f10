import { describe, expect, it } from 'vitest';
import { defaultCountLabel, defaultMoreLabel, previewParticipants } from './previewParticipants';

const people = (count: number) => Array.from({ length: count }, (_, index) => `p${index + 1}`);

describe('previewParticipants', () => {
  it.each([
    { count: 0, shown: [], more: 0 },
    { count: 3, shown: ['p1', 'p2', 'p3'], more: 0 },
    { count: 4, shown: ['p1', 'p2', 'p3', 'p4'], more: 0 },
    { count: 5, shown: ['p1', 'p2', 'p3', 'p4'], more: 1 },
    { count: 12, shown: ['p1', 'p2', 'p3', 'p4'], more: 8 },
  ])('$count participants → $shown.length shown, $more more', ({ count, shown, more }) => {
    expect(previewParticipants(people(count))).toEqual({ shown, more });
  });

  it('takes another maximum', () => {
    expect(previewParticipants(people(5), 2)).toEqual({ shown: ['p1', 'p2'], more: 3 });
  });

  it('treats a negative or fractional maximum as a whole count of at least 0', () => {
    expect(previewParticipants(people(3), -1)).toEqual({ shown: [], more: 3 });
    expect(previewParticipants(people(3), 1.7)).toEqual({ shown: ['p1'], more: 2 });
  });

  it('counts the rest from `total` when the list holds only the first participants', () => {
    expect(previewParticipants(people(4), 4, 37)).toEqual({ shown: ['p1', 'p2', 'p3', 'p4'], more: 33 });
    expect(previewParticipants(people(2), 4, 2)).toEqual({ shown: ['p1', 'p2'], more: 0 });
  });

  it('never takes `total` as fewer than the list holds', () => {
    expect(previewParticipants(people(6), 4, 3)).toEqual({ shown: ['p1', 'p2', 'p3', 'p4'], more: 2 });
  });

  it('does not change the list it is given', () => {
    const list = people(6);
    previewParticipants(list);
    expect(list).toHaveLength(6);
  });
});

describe('default labels', () => {
  it('writes the spec\'s "+ n flere"', () => {
    expect(defaultMoreLabel(3)).toBe('+ 3 flere');
  });

  it('counts participants in Danish, singular for one', () => {
    expect(defaultCountLabel(1)).toBe('1 deltager');
    expect(defaultCountLabel(7)).toBe('7 deltagere');
    expect(defaultCountLabel(0)).toBe('0 deltagere');
  });
});

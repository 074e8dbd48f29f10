import { describe, expect, it } from 'vitest';
import { inverseRelation, relationKindOf, relationSeenBy, relationTypes } from './relations';

describe('relation types (spec document 1 §3: 1 child, 2 parent, 4 other household member)', () => {
  it.each([
    [1, 'child'],
    [2, 'parent'],
    [4, 'household'],
  ] as const)('type %i is %s', (type, kind) => {
    expect(relationKindOf(type)).toBe(kind);
    expect(relationTypes[kind]).toBe(type);
  });

  it.each([0, 3, 5, -1, 1.5])('type %d is none (§5: only 1, 2 and 4)', (type) => {
    expect(relationKindOf(type)).toBeUndefined();
  });
});

describe('both sides of a relation agree', () => {
  it.each([
    ['child', 'parent'],
    ['parent', 'child'],
    ['household', 'household'],
  ] as const)('the inverse of %s is %s', (kind, other) => {
    expect(inverseRelation(kind)).toBe(other);
    expect(inverseRelation(inverseRelation(kind))).toBe(kind);
  });

  const row = { userId: 10, relatedUserId: 20, kind: 'child' as const };
  it('reads a stored row from its own side as stored', () => {
    expect(relationSeenBy(10, row)).toEqual({ otherId: 20, kind: 'child' });
  });
  it('reads it from the other side as the inverse: the child sees its parent', () => {
    expect(relationSeenBy(20, row)).toEqual({ otherId: 10, kind: 'parent' });
  });
  it('has nothing to say to a member it does not involve', () => {
    expect(relationSeenBy(30, row)).toBeNull();
  });
});

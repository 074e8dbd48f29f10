import { describe, expect, it } from 'vitest';
import {
  isMemberType,
  memberRole,
  memberRoles,
  memberTypeOf,
  memberTypeSchema,
  roleAtLeast,
  type MemberRole,
} from './memberTypes.js';

describe('memberRole', () => {
  it.each([
    [1, 'member'],
    [2, 'admin'],
    [3, 'leader'],
    [0, 'member'],
    [9, 'member'],
  ] as const)('member type %i is %s', (type, role) => expect(memberRole(type)).toBe(role));
});

describe('the member-type table (spec document 1 §3: 1 member, 2 administrator, 3 group leader)', () => {
  it.each([
    ['member', 1],
    ['admin', 2],
    ['leader', 3],
  ] as const)('%s is member type %i, both ways', (role, type) => {
    expect(memberTypeOf(role)).toBe(type);
    expect(memberRole(type)).toBe(role);
  });

  it('orders the roles by access: member, leader, administrator', () => {
    expect(memberRoles).toEqual(['member', 'leader', 'admin']);
  });

  it.each([
    ['admin', 'leader', true],
    ['admin', 'member', true],
    ['leader', 'member', true],
    ['leader', 'leader', true],
    ['leader', 'admin', false],
    ['member', 'leader', false],
    ['member', 'admin', false],
  ] as [MemberRole, MemberRole, boolean][])('%s acting as %s: %s', (role, required, allowed) => {
    expect(roleAtLeast(role, required)).toBe(allowed);
  });

  it.each([
    [1, true],
    [2, true],
    [3, true],
    [0, false],
    [4, false],
  ])('the wire schema and isMemberType agree on %i: %s', (value, known) => {
    expect(memberTypeSchema.safeParse(value).success).toBe(known);
    expect(isMemberType(value)).toBe(known);
  });
});

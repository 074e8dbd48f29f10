import { describe, expect, it } from 'vitest';
import { memberRole } from './memberRole.js';

describe('memberRole', () => {
  it.each([
    [1, 'member'],
    [2, 'admin'],
    [3, 'leader'],
    [0, 'member'],
    [9, 'member'],
  ] as const)('member type %i is %s', (type, role) => expect(memberRole(type)).toBe(role));
});

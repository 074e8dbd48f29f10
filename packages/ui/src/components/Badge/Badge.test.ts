import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './Badge';

describe('formatBadgeCount', () => {
  it('shows the number up to max', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
  });

  it('caps above max with a plus', () => {
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(1234)).toBe('99+');
    expect(formatBadgeCount(10, 9)).toBe('9+');
  });

  it('hides 0 unless showZero', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(0, 99, true)).toBe('0');
  });

  it('hides missing, negative and non-finite counts', () => {
    expect(formatBadgeCount(undefined)).toBeNull();
    expect(formatBadgeCount(-1)).toBeNull();
    expect(formatBadgeCount(Number.NaN)).toBeNull();
    expect(formatBadgeCount(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('drops fractions', () => {
    expect(formatBadgeCount(2.7)).toBe('2');
    expect(formatBadgeCount(0.4)).toBeNull();
  });
});

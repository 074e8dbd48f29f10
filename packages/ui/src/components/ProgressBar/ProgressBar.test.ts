import { describe, expect, it } from 'vitest';
import { formatPercent, progressPercentage } from './progress';

describe('progressPercentage', () => {
  it.each([
    { value: 40, min: 0, max: 100, expected: 40 },
    { value: 0, min: 0, max: 100, expected: 0 },
    { value: 100, min: 0, max: 100, expected: 100 },
    { value: 120, min: 0, max: 300, expected: 40 },
    { value: 300, min: 0, max: 300, expected: 100 },
    { value: 15, min: 10, max: 20, expected: 50 },
    { value: 150, min: 0, max: 100, expected: 100 },
    { value: -5, min: 0, max: 100, expected: 0 },
    { value: 5, min: 10, max: 10, expected: 0 },
    { value: 5, min: 10, max: 0, expected: 0 },
    { value: Number.NaN, min: 0, max: 100, expected: 0 },
    { value: 5, min: 0, max: Number.POSITIVE_INFINITY, expected: 0 },
  ])('$value of $min–$max is $expected %', ({ value, min, max, expected }) => {
    expect(progressPercentage(value, min, max)).toBe(expected);
  });

  it('defaults to the range 0–100', () => {
    expect(progressPercentage(25)).toBe(25);
  });
});

describe('formatPercent', () => {
  it.each([
    [0, '0\u00a0%'],
    [40, '40\u00a0%'],
    [33.333, '33\u00a0%'],
    [66.6667, '67\u00a0%'],
    [0.4, '0\u00a0%'],
    [99.4, '99\u00a0%'],
    [99.6, '99\u00a0%'],
    [100, '100\u00a0%'],
    [-3, '0\u00a0%'],
  ])('%d → %j', (percentage, text) => {
    expect(formatPercent(percentage)).toBe(text);
  });
});

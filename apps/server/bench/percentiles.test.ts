import { describe, expect, it } from 'vitest';
import { percentile, summarise } from './percentiles.js';

const oneToHundred = Array.from({ length: 100 }, (_, i) => i + 1);

describe('percentile (nearest rank)', () => {
  it.each([
    { p: 50, expected: 50 },
    { p: 95, expected: 95 },
    { p: 99, expected: 99 },
    { p: 100, expected: 100 },
    { p: 0.5, expected: 1 },
  ])('p$p of 1..100 is $expected', ({ p, expected }) => {
    expect(percentile(oneToHundred, p)).toBe(expected);
  });

  it('answers a measured value, never an interpolation', () => {
    expect(percentile([10, 20], 50)).toBe(10);
    expect(percentile([10, 20], 51)).toBe(20);
    expect(percentile([7], 99)).toBe(7);
  });

  it('refuses no samples and percentiles outside (0, 100]', () => {
    expect(() => percentile([], 50)).toThrow();
    expect(() => percentile([1], 0)).toThrow();
    expect(() => percentile([1], 101)).toThrow();
    expect(() => percentile([1], Number.NaN)).toThrow();
  });
});

describe('summarise', () => {
  it('sorts a copy and leaves the samples in measured order', () => {
    const samples = [5, 1, 4, 2, 3];
    expect(summarise(samples)).toEqual({ n: 5, p50: 3, p95: 5, p99: 5, max: 5 });
    expect(samples).toEqual([5, 1, 4, 2, 3]);
  });

  it('keeps a single slow request visible at p99 and max over 300 samples', () => {
    const samples = [...Array.from({ length: 299 }, () => 2), 80];
    expect(summarise(samples)).toMatchObject({ n: 300, p50: 2, p95: 2, p99: 2, max: 80 });
    const fourSlow = [...Array.from({ length: 296 }, () => 2), 80, 80, 80, 80];
    expect(summarise(fourSlow).p99).toBe(80);
  });
});

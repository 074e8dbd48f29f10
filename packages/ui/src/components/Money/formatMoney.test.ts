import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

describe('formatMoney', () => {
  it.each([
    // The spec's format: prefix "kr.", two decimals, comma decimal, dot thousands.
    [1234.5, 'kr. 1.234,50'],
    [0, 'kr. 0,00'],
    [-0, 'kr. 0,00'],
    [1, 'kr. 1,00'],
    [0.5, 'kr. 0,50'],
    [0.05, 'kr. 0,05'],
    [2, 'kr. 2,00'],
    [999.99, 'kr. 999,99'],
    [1000, 'kr. 1.000,00'],
    [10000, 'kr. 10.000,00'],
    [100000, 'kr. 100.000,00'],
    [1234567.89, 'kr. 1.234.567,89'],
    [1000000000, 'kr. 1.000.000.000,00'],
    [750, 'kr. 750,00'],
    [9999999999999.99, 'kr. 9.999.999.999.999,99'],
    [2.75, 'kr. 2,75'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it.each([
    [-1234.5, 'kr. -1.234,50'],
    [-0.01, 'kr. -0,01'],
    [-1000000, 'kr. -1.000.000,00'],
    // Rounds to zero, so no sign: "kr. -0,00" would read as a debt.
    [-0.004, 'kr. 0,00'],
    [-0.0049999, 'kr. 0,00'],
  ])('formats the negative amount %d as %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it.each([
    // Half away from zero, also where the float product falls just below the half (1.005 * 100 = 100.4999…).
    [1.005, 'kr. 1,01'],
    [1.015, 'kr. 1,02'],
    [1.025, 'kr. 1,03'],
    [2.675, 'kr. 2,68'],
    [8.345, 'kr. 8,35'],
    [10.235, 'kr. 10,24'],
    [1.255, 'kr. 1,26'],
    [0.005, 'kr. 0,01'],
    [1234.565, 'kr. 1.234,57'],
    [1234567.885, 'kr. 1.234.567,89'],
    [-1.005, 'kr. -1,01'],
    [-2.675, 'kr. -2,68'],
    [-0.005, 'kr. -0,01'],
    // Below the half stays down, above the half goes up.
    [1.004, 'kr. 1,00'],
    [1.0049, 'kr. 1,00'],
    [1.0051, 'kr. 1,01'],
    [1.994, 'kr. 1,99'],
    [1.995, 'kr. 2,00'],
    [999.995, 'kr. 1.000,00'],
    [999999.995, 'kr. 1.000.000,00'],
    // Sums that are not exact in binary.
    [0.1 + 0.2, 'kr. 0,30'],
    [1.1 * 3, 'kr. 3,30'],
  ])('rounds %d to %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e13, -1e13, 1e20])(
    'refuses %d',
    (amount) => {
      expect(() => formatMoney(amount)).toThrow(RangeError);
    },
  );
});

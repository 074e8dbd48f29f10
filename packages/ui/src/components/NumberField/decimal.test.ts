import { describe, expect, it } from 'vitest';
import { isDecimalCharacters, normaliseDecimalInput, parseDecimal } from './decimal';

// [typed, dot form, number]: the spec's "amounts with a comma are converted to a dot" and Danish habits.
const valid: [string, string, number | null][] = [
  ['', '', null],
  ['   ', '', null],
  ['0', '0', 0],
  ['1234', '1234', 1234],
  ['1234,50', '1234.50', 1234.5],
  ['12,5', '12.5', 12.5],
  ['12.5', '12.5', 12.5],
  ['1.234,50', '1234.50', 1234.5],
  ['1.234.567,89', '1234567.89', 1234567.89],
  ['1,234.50', '1234.50', 1234.5],
  ['1.234.567', '1234567', 1234567],
  ['1.234', '1.234', 1.234],
  ['1 234,50', '1234.50', 1234.5],
  ['1\u00a0234,50', '1234.50', 1234.5],
  [' 42 ', '42', 42],
  ['-12,5', '-12.5', -12.5],
  [',5', '0.5', 0.5],
  ['12,', '12', 12],
  ['0,05', '0.05', 0.05],
  ['007', '007', 7],
];

const invalid = [
  'abc',
  '12a',
  '1e5',
  'kr. 12',
  '-',
  '--1',
  '1-',
  ',',
  '.',
  '1,2,3',
  '1.23,5',
  '1.234,5,6',
  '1..2',
  '1,234,5',
  '+1',
  '12,5.3,4',
];

describe('normaliseDecimalInput', () => {
  it.each(valid)('%j → %j', (typed, dotForm) => {
    expect(normaliseDecimalInput(typed)).toBe(dotForm);
  });

  it.each(invalid)('rejects %j', (typed) => {
    expect(normaliseDecimalInput(typed)).toBeNull();
  });
});

describe('parseDecimal', () => {
  it.each(valid)('%j → %j', (typed, _dotForm, value) => {
    expect(parseDecimal(typed)).toBe(value);
  });

  it.each(invalid)('%j is no number', (typed) => {
    expect(parseDecimal(typed)).toBeNull();
  });
});

describe('isDecimalCharacters', () => {
  it.each([
    ['1.234,50', true],
    ['-1 234', true],
    ['', true],
    ['12a', false],
    ['kr.', false],
    ['1e5', false],
  ] as const)('%j → %j', (typed, expected) => {
    expect(isDecimalCharacters(typed)).toBe(expected);
  });
});

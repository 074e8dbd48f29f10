import { describe, expect, it } from 'vitest';
import { bodyIdField, ID_MAX, idField } from './ids.js';

/** The parsed id, or the first message. */
const outcome = (result: { success: boolean; data?: unknown; error?: { issues: { message: string }[] } }) =>
  result.success ? result.data : result.error?.issues[0]?.message;

describe('ids (PostgreSQL integer: 1 to 2^31 − 1)', () => {
  it('stops at the largest integer PostgreSQL holds', () => {
    expect(ID_MAX).toBe(2 ** 31 - 1);
  });

  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['007', 7],
    ['2147483647', ID_MAX],
    ['2147483648', 'idTooLarge'],
    [String(2 ** 53), 'idTooLarge'],
    ['99999999999999999999999', 'idTooLarge'],
    ['0', 'mustBeAPositiveNumber'],
    ['-1', 'mustBeAPositiveNumber'],
    ['1.5', 'mustBeInteger'],
    ['abc', 'mustBeInteger'],
    ['0x10', 'mustBeInteger'],
    ['1e3', 'mustBeInteger'],
    ['12abc', 'mustBeInteger'],
    ['1\u0000', 'mustBeInteger'],
    ['', 'required'],
    ['  ', 'required'],
    [undefined, 'required'],
    [null, 'mustBeInteger'],
    [12, 12],
    [ID_MAX, ID_MAX],
    [2 ** 31, 'idTooLarge'],
    [2 ** 53, 'idTooLarge'],
    [Number.MAX_VALUE, 'idTooLarge'],
    [0, 'mustBeAPositiveNumber'],
    [-1, 'mustBeAPositiveNumber'],
    [1.5, 'mustBeInteger'],
    [Number.NaN, 'mustBeInteger'],
  ])('an id in a path or query: %j → %j', (value, expected) => {
    expect(outcome(idField.safeParse(value))).toBe(expected);
  });

  it.each([
    [12, 12],
    [ID_MAX, ID_MAX],
    [2 ** 31, 'idTooLarge'],
    [2 ** 53, 'idTooLarge'],
    [0, 'mustBeAPositiveNumber'],
    [-1, 'mustBeAPositiveNumber'],
    [1.5, 'mustBeInteger'],
    ['12', 'mustBeInteger'],
    [undefined, 'required'],
  ])('an id in a JSON body: %j → %j', (value, expected) => {
    expect(outcome(bodyIdField.safeParse(value))).toBe(expected);
  });
});

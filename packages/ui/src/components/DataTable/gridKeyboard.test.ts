import { describe, expect, it } from 'vitest';
import { findTypeahead, nextGridFocus, type GridFocus } from './gridKeyboard';

const shape = { rowCount: 10_000, colCount: 6, pageSize: 8 };
const key = (name: string, mod = false) => ({ key: name, mod });
const row = (index: number, col: number | null = null): GridFocus => ({ area: 'body', row: index, col });
const header = (col: number): GridFocus => ({ area: 'header', col });

describe('nextGridFocus', () => {
  it('moves between rows with the arrows, beyond the first screen, and stops at the ends', () => {
    expect(nextGridFocus(row(0), key('ArrowDown'), shape)).toEqual(row(1));
    expect(nextGridFocus(row(30), key('ArrowDown'), shape)).toEqual(row(31));
    expect(nextGridFocus(row(9_999), key('ArrowDown'), shape)).toBeNull();
    expect(nextGridFocus(row(5, 2), key('ArrowUp'), shape)).toEqual(row(4, 2));
  });

  it('goes from the header down into the first row and from the first row up into the header', () => {
    expect(nextGridFocus(header(3), key('ArrowDown'), shape)).toEqual(row(0));
    expect(nextGridFocus(row(0), key('ArrowUp'), shape)).toEqual(header(0));
    expect(nextGridFocus(row(0, 4), key('ArrowUp'), shape)).toEqual(header(4));
    expect(nextGridFocus(header(0), key('ArrowDown'), { ...shape, rowCount: 0 })).toBeNull();
  });

  it('moves between header cells and stays within them', () => {
    expect(nextGridFocus(header(3), key('ArrowLeft'), shape)).toEqual(header(2));
    expect(nextGridFocus(header(0), key('ArrowLeft'), shape)).toBeNull();
    expect(nextGridFocus(header(5), key('ArrowRight'), shape)).toBeNull();
    expect(nextGridFocus(header(2), key('End'), shape)).toEqual(header(5));
  });

  it('enters a row with ArrowRight, walks its cells and leaves to the row with ArrowLeft', () => {
    expect(nextGridFocus(row(7), key('ArrowRight'), shape)).toEqual(row(7, 0));
    expect(nextGridFocus(row(7, 0), key('ArrowRight'), shape)).toEqual(row(7, 1));
    expect(nextGridFocus(row(7, 5), key('ArrowRight'), shape)).toBeNull();
    expect(nextGridFocus(row(7, 0), key('ArrowLeft'), shape)).toEqual(row(7));
    expect(nextGridFocus(row(7), key('ArrowLeft'), shape)).toBeNull();
  });

  it('jumps with Home/End (rows from a row, cells from a cell, rows with Ctrl) and a screenful with PageUp/PageDown', () => {
    expect(nextGridFocus(row(500), key('End'), shape)).toEqual(row(9_999));
    expect(nextGridFocus(row(500), key('Home'), shape)).toEqual(row(0));
    expect(nextGridFocus(row(500, 3), key('End'), shape)).toEqual(row(500, 5));
    expect(nextGridFocus(row(500, 3), key('Home', true), shape)).toEqual(row(0, 3));
    expect(nextGridFocus(row(500), key('PageDown'), shape)).toEqual(row(508));
    expect(nextGridFocus(row(3), key('PageUp'), shape)).toEqual(row(0));
    expect(nextGridFocus(row(9_995), key('PageDown'), shape)).toEqual(row(9_999));
  });

  it('ignores keys that do not navigate', () => {
    expect(nextGridFocus(row(1), key('a'), shape)).toBeNull();
    expect(nextGridFocus(header(1), key('Enter'), shape)).toBeNull();
  });
});

describe('findTypeahead', () => {
  const names = ['Anna', 'Bo', 'Birgit', 'Øjvind', 'bente'];

  it('finds the next row after the current one whose text starts with the typed letters, wrapping', () => {
    expect(findTypeahead(names, 'b', 0)).toBe(1);
    expect(findTypeahead(names, 'b', 1)).toBe(2);
    expect(findTypeahead(names, 'B', 4)).toBe(1);
    expect(findTypeahead(names, 'bi', 0)).toBe(2);
  });

  it('compares case-insensitively with Danish letters and answers null when nothing matches', () => {
    expect(findTypeahead(names, 'ø', 0)).toBe(3);
    expect(findTypeahead(names, 'x', 0)).toBeNull();
  });
});

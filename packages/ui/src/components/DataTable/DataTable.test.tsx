import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compareCellValues, formatCellValue, toColumnDefs, type DataTableColumn } from './columnDefs';
import { dataTableStatus } from './DataTableStatus';
import type { DataTableSortDescriptor } from './sortDescriptor';
import { useDataTableModel } from './useDataTableModel';

describe('compareCellValues', () => {
  it('orders text the Danish way: æ, ø, å after z, case and numbers naturally', () => {
    const names = ['Åse', 'Zenia', 'Øjvind', 'anna', 'Æbbe', 'Bo 10', 'Bo 2'];
    expect([...names].sort(compareCellValues)).toEqual(['anna', 'Bo 2', 'Bo 10', 'Zenia', 'Æbbe', 'Øjvind', 'Åse']);
  });

  it('orders numbers and dates by size', () => {
    expect([10, 9, 100].sort(compareCellValues)).toEqual([9, 10, 100]);
    const [older, newer] = [new Date(1950, 0, 1), new Date(2020, 5, 2)];
    expect([newer, older].sort(compareCellValues)).toEqual([older, newer]);
  });

  it('puts empty values last', () => {
    expect(['b', null, 'a'].sort(compareCellValues)).toEqual(['a', 'b', null]);
    expect(compareCellValues(undefined, 'a')).toBeGreaterThan(0);
    expect(compareCellValues(null, undefined)).toBe(0);
  });
});

describe('formatCellValue', () => {
  it('shows dates as DD-MM-YYYY, numbers and text as they are, empty as nothing', () => {
    expect(formatCellValue(new Date(1949, 5, 4))).toBe('04-06-1949');
    expect(formatCellValue(42)).toBe('42');
    expect(formatCellValue('Aktiv')).toBe('Aktiv');
    expect(formatCellValue(null)).toBe('');
    expect(formatCellValue(undefined)).toBe('');
  });
});

describe('dataTableStatus', () => {
  it('prefers the error, then loading, then empty; rows show otherwise', () => {
    expect(dataTableStatus({ isError: true, isLoading: true, rowCount: 5 })).toBe('error');
    expect(dataTableStatus({ isError: false, isLoading: true, rowCount: 5 })).toBe('loading');
    expect(dataTableStatus({ isError: false, isLoading: false, rowCount: 0 })).toBe('empty');
    expect(dataTableStatus({ isError: false, isLoading: false, rowCount: 5 })).toBeNull();
  });
});

interface Person {
  id: string;
  name: string;
  age: number | null;
  born: Date;
}
const people: Person[] = [
  { id: 'p1', name: 'Øjvind', age: 40, born: new Date(1985, 0, 1) },
  { id: 'p2', name: 'Anna', age: null, born: new Date(2001, 0, 1) },
  { id: 'p3', name: 'Åse', age: 7, born: new Date(2018, 0, 1) },
  { id: 'p4', name: 'Bo', age: 65, born: new Date(1960, 0, 1) },
];
const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Navn', isSortable: true },
  { id: 'age', header: 'Alder', isSortable: true },
  { id: 'year', header: 'År', accessor: (person) => person.born.getFullYear() },
];

describe('toColumnDefs', () => {
  it('keeps id, header and sortable flag, and puts width and row header into meta', () => {
    const [name, age, year] = toColumnDefs([...columns.slice(0, 2), { ...columns[2]!, width: 90, minWidth: 60 }]);
    expect(name).toMatchObject({ id: 'name', header: 'Navn', enableSorting: true });
    expect(name?.meta).toEqual({ width: '1fr', minWidth: 80, isRowHeader: true });
    expect(age?.meta?.isRowHeader).toBe(false);
    expect(year).toMatchObject({ enableSorting: false, meta: { width: 90, minWidth: 60, isRowHeader: false } });
  });
});

/** The ids of the rows @tanstack/react-table produces for a sort, read in one server render. */
function sortedIds(
  sortDescriptor: DataTableSortDescriptor | undefined,
  field: 'sortDescriptor' | 'defaultSortDescriptor',
) {
  let ids: string[] = [];
  function Probe() {
    const model = useDataTableModel({ columns, items: people, getRowId: (p) => p.id, [field]: sortDescriptor });
    ids = model.rows.map((row) => row.id);
    return null;
  }
  renderToString(<Probe />);
  return ids;
}

describe('useDataTableModel', () => {
  it('keeps the order of items without a sort', () => {
    expect(sortedIds(undefined, 'sortDescriptor')).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('sorts text the Danish way, both directions', () => {
    expect(sortedIds({ column: 'name', direction: 'ascending' }, 'sortDescriptor')).toEqual(['p2', 'p4', 'p1', 'p3']);
    expect(sortedIds({ column: 'name', direction: 'descending' }, 'sortDescriptor')).toEqual(['p3', 'p1', 'p4', 'p2']);
  });

  it('sorts numbers by size with empty values last in both directions', () => {
    expect(sortedIds({ column: 'age', direction: 'ascending' }, 'defaultSortDescriptor')).toEqual([
      'p3',
      'p1',
      'p4',
      'p2',
    ]);
    expect(sortedIds({ column: 'age', direction: 'descending' }, 'defaultSortDescriptor')).toEqual([
      'p4',
      'p1',
      'p3',
      'p2',
    ]);
  });

  it('ignores a sort by a column that is not sortable (e.g. a stale query parameter)', () => {
    expect(sortedIds({ column: 'year', direction: 'descending' }, 'sortDescriptor')).toEqual(['p1', 'p2', 'p3', 'p4']);
  });
});

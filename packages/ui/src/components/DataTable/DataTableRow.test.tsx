// @vitest-environment jsdom
import { act, Profiler } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataTableColumn } from './columnDefs';
import { DataTable } from './DataTable';
import type { DataTableProps } from './DataTableProps';
import type * as Styles from './dataTableStyles';

// tailwind-variants 3.3 hands out a cached slots object after its first calls (3.2 made a new one on
// every call), which would hide a table passing a new one to its rows on each render: here every call
// makes a new one, as the library promises nothing else.
vi.mock('./dataTableStyles', async (importOriginal) => {
  const { dataTableStyles } = await importOriginal<typeof Styles>();
  return { dataTableStyles: (...args: Parameters<typeof dataTableStyles>) => ({ ...dataTableStyles(...args) }) };
});

// React warns about updates outside act() unless it is told this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Person {
  id: string;
  name: string;
}
const people: Person[] = ['Anna', 'Bo', 'Carl', 'Dorthe', 'Ejnar'].map((name, index) => ({ id: `p${index}`, name }));
const personId = (person: Person) => person.id;

/** How often each row's cell was rendered, by row id: the cell renders exactly when its row does. */
let cellRenders = new Map<string, number>();
const columns: DataTableColumn<Person>[] = [
  {
    id: 'name',
    header: 'Navn',
    cell: (person) => {
      cellRenders.set(person.id, (cellRenders.get(person.id) ?? 0) + 1);
      return person.name;
    },
  },
];

let container: HTMLDivElement;
let root: Root;
let tableRenders = 0;

/** Renders the table (again) with the same data: only the props given here differ. */
function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  act(() =>
    root.render(
      <Profiler id="table" onRender={() => (tableRenders += 1)}>
        <DataTable aria-label="Medlemmer" columns={columns} items={people} getRowId={personId} {...props} />
      </Profiler>,
    ),
  );
}

const rowElement = (index: number) => container.querySelector<HTMLElement>(`[data-row="${index}"]`)!;

/** What each row has rendered since `before`. */
function rendersSince(before: ReadonlyMap<string, number>) {
  return Object.fromEntries(people.map(({ id }) => [id, (cellRenders.get(id) ?? 0) - (before.get(id) ?? 0)]));
}

beforeEach(() => {
  cellRenders = new Map();
  tableRenders = 0;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('DataTableRow memo', () => {
  it('renders every row once at first', () => {
    renderTable();
    expect(rendersSince(new Map())).toEqual({ p0: 1, p1: 1, p2: 1, p3: 1, p4: 1 });
  });

  it('leaves every row alone when the table renders again with the same data', () => {
    renderTable();
    const before = new Map(cellRenders);
    const tableBefore = tableRenders;
    renderTable({ className: 'mt-2' });
    expect(tableRenders).toBeGreaterThan(tableBefore);
    expect(rendersSince(before)).toEqual({ p0: 0, p1: 0, p2: 0, p3: 0, p4: 0 });
  });

  it('re-renders only the rows whose focus changed when another row gets focus', () => {
    renderTable();
    const before = new Map(cellRenders);
    // The first row is the tab stop at first; focusing the third moves the tab stop there.
    act(() => rowElement(2).focus());
    expect(rowElement(2).tabIndex).toBe(0);
    expect(rendersSince(before)).toEqual({ p0: 1, p1: 0, p2: 1, p3: 0, p4: 0 });
  });

  it('re-renders only the row whose selection changed when Space selects it', () => {
    renderTable({ selectionMode: 'multiple' });
    act(() => rowElement(1).focus());
    const before = new Map(cellRenders);
    act(() => {
      rowElement(1).dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    });
    expect(rowElement(1).getAttribute('aria-selected')).toBe('true');
    expect(rendersSince(before)).toEqual({ p0: 0, p1: 1, p2: 0, p3: 0, p4: 0 });
  });
});

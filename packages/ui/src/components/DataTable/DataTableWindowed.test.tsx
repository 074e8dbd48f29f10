// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataTableColumn } from './columnDefs';
import { DataTable } from './DataTable';
import type { DataTableProps } from './DataTableProps';
import type { DataTableSelection } from './rowSelection';
import type { DataTableRange } from './windowedRange';

// React warns about updates outside act() unless it is told this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Person {
  id: string;
  name: string;
}
const columns: DataTableColumn<Person>[] = [{ id: 'name', header: 'Navn' }];
const personId = (person: Person) => person.id;
const ROW_COUNT = 20_000;

let container: HTMLDivElement;
let root: Root;

/** A windowed table of 20,000 people of whom those in `loaded` are loaded. */
function renderWindowed(
  loaded: ReadonlySet<number>,
  props: Partial<DataTableProps<Person, DataTableSelection>> = {},
  onRangeChange: (range: DataTableRange) => void = () => {},
) {
  const rowAt = (index: number) => (loaded.has(index) ? { id: `p${index}`, name: `Person ${index}` } : undefined);
  act(() =>
    root.render(
      <DataTable<Person, DataTableSelection>
        aria-label="Medlemmer"
        columns={columns}
        getRowId={personId}
        windowed={{ rowCount: ROW_COUNT, rowAt, onRangeChange }}
        {...props}
      />,
    ),
  );
}

const range = (start: number, end: number) => new Set(Array.from({ length: end - start }, (_, i) => start + i));
const rowElement = (index: number) => container.querySelector<HTMLElement>(`[data-row="${index}"]`)!;
const selectAll = () => container.querySelector<HTMLInputElement>('[role="columnheader"] input[type="checkbox"]')!;
const press = (element: HTMLElement, key: string, init: KeyboardEventInit = {}) =>
  act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
  });

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('DataTable windowed', () => {
  it('tells the whole size, shows placeholder rows and asks for the first rows at once', () => {
    const onRangeChange = vi.fn();
    renderWindowed(new Set(), {}, onRangeChange);
    expect(container.querySelector('[role="grid"]')?.getAttribute('aria-rowcount')).toBe(String(ROW_COUNT + 1));
    expect(rowElement(0).hasAttribute('data-placeholder')).toBe(true);
    expect(rowElement(0).getAttribute('aria-busy')).toBe('true');
    expect(onRangeChange).toHaveBeenCalledTimes(1);
    const [asked] = onRangeChange.mock.lastCall as [DataTableRange];
    expect(asked.start).toBe(0);
    expect(asked.end).toBeGreaterThan(8);
    expect(asked.end).toBeLessThan(100);
  });

  it('shows loaded rows and asks for nothing when the visible rows are loaded', () => {
    const onRangeChange = vi.fn();
    renderWindowed(range(0, 100), {}, onRangeChange);
    act(() => vi.advanceTimersByTime(500));
    expect(onRangeChange).not.toHaveBeenCalled();
    expect(rowElement(0).hasAttribute('data-placeholder')).toBe(false);
    expect(rowElement(0).textContent).toBe('Person 0');
  });

  it('selects all from the row count and reports a row deselected after it as an exception', () => {
    const onSelectionChange = vi.fn();
    let selection: DataTableSelection = new Set();
    const render = () =>
      renderWindowed(range(0, 100), {
        selectionMode: 'multiple',
        selectedKeys: selection,
        onSelectionChange: (keys) => {
          selection = keys;
          onSelectionChange(keys);
        },
      });
    render();
    expect(selectAll().checked).toBe(false);

    act(() => selectAll().click());
    expect(onSelectionChange).toHaveBeenLastCalledWith('all');
    render();
    expect(selectAll().checked).toBe(true);

    act(() => rowElement(1).focus());
    press(rowElement(1), ' ');
    expect(selection).toEqual({ all: true, except: new Set(['p1']) });
    render();
    expect(selectAll().indeterminate).toBe(true);
    expect(rowElement(1).getAttribute('aria-selected')).toBe('false');
    expect(rowElement(2).getAttribute('aria-selected')).toBe('true');

    // Escape clears; Ctrl+A selects all again.
    press(rowElement(1), 'Escape');
    expect(selection).toEqual(new Set());
    render();
    press(rowElement(1), 'a', { ctrlKey: true });
    expect(selection).toBe('all');
  });

  it('holds the placeholders still while the table scrolls, and lets them pulse once it stands still', () => {
    renderWindowed(new Set());
    const bar = () => rowElement(0).querySelector('[role="gridcell"] span')!;
    expect(bar().className).toContain('animate-pulse');

    const grid = container.querySelector<HTMLElement>('[role="grid"]')!;
    act(() => {
      grid.scrollTop = 0;
      grid.dispatchEvent(new Event('scroll'));
    });
    expect(bar().className).not.toContain('animate-pulse');

    act(() => vi.advanceTimersByTime(500));
    expect(bar().className).toContain('animate-pulse');
  });

  it('lets the keyboard reach the last row, a placeholder until it is loaded', () => {
    const onRangeChange = vi.fn();
    renderWindowed(range(0, 100), {}, onRangeChange);
    act(() => rowElement(0).focus());
    press(rowElement(0), 'End');
    act(() => vi.advanceTimersByTime(500));
    expect(rowElement(ROW_COUNT - 1).hasAttribute('data-placeholder')).toBe(true);
    expect(document.activeElement).toBe(rowElement(ROW_COUNT - 1));
  });

  it('hands the sort to the caller and leaves the rows in the order given', () => {
    const onSortChange = vi.fn();
    renderWindowed(range(0, 100), {
      columns: [{ id: 'name', header: 'Navn', isSortable: true }],
      sortDescriptor: { column: 'name', direction: 'descending' },
      onSortChange,
    });
    expect(rowElement(0).textContent).toBe('Person 0');
    const header = container.querySelector<HTMLElement>('[role="columnheader"][data-header-col="0"]')!;
    expect(header.getAttribute('aria-sort')).toBe('descending');
    act(() => header.click());
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useRef, useState } from 'react';
import type { Selection as RowSelection } from 'react-aria-components';
import { expect, fn, waitFor, within } from 'storybook/test';
import { StatusPill, type StatusPillTone } from '../StatusPill';
import { compareCellValues, type DataTableColumn } from './columnDefs';
import { DataTable } from './DataTable';
import { makeMembers, type StoryMember } from './dataTableStoryData';
import { countSelected, type DataTableSelection } from './rowSelection';
import type { DataTableSortDescriptor } from './sortDescriptor';
import type { DataTableRange } from './windowedRange';

const statusTone: Record<StoryMember['status'], StatusPillTone> = {
  Aktiv: 'success',
  Inaktiv: 'neutral',
  Afventer: 'warning',
};

/** The members screen's columns; name, type, birthdate and status sort. */
const columns: DataTableColumn<StoryMember>[] = [
  { id: 'name', header: 'Navn', isSortable: true, width: '2fr', minWidth: 160 },
  { id: 'email', header: 'E-mail', width: '3fr', minWidth: 200 },
  { id: 'type', header: 'Type', isSortable: true, minWidth: 90 },
  { id: 'birthdate', header: 'Fødselsdato', isSortable: true, width: 130 },
  {
    id: 'status',
    header: 'Status',
    isSortable: true,
    minWidth: 110,
    cell: (member) => <StatusPill tone={statusTone[member.status]}>{member.status}</StatusPill>,
  },
];

const members = makeMembers(12);
const manyMembers = makeMembers(10_000, 7);
const getRowId = (member: StoryMember) => member.id;
/** The names in ascending order, as the table should sort them (Danish: Æ, Ø, Å last). */
const sortedNames = (list: StoryMember[]) => list.map((m) => m.name).sort(compareCellValues);

const meta = {
  title: 'UI/DataTable',
  component: DataTable<StoryMember>,
  args: { 'aria-label': 'Medlemmer', columns, items: members, getRowId, className: 'max-w-4xl' },
} satisfies Meta<typeof DataTable<StoryMember>>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid');
/** The body rows in the DOM (the header row excluded). */
const bodyRows = (canvasElement: HTMLElement) =>
  within(grid(canvasElement))
    .getAllByRole('row')
    .filter((row) => row.querySelector('[role="gridcell"], [role="rowheader"]'));
/** The keys of the last `onSelectionChange` call, sorted (RAC passes its own Set subclass, or 'all'). */
const lastSelection = (onSelectionChange: unknown) => {
  const keys = (onSelectionChange as { mock: { lastCall?: [RowSelection] } }).mock.lastCall?.[0];
  return keys === 'all' || keys === undefined ? keys : [...keys].map(String).sort();
};
const firstRowName = (canvasElement: HTMLElement) =>
  bodyRows(canvasElement)
    .map((row) => [Number(row.getAttribute('aria-rowindex')), row] as const)
    .sort(([a], [b]) => a - b)[0]?.[1]
    .querySelector('[role="rowheader"]')?.textContent;

export const Default: Story = {};

/** Controlled sort: a header press sorts ascending, a second press on it reverses (`aria-sort` follows). */
export const Sorting: Story = {
  args: { onSortChange: fn() },
  render: function Render(args) {
    const [sort, setSort] = useState<DataTableSortDescriptor>({ column: 'name', direction: 'ascending' });
    return (
      <DataTable
        {...args}
        sortDescriptor={sort}
        onSortChange={(next) => {
          setSort(next);
          args.onSortChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const name = canvas.getByRole('columnheader', { name: 'Navn' });
    const birthdate = canvas.getByRole('columnheader', { name: 'Fødselsdato' });
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    const names = sortedNames(members);
    await expect(firstRowName(canvasElement)).toBe(names[0]);

    await userEvent.click(name);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    await waitFor(() => expect(name).toHaveAttribute('aria-sort', 'descending'));
    await expect(firstRowName(canvasElement)).toBe(names.at(-1));

    await userEvent.click(birthdate);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'birthdate', direction: 'ascending' });
    await waitFor(() => expect(birthdate).toHaveAttribute('aria-sort', 'ascending'));
    await expect(name).not.toHaveAttribute('aria-sort', 'descending');

    // Keyboard: the pressed header keeps focus; arrows move along the header, Enter sorts.
    await expect(birthdate).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
    await waitFor(() => expect(name).toHaveAttribute('aria-sort', 'ascending'));
    await expect(firstRowName(canvasElement)).toBe(names[0]);
  },
};

/** Controlled selection: a checkbox per row, select-all in the header (RAC's `'all'`). */
export const Selection: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  render: function Render(args) {
    const [selected, setSelected] = useState<RowSelection>(new Set(['m2']));
    return (
      <DataTable
        {...args}
        selectedKeys={selected}
        onSelectionChange={(keys) => {
          setSelected(keys);
          args.onSelectionChange?.(keys);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: 'Vælg alle' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('all');
    await waitFor(() => expect(all).toBeChecked());
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();

    await userEvent.click(all);
    await waitFor(() => expect(all).not.toBeChecked());
    const rowBoxes = canvas.getAllByRole('checkbox').filter((box) => box !== all);
    for (const box of rowBoxes) await expect(box).not.toBeChecked();

    await userEvent.click(rowBoxes[0] as HTMLElement);
    await expect(lastSelection(args.onSelectionChange)).toEqual([members[0]?.id]);
    await expect(all).toBePartiallyChecked();
  },
};

/** Keyboard selection: arrows move between rows, Space toggles the focused row. */
export const KeyboardSelection: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ args, canvasElement, userEvent }) => {
    await userEvent.tab();
    const focusedRow = () => (document.activeElement as HTMLElement | null)?.closest('[role="row"]');
    await waitFor(() => expect(focusedRow()).toHaveAttribute('aria-rowindex', '2'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(focusedRow()).toHaveAttribute('aria-rowindex', '4'));
    await userEvent.keyboard(' ');
    await expect(lastSelection(args.onSelectionChange)).toEqual([members[2]?.id]);
    await waitFor(() => expect(focusedRow()).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{ArrowUp} ');
    await expect(lastSelection(args.onSelectionChange)).toEqual([members[1]?.id, members[2]?.id].sort());
    await userEvent.keyboard(' ');
    await expect(lastSelection(args.onSelectionChange)).toEqual([members[2]?.id]);
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Vælg alle' })).toBePartiallyChecked();
  },
};

/** No rows: the empty text (a prop, default "Ingen rækker"). */
export const Empty: Story = {
  args: { items: [], height: 240 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ingen rækker')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Navn' })).toBeVisible();
  },
};

/** The first load: a spinner and "Indlæser …" instead of rows. */
export const Loading: Story = {
  args: { isLoading: true, height: 240 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Indlæser …')).toBeVisible();
    await expect(canvas.queryByText(members[0]?.name ?? '')).not.toBeInTheDocument();
  },
};

/** A failed load: "Der skete en fejl" and a retry button, reachable with Tab. */
export const ErrorState: Story = {
  name: 'Error',
  args: { isError: true, onRetry: fn(), height: 240 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Der skete en fejl')).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Prøv igen' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await waitFor(() => expect(retry).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** Every look: sorted, selected (one row, all), empty, loading, error. */
export const Catalog: Story = {
  render: (args) => (
    <div className="grid max-w-4xl gap-4">
      <DataTable
        {...args}
        aria-label="Sorteret og valgt"
        items={members.slice(0, 4)}
        height={4 * 42 + 42}
        selectionMode="multiple"
        defaultSelectedKeys={new Set(['m2'])}
        defaultSortDescriptor={{ column: 'birthdate', direction: 'descending' }}
      />
      <DataTable
        {...args}
        aria-label="Alle valgt"
        items={members.slice(0, 2)}
        height={2 * 42 + 42}
        selectionMode="multiple"
        defaultSelectedKeys="all"
      />
      <DataTable {...args} aria-label="Tom" items={[]} height={120} />
      <DataTable {...args} aria-label="Indlæser" isLoading height={120} />
      <DataTable {...args} aria-label="Fejl" isError onRetry={() => {}} height={140} />
    </div>
  ),
};

/**
 * 10,000 rows: only the visible ones are in the DOM, yet arrow keys reach every row (`aria-rowindex`)
 * and sorting by a column reverses on a second press.
 */
export const Large: Story = {
  args: { items: manyMembers, 'aria-label': 'Mange medlemmer' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const table = grid(canvasElement);
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(bodyRows(canvasElement).length).toBeLessThan(100);

    // Sorting by the pointer: a press on the header sorts ascending, a second press reverses.
    const names = sortedNames(manyMembers);
    const name = canvas.getByRole('columnheader', { name: 'Navn' });
    await userEvent.click(name);
    await waitFor(() => expect(name).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(firstRowName(canvasElement)).toBe(names[0]));
    await userEvent.click(name);
    await waitFor(() => expect(name).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(firstRowName(canvasElement)).toBe(names.at(-1)));
    await expect(bodyRows(canvasElement).length).toBeLessThan(100);

    // Keyboard: from the pressed header down into row 1 (aria-rowindex 2), then 30 rows further.
    await expect(name).toHaveFocus();
    const focusedRow = () => (document.activeElement as HTMLElement | null)?.closest('[role="row"]');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedRow()).toHaveAttribute('aria-rowindex', '2'));
    for (let step = 0; step < 30; step += 1) await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedRow()).toHaveAttribute('aria-rowindex', '32'));
    await expect(table.contains(focusedRow() ?? null)).toBe(true);
    await expect(table.scrollTop).toBeGreaterThan(0);
    await expect(bodyRows(canvasElement).length).toBeLessThan(100);
  },
};

// ---- Windowed: 20,000 rows loaded a page at a time -------------------------------------------------

const WINDOWED_COUNT = 20_000;
/** The in-story server's page size and delay: the members screen pages by offset/limit of 100. */
const PAGE_SIZE = 100;
const PAGE_DELAY_MS = 150;
const windowedMembers = makeMembers(WINDOWED_COUNT, 11);
const NO_DISABLED: ReadonlySet<string> = new Set();
const danishCount = new Intl.NumberFormat('da-DK');

/** The server's sorted lists, made once per sort (as a database index would be). */
const sortedLists = new Map<string, StoryMember[]>();
function sortedMembers(sort: DataTableSortDescriptor | undefined): StoryMember[] {
  if (!sort) return windowedMembers;
  const key = `${sort.column}:${sort.direction}`;
  let list = sortedLists.get(key);
  if (!list) {
    const column = sort.column as keyof StoryMember;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    list = [...windowedMembers].sort(
      (a, b) => sign * compareCellValues(a[column], b[column]) || a.id.localeCompare(b.id),
    );
    sortedLists.set(key, list);
  }
  return list;
}

/** The in-story server: one page of the sorted members after a fixed delay (no randomness: stable screenshots). */
const fetchPage = (sort: DataTableSortDescriptor | undefined, page: number) =>
  new Promise<StoryMember[]>((resolve) =>
    setTimeout(() => resolve(sortedMembers(sort).slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)), PAGE_DELAY_MS),
  );

/**
 * The members screen's use of a windowed table: a cache of pages, a page asked for once, the cache dropped
 * on a new sort (an answer for the old sort is thrown away), and the selection's count from the row count.
 */
function WindowedMembers({
  onRangeChange,
  isServerSilent = false,
  height,
}: {
  onRangeChange?: (range: DataTableRange) => void;
  /** The server never answers: the rows stay placeholders (their look, held still for the screenshot). */
  isServerSilent?: boolean;
  height?: number;
}) {
  const [sort, setSort] = useState<DataTableSortDescriptor>();
  const [pages, setPages] = useState<ReadonlyMap<number, StoryMember[]>>(new Map());
  const [selected, setSelected] = useState<DataTableSelection>(new Set());
  // Pages on their way, per sort: a range spanning a page already asked for does not ask again.
  const inFlight = useRef(new Set<string>());
  const sortRef = useRef(sort);

  const rowAt = useCallback((index: number) => pages.get(Math.floor(index / PAGE_SIZE))?.[index % PAGE_SIZE], [pages]);
  const loadRange = (range: DataTableRange) => {
    onRangeChange?.(range);
    if (isServerSilent) return;
    const currentSort = sortRef.current;
    for (let page = Math.floor(range.start / PAGE_SIZE); page <= Math.floor((range.end - 1) / PAGE_SIZE); page += 1) {
      const key = `${currentSort?.column}:${currentSort?.direction}:${page}`;
      if (pages.has(page) || inFlight.current.has(key)) continue;
      inFlight.current.add(key);
      void fetchPage(currentSort, page).then((rows) => {
        inFlight.current.delete(key);
        if (sortRef.current !== currentSort) return;
        setPages((before) => new Map(before).set(page, rows));
      });
    }
  };

  return (
    <div className="grid max-w-4xl gap-2">
      <p className="text-sm text-fg-muted" aria-live="polite">
        {danishCount.format(countSelected(selected, WINDOWED_COUNT, NO_DISABLED))} valgt
      </p>
      <DataTable<StoryMember, DataTableSelection>
        aria-label="Alle medlemmer"
        height={height}
        columns={columns}
        getRowId={getRowId}
        windowed={{ rowCount: WINDOWED_COUNT, rowAt, onRangeChange: loadRange }}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        sortDescriptor={sort}
        onSortChange={(next) => {
          sortRef.current = next;
          setSort(next);
          setPages(new Map());
        }}
      />
    </div>
  );
}

/** The ranges the Windowed story's table asked for (a story's `args` cannot name a prop DataTable lacks). */
const windowedRanges = fn<(range: DataTableRange) => void>();

/** The name in a row by its 0-based index, once it is loaded. */
const rowNameAt = (canvasElement: HTMLElement, index: number) =>
  grid(canvasElement).querySelector(`[data-row="${index}"] [role="rowheader"]`)?.textContent;

/**
 * 20,000 rows loaded a page of 100 at a time (`windowed`): the table knows the count, asks for the rows
 * around the visible ones, and shows placeholder rows until they arrive.
 */
export const Windowed: Story = {
  beforeEach: () => {
    windowedRanges.mockClear();
  },
  render: () => <WindowedMembers onRangeChange={windowedRanges} />,
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement)).toHaveAttribute('aria-rowcount', String(WINDOWED_COUNT + 1));
    await waitFor(() => expect(rowNameAt(canvasElement, 0)).toBe(windowedMembers[0]?.name));
    await expect(grid(canvasElement).querySelector('[data-placeholder]')).toBeNull();
    // One request for the first rows, none for rows already loaded.
    await expect(windowedRanges).toHaveBeenCalledTimes(1);
    await expect(windowedRanges.mock.lastCall?.[0]).toMatchObject({ start: 0 });
    await expect(bodyRows(canvasElement).length).toBeLessThan(60);
  },
};

/** Scrolled to the end: the rows there are asked for and the last member shows. */
export const WindowedScrollToEnd: Story = {
  tags: ['!snapshot'],
  render: () => <WindowedMembers />,
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    await waitFor(() => expect(rowNameAt(canvasElement, 0)).toBe(windowedMembers[0]?.name));
    table.scrollTop = table.scrollHeight;
    const last = WINDOWED_COUNT - 1;
    await waitFor(() => expect(rowNameAt(canvasElement, last)).toBe(windowedMembers[last]?.name), { timeout: 3000 });
    await expect(table.querySelector(`[data-row="${last}"]`)).toHaveAttribute('aria-rowindex', String(last + 2));
  },
};

/**
 * Select-all in a windowed table: every row of the filter (shown as "20.000 valgt" from the row count);
 * a row deselected after it leaves all but that one.
 */
export const WindowedSelectAll: Story = {
  tags: ['!snapshot'],
  render: () => <WindowedMembers />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(rowNameAt(canvasElement, 0)).toBe(windowedMembers[0]?.name));
    const all = canvas.getByRole('checkbox', { name: 'Vælg alle' });
    await userEvent.click(all);
    await waitFor(() => expect(all).toBeChecked());
    await expect(canvas.getByText('20.000 valgt')).toBeVisible();

    const first = canvas.getByRole('checkbox', { name: `Vælg ${windowedMembers[0]?.name ?? ''}` });
    await userEvent.click(first);
    await waitFor(() => expect(all).toBePartiallyChecked());
    await expect(canvas.getByText('19.999 valgt')).toBeVisible();

    // Select-all again: everything, the exception gone.
    await userEvent.click(all);
    await waitFor(() => expect(all).toBeChecked());
    await expect(canvas.getByText('20.000 valgt')).toBeVisible();
    await expect(first).toBeChecked();
  },
};

/** Rows not loaded yet: placeholder rows of a loaded row's height, busy for screen readers (the server never answers here). */
export const WindowedPlaceholders: Story = {
  render: () => <WindowedMembers isServerSilent height={4 * 42 + 40 + 2} />,
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement)).toHaveAttribute('aria-rowcount', String(WINDOWED_COUNT + 1));
    const placeholder = grid(canvasElement).querySelector('[data-row="0"]');
    await expect(placeholder).toHaveAttribute('data-placeholder');
    await expect(placeholder).toHaveAttribute('aria-busy', 'true');
    await expect(placeholder).toHaveStyle({ height: '42px' });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../components/Button';
import { DataTable, type DataTableRange } from '../components/DataTable';
import { makeMembers, memberColumns, memberRowId, type StoryMember } from '../components/DataTable/dataTableStoryData';
import { MemberPickerList, type PickerMember } from '../components/MemberPickerList';

/**
 * The browser entry of `pnpm bench` (scripts/bench-browser.mjs) opens these stories: the 10,000 rows
 * exist before the press, so the figure is the time from data to first paint of the list, not the
 * time to make the data. The press stamps `window.__klubhusBench.start`; the first paint after the
 * list mounts stamps `painted`. The stories have no play function: the bench itself presses, and in the
 * visual harness they show the button only.
 */
const ROWS = 10_000;
const members = makeMembers(ROWS, 7);
const pickerMembers: PickerMember[] = members.map((member) => ({
  id: member.id,
  name: member.name,
  isInactive: member.status === 'Inaktiv',
  groups: member.type === 'Barn' ? ['U12'] : ['Seniorer'],
}));

const WINDOWED_ROWS = 20_000;
const windowedMembers = makeMembers(WINDOWED_ROWS, 7);
const PAGE_SIZE = 100;

/**
 * A windowed DataTable over 20,000 members whose pages come from memory a task later (`setTimeout` 0):
 * the figures are the table's own (placeholders, range requests, rows arriving), not a network's.
 */
function WindowedBenchTable() {
  const [pages, setPages] = useState<ReadonlyMap<number, StoryMember[]>>(new Map());
  const asked = useRef(new Set<number>());
  const rowAt = useCallback((index: number) => pages.get(Math.floor(index / PAGE_SIZE))?.[index % PAGE_SIZE], [pages]);
  const onRangeChange = ({ start, end }: DataTableRange) => {
    for (let page = Math.floor(start / PAGE_SIZE); page <= Math.floor((end - 1) / PAGE_SIZE); page += 1) {
      if (asked.current.has(page)) continue;
      asked.current.add(page);
      setTimeout(() => {
        const rows = windowedMembers.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
        setPages((before) => new Map(before).set(page, rows));
      }, 0);
    }
  };
  return (
    <DataTable
      aria-label="Medlemmer"
      columns={memberColumns}
      getRowId={memberRowId}
      windowed={{ rowCount: WINDOWED_ROWS, rowAt, onRangeChange }}
      selectionMode="multiple"
    />
  );
}

interface BenchStamps {
  start?: number;
  painted?: number;
}

declare global {
  var __klubhusBench: BenchStamps | undefined;
}

/** Runs after the browser has painted the frame the list mounted in. */
const afterNextPaint = (done: () => void) => requestAnimationFrame(() => setTimeout(done, 0));

const BenchHarness = ({ label, children }: { label: string; children: ReactNode }) => {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!shown) return;
    afterNextPaint(() => {
      globalThis.__klubhusBench = { ...globalThis.__klubhusBench, painted: performance.now() };
    });
  }, [shown]);
  return (
    <div className="flex w-[720px] flex-col gap-4">
      <Button
        onPress={() => {
          globalThis.__klubhusBench = { start: performance.now() };
          setShown(true);
        }}
        isDisabled={shown}
      >
        {label}
      </Button>
      {shown && children}
    </div>
  );
};

const meta = {
  title: 'UI/Bench/Large lists',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** 10,000 members in the DataTable, shown on a press. */
export const DataTableRows: Story = {
  render: () => (
    <BenchHarness label="Vis 10.000 rækker">
      <DataTable
        aria-label="Medlemmer"
        columns={memberColumns}
        items={members}
        getRowId={memberRowId}
        selectionMode="multiple"
      />
    </BenchHarness>
  ),
};

/** 20,000 members in a windowed DataTable (pages of 100 loaded as the window moves), shown on a press. */
export const DataTableWindowedRows: Story = {
  render: () => (
    <BenchHarness label="Vis 20.000 rækker i vinduer">
      <WindowedBenchTable />
    </BenchHarness>
  ),
};

/** 10,000 members in the MemberPickerList, shown on a press. */
export const MemberPickerRows: Story = {
  render: () => (
    <BenchHarness label="Vis 10.000 medlemmer">
      <MemberPickerList members={pickerMembers} />
    </BenchHarness>
  ),
};

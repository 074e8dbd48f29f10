import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../components/Button';
import { DataTable } from '../components/DataTable';
import { makeMembers, memberColumns, memberRowId } from '../components/DataTable/dataTableStoryData';
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

/** 10,000 members in the MemberPickerList, shown on a press. */
export const MemberPickerRows: Story = {
  render: () => (
    <BenchHarness label="Vis 10.000 medlemmer">
      <MemberPickerList members={pickerMembers} />
    </BenchHarness>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { StatusPill } from '../StatusPill';
import { ActionList, ActionListItem } from './ActionList';

interface Entry {
  id: number;
  title: string;
  when: string;
  place: string;
  isCancelled?: boolean;
}

const entries = (count: number, from = 0): Entry[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index + 1,
    title: `Træning ${from + index + 1}`,
    when: `tor. ${1 + ((from + index) % 28)}. okt. 2026 · 17:00–18:30`,
    place: 'Kunstgræsbanen',
    isCancelled: (from + index) % 7 === 3,
  }));

const Row = ({ entry }: { entry: Entry }) => (
  <ActionListItem id={entry.id} textValue={`${entry.title}, ${entry.when}, ${entry.place}`}>
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="font-semibold">{entry.title}</span>
      {entry.isCancelled && <StatusPill tone="danger">Aflyst</StatusPill>}
    </div>
    <div className="text-sm text-fg-muted">
      {entry.when} · {entry.place}
    </div>
  </ActionListItem>
);

const onAction = fn();

const meta = {
  title: 'UI/ActionList',
  component: ActionList<Entry>,
  args: {
    'aria-label': 'Aktiviteter',
    items: entries(4),
    onAction,
    children: (entry: Entry) => <Row entry={entry} />,
  },
  decorators: [
    (Story) => (
      <div className="w-[560px] max-w-full p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActionList<Entry>>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row');
/** The rows once the list has built its collection (after the first render). */
const rowsIn = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('row');

/** Rows that each open something: a click or Enter runs the action with the row's id. */
export const Default: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    await userEvent.click((await rowsIn(canvasElement))[1]!);
    await expect(args.onAction).toHaveBeenLastCalledWith(2);
  },
};

/** One tab stop: the arrow keys move between rows, Enter opens the focused one. */
export const Keyboard: Story = {
  tags: ['!snapshot'],
  play: async ({ args, canvasElement, userEvent }) => {
    await rowsIn(canvasElement);
    await userEvent.tab();
    await expect(rows(canvasElement)[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(rows(canvasElement)[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{End}');
    await expect(rows(canvasElement)[3]).toHaveFocus();
  },
};

/** No rows: the empty state the caller renders. */
export const Empty: Story = {
  args: {
    items: [],
    renderEmptyState: () => <EmptyState title="Ingen kommende aktiviteter" />,
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Ingen kommende aktiviteter');
  },
};

/** The next page is loading: a spinner row after the last row. */
export const LoadingMore: Story = {
  args: { onLoadMore: fn(), isLoadingMore: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Indlæser flere' })).toBeInTheDocument();
  },
};

/** Pages: as the end of the list nears the view, `onLoadMore` asks for the next 20 rows, until 60 are in. */
export const InfiniteScroll: Story = {
  tags: ['!snapshot'],
  render: function Render(args) {
    const [items, setItems] = useState(() => entries(20));
    const [isLoading, setIsLoading] = useState(false);
    const more = () => {
      if (isLoading || items.length >= 60) return;
      setIsLoading(true);
      setTimeout(() => {
        setItems((loaded) => [...loaded, ...entries(20, loaded.length)]);
        setIsLoading(false);
      }, 50);
    };
    return (
      <div className="h-80 overflow-auto" data-testid="scroller">
        <ActionList
          {...args}
          items={items}
          onLoadMore={items.length < 60 ? more : undefined}
          isLoadingMore={isLoading}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByTestId('scroller');
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(20));
    for (const expected of [40, 60]) {
      scroller.scrollTop = scroller.scrollHeight;
      await waitFor(() => expect(rows(canvasElement)).toHaveLength(expected));
    }
  },
};

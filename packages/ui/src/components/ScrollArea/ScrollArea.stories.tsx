import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ScrollArea, SCROLL_AREA_HEIGHTS } from './ScrollArea';

const names = [
  'Anna Holm',
  'Bo Jensen',
  'Carl Nielsen',
  'Dorthe Hansen',
  'Emil Pedersen',
  'Freja Andersen',
  'Gustav Christensen',
  'Hanne Larsen',
  'Ib Sørensen',
  'Jette Rasmussen',
  'Kasper Jørgensen',
  'Lone Petersen',
  'Mads Madsen',
  'Nanna Kristensen',
  'Ole Olsen',
  'Pia Thomsen',
  'Rasmus Poulsen',
  'Sofie Johansen',
  'Troels Møller',
  'Ulla Mortensen',
];

function Rows({ count = names.length }: { count?: number }) {
  return (
    <ul className="divide-y divide-border">
      {names.slice(0, count).map((name) => (
        <li key={name} className="px-3 py-2.5">
          {name}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'UI/ScrollArea',
  component: ScrollArea,
  args: { 'aria-label': 'Medlemmer', height: 300, className: 'w-72', children: <Rows /> },
  argTypes: {
    height: { control: 'inline-radio', options: [...SCROLL_AREA_HEIGHTS] },
    variant: { control: 'inline-radio', options: ['bordered', 'plain'] },
  },
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 300 px high with more rows than fit: the region scrolls and is a named tab stop. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Medlemmer' });
    await expect(region).toHaveStyle({ height: '300px' });
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
  },
};

/**
 * Tab reaches the overflowing region (then the browser scrolls it with the arrow keys, Page Down and
 * End); Tab again leaves it.
 */
export const KeyboardFocus: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <ScrollArea {...args} />
      <button type="button" className="w-fit rounded-control border border-border px-3 py-1">
        Næste
      </button>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Medlemmer' });
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Næste' })).toHaveFocus();
  },
};

/** Content that fits: nothing scrolls, so the region is no tab stop. */
export const ContentFits: Story = {
  args: { children: <Rows count={3} /> },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Medlemmer' });
    await new Promise((done) => requestAnimationFrame(done));
    await expect(region).not.toHaveAttribute('tabindex');
  },
};

/** Without a border, for use inside a card that draws its own. */
export const Plain: Story = { args: { variant: 'plain' } };

/** The spec's three list heights: 250, 300 and 400 px. */
export const Heights: Story = {
  render: (args) => (
    <div className="flex items-start gap-4">
      {SCROLL_AREA_HEIGHTS.map((height) => (
        <div key={height} className="flex w-48 flex-col gap-1">
          <span className="text-sm text-fg-muted">{height} px</span>
          <ScrollArea {...args} className="w-full" height={height} aria-label={`Medlemmer (${height} px)`} />
        </div>
      ))}
    </div>
  ),
};

/** Heights × bordered and plain, for the screenshot. */
export const Catalog: Story = {
  render: (args) => (
    <div className="inline-grid grid-cols-[auto_repeat(3,12rem)] items-start gap-4">
      <span />
      {SCROLL_AREA_HEIGHTS.map((height) => (
        <span key={height} className="text-sm text-fg-muted">
          {height} px
        </span>
      ))}
      {(['bordered', 'plain'] as const).map((variant) => (
        <div key={variant} className="contents">
          <span className="text-sm text-fg-muted">{variant}</span>
          {SCROLL_AREA_HEIGHTS.map((height) => (
            <ScrollArea
              key={height}
              {...args}
              className="w-full"
              variant={variant}
              height={height}
              aria-label={`${variant} ${height} px`}
            />
          ))}
        </div>
      ))}
    </div>
  ),
};

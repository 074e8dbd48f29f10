import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Importerer medlemmer', value: 40 },
  decorators: [
    (Story) => (
      <div className="w-[420px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 40 %: the percentage beside the label, and the same to screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Importerer medlemmer' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40\u00a0%');
    // Text queries normalise the no-break space to a space.
    await expect(canvas.getByText('40 %')).toBeVisible();
  },
};

/**
 * Unknown amount of work: stripes, no value. They move with CSS, so reduced motion and the screenshot
 * harness (which switches CSS animations off) see them still.
 */
export const Indeterminate: Story = {
  args: { label: 'Eksporterer medlemsliste', isIndeterminate: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Eksporterer medlemsliste' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.queryByText(/%/)).not.toBeInTheDocument();
  },
};

/** Done: 300 of 300. */
export const Complete: Story = {
  args: { value: 300, maxValue: 300 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Importerer medlemmer' });
    await expect(bar).toHaveAttribute('aria-valuenow', '300');
    await expect(bar).toHaveAttribute('aria-valuemax', '300');
    await expect(canvas.getByText('100 %')).toBeVisible();
  },
};

/** A value text of your own (rows instead of percent). */
export const CustomValueLabel: Story = {
  args: { value: 120, maxValue: 300, valueLabel: '120 af 300 medlemmer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '120 af 300 medlemmer');
    await expect(canvas.getByText('120 af 300 medlemmer')).toBeVisible();
  },
};

/** Without the visible value text; screen readers still get it. */
export const HiddenValueLabel: Story = {
  args: { showValueLabel: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '40\u00a0%');
    await expect(canvas.queryByText('40 %')).not.toBeInTheDocument();
  },
};

/** 0 %, 40 %, 100 %, a value text of its own, hidden value text, and indeterminate, stacked. */
export const Catalog: Story = {
  render: (args) => (
    <div className="flex flex-col gap-5">
      <ProgressBar {...args} label="Ikke startet" value={0} />
      <ProgressBar {...args} label="Importerer medlemmer" value={40} />
      <ProgressBar {...args} label="Import færdig" value={300} maxValue={300} />
      <ProgressBar {...args} label="Sender velkomstmails" value={120} maxValue={300} valueLabel="120 af 300" />
      <ProgressBar {...args} label="Uden tal" value={75} showValueLabel={false} />
      <ProgressBar {...args} label="Eksporterer medlemsliste" isIndeterminate />
    </div>
  ),
};

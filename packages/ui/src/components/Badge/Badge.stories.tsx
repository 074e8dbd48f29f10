import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, type BadgeProps, type BadgeTone } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { count: 3, 'aria-label': '3 ventende anmodninger' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['count', 'beta'] },
    tone: { control: 'inline-radio', options: ['brand', 'danger', 'neutral'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A count with what it means for screen readers. */
export const Default: Story = {};

/** Above `max` (99 by default) the badge reads "99+". */
export const OverMax: Story = { args: { count: 150, 'aria-label': '150 ubetalte betalinger' } };

/** A custom `max`. */
export const CustomMax: Story = { args: { count: 12, max: 9, 'aria-label': '12 anmodninger' } };

/** `showZero` keeps a 0 visible (by default a 0 renders nothing). */
export const ShowZero: Story = { args: { count: 0, showZero: true, tone: 'neutral', 'aria-label': '0 inaktive' } };

/** The "Beta" tag (the chat entry in the sidebar). */
export const Beta: Story = { args: { variant: 'beta', count: undefined, 'aria-label': undefined } };

const tones: BadgeTone[] = ['brand', 'danger', 'neutral'];
const counts: Partial<BadgeProps>[] = [{ count: 1 }, { count: 42 }, { count: 100 }, { count: 0, showZero: true }];

/** Every tone × count, and the beta tag. */
export const Catalog: Story = {
  render: () => (
    <div className="inline-grid grid-cols-[auto_repeat(4,auto)] items-center gap-x-4 gap-y-3">
      {tones.map((tone) => (
        <div key={tone} className="contents">
          <span className="text-sm text-fg-muted">{tone}</span>
          {counts.map((props) => (
            <div key={`${props.count}`}>
              <Badge {...props} tone={tone} aria-label={`${props.count} ${tone}`} />
            </div>
          ))}
        </div>
      ))}
      <span className="text-sm text-fg-muted">beta</span>
      <div className="col-span-4 flex items-center gap-3">
        <Badge variant="beta" />
        <Badge variant="beta">Ny</Badge>
      </div>
    </div>
  ),
};

/** A 0 renders nothing unless `showZero`. */
export const ZeroIsHidden: Story = {
  render: (args) => (
    <p className="flex items-center gap-2 text-base text-fg">
      Medlemmer
      <Badge {...args} count={0} aria-label="0 ventende anmodninger" />
      <Badge {...args} count={0} showZero aria-label="0 inaktive" tone="neutral" />
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('0 ventende anmodninger')).not.toBeInTheDocument();
    await expect(canvas.getByText('0 inaktive')).toBeInTheDocument();
  },
};

/** With `aria-label` the number is hidden from screen readers and the label is read instead. */
export const AccessibleLabel: Story = {
  render: (args) => (
    <p className="flex items-center gap-2 text-base text-fg">
      Medlemmer
      <Badge {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    const visible = canvas.getByText('3');
    await expect(visible).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('3 ventende anmodninger')).toHaveClass('sr-only');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { AvatarSize } from '../Avatar';
import { personImage, personImage2 } from '../../internal/storyImages';
import { ParticipantPreview, type Participant } from './ParticipantPreview';

const everyone: Participant[] = [
  { id: '1', name: 'Mette Frederiksen', imageUrl: personImage },
  { id: '2', name: 'Lars Løkke' },
  { id: '3', name: 'Ida Møller', imageUrl: personImage2 },
  { id: '4', name: 'Søren Pind', isInactive: true },
  { id: '5', name: 'Anna Holm' },
  { id: '6', name: 'Bo Jensen' },
  { id: '7', name: 'Carl Nielsen' },
  { id: '8', name: 'Dorthe Hansen' },
  { id: '9', name: 'Emil Pedersen' },
  { id: '10', name: 'Freja Andersen' },
  { id: '11', name: 'Gustav Christensen' },
  { id: '12', name: 'Hanne Larsen' },
];

const first = (count: number) => everyone.slice(0, count);

const meta = {
  title: 'UI/ParticipantPreview',
  component: ParticipantPreview,
  args: { participants: first(7) },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof ParticipantPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven participants: four avatars and "+ 3 flere"; the group is named by the count. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '7 deltagere' });
    await expect(group).toHaveTextContent('+ 3 flere');
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
    await expect(canvas.getByRole('img', { name: 'Mette Frederiksen' })).toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: 'Anna Holm' })).not.toBeInTheDocument();
  },
};

/**
 * A server's preview: the first four and a count of 37 (`total`). The rest are counted; the look is the
 * default story's, so no picture.
 */
export const FirstOfMany: Story = {
  tags: ['!snapshot'],
  args: { participants: first(4), total: 37 },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '37 deltagere' });
    await expect(group).toHaveTextContent('+ 33 flere');
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
  },
};

/** Three participants: all shown, no "+ n flere". */
export const Few: Story = {
  args: { participants: first(3) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvas.getByRole('group', { name: '3 deltagere' })).not.toHaveTextContent('flere');
  },
};

/** Exactly four: four avatars and nothing more. */
export const ExactlyFour: Story = {
  args: { participants: first(4) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
    await expect(canvas.getByRole('group', { name: '4 deltagere' })).not.toHaveTextContent('flere');
  },
};

/** Nobody yet: the empty text. */
export const Empty: Story = {
  args: { participants: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '0 deltagere' })).toHaveTextContent('Ingen deltagere');
  },
};

/** Other texts (here English) through `moreLabel` and `countLabel`. */
export const CustomLabels: Story = {
  args: {
    participants: first(12),
    moreLabel: (more) => `+ ${more} more`,
    countLabel: (count) => `${count} participants`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '12 participants' })).toHaveTextContent('+ 8 more');
  },
};

const counts = [0, 1, 3, 4, 5, 12];
const sizes: AvatarSize[] = ['sm', 'md', 'lg'];

/** Participant counts × avatar sizes, for the screenshot. */
export const Catalog: Story = {
  render: (args) => (
    <div className="inline-grid grid-cols-[auto_repeat(3,auto)] items-center gap-x-6 gap-y-3">
      <span />
      {sizes.map((size) => (
        <span key={size} className="text-sm text-fg-muted">
          {size}
        </span>
      ))}
      {counts.map((count) => (
        <div key={count} className="contents">
          <span className="text-sm text-fg-muted">{count}</span>
          {sizes.map((size) => (
            <ParticipantPreview key={size} {...args} participants={first(count)} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
};

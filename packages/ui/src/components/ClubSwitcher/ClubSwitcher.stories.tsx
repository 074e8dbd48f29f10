import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { withPopoverFrame } from '../../internal/popoverStoryFrame';
import { clubLogo, clubLogo2 } from '../../internal/storyImages';
import { ClubSwitcher, type ClubOption } from './ClubSwitcher';

const clubs: ClubOption[] = [
  { id: 'c1', name: 'FC Klubhus', logoSrc: clubLogo },
  { id: 'c2', name: 'Aarhus Roklub', logoSrc: clubLogo2 },
  { id: 'c3', name: 'Skovbo Tennisklub' },
];

const meta = {
  title: 'UI/ClubSwitcher',
  component: ClubSwitcher,
  args: { clubs, activeClubId: 'c1', onSelect: fn() },
  decorators: [withPopoverFrame],
  render: (args) => (
    <div className="w-60">
      <ClubSwitcher {...args} />
    </div>
  ),
  parameters: { frame: { width: 360, height: 56 } },
} satisfies Meta<typeof ClubSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the active club's logo and name. */
export const Default: Story = {};

/** Open: the user's clubs, the active one checked. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { frame: { height: 200 } },
};

/** With the create-club feature on: "Opret forening" as the last entry. */
export const WithCreateClub: Story = {
  args: { defaultOpen: true, onCreateClub: fn() },
  parameters: { frame: { height: 240 } },
};

/** A club without a logo shows its initials; a long name is cut with an ellipsis. */
export const InitialsAndLongName: Story = {
  args: {
    clubs: [...clubs, { id: 'c4', name: 'Idrætsforeningen for Nordvestsjællands Seniorer' }],
    activeClubId: 'c4',
  },
};

/** Closed variants side by side, and the open menu with the create entry. */
export const Catalog: Story = {
  parameters: { frame: { width: 560, height: 260 } },
  render: () => (
    <div className="flex gap-6">
      <div className="flex w-60 flex-col gap-2">
        <ClubSwitcher clubs={clubs} activeClubId="c2" />
        <ClubSwitcher clubs={clubs} activeClubId="c3" />
        <ClubSwitcher clubs={[{ id: 'x', name: 'Idrætsforeningen for Nordvestsjællands Seniorer' }]} activeClubId="x" />
        <ClubSwitcher clubs={clubs} activeClubId="c1" isDisabled />
      </div>
      <div className="w-60">
        <ClubSwitcher clubs={clubs} activeClubId="c1" defaultOpen onCreateClub={() => {}} />
      </div>
    </div>
  ),
};

/** Keyboard: Enter opens, ArrowDown moves to the next club, Enter picks it; focus returns to the button. */
export const KeyboardSelect: Story = {
  parameters: { frame: { height: 200 } },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Skift forening: FC Klubhus' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const active = await canvas.findByRole('menuitemradio', { name: 'FC Klubhus' });
    await expect(active).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(active).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitemradio', { name: 'Aarhus Roklub' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith('c2');
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Picking the active club again changes nothing; Escape closes without a call. */
export const ActiveClubAndEscape: Story = {
  parameters: { frame: { height: 200 } },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Skift forening: FC Klubhus' });
    await userEvent.click(trigger);
    await userEvent.click(await canvas.findByRole('menuitemradio', { name: 'FC Klubhus' }));
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await canvas.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** The create entry (last, reached with ArrowUp) calls onCreateClub, not onSelect. */
export const CreateClub: Story = {
  args: { onCreateClub: fn() },
  parameters: { frame: { height: 240 } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    const create = await canvas.findByRole('menuitem', { name: 'Opret forening' });
    await waitFor(() => expect(create).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreateClub).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { withPopoverFrame } from '../../internal/popoverStoryFrame';
import { personImage, personImage2 } from '../../internal/storyImages';
import { MemberSwitcher, type SwitchableMember } from './MemberSwitcher';

const family: SwitchableMember[] = [
  { id: 'u1', firstName: 'Mette', surname: 'Hansen', imageSrc: personImage, relation: 'Dig' },
  { id: 'u2', firstName: 'Ida', surname: 'Hansen', imageSrc: personImage2, relation: 'Barn' },
  { id: 'u3', firstName: 'Oliver', surname: 'Hansen', relation: 'Barn' },
  { id: 'u4', firstName: 'Karla', surname: 'Hansen', relation: 'Barn', isInactive: true },
];

const meta = {
  title: 'UI/MemberSwitcher',
  component: MemberSwitcher,
  args: { members: family, currentId: 'u1', onSelect: fn() },
  decorators: [withPopoverFrame],
  parameters: { frame: { width: 360, height: 56 } },
  render: (args) => (
    <div className="w-60">
      <MemberSwitcher {...args} />
    </div>
  ),
} satisfies Meta<typeof MemberSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the person the app acts as. */
export const Default: Story = {};

/** Open: the user and their children, with avatars and relation notes; an inactive child is dimmed. */
export const Open: Story = { args: { defaultOpen: true }, parameters: { frame: { height: 240 } } };

/** Acting as a child: the child is shown on the button and checked in the menu. */
export const ActingAsChild: Story = {
  args: { currentId: 'u3', defaultOpen: true },
  parameters: { frame: { height: 240 } },
};

/** Only the user: nothing to switch, so no button. */
export const SingleUser: Story = {
  args: { members: family.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText('Mette Hansen')).toBeInTheDocument();
  },
};

/** Closed states and the open menu. */
export const Catalog: Story = {
  parameters: { frame: { width: 560, height: 260 } },
  render: (args) => (
    <div className="flex items-start gap-6">
      <div className="flex w-60 flex-col gap-2">
        <MemberSwitcher {...args} currentId="u1" />
        <MemberSwitcher {...args} currentId="u3" />
        <MemberSwitcher {...args} members={family.slice(0, 1)} />
      </div>
      <div className="w-60">
        <MemberSwitcher {...args} currentId="u2" defaultOpen />
      </div>
    </div>
  ),
};

/** Keyboard: Enter opens on the current person, arrows move, Enter switches; focus returns. */
export const KeyboardSelect: Story = {
  parameters: { frame: { height: 240 } },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Skift bruger: Mette Hansen' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const me = await canvas.findByRole('menuitemradio', { name: /Mette Hansen/ });
    await expect(me).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(me).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('menuitemradio', { name: /Oliver Hansen/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith('u3');
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes without switching. */
export const EscapeCloses: Story = {
  parameters: { frame: { height: 240 } },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Skift bruger: Mette Hansen' });
    await userEvent.click(trigger);
    await canvas.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

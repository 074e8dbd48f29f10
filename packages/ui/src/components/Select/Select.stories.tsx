import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PopoverStoryFrame } from '../../internal/popoverStoryFrame';
import { Select, SelectItem, type SelectProps } from './Select';

interface Team {
  id: string;
  name: string;
}
const teams: Team[] = [
  { id: 'u10', name: 'U10 drenge' },
  { id: 'u12', name: 'U12 piger' },
  { id: 'senior', name: 'Senior herrer' },
  { id: 'oldboys', name: 'Oldboys' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Hold',
    className: 'w-64',
    onChange: fn(),
    onOpenChange: fn(),
    children: teams.map((team) => (
      <SelectItem key={team.id} id={team.id}>
        {team.name}
      </SelectItem>
    )),
  },
} satisfies Meta<typeof Select<Team>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Room below the button for the open list, inside #storybook-root (axe and the screenshot see it). */
const frame: Story['decorators'] = [
  (Story) => (
    <PopoverStoryFrame width={320} height={280}>
      <Story />
    </PopoverStoryFrame>
  ),
];

export const Default: Story = {};

/** Open: the list below the button, the chosen option ticked. */
export const Open: Story = {
  decorators: frame,
  args: { defaultOpen: true, defaultValue: 'u12' },
};

/** Options from data through `items` and a render function. */
export const FromItems: Story = {
  render: ({ children: _children, items: _items, ...args }) => (
    <Select {...args} items={teams} defaultValue="senior">
      {(team: Team) => <SelectItem id={team.id}>{team.name}</SelectItem>}
    </Select>
  ),
};

/** A react-hook-form error under the select. */
export const WithError: Story = { args: { isRequired: true, errorMessage: 'Feltet skal udfyldes' } };

/** A help text and a disabled option. */
export const DescriptionAndDisabledOption: Story = {
  decorators: frame,
  args: { description: 'Holdet medlemmet trænes på', disabledKeys: ['oldboys'], defaultOpen: true },
};

/** Keyboard: Enter opens, arrows move, Enter chooses and closes with focus back on the button. */
export const KeyboardChoose: Story = {
  decorators: frame,
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Hold/ });
    await expect(button).toHaveTextContent('Vælg ...');
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const listbox = await canvas.findByRole('listbox');
    await waitFor(() => expect(listbox).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('u12');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveTextContent('U12 piger');
  },
};

/** Escape closes the list without choosing, and focus returns to the button. */
export const EscapeCloses: Story = {
  decorators: frame,
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Hold/ });
    await userEvent.click(button);
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A disabled select does not open. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'u10' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Hold/ });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

const states: { name: string; props: Partial<SelectProps<Team>> }[] = [
  { name: 'tom', props: {} },
  { name: 'valgt', props: { defaultValue: 'senior' } },
  { name: 'påkrævet', props: { isRequired: true, description: 'Holdet medlemmet trænes på' } },
  { name: 'fejl', props: { errorMessage: 'Feltet skal udfyldes' } },
  { name: 'deaktiveret', props: { isDisabled: true, defaultValue: 'u10' } },
];

/** Every state (closed): the screenshot that guards the look. The open list is the `Open` story. */
export const Catalog: Story = {
  render: ({ items: _items, ...args }) => (
    <div className="grid w-[36rem] grid-cols-2 gap-x-6 gap-y-4">
      {states.map((state) => (
        <Select<Team> key={state.name} {...args} className="" label={`Hold (${state.name})`} {...state.props} />
      ))}
    </div>
  ),
};

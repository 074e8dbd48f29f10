import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Toggle, type ToggleProps } from './Toggle';

const meta = {
  title: 'UI/Toggle',
  component: Toggle,
  args: { children: 'Vis fødselsdage', onChange: fn() },
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** On. */
export const Selected: Story = { args: { defaultSelected: true } };

/** A help text under the label. */
export const WithDescription: Story = {
  args: { description: 'Medlemmernes fødselsdage vises i kalenderen' },
};

/** A settings row: label first, switch after it. */
export const LabelAtStart: Story = { args: { labelPosition: 'start', defaultSelected: true } };

/** Space toggles the focused switch; clicking the label toggles it too. */
export const KeyboardToggle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Vis fødselsdage' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Vis fødselsdage'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** Disabled: skipped by Tab, not toggled by a click. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Vis fødselsdage' })).not.toHaveFocus();
    await userEvent.click(canvas.getByText('Vis fødselsdage'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Read-only: shows its state, keeps it. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Vis fødselsdage'));
    await expect(canvas.getByRole('switch', { name: 'Vis fødselsdage' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const states: { name: string; props: Partial<ToggleProps> }[] = [
  { name: 'Fra', props: {} },
  { name: 'Til', props: { defaultSelected: true } },
  { name: 'Deaktiveret fra', props: { isDisabled: true } },
  { name: 'Deaktiveret til', props: { isDisabled: true, defaultSelected: true } },
  { name: 'Skrivebeskyttet til', props: { isReadOnly: true, defaultSelected: true } },
  { name: 'Med beskrivelse', props: { description: 'Vises i kalenderen' } },
];

/** Every state: the screenshot that guards the look. */
export const Catalog: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      {states.map((state) => (
        <Toggle key={state.name} {...args} {...state.props}>
          {state.name}
        </Toggle>
      ))}
    </div>
  ),
};

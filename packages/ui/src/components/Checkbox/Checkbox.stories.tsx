import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Send mails til medlemmet', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Ticked. */
export const Selected: Story = { args: { defaultSelected: true } };

/** Indeterminate: a bar, announced as mixed. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Vælg alle' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Vælg alle' })).toBePartiallyChecked();
  },
};

/** A help text under the label. */
export const WithDescription: Story = {
  args: { description: 'Medlemmet får nyhedsbreve og invitationer' },
};

/** A required box left empty: the react-hook-form error under it. */
export const WithError: Story = {
  args: {
    isRequired: true,
    children: 'Jeg accepterer foreningens datapolitik',
    errorMessage: 'Feltet skal udfyldes',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Jeg accepterer foreningens datapolitik' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box.getAttribute('aria-describedby')).toContain(canvas.getByText('Feltet skal udfyldes').id);
  },
};

/** Space toggles the focused box; clicking the label toggles it too. */
export const KeyboardToggle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Send mails til medlemmet' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Send mails til medlemmet'));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** A "select all" box over a list: indeterminate while some are ticked. */
export const SelectAll: Story = {
  render: function Render() {
    const names = ['Anna', 'Bo', 'Carl'];
    const [ticked, setTicked] = useState<string[]>(['Bo']);
    const all = ticked.length === names.length;
    return (
      <div className="flex flex-col gap-2">
        <Checkbox
          isSelected={all}
          isIndeterminate={ticked.length > 0 && !all}
          onChange={(on) => setTicked(on ? names : [])}
        >
          Vælg alle
        </Checkbox>
        <div className="flex flex-col gap-2 pl-6">
          {names.map((name) => (
            <Checkbox
              key={name}
              isSelected={ticked.includes(name)}
              onChange={(on) => setTicked((list) => (on ? [...list, name] : list.filter((other) => other !== name)))}
            >
              {name}
            </Checkbox>
          ))}
        </div>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: 'Vælg alle' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: 'Anna' })).toBeChecked();
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: 'Bo' })).not.toBeChecked();
  },
};

/** Disabled boxes cannot be toggled; read-only ones show their state but keep it. */
export const DisabledAndReadOnly: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      <Checkbox {...args} isDisabled>
        Deaktiveret
      </Checkbox>
      <Checkbox {...args} isReadOnly defaultSelected>
        Skrivebeskyttet
      </Checkbox>
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Deaktiveret'));
    await userEvent.click(canvas.getByText('Skrivebeskyttet'));
    await expect(canvas.getByRole('checkbox', { name: 'Skrivebeskyttet' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const states: { name: string; props: Partial<CheckboxProps> }[] = [
  { name: 'Normal', props: {} },
  { name: 'Valgt', props: { defaultSelected: true } },
  { name: 'Delvist', props: { isIndeterminate: true } },
  { name: 'Fejl', props: { isInvalid: true } },
  { name: 'Deaktiveret', props: { isDisabled: true } },
  { name: 'Deaktiveret valgt', props: { isDisabled: true, defaultSelected: true } },
  { name: 'Skrivebeskyttet', props: { isReadOnly: true, defaultSelected: true } },
];

/** Every state: the screenshot that guards the look. */
export const Catalog: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      {states.map((state) => (
        <Checkbox key={state.name} {...args} {...state.props}>
          {state.name}
        </Checkbox>
      ))}
      <Checkbox {...args} isRequired description="Med beskrivelse" errorMessage="Feltet skal udfyldes">
        Påkrævet med fejltekst
      </Checkbox>
    </div>
  ),
};

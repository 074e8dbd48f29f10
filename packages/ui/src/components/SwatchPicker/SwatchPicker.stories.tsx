import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SwatchPicker, type SwatchOption, type SwatchPickerProps } from './SwatchPicker';

const presets: SwatchOption[] = [
  { id: 'grey', label: 'Grå', colour: '#CCCCCC', textColour: '#000000' },
  { id: 'blue', label: 'Blå', colour: '#A9C8F0', textColour: '#0B2545' },
  { id: 'green', label: 'Grøn', colour: '#A8D8B0', textColour: '#0E2E14' },
  { id: 'yellow', label: 'Gul', colour: '#F4D88A', textColour: '#3A2A00' },
  { id: 'red', label: 'Rød', colour: '#F0A9A9', textColour: '#450B0B' },
];

/** A picker that keeps what is picked. */
const Kept = (args: SwatchPickerProps) => {
  const [value, setValue] = useState(args.value ?? null);
  return (
    <SwatchPicker
      {...args}
      value={value}
      onChange={(id) => {
        setValue(id);
        args.onChange?.(id);
      }}
    />
  );
};

const meta = {
  title: 'UI/SwatchPicker',
  component: SwatchPicker,
  args: { label: 'Farveforslag', options: presets, value: 'blue', onChange: fn() },
  render: (args) => <Kept {...args} />,
} satisfies Meta<typeof SwatchPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named presets, each a background with its text colour as a dot; the current one ticked. */
export const Default: Story = {};

/** Colours of their own: nothing ticked. */
export const NoneChosen: Story = { args: { value: null } };

/** Plain colours, without a text colour. */
export const PlainColours: Story = {
  args: { options: presets.map(({ textColour: _textColour, ...option }) => option), value: 'green' },
};

/** While a choice is being applied. */
export const Disabled: Story = { args: { isDisabled: true } };

/** The arrow keys move between the swatches, Enter picks one; each is named by its text. */
export const Keyboard: Story = {
  tags: ['!snapshot'],
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByRole('option', { name: 'Blå', selected: true })).toBeVisible();
    await expect(canvas.getByRole('listbox', { name: 'Farveforslag' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: 'Blå' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('option', { name: 'Grøn' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('green');
    await expect(canvas.getByRole('option', { name: 'Grøn', selected: true })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ColourField, type ColourFieldProps } from './ColourField';

/** A field that keeps what it commits, as a caller saving each colour does. */
const Kept = (args: ColourFieldProps) => {
  const [value, setValue] = useState(args.value);
  return (
    <ColourField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange?.(next);
      }}
    />
  );
};

const meta = {
  title: 'UI/ColourField',
  component: ColourField,
  args: { label: 'Baggrund', value: '#A9C8F0', className: 'w-64', onChange: fn() },
  render: (args) => <Kept {...args} />,
} satisfies Meta<typeof ColourField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The colour as hex, its swatch beside it. */
export const Default: Story = {};

/** With a help text and a required marker. */
export const WithDescription: Story = {
  args: { label: 'Skrift', value: '#0B2545', description: 'Teksten på baggrunden', isRequired: true },
};

/** An error from outside (a failed save). */
export const WithError: Story = {
  args: { errorMessage: 'Farven kunne ikke gemmes' },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** Typing changes nothing until the field is left: one `onChange` for the committed colour. */
export const CommitOnBlur: Story = {
  tags: ['!snapshot'],
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Baggrund' });
    await userEvent.clear(input);
    await userEvent.type(input, '#f0a9a9');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('#F0A9A9');
    await expect(input).toHaveValue('#F0A9A9');
  },
};

/** Enter commits too; committing the colour the field holds calls nothing. */
export const CommitOnEnter: Story = {
  tags: ['!snapshot'],
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Baggrund' });
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'abc{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('#AABBCC');
  },
};

/** A text that is no colour: the field's error, the colour unchanged, nothing called. */
export const Invalid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Baggrund' });
    await userEvent.clear(input);
    await userEvent.type(input, '#12');
    await userEvent.tab();
    await expect(canvas.getByText('Skriv farven som #RRGGBB')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('#A9C8F0');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

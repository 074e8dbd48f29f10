import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { IconPicker, type IconOption, type IconPickerProps } from './IconPicker';

/** Stories only: simple glyphs as inline SVG (picture content, not UI tokens). */
const glyph = (body: string, colour = '#0B2545') =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`,
  )}`;

const shapes: [string, string, string][] = [
  ['circle', 'Cirkel', '<circle cx="12" cy="12" r="9"/>'],
  ['square', 'Firkant', '<rect x="4" y="4" width="16" height="16" rx="2"/>'],
  ['triangle', 'Trekant', '<path d="M12 3 21 20H3z"/>'],
  ['star', 'Stjerne', '<path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z"/>'],
  ['heart', 'Hjerte', '<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"/>'],
  ['flag', 'Flag', '<path d="M5 21V4h11l-2 4 2 4H5"/>'],
  ['bolt', 'Lyn', '<path d="M13 2 4 14h7l-1 8 9-12h-7z"/>'],
  ['plus', 'Plus', '<path d="M12 5v14M5 12h14"/>'],
];
const icons: IconOption[] = shapes.map(([id, label, body]) => ({ id, label, src: glyph(body) }));

const Kept = (args: IconPickerProps) => {
  const [value, setValue] = useState(args.value ?? null);
  return (
    <IconPicker
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
  title: 'UI/IconPicker',
  component: IconPicker,
  args: { label: 'Ikoner', options: icons, value: 'star', className: 'w-72', onChange: fn() },
  render: (args) => <Kept {...args} />,
} satisfies Meta<typeof IconPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A grid of icons, the chosen one ticked. */
export const Default: Story = {};

/** The tiles in a colour of data (an activity type's background), the icons drawn for it. */
export const OnAColour: Story = { args: { tileColour: '#A9C8F0', value: null } };

export const Disabled: Story = { args: { isDisabled: true } };

/** The arrow keys move along and across the rows, Enter picks; each icon is named. */
export const Keyboard: Story = {
  tags: ['!snapshot'],
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByRole('option', { name: 'Stjerne', selected: true })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: 'Stjerne' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('option', { name: 'Hjerte' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('heart');
    await expect(canvas.getByRole('option', { name: 'Hjerte', selected: true })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { NumberField, type NumberFieldProps } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Beløb', prefix: 'kr.', className: 'w-64', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The text stays as typed ("1.234,50"); `onChange` gets the dot form "1234.50". */
export const CommaToDot: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Beløb' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1.234,50');
    await expect(input).toHaveValue('1.234,50');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234.50');
  },
};

/** Letters are refused as they are typed; digits around them still arrive. */
export const RefusesLetters: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Beløb' });
    await userEvent.type(input, '12abc,5');
    await expect(input).toHaveValue('12,5');
    await expect(args.onChange).toHaveBeenLastCalledWith('12.5');
  },
};

/** Outside minValue..maxValue: the range error shows once the field is left. */
export const MinMax: Story = {
  args: { label: 'Antal', prefix: undefined, minValue: 1, maxValue: 10 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Antal' });
    await userEvent.type(input, '12');
    await expect(canvas.queryByText('Skal være mellem 1 og 10')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByText('Skal være mellem 1 og 10')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await expect(canvas.queryByText('Skal være mellem 1 og 10')).not.toBeInTheDocument();
  },
};

/** Text that is no number after the field is left: the built-in error; onChange gets the text as typed. */
export const NotANumber: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Beløb' });
    await userEvent.type(input, '1,2,3');
    await expect(args.onChange).toHaveBeenLastCalledWith('1,2,3');
    await userEvent.tab();
    await expect(canvas.getByText('Skal være et tal')).toBeVisible();
  },
};

/** A form's error message wins over the built-in checks. */
export const WithError: Story = {
  args: { defaultValue: '-5', isRequired: true, errorMessage: 'Skal være et positivt tal' },
};

/** With a help text. */
export const WithDescription: Story = { args: { description: 'Med komma, f.eks. 1.234,50', placeholder: '0,00' } };

/** Disabled and read-only. */
export const DisabledAndReadOnly: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <NumberField {...args} label="Beløb (deaktiveret)" defaultValue="100" isDisabled />
      <NumberField {...args} label="Beløb (skrivebeskyttet)" defaultValue="100" isReadOnly />
    </div>
  ),
};

/** Controlled: the parent holds the dot form; a reset from outside replaces the typed text. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('1234.50');
    return (
      <div className="flex flex-col gap-2">
        <NumberField {...args} value={value} onChange={setValue} />
        <p className="text-sm text-fg-muted">Værdi: {value === '' ? '(tom)' : value}</p>
        <button type="button" className="w-fit text-sm underline" onClick={() => setValue('')}>
          Nulstil
        </button>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Beløb' });
    await userEvent.clear(input);
    await userEvent.type(input, '99,95');
    await expect(canvas.getByText('Værdi: 99.95')).toBeVisible();
    await expect(input).toHaveValue('99,95');
    await userEvent.click(canvas.getByRole('button', { name: 'Nulstil' }));
    await expect(input).toHaveValue('');
  },
};

const states: { name: string; props: Partial<NumberFieldProps> }[] = [
  { name: 'tom', props: { placeholder: '0,00' } },
  { name: 'udfyldt', props: { defaultValue: '1.234,50' } },
  { name: 'påkrævet', props: { isRequired: true, description: 'Med komma, f.eks. 1.234,50' } },
  { name: 'fejl', props: { defaultValue: '-5', errorMessage: 'Skal være et positivt tal' } },
  { name: 'deaktiveret', props: { isDisabled: true, defaultValue: '100' } },
  { name: 'skrivebeskyttet', props: { isReadOnly: true, defaultValue: '100' } },
  { name: 'uden prefix', props: { prefix: undefined, defaultValue: '42' } },
];

/** Every state: the screenshot that guards the look. */
export const Catalog: Story = {
  render: (args) => (
    <div className="grid w-[36rem] grid-cols-2 gap-x-6 gap-y-4">
      {states.map((state) => (
        <NumberField key={state.name} {...args} className="" label={`Beløb (${state.name})`} {...state.props} />
      ))}
    </div>
  ),
};

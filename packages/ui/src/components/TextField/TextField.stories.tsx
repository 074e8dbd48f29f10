import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', className: 'w-80', onChange: fn(), onBlur: fn() },
  argTypes: { type: { control: 'inline-radio', options: ['text', 'email', 'password'] } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A help text under the field, read by screen readers with the input. */
export const WithDescription: Story = {
  args: { label: 'Mobil', type: 'text', description: '8 cifre, uden landekode', defaultValue: '12345678' },
};

/** A required field: an asterisk on the label, `aria-required` on the input. */
export const Required: Story = { args: { isRequired: true } };

/** A react-hook-form error: the text shows under the field, red border, `aria-invalid`. */
export const WithError: Story = {
  args: { isRequired: true, defaultValue: 'anna@', errorMessage: 'Indtast en gyldig email' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = canvas.getByText('Indtast en gyldig email');
    await expect(input.getAttribute('aria-describedby')).toContain(error.id);
  },
};

/** A password: the characters are hidden. */
export const Password: Story = { args: { label: 'Password', type: 'password', defaultValue: 'hemmelig' } };

/** With a placeholder hint. */
export const Placeholder: Story = { args: { placeholder: 'navn@eksempel.dk' } };

/** Disabled: neither focusable nor editable. */
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'anna@klub.dk' } };

/** Read-only: the value can be selected and copied, not changed. */
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'anna@klub.dk' } };

const states: { name: string; props: Partial<TextFieldProps> }[] = [
  { name: 'Tom', props: { placeholder: 'navn@eksempel.dk' } },
  { name: 'Udfyldt', props: { defaultValue: 'anna@klub.dk' } },
  { name: 'Påkrævet', props: { isRequired: true, description: 'Vi sender kvitteringen hertil' } },
  { name: 'Fejl', props: { defaultValue: 'anna@', errorMessage: 'Indtast en gyldig email' } },
  { name: 'Deaktiveret', props: { isDisabled: true, defaultValue: 'anna@klub.dk' } },
  { name: 'Skrivebeskyttet', props: { isReadOnly: true, defaultValue: 'anna@klub.dk' } },
];

/** Every state: the screenshot that guards the look. */
export const Catalog: Story = {
  render: (args) => (
    <div className="grid w-[40rem] grid-cols-2 gap-x-6 gap-y-4">
      {states.map((state) => (
        <TextField
          key={state.name}
          {...args}
          className=""
          label={`Email (${state.name.toLowerCase()})`}
          {...state.props}
        />
      ))}
    </div>
  ),
};

/** Clicking the label focuses the input; typing calls onChange with the text; Tab away calls onBlur. */
export const TypingAndBlur: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Email'));
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'a@b.dk');
    await expect(args.onChange).toHaveBeenLastCalledWith('a@b.dk');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

/** A disabled field is skipped by Tab and takes no text. */
export const DisabledIgnoresInput: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

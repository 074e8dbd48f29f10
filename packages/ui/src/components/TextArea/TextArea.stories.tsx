import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea, type TextAreaProps } from './TextArea';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Besked', className: 'w-96', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** `maxLength` shows "n/max" under the field. */
export const WithCounter: Story = {
  args: { maxLength: 100, defaultValue: 'Træningen flyttes til hal 2 på torsdag.' },
};

/** At the limit the counter turns red, and the browser takes no more characters. */
export const CounterAtLimit: Story = {
  args: { maxLength: 10, description: 'Kort titel' },
  play: async ({ args, canvas, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: 'Besked' });
    await expect(area).toHaveAttribute('maxlength', '10');
    await userEvent.type(area, 'Fodbold');
    await expect(canvas.getByText('7/10')).toHaveClass('text-fg-muted');
    await userEvent.type(area, ' U12 og mere');
    await expect(area).toHaveValue('Fodbold U1');
    await expect(canvas.getByText('10/10')).toHaveClass('text-danger');
    await expect(args.onChange).toHaveBeenLastCalledWith('Fodbold U1');
  },
};

/** A react-hook-form error under the field. */
export const WithError: Story = { args: { isRequired: true, errorMessage: 'Feltet skal udfyldes' } };

/** Disabled and read-only. */
export const DisabledAndReadOnly: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <TextArea {...args} label="Besked (deaktiveret)" defaultValue="Ingen ændringer" isDisabled />
      <TextArea {...args} label="Besked (skrivebeskyttet)" defaultValue="Ingen ændringer" isReadOnly />
    </div>
  ),
};

const states: { name: string; props: Partial<TextAreaProps> }[] = [
  { name: 'tom', props: { placeholder: 'Skriv en besked til holdet' } },
  { name: 'tæller', props: { maxLength: 60, defaultValue: 'Husk drikkedunk.', description: 'Vises i mailen' } },
  { name: 'ved grænsen', props: { maxLength: 16, defaultValue: 'Husk drikkedunk.' } },
  { name: 'fejl', props: { isRequired: true, errorMessage: 'Feltet skal udfyldes' } },
  { name: 'deaktiveret', props: { isDisabled: true, defaultValue: 'Ingen ændringer' } },
  { name: 'skrivebeskyttet', props: { isReadOnly: true, defaultValue: 'Ingen ændringer' } },
];

/** Every state: the screenshot that guards the look. */
export const Catalog: Story = {
  render: (args) => (
    <div className="grid w-[40rem] grid-cols-2 gap-x-6 gap-y-4">
      {states.map((state) => (
        <TextArea key={state.name} {...args} rows={2} className="" label={`Besked (${state.name})`} {...state.props} />
      ))}
    </div>
  ),
};

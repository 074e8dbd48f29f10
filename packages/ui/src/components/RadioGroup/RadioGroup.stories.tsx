import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Radio, RadioGroup, type RadioGroupProps } from './RadioGroup';

const options = (
  <>
    <Radio value="adult">Voksen</Radio>
    <Radio value="child">Barn</Radio>
    <Radio value="guest">Gæst</Radio>
  </>
);

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: 'Medlemstype', children: options, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Options side by side. */
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'child' } };

/** A help text and a react-hook-form error. */
export const WithDescriptionAndError: Story = {
  args: { isRequired: true, description: 'Bestemmer kontingentet', errorMessage: 'Feltet skal udfyldes' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Medlemstype' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group.getAttribute('aria-describedby')).toContain(canvas.getByText('Feltet skal udfyldes').id);
  },
};

/** A disabled option is skipped by the arrow keys. */
export const DisabledOption: Story = {
  args: {
    children: (
      <>
        <Radio value="adult">Voksen</Radio>
        <Radio value="child" isDisabled>
          Barn
        </Radio>
        <Radio value="guest">Gæst</Radio>
      </>
    ),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Voksen' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Gæst' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('guest');
  },
};

/** Arrow keys move and choose; Tab leaves the group. */
export const KeyboardChoose: Story = {
  args: { defaultValue: 'adult' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Voksen' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Barn' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('child');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Voksen' })).toBeChecked();
  },
};

/** The whole group disabled, and a read-only group. */
export const DisabledAndReadOnly: Story = {
  render: (args) => (
    <div className="flex gap-10">
      <RadioGroup {...args} label="Deaktiveret" isDisabled defaultValue="adult" />
      <RadioGroup {...args} label="Skrivebeskyttet" isReadOnly defaultValue="child" />
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByText('Gæst')[1] as HTMLElement);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const states: { name: string; props: Partial<RadioGroupProps> }[] = [
  { name: 'Normal', props: {} },
  { name: 'Valgt', props: { defaultValue: 'child' } },
  { name: 'Fejl', props: { isRequired: true, errorMessage: 'Feltet skal udfyldes' } },
  { name: 'Deaktiveret', props: { isDisabled: true, defaultValue: 'adult' } },
];

/** Every state, vertical and horizontal: the screenshot that guards the look. */
export const Catalog: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <div className="flex gap-10">
        {states.map((state) => (
          <RadioGroup key={state.name} {...args} label={state.name} {...state.props} />
        ))}
      </div>
      <RadioGroup
        {...args}
        label="Vandret"
        orientation="horizontal"
        defaultValue="guest"
        description="Med beskrivelse"
      />
    </div>
  ),
};

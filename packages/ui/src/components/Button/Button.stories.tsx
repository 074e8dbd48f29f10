import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, type ButtonProps, type ButtonVariant } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Gem', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const variants: ButtonVariant[] = ['primary', 'secondary', 'danger'];
const states: { name: string; props: Partial<ButtonProps> }[] = [
  { name: 'Normal', props: {} },
  { name: 'Deaktiveret', props: { isDisabled: true } },
  { name: 'Venter', props: { isPending: true } },
];

/** Every variant in every state, and the three sizes: the screenshot that guards the look. */
export const Catalog: Story = {
  render: (args) => (
    <div className="inline-grid grid-cols-[auto_repeat(3,auto)] items-center gap-x-4 gap-y-3">
      <span />
      {states.map((state) => (
        <span key={state.name} className="text-sm text-fg-muted">
          {state.name}
        </span>
      ))}
      {variants.map((variant) => (
        <div key={variant} className="contents">
          <span className="text-sm text-fg-muted">{variant}</span>
          {states.map((state) => (
            <div key={state.name}>
              <Button {...args} variant={variant} {...state.props} />
            </div>
          ))}
        </div>
      ))}
      <span className="text-sm text-fg-muted">sizes</span>
      <div className="col-span-3 flex items-center gap-3">
        <Button {...args} size="sm" />
        <Button {...args} size="md" />
        <Button {...args} size="lg" />
      </div>
    </div>
  ),
};

/** Enter and Space both press the focused button. */
export const KeyboardPress: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Gem' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** A disabled button cannot be focused or pressed. */
export const DisabledIgnoresPress: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Gem' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter} ');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A pending button keeps its focus but ignores presses until the action is done. */
export const PendingIgnoresPress: Story = {
  args: { isPending: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Gem' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter} ');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

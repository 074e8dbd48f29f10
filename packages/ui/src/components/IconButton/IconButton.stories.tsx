import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BackIcon, CheckMarkIcon, ChevronDownIcon, CloseIcon } from '../../internal/icons';
import { IconButton, type IconButtonProps, type IconButtonVariant } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Luk', children: <CloseIcon />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['quiet', 'secondary', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A back arrow, as in a modal's header. */
export const Back: Story = { args: { 'aria-label': 'Tilbage', children: <BackIcon /> } };

/** Bordered. */
export const Secondary: Story = { args: { variant: 'secondary' } };

/** Red, for an action that deletes. */
export const Danger: Story = { args: { variant: 'danger', 'aria-label': 'Slet' } };

/** The accessible name is the `aria-label`; Enter and Space press it. */
export const KeyboardPress: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Luk' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** Disabled: not focusable, not pressed. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Luk' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

const variants: IconButtonVariant[] = ['quiet', 'secondary', 'danger'];
const states: { name: string; props: Partial<IconButtonProps> }[] = [
  { name: 'Normal', props: {} },
  { name: 'Deaktiveret', props: { isDisabled: true } },
];
const icons = [
  { label: 'Luk', icon: <CloseIcon /> },
  { label: 'Tilbage', icon: <BackIcon /> },
  { label: 'Fold ud', icon: <ChevronDownIcon /> },
  { label: 'Godkend', icon: <CheckMarkIcon /> },
];

/** Every variant, state, size and icon: the screenshot that guards the look. */
export const Catalog: Story = {
  render: (args) => (
    <div className="inline-grid grid-cols-[auto_repeat(3,auto)] items-center gap-x-4 gap-y-3">
      <span />
      {['sm', 'md', 'lg'].map((size) => (
        <span key={size} className="text-sm text-fg-muted">
          {size}
        </span>
      ))}
      {variants.flatMap((variant) =>
        states.map((state) => (
          <div key={`${variant}-${state.name}`} className="contents">
            <span className="text-sm text-fg-muted">
              {variant} {state.name.toLowerCase()}
            </span>
            <IconButton {...args} variant={variant} size="sm" {...state.props} />
            <IconButton {...args} variant={variant} size="md" {...state.props} />
            <IconButton {...args} variant={variant} size="lg" {...state.props} />
          </div>
        )),
      )}
      <span className="text-sm text-fg-muted">icons</span>
      <div className="col-span-3 flex gap-2">
        {icons.map(({ label, icon }) => (
          <IconButton key={label} {...args} aria-label={label} variant="secondary">
            {icon}
          </IconButton>
        ))}
      </div>
    </div>
  ),
};

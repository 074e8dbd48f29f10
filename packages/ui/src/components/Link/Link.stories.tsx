import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { children: 'foreningens datapolitik', href: '#datapolitik' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Inside running text: underlined, so it is found without seeing colour. */
export const Inline: Story = {
  render: (args) => (
    <p className="max-w-md text-base text-fg">
      Ved at oprette en bruger accepterer du <Link {...args} />. Spørgsmål sendes til bestyrelsen.
    </p>
  ),
};

/** On its own, e.g. under a form: underlined on hover. */
export const Standalone: Story = { args: { variant: 'standalone', children: 'Glemt password?' } };

/** A link to another site opens a new tab with `rel="noopener noreferrer"` and an icon. */
export const External: Story = {
  args: { href: 'https://example.com/datapolitik', target: '_blank', children: 'Datapolitik' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Datapolitik' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Without `href`, `onPress` makes it act like a button, with Enter from the keyboard. */
export const PressWithKeyboard: Story = {
  args: { href: undefined, onPress: fn(), children: 'Vis alle' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Vis alle' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Disabled: not focusable, not followed. */
export const Disabled: Story = {
  args: { isDisabled: true, onPress: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'foreningens datapolitik' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Both variants, external and disabled: the screenshot that guards the look. */
export const Catalog: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3 text-base text-fg">
      <p>
        Læs <Link {...args} /> før du fortsætter.
      </p>
      <p>
        Læs{' '}
        <Link {...args} href="https://example.com" target="_blank">
          ekstern datapolitik
        </Link>{' '}
        i en ny fane.
      </p>
      <Link {...args} variant="standalone">
        Glemt password?
      </Link>
      <Link {...args} variant="standalone" href="https://example.com" target="_blank">
        Åbn hjemmesiden
      </Link>
      <Link {...args} isDisabled>
        Deaktiveret link
      </Link>
    </div>
  ),
};

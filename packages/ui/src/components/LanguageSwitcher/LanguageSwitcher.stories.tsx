import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { withPopoverFrame } from '../../internal/popoverStoryFrame';
import { LanguageSwitcher } from './LanguageSwitcher';

const meta = {
  title: 'UI/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { locales: ['da', 'en', 'de'], value: 'da', onChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['full', 'compact'] } },
  decorators: [withPopoverFrame],
  parameters: { frame: { width: 360, height: 56 } },
  render: (args) => (
    <div className="w-60">
      <LanguageSwitcher {...args} />
    </div>
  ),
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the current language by name. */
export const Default: Story = {};

/** Open: only the offered languages (da, en, de), each named in itself, the current one checked. */
export const Open: Story = { args: { defaultOpen: true }, parameters: { frame: { height: 180 } } };

/** Compact: a globe and the code, for a narrow sidebar. */
export const Compact: Story = { args: { variant: 'compact' } };

/** The compact switcher open. */
export const CompactOpen: Story = {
  args: { variant: 'compact', value: 'de', defaultOpen: true },
  parameters: { frame: { height: 180 } },
};

/** Labels can be overridden (e.g. by the app's translations). */
export const CustomLabels: Story = {
  args: { value: 'en', labels: { da: 'Danish', de: 'German' }, label: 'Language', defaultOpen: true },
  parameters: { frame: { height: 180 } },
};

/** Both variants closed, and the full one open. */
/** The host's language is one the switcher does not offer (Norwegian): it is named, and the three are offered. */
export const CurrentNotOffered: Story = {
  args: { value: 'no', labels: { no: 'Norsk' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sprog: Norsk' })).toBeVisible();
  },
};

export const Catalog: Story = {
  parameters: { frame: { width: 560, height: 200 } },
  render: (args) => (
    <div className="flex items-start gap-6">
      <div className="flex w-48 flex-col gap-2">
        <LanguageSwitcher {...args} value="da" />
        <LanguageSwitcher {...args} value="en" />
        <LanguageSwitcher {...args} value="de" variant="compact" />
      </div>
      <div className="w-48">
        <LanguageSwitcher {...args} value="en" defaultOpen />
      </div>
    </div>
  ),
};

/** Keyboard: Enter opens, ArrowDown moves, Enter picks; onChange gets the locale; focus returns. */
export const KeyboardChange: Story = {
  parameters: { frame: { height: 180 } },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Sprog: Dansk' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const items = await canvas.findAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual(['Dansk', 'English', 'Deutsch']);
    await expect(canvas.getByRole('menuitemradio', { name: 'Dansk' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText('Deutsch')).toHaveAttribute('lang', 'de');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('de');
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The compact trigger is still named in full; picking the current language again calls nothing. */
export const CompactCurrentIgnored: Story = {
  args: { variant: 'compact' },
  parameters: { frame: { height: 180 } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sprog: Dansk' }));
    await userEvent.click(await canvas.findByRole('menuitemradio', { name: 'Dansk' }));
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

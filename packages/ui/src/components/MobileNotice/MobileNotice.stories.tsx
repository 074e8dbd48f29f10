import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MobileNotice } from './MobileNotice';

const stores = [
  { label: 'Hent appen i App Store', href: 'https://apps.apple.com/dk/app/klubhus' },
  { label: 'Hent appen i Google Play', href: 'https://play.google.com/store/apps/details?id=dk.klubhus' },
];

const meta = {
  title: 'UI/MobileNotice',
  component: MobileNotice,
  // A phone-sized box (the screen is only ever shown on phones); the Catalog sets its own.
  decorators: [
    (Story, { parameters }) =>
      parameters.phoneFrame === false ? (
        <Story />
      ) : (
        <div className="h-[640px] w-[360px] overflow-hidden rounded-surface border border-border">
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof MobileNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Brug en computer' })).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** Store links given by the app, as large buttons-like links. */
export const WithStoreLinks: Story = {
  args: { storeLinks: stores },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const appStore = canvas.getByRole('link', { name: 'Hent appen i App Store' });
    await expect(appStore).toHaveFocus();
    await expect(appStore).toHaveAttribute('href', stores[0]?.href);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Hent appen i Google Play' })).toHaveFocus();
  },
};

/** Texts of its own (a translation, or the partner's app name). */
export const CustomTexts: Story = {
  args: {
    title: 'Use a computer',
    message: 'These pages are made for a larger screen. Open them on a computer.',
    appMessage: 'On your phone, use our app instead.',
    storeLinks: stores.slice(0, 1),
  },
};

/** Without and with store links. */
export const Catalog: Story = {
  parameters: { phoneFrame: false },
  render: () => (
    <div className="flex gap-4">
      <div className="h-[560px] w-[360px] overflow-hidden rounded-surface border border-border">
        <MobileNotice />
      </div>
      <div className="h-[560px] w-[360px] overflow-hidden rounded-surface border border-border">
        <MobileNotice storeLinks={stores} />
      </div>
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenProviders } from '../../testing/ScreenProviders';
import { PublicPlaceholder } from './PublicPlaceholder';

const meta = {
  title: 'Web/Shell/Public placeholder',
  component: PublicPlaceholder,
  args: { page: 'subscription' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <ScreenProviders path="/subscription/mobilepaysubscription">
        <Story />
      </ScreenProviders>
    ),
  ],
} satisfies Meta<typeof PublicPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The subscription approval page reached from the payment provider, until its flow lands: named, honest, with a way on. */
export const Subscription: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Godkend abonnement', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Gå til log ind' })).toHaveAttribute('href', '/login');
  },
};

/** The page after a payment. */
export const PaymentSuccess: Story = { tags: ['!snapshot'], args: { page: 'paymentSuccess' } };

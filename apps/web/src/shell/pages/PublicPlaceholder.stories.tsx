import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenProviders } from '../../testing/ScreenProviders';
import { PublicPlaceholder } from './PublicPlaceholder';

const meta = {
  title: 'Web/Shell/Public placeholder',
  component: PublicPlaceholder,
  args: { page: 'invitation' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <ScreenProviders path="/invitation">
        <Story />
      </ScreenProviders>
    ),
  ],
} satisfies Meta<typeof PublicPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /invitation for a signed-out visitor until the invitation flow lands: named, honest, with a way on. */
export const Invitation: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Invitation', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Gå til log ind' })).toHaveAttribute('href', '/login');
  },
};

/** The subscription approval page reached from the payment provider. */
export const Subscription: Story = { tags: ['!snapshot'], args: { page: 'subscription' } };

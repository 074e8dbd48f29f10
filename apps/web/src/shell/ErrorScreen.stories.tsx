import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenProviders } from '../testing/ScreenProviders';
import { ErrorScreen } from './ErrorScreen';

const meta = {
  title: 'Web/Shell/Error screen',
  component: ErrorScreen,
  args: { message: 'paths.json answered 503' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <ScreenProviders>
        <Story />
      </ScreenProviders>
    ),
  ],
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What a render failure or a failed start-up shows: the apology, the reason, a reload link and the
 * brand's support contact (from the brand file of the host).
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Vi beklager, der gik noget galt' })).toBeVisible();
    await expect(canvas.getByText('paths.json answered 503')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Genindlæs siden' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'support@klubhus.dk' })).toHaveAttribute(
      'href',
      'mailto:support@klubhus.dk',
    );
  },
};

/** A page without an API base: the reason start-up gives. */
export const NoApiBase: Story = {
  tags: ['!snapshot'],
  args: { message: 'baseEndpoint is empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('baseEndpoint is empty')).toBeVisible();
  },
};

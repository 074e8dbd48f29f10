import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer, failure } from '../../../testing/apiStub';
import { mswHandlers } from '../../../testing/mswHandlers';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { DownloadRoute } from './DownloadRoute';

const meta = {
  title: 'Web/Download',
  component: DownloadRoute,
  decorators: [
    (Story) => (
      <ScreenProviders path="/download">
        <Story />
      </ScreenProviders>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: mswHandlers(answer(contract.health, { status: 'ok' })) },
  },
} satisfies Meta<typeof DownloadRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The API answers: the status line settles on "OK" before the story counts as rendered. */
export const Default: Story = {
  tags: ['themes'],
  play: async ({ canvas }) => {
    await canvas.findByText('OK');
  },
};

/** The API fails with a 500: the status line names the failure. */
export const ApiDown: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: { handlers: mswHandlers(failure(contract.health, 500, 'Database unavailable')) },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Ingen forbindelse (fejl 500)');
  },
};

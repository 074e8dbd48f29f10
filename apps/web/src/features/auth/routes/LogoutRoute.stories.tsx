import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { pending } from '../../../testing/apiStub';
import { signedInSession } from '../../../testing/fixtures';
import { mswHandlers } from '../../../testing/mswHandlers';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { LogoutRoute } from './LogoutRoute';

const meta = {
  title: 'Web/Shell/Logout',
  component: LogoutRoute,
  decorators: [
    (Story) => (
      <ScreenProviders path="/logout" session={signedInSession}>
        <Story />
      </ScreenProviders>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    // The server keeps the sign-out call waiting, so the story shows what the user sees meanwhile.
    msw: { handlers: mswHandlers(pending(contract.logout)) },
  },
} satisfies Meta<typeof LogoutRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /logout while the server ends the session. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('status');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { signedInSession } from '../../../testing/fixtures';
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
    msw: { handlers: [http.post('*/api/v2/login/logout', () => delay('infinite'))] },
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

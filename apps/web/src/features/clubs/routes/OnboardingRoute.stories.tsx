import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer } from '../../../testing/apiStub';
import { signedInSession } from '../../../testing/fixtures';
import { mswHandlers } from '../../../testing/mswHandlers';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { OnboardingRoute } from './OnboardingRoute';

const meta = {
  title: 'Web/Clubs/Onboarding',
  component: OnboardingRoute,
  decorators: [
    (Story, { parameters }) => (
      <ScreenProviders
        path="/onboarding"
        session={signedInSession}
        flags={(parameters as { flags?: Record<string, boolean> }).flags}
      >
        <Story />
      </ScreenProviders>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    // A signed-in user without clubs: the only one who stays on /onboarding.
    msw: { handlers: mswHandlers(answer(contract.clubOverview, [])) },
  },
} satisfies Meta<typeof OnboardingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No club yet: the welcome, "Opret forening", the app and signing out. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Velkommen, Anna' });
    await canvas.findByRole('link', { name: 'Opret forening' });
  },
};

/** The `club_creation` flag is off: only the invitation link is offered. */
export const CreationOff: Story = {
  tags: ['!snapshot'],
  parameters: { flags: { club_creation: false } },
  play: async ({ canvas }) => {
    await canvas.findByText('Du er ikke medlem af en forening endnu. Bed din forening om et invitationslink.');
  },
};

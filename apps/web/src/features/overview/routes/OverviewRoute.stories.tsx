import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { answer } from '../../../testing/apiStub';
import { sampleClub, signedInSession } from '../../../testing/fixtures';
import { mswHandlers } from '../../../testing/mswHandlers';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { OverviewRoute } from './OverviewRoute';

const meta = {
  title: 'Web/Overview',
  component: OverviewRoute,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: mswHandlers(answer(contract.clubOverview, [sampleClub])) },
  },
} satisfies Meta<typeof OverviewRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder overview of the active club (the dashboard of spec document 2 §2.3 comes later). */
export const Default: Story = {
  tags: ['themes'],
  decorators: [
    (Story) => (
      <ScreenProviders path="/overview" session={signedInSession}>
        <Story />
      </ScreenProviders>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Overblik', level: 1 })).toBeVisible();
    await expect(canvas.getByText('Aarhus Roklub')).toBeVisible();
  },
};

/** Right after /create-club: the greeting for the new club (router state `clubCreated`). */
export const ClubCreated: Story = {
  tags: ['!snapshot'],
  decorators: [
    (Story) => (
      <ScreenProviders path="/overview" state={{ clubCreated: true }} session={signedInSession}>
        <Story />
      </ScreenProviders>
    ),
  ],
  play: async ({ canvas }) => {
    await canvas.findByText('Foreningen er oprettet. Velkommen til Aarhus Roklub!');
  },
};

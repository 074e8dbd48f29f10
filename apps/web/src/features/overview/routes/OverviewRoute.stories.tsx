import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { sampleClub, signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { OverviewRoute } from './OverviewRoute';

const meta = {
  title: 'Web/Overview',
  component: OverviewRoute,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [http.get('*/api/v2/web/cluboverview', () => HttpResponse.json([sampleClub]))] },
  },
} satisfies Meta<typeof OverviewRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder overview of the active club, for an administrator (with the way to the settings). */
export const Default: Story = {
  decorators: [
    (Story) => (
      <ScreenProviders path="/overview" session={signedInSession}>
        <Story />
      </ScreenProviders>
    ),
  ],
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Indstillinger' });
  },
};

/** Right after /create-club: the greeting for the new club (router state `clubCreated`). */
export const ClubCreated: Story = {
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

/** A member has no settings link. */
export const Member: Story = {
  decorators: Default.decorators,
  parameters: {
    msw: {
      handlers: [http.get('*/api/v2/web/cluboverview', () => HttpResponse.json([{ ...sampleClub, memberType: 1 }]))],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Log ud' });
    await expect(canvas.queryByRole('link', { name: 'Indstillinger' })).toBeNull();
  },
};

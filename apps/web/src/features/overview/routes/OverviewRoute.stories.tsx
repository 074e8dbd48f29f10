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

/** The placeholder overview of the active club (the dashboard of spec document 2 §2.3 comes later). */
export const Default: Story = {
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

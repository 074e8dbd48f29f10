import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { answer, pending } from '../../testing/apiStub';
import { signedInSession } from '../../testing/fixtures';
import { mswHandlers } from '../../testing/mswHandlers';
import { ScreenProviders } from '../../testing/ScreenProviders';
import { SponsorGate } from './SponsorGate';

/** A banner drawn in place: stories never load images from the network. */
const banner = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="600" height="200" fill="#1d4ed8"/><text x="300" y="115" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">Aarhus Sportshandel</text></svg>',
)}`;

const meta = {
  title: 'Web/Shell/Sponsor gate',
  component: SponsorGate,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <ScreenProviders session={{ ...signedInSession, sponsorPending: true }}>
        <Story />
      </ScreenProviders>
    ),
  ],
} satisfies Meta<typeof SponsorGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Right after sign-in the club's sponsor banner is shown for 2 s before the app: the sponsor's logo, named by its
 * title, leading to its address in a new tab.
 */
export const Banner: Story = {
  parameters: {
    msw: {
      handlers: mswHandlers(
        answer(contract.showSponsor, {
          bannerUrl: banner,
          title: 'Aarhus Sportshandel',
          url: 'https://aarhus-sportshandel.dk',
        }),
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Aarhus Sportshandel' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Aarhus Sportshandel' })).toHaveAttribute(
      'href',
      'https://aarhus-sportshandel.dk',
    );
  },
};

/** A sponsor without an address: the banner alone, named by the gate's own words when the sponsor has no title. */
export const BannerWithoutLink: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: { handlers: mswHandlers(answer(contract.showSponsor, { bannerUrl: banner })) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Foreningens sponsor' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** While the check runs (and for 500 ms when there is no banner) the app is loading. */
export const Checking: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: { handlers: mswHandlers(pending(contract.showSponsor)) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Indlæser …');
  },
};

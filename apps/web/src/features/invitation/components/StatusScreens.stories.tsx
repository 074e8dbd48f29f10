import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { failure, pending } from '../../../testing/apiStub';
import { mswHandlers } from '../../../testing/mswHandlers';
import type { InvitationRoute } from '../routes/InvitationRoute';
import { invitationServer } from '../testing/answers';
import { invitationStories } from '../testing/storyDecorator';

const meta = {
  title: 'Web/Invitation/Link',
  ...invitationStories({
    msw: { handlers: mswHandlers(...invitationServer({ valid: false })) },
  }),
} satisfies Meta<typeof InvitationRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A missing or invalid club (spec §2, §8): the advice to contact the sender, and the app's store links. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Ugyldigt eller inaktivit invitationslink', level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByText('Kontakt den, der har sendt dig linket, og bed om et nyt.')).toBeVisible();
  },
};

/** The link is being checked. */
export const Checking: Story = {
  tags: ['!snapshot'],
  parameters: { msw: { handlers: mswHandlers(pending(contract.checkClubLink)) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Henter invitationen …' })).toBeVisible();
  },
};

/** The link could not be checked: "Der skete en fejl", and a way to try again. */
export const Failed: Story = {
  tags: ['!snapshot'],
  parameters: { msw: { handlers: mswHandlers(failure(contract.checkClubLink, 503, 'Service Unavailable')) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Der skete en fejl', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Prøv igen' })).toBeEnabled();
  },
};

/** A pre-imported user's credentials with the password missing (ADR 019): "Der skete en fejl". */
export const IncompleteCredentials: Story = {
  tags: ['!snapshot'],
  parameters: { path: '/invitation?email=peter%40jensen.dk' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Der skete en fejl', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Gå til log ind' })).toHaveAttribute('href', '/login');
  },
};

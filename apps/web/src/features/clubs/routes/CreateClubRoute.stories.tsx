import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { answer, failure, pending } from '../../../testing/apiStub';
import { signedInSession } from '../../../testing/fixtures';
import { mswHandlers } from '../../../testing/mswHandlers';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { CreateClubRoute } from './CreateClubRoute';

const noClubs = answer(contract.clubOverview, []);

const meta = {
  title: 'Web/Clubs/CreateClub',
  component: CreateClubRoute,
  decorators: [
    (Story) => (
      <ScreenProviders path="/create-club" session={{ ...signedInSession, clubId: null }}>
        <Story />
      </ScreenProviders>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: mswHandlers(noClubs) },
  },
} satisfies Meta<typeof CreateClubRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Fills the two required fields and submits. */
const fillAndSubmit = async (canvas: Canvas, userEvent: UserEvent) => {
  await userEvent.type(canvas.getByRole('textbox', { name: /^Foreningens navn/ }), 'Aarhus Roklub');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Postnummer/ }), '8000');
  await userEvent.click(canvas.getByRole('button', { name: 'Opret forening' }));
};

/** The empty form of a user without clubs ("Annuller" leads back to /onboarding). */
export const Default: Story = {
  tags: ['themes'],
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Opret forening' });
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Annuller' })).toHaveAttribute('href', '/onboarding'));
  },
};

/** Submitted empty: name and zip are required; the focus is on the name. */
export const ValidationErrors: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Opret forening' }));
    await waitFor(() => expect(canvas.getAllByText('Skal udfyldes')).toHaveLength(2));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Foreningens navn/ })).toHaveFocus());
  },
};

/** The same name with the same zip exists: the server's 409 shows under the name. */
export const ClubExists: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: {
      handlers: mswHandlers(
        noClubs,
        failure(contract.newClub, 409, { message: 'Foreningen findes allerede', code: 'clubExists', field: 'title' }),
      ),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent);
    await canvas.findByText('Foreningen findes allerede');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Foreningens navn/ })).toHaveFocus());
  },
};

/** While the server creates the club: the button is pending and cannot be pressed again. */
export const Submitting: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: { handlers: mswHandlers(noClubs, pending(contract.newClub)) },
  },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Opret forening' })).toHaveAttribute('data-pending', 'true'),
    );
  },
};

/** A small PNG drawn in the browser, so the story needs no image file and no network. */
const samplePng = async (): Promise<File> => {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = 'rgb(21 128 61)';
  context.fillRect(0, 0, 64, 64);
  context.fillStyle = 'rgb(250 250 250)';
  context.fillRect(16, 16, 32, 32);
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/png'));
  if (!blob) throw new Error('The canvas gave no PNG');
  return new File([blob], 'logo.png', { type: 'image/png' });
};

/**
 * The club was created but the logo upload failed: the error shows under the logo, the fields are
 * read-only (the club exists), the button retries only the logo, and the user may go on without it.
 */
export const LogoFailed: Story = {
  parameters: {
    msw: {
      handlers: mswHandlers(
        noClubs,
        answer(contract.newClub, { clubId: 44 }),
        failure(contract.putClubHeaderImage, 500, 'Disk full'),
      ),
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await userEvent.upload(input, await samplePng());
    await canvas.findByRole('img', { name: 'Valgt logo' });
    await fillAndSubmit(canvas, userEvent);
    await canvas.findByText(
      'Foreningen er oprettet, men logoet kunne ikke gemmes. Prøv igen, eller fortsæt uden logo.',
    );
    await canvas.findByRole('button', { name: 'Fortsæt uden logo' });
    await expect(canvas.getByRole('button', { name: 'Prøv igen' })).toBeVisible();
  },
};

import { ApiError } from '@klubhus/domain';
import { OverlayContainer } from '@klubhus/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { ScreenProviders } from '../../testing/ScreenProviders';
import { useErrorCenter } from './ErrorCenterContext';
import { ErrorHost } from './ErrorHost';

/** Reports one failed call to the app's error center, as the query client does. */
const Fails = ({ error, form = false }: { error: unknown; form?: boolean }) => {
  const center = useErrorCenter();
  useEffect(() => void center.report(error, { form }), [center, error, form]);
  return <p className="p-6 text-fg-muted">Siden bag dialogen.</p>;
};

/**
 * ScreenProviders renders the ErrorHost itself, as RootLayout does in the app; the overlay container keeps
 * the dialog and the notice inside the story, where axe and the screenshots see them.
 */
const meta = {
  title: 'Web/Shell/Errors',
  component: ErrorHost,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <OverlayContainer style={{ height: 480 }} className="relative overflow-hidden bg-surface-sunken text-fg">
        <Story />
      </OverlayContainer>
    ),
  ],
} satisfies Meta<typeof ErrorHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A 500: "Fejl 500", the message, and Back, which closes the dialog. */
export const ServerError: Story = {
  render: () => (
    <ScreenProviders>
      <Fails error={new ApiError(500, 'Databasen svarer ikke')} />
    </ScreenProviders>
  ),
  play: async () => {
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Fejl 500');
    await expect(dialog).toHaveTextContent('Noget gik galt...');
    await expect(dialog).toHaveTextContent('Databasen svarer ikke');
    await expect(within(dialog).queryByRole('button', { name: 'Genindlæs' })).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Tilbage' })).toHaveFocus());
  },
};

/** Back (or Escape) closes the dialog and the page is usable again. */
export const BackCloses: Story = {
  tags: ['!snapshot'],
  render: ServerError.render,
  play: async ({ userEvent }) => {
    await body().findByRole('alertdialog');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** A 400 from a call that is not a form's: Reload instead of Back. */
export const ClientError: Story = {
  tags: ['!snapshot'],
  render: () => (
    <ScreenProviders>
      <Fails error={new ApiError(400, 'Ugyldig forespørgsel')} />
    </ScreenProviders>
  ),
  play: async () => {
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Fejl 400');
    await expect(within(dialog).getByRole('button', { name: 'Genindlæs' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Tilbage' })).toBeNull();
  },
};

/** No answer at all (offline, or no API address): "Fejl" without a status, and Back. */
export const NoConnection: Story = {
  tags: ['!snapshot'],
  render: () => (
    <ScreenProviders>
      <Fails error={new TypeError('Failed to fetch')} />
    </ScreenProviders>
  ),
  play: async () => {
    const dialog = await body().findByRole('alertdialog');
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(/^Fejl$/);
    await expect(within(dialog).getByRole('button', { name: 'Tilbage' })).toBeVisible();
  },
};

/** A 403: the permission-denied notice at the top, never the dialog. */
export const PermissionDenied: Story = {
  render: () => (
    <ScreenProviders>
      <Fails error={new ApiError(403, 'Forbidden')} />
    </ScreenProviders>
  ),
  play: async () => {
    const notice = await body().findByRole('alert');
    await expect(notice).toHaveTextContent('Du har ikke adgang til dette.');
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

/** The notice closes with its button (and by itself after 6 s). */
export const PermissionNoticeCloses: Story = {
  tags: ['!snapshot'],
  render: PermissionDenied.render,
  play: async ({ userEvent }) => {
    const notice = await body().findByRole('alert');
    await userEvent.click(within(notice).getByRole('button', { name: 'Luk' }));
    await waitFor(() => expect(body().queryByRole('alert')).toBeNull());
  },
};

/** A form's own 400 is the form's to show: no dialog, no notice. */
export const FormErrorStaysInTheForm: Story = {
  tags: ['!snapshot'],
  render: () => (
    <ScreenProviders>
      <Fails error={new ApiError(400, 'Ugyldig e-mail', 'emailValid', 'email')} form />
    </ScreenProviders>
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Siden bag dialogen.');
    await expect(body().queryByRole('alertdialog')).toBeNull();
    await expect(body().queryByRole('alert')).toBeNull();
  },
};

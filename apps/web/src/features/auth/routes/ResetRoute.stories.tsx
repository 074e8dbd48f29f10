import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { ResetRoute } from './ResetRoute';

const meta = {
  title: 'Web/Auth/Reset',
  component: ResetRoute,
  decorators: [
    (Story, { parameters }) => (
      <ScreenProviders path={(parameters.path as string | undefined) ?? '/reset?token=story-token'}>
        <Story />
      </ScreenProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ResetRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mailed link's page: a new password twice. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Nulstil adgangskode' });
    await expect(canvas.getByLabelText(/^Ny adgangskode/)).toBeVisible();
  },
};

/** The two passwords differ. */
export const Mismatch: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Ny adgangskode/), 'hemmelig1');
    await userEvent.type(canvas.getByLabelText(/^Gentag adgangskode/), 'hemmelig2');
    await userEvent.click(canvas.getByRole('button', { name: 'Nulstil adgangskode' }));
    await canvas.findByText('Adgangskoderne er ikke ens');
    await waitFor(() => expect(canvas.getByLabelText(/^Gentag adgangskode/)).toHaveFocus());
  },
};

/** Opened without a token (or with a used or expired one): no form, the way to a new link. */
export const InvalidLink: Story = {
  parameters: { path: '/reset' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Linket er ugyldigt eller udløbet');
    await expect(canvas.getByRole('link', { name: 'Bed om et nyt link' })).toBeVisible();
  },
};

import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { failure } from '../../../testing/apiStub';
import { mswHandlers } from '../../../testing/mswHandlers';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { clubLink, disabledFields } from '../testing/answers';
import { CreateAccountRoute } from './CreateAccountRoute';

const meta = {
  title: 'Web/Auth/CreateAccount',
  component: CreateAccountRoute,
  decorators: [
    (Story, { parameters }) => (
      <ScreenProviders path={(parameters.path as string | undefined) ?? '/create'}>
        <Story />
      </ScreenProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CreateAccountRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without an invitation: birthdate, mobile, address and city are optional. */
export const Default: Story = {
  tags: ['themes'],
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Opret bruger' });
    await expect(canvas.getByRole('textbox', { name: /^Fødselsdato \(valgfri\)/ })).toBeVisible();
  },
};

/** Submitted with a short zip, a short mobile and two different passwords. */
export const ValidationErrors: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Postnummer/ }), '800');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Mobil/ }), '1234');
    await userEvent.type(canvas.getByLabelText(/^Adgangskode/), 'hemmelig1');
    await userEvent.type(canvas.getByLabelText(/^Gentag adgangskode/), 'hemmelig2');
    await userEvent.click(canvas.getByRole('button', { name: 'Opret bruger' }));
    await canvas.findByText('Skal være på 4 cifre');
    await canvas.findByText('Adgangskoderne er ikke ens');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Fornavn/ })).toHaveFocus());
  },
};

/** The e-mail has an account already: the server's 409 shows under Email. */
export const EmailInUse: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: {
      handlers: mswHandlers(
        failure(contract.register, 409, {
          message: 'Denne e-mail er allerede i brug',
          code: 'emailInUse',
          field: 'email',
        }),
      ),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Fornavn/ }), 'Anna');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Efternavn/ }), 'Hansen');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'anna@klubhus.dk');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Postnummer/ }), '8000');
    await userEvent.type(canvas.getByLabelText(/^Adgangskode/), 'hemmelig1');
    await userEvent.type(canvas.getByLabelText(/^Gentag adgangskode/), 'hemmelig1');
    await userEvent.click(canvas.getByRole('button', { name: 'Opret bruger' }));
    await canvas.findByText('Denne e-mail er allerede i brug');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveFocus());
  },
};

/** Through an invitation whose club asks for birthdate, address and city: they are required. */
export const WithClubToken: Story = {
  tags: ['!snapshot'],
  parameters: { path: '/create?clubToken=abc', msw: { handlers: mswHandlers(clubLink, disabledFields) } },
  play: async ({ canvas }) => {
    const birthdate = await canvas.findByRole('textbox', { name: /^Fødselsdato/ });
    await expect(birthdate).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('textbox', { name: /^Mobil \(valgfri\)/ })).toBeVisible();
  },
};

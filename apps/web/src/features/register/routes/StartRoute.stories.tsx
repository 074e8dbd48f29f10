import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { failure, pending } from '../../../testing/apiStub';
import { mswHandlers } from '../../../testing/mswHandlers';
import {
  emil,
  emilWaiting,
  ida,
  idaOwnLogin,
  invitationServer,
  mailedLink,
  mette,
  metteAdult,
  peter,
  signupStateOf,
} from '../testing/answers';
import { RegisterRoutes } from '../testing/RegisterRoutes';
import { registerDecorator, withStoredSignup } from '../testing/storyDecorator';
import { RegisterRoute } from './RegisterRoute';

/** A family in the middle of signing up: Peter is a user, Mette is marked adult, Emil waits for her, Ida is new. */
const family = [{ ...peter, assigned: true, created: true }, metteAdult, emilWaiting, ida];

const meta = {
  title: 'Web/Register/Start',
  component: RegisterRoute,
  render: () => <RegisterRoutes />,
  decorators: [registerDecorator],
  beforeEach: withStoredSignup,
  parameters: {
    layout: 'fullscreen',
    signup: signupStateOf(family),
    msw: { handlers: mswHandlers(...invitationServer(family)) },
  },
} satisfies Meta<typeof RegisterRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkPath = `/register?email=${encodeURIComponent(mailedLink.email)}&password=${mailedLink.password}`;

/** The start list with every state a person can be in: done, adult, waiting child, not chosen yet. */
export const Default: Story = {
  tags: ['themes'],
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Tilmelding til Aarhus Roklub', level: 1 });
    await expect(canvas.getByText('Oprettet')).toBeVisible();
    await expect(canvas.getByText('Registreres, når Mette er oprettet.')).toBeVisible();
    const ida = canvas.getByRole('heading', { name: 'Ida Hansen' }).closest('li') as HTMLElement;
    await expect(within(ida).getByRole('link', { name: 'Voksen' })).toHaveAttribute(
      'href',
      '/register/i4/new?type=adult',
    );
  },
};

/**
 * The list as a phone shows it (390 px wide), as most people open the mailed link: every row and action fits
 * without sideways scrolling.
 */
export const Phone: Story = {
  parameters: { layout: 'centered' },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole('heading', { name: 'Tilmelding til Aarhus Roklub', level: 1 });
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** Opening the mailed link: the invitation is being fetched. */
export const SigningIn: Story = {
  parameters: {
    path: linkPath,
    signup: null,
    msw: { handlers: mswHandlers(pending(contract.loginImported)) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Henter din invitation …' })).toBeVisible();
  },
};

/** The invitation could not be fetched (the server is down): said, with a way to try again. */
export const SignInFailed: Story = {
  tags: ['!snapshot'],
  parameters: {
    path: linkPath,
    signup: null,
    msw: { handlers: mswHandlers(failure(contract.loginImported, 429, { message: 'x', code: 'tooManyAttempts' })) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('For mange forkerte forsøg');
    await expect(canvas.getByRole('button', { name: 'Prøv igen' })).toBeEnabled();
  },
};

/** Removing a person asks "Er du sikker?" first, then the person is gone from the list. */
export const RemovePerson: Story = {
  tags: ['!snapshot'],
  parameters: {
    signup: signupStateOf([mette, emil, ida]),
    msw: { handlers: mswHandlers(...invitationServer([mette, emil, ida])) },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Fjern Ida Hansen' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(within(dialog).getByRole('heading', { name: 'Er du sikker?' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Ida Hansen' })).toBeNull());
  },
};

/** "Tilføj et barn": first name, surname and birthdate are required; the child then joins the list. */
export const AddChild: Story = {
  tags: ['!snapshot'],
  parameters: {
    signup: signupStateOf([metteAdult]),
    msw: { handlers: mswHandlers(...invitationServer([metteAdult])) },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Tilføj et barn' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Tilføj barn' }));
    await expect((await canvas.findAllByText('Skal udfyldes')).length).toBe(3);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Fornavn/ }), 'Alma');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Efternavn/ }), 'Hansen');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Fødselsdato/ }), '2018-02-14');
    await userEvent.click(canvas.getByRole('button', { name: 'Tilføj barn' }));
    await expect(await canvas.findByRole('heading', { name: 'Alma Hansen' })).toBeVisible();
  },
};

/** A child of its own sign-in and a child of a parent who is a user here, registered when asked again. */
export const ChildToRegister: Story = {
  tags: ['!snapshot'],
  parameters: {
    signup: signupStateOf([{ ...metteAdult, created: true }, emilWaiting, idaOwnLogin], {
      accounts: { i1: { userId: 501, authToken: 'mette-token', email: mailedLink.email } },
    }),
    msw: { handlers: mswHandlers(...invitationServer([{ ...metteAdult, created: true }, emilWaiting, idaOwnLogin])) },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('link', { name: 'Opret barnets bruger' })).toHaveAttribute(
      'href',
      '/register/i4',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Registrer Emil' }));
    const emilRow = (await canvas.findByRole('heading', { name: 'Emil Hansen' })).closest('li') as HTMLElement;
    await expect(await within(emilRow).findByText('Oprettet')).toBeVisible();
  },
};

/** The session expired and the link is not at hand (a reload hours later): open the link again. */
export const SessionExpired: Story = {
  parameters: {
    signup: signupStateOf([mette, emil], { session: { authToken: 'old', expiresAt: '2020-01-01T00:00:00Z' } }),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Fjern Emil Hansen' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja' }));
    await expect(await canvas.findByRole('heading', { name: 'Åbn linket igen' })).toBeVisible();
  },
};

import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { failure } from '../../../testing/apiStub';
import { mswHandlers } from '../../../testing/mswHandlers';
import {
  emil,
  emilWaiting,
  idaOwnLogin,
  invitationServer,
  mailedLink,
  metteAccount,
  metteAdult,
  peter,
  signupStateOf,
} from '../testing/answers';
import { RegisterRoutes } from '../testing/RegisterRoutes';
import { registerDecorator, withStoredSignup } from '../testing/storyDecorator';
import { RegisterRoute } from './RegisterRoute';

const meta = {
  title: 'Web/Register/NewPerson',
  component: RegisterRoute,
  render: () => <RegisterRoutes />,
  decorators: [registerDecorator],
  beforeEach: withStoredSignup,
  parameters: {
    layout: 'fullscreen',
    path: '/register/i1/new?type=adult',
    signup: signupStateOf([metteAdult, emilWaiting]),
    msw: { handlers: mswHandlers(...invitationServer([metteAdult, emilWaiting])) },
  },
} satisfies Meta<typeof RegisterRoute>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const fillAccount = async (canvas: Canvas, userEvent: UserEvent, email: string) => {
  const emailBox = await canvas.findByRole('textbox', { name: /^Email/ });
  await userEvent.clear(emailBox);
  await userEvent.type(emailBox, email);
  await userEvent.type(canvas.getByLabelText(/^Adgangskode/), 'roning2025');
  await userEvent.type(canvas.getByLabelText(/^Gentag adgangskode/), 'roning2025');
  await userEvent.click(canvas.getByRole('checkbox', { name: /privatlivspolitik/ }));
};

/** An adult's create form in a flow of several people ("Gem!"), with the club's data policy. */
export const Adult: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Opret bruger til Mette Hansen' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue(mailedLink.email);
    await expect(canvas.getByRole('button', { name: 'Gem!' })).toBeEnabled();
  },
};

/** Someone of the flow is not yet marked adult or child: the confirm button waits, and says for whom. */
export const WaitsForEveryone: Story = {
  parameters: {
    signup: signupStateOf([metteAdult, emil]),
    msw: { handlers: mswHandlers(...invitationServer([metteAdult, emil])) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Vælg først voksen eller barn for alle' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Gem!' })).toBeDisabled();
  },
};

/** The only person of the flow: "Godkend!" makes her a member and ends at /register/done. */
export const OnlyPerson: Story = {
  tags: ['!snapshot'],
  parameters: {
    signup: signupStateOf([metteAdult]),
    msw: { handlers: mswHandlers(...invitationServer([metteAdult])) },
  },
  play: async ({ canvas, userEvent }) => {
    await fillAccount(canvas, userEvent, 'mette@hansen.dk');
    await userEvent.click(canvas.getByRole('button', { name: 'Godkend!' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Du er nu medlem af Aarhus Roklub' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The e-mail has an account already (409 emailTaken): "Emailen er allerede i brug" under the e-mail. */
export const EmailTaken: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: {
      handlers: mswHandlers(
        ...invitationServer([metteAdult, emilWaiting]),
        failure(contract.activateImported, 409, {
          message: 'Emailen er allerede i brug',
          code: 'emailTaken',
          field: 'email',
        }),
      ),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await fillAccount(canvas, userEvent, 'mette@hansen.dk');
    await userEvent.click(canvas.getByRole('button', { name: 'Gem!' }));
    await expect(await canvas.findByText('Emailen er allerede i brug')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveFocus());
  },
};

/** Another adult of the flow uses the e-mail already: said at once, before any call. */
export const EmailInFlow: Story = {
  tags: ['!snapshot'],
  parameters: {
    path: '/register/i3/new?type=adult',
    signup: signupStateOf(
      [
        { ...metteAdult, created: true },
        { ...peter, assigned: true },
      ],
      {
        accounts: { i1: metteAccount },
      },
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await fillAccount(canvas, userEvent, mailedLink.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Gem!' }));
    await expect(await canvas.findByText('Denne e-mail er allerede i brug')).toBeVisible();
  },
};

/** A child's configuration: its parents among the adults, and whether it logs in on its own. */
export const Child: Story = {
  parameters: { path: '/register/i2/new?type=child' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Emil er et barn' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Mette Hansen' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Nej/ })).toBeChecked();
  },
};

/** Saved without a parent and without the own-login choice: both are asked for. */
export const ChildIncomplete: Story = {
  tags: ['!snapshot'],
  parameters: {
    path: '/register/i2/new?type=child',
    signup: signupStateOf([metteAdult, emil]),
    msw: { handlers: mswHandlers(...invitationServer([metteAdult, emil])) },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Gem!' }));
    await expect(await canvas.findByText('Vælg forælder/værge (mindst én)')).toBeVisible();
    await expect(canvas.getByText('Vælg, om barnet selv skal kunne logge ind')).toBeVisible();
  },
};

/** A child who logs in on its own gets its own account (`?type=own`), the same form as an adult's. */
export const ChildOwnAccount: Story = {
  tags: ['!snapshot'],
  parameters: {
    path: '/register/i4/new?type=own',
    signup: signupStateOf([metteAdult, idaOwnLogin]),
    msw: { handlers: mswHandlers(...invitationServer([metteAdult, idaOwnLogin])) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Opret bruger til Ida Hansen' })).toBeVisible();
  },
};

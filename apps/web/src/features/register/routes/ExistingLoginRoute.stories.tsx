import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { failure } from '../../../testing/apiStub';
import { mswHandlers } from '../../../testing/mswHandlers';
import { emilWaiting, invitationServer, metteAdult, signupStateOf } from '../testing/answers';
import { RegisterRoutes } from '../testing/RegisterRoutes';
import { registerDecorator, withStoredSignup } from '../testing/storyDecorator';
import { RegisterRoute } from './RegisterRoute';

const meta = {
  title: 'Web/Register/Login',
  component: RegisterRoute,
  render: () => <RegisterRoutes />,
  decorators: [registerDecorator],
  beforeEach: withStoredSignup,
  parameters: {
    layout: 'fullscreen',
    path: '/register/i1/login',
    signup: signupStateOf([metteAdult, emilWaiting]),
    msw: { handlers: mswHandlers(...invitationServer([metteAdult, emilWaiting])) },
  },
} satisfies Meta<typeof RegisterRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/register/{id}/login`: the account the person has, "Log ind!". */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Log ind som Mette' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log ind!' })).toBeEnabled();
  },
};

/** A wrong password (401 wrongPassword): "forkert password" on the e-mail field (spec §8). */
export const WrongPassword: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: {
      handlers: mswHandlers(
        ...invitationServer([metteAdult, emilWaiting]),
        failure(contract.activateImported, 401, { message: 'forkert password', code: 'wrongPassword' }),
      ),
    },
  },
  play: async ({ canvas, userEvent }) => {
    const email = await canvas.findByRole('textbox', { name: /^Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'mette@hansen.dk');
    await userEvent.type(canvas.getByLabelText(/^Adgangskode/), 'forkert1');
    await userEvent.click(canvas.getByRole('checkbox', { name: /privatlivspolitik/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Log ind!' }));
    await expect(await canvas.findByText('forkert password')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveFocus());
  },
};

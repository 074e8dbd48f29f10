import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Navigate, Route, Routes } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { failure } from '../../../testing/apiStub';
import { mswHandlers } from '../../../testing/mswHandlers';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { clubLink, dataPolicy } from '../testing/answers';
import { LoginRoute } from './LoginRoute';

const meta = {
  title: 'Web/Auth/Login',
  component: LoginRoute,
  decorators: [
    (Story, { parameters }) => {
      // `arriveWith`: /login reached from a page that says why in the location state (/forgot, /reset).
      const state = parameters.arriveWith as Record<string, boolean> | undefined;
      return (
        <ScreenProviders path={state ? '/from' : ((parameters.path as string | undefined) ?? '/login')}>
          <Routes>
            <Route path="/from" element={<Navigate to="/login" state={state} />} />
            <Route path="/login" element={<Story />} />
          </Routes>
        </ScreenProviders>
      );
    },
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty sign-in form with the links to /forgot and /create, the brand's website and Cookies. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Log ind' });
    await expect(canvas.getByRole('button', { name: 'Cookies' })).toBeVisible();
  },
};

/** Through an invitation (`?clubToken=`) to a club with a data policy: "Log ind" waits for the tick. */
export const WithPolicy: Story = {
  parameters: { path: '/login?clubToken=abc', msw: { handlers: mswHandlers(clubLink, dataPolicy) } },
  play: async ({ canvas }) => {
    await canvas.findByRole('checkbox', { name: 'Jeg accepterer foreningens privatlivspolitik' });
    await expect(canvas.getByRole('button', { name: 'Log ind' })).toBeDisabled();
  },
};

/** A wrong e-mail or password: the server's 401 shows "forkert password" on the e-mail field. */
export const WrongPassword: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: {
      handlers: mswHandlers(
        failure(contract.loginPlain, 401, { message: 'forkert password', code: 'wrongPassword', field: 'email' }),
      ),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'anna@klubhus.dk');
    await userEvent.type(canvas.getByLabelText(/^Adgangskode/), 'forkert');
    await userEvent.click(canvas.getByRole('button', { name: 'Log ind' }));
    await canvas.findByText('forkert password');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveFocus());
  },
};

/** Back from /forgot: "Vi har sendt et link ..." at the top. */
export const ForgotSent: Story = {
  tags: ['!snapshot'],
  parameters: { arriveWith: { forgotSent: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(/^Vi har sendt et link/);
  },
};

/** Back from /reset: the password has been changed. */
export const PasswordReset: Story = {
  tags: ['!snapshot'],
  parameters: { arriveWith: { passwordReset: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Din adgangskode er ændret');
  },
};

/** The cookies button explains what the app keeps in the browser. */
export const Cookies: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cookies' }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
  },
};

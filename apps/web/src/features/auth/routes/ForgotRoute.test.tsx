import { contract } from '@klubhus/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '../../../testing/apiStub';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { stubFetch } from '../../../testing/stubFetch';
import { ForgotRoute } from './ForgotRoute';
import { LoginRoute } from './LoginRoute';

const renderForgot = () =>
  render(
    <ScreenProviders path="/forgot">
      <Routes>
        <Route path="/forgot" element={<ForgotRoute />} />
        <Route path="/login" element={<LoginRoute />} />
      </Routes>
    </ScreenProviders>,
  );

const email = () => screen.getByRole('textbox', { name: /^Email/ });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send link' }));

describe('ForgotRoute', () => {
  it('sends the e-mail and shows "Vi har sendt et link" on /login', async () => {
    const api = stubFetch(answer(contract.forgotPassword, { succeeded: true }));
    renderForgot();
    expect(screen.getByRole('heading', { name: 'Glemt adgangskode' })).toBeTruthy();
    fireEvent.change(email(), { target: { value: 'anna@klubhus.dk' } });
    send();
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe('Vi har sendt et link til din email. Følg linket for at vælge en ny adgangskode.');
    expect(screen.getByRole('heading', { name: 'Log ind' })).toBeTruthy();
    expect(api.sent(contract.forgotPassword)[0]?.body).toEqual({ email: 'anna@klubhus.dk' });
  });

  it('says an invalid e-mail is invalid and sends nothing', async () => {
    const api = stubFetch();
    renderForgot();
    fireEvent.change(email(), { target: { value: 'anna@' } });
    send();
    expect(await screen.findByText('Indtast en gyldig email')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('leaves a server failure to the error dialog and stays', async () => {
    stubFetch(failure(contract.forgotPassword, 500, 'boom'));
    renderForgot();
    fireEvent.change(email(), { target: { value: 'anna@klubhus.dk' } });
    send();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Fejl 500');
    expect(dialog.textContent).toContain('boom');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Glemt adgangskode', hidden: true })).toBeTruthy();
  });

  it('links back to /login', () => {
    stubFetch();
    renderForgot();
    expect(screen.getByRole('link', { name: 'Tilbage til log ind' }).getAttribute('href')).toBe('/login');
  });
});

import { contract } from '@klubhus/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '../../../testing/apiStub';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { stubFetch } from '../../../testing/stubFetch';
import { LoginRoute } from './LoginRoute';
import { ResetRoute } from './ResetRoute';

const renderReset = (path = '/reset?token=tok123') =>
  render(
    <ScreenProviders path={path}>
      <Routes>
        <Route path="/reset" element={<ResetRoute />} />
        <Route path="/login" element={<LoginRoute />} />
      </Routes>
    </ScreenProviders>,
  );

const fillIn = (password: string, repeat: string) => {
  fireEvent.change(screen.getByLabelText(/^Ny adgangskode/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Gentag adgangskode/), { target: { value: repeat } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Nulstil adgangskode' }));
const invalidText = 'Linket er ugyldigt eller udløbet. Bed om et nyt.';

describe('ResetRoute', () => {
  it('says when the two passwords differ and sends nothing', async () => {
    const api = stubFetch();
    renderReset();
    fillIn('secret123', 'secret124');
    submit();
    expect(await screen.findByText('Adgangskoderne er ikke ens')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('asks for at least 8 characters', async () => {
    stubFetch();
    renderReset();
    fillIn('short', 'short');
    submit();
    expect(await screen.findByText('Adgangskoden skal være på mindst 8 tegn')).toBeTruthy();
  });

  it('sends token and password, then shows the notice on /login', async () => {
    const api = stubFetch(answer(contract.resetPassword));
    renderReset();
    fillIn('secret123', 'secret123');
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Din adgangskode er ændret. Log ind med den nye adgangskode.',
    );
    expect(api.sent(contract.resetPassword)[0]?.body).toEqual({ token: 'tok123', password: 'secret123' });
  });

  it('shows the invalid-link alert with a way to a new link when the server refuses the token', async () => {
    stubFetch(failure(contract.resetPassword, 400, { message: 'Invalid', code: 'invalidResetToken', field: 'token' }));
    renderReset();
    fillIn('secret123', 'secret123');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(invalidText));
    expect(screen.getByRole('link', { name: 'Bed om et nyt link' }).getAttribute('href')).toBe('/forgot');
  });

  it('shows the alert at once and no form without a token', () => {
    stubFetch();
    renderReset('/reset');
    expect(screen.getByRole('alert').textContent).toContain(invalidText);
    expect(screen.getByRole('link', { name: 'Bed om et nyt link' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Ny adgangskode/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nulstil adgangskode' })).toBeNull();
  });
});

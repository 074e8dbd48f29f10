import { contract } from '@klubhus/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '../../../testing/apiStub';
import { sampleClub, sampleUser } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { stubFetch } from '../../../testing/stubFetch';
import { clubLink, dataPolicy } from '../testing/answers';
import { SessionProbe } from '../testing/SessionProbe';
import { LoginRoute } from './LoginRoute';

const renderLogin = (path = '/login', flags: Record<string, boolean> = {}) =>
  render(
    <ScreenProviders path={path} flags={flags}>
      <LoginRoute />
      <SessionProbe />
    </ScreenProviders>,
  );

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const passwordField = () => screen.getByLabelText(/^Adgangskode/);
const submitButton = () => screen.getByRole('button', { name: 'Log ind' });

const fillIn = (email: string, password: string) => {
  fireEvent.change(field('Email'), { target: { value: email } });
  fireEvent.change(passwordField(), { target: { value: password } });
};

const signedIn = [
  answer(contract.loginPlain, { authToken: 'new-token', user: sampleUser }),
  answer(contract.clubOverview, [sampleClub]),
  answer(contract.userChildren, []),
];

describe('LoginRoute', () => {
  it('shows "forkert password" under Email on a 401 and stores no session', async () => {
    const api = stubFetch(
      failure(contract.loginPlain, 401, { message: 'forkert password', code: 'wrongPassword', field: 'email' }),
    );
    renderLogin();
    fillIn('anna@klubhus.dk', 'wrong');
    fireEvent.click(submitButton());
    expect(await screen.findByText('forkert password')).toBeTruthy();
    const email = field('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').some((id) => document.getElementById(id)?.textContent === 'forkert password')).toBe(
      true,
    );
    expect(api.sent(contract.loginPlain)[0]?.body).toEqual({ email: 'anna@klubhus.dk', password: 'wrong' });
    expect(api.sent(contract.clubOverview)).toHaveLength(0);
    expect(screen.getByTestId('session').textContent).toBe('|');
  });

  it('stores the token and the user after a successful sign-in', async () => {
    const api = stubFetch(...signedIn);
    renderLogin();
    fillIn('  anna@klubhus.dk ', 'secret123');
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('new-token|anna@klubhus.dk'));
    // The e-mail goes out trimmed (spec document 1 §7).
    expect(api.sent(contract.loginPlain)[0]?.body).toEqual({ email: 'anna@klubhus.dk', password: 'secret123' });
  });

  it('shows the required texts and sends nothing for an empty form', async () => {
    const api = stubFetch(...signedIn);
    renderLogin();
    fireEvent.click(submitButton());
    expect(await screen.findAllByText('Skal udfyldes')).toHaveLength(2);
    expect(api.calls).toHaveLength(0);
  });

  it('shows a 429 as a form-level alert', async () => {
    stubFetch(failure(contract.loginPlain, 429, { message: 'For mange forkerte forsøg.', code: 'tooManyAttempts' }));
    renderLogin();
    fillIn('anna@klubhus.dk', 'wrong');
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('For mange forkerte forsøg. Prøv igen om et kvarter.');
  });

  it("keeps the button disabled until the club's data policy is accepted", async () => {
    const api = stubFetch(...signedIn, clubLink, dataPolicy);
    renderLogin('/login?clubToken=abc');
    const box = await screen.findByRole('checkbox', { name: 'Jeg accepterer foreningens privatlivspolitik' });
    const policyLink = screen.getByRole('link', { name: /Læs foreningens privatlivspolitik/ });
    expect(policyLink.getAttribute('href')).toBe('https://aarhusroklub.dk/privatliv');
    expect(policyLink.getAttribute('target')).toBe('_blank');
    expect(api.sent(contract.dataPolicyLink)).toHaveLength(1);
    fillIn('anna@klubhus.dk', 'secret123');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(submitButton());
    expect(api.sent(contract.loginPlain)).toHaveLength(0);
    fireEvent.click(box);
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(api.sent(contract.loginPlain)).toHaveLength(1));
  });

  it('shows no policy box without a club context', async () => {
    const api = stubFetch(...signedIn);
    renderLogin();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(submitButton().hasAttribute('disabled')).toBe(false);
    expect(api.calls).toHaveLength(0);
  });

  it('keeps the club token in the links to /forgot and /create', () => {
    stubFetch(answer(contract.checkClubLink, { valid: false }));
    renderLogin('/login?clubToken=abc');
    expect(screen.getByRole('link', { name: 'Glemt adgangskode?' }).getAttribute('href')).toBe('/forgot?clubToken=abc');
    expect(screen.getByRole('link', { name: 'Opret bruger' }).getAttribute('href')).toBe('/create?clubToken=abc');
  });

  // Opening the cookies modal is covered by the story (RAC's Modal needs a real browser).
  it("links to the brand's website and shows the cookies button when store_badges is on", () => {
    stubFetch();
    renderLogin('/login', { store_badges: true });
    expect(screen.getByRole('link', { name: 'Besøg hjemmesiden for Klubhus' }).getAttribute('href')).toBe(
      'https://klubhus.dk/nyheder',
    );
    expect(screen.getByRole('button', { name: 'Cookies' })).toBeTruthy();
  });

  it('has no cookies button when store_badges is off', () => {
    stubFetch();
    renderLogin('/login', { store_badges: false });
    expect(screen.queryByRole('button', { name: 'Cookies' })).toBeNull();
  });
});

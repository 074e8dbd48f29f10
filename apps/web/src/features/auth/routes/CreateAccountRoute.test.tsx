import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { SessionProbe } from '../testing/SessionProbe';
import { paths, stubApi } from '../testing/stubApi';
import { CreateAccountRoute } from './CreateAccountRoute';

const renderCreate = (path = '/create') =>
  render(
    <ScreenProviders path={path}>
      <CreateAccountRoute />
      <SessionProbe />
    </ScreenProviders>,
  );

const box = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const passwordBox = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Opret bruger' }));
/** The error text a field's aria-describedby points at. */
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const fillRequired = (email = 'ny@klubhus.dk', password = 'secret123') => {
  type(box('Fornavn'), 'Ny');
  type(box('Efternavn'), 'Bruger');
  type(box('Email'), email);
  type(box('Postnummer'), '8000');
  type(passwordBox('Adgangskode'), password);
  type(passwordBox('Gentag adgangskode'), password);
};

const success = {
  [`POST ${paths.register}`]: { status: 201, body: { userId: 7, created: true } },
  [`POST ${paths.login}`]: { body: { authToken: 'new-token', user: { ...sampleUser, email: 'ny@klubhus.dk' } } },
  [`GET ${paths.clubOverview}`]: { body: [] },
  [`GET ${paths.children}`]: { body: [] },
};

const clubToken = {
  [`POST ${paths.checkClubLink}`]: {
    body: { valid: true, id: 12, name: 'Aarhus Roklub', imageUrl: null, invitedByName: null, invitedByImage: null },
  },
  [`GET ${paths.disabledFields}`]: { body: { disabledUserFields: ['mobile'], disabledAddressFields: [] } },
};

describe('CreateAccountRoute', () => {
  it('says when the passwords differ', async () => {
    const api = stubApi(success);
    renderCreate();
    fillRequired();
    type(passwordBox('Gentag adgangskode'), 'secret124');
    submit();
    await waitFor(() => expect(errorOf(passwordBox('Gentag adgangskode'))).toContain('Adgangskoderne er ikke ens'));
    expect(api.calls).toHaveLength(0);
  });

  it('asks for a zip of 4 digits', async () => {
    stubApi(success);
    renderCreate();
    fillRequired();
    type(box('Postnummer'), '800');
    submit();
    await waitFor(() => expect(errorOf(box('Postnummer'))).toContain('Skal være på 4 cifre'));
  });

  it('asks for a mobile of 8 digits and a password of 8 characters', async () => {
    stubApi(success);
    renderCreate();
    fillRequired('ny@klubhus.dk', 'short');
    type(box('Mobil'), '1234');
    submit();
    await waitFor(() => expect(errorOf(box('Mobil'))).toContain('Skal være på 8 cifre'));
    expect(errorOf(passwordBox('Adgangskode'))).toContain('Adgangskoden skal være på mindst 8 tegn');
  });

  it('keeps birthdate, mobile, address and city optional without a club token', async () => {
    stubApi(success);
    renderCreate();
    for (const label of ['Fødselsdato', 'Mobil', 'Adresse', 'By']) {
      expect(box(label).getAttribute('aria-required')).not.toBe('true');
      expect(within(document.body).getByText(label).textContent).toContain('(valgfri)');
    }
    expect(box('Fornavn').getAttribute('aria-required')).toBe('true');
  });

  it('makes the fields the club does not disable required with a club token', async () => {
    const api = stubApi({ ...success, ...clubToken });
    renderCreate('/create?clubToken=abc');
    await screen.findByRole('textbox', { name: /^Fornavn/ });
    expect(api.sent(paths.disabledFields)).toHaveLength(1);
    for (const label of ['Fødselsdato', 'Adresse', 'By']) expect(box(label).getAttribute('aria-required')).toBe('true');
    expect(box('Mobil').getAttribute('aria-required')).not.toBe('true');
    fillRequired();
    submit();
    await waitFor(() => expect(errorOf(box('Fødselsdato'))).toContain('Skal udfyldes'));
    expect(errorOf(box('Adresse'))).toContain('Skal udfyldes');
    expect(errorOf(box('Mobil'))).toBe('');
    expect(api.sent(paths.register)).toHaveLength(0);
    type(box('Fødselsdato'), '1990-04-12');
    type(box('Adresse'), 'Skovvej 3');
    type(box('By'), 'Aarhus');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Opret bruger' }).hasAttribute('disabled')).toBe(false),
    );
    submit();
    await waitFor(() => expect(api.sent(paths.register)).toHaveLength(1));
    expect(api.sent(paths.register)[0]?.body).toMatchObject({
      clubToken: 'abc',
      birthdate: '1990-04-12',
      city: 'Aarhus',
    });
  });

  it('shows "Denne e-mail er allerede i brug" under Email on a 409', async () => {
    const api = stubApi({
      ...success,
      [`POST ${paths.register}`]: {
        status: 409,
        body: { statusCode: 409, message: 'Denne e-mail er allerede i brug', code: 'emailInUse', field: 'email' },
      },
    });
    renderCreate();
    fillRequired();
    submit();
    await waitFor(() => expect(errorOf(box('Email'))).toContain('Denne e-mail er allerede i brug'));
    expect(api.sent(paths.login)).toHaveLength(0);
    expect(screen.getByTestId('session').textContent).toBe('|');
  });

  it('registers, then signs in with the same e-mail and password and stores the session', async () => {
    const api = stubApi(success);
    renderCreate();
    fillRequired('ny@klubhus.dk', 'secret123');
    submit();
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('new-token|ny@klubhus.dk'));
    expect(api.calls.map((call) => call.path).slice(0, 2)).toEqual([paths.register, paths.login]);
    expect(api.sent(paths.register)[0]?.body).toEqual({
      firstName: 'Ny',
      surname: 'Bruger',
      email: 'ny@klubhus.dk',
      password: 'secret123',
      zip: '8000',
      clubToken: null,
      birthdate: null,
      mobile: null,
      address: null,
      city: null,
    });
    expect(api.sent(paths.login)[0]?.body).toEqual({ email: 'ny@klubhus.dk', password: 'secret123' });
    expect(api.sent(paths.userImage)).toHaveLength(0);
  });

  it('disables the button after a failed attempt until the form is valid', async () => {
    stubApi(success);
    renderCreate();
    submit();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Opret bruger' }).hasAttribute('disabled')).toBe(true),
    );
    fillRequired();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Opret bruger' }).hasAttribute('disabled')).toBe(false),
    );
  });
});

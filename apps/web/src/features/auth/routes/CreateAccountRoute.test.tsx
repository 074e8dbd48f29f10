import { contract } from '@klubhus/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '../../../testing/apiStub';
import { box, errorOf, passwordBox, type } from '../../../testing/fieldQueries';
import { sampleUser } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { stubFetch } from '../../../testing/stubFetch';
import { clubLink, disabledFields } from '../testing/answers';
import { SessionProbe } from '../testing/SessionProbe';
import { CreateAccountRoute } from './CreateAccountRoute';

const renderCreate = (path = '/create') =>
  render(
    <ScreenProviders path={path}>
      <CreateAccountRoute />
      <SessionProbe />
    </ScreenProviders>,
  );

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Opret bruger' }));

const fillRequired = (email = 'ny@klubhus.dk', password = 'secret123') => {
  type(box('Fornavn'), 'Ny');
  type(box('Efternavn'), 'Bruger');
  type(box('Email'), email);
  type(box('Postnummer'), '8000');
  type(passwordBox('Adgangskode'), password);
  type(passwordBox('Gentag adgangskode'), password);
};

const success = [
  answer(contract.register, { userId: 7, created: true }),
  answer(contract.loginPlain, { authToken: 'new-token', user: { ...sampleUser, email: 'ny@klubhus.dk' } }),
  answer(contract.clubOverview, []),
  answer(contract.userChildren, []),
];

describe('CreateAccountRoute', () => {
  it('says when the passwords differ', async () => {
    const api = stubFetch(...success);
    renderCreate();
    fillRequired();
    type(passwordBox('Gentag adgangskode'), 'secret124');
    submit();
    await waitFor(() => expect(errorOf(passwordBox('Gentag adgangskode'))).toContain('Adgangskoderne er ikke ens'));
    expect(api.calls).toHaveLength(0);
  });

  it('asks for a zip of 4 digits', async () => {
    stubFetch(...success);
    renderCreate();
    fillRequired();
    type(box('Postnummer'), '800');
    submit();
    await waitFor(() => expect(errorOf(box('Postnummer'))).toContain('Skal være på 4 cifre'));
  });

  it('asks for a mobile of 8 digits and a password of 8 characters', async () => {
    stubFetch(...success);
    renderCreate();
    fillRequired('ny@klubhus.dk', 'short');
    type(box('Mobil'), '1234');
    submit();
    await waitFor(() => expect(errorOf(box('Mobil'))).toContain('Skal være på 8 cifre'));
    expect(errorOf(passwordBox('Adgangskode'))).toContain('Adgangskoden skal være på mindst 8 tegn');
  });

  it('keeps birthdate, mobile, address and city optional without a club token', async () => {
    stubFetch(...success);
    renderCreate();
    for (const label of ['Fødselsdato', 'Mobil', 'Adresse', 'By']) {
      expect(box(label).getAttribute('aria-required')).not.toBe('true');
      expect(within(document.body).getByText(label).textContent).toContain('(valgfri)');
    }
    expect(box('Fornavn').getAttribute('aria-required')).toBe('true');
  });

  it('makes the fields the club does not disable required with a club token', async () => {
    const api = stubFetch(...success, clubLink, disabledFields);
    renderCreate('/create?clubToken=abc');
    await screen.findByRole('textbox', { name: /^Fornavn/ });
    expect(api.sent(contract.clubDisableProperties)).toHaveLength(1);
    for (const label of ['Fødselsdato', 'Adresse', 'By']) expect(box(label).getAttribute('aria-required')).toBe('true');
    expect(box('Mobil').getAttribute('aria-required')).not.toBe('true');
    fillRequired();
    submit();
    await waitFor(() => expect(errorOf(box('Fødselsdato'))).toContain('Skal udfyldes'));
    expect(errorOf(box('Adresse'))).toContain('Skal udfyldes');
    expect(errorOf(box('Mobil'))).toBe('');
    expect(api.sent(contract.register)).toHaveLength(0);
    type(box('Fødselsdato'), '1990-04-12');
    type(box('Adresse'), 'Skovvej 3');
    type(box('By'), 'Aarhus');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Opret bruger' }).hasAttribute('disabled')).toBe(false),
    );
    submit();
    await waitFor(() => expect(api.sent(contract.register)).toHaveLength(1));
    expect(api.sent(contract.register)[0]?.body).toMatchObject({
      clubToken: 'abc',
      birthdate: '1990-04-12',
      city: 'Aarhus',
    });
  });

  it('shows "Denne e-mail er allerede i brug" under Email on a 409', async () => {
    const api = stubFetch(
      ...success,
      failure(contract.register, 409, {
        message: 'Denne e-mail er allerede i brug',
        code: 'emailInUse',
        field: 'email',
      }),
    );
    renderCreate();
    fillRequired();
    submit();
    await waitFor(() => expect(errorOf(box('Email'))).toContain('Denne e-mail er allerede i brug'));
    expect(api.sent(contract.loginPlain)).toHaveLength(0);
    expect(screen.getByTestId('session').textContent).toBe('|');
  });

  it('registers, then signs in with the same e-mail and password and stores the session', async () => {
    const api = stubFetch(...success);
    renderCreate();
    fillRequired('ny@klubhus.dk', 'secret123');
    submit();
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('new-token|ny@klubhus.dk'));
    expect(api.calls.map((call) => call.entry).slice(0, 2)).toEqual([contract.register, contract.loginPlain]);
    expect(api.sent(contract.register)[0]?.body).toEqual({
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
    expect(api.sent(contract.loginPlain)[0]?.body).toEqual({ email: 'ny@klubhus.dk', password: 'secret123' });
    expect(api.sent(contract.putUserHeaderImage)).toHaveLength(0);
  });

  it('disables the button after a failed attempt until the form is valid', async () => {
    stubFetch(...success);
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

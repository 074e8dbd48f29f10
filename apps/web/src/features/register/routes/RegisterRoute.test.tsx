import { contract } from '@klubhus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, failure } from '../../../testing/apiStub';
import { box, endsAt, errorOf, passwordBox, type } from '../../../testing/fieldQueries';
import { signedInSession } from '../../../testing/fixtures';
import { stubFetch } from '../../../testing/stubFetch';
import { SIGNUP_KEY } from '../../../shell/signupStorage';
import {
  clearSignup,
  emil,
  emilWaiting,
  importedSessionOf,
  invitationServer,
  mailedLink,
  mette,
  metteAccount,
  metteAdult,
  peter,
  signupStateOf,
  storeSignup,
} from '../testing/answers';
import { renderRegister } from '../testing/renderRegister';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSignup();
});

const linkPath = `/register?email=${encodeURIComponent(mailedLink.email)}&password=${mailedLink.password}`;
const stored = () => JSON.parse(window.localStorage.getItem(SIGNUP_KEY) ?? 'null') as Record<string, unknown> | null;

const fillAccount = (email = 'mette@hansen.dk') => {
  type(box('Email'), email);
  type(box('Postnummer'), '8000');
  type(passwordBox('Adgangskode'), 'roning2025');
  type(passwordBox('Gentag adgangskode'), 'roning2025');
  fireEvent.click(screen.getByRole('checkbox', { name: /privatlivspolitik/ }));
};

describe('the mailed link (spec §2)', () => {
  it('signs in with the link’s values, keeps the flow under `signup` without the secret, and drops it from the address', async () => {
    const api = stubFetch(...invitationServer([mette, emil]));
    const { where } = renderRegister(linkPath);
    await endsAt(where, '/register');
    expect(await screen.findByRole('heading', { name: 'Tilmelding til Aarhus Roklub', level: 1 })).toBeTruthy();
    expect(api.sent(contract.loginImported)[0]?.body).toEqual(mailedLink);
    expect(api.sent(contract.loginImported)[0]?.headers.get('authorization')).toMatch(/^Basic /);
    expect(stored()).toMatchObject({ email: mailedLink.email, session: { authToken: 'imported-token' } });
    expect(window.localStorage.getItem(SIGNUP_KEY)).not.toContain(mailedLink.password);
  });

  it('goes to /register/invalid when the link is void (401)', async () => {
    stubFetch(failure(contract.loginImported, 401, { message: 'x', code: 'invalidInvitation' }));
    const { where } = renderRegister(linkPath);
    await endsAt(where, '/register/invalid');
    expect(await screen.findByRole('heading', { name: 'Invitationslinket er ugyldigt' })).toBeTruthy();
    expect(screen.getByText(/Kontakt den, der har sendt dig invitationen/)).toBeTruthy();
  });

  it('offers to try again when the invitation could not be fetched', async () => {
    let fail = true;
    stubFetch(
      answer(contract.loginImported, () =>
        fail ? failure(contract.loginImported, 503, 'Service Unavailable') : importedSessionOf([mette]),
      ),
    );
    const { where } = renderRegister(linkPath);
    fail = true;
    const retry = await screen.findByRole('button', { name: 'Prøv igen' });
    fail = false;
    fireEvent.click(retry);
    await endsAt(where, '/register');
  });

  it.each([
    ['/register?clubToken=abc&method=1', '/invitation?clubToken=abc&method=1'],
    ['/register?code=xyz', '/invitation?code=xyz'],
  ])('%s goes to %s', async (path, invitation) => {
    const api = stubFetch();
    const { where } = renderRegister(path);
    await endsAt(where, invitation);
    expect(api.calls).toHaveLength(0);
  });

  it.each(['/register', '/register/i1/new?type=adult', '/register/done'])(
    '%s without a link or a stored flow goes to /register/invalid',
    async (path) => {
      stubFetch();
      const { where } = renderRegister(path);
      await endsAt(where, '/register/invalid');
    },
  );

  it('resumes the stored flow after a reload, without calling the server', async () => {
    storeSignup(signupStateOf([metteAdult, emilWaiting]));
    const api = stubFetch();
    renderRegister('/register');
    expect(await screen.findByRole('heading', { name: 'Mette Hansen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Emil Hansen' })).toBeTruthy();
    expect(screen.getByText('Registreres, når Mette er oprettet.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('leaves the browser’s own session alone', async () => {
    const api = stubFetch(...invitationServer([mette]));
    renderRegister(linkPath, { session: signedInSession });
    await screen.findByRole('heading', { name: 'Tilmelding til Aarhus Roklub' });
    fireEvent.click(screen.getByRole('link', { name: 'Voksen' }));
    await screen.findByRole('heading', { name: 'Opret bruger til Mette Hansen' });
    await waitFor(() => expect(api.sent(contract.updateImportedUser)).toHaveLength(1));
    expect(api.sent(contract.updateImportedUser)[0]?.headers.get('authorization')).toBe('Bearer imported-token');
  });
});

describe('the start list', () => {
  it('marks a person adult or child through links to /register/{id}/new?type=…', async () => {
    storeSignup(signupStateOf([mette, emil]));
    stubFetch();
    renderRegister('/register');
    const metteRow = (await screen.findByRole('heading', { name: 'Mette Hansen' })).closest('li') as HTMLElement;
    expect(within(metteRow).getByRole('link', { name: 'Voksen' }).getAttribute('href')).toBe(
      '/register/i1/new?type=adult',
    );
    expect(within(metteRow).getByRole('link', { name: 'Barn' }).getAttribute('href')).toBe(
      '/register/i1/new?type=child',
    );
    expect(within(metteRow).getByText('Ikke valgt')).toBeTruthy();
  });

  it('shows who is done', async () => {
    storeSignup(signupStateOf([{ ...metteAdult, created: true }, emilWaiting], { accounts: {} }));
    stubFetch();
    renderRegister('/register');
    const metteRow = (await screen.findByRole('heading', { name: 'Mette Hansen' })).closest('li') as HTMLElement;
    expect(within(metteRow).getByText('Oprettet')).toBeTruthy();
    expect(within(metteRow).queryByRole('link')).toBeNull();
  });

  it('says where a child can be registered when its parent became a user in another browser', async () => {
    storeSignup(signupStateOf([{ ...metteAdult, created: true }, emilWaiting]));
    stubFetch();
    renderRegister('/register');
    expect(await screen.findByText(/^Mette blev oprettet i en anden browser/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Registrer Emil' })).toBeNull();
  });

  it('removes a person after "Er du sikker?"', async () => {
    storeSignup(signupStateOf([mette, peter, emil]));
    const api = stubFetch(...invitationServer([mette, peter, emil]));
    renderRegister('/register');
    fireEvent.click(await screen.findByRole('button', { name: 'Fjern Peter Hansen' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Er du sikker?' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Peter Hansen' })).toBeNull());
    expect(api.sent(contract.removeImportedUser)[0]?.params).toEqual({ id: 'i3' });
  });

  it('adds a child: first name, surname and birthdate all required', async () => {
    storeSignup(signupStateOf([metteAdult]));
    const api = stubFetch(...invitationServer([metteAdult]));
    renderRegister('/register');
    fireEvent.click(await screen.findByRole('button', { name: 'Tilføj et barn' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tilføj barn' }));
    await waitFor(() => expect(errorOf(box('Fornavn'))).toContain('Skal udfyldes'));
    expect(errorOf(box('Fødselsdato'))).toContain('Skal udfyldes');
    expect(api.sent(contract.addImportedChild)).toHaveLength(0);
    type(box('Fornavn'), 'Alma');
    type(box('Efternavn'), 'Hansen');
    type(box('Fødselsdato'), '2018-02-14');
    fireEvent.click(screen.getByRole('button', { name: 'Tilføj barn' }));
    expect(await screen.findByRole('heading', { name: 'Alma Hansen' })).toBeTruthy();
    expect(api.sent(contract.addImportedChild)[0]).toMatchObject({
      params: { id: 'i1' },
      body: { firstName: 'Alma', surname: 'Hansen', birthdate: '2018-02-14' },
    });
  });
});

describe('a person’s screens', () => {
  it('/register/{id} offers a new user or logging in, and a way back', async () => {
    storeSignup(signupStateOf([metteAdult, emilWaiting]));
    stubFetch();
    renderRegister('/register/i1');
    expect((await screen.findByRole('link', { name: 'Opret ny bruger' })).getAttribute('href')).toBe(
      '/register/i1/new?type=adult',
    );
    expect(screen.getByRole('link', { name: /Jeg har allerede en bruger/ }).getAttribute('href')).toBe(
      '/register/i1/login',
    );
    expect(screen.getByRole('link', { name: 'Tilbage' }).getAttribute('href')).toBe('/register');
  });

  it('says "Godkend!" when the flow has one person and "Gem!" when it has more', async () => {
    storeSignup(signupStateOf([metteAdult]));
    stubFetch();
    const single = renderRegister('/register/i1/new?type=adult');
    expect(await screen.findByRole('button', { name: 'Godkend!' })).toBeTruthy();
    single.unmount();
    storeSignup(signupStateOf([metteAdult, emilWaiting]));
    renderRegister('/register/i1/new?type=adult');
    expect(await screen.findByRole('button', { name: 'Gem!' })).toBeTruthy();
  });

  it('keeps the confirm button disabled until every person is assigned', async () => {
    storeSignup(signupStateOf([metteAdult, emil]));
    stubFetch(...invitationServer([metteAdult, emil]));
    renderRegister('/register/i1/new?type=adult');
    const submit = await screen.findByRole('button', { name: 'Gem!' });
    expect(submit.hasAttribute('disabled') || submit.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(screen.getByRole('heading', { name: 'Vælg først voksen eller barn for alle' })).toBeTruthy();
    expect(screen.getByText('Emil Hansen')).toBeTruthy();
  });

  it('marks the person adult when the adult link is followed', async () => {
    storeSignup(signupStateOf([mette, emilWaiting]));
    const api = stubFetch(...invitationServer([mette, emilWaiting]));
    renderRegister('/register/i1/new?type=adult');
    await waitFor(() => expect(api.sent(contract.updateImportedUser)).toHaveLength(1));
    expect(api.sent(contract.updateImportedUser)[0]).toMatchObject({ params: { id: 'i1' }, body: { userStatus: 1 } });
  });

  it('makes the only person a user with "Godkend!" and ends at /register/done', async () => {
    storeSignup(signupStateOf([metteAdult]));
    const api = stubFetch(...invitationServer([metteAdult]));
    const { where } = renderRegister('/register/i1/new?type=adult');
    await screen.findByRole('button', { name: 'Godkend!' });
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Godkend!' }));
    await endsAt(where, '/register/done');
    expect(await screen.findByRole('heading', { name: 'Du er nu medlem af Aarhus Roklub' })).toBeTruthy();
    expect(api.sent(contract.activateImported)[0]?.body).toMatchObject({
      models: [
        {
          userId: 'i1',
          existing: false,
          firstName: 'Mette',
          surname: 'Hansen',
          email: 'mette@hansen.dk',
          oldEmail: mailedLink.email,
          zip: '8000',
          userStatus: 1,
        },
      ],
      AcceptsDataPolicy: true,
      RelatedClubId: 12,
    });
    expect(stored()).toMatchObject({ done: true, session: null, accounts: {} });
  });

  it('registers the waiting child with its parent’s session once the parent is created', async () => {
    storeSignup(signupStateOf([metteAdult, emilWaiting]));
    const api = stubFetch(...invitationServer([metteAdult, emilWaiting]));
    const { where } = renderRegister('/register/i1/new?type=adult');
    await screen.findByRole('button', { name: 'Gem!' });
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Gem!' }));
    await endsAt(where, '/register/done');
    const [registration] = api.sent(contract.registerChild);
    expect(registration?.headers.get('authorization')).toBe('Bearer user-token-i1');
    expect(registration?.body).toEqual({
      ApiUserOther: { Birthdate: '2014-05-03', Firstname: 'Emil', Surname: 'Hansen' },
      ApiUser: { UserId: 500 },
      ApiUserFriendType: 2,
      ImportedUserId: 'i2',
    });
  });

  it('puts a taken e-mail (409 emailTaken) under the e-mail field', async () => {
    storeSignup(signupStateOf([metteAdult]));
    stubFetch(
      ...invitationServer([metteAdult]),
      failure(contract.activateImported, 409, {
        message: 'Emailen er allerede i brug',
        code: 'emailTaken',
        field: 'email',
      }),
    );
    renderRegister('/register/i1/new?type=adult');
    await screen.findByRole('button', { name: 'Godkend!' });
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Godkend!' }));
    await waitFor(() => expect(errorOf(box('Email'))).toContain('Emailen er allerede i brug'));
  });

  it('says "Denne e-mail er allerede i brug" at once for an e-mail another adult of the flow uses', async () => {
    const metteMade = { ...metteAdult, created: true };
    storeSignup(signupStateOf([metteMade, { ...peter, assigned: true }], { accounts: { i1: metteAccount } }));
    const api = stubFetch(...invitationServer([metteMade, { ...peter, assigned: true }]));
    renderRegister('/register/i3/new?type=adult');
    await screen.findByRole('button', { name: 'Gem!' });
    fillAccount(mailedLink.email);
    fireEvent.click(screen.getByRole('button', { name: 'Gem!' }));
    await waitFor(() => expect(errorOf(box('Email'))).toContain('Denne e-mail er allerede i brug'));
    expect(api.sent(contract.activateImported)).toHaveLength(0);
  });

  it('logs in with an existing account ("Log ind!"); a wrong password says "forkert password" on the e-mail', async () => {
    storeSignup(signupStateOf([metteAdult, emilWaiting]));
    const api = stubFetch(
      ...invitationServer([metteAdult, emilWaiting]),
      failure(contract.activateImported, 401, { message: 'forkert password', code: 'wrongPassword' }),
    );
    const { where } = renderRegister('/register/i1/login');
    await screen.findByRole('heading', { name: 'Log ind som Mette' });
    type(box('Email'), 'mette@hansen.dk');
    type(passwordBox('Adgangskode'), 'forkert1');
    fireEvent.click(screen.getByRole('checkbox', { name: /privatlivspolitik/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Log ind!' }));
    await waitFor(() => expect(errorOf(box('Email'))).toContain('forkert password'));
    expect(api.sent(contract.activateImported)[0]?.body).toMatchObject({
      models: [{ userId: 'i1', existing: true, email: 'mette@hansen.dk', password: 'forkert1', userStatus: 1 }],
    });
    expect(api.sent(contract.loginImported)).toHaveLength(0);
    expect(where()).toBe('/register/i1/login');
  });

  it('requires the data-policy box when the club has a link', async () => {
    storeSignup(signupStateOf([metteAdult]));
    const api = stubFetch(...invitationServer([metteAdult]));
    renderRegister('/register/i1/login');
    await screen.findByRole('button', { name: 'Godkend!' });
    type(box('Email'), 'mette@hansen.dk');
    type(passwordBox('Adgangskode'), 'roning2025');
    fireEvent.click(screen.getByRole('button', { name: 'Godkend!' }));
    expect(await screen.findByText('Du skal acceptere foreningens persondatapolitik')).toBeTruthy();
    expect(api.sent(contract.activateImported)).toHaveLength(0);
  });
});

describe('a child’s configuration (spec §5)', () => {
  it('needs a parent ("Vælg forælder/værge (mindst én)") and the own-login choice', async () => {
    storeSignup(signupStateOf([metteAdult, { ...emil, birthdate: '2014-05-03' }]));
    const api = stubFetch(...invitationServer([metteAdult, emil]));
    renderRegister('/register/i2/new?type=child');
    fireEvent.click(await screen.findByRole('button', { name: 'Gem!' }));
    expect(await screen.findByText('Vælg forælder/værge (mindst én)')).toBeTruthy();
    expect(screen.getByText('Vælg, om barnet selv skal kunne logge ind')).toBeTruthy();
    expect(api.sent(contract.updateImportedUser)).toHaveLength(0);
  });

  it('saves the assignment; a child who does not log in waits for its parent on the list', async () => {
    storeSignup(signupStateOf([metteAdult, emil]));
    const api = stubFetch(...invitationServer([metteAdult, emil]));
    const { where } = renderRegister('/register/i2/new?type=child');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Mette Hansen' }));
    fireEvent.click(screen.getByRole('radio', { name: /^Nej/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Gem!' }));
    await endsAt(where, '/register');
    expect(api.sent(contract.updateImportedUser)[0]).toMatchObject({
      params: { id: 'i2' },
      body: { userStatus: 2, parents: ['i1'], ownLogin: false, firstName: 'Emil', birthdate: '2014-05-03' },
    });
    expect(await screen.findByText('Registreres, når Mette er oprettet.')).toBeTruthy();
    expect(api.sent(contract.registerChild)).toHaveLength(0);
  });

  it('registers the child at once when its parent is a user already', async () => {
    const metteMade = { ...metteAdult, created: true };
    storeSignup(signupStateOf([metteMade, emil], { accounts: { i1: metteAccount } }));
    const api = stubFetch(...invitationServer([metteMade, emil]));
    const { where } = renderRegister('/register/i2/new?type=child');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Mette Hansen' }));
    fireEvent.click(screen.getByRole('radio', { name: /^Nej/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Gem!' }));
    await endsAt(where, '/register/done');
    expect(api.sent(contract.registerChild)[0]?.headers.get('authorization')).toBe('Bearer mette-token');
  });

  it('sends a child who logs in on its own to its own account', async () => {
    storeSignup(signupStateOf([metteAdult, emil]));
    stubFetch(...invitationServer([metteAdult, emil]));
    const { where } = renderRegister('/register/i2/new?type=child');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Mette Hansen' }));
    fireEvent.click(screen.getByRole('radio', { name: /^Ja/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Gem!' }));
    await endsAt(where, '/register/i2');
    fireEvent.click(await screen.findByRole('link', { name: 'Opret ny bruger' }));
    await endsAt(where, '/register/i2/new?type=own');
    expect(await screen.findByRole('heading', { name: 'Opret bruger til Emil Hansen' })).toBeTruthy();
  });
});

describe('an expired session without the link', () => {
  it('asks to open the link again', async () => {
    storeSignup(
      signupStateOf([metteAdult, emil], { session: { authToken: 'old', expiresAt: '2020-01-01T00:00:00Z' } }),
    );
    stubFetch();
    renderRegister('/register');
    fireEvent.click(await screen.findByRole('button', { name: 'Fjern Emil Hansen' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByRole('heading', { name: 'Åbn linket igen' })).toBeTruthy();
  });
});

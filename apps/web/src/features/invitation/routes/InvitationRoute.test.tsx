import { contract } from '@klubhus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, pending } from '../../../testing/apiStub';
import { box, endsAt, errorOf, passwordBox, type } from '../../../testing/fieldQueries';
import { sampleClub } from '../../../testing/fixtures';
import { stubFetch } from '../../../testing/stubFetch';
import { SIGNUP_KEY } from '../../../shell/signupStorage';
import {
  clearFlow,
  clubToken,
  clubWithManyGroups,
  flowStateOf,
  invitationClub,
  invitationServer,
  linkPath,
  oskar,
  peterAccount,
  plainClub,
  storeFlow,
} from '../testing/answers';
import { renderInvitation } from '../testing/renderInvitation';

afterEach(() => {
  vi.unstubAllGlobals();
  clearFlow();
});

/** jsdom has no ResizeObserver, which the modal's scrolling body watches with. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const stored = () => JSON.parse(window.localStorage.getItem(SIGNUP_KEY) ?? 'null') as Record<string, unknown> | null;
const policyBox = () => screen.getByRole('checkbox', { name: 'Jeg accepterer foreningens privatlivspolitik' });

const fillNewUser = async () => {
  await screen.findByRole('textbox', { name: /^Fornavn/ });
  type(box('Fornavn'), 'Peter');
  type(box('Efternavn'), 'Jensen');
  type(box('Email'), 'peter@jensen.dk');
  type(box('Postnummer'), '8000');
  type(box('Fødselsdato'), '1985-02-14');
  type(passwordBox('Adgangskode'), 'roning2025');
  type(passwordBox('Gentag adgangskode'), 'roning2025');
};

const fillLogin = async (password = 'roning2025') => {
  type(await screen.findByRole('textbox', { name: /^Email/ }), 'peter@jensen.dk');
  type(passwordBox('Adgangskode'), password);
};

describe('the query (ADR 019)', () => {
  it.each([
    ['/invitation?email=a%40b.dk&password=s3cret', '/register?email=a%40b.dk&password=s3cret'],
    ['/invitation', '/login'],
    ['/invitation?restore=1', '/login'],
  ])('%s goes to %s without a call', async (path, target) => {
    const api = stubFetch();
    const { where } = renderInvitation(path);
    await endsAt(where, target);
    expect(api.calls).toHaveLength(0);
  });

  it.each(['/invitation?email=a%40b.dk', '/invitation?password=s3cret'])(
    '%s (credentials with one of the two missing) says "Der skete en fejl"',
    async (path) => {
      stubFetch();
      const { where } = renderInvitation(path);
      expect(await screen.findByRole('heading', { name: 'Der skete en fejl', level: 1 })).toBeTruthy();
      expect(where()).toBe(path);
    },
  );

  it('restore goes to the link of the persisted flow, which resumes', async () => {
    storeFlow(flowStateOf({ step: 'download' }));
    stubFetch();
    const { where } = renderInvitation('/invitation?restore=true');
    await endsAt(where, linkPath());
    expect(await screen.findByRole('heading', { name: 'Du er nu medlem af Aarhus Roklub' })).toBeTruthy();
  });
});

describe('checking the link', () => {
  it('shows that it is checking', async () => {
    stubFetch(pending(contract.checkClubLink));
    renderInvitation(linkPath());
    expect(await screen.findByRole('progressbar', { name: 'Henter invitationen …' })).toBeTruthy();
  });

  it('says a void link is "Ugyldigt eller inaktivit invitationslink", with advice to contact the sender', async () => {
    stubFetch(...invitationServer({ valid: false }));
    renderInvitation(linkPath());
    expect(
      await screen.findByRole('heading', { name: 'Ugyldigt eller inaktivit invitationslink', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText('Kontakt den, der har sendt dig linket, og bed om et nyt.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Hent appen' })).toBeTruthy();
  });

  it('offers to try again when the link could not be checked', async () => {
    let down = true;
    stubFetch(
      ...invitationServer(),
      answer(contract.checkClubLink, () =>
        down ? failure(contract.checkClubLink, 503, 'Unavailable') : invitationClub,
      ),
    );
    renderInvitation(linkPath());
    const retry = await screen.findByRole('button', { name: 'Prøv igen' });
    down = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Opret bruger', level: 1 })).toBeTruthy();
  });
});

describe('details, a new user (method 0)', () => {
  it('shows the club, who invited, the step and the way to log in instead', async () => {
    stubFetch(...invitationServer());
    renderInvitation(linkPath());
    expect(await screen.findByRole('heading', { name: 'Opret bruger', level: 1 })).toBeTruthy();
    expect(screen.getByText('Aarhus Roklub')).toBeTruthy();
    expect(screen.getByText('Inviteret af Mette Hansen')).toBeTruthy();
    expect(screen.getByText('Trin 1 af 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Allerede bruger? Log ind her' }).getAttribute('href')).toBe(
      linkPath('&method=1'),
    );
  });

  it('asks for the fields the club requires', async () => {
    stubFetch(...invitationServer());
    renderInvitation(linkPath());
    await screen.findByRole('textbox', { name: /^Fornavn/ });
    expect(
      box('Fødselsdato').hasAttribute('required') || box('Fødselsdato').getAttribute('aria-required'),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Mobil.*valgfri/ })).toBeTruthy();
  });

  it('needs the data policy ticked before it creates the user (spec §5)', async () => {
    const api = stubFetch(...invitationServer());
    renderInvitation(linkPath());
    await fillNewUser();
    fireEvent.click(screen.getByRole('button', { name: 'Opret bruger og bliv medlem' }));
    expect(await screen.findByText('Du skal acceptere foreningens persondatapolitik')).toBeTruthy();
    expect(api.sent(contract.register)).toHaveLength(0);
    expect(screen.getByRole('link', { name: /Læs foreningens privatlivspolitik/ }).getAttribute('href')).toBe(
      'https://aarhusroklub.dk/privatliv',
    );
  });

  it('registers with the link, signs in for the flow only, joins, and goes on to the users step', async () => {
    const api = stubFetch(...invitationServer());
    const { session } = renderInvitation(linkPath());
    await fillNewUser();
    fireEvent.click(policyBox());
    fireEvent.click(screen.getByRole('button', { name: 'Opret bruger og bliv medlem' }));
    expect(await screen.findByRole('heading', { name: 'Hvem skal være med?', level: 1 })).toBeTruthy();
    expect(api.sent(contract.register)[0]?.body).toMatchObject({
      firstName: 'Peter',
      email: 'peter@jensen.dk',
      birthdate: '1985-02-14',
      clubToken,
    });
    expect(api.sent(contract.loginPlain)[0]?.body).toEqual({ email: 'peter@jensen.dk', password: 'roning2025' });
    const join = api.sent(contract.joinClub)[0];
    expect(join?.body).toEqual({ clubToken, AcceptsDataPolicy: true });
    expect(join?.headers.get('authorization')).toBe('Bearer peter-token');
    expect(api.sent(contract.requestClub)).toHaveLength(0);
    expect(screen.getByText('Trin 2 af 3')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    // The flow keeps the new user's session under `signup`, without the password; the app's session is untouched.
    expect(stored()).toMatchObject({ clubToken, step: 'users', membership: 'member', account: peterAccount });
    expect(window.localStorage.getItem(SIGNUP_KEY)).not.toContain('roning2025');
    expect(session.get()).toMatchObject({ token: null, user: null });
  });

  it('puts a taken e-mail under the e-mail field', async () => {
    stubFetch(
      ...invitationServer(),
      failure(contract.register, 409, {
        message: 'Denne e-mail er allerede i brug',
        code: 'emailInUse',
        field: 'email',
      }),
    );
    renderInvitation(linkPath());
    await fillNewUser();
    fireEvent.click(policyBox());
    fireEvent.click(screen.getByRole('button', { name: 'Opret bruger og bliv medlem' }));
    await waitFor(() => expect(errorOf(box('Email'))).toContain('Denne e-mail er allerede i brug'));
  });

  it('does not register again when the join failed and is tried once more', async () => {
    let joinFails = true;
    const api = stubFetch(
      ...invitationServer(),
      answer(contract.joinClub, () =>
        joinFails
          ? failure(contract.joinClub, 429, { message: 'x', code: 'tooManyAttempts' })
          : { clubId: 12, joined: true },
      ),
    );
    renderInvitation(linkPath());
    await fillNewUser();
    fireEvent.click(policyBox());
    const submit = screen.getByRole('button', { name: 'Opret bruger og bliv medlem' });
    fireEvent.click(submit);
    expect(await screen.findByRole('alert')).toBeTruthy();
    joinFails = false;
    fireEvent.click(submit);
    expect(await screen.findByRole('heading', { name: 'Hvem skal være med?' })).toBeTruthy();
    expect(api.sent(contract.register)).toHaveLength(1);
    expect(api.sent(contract.joinClub)).toHaveLength(2);
  });

  it('shows the link as void when the server says so while joining', async () => {
    stubFetch(
      ...invitationServer(),
      failure(contract.register, 400, {
        message: 'Ugyldigt eller inaktivit invitationslink',
        code: 'invalidClubToken',
        field: 'clubToken',
      }),
    );
    renderInvitation(linkPath());
    await fillNewUser();
    fireEvent.click(policyBox());
    fireEvent.click(screen.getByRole('button', { name: 'Opret bruger og bliv medlem' }));
    expect(await screen.findByRole('heading', { name: 'Ugyldigt eller inaktivit invitationslink' })).toBeTruthy();
  });
});

describe('details, an existing user (method 1)', () => {
  it('logs in: a wrong password is "forkert password" on the e-mail field', async () => {
    stubFetch(
      ...invitationServer(),
      failure(contract.loginPlain, 401, { message: 'forkert password', code: 'wrongPassword' }),
    );
    renderInvitation(linkPath('&method=1'));
    expect(await screen.findByRole('heading', { name: 'Log ind', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Har du ikke en bruger? Opret en her' }).getAttribute('href')).toBe(
      linkPath(),
    );
    await fillLogin('forkert');
    fireEvent.click(policyBox());
    fireEvent.click(screen.getByRole('button', { name: 'Log ind og bliv medlem' }));
    await waitFor(() => expect(errorOf(box('Email'))).toContain('forkert password'));
  });

  it('needs the data policy ticked before it logs in', async () => {
    const api = stubFetch(...invitationServer());
    renderInvitation(linkPath('&method=1'));
    await fillLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log ind og bliv medlem' }));
    expect(await screen.findByText('Du skal acceptere foreningens persondatapolitik')).toBeTruthy();
    expect(api.sent(contract.loginPlain)).toHaveLength(0);
  });

  it('goes on to the groups, the link’s own ticked, and requests them with the link', async () => {
    const api = stubFetch(...invitationServer());
    renderInvitation(linkPath('&method=1'));
    await fillLogin();
    fireEvent.click(policyBox());
    fireEvent.click(screen.getByRole('button', { name: 'Log ind og bliv medlem' }));
    expect(await screen.findByRole('heading', { name: 'Vælg grupper', level: 1 })).toBeTruthy();
    const groups = screen.getByRole('group', { name: 'Grupper' });
    expect((within(groups).getByRole('checkbox', { name: 'U10' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(groups).getByRole('checkbox', { name: 'Motionister' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send anmodning' }));
    expect(await screen.findByRole('heading', { name: 'Du er nu medlem af Aarhus Roklub', level: 1 })).toBeTruthy();
    expect(screen.getByText(/Dine anmodninger om grupper er sendt/)).toBeTruthy();
    const request = api.sent(contract.requestGroups)[0];
    expect(request).toMatchObject({ params: { clubId: '12' }, query: { registerToken: clubToken } });
    expect(request?.body).toEqual({ groupIds: [2, 4] });
    expect(request?.headers.get('authorization')).toBe('Bearer peter-token');
  });

  it('skips the groups step to download when the club has no groups', async () => {
    stubFetch(...invitationServer(plainClub));
    renderInvitation(linkPath('&method=1'));
    expect(await screen.findByText('Trin 1 af 2')).toBeTruthy();
    await fillLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log ind og bliv medlem' }));
    expect(await screen.findByRole('heading', { name: 'Du er nu medlem af Aarhus Roklub' })).toBeTruthy();
    expect(screen.getByText('Trin 2 af 2')).toBeTruthy();
  });

  it('says so when the visitor was a member already', async () => {
    stubFetch(...invitationServer(plainClub), answer(contract.joinClub, { clubId: 12, joined: false }));
    renderInvitation(linkPath('&method=1'));
    await fillLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log ind og bliv medlem' }));
    expect(await screen.findByRole('heading', { name: 'Du er allerede medlem af Aarhus Roklub' })).toBeTruthy();
  });
});

describe('department requests (flag department_requests, ADR 019)', () => {
  it('asks to join instead, skips the groups and says the request was sent', async () => {
    const api = stubFetch(...invitationServer());
    renderInvitation(linkPath('&method=1'), { flags: { department_requests: true } });
    expect(await screen.findByText('Trin 1 af 2')).toBeTruthy();
    await fillLogin();
    fireEvent.click(policyBox());
    fireEvent.click(screen.getByRole('button', { name: 'Log ind og send anmodning' }));
    expect(await screen.findByRole('heading', { name: 'Din anmodning er sendt til Aarhus Roklub' })).toBeTruthy();
    expect(api.sent(contract.requestClub)[0]?.body).toEqual({ clubToken, AcceptsDataPolicy: true });
    expect(api.sent(contract.joinClub)).toHaveLength(0);
    expect(stored()).toMatchObject({ membership: 'request', step: 'download' });
  });

  it('asks to join when the server requires it though the web’s flag is off (409 requestRequired)', async () => {
    const api = stubFetch(
      ...invitationServer(),
      failure(contract.joinClub, 409, {
        message: 'Foreningen optager nye medlemmer efter anmodning',
        code: 'requestRequired',
      }),
    );
    renderInvitation(linkPath());
    await fillNewUser();
    fireEvent.click(policyBox());
    fireEvent.click(screen.getByRole('button', { name: 'Opret bruger og bliv medlem' }));
    expect(await screen.findByRole('heading', { name: 'Din anmodning er sendt til Aarhus Roklub' })).toBeTruthy();
    expect(api.sent(contract.requestClub)).toHaveLength(1);
    expect(api.sent(contract.requestGroups)).toHaveLength(0);
  });
});

describe('the groups: inline under 5, else "Se grupper" (spec §9)', () => {
  it('lists four groups inline as a tree', async () => {
    storeFlow(flowStateOf({ method: 1, step: 'groups' }));
    stubFetch();
    renderInvitation(linkPath());
    const groups = await screen.findByRole('group', { name: 'Grupper' });
    expect(within(groups).getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Se grupper' })).toBeNull();
  });

  it('chooses among seven in a dialog, and says which are chosen', async () => {
    vi.stubGlobal('ResizeObserver', NoResizeObserver);
    storeFlow(flowStateOf({ method: 1, step: 'groups', club: clubWithManyGroups }));
    const api = stubFetch(...invitationServer(clubWithManyGroups));
    renderInvitation(linkPath());
    expect(await screen.findByText('Valgt: U10')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Se grupper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grupper i Aarhus Roklub' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(7);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Senior' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Færdig' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Valgt: U10, Senior')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send anmodning' }));
    await screen.findByRole('heading', { name: 'Du er nu medlem af Aarhus Roklub' });
    expect(api.sent(contract.requestGroups)[0]?.body).toEqual({ groupIds: [2, 7] });
  });

  it('goes on without a request when no group is chosen', async () => {
    storeFlow(flowStateOf({ method: 1, step: 'groups' }));
    const api = stubFetch(...invitationServer());
    renderInvitation(linkPath());
    fireEvent.click(await screen.findByRole('checkbox', { name: 'U10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fortsæt uden grupper' }));
    expect(await screen.findByRole('heading', { name: 'Du er nu medlem af Aarhus Roklub' })).toBeTruthy();
    expect(api.sent(contract.requestGroups)).toHaveLength(0);
    expect(screen.queryByText(/Dine anmodninger om grupper er sendt/)).toBeNull();
  });

  it('sends the visitor back to log in when the flow’s session has ended', async () => {
    storeFlow(flowStateOf({ method: 1, step: 'groups' }));
    stubFetch(...invitationServer(), failure(contract.requestGroups, 401, 'Unauthorized'));
    const { where } = renderInvitation(linkPath());
    fireEvent.click(await screen.findByRole('button', { name: 'Send anmodning' }));
    await endsAt(where, linkPath('&method=1'));
    expect(await screen.findByText('Du er blevet logget ud. Log ind igen for at fortsætte.')).toBeTruthy();
    expect(stored()).toBeNull();
  });
});

describe('users: the new member and their children', () => {
  it('adds a child with the club and requests groups for each person', async () => {
    storeFlow(flowStateOf());
    const api = stubFetch(...invitationServer());
    renderInvitation(linkPath());
    expect(await screen.findByRole('heading', { name: 'Peter Jensen', level: 2 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tilføj et barn' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tilføj barn' }));
    await waitFor(() => expect(errorOf(box('Fødselsdato'))).toContain('Skal udfyldes'));
    expect(api.sent(contract.registerChild)).toHaveLength(0);
    type(box('Fornavn'), 'Oskar');
    type(box('Efternavn'), 'Jensen');
    type(box('Fødselsdato'), '2015-06-01');
    fireEvent.click(screen.getByRole('button', { name: 'Tilføj barn' }));
    expect(await screen.findByRole('heading', { name: 'Oskar Jensen', level: 2 })).toBeTruthy();
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Oskar Jensen er tilføjet.');
    const child = api.sent(contract.registerChild)[0];
    expect(child?.body).toEqual({
      ApiUserOther: { Firstname: 'Oskar', Surname: 'Jensen', Birthdate: '2015-06-01' },
      ApiUser: { UserId: 501 },
      ApiUserFriendType: 2,
      ClubId: 12,
    });
    expect(child?.headers.get('authorization')).toBe('Bearer peter-token');
    expect(stored()).toMatchObject({ children: [{ userId: 601, firstName: 'Oskar' }] });

    fireEvent.click(
      within(screen.getByRole('group', { name: 'Grupper for Oskar' })).getByRole('checkbox', { name: 'U12' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send anmodninger' }));
    expect(await screen.findByRole('heading', { name: 'Du er nu medlem af Aarhus Roklub' })).toBeTruthy();
    expect(api.sent(contract.requestGroups).map((call) => call.body)).toEqual([
      { groupIds: [2] },
      { groupIds: [2, 3], userId: 601 },
    ]);
  });

  it('resumes after a reload with the children kept, without a call', async () => {
    storeFlow(flowStateOf({ children: [oskar] }));
    const api = stubFetch();
    renderInvitation(linkPath());
    expect(await screen.findByRole('heading', { name: 'Oskar Jensen', level: 2 })).toBeTruthy();
    expect(screen.getByText('Barn · Født 01-06-2015')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('lets a member of a club without groups add children and go on', async () => {
    storeFlow(flowStateOf({ club: plainClub }));
    const api = stubFetch(...invitationServer(plainClub));
    renderInvitation(linkPath());
    expect(
      await screen.findByText('Tilføj dine børn, hvis de også skal være medlemmer af Aarhus Roklub.'),
    ).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fortsæt' }));
    expect(await screen.findByRole('heading', { name: 'Du er nu medlem af Aarhus Roklub' })).toBeTruthy();
    expect(api.sent(contract.requestGroups)).toHaveLength(0);
  });
});

describe('download, and continuing in the browser', () => {
  it('signs the new member in to the app outside the gate, forgets the flow and goes home', async () => {
    storeFlow(flowStateOf({ step: 'download' }));
    stubFetch(answer(contract.clubOverview, [sampleClub]), answer(contract.userChildren, []));
    const { where, visited, session } = renderInvitation(linkPath());
    fireEvent.click(await screen.findByRole('button', { name: 'Fortsæt i browseren' }));
    await endsAt(where, '/');
    expect(visited).toContain('/invitation/continue');
    expect(session.get()).toMatchObject({ token: 'peter-token', user: { id: 501 }, clubId: 12 });
    expect(stored()).toBeNull();
  });

  it('starts over for another person', async () => {
    storeFlow(flowStateOf({ step: 'download' }));
    stubFetch(...invitationServer());
    renderInvitation(linkPath());
    fireEvent.click(await screen.findByRole('link', { name: 'Tilmeld en anden person' }));
    expect(await screen.findByRole('heading', { name: 'Opret bruger', level: 1 })).toBeTruthy();
    expect(stored()).toBeNull();
  });
});

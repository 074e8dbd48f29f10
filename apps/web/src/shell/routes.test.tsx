import { contract, type ClubOverviewItem } from '@klubhus/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, type Answer } from '../testing/apiStub';
import { sampleClub, signedInSession } from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';
import { stubFetch } from '../testing/stubFetch';

// The routing rows of ARCHITECTURE §4's decisions table, and the area rules of the sidebar, on the app's
// real routes.

const clubsAre = (clubs: ClubOverviewItem[], ...extra: Answer[]) =>
  stubFetch(
    answer(contract.clubOverview, clubs),
    answer(contract.userChildren, []),
    answer(contract.logout),
    answer(contract.health, { status: 'ok' }),
    ...extra,
  );

/** Waits until the app has settled on a location. */
const endsAt = async (where: () => string, expected: string) =>
  waitFor(() => expect(where()).toBe(expected), { timeout: 3000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signed out', () => {
  it.each([
    '/login',
    '/forgot',
    '/reset?token=abc',
    '/create',
    '/download',
    '/register/invalid',
    '/invitation?clubToken=abc',
    '/subscription/mobilepaysubscription',
    '/subscription/mobilepaysubscription/success',
    '/subscription/mobilepaysubscription/cancel',
    '/payment/mobilepay/success',
  ])('%s is reachable', async (path) => {
    clubsAre([]);
    const { where } = renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(where()).toBe(path);
  });

  it('/logout goes on to /login', async () => {
    clubsAre([]);
    const { where } = renderApp('/logout');
    await endsAt(where, '/login');
  });

  it('the subscription page is reachable with the double slash of the provider’s links', async () => {
    clubsAre([]);
    const { where } = renderApp('//subscription/mobilepaysubscription/success?id=7');
    await endsAt(where, '/subscription/mobilepaysubscription/success?id=7');
    expect(await screen.findByRole('heading', { name: 'Godkend abonnement' })).toBeTruthy();
  });

  it.each(['/register', '/register/i12/new?type=adult', '/register/done'])(
    '%s without a mailed link or a flow in this browser goes to /register/invalid',
    async (path) => {
      clubsAre([]);
      const { where } = renderApp(path);
      await endsAt(where, '/register/invalid');
      expect(await screen.findByRole('heading', { name: 'Invitationslinket er ugyldigt' })).toBeTruthy();
    },
  );

  it('/register with an invitation token goes to /invitation with the same query', async () => {
    clubsAre([]);
    const { where } = renderApp('/register?clubToken=abc&method=1');
    await endsAt(where, '/invitation?clubToken=abc&method=1');
  });

  it('/registrer goes to /register keeping the query', async () => {
    clubsAre([]);
    const { where } = renderApp('/registrer?email=a%40b.dk&password=x');
    await endsAt(where, '/register?email=a%40b.dk&password=x');
  });

  it.each([
    ['/overview', '/login?next=%2Foverview'],
    ['/members?group=2&key=firstName', '/login?next=%2Fmembers%3Fgroup%3D2%26key%3DfirstName'],
    ['/settings/general', '/login?next=%2Fsettings%2Fgeneral'],
    ['/my-page', '/login?next=%2Fmy-page'],
    ['/onboarding', '/login?next=%2Fonboarding'],
    ['/create-club', '/login?next=%2Fcreate-club'],
    ['/some/where', '/login?next=%2Fsome%2Fwhere'],
    ['/', '/login'],
  ])('%s goes to %s, keeping the way back', async (path, login) => {
    clubsAre([]);
    const { where } = renderApp(path);
    await endsAt(where, login);
  });
});

describe('signed in without a club', () => {
  it.each(['/login', '/overview', '/members', '/settings/general', '/'])('%s goes to /onboarding', async (path) => {
    clubsAre([{ ...sampleClub, clubId: 0 }]);
    const { where } = renderApp(path, { session: signedInSession });
    await endsAt(where, '/onboarding');
  });
});

describe('signed in with clubs', () => {
  it.each(['/login', '/'])('%s goes to /overview', async (path) => {
    clubsAre([sampleClub]);
    const { where } = renderApp(path, { session: signedInSession });
    await endsAt(where, '/overview');
  });

  it('/login goes to the page in ?next=', async () => {
    clubsAre([sampleClub]);
    const { where } = renderApp('/login?next=%2Fmembers%3Fgroup%3D2', { session: signedInSession });
    await endsAt(where, '/members?group=2');
  });

  it.each(['/overview', '/members', '/settings/general', '/payments'])(
    'a member at %s goes to /my-page',
    async (path) => {
      clubsAre([{ ...sampleClub, memberType: 1 }]);
      const { where } = renderApp(path, { session: signedInSession });
      await endsAt(where, '/my-page');
    },
  );

  it('a member reads messages at /messages (ADR 028), titled with the brand', async () => {
    clubsAre([{ ...sampleClub, memberType: 1 }]);
    const { where } = renderApp('/messages', { session: signedInSession });
    expect(await screen.findByRole('heading', { name: 'Beskeder', level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(where()).toBe('/messages');
    await waitFor(() => expect(document.title).toBe('Beskeder | Klubhus'));
  });

  it('an administrator reaches every area, titled with the brand', async () => {
    clubsAre([sampleClub]);
    const { where } = renderApp('/payments', { session: signedInSession });
    expect(await screen.findByRole('heading', { name: 'Betalinger', level: 1 })).toBeTruthy();
    expect(where()).toBe('/payments');
    await waitFor(() => expect(document.title).toBe('Betalinger | Klubhus'));
  });

  it.each(['/messages', '/settings/general', '/payments'])(
    'a group leader at %s stays, and the page says group leaders have no access',
    async (path) => {
      clubsAre([{ ...sampleClub, memberType: 3 }]);
      const { where } = renderApp(path, { session: signedInSession });
      expect(await screen.findByText('Gruppeledere har ikke adgang', { selector: 'main *' })).toBeTruthy();
      expect(where()).toBe(path);
    },
  );

  it('an area whose flag is off is not there: its address leads home', async () => {
    clubsAre([sampleClub]);
    const { where } = renderApp('/payments', { session: signedInSession, flags: { payments: false } });
    await endsAt(where, '/overview');
  });

  it('without the dashboard flag, home is /members', async () => {
    clubsAre([sampleClub]);
    const { where } = renderApp('/overview', { session: signedInSession, flags: { dashboard: false } });
    await endsAt(where, '/members');
  });

  it('/invitation signs out first, then shows /invitation again with the same query', async () => {
    const api = clubsAre(
      [sampleClub],
      answer(contract.checkClubLink, {
        valid: true,
        id: 12,
        name: 'Aarhus Roklub',
        imageUrl: null,
        invitedByName: null,
        invitedByImage: null,
        groups: [],
        linkGroupIds: [],
        dataPolicyLink: null,
      }),
    );
    const { where, session, visited } = renderApp('/invitation?clubToken=abc&method=1', { session: signedInSession });
    await waitFor(() => expect(session.isSignedIn()).toBe(false));
    await endsAt(where, '/invitation?clubToken=abc&method=1');
    expect(visited.slice(0, 2)).toEqual([
      '/invitation?clubToken=abc&method=1',
      '/logout?next=%2Finvitation%3FclubToken%3Dabc%26method%3D1',
    ]);
    expect(api.sent(contract.logout)).toHaveLength(1);
    // method=1: the invitation's login form, for the visitor now signed out.
    expect(await screen.findByRole('heading', { name: 'Log ind', level: 1 })).toBeTruthy();
  });

  it('a 401 from any call but a sign-in ends the session and leads to /login', async () => {
    clubsAre([sampleClub], failure(contract.userChildren, 401, 'x'));
    const { where, session } = renderApp('/overview', { session: signedInSession });
    await waitFor(() => expect(where()).toMatch(/^\/login/));
    expect(session.get()).toMatchObject({ token: null, user: null, clubId: null });
  });

  it('an unknown path says the page does not exist', async () => {
    clubsAre([sampleClub]);
    renderApp('/some/where', { session: signedInSession });
    expect(await screen.findByRole('heading', { name: 'Siden findes ikke' })).toBeTruthy();
  });
});

describe('render failures', () => {
  it('show the generic error screen with the message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A body the contract does not allow: the client's answer check rejects it and the guards throw.
    clubsAre([sampleClub], answer(contract.clubOverview, 'not a list' as unknown as ClubOverviewItem[]));
    renderApp('/overview', { session: signedInSession });
    expect(await screen.findByRole('heading', { name: 'Vi beklager, der gik noget galt' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@klubhus.dk' })).toBeTruthy();
  });
});

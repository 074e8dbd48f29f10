import { contract, type ClubOverviewItem } from '@klubhus/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectApi } from '../../shell/api';
import { createSessionStore, memoryStorage } from '../../shell/session/sessionStore';
import { answer, failure } from '../../testing/apiStub';
import { sampleClub, sampleUser } from '../../testing/fixtures';
import { stubFetch } from '../../testing/stubFetch';
import { completeSignIn } from './completeSignIn';

const signInAnswer = { authToken: 'tok-1', user: sampleUser };

/** A server that answers the clubs and the children, and remembers the bearer token of each call. */
const stubServer = (clubs: ClubOverviewItem[] | 'fail') => {
  const api = stubFetch(
    clubs === 'fail' ? failure(contract.clubOverview, 500, 'down') : answer(contract.clubOverview, clubs),
    answer(contract.userChildren, []),
  );
  return () => api.calls.map((call) => call.headers.get('authorization'));
};

const setup = () => {
  const store = createSessionStore(memoryStorage());
  connectApi('/api', () => store.get().token);
  return { store, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
};

afterEach(() => vi.unstubAllGlobals());

describe('completeSignIn (spec document 1 §4)', () => {
  it('fetches clubs and children with the new token, then stores the user and the first club', async () => {
    const tokens = stubServer([{ ...sampleClub, clubId: 0 }, sampleClub]);
    const deps = setup();
    await expect(completeSignIn(deps, signInAnswer)).resolves.toEqual({ hasClubs: true });
    expect(tokens()).toEqual(['Bearer tok-1', 'Bearer tok-1']);
    // The sponsor gate is up before the first signed-in render; the session starts as the user.
    expect(deps.store.get()).toEqual({
      token: 'tok-1',
      user: sampleUser,
      clubId: sampleClub.clubId,
      memberId: null,
      sponsorPending: true,
    });
    expect(deps.store.isSignedIn()).toBe(true);
  });

  it('answers hasClubs false when only clubId 0 comes back', async () => {
    stubServer([{ ...sampleClub, clubId: 0 }]);
    const deps = setup();
    await expect(completeSignIn(deps, signInAnswer)).resolves.toEqual({ hasClubs: false });
    expect(deps.store.get().clubId).toBeNull();
  });

  it('leaves nobody signed in when the clubs cannot be loaded', async () => {
    stubServer('fail');
    const deps = setup();
    await expect(completeSignIn(deps, signInAnswer)).rejects.toMatchObject({ status: 500 });
    expect(deps.store.get()).toEqual({ token: null, user: null, clubId: null, memberId: null, sponsorPending: false });
  });
});

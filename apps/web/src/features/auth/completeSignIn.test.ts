import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectApi } from '../../shell/api';
import { createSessionStore, memoryStorage } from '../../shell/session/sessionStore';
import { sampleClub, sampleUser } from '../../testing/fixtures';
import { completeSignIn } from './completeSignIn';

const answer = { authToken: 'tok-1', user: sampleUser };

/** A server that answers the clubs and the children, and remembers the bearer token of each call. */
const stubServer = (clubs: unknown[] | 'fail') => {
  const tokens: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      tokens.push(new Headers(init?.headers).get('authorization'));
      const url = String(input);
      if (url.endsWith('/v2/web/cluboverview')) {
        return clubs === 'fail'
          ? Response.json({ statusCode: 500, message: 'down' }, { status: 500 })
          : Response.json(clubs);
      }
      if (url.endsWith('/v3/user/0/children')) return Response.json([]);
      return new Response(null, { status: 404 });
    }),
  );
  return tokens;
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
    await expect(completeSignIn(deps, answer)).resolves.toEqual({ hasClubs: true });
    expect(tokens).toEqual(['Bearer tok-1', 'Bearer tok-1']);
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
    await expect(completeSignIn(deps, answer)).resolves.toEqual({ hasClubs: false });
    expect(deps.store.get().clubId).toBeNull();
  });

  it('leaves nobody signed in when the clubs cannot be loaded', async () => {
    stubServer('fail');
    const deps = setup();
    await expect(completeSignIn(deps, answer)).rejects.toMatchObject({ status: 500 });
    expect(deps.store.get()).toEqual({ token: null, user: null, clubId: null, memberId: null, sponsorPending: false });
  });
});

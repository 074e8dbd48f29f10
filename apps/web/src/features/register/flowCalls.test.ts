import { ApiError, contract } from '@klubhus/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectApi } from '../../shell/api';
import { answer, failure } from '../../testing/apiStub';
import { stubFetch } from '../../testing/stubFetch';
import { createFlowCalls } from './flowCalls';
import { registerApi, SESSION_EXPIRED } from './mutations';
import { createSignupStore } from './signupState';
import { importedSessionOf, mailedLink, metteAdult } from './testing/answers';

// ADR 018: the `imported` session lasts 2 hours; the flow signs in again with the mailed link when it has expired.

beforeAll(() => {
  connectApi('/api', () => 'the-browsers-own-user-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const now = () => Date.parse('2025-06-02T10:00:00Z');
const patch = (token: string) =>
  registerApi().updateImportedUser({ params: { id: 'i1' }, body: { userStatus: 1 } }, { token });

const storeWith = (expiresAt: string, withLink = true) => {
  const store = createSignupStore(window.localStorage);
  store.start({ ...importedSessionOf([metteAdult]), authToken: 'old-token', expiresAt }, mailedLink);
  // A reload forgets the link: a new store on the same storage.
  return withLink ? store : createSignupStore(window.localStorage);
};

describe('calls with the imported session', () => {
  it('send the imported session’s token, not the browser’s own user session', async () => {
    const api = stubFetch(answer(contract.updateImportedUser, { users: [metteAdult] }));
    const calls = createFlowCalls(storeWith('2025-06-02T12:00:00Z'), now);
    await calls.withSession(patch);
    expect(api.sent(contract.updateImportedUser)[0]?.headers.get('authorization')).toBe('Bearer old-token');
    expect(api.sent(contract.loginImported)).toHaveLength(0);
  });

  it('sign in again with the link’s values once the session has expired, and keep the new session', async () => {
    const api = stubFetch(
      answer(contract.loginImported, { ...importedSessionOf([metteAdult]), authToken: 'new-token' }),
      answer(contract.updateImportedUser, { users: [metteAdult] }),
    );
    const store = storeWith('2025-06-02T09:59:00Z');
    await createFlowCalls(store, now).withSession(patch);
    expect(api.sent(contract.loginImported)[0]?.body).toEqual(mailedLink);
    expect(api.sent(contract.updateImportedUser)[0]?.headers.get('authorization')).toBe('Bearer new-token');
    expect(store.get()?.session?.authToken).toBe('new-token');
  });

  it('try once more with a new session when a call answers 401', async () => {
    let first = true;
    const api = stubFetch(
      answer(contract.loginImported, { ...importedSessionOf([metteAdult]), authToken: 'new-token' }),
      answer(contract.updateImportedUser, () => {
        if (!first) return { users: [metteAdult] };
        first = false;
        return failure(contract.updateImportedUser, 401, 'The sign-up session is missing or has expired');
      }),
    );
    await createFlowCalls(storeWith('2025-06-02T12:00:00Z'), now).withSession(patch);
    expect(api.sent(contract.updateImportedUser).map((call) => call.headers.get('authorization'))).toEqual([
      'Bearer old-token',
      'Bearer new-token',
    ]);
  });

  it('fail with signupSessionExpired when the session has expired and the link is not at hand (a reload)', async () => {
    const api = stubFetch(answer(contract.updateImportedUser, { users: [metteAdult] }));
    const calls = createFlowCalls(storeWith('2025-06-02T09:00:00Z', false), now);
    await expect(calls.withSession(patch)).rejects.toMatchObject({ status: 401, code: SESSION_EXPIRED });
    expect(api.calls).toHaveLength(0);
  });

  it('hand a void link’s 401 on (the flow goes to /register/invalid)', async () => {
    stubFetch(failure(contract.loginImported, 401, { message: 'x', code: 'invalidInvitation' }));
    const calls = createFlowCalls(storeWith('2025-06-02T09:00:00Z'), now);
    const error: unknown = await calls.withSession(patch).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'invalidInvitation' });
  });

  it('never take a wrong password for an ended session', async () => {
    const api = stubFetch(
      failure(contract.updateImportedUser, 401, { message: 'forkert password', code: 'wrongPassword' }),
    );
    const calls = createFlowCalls(storeWith('2025-06-02T12:00:00Z'), now);
    await expect(calls.withSession(patch)).rejects.toMatchObject({ code: 'wrongPassword' });
    expect(api.sent(contract.loginImported)).toHaveLength(0);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../shell/session/sessionStore';
import { SIGNUP_KEY } from '../../shell/signupStorage';
import { createSignupStore } from './signupState';
import { emilWaiting, importedSessionOf, mailedLink, metteAccount, metteAdult } from './testing/answers';

// Spec §9: the sign-up's state is kept under the local-storage key `signup`; passwords never are (ADR 018).

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
});

describe('the sign-up state', () => {
  it('is kept under `signup` and read back by a new store (a reload)', () => {
    createSignupStore(storage).start(importedSessionOf([metteAdult, emilWaiting]), mailedLink);
    expect(storage.getItem(SIGNUP_KEY)).not.toBeNull();
    const reloaded = createSignupStore(storage).get();
    expect(reloaded).toMatchObject({
      email: mailedLink.email,
      club: { id: 12, name: 'Aarhus Roklub' },
      session: { authToken: 'imported-token' },
      users: [metteAdult, emilWaiting],
      done: false,
    });
  });

  it('never holds a password: neither the link’s secret nor one a person typed', () => {
    const store = createSignupStore(storage);
    store.start(importedSessionOf([metteAdult, emilWaiting]), mailedLink);
    store.addAccount('i1', metteAccount);
    const stored = storage.getItem(SIGNUP_KEY) ?? '';
    expect(stored).not.toContain(mailedLink.password);
    expect(stored).not.toMatch(/password/i);
    // The link stays in memory, to sign in again in this page's life, and is gone after a reload.
    expect(store.link()).toEqual(mailedLink);
    expect(createSignupStore(storage).link()).toBeNull();
  });

  it('keeps the people made users here, with their session, and marks them created', () => {
    const store = createSignupStore(storage);
    store.start(importedSessionOf([metteAdult, emilWaiting]), mailedLink);
    store.addAccount('i1', metteAccount);
    store.addAccount('i2', null);
    const state = createSignupStore(storage).get();
    expect(state?.accounts).toEqual({ i1: metteAccount });
    expect(state?.users.map((user) => user.created)).toEqual([true, true]);
  });

  it('keeps those accounts when the same invitation’s link is opened again, and drops them for another', () => {
    const store = createSignupStore(storage);
    store.start(importedSessionOf([metteAdult, emilWaiting]), mailedLink);
    store.addAccount('i1', metteAccount);
    store.start(importedSessionOf([metteAdult, emilWaiting]), { ...mailedLink, email: 'HANSEN@familie.dk' });
    expect(store.get()?.accounts).toEqual({ i1: metteAccount });
    store.start({ ...importedSessionOf([metteAdult]), email: 'anden@familie.dk' }, mailedLink);
    expect(store.get()?.accounts).toEqual({});
  });

  it('keeps no token once the flow is done, only what /register/done shows', () => {
    const store = createSignupStore(storage);
    store.start(importedSessionOf([metteAdult]), mailedLink);
    store.addAccount('i1', metteAccount);
    store.finish();
    const stored = storage.getItem(SIGNUP_KEY) ?? '';
    expect(stored).not.toContain('imported-token');
    expect(stored).not.toContain(metteAccount.authToken);
    expect(store.get()).toMatchObject({ done: true, session: null, accounts: {}, club: { name: 'Aarhus Roklub' } });
  });

  it.each(['not json', '{"version":2}', JSON.stringify({ version: 1, email: 'a@b.dk', done: false, users: 'x' })])(
    'drops what it cannot read (%s)',
    (text) => {
      storage.setItem(SIGNUP_KEY, text);
      expect(createSignupStore(storage).get()).toBeNull();
    },
  );

  it('is gone after clear, its link too', () => {
    const store = createSignupStore(storage);
    store.start(importedSessionOf([metteAdult]), mailedLink);
    store.clear();
    expect(storage.getItem(SIGNUP_KEY)).toBeNull();
    expect(store.link()).toBeNull();
  });
});

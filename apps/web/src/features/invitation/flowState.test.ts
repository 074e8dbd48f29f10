import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../shell/session/sessionStore';
import { SIGNUP_KEY } from '../../shell/signupStorage';
import { createInvitationStore } from './flowState';
import { clubToken, flowStateOf, oskar } from './testing/answers';

afterEach(() => window.localStorage.clear());

describe('the invitation’s stored state (spec §9: the key signup)', () => {
  it('keeps the link, the step, the account and the children under `signup`, never a password', () => {
    const storage = memoryStorage();
    const store = createInvitationStore(storage);
    store.save(flowStateOf({ children: [oskar] }));
    const raw = storage.getItem(SIGNUP_KEY) ?? '';
    expect(JSON.parse(raw)).toMatchObject({ clubToken, step: 'users', account: { authToken: 'peter-token' } });
    expect(raw).not.toMatch(/password/i);
    // A reload: a new store on the same storage reads it back.
    expect(createInvitationStore(storage).get()).toEqual(flowStateOf({ children: [oskar] }));
  });

  it('updates and notifies', () => {
    const store = createInvitationStore(memoryStorage());
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.get()?.step ?? 'none'));
    store.save(flowStateOf());
    store.update((state) => ({ ...state, step: 'download' }));
    store.clear();
    expect(seen).toEqual(['users', 'download', 'none']);
  });

  it('reads neither the imported-user sign-up’s state nor a hand edit, and leaves the sign-up’s alone', () => {
    const storage = memoryStorage();
    const store = createInvitationStore(storage);
    const register = JSON.stringify({ version: 1, email: 'a@b.dk', club: {}, users: [], accounts: {}, done: false });
    storage.setItem(SIGNUP_KEY, register);
    expect(store.get()).toBeNull();
    store.clear();
    expect(storage.getItem(SIGNUP_KEY)).toBe(register);
    for (const broken of [
      '{',
      JSON.stringify({ ...flowStateOf(), step: 'elsewhere' }),
      JSON.stringify({ ...flowStateOf(), account: { authToken: 'x' } }),
      JSON.stringify({ ...flowStateOf(), club: { ...flowStateOf().club, groups: [{ userGroupId: 'x' }] } }),
      JSON.stringify({ ...flowStateOf(), club: { valid: false } }),
    ]) {
      storage.setItem(SIGNUP_KEY, broken);
      expect(store.get()).toBeNull();
    }
  });
});

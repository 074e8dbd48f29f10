import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, memoryStorage } from './sessionStore';

const user = {
  id: 7,
  firstName: 'Anna',
  surname: 'Hansen',
  email: 'anna@klub.dk',
  imageUrl: null,
  zip: '8000',
  birthdate: null,
  mobile: null,
  address: null,
  city: null,
};

describe('the session store', () => {
  it('is signed in only with both a token and a stored user', () => {
    const store = createSessionStore(memoryStorage());
    store.setToken('t');
    expect(store.isSignedIn()).toBe(false);
    store.setUser(user);
    expect(store.isSignedIn()).toBe(true);
  });

  it('keeps token, user and club in storage, so a new store (a reload) reads them back', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.setToken('t');
    store.setUser(user);
    store.setClubId(12);
    store.setMemberId(31);
    store.setSponsorPending(true);
    // The sponsor gate is for this sign-in only: a reload does not show the banner again.
    expect(createSessionStore(storage).get()).toEqual({
      token: 't',
      user,
      clubId: 12,
      memberId: 31,
      sponsorPending: false,
    });
  });

  it('clears token, user and club on sign-out and tells its listeners', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.setToken('t');
    store.setUser(user);
    store.setClubId(12);
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    expect(listener).toHaveBeenCalledOnce();
    expect(store.get()).toEqual({ token: null, user: null, clubId: null, memberId: null, sponsorPending: false });
    expect(storage.length).toBe(0);
  });

  it('drops a stored user that no longer parses, and a club id that is not a positive integer', () => {
    const storage = memoryStorage({ 'klubhus.token': 't', 'klubhus.user': '{"id":"x"}', 'klubhus.clubId': '-3' });
    expect(createSessionStore(storage).get()).toEqual({
      token: 't',
      user: null,
      clubId: null,
      memberId: null,
      sponsorPending: false,
    });
    storage.setItem('klubhus.user', 'not json');
    expect(createSessionStore(storage).get().user).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './session/sessionStore';
import { onePerStorage, SIGNUP_KEY, storedSignup } from './signupStorage';

interface Sample {
  count: number;
}

const parseSample = (value: unknown): Sample | null =>
  typeof value === 'object' && value !== null && typeof (value as Sample).count === 'number'
    ? { count: (value as Sample).count }
    : null;

describe('a sign-up’s state under `signup`', () => {
  it('writes JSON under the key, reads it back, and sees what another writer put there since', () => {
    const storage = memoryStorage();
    const stored = storedSignup(storage, parseSample);
    expect(stored.get()).toBeNull();
    stored.write({ count: 1 });
    expect(storage.getItem(SIGNUP_KEY)).toBe('{"count":1}');
    storage.setItem(SIGNUP_KEY, '{"count":2}');
    expect(stored.get()).toEqual({ count: 2 });
    stored.write(null);
    expect(storage.getItem(SIGNUP_KEY)).toBeNull();
  });

  it('is null for what does not parse as its own (broken JSON, another shape), and leaves it alone', () => {
    for (const text of ['{', '{"email":"a@b.dk"}', 'null']) {
      const storage = memoryStorage({ [SIGNUP_KEY]: text });
      const stored = storedSignup(storage, parseSample);
      expect(stored.get()).toBeNull();
      stored.update((current) => ({ count: current.count + 1 }));
      expect(storage.getItem(SIGNUP_KEY)).toBe(text);
    }
  });

  it('changes the stored state and tells the listeners until they unsubscribe', () => {
    const stored = storedSignup(memoryStorage(), parseSample);
    const listener = vi.fn();
    const unsubscribe = stored.subscribe(listener);
    stored.write({ count: 1 });
    stored.update((current) => ({ count: current.count + 1 }));
    expect(stored.get()).toEqual({ count: 2 });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    stored.write(null);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('makes one store per storage', () => {
    const storeOf = onePerStorage((storage) => storedSignup(storage, parseSample));
    const storage = memoryStorage();
    expect(storeOf(storage)).toBe(storeOf(storage));
    expect(storeOf(memoryStorage())).not.toBe(storeOf(storage));
  });
});

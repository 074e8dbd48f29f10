/**
 * The local-storage key of a sign-up's state (spec document 1 §9: "the persisted sign-up state under the key
 * signup"). Both sign-ups keep theirs under it, the imported-user one (`/register`) and the invitation's: one
 * sign-up at a time per browser, and each reads only its own shape.
 */
export const SIGNUP_KEY = 'signup';

/** A sign-up's state under `signup`, as a store of its own builds on it. */
export interface StoredSignup<S> {
  /** The stored state when it parses as this sign-up's, else null (none, the other sign-up's, a hand edit). */
  get: () => S | null;
  /** Writes the state (null: removes the key) and tells the listeners. */
  write: (next: S | null) => void;
  /** Changes the stored state; nothing when there is none of ours. */
  update: (change: (current: S) => S) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * The state under `signup` on `storage` (the browser's local storage in the app), read by `parseState` from its
 * JSON. Read again on every get, so that a state written before the store existed (a reload, a story) is seen;
 * parsed again only when the stored text changed.
 */
export const storedSignup = <S>(storage: Storage, parseState: (value: unknown) => S | null): StoredSignup<S> => {
  let raw: string | null = null;
  let state: S | null = null;
  const listeners = new Set<() => void>();
  const parse = (text: string | null): S | null => {
    if (!text) return null;
    try {
      return parseState(JSON.parse(text));
    } catch {
      return null;
    }
  };
  const get = () => {
    const current = storage.getItem(SIGNUP_KEY);
    if (current !== raw) {
      raw = current;
      state = parse(current);
    }
    return state;
  };
  const write = (next: S | null) => {
    if (next) storage.setItem(SIGNUP_KEY, JSON.stringify(next));
    else storage.removeItem(SIGNUP_KEY);
    for (const listener of listeners) listener();
  };
  return {
    get,
    write,
    update: (change) => {
      const current = get();
      if (current) write(change(current));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** One store per storage, made on first use and shared by every screen of a flow. */
export const onePerStorage = <T>(create: (storage: Storage) => T): ((storage: Storage) => T) => {
  const made = new WeakMap<Storage, T>();
  return (storage) => {
    let store = made.get(storage);
    if (!store) {
      store = create(storage);
      made.set(storage, store);
    }
    return store;
  };
};

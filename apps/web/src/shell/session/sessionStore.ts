import { accountUser, type AccountUser } from '@klubhus/domain';

/**
 * What the browser remembers of a sign-in (spec document 1 §4): the bearer token, the stored user and the
 * remembered club id. All three live in local storage so that a reload or a new tab stays signed in
 * (ADR 005); sign-out and a 401 clear them.
 */
export interface SessionState {
  token: string | null;
  user: AccountUser | null;
  clubId: number | null;
}

export interface SessionStore {
  get: () => SessionState;
  /** Signed in means a token and a stored user (the user is stored once the clubs are loaded). */
  isSignedIn: () => boolean;
  /** The token alone: sign-in sets it first so that its next calls (the clubs) are authorised. */
  setToken: (token: string) => void;
  setUser: (user: AccountUser) => void;
  setClubId: (clubId: number | null) => void;
  /** Sign-out: forgets the token, the stored user and the stored club. */
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
}

const keys = { token: 'klubhus.token', user: 'klubhus.user', clubId: 'klubhus.clubId' } as const;

/** Reads what is stored, dropping anything that no longer parses (a changed user shape, a hand edit). */
const read = (storage: Storage): SessionState => {
  const token = storage.getItem(keys.token);
  let user: AccountUser | null;
  try {
    const parsed = accountUser.safeParse(JSON.parse(storage.getItem(keys.user) ?? 'null'));
    user = parsed.success ? parsed.data : null;
  } catch {
    user = null;
  }
  const clubId = Number(storage.getItem(keys.clubId));
  return { token: token || null, user, clubId: Number.isInteger(clubId) && clubId > 0 ? clubId : null };
};

export const createSessionStore = (storage: Storage): SessionStore => {
  let state = read(storage);
  const listeners = new Set<() => void>();
  const write = (next: SessionState) => {
    state = next;
    for (const [key, value] of [
      [keys.token, next.token],
      [keys.user, next.user && JSON.stringify(next.user)],
      [keys.clubId, next.clubId && String(next.clubId)],
    ] as const) {
      if (value) storage.setItem(key, value);
      else storage.removeItem(key);
    }
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    isSignedIn: () => Boolean(state.token && state.user),
    setToken: (token) => write({ ...state, token }),
    setUser: (user) => write({ ...state, user }),
    setClubId: (clubId) => write({ ...state, clubId }),
    clear: () => write({ token: null, user: null, clubId: null }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** A `Storage` in memory, for stories and tests. */
export const memoryStorage = (initial: Record<string, string> = {}): Storage => {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
};

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
  /** The member chosen in the member switcher (the user or one of their children); null: the user. */
  memberId: number | null;
  /**
   * Whether the sponsor check that follows a sign-in is still to run (spec document 2 §4). Kept in memory
   * only: a reload after sign-in does not show the banner again.
   */
  sponsorPending: boolean;
}

export interface SessionStore {
  get: () => SessionState;
  /** Signed in means a token and a stored user (the user is stored once the clubs are loaded). */
  isSignedIn: () => boolean;
  /** The token alone: sign-in sets it first so that its next calls (the clubs) are authorised. */
  setToken: (token: string) => void;
  setUser: (user: AccountUser) => void;
  setClubId: (clubId: number | null) => void;
  setMemberId: (memberId: number | null) => void;
  setSponsorPending: (pending: boolean) => void;
  /** Sign-out: forgets the token, the stored user, the stored club and the chosen member. */
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
}

const keys = {
  token: 'klubhus.token',
  user: 'klubhus.user',
  clubId: 'klubhus.clubId',
  memberId: 'klubhus.memberId',
} as const;

const positiveId = (text: string | null): number | null => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

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
  return {
    token: token || null,
    user,
    clubId: positiveId(storage.getItem(keys.clubId)),
    memberId: positiveId(storage.getItem(keys.memberId)),
    sponsorPending: false,
  };
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
      [keys.memberId, next.memberId && String(next.memberId)],
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
    setMemberId: (memberId) => write({ ...state, memberId }),
    setSponsorPending: (sponsorPending) => write({ ...state, sponsorPending }),
    clear: () => write({ token: null, user: null, clubId: null, memberId: null, sponsorPending: false }),
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

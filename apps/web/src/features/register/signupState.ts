import {
  importedUser,
  invitationClub,
  type ImportedLoginRequest,
  type ImportedSession,
  type ImportedUser,
  type InvitationClub,
} from '@klubhus/domain';
import { onePerStorage, storedSignup } from '../../shell/signupStorage';

/**
 * A person of the flow who became a user here: the user session `activateImported` answered (with which the web
 * registers their children, ADR 018) and the e-mail their account has (the flow's own duplicate check).
 */
export interface SignupAccount {
  userId: number;
  authToken: string;
  email: string;
}

/**
 * What the sign-up keeps between reloads. Never a password: neither the link's secret nor one a person typed
 * (the link's values live in memory only, to sign in again when the 2-hour session has expired).
 */
export interface SignupState {
  version: 1;
  /** The invitation's e-mail. */
  email: string;
  club: InvitationClub;
  /** The `imported` session; null once the flow is done. */
  session: { authToken: string; expiresAt: string } | null;
  users: ImportedUser[];
  /** By dummy id (`i12`): the people made users in this browser. Emptied once the flow is done. */
  accounts: Record<string, SignupAccount>;
  /** Every person is a user now: /register/done. */
  done: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isSession = (value: unknown): value is SignupState['session'] =>
  value === null || (isRecord(value) && typeof value.authToken === 'string' && typeof value.expiresAt === 'string');

const isAccount = (value: unknown): value is SignupAccount =>
  isRecord(value) &&
  Number.isInteger(value.userId) &&
  typeof value.authToken === 'string' &&
  typeof value.email === 'string';

const people = importedUser.array();

/** The stored state when it is one this version wrote (a hand edit or an older shape is dropped). */
const parseState = (value: unknown): SignupState | null => {
  if (!isRecord(value) || value.version !== 1 || typeof value.email !== 'string' || typeof value.done !== 'boolean') {
    return null;
  }
  const club = invitationClub.safeParse(value.club);
  const users = people.safeParse(value.users);
  const { session, accounts } = value;
  if (!club.success || !users.success || !isSession(session) || !isRecord(accounts)) return null;
  if (!Object.values(accounts).every(isAccount)) return null;
  return {
    version: 1,
    email: value.email,
    club: club.data,
    session,
    users: users.data,
    accounts: accounts as Record<string, SignupAccount>,
    done: value.done,
  };
};

export interface SignupStore {
  /** The stored flow, or null when there is none (or it no longer parses). */
  get: () => SignupState | null;
  subscribe: (listener: () => void) => () => void;
  /**
   * A sign-in with the mailed link: a new flow, or the same invitation's flow again (same e-mail and club), whose
   * accounts made earlier in this browser are kept. The link's values are kept in memory only.
   */
  start: (answer: ImportedSession, link: ImportedLoginRequest) => SignupState;
  /** The mailed link's e-mail and secret, in memory since the sign-in (gone after a reload), to sign in again. */
  link: () => ImportedLoginRequest | null;
  /** A new `imported` session (the old one expired). */
  renew: (answer: ImportedSession) => void;
  /** The people as the server answered them. */
  setUsers: (users: ImportedUser[]) => void;
  /** A person made a user here (activated, or a child registered by a parent). */
  addAccount: (id: string, account: SignupAccount | null) => void;
  /** The flow is over: no tokens are kept, only what /register/done shows. */
  finish: () => void;
  clear: () => void;
}

const sessionOf = ({ authToken, expiresAt }: ImportedSession) => ({ authToken, expiresAt });

/** The sign-up's state on `storage` (the browser's local storage in the app). */
export const createSignupStore = (storage: Storage): SignupStore => {
  const { get, write, update, subscribe } = storedSignup(storage, parseState);
  let link: ImportedLoginRequest | null = null;
  return {
    get,
    subscribe,
    start: (answer, signedInWith) => {
      link = signedInWith;
      const previous = get();
      const same =
        previous !== null &&
        previous.email.toLowerCase() === answer.email.toLowerCase() &&
        previous.club.id === answer.club.id;
      const next: SignupState = {
        version: 1,
        email: answer.email,
        club: answer.club,
        session: sessionOf(answer),
        users: answer.users,
        accounts: same ? previous.accounts : {},
        done: false,
      };
      write(next);
      return next;
    },
    link: () => link,
    renew: (answer) =>
      update((current) => ({ ...current, club: answer.club, session: sessionOf(answer), users: answer.users })),
    setUsers: (users) => update((current) => ({ ...current, users })),
    addAccount: (id, made) =>
      update((current) => ({
        ...current,
        users: current.users.map((user) => (user.id === id ? { ...user, created: true } : user)),
        accounts: made ? { ...current.accounts, [id]: made } : current.accounts,
      })),
    finish: () => update((current) => ({ ...current, session: null, accounts: {}, done: true })),
    clear: () => {
      link = null;
      write(null);
    },
  };
};

/** The one store of a storage, shared by every screen of the flow. */
export const signupStoreOf = onePerStorage(createSignupStore);

import { accountUser, type AccountUser, type ClubLinkInfo, type InvitationMethod } from '@klubhus/domain';
import { onePerStorage, storedSignup } from '../../shell/signupStorage';

/*
 * The persisted state of the `/invitation` flow (spec document 1 §2, §9: "the persisted sign-up state under the key
 * signup"; ADR 019). The imported-user sign-up (`/register`) keeps its own shape under the same key: one sign-up at a
 * time per browser, and each flow reads only its own (`flow: 'invitation'` here, an `email` there).
 */

/** The club behind a valid link, as `login/checkclublink` answers it. */
export type InvitationClub = Extract<ClubLinkInfo, { valid: true }>;

/** The flow's steps (spec §2): details, then groups (after a login) or users (after a new account), then download. */
export type Step = 'details' | 'groups' | 'users' | 'download';

/**
 * What joining answered: a member now, a member already (`joined: false`), or a department request sent instead
 * (flag `department_requests`, ADR 019). Null until the join call has succeeded.
 */
export type Membership = 'member' | 'already' | 'request';

/** The visitor's own user session, kept by the flow (not the app's) until they continue in the browser. */
export interface FlowAccount {
  authToken: string;
  user: AccountUser;
}

/** A child registered in the flow (`registerchild` with the club): a member related to the visitor. */
interface FlowChild {
  userId: number;
  firstName: string;
  surname: string;
  birthdate: string | null;
}

/**
 * What the flow keeps between reloads, once the visitor has an account in it. Never a password; the user's token is
 * dropped when they continue in the browser (it becomes the app's session) or start over.
 */
export interface InvitationState {
  version: 1;
  flow: 'invitation';
  clubToken: string;
  club: InvitationClub;
  /** How the account came: 0 made here (→ users), 1 an existing one signed in (→ groups). */
  method: InvitationMethod;
  account: FlowAccount;
  membership: Membership | null;
  step: Step;
  children: FlowChild[];
  /** Whether any group was requested (the download step says so). */
  groupsRequested: boolean;
}

const steps: readonly Step[] = ['details', 'groups', 'users', 'download'];
const memberships: readonly Membership[] = ['member', 'already', 'request'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isChild = (value: unknown): value is FlowChild =>
  isRecord(value) &&
  Number.isInteger(value.userId) &&
  typeof value.firstName === 'string' &&
  typeof value.surname === 'string' &&
  (value.birthdate === null || typeof value.birthdate === 'string');

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

const isGroup = (value: unknown): boolean =>
  isRecord(value) &&
  isId(value.userGroupId) &&
  (value.parentUserGroupId === null || isId(value.parentUserGroupId)) &&
  isText(value.title);

/**
 * The stored club as `checkclublink` answered it. Checked by hand rather than by the contract's schema: a runtime
 * import of the clubs contract here reshuffles the shared chunks of /login by 1.7 kB (ADR 015's budget).
 */
const isClub = (value: unknown): value is InvitationClub =>
  isRecord(value) &&
  value.valid === true &&
  isId(value.id) &&
  isText(value.name) &&
  isTextOrNull(value.imageUrl) &&
  isTextOrNull(value.invitedByName) &&
  isTextOrNull(value.invitedByImage) &&
  Array.isArray(value.groups) &&
  value.groups.every(isGroup) &&
  Array.isArray(value.linkGroupIds) &&
  value.linkGroupIds.every(isId) &&
  isTextOrNull(value.dataPolicyLink);

const parseAccount = (value: unknown): FlowAccount | null => {
  if (!isRecord(value) || typeof value.authToken !== 'string') return null;
  const user = accountUser.safeParse(value.user);
  return user.success ? { authToken: value.authToken, user: user.data } : null;
};

/** The stored state when it is one this version of the invitation flow wrote; anything else is not ours. */
const parseState = (value: unknown): InvitationState | null => {
  if (!isRecord(value) || value.version !== 1 || value.flow !== 'invitation') return null;
  const { clubToken, method, membership, step, children, groupsRequested } = value;
  const { club } = value;
  const account = parseAccount(value.account);
  if (typeof clubToken !== 'string' || clubToken === '' || !isClub(club) || !account) return null;
  if (method !== 0 && method !== 1) return null;
  if (membership !== null && !memberships.includes(membership as Membership)) return null;
  if (!steps.includes(step as Step) || typeof groupsRequested !== 'boolean') return null;
  if (!Array.isArray(children) || !children.every(isChild)) return null;
  return {
    version: 1,
    flow: 'invitation',
    clubToken,
    club,
    method,
    account,
    membership: membership as Membership | null,
    step: step as Step,
    children,
    groupsRequested,
  };
};

export interface InvitationStore {
  /** The stored flow, or null when there is none of ours (none, the imported-user sign-up's, a hand edit). */
  get: () => InvitationState | null;
  subscribe: (listener: () => void) => () => void;
  /** Writes the whole state (a new account in the flow). */
  save: (state: InvitationState) => void;
  /** Changes the stored flow; nothing when there is none. */
  update: (change: (current: InvitationState) => InvitationState) => void;
  /** Forgets the flow (continued in the browser, or started over). */
  clear: () => void;
}

/** The flow's state on `storage` (the browser's local storage in the app). */
export const createInvitationStore = (storage: Storage): InvitationStore => {
  const { get, write, update, subscribe } = storedSignup(storage, parseState);
  return {
    get,
    subscribe,
    save: write,
    update,
    // Only our own flow: the imported-user sign-up's state under the same key is left alone.
    clear: () => {
      if (get()) write(null);
    },
  };
};

/** The one store of a storage, shared by every screen of the flow. */
export const invitationStoreOf = onePerStorage(createInvitationStore);

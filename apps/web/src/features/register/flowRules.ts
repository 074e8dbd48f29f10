import type { ImportedUser } from '@klubhus/domain';
import type { SignupAccount } from './signupState';

/**
 * The rules of the imported-user sign-up (spec document 1 §2 "Imported-user sign-up", §4 "Imported (dummy) users",
 * §5 "Pre-imported user configuration"; ADR 018), pure, for the screens and their tests.
 */

export type PersonType = 'adult' | 'child' | 'own';

/** `?type=` of `/register/{id}/new`: the spec's adult and child, and `own` (spec §3) for a child's own account. */
export const personTypeOf = (value: string | null): PersonType | null =>
  value === 'adult' || value === 'child' || value === 'own' ? value : null;

/** "Godkend!" when the flow has one person, "Gem!" otherwise (spec §2). */
export const isSingle = (users: readonly ImportedUser[]): boolean => users.length === 1;

export const isAdult = (user: ImportedUser): boolean => user.userStatus === 1;

/** A child who does not sign in: registered by a parent (`registerChild`), never activated. */
export const isChildWithoutLogin = (user: ImportedUser): boolean =>
  user.userStatus === 2 && user.assigned && user.ownLogin === false;

/**
 * Who still has to be marked adult or child before `id` may be made a user: the confirm button is disabled until
 * every person is assigned (spec §5). The person of the form is assigned by it, so is left out.
 */
export const unassignedOthers = (users: readonly ImportedUser[], id: string): ImportedUser[] =>
  users.filter((user) => user.id !== id && !user.created && !user.assigned);

/** The adults a child may have as parents (spec §4: "a child needs an adult"). */
export const parentCandidates = (users: readonly ImportedUser[], childId: string): ImportedUser[] =>
  users.filter((user) => user.id !== childId && isAdult(user));

/**
 * Whether another person of the flow already uses `email` for their account (spec §5: "an email already used …
 * is rejected for non-children"; ADR 018: "Denne e-mail er allerede i brug" at once when two adults of the flow
 * type one e-mail). Children without their own sign-in share their parent's e-mail and count for nothing.
 */
export const emailInUseInFlow = (
  users: readonly ImportedUser[],
  accounts: Readonly<Record<string, SignupAccount>>,
  id: string,
  email: string,
): boolean => {
  const wanted = email.trim().toLowerCase();
  if (!wanted) return false;
  return users.some((user) => {
    if (user.id === id || !user.created || isChildWithoutLogin(user)) return false;
    const used = accounts[user.id]?.email ?? user.email;
    return used?.trim().toLowerCase() === wanted;
  });
};

export interface ReadyChild {
  child: ImportedUser;
  /** The parent (a dummy id) whose user session registers the child. */
  parentId: string;
  parent: SignupAccount;
}

/**
 * The children to register now (spec §4: "If a child requires a parent, the flow waits until the parent is
 * created"; "children are registered through their parents' tokens"): assigned, without their own sign-in, not
 * yet created, with a parent made a user in this browser (whose session we hold).
 */
export const childrenReadyToRegister = (
  users: readonly ImportedUser[],
  accounts: Readonly<Record<string, SignupAccount>>,
): ReadyChild[] =>
  users.flatMap((child) => {
    if (!isChildWithoutLogin(child) || child.created) return [];
    const parentId = child.parents.find((id) => accounts[id] !== undefined);
    const parent = parentId === undefined ? undefined : accounts[parentId];
    return parentId !== undefined && parent ? [{ child, parentId, parent }] : [];
  });

/** What a child without its own sign-in waits for: none of its parents is a user yet. */
export const waitsForParent = (users: readonly ImportedUser[], child: ImportedUser): boolean =>
  isChildWithoutLogin(child) &&
  !child.created &&
  !users.some((user) => child.parents.includes(user.id) && user.created);

/** The flow ends when no person remains uncreated (spec §4). */
export const flowComplete = (users: readonly ImportedUser[]): boolean => users.every((user) => user.created);

/** Where a person's screen goes once they became a user: /register/done when nobody is left, else the start list. */
export const afterCreated = (users: readonly ImportedUser[]): '/register/done' | '/register' =>
  flowComplete(users) ? '/register/done' : '/register';

export type LinkDecision =
  | { to: 'invitation'; search: string }
  | { to: 'signIn'; email: string; password: string }
  | { to: 'flow' }
  | { to: 'invalid' };

/**
 * What `/register` does with its query (spec §2): `clubToken` or `code` → `/invitation` with the same query; the
 * mailed link's `email` and `password` → sign in; else the stored flow, or `/register/invalid` without one.
 */
export const decideLink = (search: URLSearchParams, hasStoredFlow: boolean): LinkDecision => {
  if (search.has('clubToken') || search.has('code')) {
    const query = search.toString();
    return { to: 'invitation', search: query ? `?${query}` : '' };
  }
  const email = search.get('email')?.trim();
  const password = search.get('password');
  if (email && password) return { to: 'signIn', email, password };
  return hasStoredFlow ? { to: 'flow' } : { to: 'invalid' };
};

/** Whether the `imported` session is still good for a call (a minute's margin for the call itself). */
export const sessionLive = (session: { expiresAt: string } | null, now: number): session is { expiresAt: string } =>
  session !== null && Date.parse(session.expiresAt) - 60_000 > now;

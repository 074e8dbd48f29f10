import { groupsInline, invitationMethod, type InvitationMethod } from '@klubhus/domain';
import type { InvitationClub, Membership, Step } from './flowState';

/** The rules of `/invitation` (spec document 1 §2 "Invitation page"; ADR 019), pure, for the screens and their tests. */

export type QueryDecision =
  | { to: 'flow'; clubToken: string; method: InvitationMethod }
  | { to: 'register'; search: string }
  | { to: 'login' }
  | { to: 'restore'; path: string }
  | { to: 'error' };

/**
 * What `/invitation` does with its query (ADR 019): a `clubToken` is the flow (`method` 0 or 1); without one, a
 * pre-imported user's `email` and `password` go to `/register` with the same query, only one of the two is "Der
 * skete en fejl", and neither goes to `/login`; `restore` takes the token of the persisted flow (`storedToken`), or
 * goes to `/login` when none is kept. A `clubToken` wins over `restore`: it names the link itself. `code`, which
 * `/register` passes on like `clubToken`, stands for the token when `clubToken` is absent.
 */
export const decideQuery = (search: URLSearchParams, storedToken: string | null): QueryDecision => {
  // `/register` sends `code` here as it sends `clubToken` (spec §2); it is read as the link's token.
  const clubToken = search.get('clubToken')?.trim() || search.get('code')?.trim();
  if (clubToken) return { to: 'flow', clubToken, method: invitationMethod(search.get('method')) };
  if (search.has('restore')) {
    return storedToken
      ? { to: 'restore', path: `/invitation?clubToken=${encodeURIComponent(storedToken)}` }
      : { to: 'login' };
  }
  const email = search.get('email')?.trim();
  const password = search.get('password');
  if (email && password) return { to: 'register', search: `?${search.toString()}` };
  if (email || password) return { to: 'error' };
  return { to: 'login' };
};

/** `/invitation` for a link, with the method shown (the "Allerede bruger" / "Har du ikke en bruger" toggle). */
export const invitationPath = (clubToken: string, method: InvitationMethod): string =>
  `/invitation?clubToken=${encodeURIComponent(clubToken)}${method === 1 ? '&method=1' : ''}`;

export interface RouteFacts {
  method: InvitationMethod;
  /** The club takes members by approval (a department request, not a membership). */
  request: boolean;
  /** The club has groups its link's holder may request. */
  hasGroups: boolean;
}

/**
 * The step after details (spec §2, ADR 019): a department request has nothing to request groups for yet, so it goes
 * to download; a new account goes to users (itself and its children); a login to groups, or to download when the
 * club has none.
 */
export const stepAfterDetails = ({ method, request, hasGroups }: RouteFacts): Step => {
  if (request) return 'download';
  if (method === 0) return 'users';
  return hasGroups ? 'groups' : 'download';
};

/** The steps the visitor walks, in order, for "Trin 2 af 3". */
export const stepsOf = (facts: RouteFacts): Step[] => {
  const next = stepAfterDetails(facts);
  return next === 'download' ? ['details', 'download'] : ['details', next, 'download'];
};

/** The facts of a flow under way (its membership says whether it became a request). */
export const factsOf = (
  state: { method: InvitationMethod; membership: Membership | null; club: InvitationClub },
  requestFlag: boolean,
): RouteFacts => ({
  method: state.method,
  request: state.membership === null ? requestFlag : state.membership === 'request',
  hasGroups: state.club.groups.length > 0,
});

export type InvitationGroup = InvitationClub['groups'][number];

/** A group of the picker, with the depth it is indented by (0 for a main group). */
export interface GroupEntry {
  group: InvitationGroup;
  depth: number;
}

/**
 * The club's groups as a tree by `parentUserGroupId` (spec §2), in the server's order (Danish title order) among
 * siblings: each main group followed by its subgroups, depth first. A group whose parent is not in the list is a main
 * group, and every group is placed once, so a cycle neither loops nor loses a group.
 */
export const groupTree = (groups: readonly InvitationGroup[]): GroupEntry[] => {
  const ids = new Set(groups.map((group) => group.userGroupId));
  const children = new Map<number | null, InvitationGroup[]>();
  for (const group of groups) {
    const parent =
      group.parentUserGroupId !== null && ids.has(group.parentUserGroupId) ? group.parentUserGroupId : null;
    children.set(parent, [...(children.get(parent) ?? []), group]);
  }
  const entries: GroupEntry[] = [];
  const placed = new Set<number>();
  const placeOne = (group: InvitationGroup, depth: number) => {
    if (placed.has(group.userGroupId)) return;
    placed.add(group.userGroupId);
    entries.push({ group, depth });
    for (const child of children.get(group.userGroupId) ?? []) placeOne(child, depth + 1);
  };
  for (const group of children.get(null) ?? []) placeOne(group, 0);
  // A cycle, which the server never makes, has no main group: its groups are main groups rather than lost.
  for (const group of groups) placeOne(group, 0);
  return entries;
};

/** Inline under 5 groups, else behind "Se grupper" (spec §9; `groupsInline` of the domain). */
export const pickerKind = (club: InvitationClub): 'inline' | 'dialog' =>
  groupsInline(club.groups.length) ? 'inline' : 'dialog';

/** The groups ticked at the start (ADR 019): the link's own, of those the club offers. */
export const initialGroupIds = (club: InvitationClub): number[] => {
  const offered = new Set(club.groups.map((group) => group.userGroupId));
  return club.linkGroupIds.filter((id) => offered.has(id));
};

/** The titles of `ids`, in the tree's order. */
export const groupTitles = (club: InvitationClub, ids: readonly number[]): string[] => {
  const chosen = new Set(ids);
  return groupTree(club.groups)
    .filter(({ group }) => chosen.has(group.userGroupId))
    .map(({ group }) => group.title);
};

/** A birthdate as the spec writes dates (DD-MM-YYYY). */
export const shownDate = (date: string): string => date.split('-').reverse().join('-');

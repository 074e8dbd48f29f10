import { isSoleAdministrator, type MemberDetails, type MemberOverviewRow, type MemberRole } from '@klubhus/domain';

/** The member as the rules below read them. */
type Member = Pick<MemberDetails, 'type' | 'status' | 'administratorCount'>;

/** What the user may do to the opened member, and what is shown but locked (spec §5, §6; ADR 017). */
export interface MemberPermissions {
  /** Edit the details (administrators; what they may change inside the form is `canEditDetails`). */
  edit: boolean;
  /** Choose another role: administrators, for an active member (an inactive one is a member, ADR 017). */
  changeRole: boolean;
  /** Remove from the club: administrators. */
  remove: boolean;
  /** The sole administrator: the role change and the removal are shown disabled, with the reason. */
  soleAdministrator: boolean;
  /** Add and remove relations: administrators, between active members (spec §5). */
  relate: boolean;
  /** Send an inactive member's invitation, or send it again: administrators (ADR 018). */
  invite: boolean;
}

/**
 * Who sees which action on one member. Group leaders read the details and answer their groups' requests only:
 * the role is a read-only badge, and editing, removal, relations and exports are the administrator's (spec §6).
 */
export const memberPermissions = (member: Member, isAdministrator: boolean): MemberPermissions => {
  const active = member.status === 'active';
  return {
    edit: isAdministrator,
    changeRole: isAdministrator && active,
    remove: isAdministrator,
    soleAdministrator: isAdministrator && isSoleAdministrator(member, member.administratorCount),
    relate: isAdministrator && active,
    invite: isAdministrator && !active,
  };
};

/** The roles in the order the role choice lists them. */
export const roleChoices: readonly MemberRole[] = ['member', 'leader', 'admin'];

/** The calls a role change makes after its confirmation, in order. */
export type RoleStep = 'role' | 'leadGroups';

/**
 * What choosing `next` does (ADR 016/017): a group leader is made by choosing the groups to lead
 * (`PATCH …/groups?leader=true`, which also makes a plain member a group leader), an administrator demoted to
 * group leader first loses the role (that call alone changes an administrator's type); other roles are one role
 * call. Nothing for the role they have.
 */
export const roleSteps = (current: MemberRole, next: MemberRole): RoleStep[] => {
  if (current === next) return [];
  if (next !== 'leader') return ['role'];
  return current === 'admin' ? ['role', 'leadGroups'] : ['leadGroups'];
};

/**
 * The body's groups when approving a request to join `groupId`: the member's groups among those the user
 * administers, and that one (the server keeps the others; ADR 016). Sorted, without repeats.
 */
export const groupsWithRequest = (
  member: Pick<MemberDetails, 'groups'>,
  administered: ReadonlySet<number>,
  groupId: number,
): number[] =>
  [...new Set([...member.groups.map((group) => group.id).filter((id) => administered.has(id)), groupId])].sort(
    (a, b) => a - b,
  );

/**
 * Whom the open member may be related to, of a search's rows: active members (an inactive one has no account
 * yet, spec §5), not the member themselves and not someone they are already related to (one relation per pair).
 */
export const relationCandidates = (
  rows: readonly MemberOverviewRow[],
  member: Pick<MemberDetails, 'userId' | 'relations'>,
): (MemberOverviewRow & { userId: number })[] => {
  const related = new Set(member.relations.map((relation) => relation.relatedUser.userId));
  return rows.filter(
    (row): row is MemberOverviewRow & { userId: number } =>
      row.status === 'active' && row.userId !== null && row.userId !== member.userId && !related.has(row.userId),
  );
};

/** The number a club shows for a member: its own member number, else the member's id (spec §3 display id). */
export const memberNumberOf = (member: Pick<MemberDetails, 'id' | 'clubInternalMemberId'>): string =>
  member.clubInternalMemberId ?? member.id;

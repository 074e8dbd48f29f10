// One member's details (ADR 017): what the member details modal shows, and what every write of "Members II"
// about one member answers with.
import {
  formatMemberId,
  groupVisibleInOverview,
  memberDetailsEditable,
  memberRole,
  memberStatusOf,
  memberTypeOf,
  parseMemberId,
  roleAtLeast,
  type MemberDetails,
  type MemberRef,
  type MemberStatus,
  type MemberType,
} from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { fileUrl, type FileStorage } from '../../shared/files/storage.js';
import { relationsOf } from '../relations/public.js';
import * as detailsRepo from './detailsRepo.js';
import { memberNotFound } from './refusals.js';
import type { Caller, MembersDeps } from './service.js';

/**
 * Danish alphabetical order, as the group overview sorts (æ, ø, å after z), case aside. PGlite has no Danish
 * collation, so the member's few groups are sorted here, the same on both databases.
 */
const danish = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

const byTitle = (a: detailsRepo.GroupPlaceRow, b: detailsRepo.GroupPlaceRow) =>
  danish.compare(a.title, b.title) || a.group_id - b.group_id;

/**
 * The groups a caller sees of a member's: an administrator every one; a group leader not those hidden for group
 * leaders unless they lead them, as in their group overview (spec §6, ADR 016).
 */
const visibleTo = (caller: Caller) => (row: detailsRepo.GroupPlaceRow) =>
  groupVisibleInOverview(caller.role, { hiddenForClubLeaders: row.hidden_for_leaders }, row.caller_leads);

type Common = Omit<
  MemberDetails,
  | 'id'
  | 'userId'
  | 'type'
  | 'status'
  | 'imageUrl'
  | 'note'
  | 'clubInternalMemberId'
  | 'emailLastSent'
  | 'isChild'
  | 'requestTypeId'
  | 'canEditDetails'
  | 'groups'
  | 'pendingGroupRequests'
  | 'relations'
>;

const commonOf = (row: detailsRepo.PersonRow): Common => ({
  firstName: row.first_name,
  surname: row.surname,
  email: row.email,
  mobile: row.mobile,
  address: row.address,
  zip: row.zip,
  city: row.city,
  birthdate: row.birthdate,
  memberSince: row.member_since,
  clubAllowsEditing: row.can_edit_members,
  administratorCount: Number(row.administrator_count),
});

/** Whether the caller may change the person's details: an administrator, where the club and the member allow. */
const editable = (caller: Caller, member: { type: MemberType; status: MemberStatus }, canEditMembers: boolean) =>
  roleAtLeast(caller.role, 'admin') && memberDetailsEditable(member, { canEditMembers });

/** The member's details as `caller` sees them; undefined when the id names nobody in the caller's club. */
const readDetails = async (
  db: Db,
  files: FileStorage,
  caller: Caller,
  ref: MemberRef,
): Promise<MemberDetails | undefined> => {
  const { clubId } = caller;
  const sees = visibleTo(caller);
  if (ref.kind === 'inactive') {
    const row = await detailsRepo.inactiveMember(db, clubId, ref.inactiveId);
    if (!row) return undefined;
    const groups = await detailsRepo.groupsOfMember(db, clubId, { inactiveId: ref.inactiveId }, caller.userId);
    const type = memberTypeOf(memberRole(row.member_type));
    const status = memberStatusOf({ active: false, invitedAt: row.invited_at });
    return {
      ...commonOf(row),
      id: formatMemberId(ref),
      userId: null,
      type,
      status,
      imageUrl: null,
      note: null,
      clubInternalMemberId: null,
      emailLastSent: row.invited_at,
      isChild: row.user_status === 2,
      requestTypeId: null,
      canEditDetails: editable(caller, { type, status }, row.can_edit_members),
      groups: groups
        .filter(sees)
        .sort(byTitle)
        .map(({ group_id, title }) => ({ id: group_id, title, isLeader: false })),
      pendingGroupRequests: [],
      relations: [],
    };
  }
  const { userId } = ref;
  const row = await detailsRepo.activeMember(db, clubId, userId);
  if (!row) return undefined;
  const groups = await detailsRepo.groupsOfMember(db, clubId, { userId }, caller.userId);
  const requests = await detailsRepo.groupRequestsOf(db, clubId, userId, caller.userId);
  const relations = await relationsOf(db, clubId, userId);
  return {
    ...commonOf(row),
    id: formatMemberId(ref),
    userId,
    type: row.type,
    status: 'active',
    imageUrl: fileUrl(files, row.image_path),
    note: row.note,
    clubInternalMemberId: row.club_internal_member_id,
    emailLastSent: null,
    isChild: false,
    requestTypeId: row.request_type_id === 2 ? 2 : null,
    canEditDetails: editable(caller, { type: row.type, status: 'active' }, row.can_edit_members),
    groups: groups
      .filter(sees)
      .sort(byTitle)
      .map((group) => ({
        id: group.group_id,
        title: group.title,
        isLeader: group.is_leader,
      })),
    pendingGroupRequests: requests
      .filter(sees)
      .sort(byTitle)
      .map((request) => ({ groupId: request.group_id, title: request.title, requestedAt: request.requested_at })),
    relations,
  };
};

/** The member's details, or 404 memberNotFound; a write reads them in its transaction, after its change. */
export const detailsOf = async (db: Db, files: FileStorage, caller: Caller, ref: MemberRef): Promise<MemberDetails> => {
  const details = await readDetails(db, files, caller, ref);
  if (!details) throw memberNotFound();
  return details;
};

/** `GET /v2/clubs/:club/members/:id`: administrators and group leaders; nobody of the club's: 404 memberNotFound. */
export const memberDetails = async ({ db, files }: MembersDeps, caller: Caller, memberId: string) =>
  detailsOf(db, files, caller, parseMemberId(memberId));

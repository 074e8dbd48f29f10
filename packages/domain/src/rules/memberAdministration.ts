import { memberTypeOf, type MemberType } from './memberTypes.js';
import type { MemberStatus } from './members.js';

/**
 * The rules of what an administrator does to one member (spec document 1 §4, §5, §6; ADR 017).
 */

/**
 * Whether a change would leave the club without an administrator: removing `affected` from the club, or giving
 * them another type, when they are all of its administrators (spec §5: "Sole administrator cannot be demoted or
 * deleted"). Promoting others, and changing anyone else, stays possible.
 */
export const leavesNoAdministrator = (administrators: readonly number[], affected: readonly number[]): boolean =>
  administrators.length > 0 && administrators.every((id) => affected.includes(id));

/** Whether this member is the club's only administrator: the actions that would demote or remove them are off. */
export const isSoleAdministrator = (member: { type: MemberType }, administratorCount: number): boolean =>
  member.type === memberTypeOf('admin') && administratorCount <= 1;

/**
 * Whose details an administrator may change (spec §5): an inactive member's always (through the imported-user
 * call); an active member's only when they are a plain member (type 1) and the club allows it (`canEditMembers`),
 * since a user may belong to several clubs. Otherwise the screen says why not.
 */
export const memberDetailsEditable = (
  member: { type: MemberType; status: MemberStatus },
  club: { canEditMembers: boolean },
): boolean => member.status !== 'active' || (member.type === memberTypeOf('member') && club.canEditMembers);

/** The fields the member update leaves out of its body (spec §5: "The member update call drops the fields …"). */
export const MEMBER_UPDATE_DROPPED_FIELDS = [
  'type',
  'groupIds',
  'memberId',
  'memberType',
  'requestTypeId',
  'requestType',
  'memberSince',
  'emailLastSent',
  'parents',
  'children',
] as const;

/** A member as the update sends it: every field but the dropped ones. */
export const withoutDroppedFields = <T extends Record<string, unknown>>(
  member: T,
): Omit<T, (typeof MEMBER_UPDATE_DROPPED_FIELDS)[number]> => {
  const copy: Record<string, unknown> = { ...member };
  for (const field of MEMBER_UPDATE_DROPPED_FIELDS) delete copy[field];
  return copy as Omit<T, (typeof MEMBER_UPDATE_DROPPED_FIELDS)[number]>;
};

/** The youngest and oldest age one age export may ask for (ours: the spec only says "required numbers"). */
export const EXPORT_AGE_MAX = 150;

/** `YYYY-MM-DD` of `date` moved by whole years; 29 February in a year without one becomes the 28th. */
const yearsBefore = (date: string, years: number): string => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = year - years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(target, 4)}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
};

/**
 * The birthdates of the people aged `from` to `to` whole years (both included) on `today` (`YYYY-MM-DD`, the
 * club's date): born after `after` and on or before `onOrBefore`. Age counts as `ageOn` does (a birthday counts
 * from its day; one on 29 February from 1 March in other years).
 */
export const birthdatesForAges = (from: number, to: number, today: string): { after: string; onOrBefore: string } => ({
  after: yearsBefore(today, to + 1),
  onOrBefore: yearsBefore(today, from),
});

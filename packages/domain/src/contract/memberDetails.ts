import * as z from 'zod';
import { memberTypeSchema } from '../rules/memberTypes.js';
import { memberStatuses } from '../rules/members.js';
import { relationTypes } from '../rules/relations.js';

/**
 * One member as the member details show them (spec document 1 §3 Member, Relation; ADR 017), and the pieces the
 * member calls of "Members II" answer with.
 */

/** A relation type on the wire: 1 child, 2 parent, 4 other household member (spec §3, §5). */
export const relationTypeSchema = z.union(
  [z.literal(relationTypes.child), z.literal(relationTypes.parent), z.literal(relationTypes.household)],
  { error: 'invalidRelation' },
);

/** A relation as one member sees it: `relatedUser` is their child, parent or household member (spec §3). */
export const memberRelation = z.object({
  userUserMapId: z.number().int().positive(),
  relationType: relationTypeSchema,
  /** The spec's odd `surName` (ARCHITECTURE §2: field names exactly as the spec writes them). */
  relatedUser: z.object({
    userId: z.number().int().positive(),
    firstName: z.string(),
    surName: z.string(),
  }),
});
export type MemberRelation = z.infer<typeof memberRelation>;

/** A member's relations in the club, after a relation call: those of the member the call was about. */
export const memberRelations = z.object({ relations: z.array(memberRelation) });
export type MemberRelations = z.infer<typeof memberRelations>;

/** A group the member is in, with whether they lead it. */
export const memberGroup = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  isLeader: z.boolean(),
});

/** A group the member asked to join, not yet approved (spec §4 pending requests). */
export const memberGroupRequest = z.object({
  groupId: z.number().int().positive(),
  title: z.string(),
  /** UTC `YYYY-MM-DDTHH:mm`. */
  requestedAt: z.string(),
});

export const memberDetails = z.object({
  /** `"17"` or `"i4"`. */
  id: z.string(),
  userId: z.number().int().positive().nullable(),
  firstName: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  /** `YYYY-MM-DD`. */
  birthdate: z.string().nullable(),
  type: memberTypeSchema,
  status: z.enum(memberStatuses),
  imageUrl: z.string().nullable(),
  /** `YYYY-MM-DD`: when they joined the club (or were put into it). */
  memberSince: z.string(),
  /** The club's own note on the member. */
  note: z.string().nullable(),
  /** The club's own member number; the display id is the member's id without one (spec §3). */
  clubInternalMemberId: z.string().nullable(),
  /** An inactive member's last invitation mail, UTC `YYYY-MM-DDTHH:mm`; null when never sent (or active). */
  emailLastSent: z.string().nullable(),
  /** An inactive child (imported with userStatus 2): their e-mail is a parent's and cannot be edited (spec §5). */
  isChild: z.boolean(),
  /** 2 for someone who joined through an accepted club request (kept for history, spec §4); else null. */
  requestTypeId: z.literal(2).nullable(),
  /** Whether the caller may change the person's details (spec §5, `memberDetailsEditable`). */
  canEditDetails: z.boolean(),
  /** The club lets administrators change plain members' details (`canEditMembers`, spec §3 Club). */
  clubAllowsEditing: z.boolean(),
  /** The club's administrators: 1 makes this member, if one, the sole administrator (spec §5). */
  administratorCount: z.number().int().nonnegative(),
  groups: z.array(memberGroup),
  pendingGroupRequests: z.array(memberGroupRequest),
  relations: z.array(memberRelation),
});
export type MemberDetails = z.infer<typeof memberDetails>;

/** The most requests of each kind one answer lists (oldest first); the totals say how many wait. */
export const MEMBER_REQUESTS_MAX = 500;

/** People waiting for an answer (ADR 017's decided call): someone asking to join a group, or the club. */
export const memberRequests = z.object({
  groupRequestTotal: z.number().int().nonnegative(),
  clubRequestTotal: z.number().int().nonnegative(),
  /** Members of the club asking to join a group the caller administers, oldest first. */
  groupRequests: z.array(
    z.object({
      memberId: z.string(),
      firstName: z.string(),
      surname: z.string(),
      email: z.string().nullable(),
      imageUrl: z.string().nullable(),
      groupId: z.number().int().positive(),
      groupTitle: z.string(),
      requestedAt: z.string(),
    }),
  ),
  /** People asking to join the club (administrators only; empty for a group leader), oldest first. */
  clubRequests: z.array(
    z.object({
      userId: z.number().int().positive(),
      firstName: z.string(),
      surname: z.string(),
      email: z.string(),
      requestedAt: z.string(),
    }),
  ),
});
export type MemberRequests = z.infer<typeof memberRequests>;

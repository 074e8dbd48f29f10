// zod/mini: the member type is read on /login (the club list), where the full zod must not load (ADR 015).
import * as z from 'zod/mini';

/**
 * The member types of the spec (document 1 §3, §6): the one table. Every other place names a role and
 * derives the number, the schema and the rank from here; a raw 1, 2 or 3 standing for a member type
 * anywhere else fails `tests/memberTypes.test.ts`.
 *
 * `rank` orders the club access levels: an administrator may do what a group leader may, and a group
 * leader what a member may.
 */
export const memberTypes = {
  member: { type: 1, rank: 1 },
  leader: { type: 3, rank: 2 },
  admin: { type: 2, rank: 3 },
} as const;

export type MemberRole = keyof typeof memberTypes;
export type MemberType = (typeof memberTypes)[MemberRole]['type'];

/** The roles, least access first. */
export const memberRoles = (Object.keys(memberTypes) as MemberRole[]).sort(
  (a, b) => memberTypes[a].rank - memberTypes[b].rank,
);

/** The number the wire and the database use for a role. */
export const memberTypeOf = (role: MemberRole): MemberType => memberTypes[role].type;

const roleByType = new Map<number, MemberRole>(memberRoles.map((role) => [memberTypes[role].type, role]));

/** True for a number that is one of the member types. */
export const isMemberType = (value: number): value is MemberType => roleByType.has(value);

/** The role of a member type; an unknown type gets the least access. */
export const memberRole = (memberType: number): MemberRole => roleByType.get(memberType) ?? 'member';

/** True when `role` may do what `required` may (an administrator may act as a leader or a member). */
export const roleAtLeast = (role: MemberRole, required: MemberRole): boolean =>
  memberTypes[role].rank >= memberTypes[required].rank;

/** The member type on the wire: one of the table's numbers. */
export const memberTypeSchema = z.union(
  memberRoles.map((role) => z.literal(memberTypes[role].type)) as unknown as [
    z.ZodMiniLiteral<MemberType>,
    z.ZodMiniLiteral<MemberType>,
    ...z.ZodMiniLiteral<MemberType>[],
  ],
);

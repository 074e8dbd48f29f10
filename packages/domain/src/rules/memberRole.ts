/** Member types of the spec (document 1 §6): 1 member, 2 administrator, 3 group leader. */
export type MemberRole = 'member' | 'admin' | 'leader';

const roles: Readonly<Record<number, MemberRole>> = { 1: 'member', 2: 'admin', 3: 'leader' };

/** The role of a member type; an unknown type gets the least access. */
export const memberRole = (memberType: number): MemberRole => roles[memberType] ?? 'member';

import type { MemberRole, MemberStatus } from '@klubhus/domain';
import type { StatusPillTone } from '@klubhus/ui';

/** The role badges in the spec's colours (document 1 §4): member green, administrator purple, leader blue. */
export const roleTone: Record<MemberRole, StatusPillTone> = { member: 'success', admin: 'purple', leader: 'primary' };

/**
 * Inactive members: orange when invited and not yet activated, red when never invited (spec §4); an active
 * member's pill stays neutral, so that the eye goes to those who need an invitation.
 */
export const statusTone: Record<MemberStatus, StatusPillTone> = {
  active: 'neutral',
  invited: 'warning',
  notInvited: 'danger',
};

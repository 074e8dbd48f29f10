import type { FlagKey, MemberRole } from '@klubhus/domain';

/** The areas of the signed-in app, one sidebar entry each (spec document 1 §2 "Sidebar", document 2 §2.1). */
export type AreaId =
  'overview' | 'members' | 'activities' | 'messages' | 'payments' | 'settings' | 'myPage' | 'chat' | 'logout';

interface AreaRow {
  id: AreaId;
  href: string;
  /** Every flag must be on for the area to exist (chat needs two). */
  flags: readonly FlagKey[];
  /** Who sees the entry. Members see their own page, messages (ADR 028), chat and sign-out (ADR 008). */
  roles: readonly MemberRole[];
  /** Group leaders see the entry disabled, with the tooltip that they have no access. */
  closedToLeaders?: boolean;
  isBeta?: boolean;
}

const staff = ['admin', 'leader'] as const;
const everyone = ['admin', 'leader', 'member'] as const;

/** The sidebar in its order; the table is also what the routes check (`areaAccess`). */
const areas: readonly AreaRow[] = [
  { id: 'overview', href: '/overview', flags: ['dashboard'], roles: staff },
  { id: 'members', href: '/members', flags: [], roles: staff },
  { id: 'activities', href: '/activities', flags: ['activities'], roles: staff },
  { id: 'messages', href: '/messages', flags: [], roles: everyone, closedToLeaders: true },
  { id: 'payments', href: '/payments', flags: ['payments'], roles: staff, closedToLeaders: true },
  { id: 'settings', href: '/settings', flags: [], roles: staff, closedToLeaders: true },
  { id: 'myPage', href: '/my-page', flags: [], roles: everyone },
  { id: 'chat', href: '/chat', flags: ['chat', 'chat_web'], roles: everyone, isBeta: true },
  { id: 'logout', href: '/logout', flags: [], roles: everyone },
];

/**
 * Whether an area is open to a role: `open`, `closed` (shown disabled: group leaders and messages,
 * settings, payments) or `absent` (a flag is off, or the role does not have it at all).
 */
export type AreaAccess = 'open' | 'closed' | 'absent';

export type IsOn = (flag: FlagKey) => boolean;

export const areaAccess = (id: AreaId, role: MemberRole, isOn: IsOn): AreaAccess => {
  const area = areas.find((row) => row.id === id);
  if (!area || !area.flags.every(isOn) || !area.roles.includes(role)) return 'absent';
  return area.closedToLeaders && role === 'leader' ? 'closed' : 'open';
};

export interface NavEntry {
  id: AreaId;
  href: string;
  isDisabled: boolean;
  isBeta: boolean;
}

/** The sidebar's entries for a role and the flags. */
export const navEntries = (role: MemberRole, isOn: IsOn): NavEntry[] =>
  areas.flatMap((area) => {
    const access = areaAccess(area.id, role, isOn);
    if (access === 'absent') return [];
    return [{ id: area.id, href: area.href, isDisabled: access === 'closed', isBeta: area.isBeta ?? false }];
  });

/**
 * Where a signed-in user with a club belongs: members on their own page (spec: "Members are redirected
 * from the dashboard to their personal page"), staff on the dashboard, or on /members when the dashboard
 * flag is off.
 */
export const homePath = (role: MemberRole, isOn: IsOn): string => {
  if (role === 'member') return '/my-page';
  return isOn('dashboard') ? '/overview' : '/members';
};

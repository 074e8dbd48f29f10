import type { FlagKey, MemberRole } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { areaAccess, homePath, navEntries, type AreaId } from './navigation';

const flagsOn =
  (...off: FlagKey[]) =>
  (flag: FlagKey) =>
    !off.includes(flag);
const allOn = flagsOn();
const ids = (role: MemberRole, isOn = allOn) => navEntries(role, isOn).map((entry) => entry.id);

describe('the sidebar', () => {
  it('shows an administrator every area, in order, with logout last', () => {
    expect(ids('admin')).toEqual([
      'overview',
      'members',
      'activities',
      'messages',
      'payments',
      'settings',
      'myPage',
      'chat',
      'logout',
    ]);
    expect(navEntries('admin', allOn).filter((entry) => entry.isDisabled)).toEqual([]);
  });

  it('shows a group leader messages, settings and payments disabled, and nothing else disabled', () => {
    const disabled = navEntries('leader', allOn)
      .filter((entry) => entry.isDisabled)
      .map((entry) => entry.id);
    expect(disabled).toEqual(['messages', 'payments', 'settings']);
    expect(ids('leader')).toEqual(ids('admin'));
  });

  it('shows a member messages, their own page, chat and logout only (ADR 028)', () => {
    expect(ids('member')).toEqual(['messages', 'myPage', 'chat', 'logout']);
    expect(navEntries('member', allOn).filter((entry) => entry.isDisabled)).toEqual([]);
  });

  it.each<[FlagKey, AreaId]>([
    ['dashboard', 'overview'],
    ['activities', 'activities'],
    ['payments', 'payments'],
    ['chat', 'chat'],
    ['chat_web', 'chat'],
  ])('leaves out %s’s entry (%s) when the flag is off', (flag, id) => {
    expect(ids('admin', flagsOn(flag))).not.toContain(id);
    expect(ids('admin')).toContain(id);
  });

  it('marks only chat as beta', () => {
    expect(
      navEntries('admin', allOn)
        .filter((entry) => entry.isBeta)
        .map((entry) => entry.id),
    ).toEqual(['chat']);
  });
});

describe('areaAccess', () => {
  it.each<[AreaId, MemberRole, string]>([
    ['settings', 'admin', 'open'],
    ['settings', 'leader', 'closed'],
    ['settings', 'member', 'absent'],
    ['messages', 'leader', 'closed'],
    ['messages', 'member', 'open'],
    ['messages', 'admin', 'open'],
    ['payments', 'leader', 'closed'],
    ['members', 'leader', 'open'],
    ['members', 'member', 'absent'],
    ['myPage', 'member', 'open'],
    ['overview', 'member', 'absent'],
  ])('%s for a %s is %s', (id, role, access) => expect(areaAccess(id, role, allOn)).toBe(access));

  it('is absent when a flag is off, whoever asks', () => {
    expect(areaAccess('payments', 'admin', flagsOn('payments'))).toBe('absent');
  });
});

describe('homePath', () => {
  it('sends members to /my-page and staff to /overview', () => {
    expect(homePath('member', allOn)).toBe('/my-page');
    expect(homePath('admin', allOn)).toBe('/overview');
    expect(homePath('leader', allOn)).toBe('/overview');
  });

  it('sends staff to /members when the dashboard is off', () => {
    expect(homePath('admin', flagsOn('dashboard'))).toBe('/members');
  });
});

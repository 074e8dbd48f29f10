import { describe, expect, it } from 'vitest';
import { ageOn } from '../validation/accounts';
import {
  birthdatesForAges,
  isSoleAdministrator,
  leavesNoAdministrator,
  MEMBER_UPDATE_DROPPED_FIELDS,
  memberDetailsEditable,
  withoutDroppedFields,
} from './memberAdministration';
import { memberTypeOf } from './memberTypes';

describe('the sole administrator (spec §5: cannot be demoted or deleted)', () => {
  it.each([
    ['the only administrator removed', [1], [1], true],
    ['both administrators removed at once', [1, 2], [2, 1, 7], true],
    ['one of two administrators removed', [1, 2], [1], false],
    ['someone else changed', [1], [5, 6], false],
    ['a club without administrators (nothing to keep)', [], [5], false],
  ])('%s → leaves none: %s', (_label, administrators, affected, leavesNone) => {
    expect(leavesNoAdministrator(administrators, affected)).toBe(leavesNone);
  });

  it('marks only the sole administrator: promoting others stays possible', () => {
    expect(isSoleAdministrator({ type: memberTypeOf('admin') }, 1)).toBe(true);
    expect(isSoleAdministrator({ type: memberTypeOf('admin') }, 2)).toBe(false);
    expect(isSoleAdministrator({ type: memberTypeOf('member') }, 1)).toBe(false);
    expect(isSoleAdministrator({ type: memberTypeOf('leader') }, 1)).toBe(false);
  });
});

describe('whose details may be changed (spec §5)', () => {
  const allows = { canEditMembers: true };
  const forbids = { canEditMembers: false };
  it.each([
    ['an invited inactive member', { type: memberTypeOf('member'), status: 'invited' }, forbids, true],
    ['a never-invited inactive member', { type: memberTypeOf('member'), status: 'notInvited' }, forbids, true],
    ['a member, the club allows it', { type: memberTypeOf('member'), status: 'active' }, allows, true],
    ['a member, the club does not', { type: memberTypeOf('member'), status: 'active' }, forbids, false],
    ['a group leader, the club allows it', { type: memberTypeOf('leader'), status: 'active' }, allows, false],
    ['an administrator, the club allows it', { type: memberTypeOf('admin'), status: 'active' }, allows, false],
  ] as const)('%s → %s', (_label, member, club, editable) => {
    expect(memberDetailsEditable(member, club)).toBe(editable);
  });
});

describe('the member update drops the fields of §5', () => {
  it('sends everything but type, groupIds, memberId, memberType, requestTypeId, requestType, memberSince, emailLastSent, parents, children', () => {
    const member = Object.fromEntries([
      ...MEMBER_UPDATE_DROPPED_FIELDS.map((field) => [field, 'x']),
      ['firstName', 'Anna'],
      ['zip', '8000'],
    ]);
    expect(withoutDroppedFields(member)).toEqual({ firstName: 'Anna', zip: '8000' });
    expect(MEMBER_UPDATE_DROPPED_FIELDS).toHaveLength(10);
  });
});

describe('the age export: birthdates of the people aged from … to', () => {
  const localDate = (iso: string) => {
    const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
    return new Date(year, month - 1, day);
  };
  const isoDay = (date: Date) => date.toISOString().slice(0, 10);
  /** Every birthdate from `from` to `to`, a day at a time. */
  const days = function* (from: string, to: string) {
    for (let day = new Date(`${from}T00:00:00Z`); isoDay(day) <= to; day.setUTCDate(day.getUTCDate() + 1))
      yield isoDay(day);
  };

  it.each([
    ['2026-11-26', 10, 12],
    ['2024-02-29', 0, 1],
    ['2025-02-28', 1, 3],
    ['2025-03-01', 18, 18],
    ['2026-01-01', 0, 0],
  ])('on %s, ages %i to %i: exactly the birthdates whose age is in range', (today, from, to) => {
    const { after, onOrBefore } = birthdatesForAges(from, to, today);
    const [year] = today.split('-').map(Number);
    const start = `${String((year ?? 0) - to - 3)}-01-01`;
    for (const birthdate of days(start, today)) {
      const age = ageOn(birthdate, localDate(today));
      const inRange = birthdate > after && birthdate <= onOrBefore;
      expect(inRange, `${birthdate}: age ${age}`).toBe(age >= from && age <= to);
    }
  });

  it('moves 29 February to the 28th in a year without one', () => {
    expect(birthdatesForAges(1, 1, '2024-02-29')).toEqual({ after: '2022-02-28', onOrBefore: '2023-02-28' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  createClubLinkBody,
  groupRequestBody,
  joinClubBody,
  LINK_VALID_DAYS,
  MAX_LINK_GROUPS,
} from '../validation/invitation.js';
import {
  COPIED_CONFIRMATION_MS,
  groupsInline,
  invitationMethod,
  linkIsActive,
  linkValidTo,
  signupLinkUrl,
} from './signupLinks.js';

describe('a sign-up link lives 90 days (ADR 019)', () => {
  it('is valid to 90 days after it was made, to the millisecond', () => {
    expect(LINK_VALID_DAYS).toBe(90);
    expect(linkValidTo(new Date('2026-01-01T12:00:00.000Z')).toISOString()).toBe('2026-04-01T12:00:00.000Z');
  });
  it.each([
    ['a millisecond before', '2026-04-01T11:59:59.999Z', true],
    ['at validTo', '2026-04-01T12:00:00.000Z', false],
    ['after', '2026-04-02T00:00:00.000Z', false],
  ])('%s its end it is %s', (_, now, active) => {
    expect(linkIsActive('2026-04-01T12:00:00.000Z', new Date(now))).toBe(active);
  });
});

describe('the address handed out (spec §2)', () => {
  const host = { currentOrigin: 'https://app.klubhus.dk', organisationMode: false, organisationHost: 'dbu.example.dk' };
  it.each([
    ['the current host', host, 'https://app.klubhus.dk/invitation?clubToken=abc_-1'],
    [
      'a port kept on the current host',
      { ...host, currentOrigin: 'http://localhost:3000' },
      'http://localhost:3000/invitation?clubToken=abc_-1',
    ],
    [
      "the organisation's own in organisation mode",
      { ...host, organisationMode: true },
      'https://dbu.example.dk/invitation?clubToken=abc_-1',
    ],
    [
      'the current host when the organisation has none',
      { ...host, organisationMode: true, organisationHost: '' },
      'https://app.klubhus.dk/invitation?clubToken=abc_-1',
    ],
  ])('uses %s', (_, given, url) => {
    expect(signupLinkUrl('abc_-1', given)).toBe(url);
  });
  it('escapes what a query cannot carry', () => {
    expect(signupLinkUrl('a b&c', host)).toBe('https://app.klubhus.dk/invitation?clubToken=a%20b%26c');
  });
});

describe('the constants of the invitation flow (spec §9)', () => {
  it.each([
    [0, true],
    [4, true],
    [5, false],
    [12, false],
  ])('%i groups are listed inline: %s', (count, inline) => {
    expect(groupsInline(count)).toBe(inline);
  });
  it('clears the copied confirmation after 4 s', () => {
    expect(COPIED_CONFIRMATION_MS).toBe(4000);
  });
  it.each([
    [null, 0],
    ['0', 0],
    ['1', 1],
    [' 1 ', 1],
    ['2', 0],
    ['x', 0],
  ])('method %j is %i', (value, method) => {
    expect(invitationMethod(value)).toBe(method);
  });
});

describe('the bodies', () => {
  it('a link names distinct groups, at most 50, or none', () => {
    expect(createClubLinkBody.parse({}).groupIds).toEqual([]);
    expect(createClubLinkBody.parse({ groupIds: [3, 3, 4] }).groupIds).toEqual([3, 4]);
    const tooMany = createClubLinkBody.safeParse({
      groupIds: Array.from({ length: MAX_LINK_GROUPS + 1 }, (_, i) => i + 1),
    });
    expect(tooMany.error?.issues[0]?.message).toBe('tooManyGroups');
    expect(createClubLinkBody.safeParse({ groupIds: [1], extra: 1 }).success).toBe(false);
  });
  it('a group request names at least one group', () => {
    expect(groupRequestBody.safeParse({ groupIds: [] }).error?.issues[0]?.message).toBe('required');
    expect(groupRequestBody.parse({ groupIds: [2], userId: 7 })).toEqual({ groupIds: [2], userId: 7 });
  });
  it('joining needs the token; the policy defaults to not accepted', () => {
    expect(joinClubBody.safeParse({}).success).toBe(false);
    expect(joinClubBody.safeParse({ clubToken: '  ' }).success).toBe(false);
    expect(joinClubBody.parse({ clubToken: 'abc' })).toEqual({ clubToken: 'abc', AcceptsDataPolicy: false });
  });
});

import { memberTypeOf } from '@klubhus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoClub, signInToDemo } from '../support/demoClub.js';
import { createTestApp, type TestApp } from '../support/testApp.js';

/**
 * The demo club shows "Joining III" alive (AREAS.md point 10, ADR 020): a half-finished import of the football and
 * gymnastics departments waiting at the groups mapping, which the wizard resumes and which applies once its one row
 * to fix is fixed.
 */
let t: TestApp;
let clubId: number;
beforeAll(async () => {
  t = await createTestApp();
  clubId = await seedDemoClub(t);
});
afterAll(() => t.close());

const admin = () => signInToDemo(t);

describe("the demo club's import (AREAS.md point 10)", () => {
  it('waits at the groups mapping: roles mapped, Lars Nielsen merged, teams matched, winter bathing skipped', async () => {
    const { import: staged, members } = await (await admin()).importOverview({ params: { club: clubId }, query: {} });
    expect(staged).toMatchObject({
      step: 'groups',
      rowCount: 39,
      problemCount: 1,
      fileName: expect.stringMatching(/\.csv$/),
    });
    expect(members.rows[0]).toMatchObject({ firstName: 'Søren', surname: 'Ærø' });
    const roles = Object.fromEntries(staged?.roles.map((role) => [role.id, role.memberType]) ?? []);
    expect(roles).toMatchObject({
      Træner: memberTypeOf('leader'),
      Holdleder: memberTypeOf('leader'),
      Spiller: memberTypeOf('member'),
    });
    const actions = Object.fromEntries(staged?.groups.map((group) => [group.groupName, group.action]) ?? []);
    expect(actions).toEqual({
      Senior: 'match',
      U13: 'match',
      Motion: 'match',
      'Old boys': 'create',
      Damesenior: 'create',
      Springgymnastik: 'create',
      Vinterbadning: 'skip',
      // Board members and volunteers have no department: no group.
    });
    const lars = staged?.existing.find((entry) => entry.firstName === 'Lars');
    expect(lars?.candidates).toHaveLength(1);
    expect(lars?.mergeWith).toBe(lars?.candidates[0]?.userId);
  });

  it('applies once its one row to fix is fixed', async () => {
    const client = await admin();
    const problems = await client.importOverview({ params: { club: clubId }, query: { problems: 'true' } });
    expect(problems.members.rows.map((row) => [row.firstName, row.problems])).toEqual([['Mette', ['mobileInvalid']]]);
    const id = problems.members.rows[0]?.id ?? '';
    await client.patchImportedRow({ params: { club: clubId, id }, body: { mobile: '23456789' } });
    const { members } = await client.importUsers({
      params: { club: clubId },
      body: { importId: Number(problems.import?.id) },
    });
    expect(members).toHaveLength(38); // 39 people, Lars merged
    expect(members.find((row) => row.firstName === 'Mads')?.type).toBe(memberTypeOf('leader'));
  });
});

import { MEMBER_IDS_PER_CALL_MAX, memberRefusals, memberTypeOf, relationTypes } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { badInput } from '../support/badInput.js';
import { failure } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import {
  addGroup,
  addGroupRequest,
  addInactive,
  addRelation,
  addUser,
  memberTypeIn,
  putInactiveInGroup,
  putInGroup,
} from './seedMembers.js';

/** `DELETE /v2/clubs/:club/members` (ADR 017 "Removal"; spec §5 the sole administrator cannot be deleted). */
const ctx = useWorld();
const db = () => ctx.t.database.db;

let group: number;
beforeAll(async () => {
  group = await addGroup(db(), ctx.world.clubA, 'Afgang');
});

const remove = (memberIds: string[], persona: 'adminA' | 'adminB' = 'adminA') =>
  ctx.as(persona).removeMembers({
    params: { club: persona === 'adminA' ? ctx.world.clubA : ctx.world.clubB },
    body: { memberIds },
  });

const countOf = async (query: ReturnType<typeof sql>) => {
  const [row] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from (${query}) q`);
  return Number(row?.n);
};

describe('DELETE /v2/clubs/:club/members', () => {
  it('takes active members out of the club, its groups, requests and relations, and records who removed them', async () => {
    const { clubA, clubB } = ctx.world;
    const leaving = await addUser(db(), clubA, { firstName: 'Lise', surname: 'Leaving' });
    const staying = await addUser(db(), clubA, { firstName: 'Sten', surname: 'Staying' });
    await putInGroup(db(), clubA, group, leaving, true);
    await putInGroup(db(), clubA, group, staying);
    const asked = await addGroup(db(), clubA, 'Ønsket');
    await addGroupRequest(db(), clubA, asked, leaving);
    await addRelation(db(), clubA, staying, leaving, relationTypes.child);
    // The same person in club B stays there, with their relation there.
    await db().execute(
      sql`insert into memberships (club_id, user_id) values (${clubB}, ${leaving}), (${clubB}, ${staying})`,
    );
    await addRelation(db(), clubB, staying, leaving, relationTypes.child);

    expect(await remove([String(leaving)])).toEqual({ removed: 1 });
    expect(await memberTypeIn(db(), clubA, leaving)).toBeUndefined();
    expect(await memberTypeIn(db(), clubB, leaving)).toBe(memberTypeOf('member'));
    expect(await countOf(sql`select 1 from group_members where user_id = ${leaving}`)).toBe(0);
    expect(await countOf(sql`select 1 from group_members where user_id = ${staying}`)).toBe(1);
    expect(await countOf(sql`select 1 from group_requests where user_id = ${leaving}`)).toBe(0);
    expect(
      await countOf(sql`select 1 from member_relations where related_user_id = ${leaving} and club_id = ${clubA}`),
    ).toBe(0);
    expect(
      await countOf(sql`select 1 from member_relations where related_user_id = ${leaving} and club_id = ${clubB}`),
    ).toBe(1);
    expect(
      await queryRows(
        db(),
        sql`select club_id, removed_by_user_id, removed_at > now() - interval '1 minute' as recent
              from removed_members where user_id = ${leaving}`,
      ),
    ).toEqual([{ club_id: clubA, removed_by_user_id: ctx.world.userIds.adminA, recent: true }]);
  });

  it('deletes inactive members outright, with their groups, and records nothing of them', async () => {
    const inactive = await addInactive(db(), ctx.world.clubA, { firstName: 'Inga', surname: 'Import' });
    await putInactiveInGroup(db(), ctx.world.clubA, group, inactive);
    const before = await countOf(sql`select 1 from removed_members`);
    expect(await remove([`i${inactive}`])).toEqual({ removed: 1 });
    expect(await countOf(sql`select 1 from inactive_members where id = ${inactive}`)).toBe(0);
    expect(await countOf(sql`select 1 from inactive_group_members where inactive_member_id = ${inactive}`)).toBe(0);
    expect(await countOf(sql`select 1 from removed_members`)).toBe(before);
  });

  it("removes several at once, each once, and passes over ids that are not the club's", async () => {
    const { clubA, clubB } = ctx.world;
    const one = await addUser(db(), clubA, { firstName: 'En', surname: 'Flere' });
    const two = await addInactive(db(), clubA, { firstName: 'To', surname: 'Flere' });
    const theirs = await addUser(db(), clubB, { firstName: 'Deres', surname: 'B' });
    const theirInactive = await addInactive(db(), clubB, { firstName: 'Deres', surname: 'Inaktiv' });
    const answer = await remove([
      String(one),
      String(one),
      `i${two}`,
      String(theirs),
      `i${theirInactive}`,
      '2147483000',
      String(ctx.world.userIds.loner),
    ]);
    expect(answer).toEqual({ removed: 2 });
    expect(await memberTypeIn(db(), clubB, theirs)).toBe(memberTypeOf('member'));
    expect(await countOf(sql`select 1 from inactive_members where id = ${theirInactive}`)).toBe(1);
    expect(
      await countOf(sql`select 1 from removed_members where user_id in (${theirs}, ${ctx.world.userIds.loner})`),
    ).toBe(0);
  });

  it('removes an administrator while another remains, and lets an administrator leave themselves', async () => {
    const second = await addUser(db(), ctx.world.clubB, { firstName: 'Anden', surname: 'Admin', role: 'admin' });
    const third = await addUser(db(), ctx.world.clubB, { firstName: 'Tredje', surname: 'Admin', role: 'admin' });
    expect(await remove([String(second)], 'adminB')).toEqual({ removed: 1 });
    expect(await remove([String(ctx.world.userIds.adminB)], 'adminB')).toEqual({ removed: 1 });
    expect(await memberTypeIn(db(), ctx.world.clubB, third)).toBe(memberTypeOf('admin'));
    // Club B's world is put back for the other tests.
    await db().execute(
      sql`insert into memberships (club_id, user_id, type) values (${ctx.world.clubB}, ${ctx.world.userIds.adminB}, ${memberTypeOf('admin')})`,
    );
    await db().execute(sql`delete from memberships where user_id = ${third}`);
  });

  it('refuses to remove every administrator, alone or among others: 409 soleAdministrator, nothing written', async () => {
    const other = await addUser(db(), ctx.world.clubA, { firstName: 'Med', surname: 'Følge' });
    const admins = await queryRows<{ user_id: number }>(
      db(),
      sql`select user_id from memberships where club_id = ${ctx.world.clubA} and type = ${memberTypeOf('admin')}`,
    );
    const answer = await failure(remove([String(other), ...admins.map((a) => String(a.user_id))]));
    expect(answer).toMatchObject({
      status: 409,
      code: memberRefusals.soleAdministrator.code,
      message: memberRefusals.soleAdministrator.message,
      field: 'memberIds',
    });
    expect(await memberTypeIn(db(), ctx.world.clubA, other)).toBe(memberTypeOf('member'));
  });

  badInput(ctx, 'DELETE /v2/clubs/:club/members', {
    tables: ['memberships', 'inactive_members', 'removed_members', 'group_members'],
    call: (memberIds: unknown) =>
      ctx.as('adminA').removeMembers({
        params: { club: ctx.world.clubA },
        body: { memberIds: (typeof memberIds === 'function' ? memberIds() : memberIds) as string[] },
      }),
    cases: [
      ['an empty list', [], { status: 400, code: 'required', field: 'memberIds' }],
      ['no list', 'all', { status: 400, code: 'mustBeList', field: 'memberIds' }],
      ['an id that is no member id', ['abc'], { status: 400, code: 'invalidMemberId', field: 'memberIds.0' }],
      ['an id that is a number', [17], { status: 400, code: 'invalidMemberId', field: 'memberIds.0' }],
      ['an id past the integer range', ['2147483648'], { status: 400, code: 'idTooLarge', field: 'memberIds.0' }],
      [
        `more than ${MEMBER_IDS_PER_CALL_MAX} ids`,
        Array.from({ length: MEMBER_IDS_PER_CALL_MAX + 1 }, (_, i) => String(i + 1)),
        { status: 400, code: 'tooManyIds', field: 'memberIds' },
      ],
      [
        'the sole administrator',
        () => [String(ctx.world.userIds.adminA)],
        { status: 409, code: 'soleAdministrator', field: 'memberIds' },
      ],
    ],
  });
});

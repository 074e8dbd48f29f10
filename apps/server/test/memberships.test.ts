import { memberRoles, memberTypeOf } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/queryRows.js';
import { useWorld } from './support/world.js';

const ctx = useWorld({}, { withTestContract: false });

const lonerId = async () => {
  const [row] = await queryRows<{ id: number }>(
    ctx.t.database.db,
    sql`select id from users where email = 'loner@test.klubhus.dk'`,
  );
  return Number(row?.id);
};
const join = async (type: number) =>
  ctx.t.database.db.execute(
    sql`insert into memberships (club_id, user_id, type) values (${ctx.world.clubB}, ${await lonerId()}, ${type})`,
  );
const leave = async () => ctx.t.database.db.execute(sql`delete from memberships where user_id = ${await lonerId()}`);

describe('memberships.type holds only the member types of the domain table', () => {
  it.each(memberRoles)('takes %s', async (role) => {
    await join(memberTypeOf(role));
    await leave();
  });

  it.each([0, 4, -1])('refuses %i (memberships_type_known)', async (type) => {
    const error = await join(type).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    // PostgreSQL's check_violation, on this constraint (drizzle wraps the driver's error as its cause).
    const cause = (error as { cause?: { code?: string; constraint?: string } } | undefined)?.cause;
    expect(cause).toMatchObject({ code: '23514', constraint: 'memberships_type_known' });
    const [row] = await queryRows<{ count: number }>(
      ctx.t.database.db,
      sql`select count(*)::int as count from memberships where user_id = ${await lonerId()}`,
    );
    expect(Number(row?.count)).toBe(0);
  });
});

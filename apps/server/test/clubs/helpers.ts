import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';

export const clubRow = async (db: Db, clubId: number) => {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`select * from clubs where id = ${clubId}`);
  return row;
};

export const countRows = async (db: Db, table: 'clubs' | 'memberships' | 'data_policy_acceptances') => {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  );
  return Number(row?.count ?? 0);
};

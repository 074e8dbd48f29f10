import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';

/** The tables the joining calls write: "nothing written" is read back from these. */
export const joiningTables = ['inactive_members', 'inactive_group_members', 'invitations', 'outbox'] as const;

/** An inactive member's row as the tests read it back. */
export interface InactiveRow {
  club_id: number;
  first_name: string;
  surname: string;
  email: string | null;
  zip: string | null;
  mobile: string | null;
  birthdate: string | null;
  address: string | null;
  city: string | null;
  note: string | null;
  invited_at: Date | null;
}

export const inactiveRow = async (db: Db, id: number): Promise<InactiveRow | undefined> => {
  const [row] = await queryRows<InactiveRow>(
    db,
    sql`select club_id, first_name, surname, email, zip, mobile, to_char(birthdate, 'YYYY-MM-DD') as birthdate,
               address, city, note, invited_at
          from inactive_members where id = ${id}`,
  );
  return row;
};

/** The inactive member's groups, sorted. */
export const inactiveGroups = async (db: Db, id: number): Promise<number[]> =>
  (
    await queryRows<{ group_id: number }>(
      db,
      sql`select group_id from inactive_group_members where inactive_member_id = ${id} order by group_id`,
    )
  ).map((row) => Number(row.group_id));

/** The number of an inactive member's wire id (`i4` → 4). */
export const inactiveIdOf = (wireId: string): number => Number(wireId.replace(/^i/, ''));

/** The number a `select … as n` query answers. */
export const count = async (db: Db, query: ReturnType<typeof sql>): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
};

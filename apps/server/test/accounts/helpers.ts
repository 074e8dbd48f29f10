import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';
import { PRECOMPUTED_PASSWORD_HASH } from '../support/seedAccessWorld.js';

/** The password behind PRECOMPUTED_PASSWORD_HASH. */
export const SEED_PASSWORD = 'secret1234';

/** Inserts a user with the seed password by SQL and answers its id. */
export const insertUser = async (db: Db, email: string, extra: { imagePath?: string } = {}): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, password_hash, first_name, surname, image_path)
        values (${email}, ${PRECOMPUTED_PASSWORD_HASH}, 'Test', 'Bruger', ${extra.imagePath ?? null}) returning id`,
  );
  return Number(row?.id);
};

export const userIdOf = async (db: Db, email: string): Promise<number | undefined> => {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from users where lower(email) = lower(${email})`);
  return row ? Number(row.id) : undefined;
};

export const count = async (db: Db, query: ReturnType<typeof sql>): Promise<number> => {
  const [row] = await queryRows<{ count: number }>(db, query);
  return Number(row?.count ?? 0);
};

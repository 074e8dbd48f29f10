import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { hashToken } from '../../src/shared/tokens.js';

/** A fresh session for a user, so a test may end it without spoiling another test's token. */
export const newSession = async (db: Db, userId: number): Promise<string> => {
  const token = `session-${userId}-${Math.random().toString(36).slice(2)}`;
  await db.execute(
    sql`insert into sessions (token_hash, user_id, expires_at) values (${hashToken(token)}, ${userId}, now() + interval '1 day')`,
  );
  return token;
};

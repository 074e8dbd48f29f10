import { sql, type SQL } from 'drizzle-orm';

/** Pieces of SQL the members area's statements share. */

/**
 * An inactive member still waiting (ADR 018): one who became a user through the sign-up is an active member from
 * then on, and every list, count and lookup of inactive members leaves their row out. `alias` is the statement's
 * name for `inactive_members` (`im`), or none.
 */
export const pendingInactive = (alias?: string): SQL =>
  sql.raw(alias === undefined ? 'activated_at is null' : `${alias}.activated_at is null`);

/** Validated ids as one PostgreSQL array parameter, so a list of 20,000 ids is one bind value, not 20,000. */
export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

/** A timestamp as the wire carries it: UTC `YYYY-MM-DDTHH:mm` (ARCHITECTURE §2), whatever the session's zone. */
export const utcMinute = (column: SQL): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI')`;

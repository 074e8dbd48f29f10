import { sql, type SQL } from 'drizzle-orm';

/** Pieces of SQL the members area's statements share. */

/** Validated ids as one PostgreSQL array parameter, so a list of 20,000 ids is one bind value, not 20,000. */
export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

/** A timestamp as the wire carries it: UTC `YYYY-MM-DDTHH:mm` (ARCHITECTURE §2), whatever the session's zone. */
export const utcMinute = (column: SQL): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI')`;

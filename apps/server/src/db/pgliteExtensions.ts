import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create (`drizzle/0007_search_trigrams.sql`), as PGlite loads them:
 * every PGlite the server, the migrator or a test opens must name them, or a database that has them fails.
 */
export const pgliteExtensions = { pg_trgm };

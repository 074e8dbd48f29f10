-- The member overview's search (ADR 016): trigram indexes make ILIKE '%term%' use an index for terms of three or
-- more letters. pg_trgm is a trusted extension (PostgreSQL 13+), so the database owner may create it; PGlite loads
-- it from @electric-sql/pglite/contrib/pg_trgm (src/db/pgliteExtensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops,"surname" gin_trgm_ops,"email" gin_trgm_ops,"mobile" gin_trgm_ops,"zip" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inactive_members_search_trgm_idx" ON "inactive_members" USING gin ("first_name" gin_trgm_ops,"surname" gin_trgm_ops,"email" gin_trgm_ops,"mobile" gin_trgm_ops,"zip" gin_trgm_ops);
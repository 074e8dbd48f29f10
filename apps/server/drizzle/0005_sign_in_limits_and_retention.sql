CREATE TABLE "sign_in_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"attempt_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_devices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Failed sign-ins become attempts counted per bucket (email, address, device); old failures simply lapse.
DROP TABLE "sign_in_failures" CASCADE;--> statement-breakpoint
-- The token hash is no longer the key: a reset link exists before its mail makes its token.
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_pkey";--> statement-breakpoint
ALTER TABLE "password_resets" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "id" bigserial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_attempts_bucket_idx" ON "sign_in_attempts" USING btree ("bucket","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_attempt_idx" ON "sign_in_attempts" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_created_idx" ON "sign_in_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trusted_devices_token_idx" ON "trusted_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "trusted_devices_user_idx" ON "trusted_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trusted_devices_expires_idx" ON "trusted_devices" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_idx" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_expires_idx" ON "password_resets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "clubs_created_by_idx" ON "clubs" USING btree ("created_by_user_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_finished_idx" ON "outbox" USING btree ("status","created_at");--> statement-breakpoint
-- Counts a sign-in attempt in its buckets unless one is full: one statement (one round trip, and on PGlite no
-- transaction held across awaits). The advisory lock per bucket, taken in sorted order, serialises attempts that
-- share a bucket; being VOLATILE, each command below reads a fresh snapshot, so the count sees every attempt
-- committed by the lock's previous holder. The locks end with the calling statement's transaction. An attempt is
-- a counter, not a record: its commit does not wait for the WAL flush (a crash may forget the last few).
CREATE FUNCTION "reserve_sign_in_attempt"(
	p_buckets text[], p_attempt text, p_now timestamp with time zone, p_since timestamp with time zone, p_limit integer
) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_bucket text;
BEGIN
	PERFORM set_config('synchronous_commit', 'off', true);
	FOR v_bucket IN SELECT DISTINCT b FROM unnest(p_buckets) AS b ORDER BY b LOOP
		PERFORM pg_advisory_xact_lock(hashtext('sign-in:' || v_bucket));
	END LOOP;
	IF EXISTS (
		SELECT 1 FROM "sign_in_attempts"
		 WHERE "bucket" = ANY (p_buckets) AND "created_at" > p_since
		 GROUP BY "bucket" HAVING count(*) >= p_limit
	) THEN
		RETURN false;
	END IF;
	INSERT INTO "sign_in_attempts" ("bucket", "attempt_id", "created_at")
		SELECT DISTINCT b, p_attempt, p_now FROM unnest(p_buckets) AS b;
	RETURN true;
END
$$;

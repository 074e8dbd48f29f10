ALTER TABLE "club_links" ADD COLUMN "token_hash" text;--> statement-breakpoint
UPDATE "club_links" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
DROP INDEX "club_links_token_idx";--> statement-breakpoint
ALTER TABLE "club_links" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "club_links_token_idx" ON "club_links" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "club_links" DROP COLUMN "token";
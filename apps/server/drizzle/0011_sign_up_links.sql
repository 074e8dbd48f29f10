ALTER TABLE "club_links" ADD COLUMN "nonce" text;--> statement-breakpoint
ALTER TABLE "club_links" ADD COLUMN "valid_to" timestamp with time zone;--> statement-breakpoint
UPDATE "club_links" SET "valid_to" = "created_at" + interval '90 days';--> statement-breakpoint
ALTER TABLE "club_links" ALTER COLUMN "valid_to" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "club_links" ADD COLUMN "counter" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_links" ADD CONSTRAINT "club_links_id_club_key" UNIQUE("id","club_id");--> statement-breakpoint
ALTER TABLE "club_links" ADD CONSTRAINT "club_links_counter_not_negative" CHECK ("club_links"."counter" >= 0);--> statement-breakpoint
DROP INDEX "club_links_club_idx";--> statement-breakpoint
CREATE INDEX "club_links_club_idx" ON "club_links" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE TABLE "club_link_groups" (
	"link_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	CONSTRAINT "club_link_groups_pk" PRIMARY KEY("link_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "club_link_groups" ADD CONSTRAINT "club_link_groups_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_link_groups" ADD CONSTRAINT "club_link_groups_link_fk" FOREIGN KEY ("link_id","club_id") REFERENCES "public"."club_links"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_link_groups" ADD CONSTRAINT "club_link_groups_group_fk" FOREIGN KEY ("group_id","club_id") REFERENCES "public"."groups"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_link_groups_group_idx" ON "club_link_groups" USING btree ("group_id");

CREATE TABLE "club_requests" (
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_requests_pk" PRIMARY KEY("club_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_requests" (
	"group_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_requests_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "member_relations" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"related_user_id" integer NOT NULL,
	"relation_type" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_relations_type_known" CHECK ("member_relations"."relation_type" in (1, 2, 4)),
	CONSTRAINT "member_relations_two_people" CHECK ("member_relations"."user_id" <> "member_relations"."related_user_id")
);
--> statement-breakpoint
CREATE TABLE "removed_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_by_user_id" integer
);
--> statement-breakpoint
DROP INDEX "memberships_user_idx";--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "can_edit_members" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inactive_members" ADD COLUMN "user_status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "member_since" date DEFAULT now() NOT NULL;--> statement-breakpoint
-- Members of before this migration joined when their membership was made.
UPDATE "memberships" SET "member_since" = "created_at"::date;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "club_internal_member_id" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "request_type_id" smallint;--> statement-breakpoint
ALTER TABLE "club_requests" ADD CONSTRAINT "club_requests_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_requests" ADD CONSTRAINT "club_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_requests" ADD CONSTRAINT "group_requests_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_requests" ADD CONSTRAINT "group_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_requests" ADD CONSTRAINT "group_requests_group_fk" FOREIGN KEY ("group_id","club_id") REFERENCES "public"."groups"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_requests" ADD CONSTRAINT "group_requests_membership_fk" FOREIGN KEY ("club_id","user_id") REFERENCES "public"."memberships"("club_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_relations" ADD CONSTRAINT "member_relations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_relations" ADD CONSTRAINT "member_relations_user_fk" FOREIGN KEY ("club_id","user_id") REFERENCES "public"."memberships"("club_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_relations" ADD CONSTRAINT "member_relations_related_fk" FOREIGN KEY ("club_id","related_user_id") REFERENCES "public"."memberships"("club_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removed_members" ADD CONSTRAINT "removed_members_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removed_members" ADD CONSTRAINT "removed_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removed_members" ADD CONSTRAINT "removed_members_removed_by_user_id_users_id_fk" FOREIGN KEY ("removed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_requests_club_idx" ON "club_requests" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE INDEX "club_requests_user_idx" ON "club_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_requests_club_idx" ON "group_requests" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE INDEX "group_requests_member_idx" ON "group_requests" USING btree ("user_id","club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_relations_pair_idx" ON "member_relations" USING btree ("club_id",least("user_id", "related_user_id"),greatest("user_id", "related_user_id"));--> statement-breakpoint
CREATE INDEX "member_relations_user_idx" ON "member_relations" USING btree ("club_id","user_id");--> statement-breakpoint
CREATE INDEX "member_relations_related_idx" ON "member_relations" USING btree ("club_id","related_user_id");--> statement-breakpoint
CREATE INDEX "removed_members_club_idx" ON "removed_members" USING btree ("club_id","removed_at");--> statement-breakpoint
CREATE INDEX "removed_members_user_idx" ON "removed_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id","club_id");--> statement-breakpoint
ALTER TABLE "inactive_members" ADD CONSTRAINT "inactive_members_user_status_known" CHECK ("inactive_members"."user_status" in (1, 2));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_request_type_known" CHECK ("memberships"."request_type_id" is null or "memberships"."request_type_id" = 2);
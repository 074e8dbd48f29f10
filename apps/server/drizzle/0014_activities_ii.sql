CREATE TABLE "activity_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"comment" text,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_comments_text_or_image" CHECK (("activity_comments"."type" = 0 and "activity_comments"."comment" is not null and "activity_comments"."image_path" is null) or ("activity_comments"."type" = 1 and "activity_comments"."image_path" is not null and "activity_comments"."comment" is null))
);
--> statement-breakpoint
CREATE TABLE "activity_participants" (
	"activity_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by_user_id" integer,
	CONSTRAINT "activity_participants_pk" PRIMARY KEY("activity_id","user_id"),
	CONSTRAINT "activity_participants_status_known" CHECK ("activity_participants"."status" in (0, 1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_comments" ADD CONSTRAINT "activity_comments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_comments" ADD CONSTRAINT "activity_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_comments" ADD CONSTRAINT "activity_comments_activity_fk" FOREIGN KEY ("activity_id","club_id") REFERENCES "public"."activities"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_participants" ADD CONSTRAINT "activity_participants_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_participants" ADD CONSTRAINT "activity_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_participants" ADD CONSTRAINT "activity_participants_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_participants" ADD CONSTRAINT "activity_participants_activity_fk" FOREIGN KEY ("activity_id","club_id") REFERENCES "public"."activities"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_comments_activity_idx" ON "activity_comments" USING btree ("activity_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_participants_status_idx" ON "activity_participants" USING btree ("activity_id","status");--> statement-breakpoint
CREATE INDEX "activity_participants_user_idx" ON "activity_participants" USING btree ("club_id","user_id");--> statement-breakpoint
CREATE INDEX "activities_reminder_due_idx" ON "activities" USING btree ("deadline") WHERE "activities"."two_days_reminder" and "activities"."reminder_sent_at" is null and "activities"."cancelled_at" is null;--> statement-breakpoint
-- Activities made before participants existed (ADR 023): their groups' members and the members invited one by one
-- become participants, attending where participation was forced, else invited.
INSERT INTO "activity_participants" ("activity_id", "club_id", "user_id", "status")
SELECT a."id", a."club_id", invited."user_id", CASE WHEN a."forced_participation" THEN 1 ELSE 0 END
  FROM "activities" a
  JOIN (
    SELECT ag."activity_id", gm."user_id" FROM "activity_groups" ag JOIN "group_members" gm ON gm."group_id" = ag."group_id"
    UNION
    SELECT iu."activity_id", iu."user_id" FROM "activity_invited_users" iu
  ) invited ON invited."activity_id" = a."id"
ON CONFLICT DO NOTHING;

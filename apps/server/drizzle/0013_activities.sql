CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"location" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone,
	"cover_image_path" text,
	"image_paths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"responsible_user_id" integer,
	"created_by_user_id" integer,
	"participant_limit" integer,
	"forced_participation" boolean DEFAULT false NOT NULL,
	"participants_visible" boolean DEFAULT true NOT NULL,
	"comments_enabled" boolean DEFAULT true NOT NULL,
	"send_notification" boolean DEFAULT false NOT NULL,
	"two_days_reminder" boolean DEFAULT false NOT NULL,
	"visibility" smallint DEFAULT 3 NOT NULL,
	"amount_ore" integer,
	"recurring" smallint DEFAULT 0 NOT NULL,
	"recurring_guid" uuid,
	"recurring_until" timestamp with time zone,
	"recurring_times" integer DEFAULT 1 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_id_club_key" UNIQUE("id","club_id"),
	CONSTRAINT "activities_type_known" CHECK ("activities"."type" in (1, 2, 4, 5, 6, 7, 8, 9)),
	CONSTRAINT "activities_visibility_known" CHECK ("activities"."visibility" in (1, 3)),
	CONSTRAINT "activities_recurring_known" CHECK ("activities"."recurring" in (0, 1, 2)),
	CONSTRAINT "activities_end_after_start" CHECK ("activities"."ends_at" >= "activities"."starts_at"),
	CONSTRAINT "activities_limit_positive" CHECK ("activities"."participant_limit" is null or "activities"."participant_limit" > 0),
	CONSTRAINT "activities_amount_minimum" CHECK ("activities"."amount_ore" is null or "activities"."amount_ore" >= 200),
	CONSTRAINT "activities_recurring_times_positive" CHECK ("activities"."recurring_times" > 0)
);
--> statement-breakpoint
CREATE TABLE "activity_co_hosts" (
	"activity_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "activity_co_hosts_pk" PRIMARY KEY("activity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "activity_groups" (
	"activity_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "activity_groups_pk" PRIMARY KEY("activity_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "activity_invited_users" (
	"activity_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "activity_invited_users_pk" PRIMARY KEY("activity_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "time_zone" text DEFAULT 'Europe/Copenhagen' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "payment_agreement_accepted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_responsible_user_id_users_id_fk" FOREIGN KEY ("responsible_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_cancelled_by_user_id_users_id_fk" FOREIGN KEY ("cancelled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_co_hosts" ADD CONSTRAINT "activity_co_hosts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_co_hosts" ADD CONSTRAINT "activity_co_hosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_co_hosts" ADD CONSTRAINT "activity_co_hosts_activity_fk" FOREIGN KEY ("activity_id","club_id") REFERENCES "public"."activities"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_co_hosts" ADD CONSTRAINT "activity_co_hosts_membership_fk" FOREIGN KEY ("club_id","user_id") REFERENCES "public"."memberships"("club_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_groups" ADD CONSTRAINT "activity_groups_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_groups" ADD CONSTRAINT "activity_groups_activity_fk" FOREIGN KEY ("activity_id","club_id") REFERENCES "public"."activities"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_groups" ADD CONSTRAINT "activity_groups_group_fk" FOREIGN KEY ("group_id","club_id") REFERENCES "public"."groups"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_invited_users" ADD CONSTRAINT "activity_invited_users_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_invited_users" ADD CONSTRAINT "activity_invited_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_invited_users" ADD CONSTRAINT "activity_invited_users_activity_fk" FOREIGN KEY ("activity_id","club_id") REFERENCES "public"."activities"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_invited_users" ADD CONSTRAINT "activity_invited_users_membership_fk" FOREIGN KEY ("club_id","user_id") REFERENCES "public"."memberships"("club_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_club_start_idx" ON "activities" USING btree ("club_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "activities_club_end_idx" ON "activities" USING btree ("club_id","ends_at");--> statement-breakpoint
CREATE INDEX "activities_series_idx" ON "activities" USING btree ("club_id","recurring_guid","starts_at");--> statement-breakpoint
CREATE INDEX "activity_co_hosts_user_idx" ON "activity_co_hosts" USING btree ("user_id","club_id");--> statement-breakpoint
CREATE INDEX "activity_groups_group_idx" ON "activity_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "activity_invited_users_user_idx" ON "activity_invited_users" USING btree ("user_id","club_id");
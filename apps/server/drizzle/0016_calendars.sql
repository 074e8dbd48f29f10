CREATE TABLE "activity_shared_calendars" (
	"activity_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_shared_calendars_pk" PRIMARY KEY("activity_id","calendar_id")
);
--> statement-breakpoint
CREATE TABLE "personal_calendar_links" (
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_calendar_links_pk" PRIMARY KEY("club_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "activity_shared_calendars" ADD CONSTRAINT "activity_shared_calendars_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_shared_calendars" ADD CONSTRAINT "activity_shared_calendars_activity_fk" FOREIGN KEY ("activity_id","club_id") REFERENCES "public"."activities"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_calendar_links" ADD CONSTRAINT "personal_calendar_links_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_calendar_links" ADD CONSTRAINT "personal_calendar_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_calendar_links" ADD CONSTRAINT "personal_calendar_links_membership_fk" FOREIGN KEY ("club_id","user_id") REFERENCES "public"."memberships"("club_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_shared_calendars_calendar_idx" ON "activity_shared_calendars" USING btree ("calendar_id","activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "personal_calendar_links_token_idx" ON "personal_calendar_links" USING btree ("token_hash");
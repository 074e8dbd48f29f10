CREATE TABLE "activity_type_overrides" (
	"club_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"title" text,
	"icon_path" text,
	"translations" jsonb,
	"background_light" text,
	"font_light" text,
	"background_light_light" text,
	"font_light_light" text,
	"background_dark_light" text,
	"font_dark_light" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_type_overrides_club_id_type_id_pk" PRIMARY KEY("club_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "activity_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer,
	"key" text,
	"title" text NOT NULL,
	"icon_path" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"background_light" text NOT NULL,
	"font_light" text NOT NULL,
	"background_light_light" text NOT NULL,
	"font_light_light" text NOT NULL,
	"background_dark_light" text NOT NULL,
	"font_dark_light" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_types_builtin_or_own" CHECK (("activity_types"."club_id" is null) = ("activity_types"."key" is not null)),
	CONSTRAINT "activity_types_colours" CHECK ("activity_types"."background_light" ~ '^#[0-9A-F]{6}$' and "activity_types"."font_light" ~ '^#[0-9A-F]{6}$' and "activity_types"."background_light_light" ~ '^#[0-9A-F]{6}$' and "activity_types"."font_light_light" ~ '^#[0-9A-F]{6}$' and "activity_types"."background_dark_light" ~ '^#[0-9A-F]{6}$' and "activity_types"."font_dark_light" ~ '^#[0-9A-F]{6}$')
);
--> statement-breakpoint
-- The built-in types of §3 with their fixed ids (ADR 024); 0 is the generic type, hidden and never offered.
INSERT INTO "activity_types" ("id", "club_id", "key", "title", "icon_path", "background_light", "font_light", "background_light_light", "font_light_light", "background_dark_light", "font_dark_light", "hidden") VALUES
  (0, NULL, 'generic', 'Generisk', NULL, '#CCCCCC', '#000000', '#EBEBEB', '#000000', '#5C5C5C', '#FFFFFF', true),
  (1, NULL, 'practice', 'Træning', 'icons/dumbbell.png', '#A8D8B0', '#0E2E14', '#DDF1E0', '#0E2E14', '#2E6B39', '#FFFFFF', false),
  (2, NULL, 'meeting', 'Møde', 'icons/users.png', '#A9C8F0', '#0B2545', '#DCE9FA', '#0B2545', '#2F5F9E', '#FFFFFF', false),
  (4, NULL, 'match', 'Kamp/Turnering', 'icons/trophy.png', '#F0A9A9', '#450B0B', '#FADCDC', '#450B0B', '#A83232', '#FFFFFF', false),
  (5, NULL, 'other', 'Andet', 'icons/sparkles.png', '#CCCCCC', '#000000', '#EBEBEB', '#000000', '#5C5C5C', '#FFFFFF', false),
  (6, NULL, 'event', 'Arrangement', 'icons/party-popper.png', '#F4D88A', '#3A2A00', '#FBF0D0', '#3A2A00', '#7A5A06', '#FFFFFF', false),
  (7, NULL, 'task', 'Opgave', 'icons/clipboard-check.png', '#CCCCCC', '#000000', '#EBEBEB', '#000000', '#5C5C5C', '#FFFFFF', false),
  (8, NULL, 'activity', 'Aktivitet', 'icons/activity.png', '#A9C8F0', '#0B2545', '#DCE9FA', '#0B2545', '#2F5F9E', '#FFFFFF', false),
  (9, NULL, 'activityTask', 'Aktivitetsopgave', 'icons/list-checks.png', '#F4D88A', '#3A2A00', '#FBF0D0', '#3A2A00', '#7A5A06', '#FFFFFF', false);--> statement-breakpoint
-- A club's own types get ids from 1000 up, clear of the fixed ids of §3.
SELECT setval(pg_get_serial_sequence('activity_types', 'id'), 999);--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_type_known";--> statement-breakpoint
ALTER TABLE "activities" ALTER COLUMN "type" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "activity_type_overrides" ADD CONSTRAINT "activity_type_overrides_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_type_overrides" ADD CONSTRAINT "activity_type_overrides_type_id_activity_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."activity_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_types" ADD CONSTRAINT "activity_types_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_types_club_idx" ON "activity_types" USING btree ("club_id","id");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_type_activity_types_id_fk" FOREIGN KEY ("type") REFERENCES "public"."activity_types"("id") ON DELETE no action ON UPDATE no action;
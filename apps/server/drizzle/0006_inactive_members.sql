CREATE TABLE "inactive_group_members" (
	"group_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"inactive_member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inactive_group_members_pk" PRIMARY KEY("group_id","inactive_member_id")
);
--> statement-breakpoint
CREATE TABLE "inactive_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text,
	"mobile" text,
	"zip" text,
	"address" text,
	"city" text,
	"birthdate" date,
	"invited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inactive_members_id_club_key" UNIQUE("id","club_id")
);
--> statement-breakpoint
ALTER TABLE "inactive_group_members" ADD CONSTRAINT "inactive_group_members_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inactive_group_members" ADD CONSTRAINT "inactive_group_members_group_fk" FOREIGN KEY ("group_id","club_id") REFERENCES "public"."groups"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inactive_group_members" ADD CONSTRAINT "inactive_group_members_member_fk" FOREIGN KEY ("inactive_member_id","club_id") REFERENCES "public"."inactive_members"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inactive_members" ADD CONSTRAINT "inactive_members_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inactive_group_members_member_idx" ON "inactive_group_members" USING btree ("inactive_member_id");--> statement-breakpoint
CREATE INDEX "inactive_members_club_name_idx" ON "inactive_members" USING btree ("club_id","first_name","surname");
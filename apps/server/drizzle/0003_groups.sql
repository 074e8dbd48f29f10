CREATE TABLE "group_members" (
	"group_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_leader" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"max_users" integer,
	"open" boolean DEFAULT false NOT NULL,
	"hidden_for_members" boolean DEFAULT false NOT NULL,
	"hidden_for_leaders" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_id_club_key" UNIQUE("id","club_id"),
	CONSTRAINT "groups_max_users_positive" CHECK ("groups"."max_users" is null or "groups"."max_users" > 0)
);
--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_fk" FOREIGN KEY ("group_id","club_id") REFERENCES "public"."groups"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_membership_fk" FOREIGN KEY ("club_id","user_id") REFERENCES "public"."memberships"("club_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_parent_fk" FOREIGN KEY ("parent_id","club_id") REFERENCES "public"."groups"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id","club_id");--> statement-breakpoint
CREATE INDEX "groups_club_idx" ON "groups" USING btree ("club_id");
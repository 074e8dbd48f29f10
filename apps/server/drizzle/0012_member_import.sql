CREATE TABLE "member_import_candidates" (
	"import_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"row_id" text NOT NULL,
	"member_id" text NOT NULL,
	"user_id" integer,
	"inactive_member_id" integer,
	"matched_by" text NOT NULL,
	CONSTRAINT "member_import_candidates_pk" PRIMARY KEY("import_id","row_id","member_id"),
	CONSTRAINT "member_import_candidates_one_member" CHECK (("member_import_candidates"."user_id" is null) <> ("member_import_candidates"."inactive_member_id" is null)),
	CONSTRAINT "member_import_candidates_matched_by_known" CHECK ("member_import_candidates"."matched_by" in ('email', 'nameAndBirthdate'))
);
--> statement-breakpoint
CREATE TABLE "member_import_groups" (
	"import_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"id" text NOT NULL,
	"department" text NOT NULL,
	"group_name" text,
	"title" text NOT NULL,
	"action" text DEFAULT 'create' NOT NULL,
	"group_id" integer,
	"row_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_import_groups_pk" PRIMARY KEY("import_id","id"),
	CONSTRAINT "member_import_groups_action_known" CHECK ("member_import_groups"."action" in ('create', 'match', 'skip')),
	CONSTRAINT "member_import_groups_match_names_group" CHECK (("member_import_groups"."action" = 'match') = ("member_import_groups"."group_id" is not null) or "member_import_groups"."action" = 'create')
);
--> statement-breakpoint
CREATE TABLE "member_import_roles" (
	"import_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"id" text NOT NULL,
	"member_type" smallint DEFAULT 1 NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_import_roles_pk" PRIMARY KEY("import_id","id"),
	CONSTRAINT "member_import_roles_type_known" CHECK ("member_import_roles"."member_type" in (1, 3, 2))
);
--> statement-breakpoint
CREATE TABLE "member_import_rows" (
	"import_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"row_id" text NOT NULL,
	"line" integer NOT NULL,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text,
	"mobile" text,
	"address" text,
	"zip" text,
	"city" text,
	"birthdate" text,
	"role" text,
	"group_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"merge_with" text,
	"removed" boolean DEFAULT false NOT NULL,
	"problems" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "member_import_rows_pk" PRIMARY KEY("import_id","row_id")
);
--> statement-breakpoint
CREATE TABLE "member_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"step" text DEFAULT 'existing' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_imports_id_club_key" UNIQUE("id","club_id"),
	CONSTRAINT "member_imports_source_known" CHECK ("member_imports"."source" in ('csv', 'conventus')),
	CONSTRAINT "member_imports_step_known" CHECK ("member_imports"."step" in ('existing', 'roles', 'groups', 'preview'))
);
--> statement-breakpoint
ALTER TABLE "inactive_members" ADD COLUMN "member_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_import_candidates" ADD CONSTRAINT "member_import_candidates_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_candidates" ADD CONSTRAINT "member_import_candidates_import_fk" FOREIGN KEY ("import_id","club_id") REFERENCES "public"."member_imports"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_candidates" ADD CONSTRAINT "member_import_candidates_row_fk" FOREIGN KEY ("import_id","row_id") REFERENCES "public"."member_import_rows"("import_id","row_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_candidates" ADD CONSTRAINT "member_import_candidates_membership_fk" FOREIGN KEY ("club_id","user_id") REFERENCES "public"."memberships"("club_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_candidates" ADD CONSTRAINT "member_import_candidates_inactive_fk" FOREIGN KEY ("inactive_member_id","club_id") REFERENCES "public"."inactive_members"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_groups" ADD CONSTRAINT "member_import_groups_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_groups" ADD CONSTRAINT "member_import_groups_import_fk" FOREIGN KEY ("import_id","club_id") REFERENCES "public"."member_imports"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_roles" ADD CONSTRAINT "member_import_roles_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_roles" ADD CONSTRAINT "member_import_roles_import_fk" FOREIGN KEY ("import_id","club_id") REFERENCES "public"."member_imports"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_rows" ADD CONSTRAINT "member_import_rows_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_rows" ADD CONSTRAINT "member_import_rows_import_fk" FOREIGN KEY ("import_id","club_id") REFERENCES "public"."member_imports"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_import_candidates_membership_idx" ON "member_import_candidates" USING btree ("club_id","user_id");--> statement-breakpoint
CREATE INDEX "member_import_candidates_inactive_idx" ON "member_import_candidates" USING btree ("inactive_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_import_rows_line_idx" ON "member_import_rows" USING btree ("import_id","line");--> statement-breakpoint
CREATE INDEX "member_import_rows_problems_idx" ON "member_import_rows" USING btree ("import_id","line") WHERE cardinality("member_import_rows"."problems") > 0 and not "member_import_rows"."removed";--> statement-breakpoint
CREATE UNIQUE INDEX "member_imports_club_idx" ON "member_imports" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "member_imports_created_by_idx" ON "member_imports" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "inactive_members" ADD CONSTRAINT "inactive_members_member_type_known" CHECK ("inactive_members"."member_type" in (1, 3, 2));
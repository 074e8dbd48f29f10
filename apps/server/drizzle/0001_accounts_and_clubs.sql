CREATE TABLE "club_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_policy_acceptances" (
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "home_page" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "data_policy_link" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "image_path" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "disabled_user_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "disabled_address_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birthdate" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "image_path" text;--> statement-breakpoint
ALTER TABLE "club_links" ADD CONSTRAINT "club_links_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_links" ADD CONSTRAINT "club_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_policy_acceptances" ADD CONSTRAINT "data_policy_acceptances_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_policy_acceptances" ADD CONSTRAINT "data_policy_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_links_token_idx" ON "club_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "club_links_club_idx" ON "club_links" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_policy_acceptances_pk" ON "data_policy_acceptances" USING btree ("club_id","user_id");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_failures_email_idx" ON "sign_in_failures" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_address_idx" ON "sign_in_failures" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "clubs_title_zip_idx" ON "clubs" USING btree (lower(trim("title")),"zip");
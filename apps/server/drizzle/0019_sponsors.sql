CREATE TABLE "sponsor_exemptions" (
	"club_id" integer NOT NULL,
	"member_type" smallint NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"shown_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sponsor_exemptions_club_id_member_type_pk" PRIMARY KEY("club_id","member_type"),
	CONSTRAINT "sponsor_exemptions_type_known" CHECK ("sponsor_exemptions"."member_type" in (1, 3, 2))
);
--> statement-breakpoint
CREATE TABLE "sponsor_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"sponsor_id" integer,
	"view_count" integer NOT NULL,
	"price_kr" integer NOT NULL,
	"ordered_by_user_id" integer,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsor_orders_positive" CHECK ("sponsor_orders"."view_count" > 0 and "sponsor_orders"."price_kr" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sponsor_pools" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"views_left" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sponsor_pools_views_left" CHECK ("sponsor_pools"."views_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sponsor_viewers" (
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shown_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sponsor_viewers_club_id_user_id_pk" PRIMARY KEY("club_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"logo_path" text NOT NULL,
	"max_views" integer DEFAULT 0 NOT NULL,
	"shown_count" integer DEFAULT 0 NOT NULL,
	"is_external" boolean DEFAULT false NOT NULL,
	"zip_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsors_id_club_key" UNIQUE("id","club_id"),
	CONSTRAINT "sponsors_views_within" CHECK ("sponsors"."shown_count" >= 0 and "sponsors"."shown_count" <= "sponsors"."max_views"),
	CONSTRAINT "sponsors_zips_external_only" CHECK ("sponsors"."is_external" or cardinality("sponsors"."zip_codes") = 0)
);
--> statement-breakpoint
ALTER TABLE "sponsor_exemptions" ADD CONSTRAINT "sponsor_exemptions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_orders" ADD CONSTRAINT "sponsor_orders_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_orders" ADD CONSTRAINT "sponsor_orders_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_orders" ADD CONSTRAINT "sponsor_orders_ordered_by_user_id_users_id_fk" FOREIGN KEY ("ordered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_pools" ADD CONSTRAINT "sponsor_pools_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_viewers" ADD CONSTRAINT "sponsor_viewers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_viewers" ADD CONSTRAINT "sponsor_viewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsor_orders_club_idx" ON "sponsor_orders" USING btree ("club_id","ordered_at");--> statement-breakpoint
CREATE INDEX "sponsor_orders_sponsor_idx" ON "sponsor_orders" USING btree ("sponsor_id");--> statement-breakpoint
CREATE INDEX "sponsor_viewers_user_idx" ON "sponsor_viewers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sponsors_club_idx" ON "sponsors" USING btree ("club_id","id");
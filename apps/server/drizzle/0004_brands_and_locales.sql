ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "brand_id" text DEFAULT 'klubhus' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_known" CHECK ("users"."locale" in ('da', 'en', 'de', 'es', 'pl', 'cz', 'sk', 'no'));
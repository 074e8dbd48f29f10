CREATE TABLE "imported_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"invitation_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inactive_member_parents" (
	"club_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	CONSTRAINT "inactive_member_parents_pk" PRIMARY KEY("child_id","parent_id")
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"sent_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inactive_members" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "inactive_members" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inactive_members" ADD COLUMN "own_login" boolean;--> statement-breakpoint
ALTER TABLE "inactive_members" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inactive_members" ADD COLUMN "activated_user_id" integer;--> statement-breakpoint
ALTER TABLE "imported_sessions" ADD CONSTRAINT "imported_sessions_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_sessions" ADD CONSTRAINT "imported_sessions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inactive_member_parents" ADD CONSTRAINT "inactive_member_parents_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inactive_member_parents" ADD CONSTRAINT "inactive_member_parents_child_fk" FOREIGN KEY ("child_id","club_id") REFERENCES "public"."inactive_members"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inactive_member_parents" ADD CONSTRAINT "inactive_member_parents_parent_fk" FOREIGN KEY ("parent_id","club_id") REFERENCES "public"."inactive_members"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imported_sessions_invitation_idx" ON "imported_sessions" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "imported_sessions_expires_idx" ON "imported_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "inactive_member_parents_parent_idx" ON "inactive_member_parents" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_idx" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_scope_idx" ON "invitations" USING btree ("club_id",lower("email"));--> statement-breakpoint
CREATE INDEX "invitations_expires_idx" ON "invitations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "invitations_sender_idx" ON "invitations" USING btree ("sent_by_user_id");--> statement-breakpoint
ALTER TABLE "inactive_members" ADD CONSTRAINT "inactive_members_activated_user_id_users_id_fk" FOREIGN KEY ("activated_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inactive_members_club_email_idx" ON "inactive_members" USING btree ("club_id",lower("email"));--> statement-breakpoint
CREATE INDEX "inactive_members_activated_user_idx" ON "inactive_members" USING btree ("activated_user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_sign_in_whole" CHECK (("users"."email" is null) = ("users"."password_hash" is null));--> statement-breakpoint
ALTER TABLE "inactive_members" ADD CONSTRAINT "inactive_members_activation_whole" CHECK ("inactive_members"."activated_user_id" is null or "inactive_members"."activated_at" is not null);
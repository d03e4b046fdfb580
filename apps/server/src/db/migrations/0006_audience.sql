CREATE TABLE "project_subscribers" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"project_id" text NOT NULL,
	"email" text NOT NULL,
	"notification_preference" text DEFAULT 'all' NOT NULL,
	"comment_frequency" text DEFAULT 'instant' NOT NULL,
	"source" text DEFAULT 'subscribe' NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"request_token_hash" text,
	"link_salt" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"last_digest_at" timestamp with time zone,
	CONSTRAINT "project_subscribers_project_email_unique" UNIQUE("project_id","email"),
	CONSTRAINT "project_subscribers_preference_check" CHECK ("project_subscribers"."notification_preference" in ('all', 'major')),
	CONSTRAINT "project_subscribers_frequency_check" CHECK ("project_subscribers"."comment_frequency" in ('instant', 'daily', 'weekly')),
	CONSTRAINT "project_subscribers_source_check" CHECK ("project_subscribers"."source" in ('subscribe', 'waitlist', 'owner'))
);
--> statement-breakpoint
CREATE TABLE "user_notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"comment_mails" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"first_name" text NOT NULL,
	"email" text NOT NULL,
	"x_handle" text,
	"experience_level" text NOT NULL,
	"current_projects" text,
	"referral_source" text,
	"goal_with_shiplog" text,
	"website" text,
	"friend_email_1" text,
	"friend_email_2" text,
	"friend_email_3" text,
	"friend_email_4" text,
	"friend_email_5" text,
	"referral_code" text DEFAULT substr(replace(gen_random_uuid()::text, '-', ''), 1, 12) NOT NULL,
	"referred_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_email_unique" UNIQUE("email"),
	CONSTRAINT "waitlist_entries_referralCode_unique" UNIQUE("referral_code"),
	CONSTRAINT "waitlist_entries_experience_check" CHECK ("waitlist_entries"."experience_level" in ('Beginner', 'Intermediate', 'Advanced'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "update_comments" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "updates" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_subscribers" ADD CONSTRAINT "project_subscribers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notification_settings" ADD CONSTRAINT "user_notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_subscribers_project_confirmed_idx" ON "project_subscribers" USING btree ("project_id","confirmed_at");--> statement-breakpoint
CREATE INDEX "project_subscribers_confirm_token_idx" ON "project_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "waitlist_entries_created_at_idx" ON "waitlist_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_referred_by_idx" ON "waitlist_entries" USING btree ("referred_by");--> statement-breakpoint
CREATE INDEX "update_comments_unnotified_idx" ON "update_comments" USING btree ("created_at") WHERE "update_comments"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "updates_unnotified_idx" ON "updates" USING btree ("published_at") WHERE "updates"."notified_at" is null;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_idempotencyKey_unique" UNIQUE("idempotency_key");--> statement-breakpoint
-- What exists before this migration has been seen: only updates and comments written from now on are mailed.
UPDATE "updates" SET "notified_at" = "created_at";--> statement-breakpoint
UPDATE "update_comments" SET "notified_at" = "created_at";

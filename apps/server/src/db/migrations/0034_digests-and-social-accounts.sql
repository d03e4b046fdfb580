CREATE TABLE "social_accounts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"network" text NOT NULL,
	"service" text NOT NULL,
	"identifier" text DEFAULT '' NOT NULL,
	"secret_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_accounts_user_network_unique" UNIQUE("user_id","network"),
	CONSTRAINT "social_accounts_network_check" CHECK ("social_accounts"."network" in ('bluesky', 'mastodon'))
);
--> statement-breakpoint
ALTER TABLE "project_subscribers" ADD COLUMN "update_frequency" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_subscribers" ADD COLUMN "last_update_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriber_unsubscribes" ADD COLUMN "update_frequency" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_subscribers_update_digest_idx" ON "project_subscribers" USING btree ("update_frequency","id") WHERE "project_subscribers"."update_frequency" <> 'instant' and "project_subscribers"."confirmed_at" is not null;--> statement-breakpoint
ALTER TABLE "project_subscribers" ADD CONSTRAINT "project_subscribers_update_frequency_check" CHECK ("project_subscribers"."update_frequency" in ('instant', 'weekly', 'monthly'));
ALTER TABLE "project_subscribers" ADD COLUMN "update_frequency" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_subscribers" ADD COLUMN "last_update_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriber_unsubscribes" ADD COLUMN "update_frequency" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
CREATE INDEX "project_subscribers_update_digest_idx" ON "project_subscribers" USING btree ("update_frequency","id") WHERE "project_subscribers"."update_frequency" <> 'instant' and "project_subscribers"."confirmed_at" is not null;--> statement-breakpoint
ALTER TABLE "project_subscribers" ADD CONSTRAINT "project_subscribers_update_frequency_check" CHECK ("project_subscribers"."update_frequency" in ('instant', 'weekly', 'monthly'));
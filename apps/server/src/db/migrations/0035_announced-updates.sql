ALTER TABLE "updates" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
-- Updates whose subscribers were mailed had their update.published recorded with the last batch.
UPDATE "updates" SET "announced_at" = "notified_at" WHERE "notified_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "updates_unannounced_idx" ON "updates" USING btree ("published_at") WHERE "updates"."announced_at" is null and not "updates"."is_draft";

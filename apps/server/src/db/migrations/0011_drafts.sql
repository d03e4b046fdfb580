DROP INDEX "updates_unnotified_idx";--> statement-breakpoint
-- Existing projects keep publishing every generated update (minor and up); new ones hold them for review.
ALTER TABLE "projects" ADD COLUMN "publish_policy" text DEFAULT 'minor' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "publish_policy" SET DEFAULT 'review';--> statement-breakpoint
ALTER TABLE "updates" ADD COLUMN "is_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "updates_drafts_idx" ON "updates" USING btree ("project_id","updated_at" DESC NULLS LAST) WHERE "updates"."is_draft";--> statement-breakpoint
CREATE INDEX "updates_unnotified_idx" ON "updates" USING btree ("published_at") WHERE "updates"."notified_at" is null and not "updates"."is_draft";
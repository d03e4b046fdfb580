ALTER TABLE "projects" RENAME COLUMN "publish_policy" TO "review_rule";--> statement-breakpoint
ALTER TABLE "updates" RENAME COLUMN "commit_hash" TO "commit_sha";--> statement-breakpoint
DROP INDEX "updates_auto_commit_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "updates_auto_commit_unique" ON "updates" USING btree ("project_id","commit_sha") WHERE "updates"."auto_source" in ('push', 'merge') and "updates"."commit_sha" is not null;
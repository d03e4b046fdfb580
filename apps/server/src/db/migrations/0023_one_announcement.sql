ALTER TABLE "updates" ADD COLUMN "commits" jsonb;--> statement-breakpoint
ALTER TABLE "updates" ADD COLUMN "announces_commit" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "history" jsonb;--> statement-breakpoint
UPDATE "updates" AS u SET "announces_commit" = lower(u."commit_hash") WHERE u."type" = 'commit' AND u."commit_hash" IS NOT NULL AND u."id" = (SELECT f."id" FROM "updates" AS f WHERE f."project_id" = u."project_id" AND f."type" = 'commit' AND lower(f."commit_hash") = lower(u."commit_hash") ORDER BY f."created_at", f."id" LIMIT 1);--> statement-breakpoint
CREATE UNIQUE INDEX "updates_announces_commit_unique" ON "updates" USING btree ("project_id","announces_commit") WHERE "updates"."announces_commit" is not null;
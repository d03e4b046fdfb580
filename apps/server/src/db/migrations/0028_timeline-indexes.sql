DROP INDEX "updates_project_timeline_idx";--> statement-breakpoint
CREATE INDEX "updates_project_type_timeline_idx" ON "updates" USING btree ("project_id","type","is_pinned" DESC NULLS LAST,"published_at" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "updates_project_published_idx" ON "updates" USING btree ("project_id","published_at" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "updates_project_edited_idx" ON "updates" USING btree ("project_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "updates_project_major_timeline_idx" ON "updates" USING btree ("project_id","is_pinned" DESC NULLS LAST,"published_at" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "updates"."is_major_update";--> statement-breakpoint
CREATE INDEX "updates_project_timeline_idx" ON "updates" USING btree ("project_id","is_pinned" DESC NULLS LAST,"published_at" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written (not in the drizzle schema, so whole-row reads do not carry it): the timeline's search.
ALTER TABLE "updates" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "title" || ' ' || "content")) STORED;--> statement-breakpoint
CREATE INDEX "updates_search_idx" ON "updates" USING gin ("search_vector");

ALTER TABLE "posts" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "schedule_time_zone" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "posts_due_idx" ON "posts" USING btree ("scheduled_for") WHERE "posts"."ready_at" is null and "posts"."scheduled_for" is not null;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_schedule_check" CHECK (("posts"."scheduled_for" is null) = ("posts"."schedule_time_zone" is null) and ("posts"."ready_at" is null or "posts"."scheduled_for" is not null));
ALTER TABLE "users" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "x_handle" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bluesky_handle" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mastodon_handle" text;
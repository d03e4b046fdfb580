ALTER TABLE "projects" ADD COLUMN "long_description_format" text DEFAULT 'markdown' NOT NULL;--> statement-breakpoint
-- Descriptions written so far are HTML: marked for the one-time conversion to Markdown (db/data-migrations.ts).
UPDATE "projects" SET "long_description_format" = 'html' WHERE "long_description" <> '';

ALTER TABLE "waitlist_entries" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_confirmTokenHash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
-- Entries made before confirmation existed were welcomed and their friends invited already.
UPDATE "waitlist_entries" SET "confirmed_at" = "created_at";
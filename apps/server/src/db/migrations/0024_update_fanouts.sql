CREATE TABLE "update_fanouts" (
	"update_id" text PRIMARY KEY NOT NULL,
	"after_subscriber_id" text,
	"batches" integer DEFAULT 0 NOT NULL,
	"mails" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "update_fanouts" ADD CONSTRAINT "update_fanouts_update_id_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_subscribers_confirmed_keyset_idx" ON "project_subscribers" USING btree ("project_id","id") WHERE "project_subscribers"."confirmed_at" is not null;
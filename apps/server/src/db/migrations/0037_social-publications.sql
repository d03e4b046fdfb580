CREATE TABLE "social_publications" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"post_id" text NOT NULL,
	"network" text NOT NULL,
	"content_hash" text NOT NULL,
	"claim_token" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"url" text,
	"published_at" timestamp with time zone,
	CONSTRAINT "social_publications_post_network_content_unique" UNIQUE("post_id","network","content_hash"),
	CONSTRAINT "social_publications_network_check" CHECK ("social_publications"."network" in ('bluesky', 'mastodon'))
);
--> statement-breakpoint
ALTER TABLE "social_publications" ADD CONSTRAINT "social_publications_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
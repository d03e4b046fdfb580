CREATE TABLE "update_comments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"update_id" text NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"is_edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "update_likes" (
	"update_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "update_likes_update_id_user_id_pk" PRIMARY KEY("update_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "update_views" (
	"update_id" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "update_views_update_id_visitor_hash_day_pk" PRIMARY KEY("update_id","visitor_hash","day")
);
--> statement-breakpoint
CREATE TABLE "updates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"project_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_url" text,
	"commit_hash" text,
	"commit_message" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"is_major_update" boolean DEFAULT false NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "updates_type_check" CHECK ("updates"."type" in ('text', 'image', 'commit', 'release')),
	CONSTRAINT "updates_counts_check" CHECK ("updates"."likes_count" >= 0 and "updates"."comments_count" >= 0 and "updates"."views_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "update_comments" ADD CONSTRAINT "update_comments_update_id_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_comments" ADD CONSTRAINT "update_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_likes" ADD CONSTRAINT "update_likes_update_id_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_likes" ADD CONSTRAINT "update_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_views" ADD CONSTRAINT "update_views_update_id_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "updates" ADD CONSTRAINT "updates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "update_comments_update_created_idx" ON "update_comments" USING btree ("update_id","created_at");--> statement-breakpoint
CREATE INDEX "update_comments_user_id_idx" ON "update_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "update_likes_user_id_idx" ON "update_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "update_views_day_idx" ON "update_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "updates_project_timeline_idx" ON "updates" USING btree ("project_id","is_pinned" DESC NULLS LAST,"published_at" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
-- Like and comment counters follow their rows in the same transaction, whatever adds or
-- removes them (a like, an unlike, a deleted comment, a deleted account's ON DELETE CASCADE).
CREATE FUNCTION "update_engagement_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	delta integer := 1;
	target text;
BEGIN
	IF TG_OP = 'INSERT' THEN
		target := NEW."update_id";
	ELSE
		delta := -1;
		target := OLD."update_id";
	END IF;
	IF TG_TABLE_NAME = 'update_likes' THEN
		UPDATE "updates" SET "likes_count" = "likes_count" + delta WHERE "id" = target;
	ELSE
		UPDATE "updates" SET "comments_count" = "comments_count" + delta WHERE "id" = target;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "update_likes_count" AFTER INSERT OR DELETE ON "update_likes"
	FOR EACH ROW EXECUTE FUNCTION "update_engagement_count"();--> statement-breakpoint
CREATE TRIGGER "update_comments_count" AFTER INSERT OR DELETE ON "update_comments"
	FOR EACH ROW EXECUTE FUNCTION "update_engagement_count"();

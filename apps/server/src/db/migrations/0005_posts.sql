CREATE TABLE "commits" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"project_id" text,
	"repository_name" text NOT NULL,
	"sha" text NOT NULL,
	"message" text NOT NULL,
	"author_name" text DEFAULT '' NOT NULL,
	"author_login" text,
	"committed_at" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"project_id" text,
	"commit_id" text,
	"commit_sha" text,
	"repository_name" text,
	"content" text NOT NULL,
	"writer" text NOT NULL,
	"tone" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_tone_check" CHECK ("posts"."tone" in ('technical', 'professional', 'casual')),
	CONSTRAINT "posts_target_check" CHECK ("posts"."target" in ('x', 'linkedin', 'discord'))
);
--> statement-breakpoint
ALTER TABLE "commits" ADD CONSTRAINT "commits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commits" ADD CONSTRAINT "commits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_commit_id_commits_id_fk" FOREIGN KEY ("commit_id") REFERENCES "public"."commits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commits_user_repository_sha_unique" ON "commits" USING btree ("user_id",lower("repository_name"),"sha");--> statement-breakpoint
CREATE INDEX "commits_user_committed_at_idx" ON "commits" USING btree ("user_id","committed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "commits_project_id_idx" ON "commits" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "posts_user_created_at_idx" ON "posts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_project_id_idx" ON "posts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "posts_commit_id_idx" ON "posts" USING btree ("commit_id");
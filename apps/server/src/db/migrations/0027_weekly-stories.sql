CREATE TABLE "story_commits" (
	"project_id" text NOT NULL,
	"sha" text NOT NULL,
	"repository_name" text NOT NULL,
	"message" text NOT NULL,
	"author" text,
	"files" jsonb NOT NULL,
	"people" jsonb NOT NULL,
	"pull_request" jsonb,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_commits_project_id_sha_pk" PRIMARY KEY("project_id","sha")
);
--> statement-breakpoint
ALTER TABLE "auto_update_settings" ADD COLUMN "weekly_story" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "story_commits" ADD CONSTRAINT "story_commits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
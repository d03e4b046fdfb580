CREATE TABLE "project_voices" (
	"project_id" text PRIMARY KEY NOT NULL,
	"tone" text DEFAULT 'professional' NOT NULL,
	"avoid_phrases" text[] DEFAULT '{}'::text[] NOT NULL,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"sign_off" text DEFAULT '' NOT NULL,
	"examples" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_voices_tone_check" CHECK ("project_voices"."tone" in ('technical', 'professional', 'casual'))
);
--> statement-breakpoint
ALTER TABLE "project_voices" ADD CONSTRAINT "project_voices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "project_former_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_former_slugs" ADD CONSTRAINT "project_former_slugs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_former_slugs_project_id_idx" ON "project_former_slugs" USING btree ("project_id");
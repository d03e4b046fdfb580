CREATE TABLE "subscriber_unsubscribes" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"email" text NOT NULL,
	"notification_preference" text NOT NULL,
	"comment_frequency" text NOT NULL,
	"source" text NOT NULL,
	"link_salt" text NOT NULL,
	"subscribed_at" timestamp with time zone NOT NULL,
	"unsubscribed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriber_unsubscribes" ADD CONSTRAINT "subscriber_unsubscribes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
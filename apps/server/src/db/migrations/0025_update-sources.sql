CREATE TABLE "update_sources" (
	"update_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"files" integer,
	"additions" integer,
	"deletions" integer,
	CONSTRAINT "update_sources_update_id_position_pk" PRIMARY KEY("update_id","position")
);
--> statement-breakpoint
ALTER TABLE "update_sources" ADD CONSTRAINT "update_sources_update_id_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."updates"("id") ON DELETE cascade ON UPDATE no action;
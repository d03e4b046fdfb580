CREATE TABLE "auto_update_settings" (
	"project_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"tone" text DEFAULT 'professional' NOT NULL,
	"commit_types" text[] DEFAULT '{push,merge,release}'::text[] NOT NULL,
	"min_significance" text DEFAULT 'medium' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_update_settings_tone_check" CHECK ("auto_update_settings"."tone" in ('technical', 'professional', 'casual')),
	CONSTRAINT "auto_update_settings_significance_check" CHECK ("auto_update_settings"."min_significance" in ('minor', 'medium', 'major'))
);
--> statement-breakpoint
CREATE TABLE "project_webhooks" (
	"project_id" text PRIMARY KEY NOT NULL,
	"repository_name" text NOT NULL,
	"github_hook_id" bigint,
	"secret_encrypted" text NOT NULL,
	"events" text[] DEFAULT '{push,pull_request,release}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"event" text NOT NULL,
	"payload" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result" text DEFAULT 'queued' NOT NULL,
	"detail" text,
	"update_id" text,
	"processed_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_result_check" CHECK ("webhook_deliveries"."result" in ('queued', 'created', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "project_domains" (
	"project_id" text PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"txt_token" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_domains_domain_unique" UNIQUE("domain"),
	CONSTRAINT "project_domains_status_check" CHECK ("project_domains"."status" in ('pending', 'active', 'error'))
);
--> statement-breakpoint
ALTER TABLE "updates" ADD COLUMN "auto_source" text;--> statement-breakpoint
ALTER TABLE "updates" ADD COLUMN "auto_significance" text;--> statement-breakpoint
ALTER TABLE "updates" ADD COLUMN "auto_reason" text;--> statement-breakpoint
ALTER TABLE "updates" ADD COLUMN "auto_delivery_id" text;--> statement-breakpoint
ALTER TABLE "auto_update_settings" ADD CONSTRAINT "auto_update_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_webhooks" ADD CONSTRAINT "project_webhooks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_update_id_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."updates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_domains" ADD CONSTRAINT "project_domains_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_project_idx" ON "webhook_deliveries" USING btree ("project_id","received_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_received_idx" ON "webhook_deliveries" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "project_domains_status_idx" ON "project_domains" USING btree ("status","checked_at");--> statement-breakpoint
ALTER TABLE "updates" ADD CONSTRAINT "updates_auto_delivery_unique" UNIQUE("auto_delivery_id");
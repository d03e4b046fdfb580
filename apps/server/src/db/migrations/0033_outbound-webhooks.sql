CREATE TABLE "outbound_deliveries" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"endpoint_id" text NOT NULL,
	"message_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"idempotency_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"response_status" integer,
	"response_time_ms" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "outbound_deliveries_idempotency_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "outbound_deliveries_status_check" CHECK ("outbound_deliveries"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "outbound_delivery_attempts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"delivery_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"response_status" integer,
	"response_time_ms" integer NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "outbound_endpoints" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"project_id" text NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"secret_sealed" text,
	"events" text[] DEFAULT '{}'::text[] NOT NULL,
	"updates" text DEFAULT 'all' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_at" timestamp with time zone,
	"disabled_reason" text,
	"failure_streak" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbound_endpoints_kind_check" CHECK ("outbound_endpoints"."kind" in ('webhook', 'slack', 'discord')),
	CONSTRAINT "outbound_endpoints_updates_check" CHECK ("outbound_endpoints"."updates" in ('all', 'major'))
);
--> statement-breakpoint
ALTER TABLE "outbound_deliveries" ADD CONSTRAINT "outbound_deliveries_endpoint_id_outbound_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."outbound_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_delivery_attempts" ADD CONSTRAINT "outbound_delivery_attempts_delivery_id_outbound_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."outbound_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_endpoints" ADD CONSTRAINT "outbound_endpoints_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbound_deliveries_endpoint_idx" ON "outbound_deliveries" USING btree ("endpoint_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbound_delivery_attempts_delivery_idx" ON "outbound_delivery_attempts" USING btree ("delivery_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbound_endpoints_project_idx" ON "outbound_endpoints" USING btree ("project_id","created_at");
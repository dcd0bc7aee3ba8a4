CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"balance_credits" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_balance_nonnegative" CHECK ("accounts"."balance_credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text,
	"external_id_key" text,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"domain" text NOT NULL,
	"description" text NOT NULL,
	"profile" jsonb NOT NULL,
	"report_interval_minutes" integer DEFAULT 360 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_agents" (
	"event_id" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"role" text NOT NULL,
	"last_updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_agents_event_id_agent_id_pk" PRIMARY KEY("event_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "event_sources" (
	"canonical_url" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"url" text NOT NULL,
	"publication" text NOT NULL,
	"title" text NOT NULL,
	"published_at" timestamp with time zone,
	"ingested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"event_type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_updated_at" timestamp with time zone NOT NULL,
	"last_source_at" timestamp with time zone NOT NULL,
	"source_count" integer NOT NULL,
	"publication_count" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"entities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"agent_id" uuid NOT NULL,
	"workflow_id" text NOT NULL,
	"trigger_type" text NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"credits" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"operation" text,
	"request_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "x402_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"operation" text NOT NULL,
	"payer" text NOT NULL,
	"amount" text NOT NULL,
	"asset" text NOT NULL,
	"network" text NOT NULL,
	"transaction" text NOT NULL,
	"x402_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_agents" ADD CONSTRAINT "event_agents_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_agents" ADD CONSTRAINT "event_agents_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sources" ADD CONSTRAINT "event_sources_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_ledger" ADD CONSTRAINT "usage_ledger_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_slug_uq" ON "agents" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_name_lower_uq" ON "agents" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "agents_external_id_key_uq" ON "agents" USING btree ("external_id_key");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_uq" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_prefix_idx" ON "api_keys" USING btree ("key_prefix");--> statement-breakpoint
CREATE INDEX "event_agents_agent_updated_idx" ON "event_agents" USING btree ("agent_id","last_updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_sources_event_idx" ON "event_sources" USING btree ("event_id","published_at");--> statement-breakpoint
CREATE INDEX "events_last_updated_idx" ON "events" USING btree ("last_updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_workflow_uq" ON "reports" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "reports_agent_generated_idx" ON "reports" USING btree ("agent_id","generated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "usage_ledger_account_idx" ON "usage_ledger" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "x402_settlements_tx_uq" ON "x402_settlements" USING btree ("network","transaction");
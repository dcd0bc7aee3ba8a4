CREATE TABLE "agent_backfill_links" (
	"agent_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"profile_key" text NOT NULL,
	"score" double precision NOT NULL,
	CONSTRAINT "agent_backfill_links_agent_id_event_id_pk" PRIMARY KEY("agent_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "agent_backfills" (
	"agent_id" uuid NOT NULL,
	"profile_key" text NOT NULL,
	"status" text NOT NULL,
	"since" timestamp with time zone,
	"until" timestamp with time zone,
	"scanned_events" integer DEFAULT 0 NOT NULL,
	"linked_events" integer DEFAULT 0 NOT NULL,
	"report_id" text,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_backfills_agent_id_profile_key_pk" PRIMARY KEY("agent_id","profile_key")
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "reports_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "reports_paused_reason" text;--> statement-breakpoint
ALTER TABLE "agent_backfill_links" ADD CONSTRAINT "agent_backfill_links_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_backfill_links" ADD CONSTRAINT "agent_backfill_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_backfills" ADD CONSTRAINT "agent_backfills_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_backfill_links_event_idx" ON "agent_backfill_links" USING btree ("event_id");--> statement-breakpoint
CREATE TRIGGER agent_backfill_links_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agent_backfill_links
  FOR EACH STATEMENT EXECUTE FUNCTION sitrep_notify_projection();
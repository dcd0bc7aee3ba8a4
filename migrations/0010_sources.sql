CREATE TABLE "source_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"next_request_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_items" (
	"source_id" text NOT NULL,
	"item_key" text NOT NULL,
	"seq" bigserial NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"topic" text NOT NULL,
	"payload" json,
	"send_mark" jsonb,
	"full_text" text NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "source_items_source_id_item_key_pk" PRIMARY KEY("source_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"host" text NOT NULL,
	"name" text,
	"language" text,
	"poll_interval_seconds" integer NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"agent_hints" text[] DEFAULT '{}'::text[] NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_poll_at" timestamp with time zone DEFAULT now() NOT NULL,
	"etag" text,
	"last_modified" text,
	"feed_title" text,
	"last_listed_at" timestamp with time zone,
	"last_poll_at" timestamp with time zone,
	"last_outcome" text,
	"last_status" integer,
	"last_error" text,
	"last_latency_ms" integer,
	"last_success_at" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"failing_since" timestamp with time zone,
	"last_full_text_error" text
);
--> statement-breakpoint
ALTER TABLE "source_items" ADD CONSTRAINT "source_items_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "source_items_pending_idx" ON "source_items" USING btree ("source_id","seq") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "source_items_first_seen_idx" ON "source_items" USING btree ("source_id","first_seen_at");--> statement-breakpoint
CREATE INDEX "source_items_last_seen_idx" ON "source_items" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sources_url_uq" ON "sources" USING btree ("url");--> statement-breakpoint
CREATE INDEX "sources_due_idx" ON "sources" USING btree ("next_poll_at") WHERE state = 'active';
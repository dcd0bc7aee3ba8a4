CREATE TABLE "dedup_offsets" (
	"consumer" text NOT NULL,
	"topic" text NOT NULL,
	"partition" integer NOT NULL,
	"next_offset" bigint NOT NULL,
	"last_timestamp" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dedup_offsets_consumer_topic_partition_pk" PRIMARY KEY("consumer","topic","partition")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "event_sources" ADD COLUMN "content_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_sources" ADD COLUMN "lead" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "features" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "outbox" USING btree ("id") WHERE published_at IS NULL;--> statement-breakpoint
CREATE INDEX "events_seq_idx" ON "events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "events_last_source_idx" ON "events" USING btree ("last_source_at");
CREATE TABLE "web_pages" (
	"url" text PRIMARY KEY NOT NULL,
	"final_url" text NOT NULL,
	"title" text NOT NULL,
	"publish_date" text,
	"full_content" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_sources" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_sources" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "web_pages_fetched_idx" ON "web_pages" USING btree ("fetched_at");--> statement-breakpoint
CREATE INDEX "event_sources_search_idx" ON "event_sources" USING gin ("search");--> statement-breakpoint
CREATE INDEX "event_sources_ingested_idx" ON "event_sources" USING btree ("ingested_at" DESC NULLS LAST);
ALTER TABLE "event_agents" ADD COLUMN "storyline_id" text;--> statement-breakpoint
CREATE INDEX "event_agents_agent_storyline_idx" ON "event_agents" USING btree ("agent_id","storyline_id");
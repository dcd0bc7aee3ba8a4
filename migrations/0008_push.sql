CREATE TABLE "push_messages" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"agent_id" uuid NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"data" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"url" text NOT NULL,
	"agent_ids" uuid[] NOT NULL,
	"types" text[] NOT NULL,
	"secret" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"paused_reason" text,
	"cursor" bigint NOT NULL,
	"replay_after" bigint,
	"delivered" bigint DEFAULT 0 NOT NULL,
	"last_delivery_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_messages" ADD CONSTRAINT "push_messages_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_messages_agent_key_uq" ON "push_messages" USING btree ("agent_id","key");--> statement-breakpoint
CREATE INDEX "push_messages_agent_seq_idx" ON "push_messages" USING btree ("agent_id","seq");--> statement-breakpoint
CREATE INDEX "push_messages_created_idx" ON "push_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "webhook_subscriptions_account_idx" ON "webhook_subscriptions" USING btree ("account_id");
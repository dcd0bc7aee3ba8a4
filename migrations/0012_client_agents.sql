CREATE TABLE "dedup_agents" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"owner_account_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"profile" jsonb
);
--> statement-breakpoint
DROP INDEX "agents_slug_uq";--> statement-breakpoint
DROP INDEX "agents_name_lower_uq";--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "owner_account_id" uuid;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_owner_slug_uq" ON "agents" USING btree ("owner_account_id","slug") WHERE owner_account_id IS NOT NULL AND deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_owner_name_lower_uq" ON "agents" USING btree ("owner_account_id",lower("name")) WHERE owner_account_id IS NOT NULL AND deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_slug_uq" ON "agents" USING btree ("slug") WHERE owner_account_id IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_name_lower_uq" ON "agents" USING btree (lower("name")) WHERE owner_account_id IS NULL;
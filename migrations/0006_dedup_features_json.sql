-- The dedup worker rewrites each touched event's features (about 3 kB) in every chunk and only ever
-- reads them whole: stored as json text without compression, an upsert costs Postgres a third of
-- what jsonb with pglz did (npm run bench:ingest).
ALTER TABLE "events" ALTER COLUMN "features" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "features" SET STORAGE EXTERNAL;

-- Outbox payloads are written once and only ever read back whole as the message text: json keeps
-- that text as written (no jsonb conversion on insert, nothing to parse and serialise on the way out).
ALTER TABLE "outbox" ALTER COLUMN "payload" SET DATA TYPE json;
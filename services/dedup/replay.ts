import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import { connectDatabase } from '../db/client.ts';
import { MIGRATIONS_DIR } from '../db/migrate.ts';
import { projectionDiff, projectionDigest } from './digest.ts';
import { DedupWorker, type DedupTopics } from './worker.ts';

/** Creates `schema` with the project's tables (the migrations, applied there) and the live agents. */
export async function createProjectionSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
  const db = connectDatabase(databaseUrl, { max: 1, applicationName: 'sitrep-replay' });
  const client = await db.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.query(`SET LOCAL search_path TO ${schema}`);
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    for (const { tag } of journal.entries) {
      const sql = readFileSync(join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8').replaceAll('"public".', '');
      for (const statement of sql.split('--> statement-breakpoint'))
        if (statement.trim()) await client.query(statement);
    }
    // A replay must not make live gateways drop their caches.
    for (const t of ['agents', 'events', 'event_sources', 'event_agents', 'reports'])
      await client.query(`DROP TRIGGER IF EXISTS ${t}_notify ON ${t}`);
    // Client agents' owners are accounts, which a projection does not hold.
    await client.query('ALTER TABLE agents DROP CONSTRAINT IF EXISTS agents_owner_account_id_accounts_id_fk');
    await client.query(`INSERT INTO ${schema}.agents SELECT * FROM public.agents`);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
    await db.close();
  }
}

export interface ReplayResult {
  schema: string;
  articles: number;
  replay: Awaited<ReturnType<typeof projectionDigest>>;
  live: Awaited<ReturnType<typeof projectionDigest>>;
  diff: Awaited<ReturnType<typeof projectionDiff>>;
  seconds: number;
}

/**
 * Rebuilds the projection from offset 0 of the articles topic into a fresh schema, up to the end
 * offsets seen at the start, with the same worker code; then digests it and compares it with the
 * live projection.
 */
export async function replay(opts: {
  databaseUrl: string;
  kafka: Kafka;
  topics: DedupTopics;
  schema: string;
  log: Logger;
  onProgress?: (done: number, total: number) => void;
}): Promise<ReplayResult> {
  const started = performance.now();
  const admin = opts.kafka.admin();
  await admin.connect();
  const ends = new Map((await admin.fetchTopicOffsets(opts.topics.articles)).map((p) => [p.partition, Number(p.high)]));
  await admin.disconnect();
  const total = [...ends.values()].reduce((a, b) => a + b, 0);
  await createProjectionSchema(opts.databaseUrl, opts.schema);
  const db = connectDatabase(opts.databaseUrl, { max: 4, applicationName: 'sitrep-replay', searchPath: opts.schema });
  try {
    const worker = new DedupWorker({
      kafka: opts.kafka,
      pool: db.pool,
      group: `sitrep-replay-${opts.schema}`,
      log: opts.log,
      stopAt: ends,
      topics: opts.topics,
      sideEffects: false,
      onProgress: (done) => opts.onProgress?.(done, total),
    });
    if (total > 0) {
      await worker.start();
      await worker.done;
      await worker.stop();
    }
    const replayDigest = await projectionDigest(db.pool, opts.schema);
    const live = await projectionDigest(db.pool, 'public');
    const diff = await projectionDiff(db.pool, opts.schema, 'public');
    return {
      schema: opts.schema,
      articles: total,
      replay: replayDigest,
      live,
      diff,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await db.close();
  }
}

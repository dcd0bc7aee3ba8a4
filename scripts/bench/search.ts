// Web search latency over a corpus of 1,000,000 generated articles (200,000 made-up events, five
// reworded reports each; services/ops/synthetic.ts), on the bench stack's real PostgreSQL. Queries
// are what callers send: an event's headline words, two topic words, one topic word, everyday
// words that match most of the corpus, and words that match nothing (the any-word fallback runs).
// The corpus is built once and kept in the bench stack's database (later runs start in seconds).
// Usage: npm run bench:search [-- --articles N] [-- --queries N]
import pg from 'pg';
import { migrateDatabase } from '../../services/db/migrate.ts';
import { prng } from '../../services/ops/synthetic.ts';
import { CorpusSearch } from '../../services/web/search.ts';
import { arg, benchMain, stack, stackVars } from './harness.ts';
import { machineLine, median, percentile, table } from './machine.ts';
import { SYNTHETIC_CHUNK, insertSyntheticArticles } from './synthetic-corpus.ts';

const ARTICLES = arg('--articles', 1_000_000);
const QUERIES = arg('--queries', 100);
const PER_EVENT = 5;
const SPEC = `synthetic-v1 articles=${ARTICLES} perEvent=${PER_EVENT}`;
const DB = `sitrep_search_${ARTICLES}`;
const CHUNK = SYNTHETIC_CHUNK;

async function ensureCorpus(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB])).rowCount;
  if (!exists) await admin.query(`CREATE DATABASE ${DB}`);
  await admin.end();
  const url = adminUrl.replace(/\/[^/]*$/, `/${DB}`);
  await migrateDatabase(url);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const { rows } = await pool.query<{ spec: string | null }>(
    "SELECT obj_description('event_sources'::regclass) AS spec",
  );
  if (rows[0]?.spec === SPEC) {
    console.log(`corpus: reusing ${SPEC} in database ${DB}`);
    return url;
  }
  console.log(`corpus: building ${SPEC} (once; kept in the bench stack's database)`);
  const t0 = Date.now();
  await pool.query('TRUNCATE events, event_sources CASCADE');
  await pool.query('DROP INDEX IF EXISTS event_sources_search_idx');
  await insertSyntheticArticles(pool, {
    articles: ARTICLES,
    perEvent: PER_EVENT,
    start: new Date('2025-11-01T00:00:00Z'),
    spacingMs: 30_000,
    onProgress: (done) => process.stderr.write(`corpus: ${done}/${ARTICLES}\r`),
  });
  await pool.query("SET maintenance_work_mem = '512MB'");
  await pool.query('CREATE INDEX event_sources_search_idx ON event_sources USING gin (search)');
  await pool.query('VACUUM ANALYZE event_sources');
  await pool.query('VACUUM ANALYZE events');
  await pool.query(`COMMENT ON TABLE event_sources IS '${SPEC}'`);
  console.log(`corpus: built in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  await pool.end();
  return url;
}

await benchMain(async () => {
  // A serving database is sized to hold its corpus in memory; so is the bench one (the table is ~1 GB).
  process.env.PG_SHARED_BUFFERS = '2GB';
  stack('up', 'postgres');
  const url = await ensureCorpus(stackVars().DATABASE_URL!);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // Latency as a serving database gives it, with its working set in memory: the table and its
  // indexes are loaded into shared buffers before measuring (pg_prewarm), so the figures are not this VM's disk.
  const tw = Date.now();
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
  await pool.query(
    "SELECT pg_prewarm('event_sources'), pg_prewarm('event_sources_search_idx'), pg_prewarm('event_sources_ingested_idx'), pg_prewarm('event_sources_pkey')",
  );
  console.log(`corpus: prewarmed in ${((Date.now() - tw) / 1000).toFixed(1)} s`);
  const search = new CorpusSearch(pool, () => new Date('2026-11-01T00:00:00Z'));

  // Queries from the corpus itself: headlines and topic words of random articles.
  const rand = prng(7);
  const sample = async () => {
    const chunk = Math.floor(rand() * Math.ceil(ARTICLES / CHUNK)) * CHUNK;
    const i = Math.floor(rand() * Math.min(CHUNK, ARTICLES - chunk));
    const { rows } = await pool.query<{ title: string; body: string }>(
      'SELECT title, body FROM event_sources WHERE canonical_url = $1',
      [`https://news${i % 50}.synthetic.invalid/s${chunk}/${i}`],
    );
    return rows[0]!;
  };
  const kinds: Record<string, (a: { title: string; body: string }) => string> = {
    'headline (4 words)': (a) => a.title.split(' ').slice(0, 4).join(' '),
    'two topic words': (a) => a.title.split(' ').slice(1, 3).join(' '),
    'one topic word': (a) => a.title.split(' ')[1]!,
    'everyday words': () =>
      ['government crisis', 'officials said', 'support response', 'local report', 'talks region'][
        Math.floor(rand() * 5)
      ]!,
    'no match (fallback)': () => 'zzqx unknownword',
  };
  const byKind = new Map<string, number[]>();
  const all: number[] = [];
  const results: number[] = [];
  for (let i = 0; i < 10; i++) await search.search((await sample()).title, 10); // warm-up
  for (let i = 0; i < QUERIES; i++) {
    const a = await sample();
    for (const [kind, make] of Object.entries(kinds)) {
      const q = make(a);
      const t = performance.now();
      const r = await search.search(q, 10);
      const ms = performance.now() - t;
      all.push(ms);
      results.push(r.length);
      byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
    }
  }
  await pool.end();
  console.log(machineLine());
  console.log(
    `corpus: ${ARTICLES.toLocaleString('en')} articles in ${(ARTICLES / PER_EVENT).toLocaleString('en')} events; ${all.length} queries (${QUERIES} per kind), one at a time, each with excerpts`,
  );
  console.log(
    table([
      ['query kind', 'p50 ms', 'p95 ms', 'max ms'],
      ...[...byKind].map(([k, xs]) => [
        k,
        median(xs).toFixed(1),
        percentile(xs, 95).toFixed(1),
        Math.max(...xs).toFixed(1),
      ]),
      ['all', median(all).toFixed(1), percentile(all, 95).toFixed(1), Math.max(...all).toFixed(1)],
    ]),
  );
  console.log(
    `results per query: median ${median(results)}, queries with none ${results.filter((r) => r === 0).length}`,
  );
  const p95 = percentile(all, 95);
  console.log(`target: p95 < 50 ms → ${p95 < 50 ? 'met' : 'NOT met'} (${p95.toFixed(1)} ms)`);
  return 0;
});

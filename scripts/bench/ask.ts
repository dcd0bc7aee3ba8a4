// Ask's answers and latency through the real gateway (POST /api/v1/ask, billed), on three worlds:
//   demo      the demo corpus (services/ops/sample-corpus.ts) run through the dedup worker, and a
//             first report per demo agent, as `scripts/run.sh` builds it;
//   stories   storylines written for this benchmark (scripts/bench/ask/storylines.json, fictional,
//             with figures that change during the day, sources that disagree, similar stories in
//             other places), through the dedup worker, with reports, at the storylines' own clock;
//   large     the stories plus 100,000 generated articles (services/ops/synthetic.ts, as bench:search
//             uses), built once and kept in the bench stack's database.
//   changed   storylines fed in three stages (scripts/bench/ask/changed/{tune,held-out}.json,
//             fictional): questions asked after stage 1 and again after stage 3, whose answer changed
//             during the day (a count that rose, a strike called off);
//   blind     with `--blind <dir>[,<dir>…]`, worlds written apart from the rules (worlds/blind-3), held
//             out: only ever printed in aggregate (`--study`: only its tune half asked, misses printed).
// Each question (scripts/bench/ask/*-questions.json) has the answer text it must contain and a
// source it must cite, or is one the corpus cannot answer. Each is in one half: rules were developed
// on `tune`; `held-out` questions were written afterwards and are only printed in aggregate.
// `--baseline <git ref>` answers every question a second time with that commit's answerer (Ask's
// modules from `git archive`, called directly like the gateway calls them, on the same databases) and
// prints before vs after, both called the same way.
// Usage: npm run bench:ask [-- --articles 100000|0] [-- --runs 3] [-- --verbose] [-- --stories <dir>]
//        [-- --blind <dir>[,<dir>…]] [-- --baseline main] [-- --worlds demo,stories,changed,blind,large]
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Partitioners, type Kafka } from 'kafkajs';
import pg from 'pg';
import type { AskResponse } from '../../schemas/api/ask.ts';
import type { ArticleInput } from '../../schemas/messages/article.ts';
import { ungroundedParts } from '../../services/ask/answer-parts.ts';
import { NO_ANSWER } from '../../services/ask/answerer.ts';
import { ungrounded } from '../../services/evidence/grounding.ts';
import { loadConfig } from '../../services/config.ts';
import { connectDatabase } from '../../services/db/client.ts';
import { migrateDatabase } from '../../services/db/migrate.ts';
import { canonicalizeUrl } from '../../services/dedup/canonical.ts';
import { DedupWorker } from '../../services/dedup/worker.ts';
import { Asker } from '../../services/ask/asker.ts';
import { AskRetriever } from '../../services/ask/retrieval.ts';
import { buildGateway } from '../../services/gateway/app.ts';
import { AccountStore } from '../../services/gateway/billing/accounts.ts';
import { ensureTopics } from '../../services/ingest/topics.ts';
import { createKafka } from '../../services/kafka.ts';
import { createLogger } from '../../services/logger.ts';
import { DEMO_AGENTS } from '../../services/ops/agents.ts';
import { upsertAgents } from '../../services/ops/projection-writer.ts';
import { sampleCorpus } from '../../services/ops/sample-corpus.ts';
import { createReportActivities } from '../../services/reports/activities.ts';
import { DeterministicComposer } from '../../services/reports/composer.ts';
import type { Report } from '../../schemas/api/report.ts';
import { arg, benchMain, ROOT, stack, stackVars } from './harness.ts';
import { machineLine, median, percentile, table } from './machine.ts';
import { insertSyntheticArticles } from './synthetic-corpus.ts';
import { staleAnswer } from './ask-stale.ts';
import type { StaleFinding } from './report-stale.ts';
import type { SourceDoc } from '../../services/evidence/facts.ts';

const ARTICLES = arg('--articles', 100_000);
const RUNS = arg('--runs', 3);
const VERBOSE = process.argv.includes('--verbose');
const flag = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const BASELINE = flag('--baseline');
/** `--blind <dir>[,<dir>…]`: worlds written apart from the rules, each measured on its own. */
const BLIND = flag('--blind');
const BLINDS = BLIND ? BLIND.split(',').filter(Boolean) : [];
/** `--study`: a blind world's tune half only (its held-out questions are not asked), misses printed. */
const STUDY = process.argv.includes('--study');
const WORLDS = new Set(
  (flag('--worlds') ?? `demo,stories,changed${BLIND ? ',blind' : ''}${ARTICLES > 0 ? ',large' : ''}`).split(','),
);
const HERE = new URL('./ask/', import.meta.url);
const log = createLogger('warn', 'bench-ask');

interface BenchQuestion {
  question: string;
  /** `tune`: used to develop the rules; `held-out`: written afterwards, only ever read in aggregate. */
  half: 'tune' | 'held-out';
  expect?: string[];
  cite?: string[];
  answerable?: boolean;
}
interface Storylines {
  now: string;
  articles: { pub: string; slug: string; publishedAt: string; title: string; body: string }[];
}
const json = <T>(name: string) => JSON.parse(readFileSync(new URL(name, HERE), 'utf8')) as T;
const demoQuestions = json<{ questions: BenchQuestion[] }>('demo-questions.json').questions;
// `--stories <dir>`: another storyline world (its storylines.json and questions.json), such as a set
// written apart from the rules, in place of the bundled one.
const storiesDir = process.argv.includes('--stories')
  ? new URL(`${process.argv[process.argv.indexOf('--stories') + 1]}/`, `file://${process.cwd()}/`)
  : undefined;
const storyQuestions = storiesDir
  ? json<{ questions: BenchQuestion[] }>(new URL('questions.json', storiesDir).href).questions
  : json<{ questions: BenchQuestion[] }>('storyline-questions.json').questions;
const storylines = json<Storylines>(storiesDir ? new URL('storylines.json', storiesDir).href : 'storylines.json');

const host = (pub: string) => `${pub.toLowerCase().replace(/[^a-z]+/g, '')}.sample.invalid`;
function storyArticles(
  articles: Storylines['articles'] = storylines.articles,
): { article: ArticleInput; ingestedAt: number }[] {
  return articles.map((a) => ({
    article: {
      version: 1,
      url: `https://${host(a.pub)}/${a.publishedAt.slice(0, 10).replaceAll('-', '/')}/${a.slug}`,
      title: a.title,
      body: a.body,
      publication: a.pub,
      publishedAt: a.publishedAt,
      origin: 'file',
      sample: true,
    },
    // Ingested five minutes after publication: the worker's clock is the message timestamp.
    ingestedAt: Date.parse(a.publishedAt) + 300_000,
  }));
}

async function freshDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  return adminUrl.replace(/\/[^/]*$/, `/${name}`);
}

/** A world: agents, the articles through the real dedup worker, and a report per agent at `now`. */
async function buildWorld(
  url: string,
  kafka: Kafka,
  items: { article: ArticleInput; ingestedAt: number }[],
  now: Date,
  windowType: Report['coverageWindow']['windowType'],
  opts: { migrate?: boolean } = {},
): Promise<void> {
  if (opts.migrate !== false) await migrateDatabase(url);
  const db = connectDatabase(url, { max: 4 });
  try {
    const agentIds = await upsertAgents(db.pool, DEMO_AGENTS);
    const topic = `bench.ask.${randomBytes(4).toString('hex')}`;
    await ensureTopics(kafka, [{ name: topic, partitions: 1 }]);
    const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
    await producer.connect();
    await producer.send({
      topic,
      messages: [...items]
        .sort((a, b) => a.ingestedAt - b.ingestedAt)
        .map(({ article, ingestedAt }) => ({
          key: canonicalizeUrl(article.url),
          value: JSON.stringify(article),
          timestamp: String(ingestedAt),
        })),
    });
    await producer.disconnect();
    const worker = new DedupWorker({
      kafka,
      pool: db.pool,
      group: `${topic}.dedup`,
      log,
      stopAt: new Map([[0, items.length]]),
      topics: { articles: topic, dlq: `${topic}.dlq`, eventChanges: `${topic}.events` },
      sideEffects: false,
    });
    await worker.start();
    await worker.done;
    await worker.stop();
    const admin = kafka.admin();
    await admin.connect();
    await admin.deleteTopics({ topics: [topic] });
    await admin.disconnect();
    const activities = createReportActivities({
      pool: db.pool,
      composer: new DeterministicComposer(),
      reportsTopic: 'bench.ask.reports',
    });
    for (const [slug, agentId] of agentIds) {
      const workflowId = `bench-ask-${slug}-${now.getTime()}`;
      const built = await activities.buildReport({
        agentId,
        workflowId,
        triggerType: 'manual',
        reason: 'Ask benchmark',
        signalIds: [],
        windowType,
        asOf: now.toISOString(),
      });
      await activities.persistReport({ agentId, workflowId, ...built });
    }
  } finally {
    await db.close();
  }
}

/** The stories database plus the generated corpus, built once per spec and kept. */
async function largeWorld(adminUrl: string, storiesDb: string): Promise<string> {
  const name = `sitrep_ask_large_${ARTICLES}`;
  const spec = `ask-large-v1 articles=${ARTICLES} stories=${createHash('sha256').update(JSON.stringify(storylines)).digest('hex').slice(0, 12)}`;
  const existing = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  try {
    const c = new pg.Client({ connectionString: existing });
    await c.connect();
    const { rows } = await c.query<{ spec: string | null }>(
      "SELECT obj_description('event_sources'::regclass) AS spec",
    );
    await c.end();
    if (rows[0]?.spec === spec) {
      console.log(`large: reusing ${spec}`);
      return existing;
    }
  } catch {
    /* not built yet */
  }
  console.log(`large: building ${spec} (once; kept in the bench stack's database)`);
  const url = await freshDatabase(adminUrl, name, storiesDb);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const t0 = Date.now();
  // Generated articles over the storylines' fortnight and the weeks before it, so periods hold them too.
  await insertSyntheticArticles(pool, {
    articles: ARTICLES,
    perEvent: 5,
    start: new Date(Date.parse(storylines.now) - 35 * 86_400_000),
    spacingMs: Math.floor((35 * 86_400_000) / ARTICLES),
    onProgress: (done) => process.stderr.write(`large: ${done}/${ARTICLES}\r`),
  });
  await pool.query('VACUUM ANALYZE event_sources');
  await pool.query('VACUUM ANALYZE events');
  await pool.query(`COMMENT ON TABLE event_sources IS '${spec}'`);
  await pool.end();
  console.log(`large: built in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return url;
}

interface Outcome {
  q: BenchQuestion;
  half: 'tune' | 'held-out';
  res: AskResponse;
  ms: number[];
  /** The counts and states its answer states that a later source of its cited events replaced by the question's clock. */
  stale?: StaleFinding[];
}

/** Ask's two classes, from this tree or from the baseline's. */
interface AskModules {
  Asker: typeof Asker;
  AskRetriever: typeof AskRetriever;
}

/** The baseline's Ask modules: its tree from `git archive`, with this tree's node_modules. */
async function baselineModules(ref: string): Promise<{ sha: string; modules: AskModules }> {
  const sha = execFileSync('git', ['rev-parse', '--short', ref], { cwd: ROOT }).toString().trim();
  const dir = `${tmpdir()}/sitrep-ask-baseline-${sha}`;
  if (!existsSync(`${dir}/services/ask/asker.ts`)) {
    mkdirSync(dir, { recursive: true });
    execFileSync('bash', ['-c', `git archive ${sha} services schemas | tar -x -C ${dir}`], { cwd: ROOT });
  }
  // A link another tree left (that tree may be gone: the link dangles) is replaced by this tree's.
  rmSync(`${dir}/node_modules`, { force: true });
  symlinkSync(`${ROOT}node_modules`, `${dir}/node_modules`);
  const asker = (await import(`${dir}/services/ask/asker.ts`)) as { Asker: typeof Asker };
  const retrieval = (await import(`${dir}/services/ask/retrieval.ts`)) as { AskRetriever: typeof AskRetriever };
  return { sha, modules: { Asker: asker.Asker, AskRetriever: retrieval.AskRetriever } };
}

/** Both answerers on one question set: this tree's through the gateway, and each answerer called directly. */
interface Asked {
  gateway: Outcome[];
  direct: { after: Outcome[]; before: Outcome[] | null };
}

/** The world's articles ingested by the question's clock, each in the event the database put it in. */
async function sourcesByNow(
  pool: pg.Pool,
  items: readonly { article: ArticleInput; ingestedAt: number }[],
  now: Date,
): Promise<SourceDoc[]> {
  const { rows } = await pool.query<{ canonical_url: string; event_id: string }>(
    'SELECT canonical_url, event_id FROM event_sources',
  );
  const eventOf = new Map(rows.map((r) => [r.canonical_url, r.event_id]));
  return items.flatMap(({ article, ingestedAt }) => {
    const sourceId = canonicalizeUrl(article.url);
    const eventId = eventOf.get(sourceId);
    if (!eventId || ingestedAt > now.getTime()) return [];
    const ingested = new Date(ingestedAt).toISOString();
    return [
      {
        sourceId,
        eventId,
        publication: article.publication ?? '',
        title: article.title,
        text: article.body ?? '',
        at: article.publishedAt ?? ingested,
        ingestedAt: ingested,
      },
    ];
  });
}

/** Marks each outcome whose answer states a count or state its cited events' later sources replaced. */
function markStale(outcomes: Outcome[], docs: readonly SourceDoc[]): void {
  for (const o of outcomes) {
    const eventIds = [...new Set(o.res.basis.filter((b) => b.field === 'answer').flatMap((b) => b.eventIds))];
    o.stale = o.res.answer.startsWith(NO_ANSWER.split(':')[0]!)
      ? []
      : staleAnswer({ question: o.q.question, answer: o.res.answer, eventIds }, docs);
  }
}

async function askAll(
  url: string,
  vars: Record<string, string>,
  now: Date,
  questions: BenchQuestion[],
  baseline: AskModules | null,
  items: readonly { article: ArticleInput; ingestedAt: number }[],
): Promise<Asked> {
  const config = loadConfig({ ...vars, DATABASE_URL: url, LOG_LEVEL: 'silent' });
  const database = connectDatabase(url, { max: 8 });
  const app = await buildGateway({ config, database, clock: () => now });
  try {
    await app.ready();
    // Each answerer built as the gateway builds it (plugins/ask.ts), called directly, on the same pool.
    const direct = (m: AskModules) => {
      const asker = new m.Asker({
        retriever: new m.AskRetriever(database.pool, () => now),
        agents: () => app.reader.agents(),
        clock: () => now,
        dataAsOf: () => app.freshness.current().dataAsOf,
      });
      return async (question: string) => {
        const t0 = performance.now();
        const res = await asker.ask({ question, agent: null });
        return { res, ms: performance.now() - t0 };
      };
    };
    const runAll = async (ask: (q: string) => Promise<{ res: AskResponse; ms: number }>) => {
      for (const q of questions.slice(0, 5)) await ask(q.question); // warm-up: JIT, pools, caches
      const out: Outcome[] = questions.map((q) => ({ q, half: q.half, res: null as never, ms: [] }));
      for (let run = 0; run < RUNS; run++) {
        for (const o of out) {
          const { res, ms } = await ask(o.q.question);
          o.res = res;
          o.ms.push(ms);
        }
      }
      return out;
    };
    const after = baseline ? await runAll(direct({ Asker, AskRetriever })) : [];
    const before = baseline ? await runAll(direct(baseline)) : null;
    const { apiKey } = await new AccountStore(database.pool).register(1_000_000_000, 'bench: ask');
    const ask = async (question: string) => {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/ask',
        headers: { 'x-api-key': apiKey },
        payload: { question },
      });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`ask answered ${res.statusCode}: ${res.body}`);
      return { res: res.json<AskResponse>(), ms };
    };
    const gateway = await runAll(ask);
    const docs = await sourcesByNow(database.pool, items, now);
    for (const outcomes of [gateway, after, before ?? []]) markStale(outcomes, docs);
    return { gateway, direct: { after, before } };
  } finally {
    await app.close();
    await database.close();
  }
}

interface Scores {
  answerable: number;
  right: number;
  cited: number;
  answered: number;
  grounded: number;
  /** Answers whose every part (the answer, its "Earlier:", its "Another source says:") is grounded in what it cites. */
  partsGrounded: number;
  unanswerable: number;
  saidSo: number;
  /** Answers stating a count or a state since superseded as current. */
  stale: number;
}

function judge(o: Outcome): {
  right: boolean;
  cited: boolean;
  grounded: boolean | null;
  partsMissing: string[] | null;
  saidSo: boolean;
} {
  const { res, q } = o;
  const none = res.answer.startsWith(NO_ANSWER.split(':')[0]!);
  const passages = res.basis.flatMap((b) =>
    b.citations.flatMap((c) => c.excerpts.map((text) => ({ text, publishedAt: c.publishedAt }))),
  );
  const grounded = none ? null : ungrounded(res.answer, passages).length === 0;
  const partsMissing = none
    ? null
    : ungroundedParts(res.answer, res.basis).map((x) => `${x.part.field}: ${x.missing.join(', ')}`);
  if (q.answerable === false) return { right: false, cited: false, grounded, partsMissing, saidSo: none };
  const right = !none && (q.expect ?? []).every((p) => new RegExp(p, 'i').test(res.answer));
  const first = res.basis[0];
  const cited =
    !none && first?.field === 'answer' && first.citations.some((c) => (q.cite ?? []).some((f) => c.url.includes(f)));
  return { right, cited, grounded, partsMissing, saidSo: none };
}

function score(outcomes: Outcome[]): Scores {
  const s: Scores = {
    answerable: 0,
    right: 0,
    cited: 0,
    answered: 0,
    grounded: 0,
    partsGrounded: 0,
    unanswerable: 0,
    saidSo: 0,
    stale: 0,
  };
  for (const o of outcomes) {
    const j = judge(o);
    if (j.grounded !== null) {
      s.answered++;
      if (j.grounded) s.grounded++;
      if (!j.partsMissing?.length) s.partsGrounded++;
      if (o.stale?.length) s.stale++;
    }
    if (o.q.answerable === false) {
      s.unanswerable++;
      if (j.saidSo) s.saidSo++;
    } else {
      s.answerable++;
      if (j.right) s.right++;
      if (j.cited) s.cited++;
    }
  }
  return s;
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(0)}% (${n}/${d})` : 'n/a');

function report(world: string, outcomes: Outcome[]): { s: Scores; ms: number[] } {
  const rows: (string | number)[][] = [
    [
      'set',
      'answers right',
      'citations right',
      'grounded',
      'parts grounded in own citations',
      'no answer when unanswerable',
      'superseded stated as current',
    ],
  ];
  for (const half of ['tune', 'held-out', 'all'] as const) {
    const s = score(outcomes.filter((o) => half === 'all' || o.half === half));
    rows.push([
      half,
      pct(s.right, s.answerable),
      pct(s.cited, s.answerable),
      pct(s.grounded, s.answered),
      pct(s.partsGrounded, s.answered),
      pct(s.saidSo, s.unanswerable),
      `${s.stale}/${s.answered}`,
    ]);
  }
  const ms = outcomes.flatMap((o) => o.ms);
  console.log(`\n${world}: ${outcomes.length} questions × ${RUNS} runs`);
  console.log(table(rows));
  console.log(
    `latency: p50 ${median(ms).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`,
  );
  // A blind world is held out: its misses are never printed.
  if (!world.startsWith('blind') || STUDY) for (const o of outcomes) failure(world, o);
  return { s: score(outcomes), ms };
}

interface StagedSet {
  half: 'tune' | 'held-out';
  articles: (Storylines['articles'][number] & { stage: number })[];
  questions: (Omit<BenchQuestion, 'half'> & { stage: number })[];
}
const changedSets = (['tune', 'held-out'] as const).map((h) => json<StagedSet>(`changed/${h}.json`));
// `--study` asks only the tune half (the held-out storylines are still fed: they are part of the world).
const changedQuestions = changedSets
  .flatMap((c) => c.questions.map((q) => ({ ...q, half: c.half })))
  .filter((q) => !STUDY || q.half === 'tune');
const changedArticles = changedSets.flatMap((c) => c.articles);
/** A stage's clock: half an hour after its last article (stages 1 to n together). */
const stageNow = (stage: number) =>
  new Date(
    Math.max(...changedArticles.filter((a) => a.stage <= stage).map((a) => Date.parse(a.publishedAt))) + 1_800_000,
  );

const stageOf = (o: Outcome) => (o.q as BenchQuestion & { stage?: number }).stage;

const joinAsked = (parts: Asked[]): Asked => ({
  gateway: parts.flatMap((p) => p.gateway),
  direct: {
    after: parts.flatMap((p) => p.direct.after),
    before: parts.every((p) => p.direct.before) ? parts.flatMap((p) => p.direct.before!) : null,
  },
});

console.log(machineLine());
stack('install');
stack('up', 'postgres', 'kafka');
await benchMain(async () => {
  const vars = stackVars();
  const env = { DATABASE_URL: vars.DATABASE_URL!, KAFKA_BROKERS: vars.KAFKA_BROKERS! };
  const kafka = createKafka(loadConfig({ ...env, LOG_LEVEL: 'warn' }), log, 'bench-ask');
  const baseline = BASELINE ? await baselineModules(BASELINE) : null;
  if (baseline) console.log(`baseline: ${BASELINE} = ${baseline.sha} (Ask's modules from git archive)`);
  const now = new Date();
  const storyNow = new Date(storylines.now);
  const asked = new Map<string, Asked>();
  const reported = new Map<string, { s: Scores; ms: number[] }>();

  if (WORLDS.has('demo')) {
    const demoUrl = await freshDatabase(vars.DATABASE_URL!, 'sitrep_ask_demo');
    const items = sampleCorpus(now).map((article) => ({ article, ingestedAt: now.getTime() }));
    await buildWorld(demoUrl, kafka, items, now, 'rolling_24h');
    asked.set('demo', await askAll(demoUrl, env, now, demoQuestions, baseline?.modules ?? null, items));
    reported.set('demo', report('demo world', asked.get('demo')!.gateway));
  }
  if (WORLDS.has('stories')) {
    const storiesUrl = await freshDatabase(vars.DATABASE_URL!, 'sitrep_ask_stories');
    await buildWorld(storiesUrl, kafka, storyArticles(), storyNow, 'rolling_7d');
    asked.set(
      'stories',
      await askAll(storiesUrl, env, storyNow, storyQuestions, baseline?.modules ?? null, storyArticles()),
    );
    reported.set('stories', report('stories', asked.get('stories')!.gateway));
    if (WORLDS.has('large')) {
      const largeUrl = await largeWorld(vars.DATABASE_URL!, 'sitrep_ask_stories');
      const large = await askAll(largeUrl, env, storyNow, storyQuestions, null, storyArticles());
      reported.set('large', report(`stories + ${ARTICLES.toLocaleString('en')} generated articles`, large.gateway));
    }
  }
  if (WORLDS.has('changed')) {
    // Stage 1 fed and asked about; then stages 2 and 3 fed (a report after each) and asked about again.
    const url = await freshDatabase(vars.DATABASE_URL!, 'sitrep_ask_changed');
    const parts: Asked[] = [];
    for (const stage of [1, 2, 3]) {
      const items = storyArticles(changedArticles.filter((a) => a.stage === stage));
      await buildWorld(url, kafka, items, stageNow(stage), 'rolling_24h', { migrate: stage === 1 });
      const questions = changedQuestions.filter((q) => q.stage === stage);
      const fed = storyArticles(changedArticles.filter((a) => a.stage <= stage));
      if (questions.length)
        parts.push(await askAll(url, env, stageNow(stage), questions, baseline?.modules ?? null, fed));
    }
    asked.set('changed', joinAsked(parts));
    reported.set('changed', report('changed during the day (asked after each stage)', asked.get('changed')!.gateway));
  }
  if (WORLDS.has('blind'))
    for (const blind of BLINDS) {
      const dir = new URL(`${blind}/`, `file://${process.cwd()}/`);
      const world = json<Storylines>(new URL('storylines.json', dir).href);
      const questions = json<{ questions: BenchQuestion[] }>(new URL('questions.json', dir).href).questions.filter(
        (q) => !STUDY || q.half === 'tune',
      );
      // One database per world, kept after the run (scripts/bench/ask-debug.ts reads a question against it).
      const name = `sitrep_ask_blind_${blind.replace(/\/+$/, '').split('/').pop()!.replace(/\W+/g, '_')}`;
      const url = await freshDatabase(vars.DATABASE_URL!, name);
      const items = storyArticles(world.articles);
      await buildWorld(url, kafka, items, new Date(world.now), 'rolling_7d');
      asked.set(
        `blind:${blind}`,
        await askAll(url, env, new Date(world.now), questions, baseline?.modules ?? null, items),
      );
      reported.set(`blind:${blind}`, report(`blind (${blind})`, asked.get(`blind:${blind}`)!.gateway));
    }

  console.log(`\n${machineLine()}`);
  const own = [reported.get('demo')?.s, reported.get('stories')?.s].filter((s): s is Scores => s !== undefined);
  const sum = (k: keyof Scores) => own.reduce((a, s) => a + s[k], 0);
  if (own.length)
    console.log(
      `overall (demo + stories): answers right ${pct(sum('right'), sum('answerable'))}, citations right ${pct(sum('cited'), sum('answerable'))}, ` +
        `grounded ${pct(sum('grounded'), sum('answered'))}, no answer when unanswerable ${pct(sum('saidSo'), sum('unanswerable'))}`,
    );
  const demo = reported.get('demo');
  if (demo) {
    const p95 = percentile(demo.ms, 95);
    console.log(`target: p95 ≤ 500 ms on the demo world → ${p95 <= 500 ? 'met' : 'NOT met'} (${p95.toFixed(0)} ms)`);
  }
  const large = reported.get('large');
  if (large) {
    const p95 = percentile(large.ms, 95);
    console.log(
      `target: p95 ≤ 1500 ms over ${ARTICLES.toLocaleString('en')} generated articles → ${p95 <= 1500 ? 'met' : 'NOT met'} (${p95.toFixed(0)} ms)`,
    );
  }
  if (baseline) beforeAfter(asked, baseline.sha);
  return 0;
});

/** Before (the baseline's answerer) vs after (this tree's), both called directly, per question set. */
function beforeAfter(asked: Map<string, Asked>, sha: string): void {
  const sets: (readonly [string, string, (o: Outcome) => boolean])[] = [
    ['own: demo world', 'demo', () => true],
    ['own: stories', 'stories', () => true],
    ...(['tune', 'held-out'] as const).flatMap((half) => [
      [`changed: ${half}`, 'changed', (o: Outcome) => o.half === half] as const,
      ...[1, 2, 3]
        .filter((st) => changedQuestions.some((q) => q.half === half && q.stage === st))
        .map(
          (st) =>
            [
              `changed: ${half}, after stage ${st}`,
              'changed',
              (o: Outcome) => o.half === half && stageOf(o) === st,
            ] as const,
        ),
    ]),
    ...BLINDS.map((b) => [`blind: ${b}`, `blind:${b}`, () => true] as const),
  ];
  const rows: (string | number)[][] = [
    [
      'set',
      'right before',
      'right after',
      'cited before',
      'cited after',
      'grounded after',
      'no-answer after',
      'superseded before',
      'superseded after',
      'p95 before',
      'p95 after',
    ],
  ];
  for (const [name, world, keep] of sets) {
    const a = asked.get(world);
    if (!a?.direct.before) continue;
    const after = a.direct.after.filter(keep);
    const before = a.direct.before.filter(keep);
    if (!after.length) continue;
    const [sa, sb] = [score(after), score(before)];
    rows.push([
      name,
      pct(sb.right, sb.answerable),
      pct(sa.right, sa.answerable),
      pct(sb.cited, sb.answerable),
      pct(sa.cited, sa.answerable),
      pct(sa.grounded, sa.answered),
      pct(sa.saidSo, sa.unanswerable),
      `${sb.stale}/${sb.answered}`,
      `${sa.stale}/${sa.answered}`,
      `${percentile(
        before.flatMap((o) => o.ms),
        95,
      ).toFixed(0)} ms`,
      `${percentile(
        after.flatMap((o) => o.ms),
        95,
      ).toFixed(0)} ms`,
    ]);
  }
  console.log(`\nbefore (${sha}) vs after (this tree), each answerer called directly × ${RUNS} runs`);
  console.log(table(rows));
  // `--failures-before`: the baseline's misses on tune questions (never the held-out ones).
  if (process.argv.includes('--failures-before'))
    for (const [world, a] of asked)
      if (!world.startsWith('blind'))
        for (const o of a.direct.before ?? []) if (o.half === 'tune') failure(`before ${world}`, o);
}

/** One question the answer missed, printed (tune only, or every one with --verbose). */
function failure(label: string, o: Outcome): void {
  const j = judge(o);
  const ok = o.q.answerable === false ? j.saidSo : j.right && j.cited;
  if (ok && j.grounded !== false && !j.partsMissing?.length && !o.stale?.length) return;
  if (o.half === 'held-out' && !VERBOSE) return;
  const cite = o.res.basis[0]?.citations.map((c) => c.url.replace(/^https:\/\/[^/]+/, '')).join(' ') ?? '';
  console.log(
    `  ✗ [${label} ${o.half}${stageOf(o) ? ` stage ${stageOf(o)}` : ''}] ${o.q.question}\n      → ${o.res.answer.slice(0, 300)}\n      cites ${cite}${j.grounded === false ? ' · NOT GROUNDED' : ''}${j.partsMissing?.length ? ` · NOT IN ITS OWN CITATIONS: ${j.partsMissing.join('; ')}` : ''}${o.stale?.length ? ` · SUPERSEDED STATED AS CURRENT: ${o.stale.map((f) => `${f.kind} "${f.old}" now "${f.now}"`).join('; ')}` : ''}`,
  );
}

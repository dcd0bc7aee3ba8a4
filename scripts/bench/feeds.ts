// Feed polling at scale: `--feeds` sources (1,000) on `--hosts` publishers (250, a loopback address
// each, served by scripts/bench/feed-server.ts) polled by `npm run feeds` as a real process with its
// production settings (a 1 s gap between requests to a host, one at a time). Three cycles, each every
// source made due at once: the first poll (three items a feed, their text in the feed), then a cycle
// where `--share` of the feeds (10%) carry `--items` new items (2) whose pages must be fetched and
// extracted while the rest answer 304, then a cycle of 304s only. Prints each cycle's wall time and the
// poller's CPU, full-text fetches per second, the CPU a 304 costs, and the poller's RSS; checks that
// every item reached the articles topic exactly once.
// Usage (holds the bench stack): flock /tmp/sitrep-bench.lock npm run bench:feeds [-- --feeds 1000 --hosts 250]
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Kafka, logLevel } from 'kafkajs';
import { connectDatabase } from '../../services/db/client.ts';
import { migrateDatabase } from '../../services/db/migrate.ts';
import { SOURCES_CHANNEL } from '../../services/feeds/registry.ts';
import {
  arg,
  benchMain,
  cpuMs,
  createTopics,
  peakRssMb,
  pidOf,
  postgresCpuMs,
  ROOT,
  stack,
  stackVars,
  startNode,
} from './harness.ts';
import { machineLine, table } from './machine.ts';

const FEEDS = arg('--feeds', 1000);
const HOSTS = arg('--hosts', 250);
const SHARE = arg('--share', 0.1);
const NEW_ITEMS = arg('--items', 2);

interface Seen {
  feeds200: number;
  feeds304: number;
  pages: number;
  firstPage: number;
  lastPage: number;
}

const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

console.log(machineLine());
await benchMain(async () => {
  stack('install');
  stack('up', 'postgres', 'kafka');
  const vars = stackVars();
  await migrateDatabase(vars.DATABASE_URL!);
  const db = connectDatabase(vars.DATABASE_URL!, { max: 2 });
  await db.pool.query('TRUNCATE sources, source_items, source_hosts CASCADE');
  await db.pool.query('DELETE FROM web_pages');

  const id = randomBytes(4).toString('hex');
  const topics = { articles: `bench.feeds.articles.${id}`, dlq: `bench.feeds.dlq.${id}` };
  const kafka = new Kafka({
    clientId: 'bench-feeds',
    brokers: vars.KAFKA_BROKERS!.split(','),
    logLevel: logLevel.NOTHING,
  });
  const admin = kafka.admin();
  await admin.connect();
  await createTopics(
    admin,
    Object.values(topics).map((topic) => ({ topic, partitions: 1 })),
  );

  // The publishers.
  const port = Number(vars.DEMO_FEEDS_PORT);
  const server = fork(
    `${ROOT}scripts/bench/feed-server.ts`,
    ['--feeds', `${FEEDS}`, '--hosts', `${HOSTS}`, '--port', `${port}`],
    {
      execArgv: ['--import', 'tsx'],
    },
  );
  process.once('exit', () => server.kill());
  const ask = <T>(message: object, key: string) =>
    new Promise<T>((resolve) => {
      const on = (m: Record<string, unknown>) => {
        if (!(key in m)) return;
        server.off('message', on);
        resolve(m[key] as T);
      };
      server.on('message', on);
      if (Object.keys(message).length) server.send(message);
    });
  const hosts = await ask<string[]>({}, 'hosts');
  await db.pool.query(
    `INSERT INTO sources (id, url, host, poll_interval_seconds, next_poll_at)
     SELECT 'src_' || lpad(to_hex(i), 24, '0'), 'http://' || ($2::text[])[1 + i % $3] || ':' || $4 || '/feeds/' || i,
       ($2::text[])[1 + i % $3], 900, now() + interval '1 day'
     FROM generate_series(0, $1 - 1) AS i`,
    [FEEDS, hosts, HOSTS, port],
  );

  const poller = startNode(['services/feeds/main.ts'], {
    DATABASE_URL: vars.DATABASE_URL!,
    KAFKA_BROKERS: vars.KAFKA_BROKERS!,
    ARTICLES_TOPIC: topics.articles,
    ARTICLES_DLQ_TOPIC: topics.dlq,
    WEB_FETCH_ALLOW_HOSTS: hosts.join(','),
    LOG_LEVEL: 'warn',
  });
  for (let i = 0; ; i++) {
    const { rows } = await db.pool.query(
      "SELECT 1 FROM pg_stat_activity WHERE application_name = 'sitrep-feeds-locks'",
    );
    if (rows.length) break;
    if (poller.exitCode !== null || i === 300) throw new Error('the poller did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const startRss = rssMb(poller.pid!);
  const cpuOf = () => ({
    poller: cpuMs(poller.pid!).own,
    postgres: postgresCpuMs(pidOf('postgres')),
    kafka: cpuMs(pidOf('kafka')).own,
  });

  /** Makes every source due at once and waits until each was polled and its items sent. */
  async function cycle() {
    const { rows } = await db.pool.query<{ now: Date }>('SELECT now()');
    const start = rows[0]!.now;
    const cpu0 = cpuOf();
    const t0 = performance.now();
    await db.pool.query('UPDATE sources SET next_poll_at = $1', [start]);
    await db.pool.query('SELECT pg_notify($1, $2)', [SOURCES_CHANNEL, '']);
    for (;;) {
      const { rows: r } = await db.pool.query<{ left: number; pending: number }>(
        `SELECT (SELECT count(*)::int FROM sources WHERE last_poll_at IS NULL OR last_poll_at < $1) AS left,
           (SELECT count(*)::int FROM source_items WHERE status = 'pending') AS pending`,
        [start],
      );
      if (r[0]!.left === 0 && r[0]!.pending === 0) break;
      if (poller.exitCode !== null) throw new Error('the poller exited');
      if (performance.now() - t0 > 600_000) {
        const { rows: outcomes } = await db.pool.query(
          'SELECT last_outcome, last_error, count(*)::int AS n FROM sources GROUP BY 1, 2',
        );
        throw new Error(`a cycle took more than 10 minutes: ${JSON.stringify(r[0])} ${JSON.stringify(outcomes)}`);
      }
      await new Promise((res) => setTimeout(res, 100));
    }
    const wall = (performance.now() - t0) / 1000;
    const cpu1 = cpuOf();
    const seen = await ask<Seen>({ report: true }, 'seen');
    const { rows: failed } = await db.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM sources WHERE last_outcome = 'failed'",
    );
    return {
      wall,
      rss: rssMb(poller.pid!),
      cpu: {
        poller: (cpu1.poller - cpu0.poller) / 1000,
        postgres: (cpu1.postgres - cpu0.postgres) / 1000,
        kafka: (cpu1.kafka - cpu0.kafka) / 1000,
      },
      seen,
      failed: failed[0]!.n,
    };
  }

  const first = await cycle();
  const published = await ask<number>({ publish: { share: SHARE, items: NEW_ITEMS } }, 'published');
  const mixed = await cycle();
  const quiet = await cycle();

  const ends = await admin.fetchTopicOffsets(topics.articles);
  const sent = ends.reduce((s, p) => s + Number(p.high), 0);
  const { rows: taken } = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM source_items');
  await admin.disconnect();
  const pid = poller.pid!;
  const peak = peakRssMb(pid);
  const now = rssMb(pid);

  const row = (name: string, c: Awaited<ReturnType<typeof cycle>>) => [
    name,
    +c.wall.toFixed(1),
    +c.cpu.poller.toFixed(2),
    `${((c.cpu.poller / c.wall) * 100).toFixed(1)}%`,
    c.seen.feeds200,
    c.seen.feeds304,
    c.seen.pages,
    c.failed,
    c.rss,
    +c.cpu.postgres.toFixed(2),
    +c.cpu.kafka.toFixed(2),
  ];
  console.log(`\n${FEEDS} sources on ${HOSTS} hosts (a loopback address each), production settings (1 s gap per host)`);
  console.log(
    table([
      [
        'cycle',
        'wall s',
        'poller cpu s',
        'of a core',
        '200',
        '304',
        'pages',
        'failed',
        'poller rss MB',
        'postgres cpu s',
        'kafka cpu s',
      ],
      row('first poll (text in the feeds)', first),
      row(`${Math.round(SHARE * 100)}% with ${NEW_ITEMS} new items, pages fetched`, mixed),
      row('all 304', quiet),
    ]),
  );
  const pageSpan = (mixed.seen.lastPage - mixed.seen.firstPage) / 1000;
  const per304Ms = (quiet.cpu.poller * 1000) / Math.max(1, quiet.seen.feeds304);
  console.log(
    `\nfull-text fetches: ${mixed.seen.pages} pages in the mixed cycle, ${(mixed.seen.pages / mixed.wall).toFixed(1)}/s over the cycle, ${(
      mixed.seen.pages / Math.max(pageSpan, 0.001)
    ).toFixed(1)}/s from the first page to the last`,
  );
  console.log(
    `304s: ${per304Ms.toFixed(2)} ms of poller CPU each; ${quiet.seen.feeds304} of them took ${(
      (quiet.cpu.poller / quiet.wall) *
      100
    ).toFixed(
      1,
    )}% of one core over their ${quiet.wall.toFixed(1)} s cycle, ${((FEEDS * per304Ms) / 9_000).toFixed(2)}% at the default 15-minute interval`,
  );
  console.log(`poller RSS: ${startRss} MB when it started, ${now} MB at the end, ${peak} MB peak`);
  const want = FEEDS * 3 + published;
  console.log(
    `items: ${taken[0]!.n} taken, ${sent} on the articles topic, ${want} published: ${sent === want && taken[0]!.n === want ? 'each exactly once' : 'MISMATCH'}`,
  );
  console.log(`mixed_cycle_seconds=${mixed.wall.toFixed(1)}`);
  await db.close();
  return sent === want ? 0 : 1;
});

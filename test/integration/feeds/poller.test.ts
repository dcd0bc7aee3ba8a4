// Feed sources end to end: added through the admin API, polled by real pollers (in this process, or as
// `npm run feeds` processes that get killed), their items on real Kafka topics and, through the dedup
// worker, canonical events in real Postgres. A local HTTP server stands in for the publishers on the
// public internet; an injected resolver maps the test's host names to it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Kafka } from 'kafkajs';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { SourceView } from '../../../schemas/api/sources.ts';
import { ArticleV1, DeadLetterV1 } from '../../../schemas/messages/article.ts';
import { loadConfig } from '../../../services/config.ts';
import { DedupWorker } from '../../../services/dedup/worker.ts';
import type { PollOutcome } from '../../../services/feeds/poll.ts';
import { startFeedService } from '../../../services/feeds/service.ts';
import { fakeResolver } from '../../helpers/web-fixtures.ts';
import { ADMIN_TOKEN, startTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { fixtureItems, readTopic, startFeedServer, type FeedServer } from '../../helpers/feed-fixtures.ts';
import { testKafka } from '../../helpers/kafka.ts';
import { until } from '../../helpers/processes.ts';
import { ROOT } from '../../helpers/services.ts';

const HOSTS = ['news.feeds.test', 'alpha.feeds.test', 'beta.feeds.test', 'gamma.feeds.test', 'limited.feeds.test'];
const resolver = fakeResolver(Object.fromEntries(HOSTS.map((h) => [h, ['127.0.0.1']])));
const GAP_MS = 150;
const log = pino({ level: 'silent' });

let kafka: Kafka;
let server: FeedServer;
let gw: TestGateway;
/** The gateway of the running test, closed after it (none when its set-up failed first). */
let open: TestGateway | null = null;
let topics: { articles: string; dlq: string; events: string };
const stops: (() => Promise<void>)[] = [];
const children: ChildProcess[] = [];

async function createTopics() {
  const id = randomBytes(5).toString('hex');
  const t = { articles: `test.articles.${id}`, dlq: `test.dlq.${id}`, events: `test.events.${id}` };
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({
    waitForLeaders: false,
    topics: Object.values(t).map((topic) => ({ topic, numPartitions: 1, replicationFactor: 1 })),
  });
  // kafkajs' own wait can give up on a busy broker before it knows the new topics: wait here instead.
  await until('the topics’ leaders', () =>
    admin
      .fetchTopicMetadata({ topics: Object.values(t) })
      .then((md) =>
        md.topics.every((x) => x.partitions.length && x.partitions.every((p) => p.leader >= 0)) ? true : null,
      ),
  );
  await admin.disconnect();
  return t;
}

/** What the gateway and every poller of a test share: its topics, the fixture hosts allowed. */
const shared = () => ({
  KAFKA_BROKERS: inject('services').kafkaBrokers.join(','),
  ARTICLES_TOPIC: topics.articles,
  ARTICLES_DLQ_TOPIC: topics.dlq,
  WEB_FETCH_ALLOW_HOSTS: [...HOSTS, '127.0.0.1'].join(','),
});

/** A poller's settings: the test's database, topics and hosts, a short gap between requests to a host. */
function env(extra: Record<string, string> = {}): Record<string, string> {
  return { ...shared(), DATABASE_URL: gw.db.url, FEED_HOST_GAP_MS: String(GAP_MS), LOG_LEVEL: 'silent', ...extra };
}

async function startPoller(extra: Record<string, string> = {}, onPolled?: (id: string, o: PollOutcome) => void) {
  const service = await startFeedService({
    config: loadConfig(env(extra)),
    database: gw.db,
    kafka,
    log,
    resolver,
    ...(onPolled && { onPolled }),
  });
  stops.push(() => service.stop());
  return service;
}

/** `npm run feeds` as a real process (or a test fixture built the same way), on the test's settings. */
function spawnPoller(entry = 'services/feeds/main.ts'): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env() },
  });
  children.push(child);
  return child;
}

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  gw.app.inject({ method, url, headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, ...(payload && { payload }) });

async function addSource(body: object): Promise<SourceView> {
  const res = await admin('POST', '/admin/v1/sources', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ source: SourceView }>().source;
}

const source = async (id: string) =>
  (await admin('GET', `/admin/v1/sources/${id}`)).json<{ source: SourceView }>().source;

async function sentCount(sourceId: string): Promise<number> {
  const { rows } = await gw.db.pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM source_items WHERE source_id = $1 AND status = 'sent'",
    [sourceId],
  );
  return rows[0]!.n;
}

beforeAll(async () => {
  kafka = testKafka('sitrep-feeds-test');
  server = await startFeedServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  topics = await createTopics();
  gw = open = await startTestGateway(shared(), { resolver });
});
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
  }
  for (const stop of stops.splice(0).reverse()) await stop();
  await open?.close();
  open = null;
  const a = kafka.admin();
  await a.connect();
  await a.deleteTopics({ topics: Object.values(topics) }).catch(() => undefined);
  await a.disconnect();
});

describe('a source added through the admin API', () => {
  it('is polled, its items become events with their pages’ full text, and its health says so', async () => {
    const items = fixtureItems('world', 3);
    items[0]!.pubDate = 'Mon, 04 May 2026 08:00:00 GMT';
    items[2]!.content = '<p>The feed itself carries this story whole, so its page is never fetched.</p>';
    server.setFeed('world', items);
    const created = await addSource({
      url: `${server.origin('news.feeds.test')}/feeds/world`,
      name: 'World Desk',
      tags: ['world'],
      agentHints: ['017'],
    });
    expect(created).toMatchObject({ state: 'active', agentHints: ['sentinel'], health: { lastPollAt: null } });

    const dedup = new DedupWorker({
      kafka,
      pool: gw.db.pool,
      topics: { articles: topics.articles, dlq: topics.dlq, eventChanges: topics.events },
      group: `dedup-${randomBytes(4).toString('hex')}`,
      log,
    });
    await dedup.start();
    stops.push(() => dedup.stop());
    await startPoller();

    const rows = await until('three events from the feed', async () => {
      const { rows } = await gw.db.pool.query<{ url: string; publication: string; body: string; published_at: Date }>(
        'SELECT url, publication, body, published_at FROM event_sources ORDER BY url',
      );
      return rows.length === 3 ? rows : null;
    });
    expect(rows.map((r) => r.publication)).toEqual(['World Desk', 'World Desk', 'World Desk']);
    expect(rows[0]!.body).toContain('The full text of world story 0 says a crane failed');
    expect(rows[1]!.body).toContain('A second paragraph of world story 1 adds');
    expect(rows[2]!.body).toContain('The feed itself carries this story whole');
    // The feed's date where it has one, else the page's.
    expect(rows[0]!.published_at.toISOString()).toBe('2026-05-04T08:00:00.000Z');
    expect(rows[1]!.published_at.toISOString()).toBe('2026-05-04T09:15:00.000Z');
    expect(server.requests.filter((r) => r.path === '/pages/world-2')).toHaveLength(0);

    const health = (await source(created.id)).health;
    expect(health).toMatchObject({
      lastOutcome: 'new_items',
      lastStatus: 200,
      lastError: null,
      consecutiveFailures: 0,
      failingForADay: false,
      itemsLast24h: 3,
      fullText: { fetched: 2, fellBack: 0, successRate: 1 },
      pendingItems: 0,
    });
    expect(health.lastLatencyMs).toBeGreaterThanOrEqual(0);

    // Asked again: a conditional GET, answered 304, sends nothing.
    expect((await admin('POST', `/admin/v1/sources/${created.id}/poll`)).statusCode).toBe(202);
    await until('a 304', async () => ((await source(created.id)).health.lastOutcome === 'not_modified' ? true : null));
    expect(server.requests.filter((r) => r.path === '/feeds/world').at(-1)).toMatchObject({
      status: 304,
      ifNoneMatch: expect.stringMatching(/^"/),
    });
    expect(await readTopic(kafka, topics.articles)).toHaveLength(3);
  });
});

describe('restarts and a second poller', () => {
  it('a poller killed in the middle of a poll, then started again, sends every item once', async () => {
    server.setFeed('restart', fixtureItems('restart', 10));
    server.pageDelayMs = 250;
    const s = await addSource({ url: `${server.origin()}/feeds/restart` });
    const first = spawnPoller();
    await until('the poller halfway through the pages', () =>
      Promise.resolve(server.requests.filter((r) => r.path.startsWith('/pages/restart-')).length >= 4 ? true : null),
    );
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    expect(await sentCount(s.id)).toBe(0);

    spawnPoller();
    await until('every item sent', async () => ((await sentCount(s.id)) === 10 ? true : null), 90_000);
    server.pageDelayMs = 0;
    const messages = await readTopic(kafka, topics.articles);
    expect(messages).toHaveLength(10);
    const urls = messages.map((m) => ArticleV1.parse(JSON.parse(m.value)).url);
    expect(new Set(urls).size).toBe(10);
  }, 150_000);

  it('a poller killed after Kafka took its items but before it recorded them: the next one sends none twice', async () => {
    server.setFeed('window', fixtureItems('window', 6));
    const s = await addSource({ url: `${server.origin()}/feeds/window` });
    // Dies (SIGKILL, by its own hand) right after Kafka acknowledged its first batch.
    const doomed = spawnPoller('test/fixtures/feed-poller-crash.ts');
    await new Promise((r) => doomed.once('exit', r));
    expect(doomed.signalCode).toBe('SIGKILL');
    expect(await readTopic(kafka, topics.articles)).toHaveLength(6);
    expect(await sentCount(s.id)).toBe(0);

    spawnPoller();
    await until('the items recorded as sent', async () => ((await sentCount(s.id)) === 6 ? true : null), 90_000);
    const messages = await readTopic(kafka, topics.articles);
    expect(messages).toHaveLength(6);
    expect(new Set(messages.map((m) => m.item)).size).toBe(6);
  }, 150_000);

  it('two pollers side by side take every item once, and each host gets one request at a time with the gap', async () => {
    const ids: string[] = [];
    for (const host of ['alpha.feeds.test', 'beta.feeds.test', 'gamma.feeds.test'])
      for (let f = 0; f < 3; f++) {
        const name = `${host.split('.')[0]}-${f}`;
        server.setFeed(
          name,
          fixtureItems(name, 4).map((i) => ({ ...i, link: `${server.origin(host)}/pages/${i.slug}` })),
        );
        ids.push((await addSource({ url: `${server.origin(host)}/feeds/${name}` })).id);
      }
    const before = server.requests.length;
    const polledBy = new Map<string, number>();
    await Promise.all([
      startPoller({}, (id) => polledBy.set(id, (polledBy.get(id) ?? 0) + 1)),
      startPoller({}, (id) => polledBy.set(id, (polledBy.get(id) ?? 0) + 1)),
    ]);
    await until(
      'all 36 items sent',
      async () => ((await Promise.all(ids.map(sentCount))).every((n) => n === 4) ? true : null),
      90_000,
    );
    const messages = await readTopic(kafka, topics.articles);
    expect(messages).toHaveLength(36);
    expect(new Set(messages.map((m) => m.item)).size).toBe(36);
    expect([...polledBy.values()]).toEqual(ids.map(() => 1));

    const ours = server.requests.slice(before);
    expect(server.mostInFlightPerHost()).toBe(1);
    for (const host of ['alpha.feeds.test', 'beta.feeds.test', 'gamma.feeds.test']) {
      const starts = ours.filter((r) => r.host === host).map((r) => r.startedAt);
      expect(starts).toHaveLength(3 + 12);
      for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(GAP_MS - 5);
    }
  }, 150_000);
});

describe('nothing dropped silently', () => {
  it('a broken feed is an error on its source’s health; an invalid item goes to the dead-letter topic with its reason', async () => {
    const bad: Record<string, RegExp> = {
      malformed: /not well-formed XML/,
      bomb: /larger than the 1048576-byte limit/,
      huge: /larger than the 1048576-byte limit/,
      private: /redirect to http:\/\/169\.254\.169\.254\/latest\/meta-data\/ refused/,
      html: /unsupported content type text\/html/,
    };
    const ids = new Map<string, string>();
    for (const name of Object.keys(bad))
      ids.set(name, (await addSource({ url: `${server.origin('news.feeds.test')}/bad/${name}` })).id);
    const limited = await addSource({ url: `${server.origin('limited.feeds.test')}/bad/limited` });

    const mixed = fixtureItems('mixed', 3);
    mixed[1] = { ...mixed[1]!, link: 'javascript:alert(1)' };
    delete mixed[2]!.page; // its page answers 500: the article falls back to the summary
    server.setFeed('mixed', mixed);
    const good = await addSource({ url: `${server.origin('alpha.feeds.test')}/feeds/mixed` });

    await startPoller({ WEB_FETCH_MAX_BYTES: String(1 << 20) });
    const all = [...ids.values(), limited.id, good.id];
    await until(
      'every source polled',
      async () => ((await Promise.all(all.map(source))).every((s) => s.health.lastPollAt) ? true : null),
      60_000,
    );

    for (const [name, reason] of Object.entries(bad)) {
      const h = (await source(ids.get(name)!)).health;
      expect(h, name).toMatchObject({ lastOutcome: 'failed', consecutiveFailures: 1, itemsLast24h: 0 });
      expect(h.lastError, name).toMatch(reason);
      expect(h.failingSince, name).not.toBeNull();
    }
    const l = await source(limited.id);
    expect(l.health).toMatchObject({ lastOutcome: 'failed', lastStatus: 429, lastError: 'upstream answered 429' });
    // Retry-After: 120 holds back the source and its whole host.
    expect(Date.parse(l.nextPollAt) - Date.parse(l.health.lastPollAt!)).toBeGreaterThanOrEqual(120_000);
    const { rows } = await gw.db.pool.query<{ next_request_at: Date }>(
      "SELECT next_request_at FROM source_hosts WHERE host = 'limited.feeds.test'",
    );
    expect(rows[0]!.next_request_at.getTime() - Date.parse(l.health.lastPollAt!)).toBeGreaterThanOrEqual(119_000);

    const g = (await source(good.id)).health;
    expect(g).toMatchObject({
      lastOutcome: 'new_items',
      itemsLast24h: 3,
      fullText: { fetched: 1, fellBack: 1, lastError: expect.stringMatching(/mixed-2: upstream answered 500$/) },
    });
    const articles = (await readTopic(kafka, topics.articles)).map((m) => ArticleV1.parse(JSON.parse(m.value)));
    expect(articles.map((a) => a.title).sort()).toEqual([mixed[0]!.title, mixed[2]!.title]);
    expect(articles.find((a) => a.title === mixed[2]!.title)!.body).toBe('Summary of mixed 2.');
    const dead = (await readTopic(kafka, topics.dlq)).map((m) => DeadLetterV1.parse(JSON.parse(m.value)));
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({
      reason: 'invalid article',
      issues: [{ path: 'url' }],
      topic: topics.articles,
      partition: -1,
      source: { id: good.id, url: good.url },
    });
    expect(dead[0]!.value).toContain('javascript:alert(1)');

    // The poller is still at work: the malformed source, asked again, fails a second time.
    await admin('POST', `/admin/v1/sources/${ids.get('malformed')!}/poll`);
    await until('a second failure', async () =>
      (await source(ids.get('malformed')!)).health.consecutiveFailures === 2 ? true : null,
    );
  });
});

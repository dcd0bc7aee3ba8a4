import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { EventSource } from 'eventsource';
import type { Kafka } from 'kafkajs';
import type pg from 'pg';
import type { EventChangeV1 } from '../../schemas/messages/article.ts';
import { writeEvent } from '../../services/ops/projection-writer.ts';
import { ROOT } from './services.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export async function eventually<T>(
  fn: () => Promise<T | null | undefined> | T | null | undefined,
  ms = 30_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== null && v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A Sitrep process (a real `node --import tsx` child): the gateway, or the push worker. */
export interface AppProcess {
  child: ChildProcess;
  /** SIGTERM (a clean stop) or SIGKILL (a crash); resolves once it exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  output(): string;
}

export function startProcess(entry: string, env: Record<string, string>): AppProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20_000)));
  child.stderr.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20_000)));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    child,
    output: () => out,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** The gateway as a real process on `port`, ready. */
export async function startGatewayProcess(env: Record<string, string>, port: number): Promise<AppProcess> {
  const p = startProcess('services/gateway/main.ts', { ...env, GATEWAY_PORT: String(port) });
  try {
    await eventually(async () => {
      if (p.child.exitCode !== null) throw new Error(`gateway exited:\n${p.output()}`);
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      return ok || null;
    }, 60_000);
  } catch (err) {
    await p.stop('SIGKILL');
    throw err;
  }
  return p;
}

export interface Received {
  id: string;
  type: string;
  data: string;
}

/** A real EventSource client (the `eventsource` package) with an API key; collects every message. */
export function sseClient(url: string, apiKey: string, opts: { lastEventId?: string } = {}) {
  const received: Received[] = [];
  const errors: string[] = [];
  let opened = 0;
  const es = new EventSource(url, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...init.headers,
          'x-api-key': apiKey,
          ...(opts.lastEventId && !init.headers['Last-Event-ID'] && { 'Last-Event-ID': opts.lastEventId }),
        },
      }),
  });
  const on = (type: string) =>
    es.addEventListener(type, (e) => received.push({ id: e.lastEventId, type, data: e.data as string }));
  for (const t of ['event.founded', 'event.updated', 'report.published']) on(t);
  es.addEventListener('error', (e) => {
    if ('data' in e && typeof e.data === 'string') errors.push(e.data);
  });
  es.addEventListener('open', () => opened++);
  return { es, received, errors, opens: () => opened, close: () => es.close() };
}

/**
 * `n` events for an agent in the projection and their `founded` changes, as the dedup worker
 * publishes them to the event-changes topic (the push worker reads the event's title from the projection).
 */
export async function foundEvents(pool: pg.Pool, agentId: string, n: number, tag = ''): Promise<EventChangeV1[]> {
  const at = new Date();
  const changes: EventChangeV1[] = [];
  for (let i = 0; i < n; i++) {
    const url = `https://news.example/push/${tag}${randomBytes(6).toString('hex')}/${i}`;
    const eventId = await writeEvent(pool, {
      title: `Push event ${tag}${i}`,
      summary: `Summary ${i}`,
      eventType: 'conflict',
      occurredAt: at,
      firstSeenAt: at,
      lastUpdatedAt: at,
      sources: [{ url, publication: 'Daily A', title: `Source ${i}`, publishedAt: at, ingestedAt: at }],
      primaryAgentId: agentId,
    });
    changes.push({
      version: 1,
      changeId: `chg_${randomBytes(12).toString('hex')}`,
      kind: 'founded',
      eventId,
      canonicalUrl: url,
      eventType: 'conflict',
      sourceCount: 1,
      publicationCount: 1,
      primaryAgentId: agentId,
      secondaryAgentIds: [],
      at: at.toISOString(),
    });
  }
  return changes;
}

export async function publish(kafka: Kafka, topic: string, changes: EventChangeV1[]): Promise<void> {
  const producer = kafka.producer();
  await producer.connect();
  await producer.send({ topic, messages: changes.map((c) => ({ key: c.eventId, value: JSON.stringify(c) })) });
  await producer.disconnect();
}

// Signal reports: event changes → signaller (real Kafka) → per-agent monitor (real Temporal) → report (real Postgres).
import { randomBytes } from 'node:crypto';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import type { Worker } from '@temporalio/worker';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventChangeV1 } from '../../../schemas/messages/article.ts';
import { DEMO_AGENTS } from '../../../services/ops/agents.ts';
import { upsertAgents, writeEvent } from '../../../services/ops/projection-writer.ts';
import { Signaller, monitorIdFor, signalIdFor } from '../../../services/reports/signaller.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/postgres.ts';
import { createTestTopic, type TestTopic } from '../../helpers/kafka.ts';
import { connectTemporal, createReportWorker, testTaskQueue } from '../../helpers/temporal.ts';

let env: TestWorkflowEnvironment;
let db: TestDatabase;
let agents: Map<string, string>;
let worker: Worker;
let running: Promise<void>;
const taskQueue = testTaskQueue('signals');
const monitor = { debounceMs: 1_500, maxWaitMs: 10_000, minWeight: 1 };

beforeAll(async () => {
  env = await connectTemporal();
  db = await createTestDatabase();
  agents = await upsertAgents(db.pool, DEMO_AGENTS);
  const at = new Date(Date.now() - 5 * 60_000);
  await writeEvent(db.pool, {
    title: 'Earthquake strikes Luzon',
    summary: 'A strong quake hit northern Luzon.',
    eventType: 'disaster',
    occurredAt: at,
    firstSeenAt: at,
    lastUpdatedAt: at,
    sources: [{ url: 'https://a.test.invalid/q', publication: 'A', title: 'Quake', publishedAt: at, ingestedAt: at }],
    primaryAgentId: agents.get('tectonic')!,
    secondaryAgentIds: [agents.get('pulse')!],
  });
  ({ worker } = await createReportWorker(env, db.pool, taskQueue));
  running = worker.run();
}, 60_000);

afterAll(async () => {
  for (const slug of ['tectonic', 'pulse'])
    await env.client.workflow
      .getHandle(monitorIdFor(agents.get(slug)!))
      .terminate('test over')
      .catch(() => undefined);
  worker?.shutdown();
  await running;
  await db?.drop();
  await env?.teardown();
});

async function signalReports(agentId: string): Promise<{ inbound: string[]; trigger: string }[]> {
  const { rows } = await db.pool.query<{ body: { inboundSignalIds: string[]; triggerType: string } }>(
    "SELECT body FROM reports WHERE agent_id = $1 AND trigger_type = 'signal' ORDER BY generated_at",
    [agentId],
  );
  return rows.map((r) => ({ inbound: r.body.inboundSignalIds, trigger: r.body.triggerType }));
}

async function eventually<T>(fn: () => Promise<T | null>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== null) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('signal reports (real Temporal and Kafka)', () => {
  it('turns three event changes published within the debounce window into one report carrying all three signal ids', async () => {
    const topic: TestTopic = await createTestTopic({ prefix: 'changes' });
    const tectonic = agents.get('tectonic')!;
    const pulse = agents.get('pulse')!;
    const changes: EventChangeV1[] = [0, 1, 2].map((i) => ({
      version: 1,
      changeId: `chg_${randomBytes(12).toString('hex')}`,
      kind: i === 0 ? 'founded' : 'source_added',
      eventId: `evt_${'a'.repeat(24)}`,
      canonicalUrl: `https://x.test.invalid/${i}`,
      eventType: 'disaster',
      sourceCount: i + 1,
      publicationCount: i + 1,
      primaryAgentId: tectonic,
      secondaryAgentIds: [pulse],
      at: new Date().toISOString(),
    }));
    const producer = topic.kafka.producer();
    await producer.connect();
    await producer.send({
      topic: topic.topic,
      messages: changes.map((c) => ({ key: c.eventId, value: JSON.stringify(c) })),
    });
    await producer.disconnect();

    const signaller = new Signaller({
      kafka: topic.kafka,
      client: env.client,
      topic: topic.topic,
      group: topic.groupId,
      taskQueue,
      log: pino({ level: 'silent' }),
      monitor,
    });
    await signaller.start();
    try {
      const reports = await eventually(async () => {
        const r = await signalReports(tectonic);
        return r.length ? r : null;
      });
      expect(reports).toHaveLength(1);
      expect([...reports[0]!.inbound].sort()).toEqual(changes.map((c) => signalIdFor(c.changeId, tectonic)).sort());
      // The secondary agent's monitor got the same changes under its own signal ids.
      const pulseReports = await eventually(async () => {
        const r = await signalReports(pulse);
        return r.length ? r : null;
      });
      expect([...pulseReports[0]!.inbound].sort()).toEqual(changes.map((c) => signalIdFor(c.changeId, pulse)).sort());
      // No second report from the same burst, and a redelivered signal is ignored.
      await env.client.workflow.signalWithStart('agentMonitor', {
        workflowId: monitorIdFor(tectonic),
        taskQueue,
        args: [{ agentId: tectonic, ...monitor }],
        signal: 'eventChange',
        signalArgs: [
          {
            signalId: signalIdFor(changes[0]!.changeId, tectonic),
            eventId: changes[0]!.eventId,
            kind: 'founded',
            weight: 2,
          },
        ],
      });
      await new Promise((r) => setTimeout(r, monitor.debounceMs + 1_500));
      expect(await signalReports(tectonic)).toHaveLength(1);
    } finally {
      await signaller.stop();
      await topic.cleanup();
    }
  }, 90_000);
});

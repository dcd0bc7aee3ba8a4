// Manual trigger → report readable through the gateway (p50/p95), and 50 agents refreshed at once
// (time until every new report is readable, reports per minute). Real Temporal, Postgres, gateway.
// Usage: npm run bench:reports [-- --runs 30 --agents 50]
import { randomBytes } from 'node:crypto';
import { connectDatabase } from '../../services/db/client.ts';
import { migrateDatabase } from '../../services/db/migrate.ts';
import { AccountStore } from '../../services/gateway/billing/accounts.ts';
import { DEMO_AGENTS } from '../../services/ops/agents.ts';
import { upsertAgents, writeEvent } from '../../services/ops/projection-writer.ts';
import { arg, benchMain, GATEWAY_NODE_OPTIONS, stack, stackVars, startNode, waitFor } from './harness.ts';
import { machineLine, percentile, table } from './machine.ts';

const runs = arg('--runs', 30);
const agentCount = arg('--agents', 50);

console.log(machineLine());
stack('install');
stack('up', 'postgres', 'kafka', 'temporal');
await benchMain(async () => {
  const vars = stackVars();
  await migrateDatabase(vars.DATABASE_URL!);
  const db = connectDatabase(vars.DATABASE_URL!, { max: 4 });
  // 50 agents: the demo profiles under new names, each with a few events of its own.
  const seeds = Array.from({ length: agentCount }, (_, i) => {
    const base = DEMO_AGENTS[i % DEMO_AGENTS.length]!;
    return { ...base, externalId: String(900 + i), name: `Bench ${base.name} ${i}` };
  });
  const ids = await upsertAgents(db.pool, seeds);
  const now = Date.now();
  for (const [slug, agentId] of ids) {
    for (let k = 0; k < 4; k++) {
      const at = new Date(now - (k + 1) * 600_000);
      const title = `${slug} development ${k} ${randomBytes(3).toString('hex')}`;
      await writeEvent(db.pool, {
        title,
        summary: `${title}: reported by several outlets.`,
        eventType: 'conflict',
        occurredAt: at,
        firstSeenAt: at,
        lastUpdatedAt: at,
        sources: [0, 1].map((s) => ({
          url: `https://bench${s}.invalid/${encodeURIComponent(title)}`,
          publication: `Outlet ${s}`,
          title,
          publishedAt: at,
          ingestedAt: at,
        })),
        primaryAgentId: agentId,
      });
    }
  }
  const accounts = new AccountStore(db.pool);
  const { apiKey } = await accounts.register(10_000_000, 'bench');
  const admin = `bench-admin-${randomBytes(12).toString('hex')}`;
  const port = Number(vars.GATEWAY_PORT);
  const base = `http://127.0.0.1:${port}`;
  const taskQueue = `bench-reports-${randomBytes(3).toString('hex')}`;
  const env = {
    DATABASE_URL: vars.DATABASE_URL!,
    TEMPORAL_ADDRESS: vars.TEMPORAL_ADDRESS!,
    KAFKA_BROKERS: vars.KAFKA_BROKERS!,
    TEMPORAL_TASK_QUEUE: taskQueue,
    LOG_LEVEL: 'warn',
  };
  startNode(['services/reports/worker-main.ts'], env);
  startNode([GATEWAY_NODE_OPTIONS, 'services/gateway/main.ts'], {
    ...env,
    GATEWAY_PORT: String(port),
    ADMIN_TOKEN: admin,
  });
  await waitFor(`${base}/readyz`);
  const slugs = [...ids.keys()];

  const trigger = async (slug: string, wait: boolean) => {
    const res = await fetch(`${base}/admin/v1/agents/${slug}/reports${wait ? '?wait=true' : ''}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
    });
    if (res.status !== (wait ? 201 : 202))
      throw new Error(`trigger for ${slug} answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { reportId?: string; report?: { reportId: string } };
    return body.reportId ?? body.report!.reportId;
  };
  const readable = async (slug: string, reportId: string) => {
    for (;;) {
      const res = await fetch(`${base}/api/v1/agents/${slug}/reports`, { headers: { 'x-api-key': apiKey } });
      const body = (await res.json()) as { reports: { reportId: string }[] };
      if (body.reports[0]?.reportId === reportId) return;
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  await trigger(slugs[0]!, true); // warm-up: worker bundle, connections
  const latencies: number[] = [];
  for (let i = 0; i < runs; i++) {
    const slug = slugs[i % slugs.length]!;
    const t0 = performance.now();
    const reportId = await trigger(slug, false);
    await readable(slug, reportId);
    latencies.push(performance.now() - t0);
  }

  const t0 = performance.now();
  const started = await Promise.all(slugs.map(async (slug) => ({ slug, reportId: await trigger(slug, false) })));
  await Promise.all(started.map(({ slug, reportId }) => readable(slug, reportId)));
  const allSeconds = (performance.now() - t0) / 1000;
  await db.close();

  console.log(
    `agents: ${agentCount} (4 events each); ${runs} sequential manual triggers, then all ${agentCount} at once; one report worker`,
  );
  console.log(
    table([
      ['measure', 'value'],
      ['trigger → readable through the gateway, p50', `${percentile(latencies, 50).toFixed(0)} ms`],
      ['trigger → readable through the gateway, p95', `${percentile(latencies, 95).toFixed(0)} ms (target < 1500)`],
      [`all ${agentCount} agents refreshed`, `${allSeconds.toFixed(1)} s (target ≤ 60)`],
      ['sustained', `${Math.round((agentCount / allSeconds) * 60)} reports/minute`],
    ]),
  );
});

// POST /admin/v1/agents/{ref}/reports with a real Temporal worker behind it.
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import type { Worker } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { Report } from '../../../schemas/api/report.ts';
import { writeEvent } from '../../../services/ops/projection-writer.ts';
import { ADMIN_TOKEN, startTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { connectTemporal, createReportWorker, testTaskQueue } from '../../helpers/temporal.ts';

let env: TestWorkflowEnvironment;
let gw: TestGateway;
let worker: Worker;
let running: Promise<void>;
const taskQueue = testTaskQueue('admin-reports');

beforeAll(async () => {
  env = await connectTemporal();
  gw = await startTestGateway({ TEMPORAL_ADDRESS: inject('services').temporalAddress, TEMPORAL_TASK_QUEUE: taskQueue });
  const at = new Date(Date.now() - 10 * 60_000);
  await writeEvent(gw.db.pool, {
    title: 'Port strike halts container traffic',
    summary: 'Dock workers walked out at two terminals.',
    eventType: 'trade',
    occurredAt: at,
    firstSeenAt: at,
    lastUpdatedAt: at,
    sources: [
      { url: 'https://a.test.invalid/port', publication: 'A', title: 'Port strike', publishedAt: at, ingestedAt: at },
      { url: 'https://b.test.invalid/port', publication: 'B', title: 'Port strike', publishedAt: at, ingestedAt: at },
    ],
    primaryAgentId: gw.agentIds.get('harbor')!,
  });
  ({ worker } = await createReportWorker(env, gw.db.pool, taskQueue));
  running = worker.run();
}, 60_000);

afterAll(async () => {
  worker?.shutdown();
  await running;
  await gw?.close();
  await env?.teardown();
});

const post = (url: string, token = ADMIN_TOKEN) =>
  gw.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` } });

describe('POST /admin/v1/agents/{ref}/reports', () => {
  it('with ?wait=true answers 201 with the report, by any ref form, and the gateway serves it', async () => {
    const res = await post('/admin/v1/agents/%23007/reports?wait=true');
    expect(res.statusCode).toBe(201);
    const { report } = res.json<{ report: Report }>();
    expect(Report.parse(report)).toMatchObject({
      agentSlug: 'harbor',
      triggerType: 'manual',
      changeScore: 1,
      trend: null,
    });
    expect(report.sourceEventIds).toHaveLength(1);
    const { apiKey } = (await gw.app.inject({ method: 'POST', url: '/api/v1/register' })).json<{ apiKey: string }>();
    const list = await gw.app.inject({
      method: 'GET',
      url: '/api/v1/agents/harbor/reports',
      headers: { 'x-api-key': apiKey },
    });
    expect(list.json<{ reports: Report[] }>().reports[0]!.reportId).toBe(report.reportId);
  });

  it('without wait answers 202 with the workflow and report ids, and the report follows', async () => {
    const res = await post('/admin/v1/agents/Harbor/reports');
    expect(res.statusCode).toBe(202);
    const { workflowId, reportId } = res.json<{ workflowId: string; reportId: string }>();
    expect(reportId).toMatch(/^rpt_[0-9a-f]{24}$/);
    await env.client.workflow.getHandle(workflowId).result();
    expect(await gw.app.reader.reportById(reportId)).toMatchObject({ reportId, trend: 'stable', changeScore: 0 });
  });

  it('answers bad refs and missing tokens as everywhere else', async () => {
    expect((await post('/admin/v1/agents/999/reports')).json()).toEqual({ error: 'agent not found', ref: '999' });
    expect((await post(`/admin/v1/agents/${'x'.repeat(129)}/reports`)).statusCode).toBe(400);
    expect((await post('/admin/v1/agents/007/reports', 'nope-nope-nope-nope-nope-nope')).statusCode).toBe(401);
  });
});

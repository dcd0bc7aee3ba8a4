import type { FastifyInstance } from 'fastify';
import { lazyTemporal } from '../temporal.ts';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import { OPERATOR } from '../../domain/agent-ref.ts';
import { createKafka } from '../../kafka.ts';
import { operations } from '../operations.ts';
import { DeadLetterTail } from '../pipeline/dead-letters.ts';
import { PipelineMonitor } from '../pipeline/figures.ts';
import { ReplayLauncher } from '../pipeline/replays.ts';
import { ErrorBody } from '../../../schemas/api/common.ts';
import { ADMIN_DOCUMENT_PATH } from '../plugins/openapi.ts';
import { adminAccountRoutes, bearerGuard } from '../routes/admin.ts';
import { adminArticleRoutes } from '../routes/admin-articles.ts';
import { adminPipelineRoutes } from '../routes/admin-pipeline.ts';
import { adminReadingRoutes } from '../routes/admin-reading.ts';
import { adminReportRoutes } from '../routes/admin-reports.ts';
import { adminSourceRoutes } from '../routes/admin-sources.ts';
import { mountSurface, operationDeps } from '../surface.ts';

/**
 * `/admin/v1/*` for operators, behind `Authorization: Bearer $ADMIN_TOKEN` (mounted only when it is
 * set): accounts, article submission, feed sources, manual reports, the pipeline (figures, dead letters, replays),
 * and the read operations of the billed surfaces, unbilled, for the console's admin role. Never on
 * the billed surfaces, and not in /openapi.json.
 */
export function adminSurface(app: FastifyInstance, opts: { config: Config; pool: pg.Pool }): Promise<void> {
  const { config } = opts;
  const token = config.ADMIN_TOKEN;
  if (!token) return Promise.resolve();
  // Every operators' route declares what any route can answer besides its own statuses: a bad input
  // (400), no token (401), headers too large (431), a failure of ours (500), and with a body a body of
  // the wrong size or type (413, 415).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/admin/v1/') || !route.schema) return;
    const statuses = [400, 401, 431, 500, ...(route.method === 'GET' ? [] : [413, 415])];
    route.schema.response = {
      ...Object.fromEntries(statuses.map((s) => [s, ErrorBody])),
      ...(route.schema.response as object),
    };
  });
  app.get(ADMIN_DOCUMENT_PATH, { onRequest: bearerGuard(token), schema: { hide: true } }, () => app.adminOpenApi());
  adminAccountRoutes(app, { token, accounts: app.accounts });
  adminArticleRoutes(app, { token, producer: app.articles });
  const temporal = lazyTemporal(config);
  const connectTemporal = temporal.client;
  adminReportRoutes(app, {
    token,
    reader: app.reader,
    temporal: connectTemporal,
    taskQueue: config.TEMPORAL_TASK_QUEUE,
    waitMs: Math.max(500, config.REQUEST_TIMEOUT_MS - 1_000),
  });
  adminReadingRoutes(app, { token, reader: app.reader, pool: opts.pool });
  adminSourceRoutes(app, { token, registry: app.sources });
  mountSurface(app, {
    prefix: '/admin/v1',
    surface: 'admin',
    operations: operations.filter((op) => op.method === 'GET'),
    deps: operationDeps(app),
    billing: null,
    tags: ['admin'],
    onRequest: bearerGuard(token),
    // The operator reads every account's agents too (by UUID), as the console's admin role shows them.
    identify: () => Promise.resolve(OPERATOR),
    hide: true,
  });

  const kafka = createKafka(config, app.log, `${config.KAFKA_CLIENT_ID}-gateway-admin`);
  const monitor = new PipelineMonitor(kafka, opts.pool, {
    articles: config.ARTICLES_TOPIC,
    dlq: config.ARTICLES_DLQ_TOPIC,
    dedupGroup: config.DEDUP_GROUP,
  });
  const deadLetters = new DeadLetterTail(kafka, config.ARTICLES_DLQ_TOPIC, () => monitor.kafkaAdmin());
  adminPipelineRoutes(app, {
    token,
    monitor,
    deadLetters,
    replays: new ReplayLauncher(connectTemporal, config.TEMPORAL_TASK_QUEUE),
  });

  app.addHook('onClose', async () => {
    await deadLetters.close();
    await monitor.close();
    await temporal.close();
  });
  return Promise.resolve();
}

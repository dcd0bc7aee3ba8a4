import { Client, Connection } from '@temporalio/client';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { adminAccountRoutes } from '../routes/admin.ts';
import { adminArticleRoutes } from '../routes/admin-articles.ts';
import { adminReportRoutes } from '../routes/admin-reports.ts';

/**
 * `/admin/v1/*` for operators, behind `Authorization: Bearer $ADMIN_TOKEN` (mounted only when it is
 * set): accounts, article submission, manual reports. Never on the billed surfaces.
 */
export function adminSurface(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  const { config } = opts;
  const token = config.ADMIN_TOKEN;
  if (!token) return Promise.resolve();
  adminAccountRoutes(app, { token, accounts: app.accounts });
  adminArticleRoutes(app, { token, producer: app.articles });
  // Temporal is reached on first use; a failed connection is retried on the next request.
  let temporal: Promise<{ client: Client; connection: Connection }> | null = null;
  const connectTemporal = () => {
    temporal ??= Connection.connect({ address: config.TEMPORAL_ADDRESS, connectTimeout: 5_000 })
      .then((connection) => ({ connection, client: new Client({ connection, namespace: config.TEMPORAL_NAMESPACE }) }))
      .catch((err: unknown) => {
        temporal = null;
        throw err;
      });
    return temporal.then((t) => t.client);
  };
  adminReportRoutes(app, {
    token,
    reader: app.reader,
    temporal: connectTemporal,
    taskQueue: config.TEMPORAL_TASK_QUEUE,
    waitMs: Math.max(500, config.REQUEST_TIMEOUT_MS - 1_000),
  });
  app.addHook('onClose', async () => {
    if (temporal) await (await temporal.catch(() => null))?.connection.close();
  });
  return Promise.resolve();
}

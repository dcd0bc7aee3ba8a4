import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../../services/config.ts';
import { connectDatabase } from '../../services/db/client.ts';
import { buildGateway, type GatewayDeps } from '../../services/gateway/app.ts';
import { DEMO_AGENTS } from '../../services/ops/agents.ts';
import { upsertAgents } from '../../services/ops/projection-writer.ts';
import { createTestDatabase, type TestDatabase } from './postgres.ts';

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export interface TestGateway {
  app: FastifyInstance;
  db: TestDatabase;
  config: Config;
  /** slug → agent id of the demo agents loaded into this gateway's database. */
  agentIds: Map<string, string>;
  register(): Promise<{ apiKey: string; accountId: string }>;
  close(): Promise<void>;
}

/** The real gateway on a database of its own, with the demo agents; talk to it with app.inject. */
export async function startTestGateway(
  env: Record<string, string> = {},
  deps: Pick<GatewayDeps, 'clock' | 'resolver' | 'logStream'> = {},
): Promise<TestGateway> {
  const db = await createTestDatabase();
  const config = loadConfig({
    DATABASE_URL: db.url,
    // The run's Kafka, never the demo's: the freshness monitor and web extract's producer talk to it.
    KAFKA_BROKERS: inject('services').kafkaBrokers.join(','),
    LOG_LEVEL: 'silent',
    ADMIN_TOKEN,
    REGISTER_RATE_LIMIT: '1000',
    ...env,
  });
  const agentIds = await upsertAgents(db.pool, DEMO_AGENTS);
  const app = await buildGateway({ config, database: db, ...deps });
  try {
    await app.ready();
  } catch (err) {
    await app.close();
    await db.drop();
    throw err;
  }
  return {
    app,
    db,
    config,
    agentIds,
    async register() {
      const res = await app.inject({ method: 'POST', url: '/api/v1/register' });
      if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
      const { apiKey } = res.json<{ apiKey: string }>();
      const { rows } = await db.pool.query<{ account_id: string }>(
        'SELECT account_id FROM api_keys WHERE key_prefix = $1',
        [apiKey.slice(0, 12)],
      );
      return { apiKey, accountId: rows[0]!.account_id };
    },
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

/** Another gateway on the same database and settings (what a second instance behind a load balancer is). */
export async function startSecondGateway(gw: TestGateway): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = connectDatabase(gw.config.DATABASE_URL, { max: 4, applicationName: 'sitrep-second-gateway' });
  const app = await buildGateway({ config: gw.config, database });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export function get(app: FastifyInstance, url: string, apiKey?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: apiKey ? { 'x-api-key': apiKey } : {} });
}

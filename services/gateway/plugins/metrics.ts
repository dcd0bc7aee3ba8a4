import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface GatewayMetrics {
  registry: Registry;
  creditsCharged: Counter<'operation'>;
  registrations: Counter;
  x402Settlements: Counter<'operation' | 'network'>;
}

function createMetrics(): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'sitrep_gateway_' });
  return {
    registry,
    creditsCharged: new Counter({
      name: 'sitrep_credits_charged_total',
      help: 'Credits charged for 2xx responses',
      labelNames: ['operation'],
      registers: [registry],
    }),
    registrations: new Counter({
      name: 'sitrep_registrations_total',
      help: 'API keys minted by self-onboarding',
      registers: [registry],
    }),
    x402Settlements: new Counter({
      name: 'sitrep_x402_settlements_total',
      help: 'x402 payments settled on chain',
      labelNames: ['operation', 'network'],
      registers: [registry],
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: GatewayMetrics;
  }
}

/** `app.metrics`, request count and latency by route template and status, and GET /metrics in Prometheus text. */
export const metrics = fp(
  function metricsPlugin(app: FastifyInstance, _opts: object, done: (err?: Error) => void) {
    const m = createMetrics();
    app.decorate('metrics', m);
    installMetrics(app, m);
    done();
  },
  { name: 'metrics' },
);

function installMetrics(app: FastifyInstance, metrics: GatewayMetrics): void {
  const duration = new Histogram({
    name: 'sitrep_http_request_duration_seconds',
    help: 'Gateway request latency',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [metrics.registry],
  });
  // One labelled child per method, route and status, looked up by a plain string key.
  const children = new Map<string, ReturnType<typeof duration.labels>>();
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const key = `${req.method} ${route} ${reply.statusCode}`;
    let child = children.get(key);
    if (!child) {
      child = duration.labels({ method: req.method, route, status: String(reply.statusCode) });
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (_req, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
}

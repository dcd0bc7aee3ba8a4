import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Registry, collectDefaultMetrics } from 'prom-client';

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

/** Upper bounds (seconds) of the request latency buckets. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

interface LatencySeries {
  labels: { method: string; route: string; status: string };
  /** Observations per bucket (not cumulative), the last one past every bound (`+Inf`). */
  counts: Float64Array;
  sum: number;
}

/**
 * `sitrep_http_request_duration_seconds` as prom-client's registry shows a histogram, but counted
 * with one map lookup and a few additions per request: prom-client's own `observe` checks and
 * hashes the labels on every call, which a per-request hook pays thousands of times a second.
 */
export class RouteLatency {
  readonly name = 'sitrep_http_request_duration_seconds';
  readonly help = 'Gateway request latency';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, LatencySeries>();

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let s = this.series.get(key);
    if (!s) {
      s = {
        labels: { method, route, status: String(status) },
        counts: new Float64Array(LATENCY_BUCKETS.length + 1),
        sum: 0,
      };
      this.series.set(key, s);
    }
    let i = 0;
    while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]!) i++;
    s.counts[i]! += 1;
    s.sum += seconds;
  }

  get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const { labels, counts, sum } of this.series.values()) {
      let total = 0;
      for (let i = 0; i <= LATENCY_BUCKETS.length; i++) {
        total += counts[i]!;
        values.push({
          labels: { ...labels, le: i < LATENCY_BUCKETS.length ? LATENCY_BUCKETS[i]! : '+Inf' },
          value: total,
          metricName: `${this.name}_bucket`,
        });
      }
      values.push({ labels, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: total, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.series.clear();
  }
}

function installMetrics(app: FastifyInstance, metrics: GatewayMetrics): void {
  const duration = new RouteLatency();
  metrics.registry.registerMetric(duration as unknown as Parameters<Registry['registerMetric']>[0]);
  app.addHook('onResponse', (req, reply, done) => {
    duration.observe(req.method, req.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (_req, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
}

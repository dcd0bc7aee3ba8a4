import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RouteLatency } from '../../services/gateway/plugins/metrics.ts';

describe('the gateway request latency histogram', () => {
  it('reads in Prometheus text as cumulative buckets with a sum and a count per method, route and status', async () => {
    const registry = new Registry();
    const latency = new RouteLatency();
    registry.registerMetric(latency as unknown as Parameters<Registry['registerMetric']>[0]);
    latency.observe('GET', '/api/v1/agents', 200, 0.002);
    latency.observe('GET', '/api/v1/agents', 200, 0.3);
    latency.observe('GET', '/api/v1/agents', 200, 0.0025); // on a bound: counted in that bucket
    latency.observe('GET', '/api/v1/agents', 402, 9);
    const text = await registry.metrics();
    const labels = 'method="GET",route="/api/v1/agents",status="200"';
    expect(text).toContain('# TYPE sitrep_http_request_duration_seconds histogram');
    expect(text).toContain(`sitrep_http_request_duration_seconds_bucket{${labels},le="0.001"} 0`);
    expect(text).toContain(`sitrep_http_request_duration_seconds_bucket{${labels},le="0.0025"} 2`);
    expect(text).toContain(`sitrep_http_request_duration_seconds_bucket{${labels},le="0.25"} 2`);
    expect(text).toContain(`sitrep_http_request_duration_seconds_bucket{${labels},le="0.5"} 3`);
    expect(text).toContain(`sitrep_http_request_duration_seconds_bucket{${labels},le="+Inf"} 3`);
    expect(text).toContain(`sitrep_http_request_duration_seconds_sum{${labels}} 0.3045`);
    expect(text).toContain(`sitrep_http_request_duration_seconds_count{${labels}} 3`);
    const over = 'method="GET",route="/api/v1/agents",status="402"';
    expect(text).toContain(`sitrep_http_request_duration_seconds_bucket{${over},le="2.5"} 0`);
    expect(text).toContain(`sitrep_http_request_duration_seconds_bucket{${over},le="+Inf"} 1`);
  });
});

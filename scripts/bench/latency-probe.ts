// Preloaded into a server under bench:gateway (`node --import ./scripts/bench/latency-probe.ts …`, Node's
// own type stripping, so the compiled gateway runs without tsx): what the process itself adds to a
// request's latency, apart from the machine and the load generator.
// - handling: from Node having parsed a request's headers to its response handed to the socket
//   (diagnostics_channel `http.server.request.start` → `http.server.response.finish`), the same span as
//   Fastify's onRequest → onResponse, measured the same way for the gateway and the hello-world;
// - event-loop delay: how late a 1 ms timer fires (perf_hooks monitorEventLoopDelay): a request that
//   arrives while the loop is busy waits that long before anything reads it;
// - GC pauses (perf_hooks `gc` entries).
// Driven over the IPC channel: `{ probe: 'reset' }` starts a phase, `{ probe: 'read' }` answers with
// a `ProbeReport` of the phase so far.
import diagnosticsChannel from 'node:diagnostics_channel';
import { createHistogram, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/** Milliseconds, from the histograms' nanoseconds. */
export interface ProbeReport {
  requests: number;
  handling: { p50: number; p99: number; p999: number; max: number };
  loopDelay: { p50: number; p99: number; max: number };
  gc: { count: number; p50: number; max: number; totalMs: number; byKind: Record<string, number> };
}

const started = new WeakMap<object, bigint>();
const handling = createHistogram();
const loop = monitorEventLoopDelay({ resolution: 1 });
let gcPauses: number[] = [];
let gcKinds: Record<string, number> = {};
const GC_KINDS: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weak callbacks' };

diagnosticsChannel.subscribe('http.server.request.start', (message) => {
  started.set((message as { request: object }).request, process.hrtime.bigint());
});
diagnosticsChannel.subscribe('http.server.response.finish', (message) => {
  const t = started.get((message as { request: object }).request);
  if (t !== undefined) handling.record(Number(process.hrtime.bigint() - t) || 1);
});
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gcPauses.push(e.duration);
    const kind = GC_KINDS[(e as unknown as { detail: { kind: number } }).detail.kind] ?? 'other';
    gcKinds[kind] = (gcKinds[kind] ?? 0) + 1;
  }
}).observe({ entryTypes: ['gc'] });

const ms = (ns: number) => Math.round(ns / 1e4) / 100;

function report(): ProbeReport {
  const sorted = [...gcPauses].sort((a, b) => a - b);
  return {
    requests: handling.count,
    handling: {
      p50: ms(handling.percentile(50)),
      p99: ms(handling.percentile(99)),
      p999: ms(handling.percentile(99.9)),
      max: ms(handling.max),
    },
    loopDelay: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
    gc: {
      count: sorted.length,
      p50: Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 100) / 100,
      max: Math.round((sorted.at(-1) ?? 0) * 100) / 100,
      totalMs: Math.round(sorted.reduce((a, b) => a + b, 0) * 10) / 10,
      byKind: gcKinds,
    },
  };
}

if (process.send) {
  loop.enable();
  process.on('message', (m: { probe?: string }) => {
    if (m.probe === 'reset') {
      handling.reset();
      loop.reset();
      gcPauses = [];
      gcKinds = {};
      process.send!({ probe: 'reset' });
    } else if (m.probe === 'read') process.send!({ probe: 'report', report: report() });
  });
  // The channel must not keep a server alive that is told to stop.
  process.channel?.unref();
}

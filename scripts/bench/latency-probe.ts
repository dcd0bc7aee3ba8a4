// Preloaded into a server under bench:gateway (`node --import ./scripts/bench/latency-probe.ts …`, Node's
// own type stripping, so the compiled gateway runs without tsx): what the process itself adds to a
// request's latency, apart from the machine and the load generator.
// - handling: from Node having parsed a request's headers to its response handed to the socket
//   (diagnostics_channel `http.server.request.start` → `http.server.response.finish`), the same span as
//   Fastify's onRequest → onResponse, measured the same way for the gateway and the hello-world;
// - event-loop delay: how late a 1 ms timer fires (perf_hooks monitorEventLoopDelay): a request that
//   arrives while the loop is busy waits that long before anything reads it;
// - GC pauses (perf_hooks `gc` entries);
// - the handling split in phases: before the route's handler (onRequest hooks, authentication, the
//   preHandler hooks, where a billed request waits for its credit reservation: timed apart from the
//   gateway's `sitrep.credits.reserve` tracing channel, and the statement that decided it from
//   `sitrep.credits.reserve-statement`, counted once per request it decides, as the waits are), the
//   handler until its promise settles, and
//   after (serialization, onSend hooks, the write), from Fastify's `fastify.request.handler` channels.
// Driven over the IPC channel: `{ probe: 'reset' }` starts a phase, `{ probe: 'read' }` answers with
// a `ProbeReport` of the phase so far. `{ probe: 'heap-start' }` … `{ probe: 'heap-stop' }` samples
// every allocation in between, the short-lived ones too (V8's sampling heap profiler, which by default
// keeps only what survives): answered with the bytes allocated per function, for `allocationSites`.
import diagnosticsChannel from 'node:diagnostics_channel';
import { Session } from 'node:inspector/promises';
import { createHistogram, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/** Milliseconds, from the histograms' nanoseconds. */
type Spread = { p50: number; p99: number };
export interface ProbeReport {
  requests: number;
  handling: { p50: number; p99: number; p999: number; max: number };
  phases: { beforeHandler: Spread; reserve: Spread; statement: Spread; handler: Spread; afterHandler: Spread };
  loopDelay: { p50: number; p99: number; max: number };
  gc: { count: number; p50: number; max: number; totalMs: number; byKind: Record<string, number> };
}

/** Per Node request: when its headers were parsed, its handler started, its handler's promise settled. */
interface Times {
  start: bigint;
  handler?: bigint;
  settled?: bigint;
}
const started = new WeakMap<object, Times>();
const handling = createHistogram();
const phases = {
  beforeHandler: createHistogram(),
  reserve: createHistogram(),
  statement: createHistogram(),
  handler: createHistogram(),
  afterHandler: createHistogram(),
};
const loop = monitorEventLoopDelay({ resolution: 1 });
let gcPauses: number[] = [];
let gcKinds: Record<string, number> = {};
const GC_KINDS: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weak callbacks' };

const since = (t: bigint, now = process.hrtime.bigint()) => Number(now - t) || 1;
diagnosticsChannel.subscribe('http.server.request.start', (message) => {
  started.set((message as { request: object }).request, { start: process.hrtime.bigint() });
});
diagnosticsChannel.subscribe('http.server.response.finish', (message) => {
  const t = started.get((message as { request: object }).request);
  if (t === undefined) return;
  const now = process.hrtime.bigint();
  handling.record(since(t.start, now));
  if (t.handler === undefined) return;
  phases.beforeHandler.record(since(t.start, t.handler));
  // A handler that returns no promise answers within its own call: all of it counts as "after".
  phases.handler.record(t.settled === undefined ? 1 : since(t.handler, t.settled));
  phases.afterHandler.record(since(t.settled ?? t.handler, now));
});
type HandlerStore = { request: { raw: object } };
const timesOf = (store: unknown) => started.get((store as HandlerStore).request.raw);
diagnosticsChannel.tracingChannel('fastify.request.handler').subscribe({
  start(store) {
    const t = timesOf(store);
    if (t) t.handler = process.hrtime.bigint();
  },
  end() {},
  asyncStart(store) {
    const t = timesOf(store);
    if (t) t.settled = process.hrtime.bigint();
  },
  asyncEnd() {},
  error() {},
});
/**
 * Times a promise-returning call the gateway traces (from its start to its settling) into `into`, once
 * per request it serves (its context's `requests`, else once).
 */
function timeTraced(channel: string, into: ReturnType<typeof createHistogram>): void {
  const starts = new WeakMap<object, bigint>();
  diagnosticsChannel.tracingChannel(channel).subscribe({
    start(context) {
      starts.set(context, process.hrtime.bigint());
    },
    end() {},
    asyncStart() {},
    asyncEnd(context) {
      const t = starts.get(context);
      if (t === undefined) return;
      const took = since(t);
      for (let n = (context as { requests?: number }).requests ?? 1; n > 0; n--) into.record(took);
    },
    error() {},
  });
}
timeTraced('sitrep.credits.reserve', phases.reserve);
timeTraced('sitrep.credits.reserve-statement', phases.statement);
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gcPauses.push(e.duration);
    const kind = GC_KINDS[(e as unknown as { detail: { kind: number } }).detail.kind] ?? 'other';
    gcKinds[kind] = (gcKinds[kind] ?? 0) + 1;
  }
}).observe({ entryTypes: ['gc'] });

const ms = (ns: number) => Math.round(ns / 1e4) / 100;

const spread = (h: ReturnType<typeof createHistogram>): Spread =>
  h.count ? { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)) } : { p50: 0, p99: 0 };

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
    phases: {
      beforeHandler: spread(phases.beforeHandler),
      reserve: spread(phases.reserve),
      statement: spread(phases.statement),
      handler: spread(phases.handler),
      afterHandler: spread(phases.afterHandler),
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

interface SamplingNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: SamplingNode[];
}
/** Sampled bytes allocated by each function (`name url:line`), summed over the call tree. */
export type AllocationSites = Record<string, number>;

let session: Session | undefined;
async function heapStart(): Promise<void> {
  session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 1024,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
}
async function heapStop(): Promise<AllocationSites> {
  const { profile } = (await session!.post('HeapProfiler.stopSampling')) as { profile: { head: SamplingNode } };
  session!.disconnect();
  // No prototype: a function named `constructor` or `toString` is a site like any other.
  const sites = Object.create(null) as AllocationSites;
  const walk = (n: SamplingNode) => {
    if (n.selfSize) {
      const f = n.callFrame;
      const where = f.url ? `${f.url.replace(/^.*\/(node_modules|dist\/gateway)\//, '')}:${f.lineNumber + 1}` : '';
      const name = `${f.functionName || '(anonymous)'} ${where}`.trim();
      sites[name] = (sites[name] ?? 0) + n.selfSize;
    }
    for (const c of n.children) walk(c);
  };
  walk(profile.head);
  return sites;
}

if (process.send) {
  loop.enable();
  process.on('message', (m: { probe?: string }) => {
    if (m.probe === 'reset') {
      handling.reset();
      for (const h of Object.values(phases)) h.reset();
      loop.reset();
      gcPauses = [];
      gcKinds = {};
      process.send!({ probe: 'reset' });
    } else if (m.probe === 'read') process.send!({ probe: 'report', report: report() });
    else if (m.probe === 'heap-start') void heapStart().then(() => process.send!({ probe: 'heap-started' }));
    else if (m.probe === 'heap-stop') void heapStop().then((sites) => process.send!({ probe: 'heap', sites }));
  });
  // The channel must not keep a server alive that is told to stop.
  process.channel?.unref();
}

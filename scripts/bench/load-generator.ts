// The load generator of bench:gateway, in a process of its own (so that `--pin` can give it a core of
// its own, away from the server under test). Driven over IPC: one `LoadJob` in, one `LoadResult` out.
// Two kinds of load:
// - `closed`: autocannon, each connection sending its next request when the last one is answered;
//   `rate` is autocannon's `overallRate`, which is NOT a steady rate: every connection sends back to
//   back until it has made its share of the second, then waits for the next second (autocannon 8,
//   lib/httpClient.js `reqsMadeThisSecond`), so a "half rate" phase is bursts at the full rate with
//   idle gaps. Its latencies are whole milliseconds (hdr-histogram) and, with a rate, go through a
//   coordinated-omission correction whose expected interval is `ceil(1 / rate)`, which is 1 (ms)
//   whatever the rate: each answer of n ms also counts n−1, n−2 … 1 ms.
// - `paced`: open loop, as clients that do not wait for each other: request i is due at i / rate
//   seconds; each 1 ms tick releases the requests due by then, written at once on an idle one of
//   `connections` (a request finding none waits in the generator: `queued` counts those, and a real
//   client with its own connection would not wait there, so give enough connections that it stays 0).
//   Three latencies per request, in microseconds (reported in ms):
//   - from due (coordinated omission done right: the schedule's time, whatever the generator did);
//   - from sent (the socket write to the answer read: the server, the kernel and the generator's own
//     reading of the answer, which a busy generator delays: see its loop delay);
//   - the generator's lateness (due → released, `lateP99`): its 1 ms tick and how busy the machine keeps it.
import net from 'node:net';
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';

export interface LoadJob {
  kind: 'closed' | 'paced';
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  /** Requests per second: autocannon's `overallRate` (closed), or the pace (paced). */
  rate?: number;
}

export interface LoadResult {
  rps: number;
  total: number;
  /** Milliseconds: whole ones for `closed` (autocannon's), to 0.01 for `paced` (from the request's due time). */
  p50: number;
  p99: number;
  p999: number;
  /** Paced, ms: from the socket write to the answer read. */
  sent?: { p50: number; p99: number; p999: number };
  /** Paced: the 99th percentile of how late the generator released a request after it was due (ms). */
  lateP99?: number;
  /** Paced: requests that found no idle connection and waited in the generator for one. */
  queued?: number;
  /** Paced: the generator's own event-loop delay, p99 (ms): how late it reads an answer that has arrived. */
  loopDelayP99?: number;
  errors: number;
  non2xx: number;
}

async function closed(job: LoadJob): Promise<LoadResult> {
  const r = await autocannon({
    url: job.url,
    headers: job.headers,
    duration: job.seconds,
    connections: job.connections,
    pipelining: 1,
    ...(job.rate && { overallRate: job.rate }),
  });
  return {
    rps: Math.round(r.requests.average),
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    p999: r.latency.p99_9,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/** One keep-alive connection, one request at a time; answers are read by Content-Length (or a chunked end). */
class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private due = 0n;
  private sent = 0n;
  constructor(
    private readonly socket: net.Socket,
    private readonly onAnswer: (c: Connection, status: number, due: bigint, sent: bigint) => void,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.read(chunk));
  }
  close(): void {
    this.socket.destroy();
  }
  send(request: Buffer, due: bigint): void {
    this.due = due;
    this.sent = process.hrtime.bigint();
    this.socket.write(request);
  }
  private read(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = this.buffer.toString('latin1', 0, end);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    let size: number;
    if (length) size = end + 4 + Number(length[1]);
    else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      const last = this.buffer.indexOf('\r\n0\r\n\r\n', end);
      if (last < 0) return;
      size = last + 7;
    } else throw new Error(`an answer without a length: ${head}`);
    if (this.buffer.length < size) return;
    if (this.buffer.length > size) throw new Error('more than one answer at once on a connection');
    this.buffer = Buffer.alloc(0);
    this.onAnswer(this, Number(head.slice(9, 12)), this.due, this.sent);
  }
}

async function paced(job: LoadJob): Promise<LoadResult> {
  const url = new URL(job.url);
  const request = Buffer.from(
    `GET ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\n` +
      Object.entries(job.headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('') +
      '\r\n',
  );
  const fromDue = createHistogram();
  const fromSent = createHistogram();
  const late = createHistogram();
  const loop = monitorEventLoopDelay({ resolution: 1 });
  let answered = 0;
  let non2xx = 0;
  let queued = 0;
  /** Due times (ns, hrtime) of the released requests that found no idle connection. */
  const waiting: bigint[] = [];
  const idle: Connection[] = [];
  const us = (ns: bigint) => Math.max(1, Number(ns / 1000n));
  const connections = await Promise.all(
    Array.from(
      { length: job.connections },
      () =>
        new Promise<Connection>((resolve, reject) => {
          const socket = net.connect(Number(url.port), url.hostname, () =>
            resolve(
              new Connection(socket, (c, status, due, sent) => {
                const now = process.hrtime.bigint();
                fromDue.record(us(now - due));
                fromSent.record(us(now - sent));
                answered++;
                if (status < 200 || status > 299) non2xx++;
                if (waiting.length) c.send(request, waiting.shift()!);
                else idle.push(c);
              }),
            ),
          );
          socket.once('error', reject);
        }),
    ),
  );
  idle.push(...connections);
  const rate = job.rate!;
  const start = process.hrtime.bigint();
  const end = start + BigInt(job.seconds * 1e9);
  let issued = 0;
  loop.enable();
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const now = process.hrtime.bigint();
      const dueNow = Math.floor((Number((now < end ? now : end) - start) / 1e9) * rate);
      for (; issued < dueNow; issued++) {
        const due = start + BigInt(Math.round((issued / rate) * 1e9));
        late.record(us(now - due));
        const c = idle.pop();
        if (c) c.send(request, due);
        else {
          queued++;
          waiting.push(due);
        }
      }
      // Done when every request is answered, or 10 s past the end (the rest count as errors).
      if (now >= end && (answered === issued || now > end + 10_000_000_000n)) {
        clearInterval(tick);
        resolve();
      }
    }, 1);
  });
  loop.disable();
  for (const c of connections) c.close();
  const ms = (us: number) => Math.round(us / 10) / 100;
  return {
    rps: Math.round(answered / job.seconds),
    total: answered,
    p50: ms(fromDue.percentile(50)),
    p99: ms(fromDue.percentile(99)),
    p999: ms(fromDue.percentile(99.9)),
    sent: { p50: ms(fromSent.percentile(50)), p99: ms(fromSent.percentile(99)), p999: ms(fromSent.percentile(99.9)) },
    lateP99: ms(late.percentile(99)),
    queued,
    loopDelayP99: ms(loop.percentile(99) / 1000),
    errors: issued - answered,
    non2xx,
  };
}

process.on('message', (job: LoadJob) => {
  void (job.kind === 'paced' ? paced(job) : closed(job)).then(
    (result) => process.send!({ result }),
    (err: unknown) => process.send!({ error: String(err) }),
  );
});

// One-off A/B (not committed): the gateway before and after, side by side on one PostgreSQL, paced half rate.
import type { ChildProcess } from 'node:child_process';
import { AccountStore } from '../../services/gateway/billing/accounts.ts';
import {
  arg,
  benchMain,
  demoDatabase,
  GATEWAY_NODE_OPTIONS,
  gatewayEntry,
  stack,
  stackVars,
  startNode,
  waitFor,
} from './harness.ts';
import type { ProbeReport } from './latency-probe.ts';
import type { LoadResult } from './load-generator.ts';
import { median } from './machine.ts';
const seconds = arg('--seconds', 4);
const rounds = arg('--rounds', 6);
const rate = arg('--rate', 1000);
function ask<T>(c: ChildProcess, msg: object, accept: (m: Record<string, unknown>) => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const l = (m: Record<string, unknown>) => {
      const v = accept(m);
      if (v === undefined) return;
      c.off('message', l);
      resolve(v);
    };
    c.on('message', l);
    c.send(msg);
  });
}
stack('install');
stack('up', 'postgres');
const vars = stackVars();
const port = Number(vars.GATEWAY_PORT);
await benchMain(async () => {
  const db = await demoDatabase(vars.DATABASE_URL!);
  const accounts = new AccountStore(db.pool);
  const { apiKey } = await accounts.register(0, 'bench');
  const [account] = await accounts.findByKeyPrefix(apiKey.slice(0, 12));
  await accounts.topUp(account!.id, 1_000_000_000, 'bench', null);
  const probe = ['--import', './scripts/bench/latency-probe.ts'];
  const gws = { new: gatewayEntry(), old: '/tmp/gwold/dist/services/gateway/main.js' };
  const procs: Record<string, ChildProcess> = {};
  let i = 0;
  for (const [name, entry] of Object.entries(gws)) {
    procs[name] = startNode(
      [GATEWAY_NODE_OPTIONS, ...probe, entry],
      { DATABASE_URL: vars.DATABASE_URL!, GATEWAY_PORT: String(port + 2 * i++), LOG_LEVEL: 'warn' },
      { compiled: true, ipc: true },
    );
  }
  const gen = startNode(['scripts/bench/load-generator.ts'], {}, { ipc: true });
  await Promise.all([0, 1].map((k) => waitFor(`http://127.0.0.1:${port + 2 * k}/readyz`, 150_000)));
  const url = (k: number) => `http://127.0.0.1:${port + 2 * k}/api/v1/agents/017/reports`;
  const auth = { 'x-api-key': apiKey };
  for (const k of [0, 1])
    await ask(gen, { kind: 'closed', url: url(k), headers: auth, connections: 10, seconds }, (m) => m.result);
  const out: Record<string, [LoadResult, ProbeReport][]> = { new: [], old: [] };
  for (let r = 0; r < rounds; r++) {
    for (const [k, name] of (r % 2
      ? [
          [1, 'old'],
          [0, 'new'],
        ]
      : [
          [0, 'new'],
          [1, 'old'],
        ]) as [number, string][]) {
      await ask(procs[name]!, { probe: 'reset' }, (m) => (m.probe === 'reset' ? true : undefined));
      const res = await ask(
        gen,
        { kind: 'paced', url: url(k), headers: auth, connections: 20, seconds, rate },
        (m) => m.result as LoadResult | undefined,
      );
      const rep = await ask(procs[name]!, { probe: 'read' }, (m) => m.report as ProbeReport | undefined);
      out[name]!.push([res, rep]);
      console.log(
        name,
        'p50',
        res.p50,
        'p99',
        res.p99,
        'handling p50',
        rep.handling.p50,
        'p99',
        rep.handling.p99,
        'loop p99',
        rep.loopDelay.p99,
        'gc',
        rep.gc.count,
        rep.gc.totalMs,
      );
    }
  }
  for (const name of ['old', 'new']) {
    const runs = out[name]!;
    const m = (f: (x: [LoadResult, ProbeReport]) => number) => median(runs.map(f)).toFixed(2);
    console.log(
      `${name}: client p50 ${m(([r]) => r.p50)} p99 ${m(([r]) => r.p99)}; handling p50 ${m(([, p]) => p.handling.p50)} p99 ${m(([, p]) => p.handling.p99)}; loop p99 ${m(([, p]) => p.loopDelay.p99)}`,
    );
  }
  await db.close();
});

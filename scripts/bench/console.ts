// First render of the console's agents page on loopback with the demo data, for both roles.
// Usage: bash scripts/run.sh --detach, then npm run bench:console [-- --runs 10]
// Each run opens the page in a new browser context (empty cache, the session already in the tab's
// storage) and measures, in the page, the time from navigation start until every agent's card shows
// its latest headline and its sparkline. Analyst runs are billed to the demo key like any client.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../../test/helpers/browser.ts';
import { ROOT } from '../../test/helpers/services.ts';
import { arg } from './harness.ts';
import { machineLine, median, percentile, table } from './machine.ts';

const runs = arg('--runs', 10);
const base = process.env.SITREP_BASE ?? 'http://127.0.0.1:8787';
const state = join(ROOT, '.infra', process.env.SITREP_STACK ?? 'dev');

function secret(file: string): string {
  const path = join(state, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: start the demo first (bash scripts/run.sh --detach)`);
  return readFileSync(path, 'utf8').trim();
}

async function main(): Promise<void> {
  if (!(await fetch(`${base}/console/`).catch(() => null))?.ok)
    throw new Error(`no console at ${base}/console/: start the demo first (bash scripts/run.sh --detach)`);
  const sessions = {
    admin: { role: 'admin', secret: secret('admin-token') },
    analyst: { role: 'analyst', secret: secret('demo-api-key') },
  };
  const agents = (
    (await (
      await fetch(`${base}/admin/v1/agents`, { headers: { authorization: `Bearer ${sessions.admin.secret}` } })
    ).json()) as { count: number }
  ).count;
  const browser = await launchChromium();
  /** Milliseconds from navigation start until `ready` holds in the page, in a new browser context. */
  const measure = async (path: string, session: object | null, ready: (n: number) => number | false) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (session)
      await context.addInitScript((s) => sessionStorage.setItem('sitrep-console-session', s), JSON.stringify(session));
    const page = await context.newPage();
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    const done = await page.waitForFunction(ready, agents, { polling: 'raf', timeout: 30_000 });
    const ms = (await done.jsonValue()) as number;
    await context.close();
    return ms;
  };
  const grid = (n: number) => {
    const cards = [...document.querySelectorAll('[data-testid=agent-card]')];
    const headlines = cards.filter((c) => c.querySelector('[data-testid=headline]')).length;
    const sparklines = cards.filter((c) => c.querySelector('svg.sparkline')).length;
    return cards.length === n && headlines === n && sparklines === n ? performance.now() : false;
  };
  // The baseline: the same bundle rendering the sign-in form, which asks the API nothing.
  const signInForm = () => (document.querySelector('#secret') ? performance.now() : false);
  const times: Record<string, number[]> = {
    'sign-in page (baseline)': [],
    'agents, operator': [],
    'agents, analyst': [],
  };
  try {
    // Interleaved, so the machine's noise falls on every kind alike; analyst runs are billed.
    for (let i = 0; i < runs; i++) {
      times['sign-in page (baseline)']!.push(await measure('/console/', null, signInForm));
      times['agents, operator']!.push(await measure('/console/agents', sessions.admin, grid));
      if (i % 2 === 0) times['agents, analyst']!.push(await measure('/console/agents', sessions.analyst, grid));
    }
  } finally {
    await browser.close();
  }
  const base0 = median(times['sign-in page (baseline)']!);
  const rows: (string | number)[][] = [['page', 'runs', 'median ms', 'p95 ms', 'min ms', 'max ms', '× baseline']];
  for (const [kind, t] of Object.entries(times))
    rows.push([
      kind,
      t.length,
      Math.round(median(t)),
      Math.round(percentile(t, 95)),
      Math.round(Math.min(...t)),
      Math.round(Math.max(...t)),
      (median(t) / base0).toFixed(2),
    ]);
  console.log(machineLine());
  console.log(
    `console first render: ${base}/console/agents, ${agents} agents (demo data), navigation start to every card's headline and sparkline drawn`,
  );
  console.log(table(rows));
}

// Not benchMain: this bench measures the running demo and must leave every stack as it found it.
main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);

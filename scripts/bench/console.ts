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
  const rows: (string | number)[][] = [['role', 'runs', 'median ms', 'p95 ms', 'min ms', 'max ms']];
  try {
    for (const [role, session] of Object.entries(sessions)) {
      const times: number[] = [];
      for (let i = 0; i < (role === 'analyst' ? Math.ceil(runs / 2) : runs); i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addInitScript(
          (s) => sessionStorage.setItem('sitrep-console-session', s),
          JSON.stringify(session),
        );
        const page = await context.newPage();
        await page.goto(`${base}/console/agents`, { waitUntil: 'commit' });
        const done = await page.waitForFunction(
          (n) => {
            const cards = document.querySelectorAll('[data-testid=agent-card]');
            const ready = [...cards].filter(
              (c) => c.querySelector('[data-testid=headline]') && c.querySelector('svg.sparkline'),
            );
            return cards.length === n && ready.length === n ? performance.now() : false;
          },
          agents,
          { polling: 'raf', timeout: 30_000 },
        );
        times.push((await done.jsonValue()) as number);
        await context.close();
      }
      rows.push([
        role,
        times.length,
        Math.round(median(times)),
        Math.round(percentile(times, 95)),
        Math.round(Math.min(...times)),
        Math.round(Math.max(...times)),
      ]);
    }
  } finally {
    await browser.close();
  }
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

// The README's screenshot of a report in the console (docs/console-report.png), taken from a running
// demo with Debian's Chromium: signs in as the operator, opens the agent's newest report whose
// storyline moved (a trend, and a "what changed" that is neither a first report nor "nothing has
// changed"; else the newest), and saves the whole page.
//   SITREP_STACK=w2 bash scripts/run.sh --detach
//   eval "$(SITREP_STACK=w2 bash scripts/stack.sh env)"
//   bash scripts/node.sh node --import tsx scripts/console-screenshot.ts [agent ref] [out.png]
import { readFileSync } from 'node:fs';
import { launchChromium } from '../test/helpers/browser.ts';

const [ref = 'harbor', out = 'docs/console-report.png'] = process.argv.slice(2);
const stateDir = process.env.SITREP_STATE_DIR ?? '.';
const base = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '8787'}`;
const token = readFileSync(`${stateDir}/admin-token`, 'utf8').trim();
const admin = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

const { reports } = await admin<{ reports: { reportId: string; trend: string | null }[] }>(
  `/admin/v1/agents/${encodeURIComponent(ref)}/timeline?limit=20`,
);
if (!reports.length) throw new Error(`${ref} has no report yet`);
let chosen = reports[0]!.reportId;
for (const r of reports) {
  const { report } = await admin<{ report: { trend: string | null; situation: { what_changed: string } } }>(
    `/admin/v1/reports/${r.reportId}`,
  );
  if (report.trend && !/^(First report|Nothing)/i.test(report.situation.what_changed)) {
    chosen = r.reportId;
    break;
  }
}

const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    (secret: string) => sessionStorage.setItem('sitrep-console-session', JSON.stringify({ role: 'admin', secret })),
    token,
  );
  const page = await context.newPage();
  await page.goto(`${base}/console/agents/${encodeURIComponent(ref)}/reports/${chosen}`);
  await page.getByTestId('cited-events').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: out, fullPage: true });
  console.log(`${out}: ${ref} report ${chosen}`);
} finally {
  await browser.close();
}

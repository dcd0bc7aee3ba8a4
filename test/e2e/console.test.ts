// The console as operators and analysts use it: Debian's Chromium (playwright-core) against the
// running product (dedup worker, report worker and gateway as real processes on the test stack).
// Every page a test opens is checked with axe-core (no serious or critical violation) and leaves a
// screenshot under test-output/console/.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSOLE_DIST } from '../../services/gateway/surfaces/console.ts';
import { SourceRegistry } from '../../services/feeds/registry.ts';
import { ProjectionReader } from '../../services/projection/reader.ts';
import { DEMO_AGENTS } from '../../services/ops/agents.ts';
import { demoSite, registerDemoSources } from '../../services/ops/demo-feeds.ts';
import { upsertAgents } from '../../services/ops/projection-writer.ts';
import { sampleCorpus } from '../../services/ops/sample-corpus.ts';
import { launchChromium, screenshot, seriousViolations } from '../helpers/browser.ts';
import { testKafka } from '../helpers/kafka.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/postgres.ts';
import { Processes, freePort, until } from '../helpers/processes.ts';
import { deleteAgentSchedules } from '../helpers/temporal.ts';

const ADMIN = `e2e-console-${randomBytes(12).toString('hex')}`;
const id = randomBytes(4).toString('hex');
/** Text of the article the test sends to the dead-letter topic, to find it on the pipeline page. */
const DEAD_LETTER_MARK = `console-dead-letter-${id}`;
const processes = new Processes();
let db: TestDatabase;
let base: string;
let browser: Browser;
let analystKey: string;
let articlesTopic: string;
let agentIds: string[] = [];
let brokenSource: string;
/** A client's key and the agent it created (before the corpus, so the dedup worker links it in log order). */
let clientKey: string;
let clientAgent: { id: string; slug: string; name: string };
/** The client agent's report, written by an operator's manual trigger (own agents have no schedule yet). */
let clientReportId: string;

const adminCall = (path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, { ...init, headers: { authorization: `Bearer ${ADMIN}`, ...init.headers } });

beforeAll(async () => {
  if (!existsSync(join(CONSOLE_DIST, 'index.html')))
    throw new Error(`the console is not built in ${CONSOLE_DIST}: run npm run console:build (scripts/test.sh does)`);
  const services = inject('services');
  db = await createTestDatabase();
  await upsertAgents(db.pool, DEMO_AGENTS);
  agentIds = (await db.pool.query<{ id: string }>('SELECT id FROM agents')).rows.map((r) => r.id);
  articlesTopic = `e2e.console.articles.${id}`;
  const env = {
    DATABASE_URL: db.url,
    KAFKA_BROKERS: services.kafkaBrokers.join(','),
    LOG_LEVEL: 'warn',
    ADMIN_TOKEN: ADMIN,
    ARTICLES_TOPIC: articlesTopic,
    ARTICLES_DLQ_TOPIC: `e2e.console.dlq.${id}`,
    EVENTS_TOPIC: `e2e.console.events.${id}`,
    REPORTS_TOPIC: `e2e.console.reports.${id}`,
    DEDUP_GROUP: `e2e-console-${id}`,
    TEMPORAL_ADDRESS: services.temporalAddress,
    TEMPORAL_TASK_QUEUE: `e2e-console-${id}`,
  };
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  processes.run('services/dedup/main.ts', env);
  processes.run('services/reports/worker-main.ts', env);
  processes.run('services/gateway/main.ts', { ...env, GATEWAY_PORT: String(port) });
  await until('the gateway', async () => ((await fetch(`${base}/readyz`)).ok ? true : null), 150_000);

  // A client's own agent on the Red Sea shipping lane, from a description alone: its record reaches the
  // articles topic before the corpus, so the dedup worker links the corpus to it.
  ({ apiKey: clientKey } = (await (await fetch(`${base}/api/v1/register`, { method: 'POST' })).json()) as {
    apiKey: string;
  });
  const created = await fetch(`${base}/api/v1/agents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': clientKey },
    body: JSON.stringify({
      name: 'Our Suez lane',
      description: 'Houthi drone attacks on container ships in the Red Sea off Yemen, and the freight rates we pay',
    }),
  });
  expect(created.status).toBe(200);
  clientAgent = (await created.json()) as typeof clientAgent;
  await until('the client agent in the dedup registry', async () => {
    const { rows } = await db.pool.query('SELECT 1 FROM dedup_agents WHERE agent_id = $1', [clientAgent.id]);
    return rows.length ? true : null;
  });

  const posted = await adminCall('/admin/v1/articles', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ articles: sampleCorpus(new Date()) }),
  });
  expect(posted.status).toBe(202);
  await until('the Kharkiv story on agent 017', async () => {
    const body = (await (await adminCall('/admin/v1/agents/017/events')).json()) as {
      events: { title: string; sourceCount: number }[];
    };
    return body.events.some((e) => e.title.startsWith('Russian missiles hit Kharkiv') && e.sourceCount === 4)
      ? true
      : null;
  });
  // A message the dedup worker cannot read: it must reach the dead-letter topic with its reason.
  const producer = testKafka('e2e-console').producer();
  await producer.connect();
  await producer.send({
    topic: articlesTopic,
    messages: [{ key: DEAD_LETTER_MARK, value: `{"title":"${DEAD_LETTER_MARK}"}` }],
  });
  await producer.disconnect();
  // Two reports for agent 017, so that its timeline has a pair to compare.
  for (let i = 0; i < 2; i++)
    expect((await adminCall('/admin/v1/agents/017/reports?wait=true', { method: 'POST' })).status).toBe(201);
  ({ apiKey: analystKey } = (await (await fetch(`${base}/api/v1/register`, { method: 'POST' })).json()) as {
    apiKey: string;
  });
  // The client agent's events (the Red Sea attack), then a report on them, triggered by the operator.
  await until('the Red Sea event on the client agent', async () => {
    const { rows } = await db.pool.query<{ title: string }>(
      'SELECT e.title FROM event_agents x JOIN events e ON e.id = x.event_id WHERE x.agent_id = $1',
      [clientAgent.id],
    );
    return rows.some((r) => /Red Sea|Houthi/.test(r.title)) ? true : null;
  });
  const clientReport = await adminCall(`/admin/v1/agents/${clientAgent.id}/reports?wait=true`, { method: 'POST' });
  expect(clientReport.status).toBe(201);
  clientReportId = ((await clientReport.json()) as { report: { reportId: string } }).report.reportId;

  // The demo's news sites and a feed that is gone, polled by a real poller (into a topic of its own, so
  // the events above stay as they are), as scripts/run.sh registers and polls them.
  const feedsPort = await freePort();
  const origin = `http://127.0.0.1:${feedsPort}`;
  processes.run('services/ops/demo-feed-server.ts', {}, ['--port', String(feedsPort)]);
  await until('the demo feeds', async () => ((await fetch(`${origin}/`)).ok ? true : null));
  const registry = new SourceRegistry({
    pool: db.pool,
    defaultIntervalSeconds: 900,
    agents: () => new ProjectionReader(db.pool).agents(),
    refusal: () => null,
  });
  await registerDemoSources(registry, demoSite(sampleCorpus(new Date()), origin), origin);
  brokenSource = (
    await registry.create({
      url: `${origin}/gone/feed.xml`,
      name: 'Gone Wire',
      state: 'active',
      tags: [],
      agentHints: [],
      sample: true,
    })
  ).id;
  processes.run('services/feeds/main.ts', {
    ...env,
    ARTICLES_TOPIC: `e2e.console.feed-articles.${id}`,
    WEB_FETCH_ALLOW_HOSTS: '127.0.0.1',
    FEED_HOST_GAP_MS: '20',
  });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await deleteAgentSchedules(agentIds);
  await processes.stop();
  await db?.drop();
});

/** A page in a fresh browser context; uncaught errors and CSP refusals are collected to be asserted on. */
async function openConsole(): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    // A refused sign-in is a 401 the browser logs as a failed load: that one is expected.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(m.text());
  });
  await page.goto(`${base}/console/`);
  return { page, problems };
}

async function signIn(page: Page, role: 'admin' | 'analyst', secret: string): Promise<void> {
  await page.getByRole('radio', { name: role === 'admin' ? /Operator/ : /Analyst/ }).check();
  await page.locator('#secret').fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** axe-core finds no serious or critical violation on the page; then a screenshot of it. */
async function check(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), `axe on ${name} (${page.url()})`).toEqual([]);
  await screenshot(page, name);
}

const balanceOnScreen = async (page: Page) =>
  Number((await page.getByTestId('balance').innerText()).match(/\(([\d,]+) credits\)/)![1]!.replaceAll(',', ''));

async function accountBalance(key: string): Promise<number> {
  const { rows } = await db.pool.query<{ balance_credits: string }>(
    'SELECT a.balance_credits FROM accounts a JOIN api_keys k ON k.account_id = a.id WHERE k.key_prefix = $1',
    [key.slice(0, 12)],
  );
  return Number(rows[0]!.balance_credits);
}

describe('the console', () => {
  it('lets an analyst sign in with an API key, read an agent, a report and a cited event, with the balance on screen', async () => {
    const { page, problems } = await openConsole();
    await check(page, 'sign-in');
    await signIn(page, 'analyst', `sk_${'x'.repeat(40)}`);
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('401 invalid api key');

    await page.locator('#secret').fill(analystKey);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByTestId('agent-card').count()).toBe(DEMO_AGENTS.length);
    const sentinel = page.getByTestId('agent-card').filter({ hasText: 'Sentinel' });
    await expect.poll(() => sentinel.getByTestId('headline').innerText()).toContain('Kharkiv');
    await check(page, 'analyst-agents');
    // Every read is billed like any client's, and the balance shown is the account's.
    expect(await balanceOnScreen(page)).toBe(await accountBalance(analystKey));
    expect(await accountBalance(analystKey)).toBeLessThan(10_000);
    // The search box asks the catalog (once typing pauses).
    await page.getByLabel('Search the agents').fill('maritime');
    await expect
      .poll(() => page.getByTestId('agent-card').allInnerTexts())
      .toEqual([expect.stringContaining('Harbor')]);
    await page.getByLabel('Search the agents').fill('');
    await expect.poll(() => page.getByTestId('agent-card').count()).toBe(DEMO_AGENTS.length);

    await page.getByRole('link', { name: 'Sentinel' }).click();
    await expect.poll(() => page.getByTestId('timeline').locator('li').count()).toBe(2);
    await check(page, 'analyst-agent');

    await page.getByTestId('timeline').getByRole('link').first().click();
    await expect
      .poll(() => page.getByRole('heading', { level: 3 }).allInnerTexts())
      .toEqual(expect.arrayContaining(['Personal', 'Research', 'Business operations', 'Trading and investments']));
    await check(page, 'analyst-report');

    const citation = page.locator('a.citation').first();
    const eventId = (await citation.innerText()).slice(1, -1);
    await citation.click();
    await page.waitForURL(`**/console/events/${eventId}`);
    await expect.poll(() => page.getByTestId('sources').locator('tbody tr').count()).toBe(4);
    expect(await page.getByText('sentinel (primary)').count()).toBe(1);
    await check(page, 'analyst-event');
    expect(await balanceOnScreen(page)).toBe(await accountBalance(analystKey));
    // An analyst has no operator pages.
    expect(await page.getByRole('link', { name: 'Pipeline' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("shows a client's analyst its own agent, marked as its own beside the catalog, with its report and events", async () => {
    const { page, problems } = await openConsole();
    await signIn(page, 'analyst', clientKey);
    const cards = page.getByTestId('agent-card');
    await expect.poll(() => cards.count()).toBe(DEMO_AGENTS.length + 1);
    const own = cards.filter({ has: page.getByTestId('own-mark') });
    expect(await own.count()).toBe(1);
    expect(await own.getByRole('heading').innerText()).toMatch(/^Our Suez lane\s+yours$/);
    await expect.poll(() => own.getByTestId('headline').innerText()).toMatch(/Red Sea|Houthi/);
    expect(await cards.filter({ hasText: 'Sentinel' }).getByTestId('own-mark').count()).toBe(0);
    expect(await page.getByText(`${DEMO_AGENTS.length + 1} agents (1 of them yours)`).count()).toBe(1);
    await check(page, 'analyst-own-agents');

    await own.getByRole('link', { name: 'Our Suez lane' }).click();
    await page.waitForURL(`**/console/agents/${clientAgent.slug}`);
    // Its first report, written at creation after the backfill, and the operator's (signal reports may add more).
    await expect.poll(() => page.getByTestId('timeline').locator('li').count()).toBeGreaterThanOrEqual(2);
    const events = page.locator('ul.events li');
    await expect
      .poll(() => events.allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringMatching(/Houthi|Red Sea/)]));
    // Nothing of the other storylines (a quake, a rate cut, Kharkiv) is linked to a lane watch.
    expect((await events.allInnerTexts()).join('\n')).not.toMatch(/Kharkiv|Luzon|ECB|European Central Bank/);
    await check(page, 'analyst-own-agent');

    await page.getByTestId('timeline').locator(`a[href$="/reports/${clientReportId}"]`).click();
    await page.waitForURL(`**/console/agents/${clientAgent.slug}/reports/${clientReportId}`);
    await expect.poll(() => page.getByTestId('cited-events').locator('li').count()).toBeGreaterThan(0);
    await page.getByTestId('cited-events').getByRole('link').first().click();
    await page.waitForURL('**/console/events/evt_*');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(/Houthi|Red Sea|drone/i);
    await check(page, 'analyst-own-event');

    // Another account's analyst neither lists it nor reaches it by its ref.
    const other = await openConsole();
    await signIn(other.page, 'analyst', analystKey);
    await expect.poll(() => other.page.getByTestId('agent-card').count()).toBe(DEMO_AGENTS.length);
    await other.page.goto(`${base}/console/agents/${clientAgent.slug}`);
    await expect.poll(() => other.page.getByRole('alert').first().innerText()).toContain('404');
    expect(problems).toEqual([]);
  });

  it("shows the operator every account's own agents with their owners, and opens one's reports", async () => {
    const { page, problems } = await openConsole();
    await signIn(page, 'admin', ADMIN);
    const rows = page.getByTestId('client-agent');
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.getByTestId('owner').innerText()).toContain(clientKey.slice(0, 12));
    expect(await row.innerText()).toContain('Our Suez lane');
    // What it matches: the place the description names, as the pipeline matches it.
    expect(await row.innerText()).toMatch(/\bYE\b/);
    // The catalog stays the catalog: nine cards, none of them the client's.
    await expect.poll(() => page.getByTestId('agent-card').count()).toBe(DEMO_AGENTS.length);
    await check(page, 'operator-client-agents');

    await row.getByRole('link', { name: 'Our Suez lane' }).click();
    await page.waitForURL(`**/console/agents/${clientAgent.id}`);
    // Its first report, written at creation after the backfill, and the operator's (signal reports may add more).
    await expect.poll(() => page.getByTestId('timeline').locator('li').count()).toBeGreaterThanOrEqual(2);
    await page.getByTestId('timeline').locator(`a[href$="/reports/${clientReportId}"]`).click();
    await page.waitForURL(`**/console/agents/${clientAgent.id}/reports/${clientReportId}`);
    await expect.poll(() => page.getByTestId('cited-events').locator('li').count()).toBeGreaterThan(0);
    await check(page, 'operator-client-report');
    expect(problems).toEqual([]);
  });

  it('lets an operator trigger a report, see it land on the timeline, and open a diff of two reports', async () => {
    const { page, problems } = await openConsole();
    await signIn(page, 'admin', ADMIN);
    await expect.poll(() => page.getByTestId('role').innerText()).toContain('Operator');
    await page.goto(`${base}/console/agents/sentinel`);
    await expect.poll(() => page.getByTestId('timeline').locator('li').count()).toBe(2);

    await page.getByRole('button', { name: 'Generate a report now' }).click();
    const landed = page.getByTestId('report-landed').getByRole('link');
    await landed.waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId('timeline').locator('li').count()).toBe(3);
    await check(page, 'operator-agent');
    await landed.click();
    await expect.poll(() => page.locator('.badge').first().innerText()).toContain('manual');
    await check(page, 'operator-report');

    await page.goBack();
    // The agent's first report against the one just generated: what changed is on the page.
    await page.getByLabel('Older').selectOption({ index: 2 });
    await page.getByRole('button', { name: 'Show the diff' }).click();
    await page.waitForURL('**/console/agents/sentinel/diff?**');
    const trend = page.getByRole('row', { name: /^Trend/ });
    await expect.poll(() => trend.innerText()).toMatch(/Trend\s+first report\s+stable/);
    const headline = page.getByTestId('changed-fields').locator('div').filter({ hasText: 'situation.headline' });
    expect(await headline.locator('ins').first().innerText()).toContain('Steady');
    // Events as the diff operation reports them: new, grown (sources before and after) and gone.
    for (const kind of ['New', 'Grown', 'Gone'])
      expect(await page.getByRole('heading', { name: new RegExp(`^${kind} events \\(\\d+\\)$`) }).count()).toBe(1);
    await check(page, 'operator-diff');

    // As an operator, an event says why it is linked: the profile terms its sources matched. From the
    // newer report the diff links to, through one of its citations.
    await page.locator('a[href*="/console/agents/sentinel/reports/"]').last().click();
    await page.locator('a[href*="/console/events/"]').first().click();
    await expect
      .poll(() => page.getByTestId('event-links').innerText())
      .toMatch(/Sentinel \(primary\) — matched keyword/);
    await check(page, 'operator-event');
    expect(problems).toEqual([]);
  });

  it('shows an operator the dead-letter entry this test produced, the pipeline figures, and a replay to its digest diff', async () => {
    const { page, problems } = await openConsole();
    await signIn(page, 'admin', ADMIN);
    await page.getByRole('link', { name: 'Pipeline' }).click();
    const deadLetters = page.getByTestId('dead-letters');
    await expect.poll(() => deadLetters.innerText(), { timeout: 30_000 }).toContain(DEAD_LETTER_MARK);
    await expect.poll(() => page.getByTestId('lag').innerText(), { timeout: 30_000 }).toBe('0 messages');
    await check(page, 'operator-pipeline');

    await page.getByRole('button', { name: 'Start a replay' }).click();
    await expect
      .poll(() => page.getByTestId('replay-status').innerText(), { timeout: 120_000, interval: 1_000 })
      .toBe('completed');
    await expect.poll(() => page.getByTestId('replay-result').innerText()).toContain('Identical');
    await check(page, 'operator-replay');
    expect(problems).toEqual([]);
  });

  it('lets an operator look up an account by key prefix, top it up and see the top-up in its ledger', async () => {
    const { page, problems } = await openConsole();
    await signIn(page, 'admin', ADMIN);
    await page.getByRole('link', { name: 'Accounts' }).click();
    await page.getByLabel(/Key prefix/).fill(analystKey.slice(0, 12));
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByTestId('ledger').waitFor();
    const before = await accountBalance(analystKey);
    await page.getByLabel('Credits').fill('2500');
    await page.getByLabel('Note').fill('e2e top-up');
    await page.getByRole('button', { name: 'Top up' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Topped up' }).count()).toBe(1);
    expect(await accountBalance(analystKey)).toBe(before + 2500);
    await expect
      .poll(() => page.getByTestId('ledger').locator('tbody tr').first().innerText())
      .toMatch(/topup\s+\+2500/);
    expect(await page.getByTestId('account-balance').innerText()).toContain((before + 2500).toLocaleString('en'));
    await check(page, 'operator-accounts');
    expect(problems).toEqual([]);
  });

  it('shows an operator every feed source with its health, flags one failing for a day, pauses one and edits one', async () => {
    const { page, problems } = await openConsole();
    await signIn(page, 'admin', ADMIN);
    await page.getByRole('link', { name: 'Sources' }).click();
    const rows = page.getByTestId('source');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(6);
    const row = (name: string) => rows.filter({ hasText: name });
    await expect
      .poll(() => row('Northwire').getByTestId('last-poll').innerText(), { timeout: 60_000 })
      .toMatch(/new items \(200\)/);
    expect(await row('Northwire').innerText()).toMatch(/100% \(\d+ fetched, 0 fell back\)/);
    await expect
      .poll(() => row('Gone Wire').getByTestId('last-poll').innerText(), { timeout: 60_000 })
      .toMatch(/failed: upstream answered 404/);

    // A day of failures: the page says so at the top and on the source.
    await db.pool.query("UPDATE sources SET failing_since = now() - interval '25 hours' WHERE id = $1", [brokenSource]);
    await page.reload();
    await expect
      .poll(() => page.getByTestId('failing-banner').innerText(), { timeout: 15_000 })
      .toMatch(/^1 source has/);
    expect(await row('Gone Wire').getByTestId('failing-for-a-day').count()).toBe(1);
    expect(await rows.getByTestId('failing-for-a-day').count()).toBe(1);
    await check(page, 'operator-sources');

    await page.getByRole('button', { name: 'Pause Gone Wire' }).click();
    await expect.poll(() => row('Gone Wire').getByTestId('state').innerText()).toBe('paused');
    await expect.poll(() => page.getByTestId('failing-banner').count()).toBe(0);

    await page.getByRole('button', { name: 'Edit Northwire' }).click();
    const form = page.getByRole('form', { name: 'Edit Northwire' });
    await form.getByLabel(/^Name/).fill('Northwire Wires');
    await form.getByLabel('Poll every (s)').fill('1800');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row('Northwire Wires').innerText()).toContain('every 30 min');
    expect(problems).toEqual([]);
  });
});

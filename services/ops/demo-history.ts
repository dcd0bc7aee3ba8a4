import type pg from 'pg';
import type { ArticleV1, ArticleInput } from '../../schemas/messages/article.ts';
import { ArticleV1 as ArticleSchema } from '../../schemas/messages/article.ts';
import { createReportActivities } from '../reports/activities.ts';
import { DeterministicComposer } from '../reports/composer.ts';

/**
 * The demo's history, played at its first start: the fortnight before the last 24 hours of the demo
 * world (sample data), a day at a time. Each day's articles go to the articles topic stamped with
 * their publication time (as if Sitrep had been reading them as they appeared), the dedup worker
 * takes them in, and every agent gets that day's report as of the day's end. A newcomer's first
 * reports then have two weeks of priors: trends, what changed, diffs and a sparkline that moves.
 *
 * The daily reports are built by the report activities themselves (the code a report workflow runs,
 * with the deterministic composer), called in this process: a Temporal round trip per report would
 * add most of a minute to the demo's first start.
 */
export interface HistoryDeps {
  pool: pg.Pool;
  /** Sends articles, each message stamped with the time given. */
  send: (articles: ArticleV1[], timestampOf: (a: ArticleV1) => number) => Promise<void>;
  /** The articles topic's end offset (the sum over its partitions). */
  topicEnd: () => Promise<number>;
  /** Writes one agent's report as of `asOf` (see `historyReporter`); `key` gives the report its id. */
  report: (agent: { id: string; slug: string }, asOf: string, key: string) => Promise<void>;
  dedupGroup: string;
  log: (line: string) => void;
  /** How long to wait for the dedup worker to take in one day. */
  timeoutMs?: number;
}

/**
 * Writes a daily report as of an instant, as a scheduled report workflow would at that instant: the
 * window is the 24 hours before it, the prior is the agent's latest report up to it.
 */
export function historyReporter(pool: pg.Pool, reportsTopic: string): HistoryDeps['report'] {
  const activities = createReportActivities({ pool, composer: new DeterministicComposer(), reportsTopic });
  return async (agent, asOf, key) => {
    const { report, evidence } = await activities.buildReport({
      agentId: agent.id,
      triggerType: 'scheduled',
      windowType: 'rolling_24h',
      signalIds: [],
      reason: `Demo history (sample data): ${agent.slug}'s daily report as of ${asOf}, played when the demo started.`,
      asOf,
      workflowId: key,
    });
    await activities.persistReport({ agentId: agent.id, workflowId: key, report, evidence });
  };
}

/** Whether the projection already holds events: then this stack has played its history before. */
export async function historyPlayed(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM (SELECT 1 FROM events LIMIT 1) e');
  return Number(rows[0]!.n) > 0;
}

async function dedupCaughtUp(deps: HistoryDeps, end: number): Promise<void> {
  const deadline = Date.now() + (deps.timeoutMs ?? 60_000);
  for (;;) {
    const { rows } = await deps.pool.query<{ n: string }>(
      'SELECT coalesce(sum(next_offset), 0) AS n FROM dedup_offsets WHERE consumer = $1',
      [deps.dedupGroup],
    );
    if (Number(rows[0]!.n) >= end) return;
    if (Date.now() > deadline) throw new Error(`the dedup worker did not reach offset ${end} in time`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Plays the days oldest first; resolves to how many articles and reports it wrote. */
export async function playHistory(
  deps: HistoryDeps,
  days: { asOf: Date; articles: ArticleInput[] }[],
): Promise<{ articles: number; reports: number }> {
  const { rows: agents } = await deps.pool.query<{ id: string; slug: string }>(
    'SELECT id, slug FROM agents ORDER BY external_id',
  );
  let articles = 0;
  let reports = 0;
  for (const day of days) {
    const started = performance.now();
    const parsed = day.articles.map((a) => ArticleSchema.parse(a));
    await deps.send(parsed, (a) => Date.parse(a.publishedAt!));
    await dedupCaughtUp(deps, await deps.topicEnd());
    const ingested = performance.now();
    const asOf = day.asOf.toISOString();
    // One day's reports at once: each reads the projection as of its day, and its own prior report.
    await Promise.all(
      agents.map((agent) => deps.report(agent, asOf, `demo-history-${agent.slug}-${asOf.slice(0, 16)}`)),
    );
    articles += parsed.length;
    reports += agents.length;
    const ms = (from: number, to: number) => `${Math.round(to - from)} ms`.padStart(7);
    deps.log(
      `  ${asOf.slice(0, 10)}  ${String(parsed.length).padStart(3)} articles in ${ms(started, ingested)}, ${agents.length} reports in ${ms(ingested, performance.now())}`,
    );
  }
  return { articles, reports };
}

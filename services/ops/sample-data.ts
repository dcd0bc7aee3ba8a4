import type pg from 'pg';
import type { Report } from '../../schemas/api/report.ts';
import { eventIdFor } from '../domain/event-id.ts';
import { writeEvent, writeReport } from './projection-writer.ts';
import { createHash } from 'node:crypto';

/**
 * SAMPLE DATA, written by us: a small projection (events without article bodies, and one report per
 * agent) written straight to the tables, for benchmarks of the read surfaces that need data but not
 * the pipeline (bench:x402). The demo serves real pipeline output instead. Every event carries the
 * tag `sample-data`; every report says so in its title.
 */
const STORIES: {
  agent: string;
  events: { title: string; summary: string; type: string; publications: string[]; region: string }[];
}[] = [
  {
    agent: 'sentinel',
    events: [
      {
        title: 'Overnight drone strikes hit power substations in central Ukraine',
        summary:
          'Several regional grids report outages after a wave of drones targeted substations; repair crews were dispatched at dawn.',
        type: 'conflict',
        publications: ['Kyiv Ledger', 'Continental Wire', 'Eastern Dispatch'],
        region: 'UA',
      },
      {
        title: 'Delegations confirm a new round of prisoner-exchange talks',
        summary: 'Mediators say technical teams will meet next week to discuss a further exchange of prisoners of war.',
        type: 'diplomacy',
        publications: ['Continental Wire', 'Geneva Monitor'],
        region: 'UA',
      },
    ],
  },
  {
    agent: 'atlas',
    events: [
      {
        title: 'Producer group signals it will extend output cuts into the next quarter',
        summary: 'Delegates indicate the current voluntary cuts will roll over, supporting benchmark crude prices.',
        type: 'energy',
        publications: ['Energy Desk', 'Market Ledger', 'Gulf Business Review', 'Continental Wire'],
        region: 'SA',
      },
    ],
  },
  {
    agent: 'harbor',
    events: [
      {
        title: 'Container backlog grows at a major transshipment hub after crane outage',
        summary: 'Vessels wait up to three days for berths while a software fault keeps several cranes idle.',
        type: 'trade',
        publications: ['Freight Weekly', 'Port Observer'],
        region: 'SG',
      },
    ],
  },
];

export async function writeSampleData(
  pool: pg.Pool,
  agentIds: Map<string, string>,
  now: Date,
): Promise<{ events: number; reports: number }> {
  let events = 0,
    reports = 0;
  for (const [s, story] of STORIES.entries()) {
    const agentId = agentIds.get(story.agent);
    if (!agentId) continue;
    const ids: string[] = [];
    for (const [i, e] of story.events.entries()) {
      const base = now.getTime() - (s * 3 + i + 2) * 3_600_000;
      const sources = e.publications.map((p, j) => {
        const at = new Date(base + j * 20 * 60_000);
        return {
          url: `https://sample.sitrep.invalid/${story.agent}/${i}/${p.toLowerCase().replace(/\W+/g, '-')}`,
          publication: p,
          title: e.title,
          publishedAt: at,
          ingestedAt: at,
        };
      });
      const id = eventIdFor(sources[0]!.url);
      const exists = await pool.query('SELECT 1 FROM events WHERE id = $1', [id]);
      if (!exists.rowCount) {
        await writeEvent(pool, {
          title: e.title,
          summary: e.summary,
          eventType: e.type,
          occurredAt: sources[0]!.publishedAt,
          firstSeenAt: sources[0]!.ingestedAt,
          lastUpdatedAt: sources.at(-1)!.ingestedAt,
          tags: ['sample-data'],
          locations: [{ name: e.region, country: e.region }],
          sources,
          primaryAgentId: agentId,
        });
        events++;
      }
      ids.push(id);
    }
    await writeReport(pool, agentId, `sample-${story.agent}`, sampleReport(story.agent, story.events, ids, now));
    reports++;
  }
  return { events, reports };
}

function sampleReport(agent: string, events: (typeof STORIES)[number]['events'], ids: string[], now: Date): Report {
  const codename = agent[0]!.toUpperCase() + agent.slice(1);
  const cite = (i: number) => `[${ids[i]}]`;
  const happened = events.map((e, i) => `${e.title} ${cite(i)}.`).join(' ');
  const lens = (line: string, posture: string, horizon: string) => ({
    bottom_line: line,
    recommended_posture: posture,
    time_horizon: horizon,
  });
  return {
    reportId: `rpt_${createHash('sha256').update(`sample-${agent}`).digest('hex').slice(0, 24)}`,
    agentSlug: agent,
    agentCodename: codename,
    title: `[Sample data] ${codename}: ${events[0]!.title}`,
    summary: `Sample report seeded for the demo. ${happened}`,
    analysis: `## What the sources say\n\n${events.map((e, i) => `- ${e.summary} ${cite(i)} (${e.publications.length} publications)`).join('\n')}\n\n_This report is sample data; the report workflows replace it._`,
    trend: null,
    coverageWindow: {
      windowType: 'rolling_24h',
      start: new Date(now.getTime() - 86_400_000).toISOString(),
      end: now.toISOString(),
    },
    asOf: now.toISOString(),
    generatedAt: now.toISOString(),
    generationReason: 'Sample data written straight to the tables for a benchmark.',
    triggerType: 'manual',
    changeScore: 1,
    sourceEventIds: ids,
    inboundSignalIds: [],
    region: [...new Set(events.map((e) => e.region))],
    situation: {
      headline: events[0]!.title,
      what_happened: happened,
      what_changed: 'First report for this agent: everything is new.',
      why_it_matters: `${events[0]!.summary} ${cite(0)}`,
    },
    decisionAdvantage: {
      personal: lens(
        `Expect knock-on effects from ${events[0]!.title.toLowerCase()} ${cite(0)}.`,
        'Stay informed; no action needed yet.',
        'days',
      ),
      research: lens(
        `Track whether follow-up reporting confirms ${cite(0)}.`,
        'Collect primary sources and compare publication accounts.',
        'weeks',
      ),
      business_operations: lens(
        `Check exposure of operations to the affected region (${events[0]!.region}) ${cite(0)}.`,
        'Review contingency plans with suppliers.',
        'days',
      ),
      trading_investments: lens(
        `Price moves may follow ${cite(0)}.`,
        'Watch related instruments; avoid over-reacting to a single report.',
        'intraday',
      ),
    },
    nextLikelyDevelopments: [`Further reporting on ${events[0]!.title.toLowerCase()} ${cite(0)}.`],
    confidence: {
      overall: events[0]!.publications.length >= 4 ? 'high' : events[0]!.publications.length >= 2 ? 'medium' : 'low',
      notes: [`${events[0]!.publications.length} distinct publications on the lead event.`, 'Sample data.'],
    },
  };
}

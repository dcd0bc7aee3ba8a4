import type { Report } from '../../schemas/api/report.ts';
import { changeScore, confidence, trend, type PriorEvidence, type WindowEvent } from './assessment.ts';

/** An event of the coverage window with what the composer writes from. */
export interface ComposerEvent extends WindowEvent {
  title: string;
  summary: string;
  status: string;
  occurredAt: string;
  locations: { name: string; country: string | null }[];
  entities: { name: string; type: string }[];
}

export interface ComposeInput {
  reportId: string;
  agent: { slug: string; name: string; domain: string };
  window: Report['coverageWindow'];
  events: ComposerEvent[];
  prior: PriorEvidence | null;
  trigger: { type: NonNullable<Report['triggerType']>; reason: string; signalIds: string[] };
  now: Date;
}

/** Where each claim of the report comes from: the field, the sentence, and the events it cites. */
export interface Citation {
  field: string;
  text: string;
  eventIds: string[];
}

export interface Composed {
  report: Report;
  citations: Citation[];
}

/** The composer port: the default is deterministic and offline; an LLM adapter may stand in front of it. */
export interface Composer {
  compose(input: ComposeInput): Promise<Composed>;
}

/**
 * An event's text as a report quotes it: whole sentences, as many as fit in `max` characters, and
 * always the first one whole, so a quote never ends mid-word or mid-sentence.
 */
export function quoteOf(text: string, max = 280): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // A sentence ends at . ! or ? (and any closing quotes) before a capital, a digit or the end.
  const ends = [...flat.matchAll(/[.!?]+["'”’)\]]*(?=\s+["“‘(]?[\p{Lu}\d]|$)/gu)].map((m) => m.index + m[0].length);
  if (ends[ends.length - 1] !== flat.length) ends.push(flat.length);
  let cut = ends[0]!;
  for (const end of ends) if (end <= max) cut = end;
  return flat.slice(0, cut);
}

const cite = (ids: string[]) => ids.map((id) => `[${id}]`).join('');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const ESCALATORY = new Set(['conflict', 'security', 'disaster', 'health']);

const POSTURE: Record<
  NonNullable<Report['trend']> | 'first',
  Record<'personal' | 'research' | 'business_operations' | 'trading_investments', [string, string]>
> = {
  first: {
    personal: [
      'Note the situation and where it is unfolding; no change of plans is called for on this evidence alone.',
      'next 72 hours',
    ],
    research: [
      'Open a file: record the founding reports and which outlets carry them, and watch for independent confirmation.',
      'next 2 weeks',
    ],
    business_operations: ['Map exposure: sites, suppliers, routes and staff in the affected places.', 'this week'],
    trading_investments: ['Identify exposed positions; wait for corroboration before acting.', '1–5 trading days'],
  },
  stable: {
    personal: ['Carry on as planned; keep following official channels for any change.', 'next 72 hours'],
    research: [
      'No new evidence since the last report: revisit open questions rather than the headlines.',
      'next 2 weeks',
    ],
    business_operations: ['Keep current contingency settings; no new action needed.', 'this week'],
    trading_investments: ['No new information to trade on; existing hedges can stay as they are.', '1–5 trading days'],
  },
  developing: {
    personal: ['Check for updates before travel or plans that touch the affected places.', 'next 48 hours'],
    research: ['Update the timeline with the new reports and note which claims are now corroborated.', 'next week'],
    business_operations: [
      'Review exposure again; prepare, but do not yet trigger, contingency plans.',
      'next 72 hours',
    ],
    trading_investments: ['Expect headline-driven moves; size positions for more news.', '1–3 trading days'],
  },
  escalating: {
    personal: [
      'Avoid the affected places, follow official advisories closely and keep plans flexible.',
      'next 24 hours',
    ],
    research: [
      'Prioritise this thread: verify casualty, damage and actor claims across independent outlets.',
      'next 72 hours',
    ],
    business_operations: [
      'Activate contingency plans for exposed sites, routes and suppliers; check on staff.',
      'next 24–48 hours',
    ],
    trading_investments: [
      'Reduce or hedge exposure to the affected regions and sectors; expect volatility.',
      'intraday to 2 trading days',
    ],
  },
  'de-escalating': {
    personal: ['Conditions are easing; resume plans with the usual checks.', 'next week'],
    research: ['Record the turn and look for what drove it; keep the file open.', 'next 2 weeks'],
    business_operations: ['Plan the return to normal operations; keep contingencies on standby.', 'next week'],
    trading_investments: ['Risk premia may unwind; review hedges taken during the escalation.', '1–2 weeks'],
  },
  uncertain: {
    personal: ['Treat the latest reports with caution: they come from single outlets so far.', 'next 48 hours'],
    research: ['Seek independent confirmation of the single-source reports before relying on them.', 'next 72 hours'],
    business_operations: ['Hold decisions until the reports are confirmed; keep monitoring.', 'next 72 hours'],
    trading_investments: ['Do not trade on unconfirmed single-source reports.', '1–3 trading days'],
  },
};

/**
 * The default composer: every sentence is built from the window's events and cites them; nothing
 * is invented, and the same input always gives the same report.
 */
export class DeterministicComposer implements Composer {
  compose(input: ComposeInput): Promise<Composed> {
    return Promise.resolve(composeDeterministic(input));
  }
}

export function composeDeterministic(input: ComposeInput): Composed {
  const { agent, now } = input;
  const events = [...input.events].sort(
    (a, b) =>
      b.sourceCount - a.sourceCount ||
      b.lastUpdatedAt.localeCompare(a.lastUpdatedAt) ||
      a.eventId.localeCompare(b.eventId),
  );
  const citations: Citation[] = [];
  const say = (field: string, text: string, ids: string[]) => {
    citations.push({ field, text, eventIds: ids });
    return ids.length ? `${text} ${cite(ids)}` : text;
  };
  const score = changeScore(events, input.prior);
  const direction = trend(events, input.prior);
  const conf = confidence(events, now);
  const fresh = input.prior
    ? events.filter(
        (e) =>
          input.prior!.sourceCounts[e.eventId] === undefined || e.sourceCount > input.prior!.sourceCounts[e.eventId]!,
      )
    : events;
  const regions = [
    ...new Set(events.flatMap((e) => e.locations.map((l) => l.country).filter((c): c is string => !!c))),
  ].sort();
  const places = [...new Set(events.flatMap((e) => e.locations.map((l) => l.name)))].slice(0, 4);
  const top = events[0];
  const describe = (e: ComposerEvent) =>
    `${e.title} (${plural(e.sourceCount, 'source')}, ${plural(e.publicationCount, 'publication')}, ${e.status})`;

  if (!top) {
    const quiet = `No new ${agent.domain} events were reported in the coverage window.`;
    const report: Report = {
      reportId: input.reportId,
      agentSlug: agent.slug,
      agentCodename: agent.name,
      title: `${agent.name}: no significant developments`,
      summary: quiet,
      analysis: `## Key developments\n\n${quiet}\n`,
      trend: direction,
      coverageWindow: input.window,
      asOf: now.toISOString(),
      generatedAt: now.toISOString(),
      generationReason: input.trigger.reason,
      triggerType: input.trigger.type,
      changeScore: score,
      sourceEventIds: [],
      inboundSignalIds: input.trigger.signalIds,
      region: [],
      situation: {
        headline: `Quiet: no ${agent.domain} events in the window`,
        what_happened: quiet,
        what_changed: input.prior ? 'Nothing new since the previous report.' : 'This is the first report.',
        why_it_matters: `Absence of reporting on ${agent.domain} lowers near-term risk, but coverage gaps are possible.`,
      },
      decisionAdvantage: Object.fromEntries(
        Object.entries(POSTURE.stable).map(([lens, [posture, horizon]]) => [
          lens,
          { bottom_line: quiet, recommended_posture: posture, time_horizon: horizon },
        ]),
      ) as Report['decisionAdvantage'],
      nextLikelyDevelopments: [
        'Coverage resumes when new reporting arrives; no development is indicated by the current evidence.',
      ],
      confidence: conf,
    };
    return { report, citations };
  }

  const lead = events.slice(0, 3);
  const summary = [
    say(
      'summary',
      `${top.title}: the most reported ${agent.domain} development, carried by ${plural(top.publicationCount, 'publication')}.`,
      [top.eventId],
    ),
    ...(events.length > 1
      ? [
          say(
            'summary',
            `Also in the window: ${events
              .slice(1, 3)
              .map((e) => e.title)
              .join('; ')}.`,
            events.slice(1, 3).map((e) => e.eventId),
          ),
        ]
      : []),
    input.prior
      ? say(
          'summary',
          fresh.length
            ? `${plural(fresh.length, 'event')} ${fresh.length === 1 ? 'is' : 'are'} new or growing since the previous report (change score ${score}).`
            : 'Nothing new since the previous report.',
          fresh.slice(0, 5).map((e) => e.eventId),
        )
      : `This is ${agent.name}'s first report on ${agent.domain}.`,
  ].join(' ');

  const headlineByTrend: Record<string, string> = {
    escalating: `Escalating: ${top.title}`,
    'de-escalating': `Easing: ${top.title}`,
    developing: `Developing: ${top.title}`,
    stable: `Steady: ${top.title}`,
    uncertain: `Unconfirmed: ${top.title}`,
  };
  const situation: Report['situation'] = {
    headline: direction ? headlineByTrend[direction]! : top.title,
    what_happened: lead.map((e) => say('situation.what_happened', quoteOf(e.summary), [e.eventId])).join(' '),
    what_changed: input.prior
      ? fresh.length
        ? fresh
            .slice(0, 3)
            .map((e) =>
              say(
                'situation.what_changed',
                `${input.prior!.sourceCounts[e.eventId] === undefined ? 'New' : 'More reporting'}: ${e.title}.`,
                [e.eventId],
              ),
            )
            .join(' ')
        : 'No new sources since the previous report.'
      : say(
          'situation.what_changed',
          `First report: ${plural(events.length, 'event')} in the window.`,
          events.map((e) => e.eventId).slice(0, 5),
        ),
    why_it_matters: say(
      'situation.why_it_matters',
      `${agent.name} watches ${agent.domain}${places.length ? `; these events touch ${places.join(', ')}` : ''}${ESCALATORY.has(top.eventType) ? ', with risk to people and operations nearby' : ''}.`,
      [top.eventId],
    ),
  };

  const posture = POSTURE[direction ?? 'first'];
  const bottom = (lens: string) => {
    const e =
      lens === 'trading_investments'
        ? (events.find((x) => ['markets', 'economy', 'energy', 'trade', 'technology'].includes(x.eventType)) ?? top)
        : lens === 'business_operations'
          ? (events.find((x) => ['trade', 'energy', 'security', 'disaster', 'technology'].includes(x.eventType)) ?? top)
          : lens === 'personal'
            ? (events.find((x) => ESCALATORY.has(x.eventType)) ?? top)
            : top;
    const where =
      e.locations
        .map((l) => l.name)
        .slice(0, 2)
        .join(' and ') || 'the affected area';
    const corroborated = events.filter((x) => x.publicationCount >= 2).length;
    const text = {
      personal: `For anyone in or travelling to ${where}: ${e.title} (${e.status}).`,
      research: `${plural(events.length, 'event')}, ${corroborated} corroborated by two or more outlets; the best-sourced is ${e.title} (${plural(e.sourceCount, 'source')}).`,
      business_operations: `Operations with sites, routes or suppliers in ${where} are exposed to ${e.title} (${e.eventType}, ${e.status}).`,
      trading_investments: `Market-relevant ${e.eventType} news: ${e.title} (${plural(e.publicationCount, 'publication')}; confidence ${conf.overall}).`,
    }[lens as 'personal' | 'research' | 'business_operations' | 'trading_investments'];
    return say(`decisionAdvantage.${lens}`, text, [e.eventId]);
  };
  const decisionAdvantage = Object.fromEntries(
    (Object.keys(posture) as (keyof typeof posture)[]).map((lens) => [
      lens,
      { bottom_line: bottom(lens), recommended_posture: posture[lens][0], time_horizon: posture[lens][1] },
    ]),
  ) as Report['decisionAdvantage'];

  const next = events.slice(0, 4).map((e) => {
    const where = e.locations[0]?.name;
    const text =
      e.status === 'emerging' || e.publicationCount <= 1
        ? `Confirmation or correction of "${e.title}" as more outlets report it (one publication so far).`
        : ESCALATORY.has(e.eventType)
          ? `Follow-on ${e.eventType} reporting${where ? ` around ${where}` : ''} after "${e.title}", and official responses to it.`
          : `Further reporting on "${e.title}" as reactions and figures come in (${plural(e.sourceCount, 'source')} so far).`;
    return say('nextLikelyDevelopments', text, [e.eventId]);
  });

  const analysis = [
    '## Key developments',
    '',
    ...events.slice(0, 8).map(
      (e) =>
        `- ${say('analysis', describe(e), [e.eventId])}${
          e.locations.length
            ? ` — ${e.locations
                .map((l) => l.name)
                .slice(0, 3)
                .join(', ')}`
            : ''
        }`,
    ),
    '',
    '## What changed',
    '',
    input.prior
      ? fresh.length
        ? fresh
            .slice(0, 8)
            .map((e) => `- ${say('analysis', `${e.title}: now ${plural(e.sourceCount, 'source')}`, [e.eventId])}`)
            .join('\n')
        : '- No new sources since the previous report.'
      : `- First report: ${plural(events.length, 'event')} establish the baseline.`,
    '',
    '## Outlook',
    '',
    `Trend: ${direction ?? 'none yet (first report)'}; change score ${score}; confidence ${conf.overall}.`,
    '',
  ].join('\n');

  const report: Report = {
    reportId: input.reportId,
    agentSlug: agent.slug,
    agentCodename: agent.name,
    title: `${agent.name}: ${top.title}`,
    summary,
    analysis,
    trend: direction,
    coverageWindow: input.window,
    asOf: now.toISOString(),
    generatedAt: now.toISOString(),
    generationReason: input.trigger.reason,
    triggerType: input.trigger.type,
    changeScore: score,
    sourceEventIds: events.map((e) => e.eventId),
    inboundSignalIds: input.trigger.signalIds,
    region: regions,
    situation,
    decisionAdvantage,
    nextLikelyDevelopments: next,
    confidence: conf,
  };
  return { report, citations };
}

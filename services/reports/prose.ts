import type { Report } from '../../schemas/api/report.ts';
import { changesSaid, withBody, type Change } from './changes.ts';
import { attributed, cite, claim, plural, trimQuote, type Claim } from './claims.ts';
import type { Citation, ComposeInput, Composed } from './composer.ts';
import { currentTitle, type Dossier } from './dossier.ts';
import type { Lens, LensBlock } from './lenses.ts';
import { storylineClaim, type StoryEvent, type Storyline } from './storylines.ts';
import { synthesisClaim } from './synthesis.ts';

// The report's fields written from the parts (changes, storylines, synthesis, lenses, what to
// watch), each sentence a claim with its citations; a claim that fails the grounding check is left out.

export interface Parts {
  input: ComposeInput;
  dossiers: Dossier[];
  changes: Change[];
  /** For a signal report whose prior already held every change: the window's changes behind the signal. */
  signalled: Change[];
  direction: Report['trend'];
  score: number;
  confidence: Report['confidence'];
  storylines: Storyline[];
  earlier: StoryEvent[];
  lenses: Record<Lens, LensBlock> | null;
  watch: Claim[];
  grounded: (c: Claim) => boolean;
}

const HEADLINE: Record<string, string> = {
  escalating: 'Escalating',
  'de-escalating': 'Easing',
  developing: 'Developing',
  stable: 'Steady',
  uncertain: 'Unconfirmed',
};

export function write(p: Parts): Composed {
  const { input, dossiers } = p;
  const { agent, now } = input;
  const citations: Citation[] = [];
  /** A claim as written into `field`, with its citations; null when it fails the grounding check. */
  const say = (field: string, c: Claim | null): string | null => {
    if (!c || !c.text || !p.grounded(c)) return null;
    citations.push({ field, text: c.text, eventIds: c.eventIds });
    return c.eventIds.length ? `${c.text} ${cite(c.eventIds)}` : c.text;
  };
  /** The first of `claims` that passes the grounding check, as written into `field`. */
  const sayFirst = (field: string, ...claims: Claim[]): string | null =>
    claims.reduce<string | null>((said, c) => said ?? say(field, c), null);
  const join = (xs: (string | null)[], sep = ' ') => xs.filter((x): x is string => !!x).join(sep);
  // The agent's domain in a sentence of its own: a name in it ("in Eastern Europe") is no word of the
  // report's own, and a sentence citing nothing states it only when no name is in it.
  const domain = p.grounded(claim(agent.domain, [])) ? `${agent.domain} ` : '';
  const base = {
    reportId: input.reportId,
    agentSlug: agent.slug,
    agentCodename: agent.name,
    coverageWindow: input.window,
    asOf: now.toISOString(),
    generatedAt: now.toISOString(),
    generationReason: input.trigger.reason,
    triggerType: input.trigger.type,
    changeScore: p.score,
    inboundSignalIds: input.trigger.signalIds,
    trend: p.direction,
  };

  const top = dossiers[0];
  if (!top || !p.lenses) {
    const quiet = input.prior
      ? `No ${domain}reporting arrived in the window; nothing has changed since the previous report.`
      : `No ${domain}events were reported in the coverage window.`;
    const block = {
      bottom_line: quiet,
      // No source advised anyone, and a lens invents no counsel ("nothing to change"): it says so.
      recommended_posture: 'No events were reported, so no source advises or says what comes next.',
      time_horizon: 'No events were reported, so no source states when anything comes next.',
    };
    const report: Report = {
      ...base,
      title: `${agent.name}: no significant developments`,
      summary: quiet,
      analysis: `## Key developments\n\n${quiet}\n`,
      sourceEventIds: [],
      region: [],
      situation: {
        headline: input.prior
          ? 'Steady: nothing new since the previous report'
          : `Quiet: no ${domain}events in the window`,
        what_happened: quiet,
        what_changed: input.prior ? 'Nothing new since the previous report.' : 'This is the first report.',
        why_it_matters: 'An empty window is not an all-clear: coverage gaps are possible.',
      },
      decisionAdvantage: { personal: block, research: block, business_operations: block, trading_investments: block },
      nextLikelyDevelopments: [
        'Coverage resumes when new reporting arrives; no development is announced in the evidence.',
      ],
      confidence: p.confidence,
    };
    return { report, citations };
  }

  const byId = new Map<string, StoryEvent>(p.earlier.map((e) => [e.eventId, e]));
  for (const d of dossiers)
    byId.set(d.event.eventId, {
      eventId: d.event.eventId,
      title: currentTitle(d),
      eventType: d.event.eventType,
      at: d.event.occurredAt,
      places: [],
      actors: [],
    });
  const lineOf = new Map(p.storylines.flatMap((l) => l.eventIds.map((id) => [id, l] as const)));
  // Storylines of the window, in the order of their best-sourced event.
  const lines: { line: Storyline; members: Dossier[] }[] = [];
  for (const d of dossiers) {
    const line = lineOf.get(d.event.eventId)!;
    const g = lines.find((x) => x.line === line);
    if (g) g.members.push(d);
    else lines.push({ line, members: [d] });
  }
  const storyClaims = dossiers
    .map((d) => storylineClaim(lineOf.get(d.event.eventId)!, d.event.eventId, byId))
    .filter((c): c is Claim => !!c);

  const regions = [
    ...new Set(dossiers.flatMap((d) => d.event.locations.map((l) => l.country).filter((c): c is string => !!c))),
  ].sort();
  const changesText = p.changes.slice(0, changesSaid(p.changes)).map((c) => say('situation.what_changed', withBody(c)));
  // The newest figures, each quoted in its sentence (what a figure counts is read from a few words
  // after it, no phrase to write on its own), a sentence once.
  const baseline = () =>
    dossiers
      .flatMap((d) => d.figures.map((f) => ({ d, f })))
      .sort((a, b) => b.f.latest.at.localeCompare(a.f.latest.at))
      .filter((x, i, all) => all.findIndex((y) => y.f.latest.sentence === x.f.latest.sentence) === i)
      .slice(0, 3)
      .map(({ d, f }) =>
        say(
          'situation.what_changed',
          claim(attributed(`Latest figure: ${trimQuote(f.latest.sentence, 200)}`, f.latest.publication), [
            d.event.eventId,
          ]),
        ),
      );
  const whatChanged = input.prior
    ? p.changes.length
      ? join(changesText)
      : input.trigger.type === 'signal'
        ? join([
            `No source has arrived since the previous report, which already held the ${plural(input.trigger.signalIds.length, 'event change')} behind this report${p.signalled.length ? '. In this window:' : '.'}`,
            ...p.signalled.slice(0, 5).map((c) => say('situation.what_changed', withBody(c))),
          ])
        : 'Nothing has changed in the world since the previous report: no source about these events has arrived since it.'
    : join([
        say(
          'situation.what_changed',
          claim(
            `First report, the baseline: ${plural(dossiers.length, 'event')} in ${plural(lines.length, 'storyline')}.`,
            dossiers.slice(0, 5).map((d) => d.event.eventId),
            [dossiers.length, lines.length],
          ),
        ),
        ...baseline(),
      ]);

  const lead = lines.slice(0, 3).map((g) => g.members[0]!);
  const whatHappened = join(lead.map((d) => say('situation.what_happened', synthesisClaim(d, 2))));
  const stakesHit = (['business_operations', 'personal'] as const)
    .map((l) => p.lenses![l].bottom_line)
    .find((c) => c.eventIds.length && !/: untouched; /.test(c.text));
  const why = join([
    say('situation.why_it_matters', storyClaims[0] ?? null),
    say('situation.why_it_matters', stakesHit ?? null),
  ]);
  // A title whose count a later source replaced is history: the headline says the newest one.
  const topTitle = currentTitle(top);

  const summary = join([
    sayFirst(
      'summary',
      ...[`${agent.domain} development`, 'development of the window'].map((what) =>
        claim(
          `${topTitle}: the most reported ${what}, carried by ${plural(top.event.publicationCount, 'publication')}.`,
          [top.event.eventId],
          [top.event.publicationCount],
        ),
      ),
    ),
    ...(input.prior
      ? p.changes.length
        ? p.changes.slice(0, 2).map((c) => say('summary', c))
        : input.trigger.type === 'signal'
          ? ['No source has arrived since the previous report.']
          : ['Nothing has changed since the previous report.']
      : [
          sayFirst(
            'summary',
            claim(`This is ${agent.name}'s first report on ${agent.domain}.`, []),
            claim(`This is ${agent.name}'s first report.`, []),
          ),
        ]),
  ]);

  const decisionAdvantage = Object.fromEntries(
    Object.entries(p.lenses).map(([lens, b]) => [
      lens,
      {
        bottom_line: say(`decisionAdvantage.${lens}`, b.bottom_line) ?? `${topTitle} ${cite([top.event.eventId])}`,
        recommended_posture: say(`decisionAdvantage.${lens}.posture`, b.recommended_posture) ?? 'Not stated.',
        time_horizon: say(`decisionAdvantage.${lens}.horizon`, b.time_horizon) ?? 'Not stated.',
      },
    ]),
  ) as Report['decisionAdvantage'];

  const next = p.watch.map((c) => say('nextLikelyDevelopments', c)).filter((x): x is string => !!x);

  const disagreements = dossiers.flatMap((d) =>
    d.figures
      .filter((f) => f.disagreeing.length)
      .map((f) =>
        say(
          'confidence.notes',
          claim(
            `Sources disagree on ${f.latest.label}: ${[f.latest, ...f.disagreeing].map((x) => `${x.publication} gives ${x.text}`).join(', ')}.`,
            [d.event.eventId],
          ),
        ),
      ),
  );

  const analysis = [
    '## Storylines',
    '',
    ...lines.slice(0, 6).flatMap((g) => [
      `### ${g.members[0]!.event.title}`,
      '',
      ...g.members
        .slice(0, 4)
        .map((d) => `- ${say('analysis', synthesisClaim(d, 3)) ?? `${d.event.title} ${cite([d.event.eventId])}`}`),
      ...storyClaims
        .filter((c) => g.line.eventIds.includes(c.eventIds[0]!))
        .slice(0, 2)
        .map((c) => `- ${say('analysis', c) ?? ''}`),
      '',
    ]),
    '## What changed',
    '',
    ...(input.prior
      ? p.changes.length
        ? p.changes.slice(0, 10).map((c) => `- ${say('analysis', withBody(c)) ?? ''}`)
        : p.signalled.length
          ? [
              '- No source since the previous report, which already held these changes of the window:',
              ...p.signalled.slice(0, 10).map((c) => `- ${say('analysis', withBody(c)) ?? ''}`),
            ]
          : ['- Nothing since the previous report.']
      : [`- First report: ${plural(dossiers.length, 'event')} establish the baseline.`]),
    '',
    '## Outlook',
    '',
    `Trend: ${p.direction ?? 'none yet (first report)'}; change score ${p.score}; confidence ${p.confidence.overall}.`,
    '',
  ]
    .filter((l) => l !== '- ')
    .join('\n');

  const report: Report = {
    ...base,
    title: `${agent.name}: ${topTitle}`,
    summary,
    analysis,
    // The window's events, then any earlier event a claim cites (a storyline's first development).
    sourceEventIds: [...new Set([...dossiers.map((d) => d.event.eventId), ...citations.flatMap((c) => c.eventIds)])],
    region: regions,
    situation: {
      headline: p.direction ? `${HEADLINE[p.direction]}: ${topTitle}` : topTitle,
      what_happened: whatHappened || `${topTitle} ${cite([top.event.eventId])}`,
      what_changed: whatChanged,
      why_it_matters: why || `${trimQuote(topTitle)} ${cite([top.event.eventId])}`,
    },
    decisionAdvantage,
    nextLikelyDevelopments: next.length
      ? next
      : [`Nothing scheduled is reported yet for ${topTitle}. ${cite([top.event.eventId])}`],
    confidence: {
      overall: p.confidence.overall,
      notes: [...p.confidence.notes, ...disagreements.filter((x): x is string => !!x)],
    },
  };
  return { report, citations };
}

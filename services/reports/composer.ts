import type { Report } from '../../schemas/api/report.ts';
import { changeScore, confidence, trend, type PriorEvidence } from './assessment.ts';
import { changesSince, forReader, withBody, type Change } from './changes.ts';
import type { Claim } from './claims.ts';
import { carriedAcrossStorylines, dossiersOf, type ComposerEvent } from './dossier.ts';
import { ownWordsOf, ReportGrounding } from './grounding.ts';
import { lensesOf, type Stakes } from './lenses.ts';
import { write } from './prose.ts';
import { storylinesRead, type StoryEvent } from './storylines.ts';
import { watchNext } from './watch-next.ts';

export type { ComposerEvent, ComposerSource } from './dossier.ts';
export { quoteOf } from './synthesis.ts';

export interface ComposeInput {
  reportId: string;
  agent: { slug: string; name: string; domain: string; stakes?: Stakes };
  window: Report['coverageWindow'];
  events: ComposerEvent[];
  /** The agent's events of the prior reports' windows (before this window), for storylines. */
  earlier?: StoryEvent[];
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

export class DeterministicComposer implements Composer {
  compose(input: ComposeInput): Promise<Composed> {
    return Promise.resolve(composeDeterministic(input));
  }
}

/**
 * The default composer: the window's events read against the prior report (facts, changes,
 * storylines, lenses, what to watch), written as claims that cite their events, and every claim
 * checked for grounding before it is used. Deterministic: the same input gives the same report.
 */
export function composeDeterministic(input: ComposeInput): Composed {
  // The agent's own events first, then those it shares with another desk, each the most reported first.
  const events = [...input.events].sort(
    (a, b) =>
      Number(!!a.shared) - Number(!!b.shared) ||
      b.sourceCount - a.sourceCount ||
      b.lastUpdatedAt.localeCompare(a.lastUpdatedAt) ||
      a.eventId.localeCompare(b.eventId),
  );
  const read = dossiersOf(events, input.prior);
  const earlier = input.earlier ?? [];
  const storylines = storylinesRead([...earlier, ...read.map(storyEventOf)]);
  const lineOf = new Map(storylines.flatMap((l) => l.eventIds.map((id) => [id, l.storylineId] as const)));
  const dossiers = carriedAcrossStorylines(read, (id) => lineOf.get(id));
  const shared = new Set(events.filter((e) => e.shared).map((e) => e.eventId));
  // The storylines the reader was told of: an earlier report's, or the prior's.
  const followed = new Set(
    [...earlier.map((e) => e.eventId), ...dossiers.filter((d) => !d.isNew).map((d) => d.event.eventId)].map((id) =>
      lineOf.get(id),
    ),
  );
  const stakes = input.agent.stakes ?? { personal: [], research: [], business_operations: [], trading_investments: [] };
  const changes = input.prior
    ? forReader(
        changesSince(dossiers, new Set(earlier.flatMap((e) => e.places))),
        [input.agent.domain, ...Object.values(stakes).flat()],
        (id) => lineOf.get(id),
        (id) => shared.has(id),
        (line) => followed.has(line),
      )
    : [];
  // A signal report whose changes the prior report already held says what they were: the window's
  // changes against what was known when the window opened.
  const signalled =
    input.prior && !changes.length && input.trigger.type === 'signal'
      ? changesSince(dossiersOf(events, windowOpening(events, input.window.start ?? '')))
      : [];
  const direction = trend(events, input.prior, changes, {
    lineOf: (id) => lineOf.get(id),
    followed: (line) => followed.has(line),
  });
  const lenses = dossiers.length ? lensesOf(stakes, dossiers, changes) : null;
  const grounding = new ReportGrounding(
    dossiers,
    earlier,
    ownWordsOf(input.agent.name, [input.agent.domain, ...Object.values(stakes).flat()]),
  );
  const grounded = (c: Claim) => grounding.missing(c).length === 0;
  // A development told with a change goes when it is not grounded; the change stays when it is.
  const checked = (cs: Change[]) =>
    cs.map((c) => (c.body && !grounded(withBody(c)) ? { ...c, body: undefined } : c)).filter(grounded);
  return write({
    input,
    dossiers,
    changes: checked(changes),
    signalled: checked(signalled),
    direction,
    score: changeScore(events, input.prior),
    confidence: confidence(events, input.now),
    storylines,
    earlier,
    lenses,
    watch: watchNext(dossiers).filter(grounded),
    grounded,
  });
}

/** What a reader knew of the events when the window opened: the sources ingested before its start. */
function windowOpening(events: readonly ComposerEvent[], start: string): PriorEvidence {
  const sourceCounts: Record<string, number> = {};
  for (const e of events) {
    const before = (e.sources ?? []).filter((s) => s.ingestedAt <= start).length;
    if (before) sourceCounts[e.eventId] = before;
  }
  return { generatedAt: start, sourceCounts };
}

/** An event as storylines see it: its places and actors from the event and from its sources. */
function storyEventOf(d: ReturnType<typeof dossiersOf>[number]): StoryEvent {
  const names = d.facts.flatMap((f) => f.names);
  return {
    eventId: d.event.eventId,
    title: d.event.title,
    eventType: d.event.eventType,
    at: d.event.occurredAt,
    storylineId: d.event.storylineId ?? null,
    places: [
      ...new Set([
        ...d.event.locations.map((l) => l.name),
        ...names.filter((n) => n.kind === 'place').map((n) => n.name),
      ]),
    ],
    actors: [
      ...new Set([
        ...d.event.entities.filter((x) => x.type !== 'location').map((x) => x.name),
        ...names.filter((n) => n.kind === 'actor').map((n) => n.name),
      ]),
    ],
  };
}

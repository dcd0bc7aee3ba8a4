import type { EventEntity, EventLocation } from '../../schemas/db/tables.ts';
import {
  factsOfSource,
  sameCount,
  trackFigures,
  type SourceDoc,
  type SourceFacts,
  type TrackedFigure,
} from '../evidence/facts.ts';
import { splitSentences } from '../evidence/sentences.ts';
import { reversedStates } from '../evidence/states.ts';
import type { PriorEvidence, WindowEvent } from './assessment.ts';

/** One source article of an event, as the report room reads it. */
export interface ComposerSource {
  sourceId: string;
  publication: string;
  title: string;
  text: string;
  publishedAt: string | null;
  ingestedAt: string;
  /**
   * Whose story it tells, when its headline names an agent's term and that agent would be its own
   * primary (`AgentMatcher.subjectOf`): the reading agent's ('reader') or another agent's ('other').
   * Absent: no agent's (or not read).
   */
  subject?: 'reader' | 'other';
}

/** An event of the coverage window with what the composer writes from. */
export interface ComposerEvent extends WindowEvent {
  title: string;
  summary: string;
  status: string;
  occurredAt: string;
  locations: EventLocation[];
  entities: EventEntity[];
  /** Its sources in ingestion order; when absent, the event's title and summary stand for one. */
  sources?: ComposerSource[];
  /** Its storyline among the agent's events, as the projection stores it (absent: linked per report). */
  storylineId?: string | null;
  /** Facts already read from its sources (the stored projection), in source order; read here when absent. */
  facts?: SourceFacts[];
  /** The agent is one of its secondary agents only: another desk's event it shares (absent: its own). */
  shared?: boolean;
}

/** An event with its sources, their facts, and which sources the prior report had not seen. */
export interface Dossier {
  event: ComposerEvent;
  docs: SourceDoc[];
  facts: SourceFacts[];
  /** Sources the prior report had not seen (all of them for a first report). */
  fresh: Set<string>;
  figures: TrackedFigure[];
  /** New to the reader: the prior report did not cite it at all. */
  isNew: boolean;
}

export function docsOf(e: ComposerEvent): SourceDoc[] {
  const sources = e.sources?.length
    ? e.sources
    : [
        {
          sourceId: e.eventId,
          publication: '',
          title: e.title,
          text: e.summary,
          publishedAt: e.occurredAt,
          ingestedAt: e.lastUpdatedAt,
        },
      ];
  return sources.map((s) => ({
    sourceId: s.sourceId,
    eventId: e.eventId,
    publication: s.publication,
    title: s.title,
    text: s.text,
    at: s.publishedAt ?? s.ingestedAt,
    ingestedAt: s.ingestedAt,
  }));
}

/**
 * Each event read against the prior report, on the same terms for every trigger: the prior saw the
 * first `prior.sourceCounts[id]` sources of an event (in ingestion order), whatever its window was.
 */
export function dossiersOf(events: readonly ComposerEvent[], prior: PriorEvidence | null): Dossier[] {
  return events.map((event) => {
    const docs = docsOf(event);
    const facts = event.facts?.length === docs.length ? event.facts : docs.map(factsOfSource);
    const seen = prior ? (prior.sourceCounts[event.eventId] ?? 0) : 0;
    const known = new Set(docs.slice(0, Math.min(seen, docs.length)).map((d) => d.sourceId));
    // A source count the prior saw that we cannot place (sources missing) counts as fully known.
    const fresh = new Set(
      prior && seen >= event.sourceCount ? [] : docs.filter((d) => !known.has(d.sourceId)).map((d) => d.sourceId),
    );
    const read = sourcesRead(event, docs.length);
    const mine = read.length === docs.length ? null : new Set(read.map((i) => docs[i]!.sourceId));
    const kept = <T>(xs: T[]) => (mine ? read.map((i) => xs[i]!) : xs);
    const view = mine ? viewOf(event, read, kept(facts)) : event;
    return {
      event: view,
      docs: kept(docs),
      facts: kept(facts),
      fresh: mine ? new Set([...fresh].filter((id) => mine.has(id))) : fresh,
      // A count a later source says it replaced under another name is not stated as current.
      figures: trackFigures(
        kept(facts).flatMap((f) => f.figures),
        (f) => known.has(f.sourceId),
      ).filter((f) => !f.replacedBy),
      isNew: !prior || prior.sourceCounts[event.eventId] === undefined,
    };
  });
}

/**
 * The sources of an event its reader reads (their indices, in ingestion order). An event whose
 * sources tell several desks' stories (a port's standstill, and the ransomware claim behind it) is
 * read, by each desk, in the sources that tell its own: the agent sharing another desk's event reads
 * the sources about it, and the event's lead when none is; the agent it belongs to leaves out the
 * sources about another desk (unless they are all it has). An event no source marks is read whole.
 */
export function sourcesRead(e: Pick<ComposerEvent, 'sources' | 'shared'>, count: number): number[] {
  const all = [...Array(count).keys()];
  const marks = e.sources?.length === count ? e.sources.map((s) => s.subject) : [];
  if (!marks.includes('other')) return all;
  const own = all.filter((i) => marks[i] === 'reader');
  if (e.shared) return own.length ? own : [0];
  const rest = all.filter((i) => marks[i] !== 'other');
  return rest.length ? rest : all;
}

/**
 * An event as the sources its reader reads tell it (`read`, with their facts): the first of them heads
 * it. Its counts stay the event's: a report states how widely the event it cites is reported.
 */
function viewOf(e: ComposerEvent, read: number[], facts: SourceFacts[]): ComposerEvent {
  const sources = read.map((i) => e.sources![i]!);
  const lead = sources[0]!;
  return {
    ...e,
    ...(read[0] !== 0 && { title: lead.title, summary: lead.text }),
    sources,
    facts,
  };
}

/**
 * An event's headline as it stands now: its title, unless a later source of the event says a figure
 * the title states was replaced ("Inflation jumps to 5.8%", then "revised November inflation to 5.2%
 * from the 5.8%"); then the newest source title that states no replaced figure, else none.
 */
export function headlineNow(d: Dossier): string | null {
  const replaced = (title: string, at: string) =>
    d.facts
      .flatMap((f) => f.figures)
      .some(
        (f) =>
          f.from &&
          f.at > at &&
          f.value !== f.from.value &&
          new RegExp(String.raw`(?<![\d.,])${f.from.text.replace(/[.$%]/g, '\\$&')}(?![\d])`).test(title),
      );
  const first = d.docs[0]?.at ?? d.event.occurredAt;
  const reversed = reversedSentences(d);
  // A title whose tracked count now stands at another value ("at least 7 dead", then 11) gives way as currentTitle says.
  const now = currentTitle(d);
  if (now !== d.event.title) return now;
  if (!replaced(d.event.title, first) && !reversed.has(d.event.title)) return d.event.title;
  return [...d.docs].reverse().find((x) => !replaced(x.title, x.at) && !reversed.has(x.title))?.title ?? null;
}

/**
 * The sentences of an event (its sources' titles and texts) stating a state a later source of the event
 * reversed: "billing systems offline", then "the billing systems were back online"; "the lock reopened",
 * then "the lock was closed again". Such a sentence tells how things were, not how they stand.
 */
export function reversedSentences(d: Pick<Dossier, 'docs'>): Set<string> {
  const known = REVERSED.get(d.docs);
  if (known) return known;
  const said = d.docs.flatMap((x) =>
    [x.title, ...splitSentences(x.text)].map((sentence) => ({ eventId: x.eventId, sentence, at: x.at })),
  );
  const found = new Set(reversedStates(said).map((r) => r.sentence));
  REVERSED.set(d.docs, found);
  return found;
}
/** `reversedSentences` of each dossier's sources, read once: titles, headlines and lenses all ask. */
const REVERSED = new WeakMap<Pick<Dossier, 'docs'>['docs'], Set<string>>();

/** The sentences of an event that tell how things were, not how they stand: a count since replaced, a state since reversed. */
export function overtakenSentences(d: Pick<Dossier, 'docs' | 'facts' | 'figures'>): Set<string> {
  const out = new Set([...staleSentences(d), ...reversedSentences(d)]);
  // A count the event's tracked count now holds at another value, given later ("after 23 measles cases",
  // then "cases rose to 61 in total"), whether or not one of the two says how it runs.
  for (const x of d.facts.flatMap((f) => f.figures))
    if (
      x.key &&
      d.figures.some(
        (t) =>
          sameCount(t.key, x.key) &&
          t.latest.unit === x.unit &&
          t.latest.value !== x.value &&
          t.latest.at > x.at &&
          (!x.place || !t.latest.place || x.place === t.latest.place) &&
          (!x.runs || !t.latest.runs || x.runs === t.latest.runs) &&
          !t.disagreeing.includes(x),
      )
    )
      out.add(x.sentence);
  return out;
}

/**
 * The sentences of an event stating a count a later source replaced: a later figure says it replaced
 * that value ("the queue fell to 12 from 31"), or states the same count anew ("the death toll rose to
 * 11" after "nine dead"). Such a sentence tells how things were, not how they stand.
 */
export function staleSentences(d: Pick<Dossier, 'facts'>): Set<string> {
  const all = d.facts.flatMap((f) => f.figures);
  const out = new Set<string>();
  for (const x of all) {
    const replaced = all.some(
      (f) =>
        f.at > x.at &&
        f.value !== x.value &&
        f.unit === x.unit &&
        (f.from?.value === x.value ||
          (!!x.key &&
            !!f.key &&
            sameCount(x.key, f.key) &&
            (!x.place || !f.place || x.place === f.place) &&
            x.runs === f.runs)),
    );
    if (replaced) out.add(x.sentence);
  }
  return out;
}

/**
 * The event's title as the report may state it now: its own, unless a later source replaced a count it
 * states ("Karn floods Dalby, 3 dead", then "the death toll rose to 7"); then the newest title of its
 * sources that states no replaced count, so that a headline does not repeat a number since changed.
 */
export function currentTitle(d: Pick<Dossier, 'event' | 'docs' | 'facts' | 'figures'>): string {
  const reversed = reversedSentences(d);
  // A count a title states is replaced when the same count, tracked over the event, stands now at another value.
  // Read as a source's title is read, when the event's title is no source's (a desk's own wording of it).
  const figuresOf = (title: string) =>
    d.facts.some((x) => x.figures.some((f) => f.sentence === title)) || !d.docs[0]
      ? d.facts.flatMap((x) => x.figures.filter((f) => f.sentence === title))
      : factsOfSource({ ...d.docs[0], title, text: '' }).figures;
  // A title stating a state a later source reversed ("billing systems offline", then "back online") is replaced too.
  const replaced = (title: string) =>
    reversed.has(title) ||
    figuresOf(title).some(
      (f) =>
        !!f.key &&
        d.figures.some(
          (t) =>
            sameCount(t.key, f.key) && t.latest.unit === f.unit && t.latest.value !== f.value && t.latest.at > f.at,
        ),
    );
  if (!replaced(d.event.title)) return d.event.title;
  return (
    [...d.docs]
      .sort((a, b) => b.at.localeCompare(a.at) || b.ingestedAt.localeCompare(a.ingestedAt))
      .find((x) => !replaced(x.title))?.title ?? d.event.title
  );
}

/**
 * A storyline told over several events ("Shelling spreads to Ostrel … raising the number of people
 * evacuated to 4,800", then "The number of people evacuated reached 9,500" in a report of a strike on
 * a power station): a count continues the same count (same thing counted and unit, no other place)
 * the reader was told last in any event of its storyline, so the report compares it with that value
 * and not with an older one its own event held. A count placed by its own sentence continues only a
 * value said of the same place. `storylineOf` gives each event's storyline.
 */
export function carriedAcrossStorylines(
  dossiers: readonly Dossier[],
  storylineOf: (eventId: string) => string | undefined,
): Dossier[] {
  return dossiers.map((d) => {
    const line = storylineOf(d.event.eventId);
    if (!line) return d;
    const told = dossiers
      .filter((o) => o !== d && !o.isNew && storylineOf(o.event.eventId) === line)
      .flatMap((o) => o.figures.map((f) => f.before).filter((f): f is NonNullable<typeof f> => !!f));
    if (!told.length) return d;
    const figures = d.figures.map((f) => {
      if (!f.key) return f;
      const same = told
        .filter(
          (t) =>
            sameCount(t.key, f.key) &&
            t.unit === f.latest.unit &&
            // A count its own sentence places pairs only with a value said of that place: another
            // event's count with no place is another port's, another town's, until a source says so.
            (f.latest.place ? t.place === f.latest.place || (!t.place && t.sentence.includes(f.latest.place)) : true) &&
            t.at <= f.latest.at &&
            (!f.before || t.at > f.before.at),
        )
        .sort((a, b) => a.at.localeCompare(b.at))
        .at(-1);
      return same ? { ...f, before: same } : f;
    });
    return { ...d, figures };
  });
}

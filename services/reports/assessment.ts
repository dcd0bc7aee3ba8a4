import { createHash } from 'node:crypto';
import type { Report } from '../../schemas/api/report.ts';
import { castsDoubt } from '../evidence/facts.ts';
import { correctsError } from './changes.ts';

// The judgement parts of a report, as pure functions of the coverage window's events and the
// agent's prior report (DECISIONS.md §4). Report workflows call them from activities.

/** One canonical event of the coverage window, as the assessment sees it. */
export interface WindowEvent {
  eventId: string;
  eventType: string;
  sourceCount: number;
  publicationCount: number;
  lastUpdatedAt: string;
}

/** What the prior report saw: each event's source count at the time. */
export interface PriorEvidence {
  generatedAt: string;
  sourceCounts: Record<string, number>;
}

/** Types whose growth means a situation is getting worse. */
const ESCALATORY = new Set(['conflict', 'security', 'disaster', 'health']);

/** `rpt_` + 24 hex of SHA-256 of the workflow id: the same workflow always writes the same report. */
export function reportIdFor(workflowId: string): string {
  return `rpt_${createHash('sha256').update(workflowId).digest('hex').slice(0, 24)}`;
}

/** Evidence weight of an event: its number of sources. */
const weight = (e: WindowEvent) => Math.max(1, e.sourceCount);

/** New, or grown by at least one source, since the prior report. */
const changedSince = (e: WindowEvent, prior: PriorEvidence) => {
  const before = prior.sourceCounts[e.eventId];
  return before === undefined || e.sourceCount > before;
};

/**
 * The share of the window's evidence weight (events weighted by source count) that is new or
 * changed since the prior report, in [0, 1], to three decimals; 1 for a first report.
 */
export function changeScore(window: WindowEvent[], prior: PriorEvidence | null): number {
  if (!prior) return 1;
  const total = window.reduce((n, e) => n + weight(e), 0);
  if (!total) return 0;
  const changed = window.filter((e) => changedSince(e, prior)).reduce((n, e) => n + weight(e), 0);
  return Math.round((changed / total) * 1000) / 1000;
}

/** The storylines of a report: the storyline of an event, and whether the reader follows it (a prior report told of it). */
export interface ReportStorylines {
  lineOf: (eventId: string) => string | undefined;
  followed: (line: string) => boolean;
}

/** A change in the world since the prior report, as the trend reads it (services/reports/changes.ts). */
export interface WorldChange {
  kind: string;
  direction: 'worse' | 'better' | null;
  /** The sentence it is read from. */
  basis?: string;
  /** The event it is read from. */
  eventId?: string;
}

/**
 * The direction of the situation against the prior report: null for a first report; `stable` when
 * no event has new evidence (however small the window: a quiet window is not an easing);
 * `de-escalating` when more of what changed in the world is better (a deal, a reopening, a falling
 * count) than worse, a change of an event only one publication reports counting half; `uncertain` when what changed rests on single-publication reporting and no
 * figure moved, or when a deal and a report putting it in doubt arrive together; `escalating` when more is worse (a rising count, a new place, a new escalatory event),
 * or, with no reading either way, when most new weight is conflict, security, disaster or health
 * reporting; otherwise `developing`. With the storylines (`lines`), a new storyline of no direction (a
 * company's results beside a shut pipeline) does not keep the ones the reader follows from `stable`.
 * Storylines of one desk that turn opposite ways on one day are weighed together: the report has one trend, and
 * when they weigh the same, it is the way of the graver change (`graver`), and of the storyline with the newest
 * news when both ways are as grave.
 */
export function trend(
  window: WindowEvent[],
  prior: PriorEvidence | null,
  changes: readonly WorldChange[] = [],
  lines?: ReportStorylines,
): NonNullable<Report['trend']> | null {
  if (!prior) return null;
  const changed = window.filter((e) => changedSince(e, prior));
  if (!changed.length) return 'stable';
  // A deal made and, in the same window, a report that puts it in doubt: which way it goes is open.
  if (
    changes.some((c) => c.kind === 'resolution') &&
    changes.some((c) => c.kind === 'breakdown' && c.basis && castsDoubt(c.basis))
  )
    return 'uncertain';
  // A change read from an event that rests on one publication counts half: uncorroborated, one
  // outlet's side story (a leak reported once) does not outweigh a development several outlets report.
  const single = new Set(window.filter((e) => e.publicationCount <= 1).map((e) => e.eventId));
  const vote = (c: WorldChange) => (c.eventId && single.has(c.eventId) ? 0.5 : 1);
  const votes = (direction: WorldChange['direction']) =>
    changes.filter((c) => c.direction === direction).reduce((n, c) => n + vote(c), 0);
  const worse = votes('worse');
  const better = votes('better');
  // The storyline a change is of, when the reader follows it.
  const followedLine = (c: WorldChange) => {
    const line = c.eventId ? lines?.lineOf(c.eventId) : undefined;
    return line !== undefined && lines!.followed(line) ? line : undefined;
  };
  if (better > worse) return 'de-escalating';
  // A count corrected for an error moved on paper, not in the world.
  const corrected = (c: WorldChange) =>
    c.kind === 'figure' && c.direction === null && !!c.basis && correctsError(c.basis);
  const moved = changes.some((c) => ['figure', 'resolution', 'breakdown'].includes(c.kind) && !corrected(c));
  // Sources that say things held or only corrected a count, and nothing said to move or to begin: the
  // situation stands where it was.
  if (
    !worse &&
    !better &&
    !moved &&
    changes.some((c) => c.kind === 'steady' || corrected(c)) &&
    // Something began: a new event, unless it opens a storyline the reader does not follow and says no way.
    !changes.some((c) => c.kind === 'new_event' && (c.direction !== null || !lines || followedLine(c) !== undefined))
  )
    return 'stable';
  if (changed.every((e) => e.publicationCount <= 1) && !moved) return 'uncertain';
  if (worse > better) return 'escalating';
  // As much worse as better, from storylines turning opposite ways (a port reopened, a terminal shut again):
  // the graver change says the way (more dead above delays eased); as grave both ways, the one whose news is
  // newest says where the desk's day ends. Storylines last told at the same time leave it open, and so does one
  // storyline told both ways (more people evacuated, a timetable for when the line reopens).
  if (worse && worse === better && lines && apart(changes, lines)) {
    const way = graver(changes).way;
    if (way === 'worse') return 'escalating';
    if (way === 'better') return 'de-escalating';
    const [newest, next] = [...changed]
      .filter((e) => changes.some((c) => c.eventId === e.eventId && c.direction !== null))
      .sort((a, b) => b.lastUpdatedAt.localeCompare(a.lastUpdatedAt));
    const of = (direction: WorldChange['direction']) =>
      changes
        .filter((c) => c.eventId === newest?.eventId && c.direction === direction)
        .reduce((n, c) => n + vote(c), 0);
    if (newest && next && newest.lastUpdatedAt > next.lastUpdatedAt) {
      if (of('worse') > of('better')) return 'escalating';
      if (of('better') > of('worse')) return 'de-escalating';
    }
  }
  const changedWeight = changed.reduce((n, e) => n + weight(e), 0);
  const escalatory = changed.filter((e) => ESCALATORY.has(e.eventType)).reduce((n, e) => n + weight(e), 0);
  return escalatory / changedWeight >= 0.5 ? 'escalating' : 'developing';
}

/**
 * What a change touches, as a desk editor ranks it: lives (the dead, the hurt, the missing, people made to leave
 * or falling ill) before homes and property, before schedules and services (delays, closures, timetables).
 */
const GRAVITY: readonly { rank: number; what: string; words: RegExp }[] = [
  {
    rank: 3,
    what: 'lives',
    words:
      /\b(?:dead|deaths?|died|dies|killed|fatalit(?:y|ies)|casualt(?:y|ies)|injur(?:ed|ies|y)|wounded|hurt|missing|bodies|survivors?|alive|lives|evacuat\w*|displaced|homeless|infect(?:ed|ions?)|hospitali[sz]ed|sick|poisoned)\b/i,
  },
  {
    rank: 2,
    what: 'homes and property',
    words:
      /\b(?:homes?|houses?|buildings?|property|properties|damag(?:ed|es|e)|destroy(?:ed|s)?|flooded|crops?|livestock|farmland)\b/i,
  },
];
const rankOf = (c: WorldChange) => GRAVITY.find((g) => c.basis && g.words.test(c.basis)) ?? null;
/** A change over a whole area ("suspended across the region", "widened to three more villages"), or a new place reached. */
const WIDE =
  /\b(?:across (?:the |an? )?(?:whole |entire )?(?:region|country|province|state|county|valley|city|island|network|north|south|east|west)|nationwide|(?:region|country|province|state|county)-wide|(?:whole|entire) (?:region|country|province|state|county|valley|city|island|network)|(?:to|in) (?:\w+ )?more (?:villages|districts|towns|areas|regions|counties|provinces|states|cities|suburbs))\b/i;
const wide = (c: WorldChange) => c.kind === 'place' || (!!c.basis && WIDE.test(c.basis));
/**
 * Which way the graver change goes, when changes go both ways: the gravest thing each way touches (lives, then
 * homes and property, then schedules and services), then, as grave both ways, a whole area before a narrower
 * one; with a reason a reader can check ("worse: lives; better: schedules and services"). No way when both ways
 * are as grave and as wide.
 */
export function graver(changes: readonly WorldChange[]): { way: 'worse' | 'better' | null; reason: string } {
  const side = (direction: 'worse' | 'better') => {
    const of = changes.filter((c) => c.direction === direction);
    const top = of
      .map(rankOf)
      .reduce<(typeof GRAVITY)[number] | null>((t, g) => (g && (!t || g.rank > t.rank) ? g : t), null);
    return { rank: top?.rank ?? 1, what: top?.what ?? 'schedules and services', wide: of.some(wide) };
  };
  const [w, b] = [side('worse'), side('better')];
  const told = (s: typeof w) => `${s.what}${s.wide ? ', a whole area' : ''}`;
  const reason = `worse: ${told(w)}; better: ${told(b)}`;
  if (w.rank !== b.rank) return { way: w.rank > b.rank ? 'worse' : 'better', reason };
  if (w.wide !== b.wide) return { way: w.wide ? 'worse' : 'better', reason };
  return { way: null, reason };
}

/** Whether the changes for the worse and those for the better are each of storylines of their own, none of both. */
function apart(changes: readonly WorldChange[], lines: ReportStorylines): boolean {
  const linesOf = (direction: WorldChange['direction']) =>
    new Set(
      changes.filter((c) => c.direction === direction).map((c) => (c.eventId ? lines.lineOf(c.eventId) : undefined)),
    );
  const worse = linesOf('worse');
  const better = linesOf('better');
  return ![...worse].some((l) => l === undefined || better.has(l)) && !better.has(undefined);
}

/**
 * Overall confidence from corroboration: high when at least three events (or one with four or more
 * publications) are reported by two or more publications, medium when one is, low otherwise; with
 * notes on the basis: source counts, publication diversity and recency.
 */
export function confidence(window: WindowEvent[], now: Date): Report['confidence'] {
  if (!window.length)
    return { overall: 'low', notes: ['No events in the coverage window: nothing corroborates this report.'] };
  const sources = window.reduce((n, e) => n + e.sourceCount, 0);
  const corroborated = window.filter((e) => e.publicationCount >= 2);
  const wide = window.filter((e) => e.publicationCount >= 4);
  const overall = corroborated.length >= 3 || wide.length ? 'high' : corroborated.length ? 'medium' : 'low';
  const newest = Math.max(...window.map((e) => Date.parse(e.lastUpdatedAt)));
  const hours = Math.max(0, Math.round((now.getTime() - newest) / 3_600_000));
  const notes = [
    `${window.length} event${window.length === 1 ? '' : 's'} from ${sources} source article${sources === 1 ? '' : 's'}.`,
    `${corroborated.length} of ${window.length} corroborated by two or more publications${wide.length ? `; ${wide.length} by four or more` : ''}.`,
    `Newest source ${hours === 0 ? 'less than an hour' : `${hours} hour${hours === 1 ? '' : 's'}`} old.`,
  ];
  const single = window.length - corroborated.length;
  if (single)
    notes.push(`${single} event${single === 1 ? ' rests' : 's rest'} on a single publication and may change.`);
  return { overall, notes };
}

import type { Report } from '../../schemas/api/report.ts';
import { LENSES } from '../../schemas/api/report.ts';
import type { MonitoringProfile } from '../../schemas/db/tables.ts';
import { clausesStating } from '../evidence/sentences.ts';
import { contentTerms, termSet, tokenize } from '../evidence/tokens.ts';
import type { FigureFact } from '../evidence/facts.ts';
import type { Change } from './changes.ts';
import { attributed, capitalised, claim, lowerFirst, sentence, type Claim } from './claims.ts';
import { trimQuote } from './claims.ts';
import { headlineNow, type Dossier } from './dossier.ts';
import { announcedSteps } from './watch-next.ts';

// Lenses from the evidence: each agent's profile names what each audience watches in its domain
// (its stakes); a lens states which facts of this window touch those stakes, what to do about the
// way they moved, and a time horizon from the events' type and pace.

export type Lens = (typeof LENSES)[number];
export type Stakes = Record<Lens, string[]>;

/** The agent's authored stakes, or, for a profile without them, its keywords and entities. */
export function stakesOf(profile: Pick<MonitoringProfile, 'keywords' | 'entities' | 'lensStakes'>): Stakes {
  const k = profile.keywords;
  const fallback: Stakes = {
    personal: k.slice(0, 3),
    research: [...profile.entities.slice(0, 2), ...k.slice(3, 4)],
    business_operations: k.slice(1, 4),
    trading_investments: k.slice(2, 5),
  };
  return Object.fromEntries(
    LENSES.map((l) => [l, profile.lensStakes?.[l]?.length ? profile.lensStakes[l] : fallback[l]]),
  ) as Stakes;
}

/** A statement of the window a lens may point to: a change, or a sentence holding a latest figure or a turn. */
interface Statement {
  text: string;
  eventId: string;
  terms: Set<string>;
  direction: Change['direction'];
  /** Higher first: changes, then figures, then other sentences. */
  rank: number;
  /** It states a figure: its terms are those of the figure's own clause, and a stake must name what it counts. */
  figure?: boolean;
  /** The count it states, as it stands now. */
  count?: FigureFact;
}

/** Changes that state a figure. */
const FIGURE_KINDS = new Set<Change['kind']>(['figure', 'first_figure']);
/** The numbers a claim states, as written ("12,000", "2.5"). */
const numbersIn = (text: string) => [...text.matchAll(/\d+(?:[.,]\d+)*/g)].map((m) => m[0]);

const termsOf = (s: string) => termSet(contentTerms(tokenize(s)));

function statementsOf(dossiers: readonly Dossier[], changes: readonly Change[]): Statement[] {
  const out: Statement[] = changes
    .filter((c) => c.kind !== 'more_reporting')
    .map((c) => ({
      text: c.text,
      eventId: c.eventId,
      terms: termsOf(`${c.text} ${FIGURE_KINDS.has(c.kind) ? clausesStating(c.basis, numbersIn(c.text)) : c.basis}`),
      direction: c.direction,
      rank: 3,
      figure: FIGURE_KINDS.has(c.kind),
      ...(c.count ? { count: c.count } : {}),
    }));
  for (const d of dossiers) {
    for (const f of d.figures)
      out.push({
        text: attributed(trimQuote(f.latest.sentence, 220), f.latest.publication),
        eventId: d.event.eventId,
        terms: termsOf(clausesStating(f.latest.sentence, [f.latest.text])),
        direction: null,
        rank: 2,
        figure: true,
        count: f.latest,
      });
    for (const t of d.facts.flatMap((x) => x.turns))
      out.push({
        text: attributed(trimQuote(t.sentence, 220), t.publication),
        eventId: d.event.eventId,
        terms: termsOf(t.sentence),
        direction: t.kind === 'resolution' ? 'better' : t.kind === 'breakdown' ? 'worse' : null,
        rank: 1,
      });
    out.push({
      text: sentence(headlineNow(d) ?? d.event.title),
      eventId: d.event.eventId,
      terms: termsOf(`${d.event.title} ${d.event.summary} ${d.event.locations.map((l) => l.name).join(' ')}`),
      direction: null,
      rank: 0,
    });
  }
  return out;
}

/**
 * A stake is touched when the statement names it: all of its words, or all but one of a stake of three
 * or more. A stake's words narrow each other ("homes without power" is not "forced from their homes",
 * "mortgage rates" not "freight rates"). A figure is one count: it touches a stake only when all of the
 * stake's words are in the figure's own clause ("36 homes were destroyed" is not homes without power).
 */
function touches(stake: string, s: Pick<Statement, 'terms' | 'figure'>): boolean {
  const words = [...termsOf(stake)];
  if (!words.length) return false;
  const hit = words.filter((w) => s.terms.has(w)).length;
  return hit >= (s.figure || words.length <= 2 ? words.length : words.length - 1);
}

const ACTION: Record<Lens, Record<'worse' | 'better' | 'steady' | 'none', string>> = {
  personal: {
    worse: 'Change plans that depend on',
    better: 'Resume, with the usual checks, plans that depend on',
    steady: 'Check before relying on',
    none: 'Nothing to change yet for',
  },
  research: {
    worse: 'Verify across outlets the newest figures on',
    better: 'Record the turn and its cause for',
    steady: 'Log the latest evidence on',
    none: 'Keep collecting evidence on',
  },
  business_operations: {
    worse: 'Trigger contingencies for',
    better: 'Plan the return to normal for',
    steady: 'Keep contingencies ready for',
    none: 'No operational trigger yet for',
  },
  trading_investments: {
    worse: 'Reprice exposure to',
    better: 'Review hedges taken against',
    steady: 'Hold positions tied to',
    none: 'No tradeable signal yet on',
  },
};

const FAST_TYPES = new Set(['conflict', 'security', 'disaster']);
const SLOW_TYPES = new Set(['politics', 'diplomacy', 'science', 'technology']);

/**
 * A horizon from the type of the events that touch the stakes and how fast their sources arrive, tied
 * to the next step their sources announce (talks on Thursday, repairs within two days) when one is.
 */
function horizon(lens: Lens, dossiers: readonly Dossier[], now: Date, stake: string): Claim {
  const type = dossiers[0]?.event.eventType ?? 'other';
  const recent = dossiers.reduce(
    (n, d) => n + d.docs.filter((s) => now.getTime() - Date.parse(s.ingestedAt) <= 6 * 3_600_000).length,
    0,
  );
  const fast = recent >= 4 || FAST_TYPES.has(type);
  const span =
    lens === 'trading_investments'
      ? fast
        ? 'the next trading day'
        : 'the next 5 trading days'
      : fast
        ? lens === 'research'
          ? 'next 72 hours'
          : 'next 24 hours'
        : SLOW_TYPES.has(type)
          ? 'next 2 weeks'
          : 'next week';
  const announced = announcedSteps(dossiers)[0];
  // The pace in words: a count of a subset of sources the report chose (those of this lens's events
  // in the last 6 hours) is no count a reader can check against the cited events.
  const pace = recent >= 4 ? 'reporting fast' : recent ? 'reporting steady' : 'reporting slowed';
  const text = announced
    ? `${span} for ${stake}; announced: ${lowerFirst(trimQuote(announced.sentence, 160)).replace(/[.!?]$/, '')} (${announced.publication})`
    : `${span} for ${stake}, ${pace}`;
  return claim(
    text,
    announced ? [announced.eventId] : [],
    [...span.matchAll(/\d+/g)].map((m) => Number(m[0])),
  );
}

/** Where a count a lens is touched by stands now: "vessels waiting now 31 in Kestrowe (Portside Daily)". */
const standing = (f: FigureFact) =>
  `${lowerFirst(f.label)} now ${f.text.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}${f.place ? ` in ${f.place}` : ''} (${f.publication})`;

export interface LensBlock {
  bottom_line: Claim;
  recommended_posture: Claim;
  time_horizon: Claim;
}

/** Each lens: which facts of the window touch the agent's stakes, what to do, and by when. */
export function lensesOf(
  stakes: Stakes,
  dossiers: readonly Dossier[],
  changes: readonly Change[],
  direction: Report['trend'],
  now: Date,
): Record<Lens, LensBlock> {
  const statements = statementsOf(dossiers, changes).sort((a, b) => b.rank - a.rank);
  const byId = new Map(dossiers.map((d) => [d.event.eventId, d]));
  return Object.fromEntries(
    LENSES.map((lens) => {
      const hits: { stake: string; s: Statement }[] = [];
      for (const stake of stakes[lens]) {
        const s = statements.find((x) => touches(stake, x) && !hits.some((h) => h.s === x));
        if (s) hits.push({ stake, s });
        if (hits.length === 2) break;
      }
      const top = dossiers[0]!;
      if (!hits.length) {
        const watched = stakes[lens].slice(0, 3).join(', ');
        return [
          lens,
          {
            bottom_line: claim(
              `${capitalised(watched)}: untouched; nearest is ${headlineNow(top) ?? top.docs.at(-1)?.title ?? top.event.title}.`,
              [top.event.eventId],
            ),
            recommended_posture: claim(sentence(`${ACTION[lens].none} ${watched}`), []),
            time_horizon: horizon(lens, [top], now, stakes[lens][0] ?? 'this domain'),
          },
        ];
      }
      const ids = [...new Set(hits.map((h) => h.s.eventId))];
      const moved = hits.find((h) => h.s.direction)?.s.direction ?? null;
      const key =
        moved ??
        (direction === 'stable' || direction === null
          ? 'steady'
          : direction === 'de-escalating'
            ? 'better'
            : direction === 'escalating'
              ? 'worse'
              : 'steady');
      const bottom = hits.map((h) => `${capitalised(h.stake)}: ${lowerFirst(h.s.text)}`).join(' ');
      const h = horizon(lens, ids.map((id) => byId.get(id)!).filter(Boolean), now, hits[0]!.stake);
      // The advice says where the evidence has the stake now, from a count of what the stake names, when one touched it.
      const counted = hits.find(
        (x) => x.s.count && [...termsOf(x.stake)].some((w) => termsOf(x.s.count!.label).has(w)),
      )?.s;
      return [
        lens,
        {
          bottom_line: claim(bottom, ids),
          recommended_posture: claim(
            sentence(
              `${ACTION[lens][key]} ${hits.map((x) => x.stake).join(' and ')}${counted?.count ? `: ${standing(counted.count)}` : ''}`,
            ),
            counted ? [counted.eventId] : [],
          ),
          time_horizon: h,
        },
      ];
    }),
  ) as Record<Lens, LensBlock>;
}

import { LENSES } from '../../schemas/api/report.ts';
import type { MonitoringProfile } from '../../schemas/db/tables.ts';
import {
  adviceOf,
  outlookIn,
  toldIn,
  withdrawnBy,
  type AdviceFact,
  type Audience,
  type Outlook,
} from '../evidence/advice.ts';
import { MONTHS, WEEKDAYS, wordFamily } from '../evidence/lexicon.ts';
import { deniedIn } from '../evidence/negation.ts';
import { clausesStating, splitSentences, withoutDateline } from '../evidence/sentences.ts';
import { contentTerms, termSet, tokenize } from '../evidence/tokens.ts';
import { sameCount, timeAhead, type FigureFact } from '../evidence/facts.ts';
import type { Change } from './changes.ts';
import { attributed, capitalised, claim, lowerFirst, sentence, type Claim } from './claims.ts';
import { trimQuote } from './claims.ts';
import { headlineNow, overtakenSentences, type Dossier } from './dossier.ts';
import { announcedSteps } from './watch-next.ts';

// Lenses from the evidence: each agent's profile names what each audience watches in its domain
// (its stakes); a lens states which facts of this window touch those stakes, what its sources tell
// that audience to do, else what they say comes next for the stake (else that none says so yet), and a
// time horizon from the times the sources set, else that none states when.

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
  /** The events its text draws on: its own, and another of the storyline a change quotes the value of. */
  cites: string[];
  terms: Set<string>;
  direction: Change['direction'];
  /** Higher first: changes, then figures, then other sentences. */
  rank: number;
  /** It states a figure: its terms are those of the figure's own clause, and a stake must name what it counts. */
  figure?: boolean;
  /** The count it states, as it stands now. */
  count?: FigureFact;
  /** The value of that count the reader had before, when the evidence holds one. */
  before?: FigureFact;
  /** The sentence it is read from, and who published it. */
  basis: string;
  /** The sentences a stake is read in: its basis, or a headline and its summary. */
  said: string[];
  publication: string;
  /** Actors and places its sentence names: whom the move touches, and where. */
  whom: string[];
  where: string[];
  /** It is a change the report states (its text says what moved). */
  change?: boolean;
  /** When its source says it happened, when known (a count's, a turn's). */
  at?: string;
}

/** Changes that state a figure. */
const FIGURE_KINDS = new Set<Change['kind']>(['figure', 'first_figure']);
/** The numbers a claim states, as written ("12,000", "2.5"). */
const numbersIn = (text: string) => [...text.matchAll(/\d+(?:[.,]\d+)*/g)].map((m) => m[0]);

const termsOf = (s: string) => termSet(contentTerms(tokenize(s)));
/** A statement's terms with each one's family root: "300 were evacuated" states the stake "evacuation". */
const readTerms = (s: string) => {
  const terms = termsOf(s);
  for (const t of [...terms]) terms.add(wordFamily(t));
  return terms;
};

function statementsOf(dossiers: readonly Dossier[], changes: readonly Change[]): Statement[] {
  const byId = new Map(dossiers.map((d) => [d.event.eventId, d]));
  // Overtaken: a count since replaced, a state since reversed, advice since withdrawn.
  const stale = new Map(
    dossiers.map((d) => [d.event.eventId, new Set([...overtakenSentences(d), ...withdrawnSentences(d)])]),
  );
  const named = (eventId: string, basis: string) => {
    // A name as its sentence gives it mid-way ("as Dunlow Terminals kept…"), not a capitalised opening
    // word ("Thirty-one vessels", "Shares fell") or a dateline ("CITY, Nov 3").
    const names = (byId.get(eventId)?.facts ?? [])
      .flatMap((x) => x.names)
      .filter((n) => n.sentence === basis && isNamedMidSentence(n.name, basis));
    const of = (kind: 'actor' | 'place') => [...new Set(names.filter((n) => n.kind === kind).map((n) => n.name))];
    return { whom: of('actor'), where: of('place') };
  };
  const out: Statement[] = changes
    .filter((c) => c.kind !== 'more_reporting')
    // A change read from a sentence whose count a later source replaced, whose state it reversed, or whose advice
    // it withdrew, is no longer current.
    // A move ("rose from 23 to 41") is history told as such; a first figure ("23 measles cases") states a level.
    .filter((c) => c.kind === 'figure' || !stale.get(c.eventId)?.has(c.basis))
    .map((c) => ({
      text: c.text,
      eventId: c.eventId,
      cites: c.eventIds,
      terms: readTerms(`${c.text} ${FIGURE_KINDS.has(c.kind) ? clausesStating(c.basis, numbersIn(c.text)) : c.basis}`),
      direction: c.direction,
      rank: 3,
      figure: FIGURE_KINDS.has(c.kind),
      ...(c.count ? { count: c.count, at: c.count.at } : {}),
      basis: c.basis,
      said: [c.basis],
      publication: c.count?.publication ?? '',
      ...named(c.eventId, c.basis),
      change: true,
    }));
  for (const d of dossiers) {
    const old = stale.get(d.event.eventId)!;
    for (const f of d.figures) {
      // A sentence that also states a count since replaced or a state since reversed is quoted in the clause
      // stating this count only ("46 people have been treated …", not "… and three have died" when nine have).
      const quoted = old.has(f.latest.sentence)
        ? clausesStating(f.latest.sentence, [f.latest.text])
        : f.latest.sentence;
      out.push({
        text: attributed(trimQuote(quoted, 220), f.latest.publication),
        eventId: d.event.eventId,
        cites: [d.event.eventId],
        terms: readTerms(clausesStating(f.latest.sentence, [f.latest.text])),
        direction: null,
        rank: 2,
        figure: true,
        count: f.latest,
        ...(f.before && f.before.value !== f.latest.value ? { before: f.before } : {}),
        basis: quoted,
        said: [quoted],
        publication: f.latest.publication,
        at: f.latest.at,
        ...named(d.event.eventId, f.latest.sentence),
      });
    }
    for (const t of d.facts.flatMap((x) => x.turns).filter((x) => !old.has(x.sentence)))
      out.push({
        text: attributed(trimQuote(t.sentence, 220), t.publication),
        eventId: d.event.eventId,
        cites: [d.event.eventId],
        terms: readTerms(t.sentence),
        direction: t.kind === 'resolution' ? 'better' : t.kind === 'breakdown' ? 'worse' : null,
        rank: 1,
        basis: t.sentence,
        said: [t.sentence],
        publication: t.publication,
        at: t.at,
        ...named(d.event.eventId, t.sentence),
      });
    out.push({
      text: sentence(headlineNow(d) ?? d.event.title),
      eventId: d.event.eventId,
      cites: [d.event.eventId],
      terms: readTerms(`${d.event.title} ${d.event.summary} ${d.event.locations.map((l) => l.name).join(' ')}`),
      direction: null,
      rank: 0,
      basis: d.event.title,
      said: [d.event.title, ...splitSentences(d.event.summary)],
      publication: '',
      whom: [],
      where: d.event.locations.map((l) => l.name).filter(isPlaceName),
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
function touches(stake: string, s: Pick<Statement, 'terms' | 'figure' | 'said'>): boolean {
  // Named only to say it did not happen ("no evacuation was ordered"): the stake is untouched.
  return names(stake, s) && !deniedIn(s.said, stake);
}

/** The statement names the stake, to say it happened or that it did not. */
function names(stake: string, s: Pick<Statement, 'terms'> & Partial<Pick<Statement, 'figure'>>): boolean {
  const words = [...termsOf(stake)];
  if (!words.length) return false;
  const hit = words.filter((w) => s.terms.has(w) || s.terms.has(wordFamily(w))).length;
  return hit >= (s.figure || words.length <= 2 ? words.length : words.length - 1);
}

/**
 * The sentences of an event's sources, newest first, as statements a lens may quote: where a headline
 * touches a stake only through its summary, the sentence that says it is what the reader is told. A
 * sentence a later count replaced, or whose state a later source reversed, is not current.
 */
function sentencesOf(d: Dossier): Statement[] {
  const old = new Set([...overtakenSentences(d), ...withdrawnSentences(d)]);
  return [...d.docs]
    .sort((a, b) => b.at.localeCompare(a.at))
    .flatMap((x) =>
      [x.title, ...splitSentences(withoutDateline(x.text))]
        .filter((t) => t && !old.has(t))
        .map((t) => ({
          text: attributed(trimQuote(t, 220), x.publication),
          eventId: d.event.eventId,
          cites: [d.event.eventId],
          terms: readTerms(t),
          direction: null,
          rank: 0,
          basis: t,
          said: [t],
          publication: x.publication,
          at: x.at,
          whom: [],
          where: [],
        })),
    );
}

/** Where a lens's posture comes from, read off its wording: a source's advice to the lens's audience,
 * what a source says comes next for the stake, a plain "no source yet says", or no stake touched. */
export type PostureOrigin = 'advice' | 'outlook' | 'unstated' | 'untouched';
const NEXT_FOR = 'Next for';
const UNTOUCHED =
  /^(?:No source of this window names|No events were reported|No stakes are set|Sources name .+ only to say)/;
const UNDER_WAY = 'already:';
/** Said when no source states what comes next: in few words, as a template's words are the same in every report. */
const UNSTATED = 'not stated';
const UNSTATED_POSTURE = new RegExp(`^${NEXT_FOR} [^:;]+: ${UNSTATED};`);
const UNDER_WAY_POSTURE = new RegExp(`^For [^:;]+, ${UNDER_WAY} `);
export function postureOrigin(posture: string): PostureOrigin {
  if (UNTOUCHED.test(posture)) return 'untouched';
  if (UNSTATED_POSTURE.test(posture)) return 'unstated';
  if (
    posture.startsWith(`${NEXT_FOR} `) ||
    UNDER_WAY_POSTURE.test(posture) ||
    posture.startsWith(TOLD_DIFFERENTLY) ||
    posture.startsWith(AGREE)
  )
    return 'outlook';
  return 'advice';
}

/** A distance places something ("within 2 km"); it counts nothing a study would check. */
const DISTANCE = /^(?:km|kilomet\w*|miles?|metres?|meters?|yards?|feet)$/i;
/** The research lens's frames: two publications giving one count two values, or the same value. */
const TOLD_DIFFERENTLY = 'Told differently on';
const AGREE = 'Sources agree on';

/**
 * For those who study it: a count two publications give differently ("41 vessels" and "38 vessels"), each
 * quoted with its source; else a count two or more publications give alike, and from whom. A count of the
 * events the lens cites, naming a stake first, then the newest. Counts since replaced are not current.
 */
function checkedCounts(dossiers: readonly Dossier[], stakes: readonly string[]): Claim | undefined {
  const words = new Set(stakes.flatMap((x) => [...termsOf(x)]));
  const near = (f: FigureFact) => [...termsOf(f.label)].filter((w) => words.has(w)).length;
  const told = (f: FigureFact) => `${trimQuote(f.sentence, 160).replace(/[.!?]$/, '')} (${f.publication})`;
  const figures = dossiers
    .flatMap((d) => {
      // A count or a state a later source replaced ("two tanks are burning", then "the fire was put out") is not current.
      const old = new Set([...overtakenSentences(d), ...withdrawnSentences(d)]);
      return d.figures
        .filter(
          (f) => !f.replacedBy && f.latest.publication && !DISTANCE.test(f.latest.label) && !old.has(f.latest.sentence),
        )
        .map((f) => ({ d, f }));
    })
    .sort((a, b) => near(b.f.latest) - near(a.f.latest) || b.f.latest.at.localeCompare(a.f.latest.at));
  const split = figures.find(({ f }) =>
    f.disagreeing.some((x) => x.publication && x.publication !== f.latest.publication),
  );
  if (split) {
    const other = split.f.disagreeing.find((x) => x.publication && x.publication !== split.f.latest.publication)!;
    return claim(`${TOLD_DIFFERENTLY} ${split.f.latest.label}: ${told(split.f.latest)}; ${told(other)}`, [
      split.d.event.eventId,
    ]);
  }
  for (const { d, f } of figures) {
    const alike = d.facts
      .flatMap((x) => x.figures)
      .filter(
        (x) =>
          x.key &&
          sameCount(x.key, f.key) &&
          x.value === f.latest.value &&
          x.unit === f.latest.unit &&
          (!x.place || !f.latest.place || x.place === f.latest.place),
      );
    const from = [...new Set([f.latest.publication, ...alike.map((x) => x.publication).filter(Boolean)])];
    if (from.length >= 2)
      return claim(
        `${AGREE} ${f.latest.label}, ${f.latest.text} (${listed(from.slice(0, 4))}): ${trimQuote(f.latest.sentence, 160).replace(/[.!?]$/, '')}`,
        [d.event.eventId],
      );
  }
  return undefined;
}

/** Whom each lens's audience is, as the advice the sources report addresses them. */
export const AUDIENCE: Record<Lens, Audience> = {
  personal: 'public',
  research: 'experts',
  business_operations: 'operators',
  trading_investments: 'investors',
};

/**
 * The advice a source of these events gives the lens's audience (officials to residents, a port to
 * shippers, analysts' expectations, what investigators say is still unknown): the one sharing most
 * words with the stakes, then the newest. Advice given before its event eased, or before `since` (when
 * the stake's own move eased), is overtaken by it; advice a later source withdrew is not told.
 */
function adviceTo(
  lens: Lens,
  dossiers: readonly Dossier[],
  advised: ReadonlyMap<string, readonly AdviceFact[]>,
  stakes: readonly string[],
  since = '',
): AdviceFact | undefined {
  const words = new Set(stakes.flatMap((x) => [...termsOf(x)]));
  const near = (a: AdviceFact) => [...termsOf(a.sentence)].filter((w) => words.has(w)).length;
  return dossiers
    .flatMap((d) => {
      const eased = easedAt(d, since);
      return (advised.get(d.event.eventId) ?? []).filter(
        (a) => a.audience === AUDIENCE[lens] && a.at >= eased && !withdrawnLater(d, a),
      );
    })
    .sort((a, b) => near(b) - near(a) || b.at.localeCompare(a.at) || a.sourceId.localeCompare(b.sourceId))[0];
}

/** Advice a later source of its event withdrew ("the boil-water notice was lifted"): no longer told. */
const withdrawnLater = (d: Dossier, a: Pick<AdviceFact, 'advice' | 'at'>) =>
  d.docs.some(
    (x) => x.at > a.at && [x.title, ...splitSentences(withoutDateline(x.text))].some((t) => withdrawnBy(a, t)),
  );

/** The sentences (titles too) of an event telling advice a later source withdrew: not what stands now. */
function withdrawnSentences(d: Dossier): Set<string> {
  return new Set(
    d.docs.flatMap((x) =>
      [x.title, ...splitSentences(withoutDateline(x.text))].filter((t) => {
        const advice = toldIn(t);
        return advice && withdrawnLater(d, { advice, at: x.at });
      }),
    ),
  );
}

/** When the event last eased (its latest resolution), or `since` when later: what was said before is overtaken. */
const easedAt = (d: Dossier, since = '') =>
  d.facts
    .flatMap((f) => f.turns)
    .filter((t) => t.kind === 'resolution')
    .reduce((m, t) => (t.at > m ? t.at : m), since);

/**
 * When no source advises the lens's audience: the sentence of these events that says what comes next for
 * its stakes or that audience ("berths reopen on Friday", "insurers expect claims to exceed …"), or what
 * that audience is already doing ("firms are rerouting cargo"). Naming a stake counts most, then saying
 * what comes next (not what is under way), then naming the audience; then the newest. A step naming
 * neither is the stake's own event's, for no other audience. What was said before the event eased (or
 * before `since`) is overtaken.
 */
function outlookOf(
  lens: Lens,
  candidates: readonly { s: Statement; eased: string }[],
  stakes: readonly string[],
  leadEvent: string,
): { s: Statement; o: Outlook; stake?: string } | undefined {
  let best: { s: Statement; o: Outlook; stake?: string; score: number } | undefined;
  for (const { s, eased } of candidates) {
    if ((s.at ?? '') < eased) continue;
    const o = outlookIn(s.basis);
    if (!o) continue;
    const stake = stakes.find((x) => names(x, { terms: s.terms }) && !deniedIn(s.said, x));
    const heard = o.audiences.includes(AUDIENCE[lens]);
    if (o.kind === 'acting' && !heard) continue;
    // A step that names neither the stake nor the audience is the lead event's own, not another story's,
    // and names no other audience ("schools will reopen on Thursday" is not next for a refinery's output).
    if (!stake && !heard && (s.eventId !== leadEvent || o.audiences.length)) continue;
    const score = (stake ? 2 : 0) + (heard ? 1 : 0) + (o.kind === 'next' ? 2 : 0);
    if (!best || score > best.score || (score === best.score && (s.at ?? '') > (best.s.at ?? '')))
      best = { s, o, ...(stake ? { stake } : {}), score };
  }
  return best;
}

/** A name, not a dateline's capitals ("CITY") or a month ("Nov"). */
const isPlaceName = (name: string) =>
  /\p{Ll}/u.test(name) && !MONTHS.some((m) => [m, m.slice(0, 3)].includes(name.toLowerCase().replace(/\.$/, '')));
const isNamedMidSentence = (name: string, basis: string) =>
  isPlaceName(name) &&
  new RegExp(`[\\p{L}\\p{N},;:]\\s+${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'u').test(basis);

/** The statement sharing the most words with the stakes, when any shares one (first by rank). */
function nearestTo(stakes: readonly string[], statements: readonly Statement[]): Statement | undefined {
  const words = new Set(stakes.flatMap((x) => [...termsOf(x)]));
  let best: Statement | undefined;
  let most = 0;
  for (const s of statements) {
    const n = [...words].filter((w) => s.terms.has(w)).length;
    if (n > most) [best, most] = [s, n];
  }
  return best;
}

/** A source's sentence as a lens quotes it, with its publication: "berths reopen on Friday (Quayside Wire)". */
const bareQuote = (s: Statement) => attributed(trimQuote(s.basis, 180), s.publication).replace(/[.!?]$/, '');

/** Two names of the same words ("Tarsk city", "city of Tarsk"). */
const sameWords = (a: string, b: string) => {
  const x = termsOf(a);
  const y = termsOf(b);
  return x.size === y.size && [...x].every((w) => y.has(w));
};

/** A list in prose: "a", "a and b", "a, b and c". */
const listed = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;

/** The events a move as `moveOf` says it draws on: the statement's, and the one the value before came from. */
function movedCites(s: Statement, stake?: string): string[] {
  const from = s.before && !s.change && countedBy(s, stake) ? [s.before.eventId] : [];
  return [...new Set([...s.cites, ...from])];
}

/** A count is said by its label only when the stake names what it counts; else its sentence says it. */
const countedBy = (s: Statement, stake?: string) =>
  !!(s.count && stake && [...termsOf(stake)].some((w) => termsOf(s.count!.label).has(w)));

/**
 * What moved, as the evidence says it: a change in the report's own words; a count from the value the
 * reader had to where it stands now; else the sentence itself. Then where and whom, when its sentence
 * names them and the move does not already.
 */
function moveOf(s: Statement, stake?: string): string {
  const bare = (t: string) => t.replace(/[.!?]$/, '');
  const counted = countedBy(s, stake);
  const move = s.change
    ? lowerFirst(bare(s.text))
    : counted && s.count && s.before
      ? `${lowerFirst(s.count.label)} went from ${s.before.text} to ${s.count.text}${s.count.place ? ` in ${s.count.place}` : ''} (${s.count.publication})`
      : counted && s.count
        ? standing(s.count)
        : s.publication
          ? bare(attributed(lowerFirst(trimQuote(s.basis, 160)), s.publication))
          : bare(s.text);
  // A place said twice ("Tarsk city", "city of Tarsk") is listed once.
  const where = s.where
    .filter((p, i) => !move.includes(p) && !s.where.slice(0, i).some((q) => sameWords(p, q)))
    .slice(0, 2);
  const whom = s.whom.filter((a) => !move.includes(a) && a !== s.publication).slice(0, 2);
  return `${move}${where.length ? `, in ${listed(where)}` : ''}${whom.length ? `, touching ${listed(whom)}` : ''}`;
}

/**
 * A horizon from the evidence, never from a table of event types or of paces: the time of the next step the
 * sources announce (repairs "within two days", talks "for Thursday"); else a time they state ahead (a deadline
 * "until Friday", "talks on Thursday"); else a sentence saying what comes next and when ("the next update is due
 * at 6 p.m.", "the road stays shut until at least Friday", "talks resume Monday"), quoted with its source; else
 * that no source says when, in a few words.
 */
function horizon(dossiers: readonly Dossier[], stake: string, sentencesFor: (id: string) => Statement[]): Claim {
  const announced = announcedSteps(dossiers)[0];
  const stated = announced ? undefined : statedTimes(dossiers)[0];
  const step = announced ?? stated;
  const when = step && timeAhead(step.sentence);
  if (step && when) {
    const quote = lowerFirst(trimQuote(step.sentence, 160)).replace(/[.!?]$/, '');
    return claim(
      `${spanOf(when)} for ${stake}; ${announced ? 'announced' : 'stated'}: ${quote} (${step.publication})`,
      [step.eventId],
    );
  }
  const timed = timedNext(dossiers, stake, sentencesFor);
  if (timed) return claim(`${WHEN_NEXT} ${stake}: ${bareQuote(timed)}`, [timed.eventId]);
  return claim(`${WHEN_NEXT} ${stake}: ${UNSTATED}`, []);
}

/** A plan that was had and is over ("had been scheduled for Friday"). */
const WAS_TO_COME = /\bhad (?:been )?(?:expected|forecast|scheduled|planned|due|set)\b/i;
/** The horizon's frame: "When next for ferry: …". */
const WHEN_NEXT = 'When next for';

/** Words that set something to come, before the time they give ("is due at", "stays shut until", "would meet … on Friday"). */
const TO_COME =
  /\b(?:will|won[’']t|would|(?:is|are|was|were) (?:now |still )?(?:expected|due|set|scheduled|planned|to)|expects?|due|scheduled|plans? to|stays?|remains?|next (?:update|briefing|report|bulletin|statement|hearing|meeting|round|session|review|decision|reading|figures?))\b/i;
/**
 * A verb in the present with its time straight after it ("talks resume Monday", "the board meets on Tuesday");
 * not a noun ("its restart on Tuesday night", "either end of the Sound", "votes in three districts on Tuesday").
 */
const NOW_FOR_LATER = new RegExp(
  String.raw`(?<!\b(?:its|the|a|an|their|his|her|this|that|whose|either|each|both|of|in|at|to|for)\s)\b(?:re)?(?:opens?|starts?|resumes?|returns?|meets?|sits?|rules?|begins?)\s+(?:again\s+)?(?:on\s+|at\s+|from\s+)?(?:${WEEKDAYS.join('|')}|tomorrow|tonight|noon|midday|midnight|next (?:week|month))\b`,
  'i',
);
/** A correction tells what was wrongly said, not what comes next ("An earlier version of this article said …"). */
const CORRECTION =
  /\b(?:an earlier version|this (?:article|story|report) (?:has been|was) (?:corrected|updated)|corrects? (?:an|a|the) (?:earlier|previous))\b/i;
/** A time to come as news writes it ("at 6 p.m.", "until at least Friday", "Monday", "later today"). */
const TIME_SAID = new RegExp(
  String.raw`\b(?:at (?:\d{1,2}(?:[:.]\d{2})? ?(?:a\.?m\.?|p\.?m\.?|gmt|utc|local time)|\d{1,2}:\d{2}|noon|midday|midnight)|later (?:today|tonight|this (?:week|month|morning|afternoon|evening))|tonight|tomorrow|this (?:morning|afternoon|evening|weekend)|(?:until|till) (?:at least )?(?:${WEEKDAYS.join('|')}|the weekend|next \w+|further notice)|(?:on |by |from |until )?(?:${WEEKDAYS.join('|')})|next (?:week|month|year)|in the coming (?:hours|days|weeks|months)|within (?:\w+ ){0,2}(?:hours?|days?|weeks?)|(?:on |by |until )?\d{1,2} (?:${MONTHS.join('|')}))\b`,
  'i',
);
/** TIME_SAID for every time a stretch of text gives (matchAll reads a copy, so one shared pattern serves). */
const TIMES_SAID = new RegExp(TIME_SAID.source, 'gi');
/** The time to come a sentence gives after the words that set it, not the day it was said ("said on Monday"). */
function timeToCome(sentence: string): string | null {
  if (CORRECTION.test(sentence)) return null;
  const now = NOW_FOR_LATER.exec(sentence);
  if (now) return now[0];
  const marker = TO_COME.exec(sentence);
  if (!marker) return null;
  const after = sentence.slice(marker.index);
  const m = [...after.matchAll(TIMES_SAID)].find(
    (x) =>
      !/\b(?:said|says|told|announced|reported|added|confirmed|late|early|earlier|since|ago)\s+$/i.test(
        after.slice(0, x.index),
      ),
  );
  return m?.[0] ?? null;
}

/**
 * The sentence of the events that says what comes next and when: current (no count replaced, no advice
 * withdrawn, none older than its event's latest turn), naming the stake first, then the newest.
 */
function timedNext(
  dossiers: readonly Dossier[],
  stake: string,
  sentencesFor: (id: string) => Statement[],
): Statement | undefined {
  let best: { s: Statement; score: number } | undefined;
  for (const d of dossiers) {
    const turned = d.facts
      .flatMap((f) => f.turns)
      .filter((t) => t.kind !== 'scheduled')
      .reduce((m, t) => (t.at > m ? t.at : m), '');
    for (const s of sentencesFor(d.event.eventId)) {
      if ((s.at ?? '') < turned || WAS_TO_COME.test(s.basis) || !timeToCome(s.basis)) continue;
      const score = names(stake, s) && !deniedIn(s.said, stake) ? 1 : 0;
      if (!best || score > best.score || (score === best.score && (s.at ?? '') > (best.s.at ?? '')))
        best = { s, score };
    }
  }
  return best?.s;
}

/** A time ahead as a span: "for Thursday" is until Thursday, "this week" stays as it is. */
function spanOf(when: string): string {
  const w = lowerFirst(when);
  if (/^(?:within|by|until|in the coming)\b/.test(w)) return w;
  const on = /^(?:on|for|from) (.+)$/.exec(w);
  if (on) return `until ${on[1]}`;
  if (/^(?:this|later this)\b/.test(w)) return w;
  if (/^(?:next|tomorrow|the end)\b/.test(w)) return `until ${w}`;
  return `until the ${w}`;
}

/**
 * Sentences of the events that state a time ahead without announcing a step (a deadline, a meeting's
 * day), newest first; none from a turn, none older than its event's latest turn, none stating a count
 * since replaced or a state since reversed, and no meeting or vote the sentence tells as held.
 */
function statedTimes(dossiers: readonly Dossier[]): { sentence: string; publication: string; eventId: string }[] {
  return dossiers
    .flatMap((d) => {
      const turns = d.facts.flatMap((f) => f.turns).filter((t) => t.kind !== 'scheduled');
      const turned = turns.reduce((m, t) => (t.at > m ? t.at : m), '');
      const said = new Set(turns.map((t) => t.sentence));
      const old = overtakenSentences(d);
      return d.docs
        .filter((x) => x.at >= turned)
        .flatMap((x) =>
          [x.title, ...splitSentences(x.text)]
            .filter((t) => !said.has(t) && !old.has(t) && aheadIn(t))
            .map((t) => ({ sentence: t, publication: x.publication, eventId: d.event.eventId, at: x.at })),
        );
    })
    .sort((a, b) => b.at.localeCompare(a.at));
}

/** A meeting's or a vote's day: ahead only when the sentence says it is to come ("won the election on Sunday" is past). */
const HELD = /^(?:talks|meeting|vote|hearing|summit|review|ruling|decision|auction|election|session)\b/i;
const aheadIn = (t: string) => {
  const when = timeAhead(t);
  return !!when && (!HELD.test(when) || outlookIn(t)?.kind === 'next');
};

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
): Record<Lens, LensBlock> {
  const statements = statementsOf(dossiers, changes).sort((a, b) => b.rank - a.rank);
  const byId = new Map(dossiers.map((d) => [d.event.eventId, d]));
  const sentences = new Map<string, Statement[]>();
  const sentencesFor = (eventId: string) => {
    if (!sentences.has(eventId)) sentences.set(eventId, byId.has(eventId) ? sentencesOf(byId.get(eventId)!) : []);
    return sentences.get(eventId)!;
  };
  const withdrawn = new Map<string, Set<string>>();
  const withdrawnOf = (eventId: string) => {
    if (!withdrawn.has(eventId))
      withdrawn.set(eventId, byId.has(eventId) ? withdrawnSentences(byId.get(eventId)!) : new Set());
    return withdrawn.get(eventId)!;
  };
  // The advice each event's sources report, read once for the four lenses.
  const advised = new Map(dossiers.map((d) => [d.event.eventId, d.docs.flatMap(adviceOf)]));
  return Object.fromEntries(
    LENSES.map((lens) => {
      const hits: { stake: string; s: Statement }[] = [];
      for (const stake of stakes[lens]) {
        const found = statements.find((x) => touches(stake, x) && !hits.some((h) => h.s === x));
        // A headline that does not itself name the stake, or tells advice a later source withdrew, gives way
        // to the newest sentence that does name it.
        const s =
          found &&
          found.rank === 0 &&
          (!touches(stake, { terms: readTerms(found.text), said: [found.text] }) ||
            withdrawnOf(found.eventId).has(found.basis))
            ? (sentencesFor(found.eventId).find((x) => touches(stake, x) && !hits.some((h) => h.s.basis === x.basis)) ??
              found)
            : found;
        if (s) hits.push({ stake, s });
        if (hits.length === 2) break;
      }
      const top = dossiers[0]!;
      if (!hits.length) {
        const watched = stakes[lens].slice(0, 3);
        // Nothing names the stakes: say so, and what the nearest move of the window is, cited.
        const nearest = nearestTo(watched, statements) ?? statements.find((x) => x.eventId === top.event.eventId);
        // A source that names a stake to say it did not happen is what the reader is told of it, quoted.
        const denial = dossiers
          .flatMap((d) => sentencesFor(d.event.eventId))
          .filter((x) => watched.some((w) => names(w, x) && deniedIn(x.said, w)))
          .sort((a, b) => (b.at ?? '').localeCompare(a.at ?? ''))[0];
        const denied = denial ? watched.filter((w) => names(w, denial) && deniedIn(denial.said, w)) : [];
        const unnamed = watched.filter((w) => !denied.includes(w));
        const none = [
          ...(unnamed.length ? [`No source of this window names ${listed(unnamed)}`] : []),
          ...(denied.length
            ? [`${unnamed.length ? 's' : 'S'}ources name ${listed(denied)} only to say it did not happen`]
            : []),
        ].join('; ');
        return [
          lens,
          {
            bottom_line: denial
              ? claim(`${capitalised(watched.join(', '))}: untouched; ${lowerFirst(denial.text)}`, denial.cites)
              : claim(
                  `${capitalised(watched.join(', '))}: untouched; nearest is ${headlineNow(top) ?? top.docs.at(-1)?.title ?? top.event.title}.`,
                  [top.event.eventId],
                ),
            recommended_posture: claim(
              sentence(
                `${watched.length ? none : 'No stakes are set for this lens'}${nearest ? `; the nearest move: ${moveOf(nearest)}` : ''}`,
              ),
              nearest ? movedCites(nearest) : [],
            ),
            time_horizon: horizon([top], stakes[lens][0] ?? 'this domain', sentencesFor),
          },
        ];
      }
      const ids = [...new Set(hits.map((h) => h.s.eventId))];
      const bottom = hits.map((h) => `${capitalised(h.stake)}: ${lowerFirst(h.s.text)}`).join(' ');
      const h = horizon(ids.map((id) => byId.get(id)!).filter(Boolean), hits[0]!.stake, sentencesFor);
      // The advice follows the stake's own move (a count that moved, else a turn), said with where and whom.
      const lead = hits.find((x) => x.s.direction) ?? hits.find((x) => countedBy(x.s, x.stake)) ?? hits[0]!;
      // What a source tells this lens's audience to do, when one does; else what a source says comes next.
      const since = lead.s.direction === 'better' ? lead.s.at : undefined;
      const advice = adviceTo(
        lens,
        ids.map((id) => byId.get(id)!),
        advised,
        hits.map((x) => x.stake),
        since,
      );
      const move = moveOf(lead.s, lead.stake);
      // Those who study it are told what sources give differently, or alike, before what comes next.
      const checked =
        advice || lens !== 'research'
          ? undefined
          : checkedCounts(
              ids.map((id) => byId.get(id)!),
              hits.map((x) => x.stake),
            );
      const next =
        advice || checked
          ? undefined
          : outlookOf(
              lens,
              [
                // The stake's own sentence, when it says what comes next, is never overtaken for its stake.
                { s: lead.s, eased: '' },
                ...ids.flatMap((id) => {
                  const eased = easedAt(byId.get(id)!, since);
                  return sentencesFor(id).map((s) => ({ s, eased }));
                }),
              ],
              hits.map((x) => x.stake),
              lead.s.eventId,
            );
      const posture = advice
        ? claim(
            sentence(
              `${advice.said}${advice.publication ? ` (${advice.publication})` : ''}${advice.sentence === lead.s.basis && !lead.s.change && !lead.s.count ? '' : `; for ${lead.stake}: ${move}`}`,
            ),
            [...new Set([advice.eventId, ...movedCites(lead.s, lead.stake)])],
          )
        : checked
          ? checked
          : next
            ? claim(
                sentence(
                  `${next.o.kind === 'next' ? `${NEXT_FOR} ${next.stake ?? lead.stake}:` : `For ${next.stake ?? lead.stake}, ${UNDER_WAY}`} ${bareQuote(next.s)}${next.s.basis === lead.s.basis ? '' : `; now: ${move}`}`,
                ),
                [...new Set([next.s.eventId, ...movedCites(lead.s, lead.stake)])],
              )
            : claim(
                sentence(`${NEXT_FOR} ${lead.stake}: ${UNSTATED}; latest: ${move}`),
                movedCites(lead.s, lead.stake),
              );
      return [
        lens,
        {
          bottom_line: claim(bottom, [...new Set(hits.flatMap((x) => x.s.cites))]),
          recommended_posture: posture,
          time_horizon: h,
        },
      ];
    }),
  ) as Record<Lens, LensBlock>;
}

import type { AskBasis, AskCitation } from '../../schemas/api/ask.ts';
import { callsOff } from './called-off.ts';
import { SCHEDULE_MOVED, answerCue, bestFigure } from './cues.ts';
import type { Figure } from '../evidence/figures.ts';
import { formatDay } from '../evidence/grounding.ts';
import { GENERIC_COUNTED, MONTHS, UPDATE_WORDS, WEEKDAYS } from '../evidence/lexicon.ts';
import { SCHEDULE_TERMS, isVerbLike } from './question.ts';
import {
  activityAsked,
  nextInText,
  stillAsked,
  stopsOrRestarts,
  type Carrier,
  type Group,
  type Reading,
  type Unit,
} from './reading.ts';
import { countHistory, turnOf, type CountHistory } from './stored-facts.ts';
import { timeExpressionIn } from './time-scope.ts';
import { deniedTokens } from '../evidence/negation.ts';
import { reversedStates } from '../evidence/states.ts';
import { hasTerm, tokenize } from '../evidence/tokens.ts';

/** What an answerer returns: the answer text, its basis, and whether it answers at all. */
export interface Answer {
  answer: string;
  basis: AskBasis[];
  answered: boolean;
}

export const NO_ANSWER = 'No answer: nothing Sitrep holds answers this question.';
/** The start of an answer to a question about a cause no source knows yet. */
export const NO_ANSWER_CAUSE = 'No answer yet: no source says what caused it. The newest word on it:';
/** The start of an answer to a question about an outcome that is still to come. */
export const NO_ANSWER_YET = 'No answer yet: no source says how it turns out. What is scheduled:';

/** An event must hold this share of the question's weighted terms (and all its names) to answer it. */
const MIN_COVERAGE = 0.5;
/** Events within this share of the best coverage are read together (one story told by several events). */
const NEAR_BEST = 0.8;
/** A sentence must hold this much of the question's topic to be an answer. */
const MIN_RELEVANCE = 0.3;
/** How strongly a sentence must hold the kind of answer asked for (a figure, a name, a place…). */
const MIN_CUE = 0.5;
/** Two different figures given this close together, neither as an update, are a disagreement. */
const DISAGREE_WITHIN_MS = 2 * 3_600_000;
const MAX_CITATIONS = 4;

interface Scored {
  unit: Unit;
  cue: number;
  score: number;
  /** The next sentence of its article, when the sentence hands the answer to it. */
  follow?: Unit | null;
}

/**
 * The deterministic answer: the best-supported sentence of the events that cover the question (for
 * a figure, the latest value of what is asked, naming an earlier value or a disagreement), with a
 * basis made of exactly the sentences used. When no event covers the question, or none says what
 * kind of thing is asked, it says so.
 */
export function answerFromReading(r: Reading, opts: { scoped?: boolean } = {}): Answer {
  // "Which road was cut, and where?": a sentence that holds both, else one that answers the first.
  if (!r.question.also) return answerOne(r, opts);
  const both = answerOne(r, opts);
  return both.answered ? both : answerOne({ ...r, question: { ...r.question, also: null } }, opts);
}

function answerOne(r: Reading, opts: { scoped?: boolean }): Answer {
  const q = r.question;
  if (q.terms.length === 0) return q.time.phrase || opts.scoped ? mostReported(r) : noAnswer(r, null);
  // An event answers only if it holds every name and figure of the question, and most of the rest:
  // "Germany" alone does not make a story about German hospitals one about a German election.
  const eligible = r.groups.filter(
    (g) =>
      g.missingNames.length === 0 &&
      !q.numbers.some((n) => g.missingTerms.includes(n)) &&
      g.coverage >= MIN_COVERAGE &&
      (g.topicCoverage >= MIN_COVERAGE || g.topicHeld >= MIN_COVERAGE),
  );
  if (!eligible.length) return noAnswer(r, null);
  const status = q.kind === 'yesno' && !q.time.future && STATUS.test(q.text);
  const best = Math.max(...eligible.map((g) => g.coverage));
  const near = eligible.filter((g) => g.coverage >= best * NEAR_BEST - 1e-9);
  // The events that cover the question best may not hold the kind of answer asked ("The committee next
  // meets on 24 June" can be in a story of its own): then every event that covers it is read.
  // How things stand now: a development told later as an event of its own ("Trevan pass road reopens")
  // speaks of the end, not of the blockage asked about, so it covers the question less; it is read too.
  const asksNow = ((q.time.latest && (q.kind === 'statement' || q.kind === 'yesno')) || status) && !q.time.part;
  const turned = asksNow ? laterTurns(r, near, eligible) : [];
  const groups = needsCue(q.kind, q) && !near.some((g) => holdsKind(r, g)) ? eligible : [...near, ...turned];
  const units = partOfDay(
    q,
    groups.flatMap((g) => g.units),
  );
  const times = units.map((u) => u.time);
  const [tMin, tMax] = [Math.min(...times), Math.max(...times)];
  const deeds = q.kind === 'name' ? questionVerbs(r) : [];
  const scored: Scored[] = units
    .map((unit) => {
      const follow = followOf(r, unit);
      const cue = Math.max(answerCue(r, unit), follow?.cue ?? 0);
      const rank = tMax > tMin ? (unit.time - tMin) / (tMax - tMin) : 1;
      const recency = q.time.latest ? 0.8 + 0.2 * rank : 0.97 + 0.03 * rank;
      // An agent's report restates its events' sources; it speaks first only to an assessment or an agent.
      const position = { title: 0.92, lead: 1, body: 0.97, report: q.assessment ? 0.9 : 0.6 }[unit.position];
      // "Who won the mayor race?": a sentence without the question's verb ("led the runoff") does not say who did it.
      const doing = deeds.length && !deeds.some((t) => hasTerm(unit.terms, t)) ? 0.85 : 1;
      // A source's own question ("HOST: Will you pay the criminals?") asks; the reply tells.
      const asks = /\?\W*$/.test(unit.text) && !follow ? 0.5 : 1;
      const score =
        unit.relevance *
        (0.35 + 0.65 * cue) *
        (0.6 + (0.4 * unit.group.coverage) / best) *
        position *
        recency *
        doing *
        asks;
      return { unit, cue, score, follow: follow?.next ?? null };
    })
    .filter((s) => s.unit.relevance >= MIN_RELEVANCE && s.unit.namesHeld)
    .sort((a, b) => b.score - a.score || a.unit.time - b.unit.time);
  // A report's figures restate its sources' at the report's time, which would pass for the latest value.
  const typed = scored.filter(
    (s) =>
      !needsCue(q.kind, q) ||
      (s.cue >= MIN_CUE && (q.kind !== 'figure' || q.assessment || s.unit.position !== 'report')),
  );
  // "Will the strike go ahead?", "When does it start?": a source since that says it was called off answers.
  const off = q.time.future || GOES_AHEAD.test(q.text) ? calledOff(r, scored, typed) : null;
  if (off) return off;
  if (!typed.length) return noAnswer(r, groups[0] ?? null);
  // "What caused the leak?": when the newest word on it is that no one knows yet, there is no answer.
  const unknown = q.kind === 'cause' ? causeNotKnown(typed) : null;
  if (unknown) return notKnown(unknown.unit);
  if (q.kind === 'figure') return figureAnswer(r, typed, units);
  // A report's sentences carry the report's time, not the time their news broke.
  const fresh = typed.filter((s) => q.assessment || s.unit.position !== 'report');
  // "Is the strike over?", "Has power been restored?": how things stand now is the latest development.
  // "Does the cannery accept that its tower caused the outbreak?": what it said of it ("denied that its
  // tower was the source"), the newest such word, not the newest news of the story.
  const stances = STANCE_ASKED.test(q.text) ? fresh.filter((s) => STANCE.test(s.unit.text)) : [];
  // "Did the levee actually break, or did the water just go over it?": which of two things happened is
  // told by the sentence on both, not by the newest news of the story (unless it asks how things stand now).
  const either = q.kind === 'yesno' && ALTERNATIVES.test(q.text) && !NOW_ASKED.test(q.text);
  // "Did the budget pass?", "Was the fire arson?": a later word on it (the vote rejected it, the firm
  // denied it) tells how it turned out, over the preview or the first news of the story.
  // (How things stand now, "Is it still …", is the newest news of the story, read below.)
  const settled =
    q.kind === 'yesno' && !q.time.future && !q.time.latest && !status && !either && !stances.length
      ? laterWord(r, fresh)
      : null;
  // "When's the walkout over?": when it ends, not when it began.
  const end = q.kind === 'time' && END_ASKED.test(q.text) ? givesEnd(fresh) : null;
  const picked = settled
    ? settled
    : stances.length
      ? newest(r, stances)
      : either
        ? bestOnIt(fresh.length ? fresh : typed)
        : ((q.time.latest && (q.kind === 'statement' || q.kind === 'yesno')) || status) && fresh.length
          ? newest(r, fresh)
          : end
            ? end
            : q.kind === 'time' && q.time.future
              ? latestSchedule(fresh.length ? fresh : typed)
              : q.kind === 'time' && q.time.latest
                ? (movedSchedule(fresh) ?? typed[0]!)
                : (settledHedge(typed[0]!, fresh) ?? typed[0]!);
  // "Who reckons the mine could lose 12,000 tonnes?": a later correction of the sentence chosen ("an
  // earlier version said the estimate came from Marlin Capital. It was made by …") answers in its place.
  const top = correctionOf(r, picked) ?? picked;
  // "Will the dockers approve the deal?": what sources say of what is to come, when it is not the thing
  // asked. "What will the bank decide at its June review?" is not answered by "the review is scheduled
  // for 9 June": that says when, not what.
  if (q.kind === 'yesno' && q.time.future && !holdsPredicate(r, top.unit)) return notYet(top.unit);
  if (q.kind === 'statement' && q.time.future && ONLY_WHEN.test(top.unit.text)) return notYet(top.unit);
  // "What did the chief executive tell the committee?" asks what happened; a sentence that says it
  // will happen ("will appear before the committee on 16 September") says it has not yet.
  if (
    ASKS_PAST.test(q.text) &&
    q.kind !== 'time' &&
    WILL.test(top.unit.text) &&
    !fresh.some((s) => s !== top && !WILL.test(s.unit.text) && s.unit.relevance >= 0.8 * top.unit.relevance)
  )
    return notYet(top.unit);
  const support = typed.filter(
    (s) => s !== top && s.unit.group === top.unit.group && similarity(s.unit, top.unit) >= 0.5,
  );
  // "Which ship ran aground?": the first report names it; a later source of the event that reversed
  // what it states ("refloated at dawn"), or gave a new value of a count it states ("the toll rose to
  // 19"), is what stands since, told after it and cited with it.
  const since = sinceFor(r, top.unit);
  const used = [top.unit, ...(top.follow ? [top.follow] : []), ...since];
  const basis = basisEntry(
    'answer',
    reasoningFor(r, top, support.length) +
      (top.follow ? ' It introduces what follows, so the next sentence of the same article is given with it.' : '') +
      (since.length
        ? ' A later source of the same event changed what it states; the answer says what stands since.'
        : ''),
    [...used, ...support.map((s) => s.unit).filter((u) => !used.includes(u))],
    { strength: top.unit.relevance * (0.5 + 0.5 * top.cue) },
  );
  const answer = withTime(r, top.unit) + (top.follow ? ` ${top.follow.text}` : '') + sinceText(since);
  return { answer, basis: [basis], answered: true };
}

/**
 * A sentence that hands its answer to the next sentence of its article: a statement or a reason
 * introduced by a colon ("the operator said:"), an explainer's own question ("Why did the bridge
 * shut?"), a correction ("wrongly attributed the warning to …").
 */
const ANNOUNCES =
  /[:?]["”’']?\s*$|\b(?:wrongly|incorrectly|mistakenly|wrongfully|erroneously) (?:attributed|said|stated|reported|named|identified|described|gave)\b|^correction\s*:/i;
/** Words of a frame that says the next sentence gives the kind of answer asked ("The reason:", "Who did it?"). */
const FRAMES: Partial<Record<Reading['question']['kind'], RegExp>> = {
  cause: /\b(?:why|reasons?|causes?|caused|because)\b/i,
  name: /\b(?:who|whom|attributed)\b/i,
  time: /\bwhen\b/i,
  place: /\bwhere\b/i,
};

/** The next sentence of `u`'s article when `u` announces it, with how well it holds the kind of answer asked. */
function followOf(r: Reading, u: Unit): { next: Unit; cue: number } | null {
  if (u.position === 'report' || u.position === 'title' || !ANNOUNCES.test(u.text)) return null;
  const next = nextInText(u);
  if (!next) return null;
  const frames = FRAMES[r.question.kind]?.test(u.text) ?? false;
  return { next, cue: frames ? 1 : answerCue(r, next) };
}

/**
 * A later sentence of the chosen one's event that corrects it: a correction ("an earlier version
 * said …") that names a name of the chosen sentence the question does not, and hands its answer to
 * the next sentence of its article.
 */
function correctionOf(r: Reading, top: Scored): Scored | null {
  const names = new Set(capitalNames(top.unit).filter((n) => !hasTerm(r.nameTerms, n)));
  // It corrects the chosen sentence, so it need not repeat the question's words.
  const fix = top.unit.group.units.find(
    (u) =>
      u.position !== 'report' &&
      u.position !== 'title' &&
      u.namesHeld &&
      u.time > top.unit.time &&
      CORRECTED.test(u.text) &&
      u.tokens.some((t) => names.has(t.norm)),
  );
  const next = fix && nextInText(fix);
  return fix && next ? { unit: fix, cue: top.cue, score: top.score, follow: next } : null;
}

/** What stands since, after the answer's own sentence: "(Since 9 March 2026: tugs refloated the ship …)". */
const sinceText = (since: readonly Unit[]) =>
  since.map((u) => ` (Since ${formatDay(new Date(u.time))}: ${u.text})`).join('');

/** A question about how things stood before: what was true then answers it. */
const ASKS_BEFORE = /\b(?:at first|initially|originally|first (?:reported|said|put)|before)\b/i;

/** What stands since `u` (see `sinceOf`), unless the question asks of what is to come, of a part, or of how things stood before. */
function sinceFor(r: Reading, u: Unit): Unit[] {
  const q = r.question;
  return q.time.future || q.time.part || ASKS_BEFORE.test(q.text) ? [] : sinceOf(u);
}

/**
 * The sentences of later sources of `u`'s event that changed what `u` states: one that reversed its
 * state ("the coast road was closed", then "police reopened the coast road"), read as reports read it
 * (evidence/states.ts), and the newest value of each count it states, tracked as figure answers track it.
 */
function sinceOf(u: Unit): Unit[] {
  if (u.position === 'report') return [];
  const told = u.group.units.filter((x) => x.position !== 'report' && x.position !== 'title');
  const at = (x: Unit) => new Date(x.time).toISOString();
  const reversed = reversedStates(told.map((x) => ({ eventId: u.group.key, sentence: x.text, at: at(x) }))).find(
    (x) => x.sentence === u.text,
  );
  // One event may hold two stories (a strike at Antwerp, one at Hamburg): the reversal must name, in
  // its sentence or its article's lead, a name the answer's sentence or its lead names.
  const names = (x: Unit) =>
    new Set(
      [x, ...x.carriers.map((c) => c.sentences[0])].flatMap((y) =>
        (y ? capitalNames(y) : []).filter((n) => !WEEKDAYS.includes(n) && !MONTHS.includes(n)),
      ),
    );
  const own = names(u);
  const out = reversed
    ? told
        .filter((x) => x.text === reversed.by.sentence && x.time > u.time && [...names(x)].some((n) => own.has(n)))
        .slice(0, 1)
    : [];
  // Of one event, a sentence counts the same thing whether or not it repeats the question's names
  // ("killed in Tuesday's earthquake in southern Peru rose to 19" for the quake in the Colca valley).
  const sameEvent = told.map((x) => (x.namesHeld ? x : { ...x, namesHeld: true }));
  for (const figure of u.figures) {
    const found = countHistory([{ unit: u, figure }], sameEvent)?.latest;
    const latest = found && { ...found, unit: told[sameEvent.indexOf(found.unit)] ?? found.unit };
    if (!latest || latest.fact.value === figure.value || latest.unit.time <= u.time || out.includes(latest.unit))
      continue;
    // Only a value its sentence gives as the count's new one ("rose to seven", "now 19", "up from 12"):
    // "3,800 wafers had to be scrapped" is not a new value of "as many as 30,000 could be lost".
    const stated = latest.unit.figures.find((x) => x.value === latest.fact.value);
    if (latest.fact.from || latest.fact.runs === 'total' || (stated && statesUpdate(latest.unit, stated)))
      out.push(latest.unit);
  }
  return out.slice(0, 2);
}

/**
 * The events, of those that cover the question, not among the best, that share a name of the best
 * ones' story and have a sentence on it that the sources' facts call a turn (a reopening, a deal,
 * talks that failed) told after everything the best ones say.
 */
function laterTurns(r: Reading, near: Group[], eligible: Group[]): Group[] {
  const told = (g: Group) => g.units.filter((u) => u.position !== 'report');
  const last = Math.max(...near.flatMap((g) => told(g).map((u) => u.time)));
  // One story: a name of its own beyond those asked ("stranded in Ulmen", "left Ulmen") in both.
  const asked = new Set(r.question.names.flatMap((n) => n.toLowerCase().split(/\s+/)));
  const own = (c: string) => !asked.has(c) && !WEEKDAYS.includes(c) && !MONTHS.includes(c);
  const names = new Set(near.flatMap((g) => [...g.capitals].filter(own)));
  return eligible.filter(
    (g) =>
      !near.includes(g) &&
      [...g.capitals].some((c) => own(c) && names.has(c)) &&
      told(g).some((u) => u.time > last && u.namesHeld && u.relevance >= MIN_RELEVANCE && turnOf(u) !== null),
  );
}

/**
 * A question about something to come, when the newest word on it says it was called off (cancelled,
 * suspended, averted) and nothing scheduled since: that sentence answers it, with the figure or time
 * that was scheduled before as the earlier value.
 */
function calledOff(r: Reading, scored: Scored[], typed: Scored[]): Answer | null {
  const topic = r.question.terms.filter((t) => !r.nameTerms.has(t) && !SCHEDULE_TERMS.has(t));
  const offs = scored.filter((s) => s.unit.position !== 'report' && callsOff(s.unit.tokens, topic));
  if (!offs.length) return null;
  const newestOff = offs.reduce((a, b) =>
    b.unit.time > a.unit.time || (b.unit.time === a.unit.time && b.score > a.score) ? b : a,
  );
  // A headline sums up its lead, which says in full who called what off ("The union suspended Thursday's strike").
  // (It may hold fewer of the question's words than the headline does.)
  const lead =
    newestOff.unit.position === 'title'
      ? newestOff.unit.group.units.find(
          (u) => u.position === 'lead' && sameArticle(u, newestOff.unit) && callsOff(u.tokens, topic),
        )
      : undefined;
  const off = lead ? { ...newestOff, unit: lead } : newestOff;
  const top = typed.find((s) => s.unit.position !== 'report');
  if (top && top.unit.time > off.unit.time) return null;
  const strength = off.unit.relevance;
  const basis = [basisEntry('answer', 'The newest source on it says it was called off.', [off.unit], { strength })];
  const earlier =
    top && top.unit !== off.unit && (r.question.kind === 'figure' || r.question.kind === 'time') ? top : null;
  if (!earlier) return { answer: off.unit.text, basis, answered: true };
  basis.push(
    basisEntry('answer.earlier', 'What an earlier source gave, before it was called off.', [earlier.unit], {
      strength: 0.5,
    }),
  );
  return { answer: `${off.unit.text} (Earlier: ${earlier.unit.text})`, basis, answered: true };
}

/** Whether two sentences come from one article. */
const sameArticle = (a: Unit, b: Unit) => a.carriers.some((c) => b.carriers.some((d) => d.url === c.url));

/**
 * For a part of a named day: the sentences that name it themselves ("at lunchtime on Tuesday"), else
 * those published in its hours (UTC), else all of the day's.
 */
function partOfDay(q: Reading['question'], units: Unit[]): Unit[] {
  const part = q.time.part;
  if (!part) return units;
  // The sentences of the articles that name it: a headline gives the same figure in digits.
  // ("Talks are set for Thursday morning" names another day's morning.)
  const otherDay = new RegExp(`\\b(?!${part.weekday}\\b)(${WEEKDAYS.join('|')})\\b`, 'i');
  const names = (u: Unit) => part.words.test(u.text) && !otherDay.test(u.text);
  const urls = new Set(units.filter(names).flatMap((u) => u.carriers.map((c) => c.url)));
  const named = units.filter((u) => u.carriers.some((c) => urls.has(c.url)));
  if (named.length) return named;
  const within = units.filter((u) => u.time >= part.from.getTime() && u.time < part.to.getTime());
  if (within.length) return within;
  // Else what had been reported by the end of that part of the day.
  const before = units.filter((u) => u.time < part.to.getTime());
  return before.length ? before : units;
}

/** A question about what is still out of action. */
const STILL_OUT_ASKED =
  /\bstill (?:down|out|offline|off|closed|shut|unavailable|disrupted|not working|not running|without|cut off|blocked)\b/i;
/** A sentence that says something is still out of action. */
const REMAINS_OUT =
  /\b(?:remain|remains|remained|still|stay|stays|stayed|are|is) (?:\w+ )?(?:down|offline|off ?line|closed|shut|unavailable|disrupted|out of (?:action|service|use)|without|cut off|blocked)\b/i;

/** A question about what happened: "did" right after its question word, or first. */
const ASKS_PAST = /^(?:(?:what|who|whom|which|where|why|how)(?: \w+)? )?did\b/i;
/** A sentence that puts what it says ahead: "will appear", "is due to testify", "is set to". */
const WILL = /\b(?:will|(?:is|are) (?:due|set|scheduled|expected) to)\b/i;

/**
 * "Is the walkout still going ahead?", "Is Friday's match still on?", "Did the march take place?": a
 * question whether something planned happens asks whether it was called off, whatever its tense.
 */
const GOES_AHEAD = /\b(?:go|goes|going|went|gone) ahead\b|\bstill on\b|\b(?:take|takes|taking|took) place\b/i;

/** A yes/no question whether someone accepts, admits or denies something asks what they said of it. */
const STANCE_ASKED =
  /^(?:does|do|did|has|have)\b.*\b(?:accept|accepted|admit|admitted|acknowledge|acknowledged|deny|denied|dispute|disputed|reject|rejected|concede|conceded)\b/i;
/** A sentence that gives someone's stance on a claim. */
const STANCE =
  /\b(?:accept(?:s|ed)?|admit(?:s|ted)?|acknowledg(?:e|es|ed)|den(?:y|ies|ied)|reject(?:s|ed)?|disput(?:e|es|ed)|conced(?:e|es|ed)|insist(?:s|ed)?|refut(?:e|es|ed)|contest(?:s|ed)?)\b/i;

/** A yes/no question that offers two things that may have happened: "did it break or did it overflow". */
const ALTERNATIVES = /^(?:did|was|were|is|are|has|have)\b.*\sor\s+\w/i;
/** Words that ask how things stand now, whatever else the question offers. */
const NOW_ASKED = /\b(?:still|now|yet|anymore|any more|again|currently)\b/i;

/** A yes/no question in the present or the perfect asks how things stand now ("Is …", "Has … been …", "Can …"). */
const STATUS = /^(?:is|are|has|have|can|does|do)\b/i;

/**
 * "What is the latest on …", "Is the strike over?": of the sentences on the part of the story asked
 * about, when the question names one its headlines do not, the newest of those that hold at least
 * half of what the best one does; of one source's sentences, the one its stored facts call a turn
 * (a deal, a reopening, talks that failed), else the best.
 */
function newest(r: Reading, all: Scored[]): Scored {
  // "Is the tap water still safe after the hack?": the headlines name the attack; a word of the question
  // none of them holds ("water") names the part of the story asked about, and the sentences on it answer.
  const titles = [...new Set(all.map((s) => s.unit.group))].flatMap((g) =>
    g.units.filter((u) => u.position === 'title'),
  );
  // ("Has water been restored?": what is done to it is what is asked, not a part of the story.)
  const done = new Set(
    tokenize(r.question.text)
      .filter((t) => isVerbLike(t.raw.toLowerCase()))
      .map((t) => t.norm),
  );
  const part = r.question.terms.filter(
    (t) =>
      !r.nameTerms.has(t) &&
      !done.has(t) &&
      !titles.some((u) => hasTerm(u.terms, t)) &&
      all.some((s) => s.unit.position !== 'title' && hasTerm(s.unit.terms, t)),
  );
  // (A turn speaks of the end of the whole story: "Tugs refloated the ship" answers on the blockage.)
  // "Is it still raining in Lirren?": whether it goes on is told by a sentence on it ("The rain stopped
  // before noon"), or a turn of the story, not by the newest news of the place ("Water levels are falling").
  const going = stillAsked(r.question, r.nameTerms);
  const activity = activityAsked(r.question, going);
  const onPart = all.filter(
    (s) =>
      part.some((t) => hasTerm(s.unit.terms, t)) ||
      turnOf(s.unit) !== null ||
      (activity.length > 0 && stopsOrRestarts(s.unit)),
  );
  const onStory = part.length && onPart.length ? onPart : all;
  // "Are they still making chips?": so is a sentence that says it stopped or restarts ("paused production",
  // "expects to restart the plant on Sunday"), in whatever words the question names the activity.
  const onGoing = going.length
    ? onStory.filter(
        (s) =>
          going.some((t) => hasTerm(s.unit.terms, t)) ||
          turnOf(s.unit) !== null ||
          (activity.length > 0 && stopsOrRestarts(s.unit)),
      )
    : [];
  const scored = onGoing.length ? onGoing : onStory;
  const best = Math.max(...scored.map((s) => s.unit.relevance));
  const covered = Math.max(...scored.map((s) => s.unit.group.coverage));
  // A newer report of a story the question names tells its development in its headline and lead, with
  // fewer of the question's words ("Tern refloated; traffic moves again" after "barge blocks Harrow Canal");
  // a turn speaks of the end ("Tugs refloated the ship"), not of the blockage asked about: it is on it.
  const relevant = scored.filter(
    (s) =>
      s.unit.relevance >= 0.4 * best ||
      ((s.unit.position === 'title' || s.unit.position === 'lead') && s.unit.group.coverage >= covered - 1e-9) ||
      turnOf(s.unit) !== null,
  );
  // What is new: a sentence no earlier one already said (an updated headline repeats the old one).
  const told = (s: Scored) => relevant.some((o) => o.unit.time < s.unit.time && similarity(o.unit, s.unit) >= 0.6);
  const fresh = relevant.filter((s) => !told(s));
  // "Which systems are still down?": of one report, what it says remains out, before what came back.
  const stillOut = STILL_OUT_ASKED.test(r.question.text);
  // Of one article's sentences, a turn wins when it is on the question about as much as the others and
  // names what is asked itself: "the shares resume trading" is a turn of the market, not of the ruling.
  const topic = r.question.terms.filter((t) => !r.nameTerms.has(t));
  const turn = (s: Scored) =>
    stillOut && REMAINS_OUT.test(s.unit.text)
      ? 2
      : Number(
          turnOf(s.unit) !== null &&
            s.unit.relevance >= TURN_ON_TOPIC * best &&
            (!topic.length || topic.some((t) => hasTerm(s.unit.terms, t))),
        );
  // Whether it happened, within one article: a sentence that denies only what is not asked ("No bank details
  // were taken" for "did they get customer data?") is an aside; the article's sentence on what is asked
  // tells it ("the names of 18,000 customers were copied"). (Advice says what not to do: "never give
  // your bank details" answers "what should customers do".)
  const aside = (s: Scored) => Number(r.question.kind === 'yesno' && deniesOnlyOther(s.unit.text, topic));
  const pick = (fresh.length ? fresh : relevant).reduce((a, b) =>
    b.unit.time > a.unit.time ||
    (b.unit.time === a.unit.time &&
      (turn(b) > turn(a) ||
        (turn(b) === turn(a) && (aside(b) < aside(a) || (aside(b) === aside(a) && b.score > a.score)))))
      ? b
      : a,
  );
  // A headline is the summary of its article's lead: the lead says it in full ("declared contained late on
  // Wednesday" for "blaze under control"), when it is on the question about as much.
  if (pick.unit.position !== 'title') return pick;
  const lead = scored.find(
    (s) =>
      s.unit.position === 'lead' &&
      s.unit.carriers.some((c) => pick.unit.carriers.some((p) => p.url === c.url)) &&
      s.unit.relevance >= 0.6 * pick.unit.relevance,
  );
  return lead ?? pick;
}

/**
 * Of the sentences on a yes/no question told after the best one, the best of those that reject, deny or
 * correct something ("the council rejected the budget", "denied a report that police suspected
 * arson", "no customer data was taken") and is on the question about as much as the best (and names
 * a word of what is asked itself); null when none is.
 */
function laterWord(r: Reading, fresh: Scored[]): Scored | null {
  const best = fresh[0];
  if (!best) return null;
  const most = Math.max(...fresh.map((s) => s.unit.relevance));
  const topic = r.question.terms.filter((t) => !r.nameTerms.has(t));
  const says = (s: Scored) =>
    STANCE.test(s.unit.text) || CORRECTED.test(s.unit.text) || deniesAsked(deniedTokens(s.unit.text), topic);
  const later = fresh.filter(
    (s) =>
      s.unit.time > best.unit.time &&
      s.unit.relevance >= TURN_ON_TOPIC * most &&
      topic.some((t) => hasTerm(s.unit.terms, t)) &&
      says(s),
  );
  // Of several, the one most on the question ("rejected the budget" over "conceded defeat").
  return later.reduce<Scored | null>((a, b) => (!a || b.score > a.score ? b : a), null);
}

/**
 * Whether a sentence denies something (after "no", "not", "denied" …) and none of what it denies is a word
 * of what the question asks about ("No bank details were taken" on customer data).
 */
function deniesOnlyOther(text: string, topic: readonly string[]): boolean {
  if (!topic.length) return false;
  const denied = deniedTokens(text);
  return denied.length > 0 && !deniesAsked(denied, topic);
}

/** Whether what a sentence denies holds a word of what is asked. */
const deniesAsked = (denied: readonly { norm: string }[], topic: readonly string[]) =>
  denied.some((t) => topic.some((x) => hasTerm(new Set([t.norm]), x)));

/** The names a sentence gives: its capitalised words, not numbers, past the first (which any sentence capitalises). */
const capitalNames = (u: Unit): string[] =>
  u.tokens
    .slice(1)
    .filter((t) => t.capital && !t.numeric)
    .map((t) => t.norm);

/** A sentence that says what may happen, not what does: "production could be hit from next week". */
const HEDGE = /\b(?:could|may|might)\b|\bpossibly\b/i;

/**
 * "Which plant is affected, and how?": a sentence that hedges ("production at its plant in Zwickau could be
 * hit") yields to a later one of the same story on the same thing that states it ("confirmed it would
 * cancel six shifts at its Zwickau plant"), when that one holds the kind of answer asked and is on the
 * question about as much; null when none is.
 */
function settledHedge(top: Scored, fresh: Scored[]): Scored | null {
  if (!HEDGE.test(top.unit.text)) return null;
  // The same thing: a name both sentences give (past their first word, which any sentence capitalises).
  const names = (u: Unit) => new Set(capitalNames(u));
  const own = names(top.unit);
  const later = fresh.filter(
    (s) =>
      s.unit.group === top.unit.group &&
      s.unit.time > top.unit.time &&
      s.cue >= MIN_CUE &&
      s.unit.relevance >= TURN_ON_TOPIC * top.unit.relevance &&
      !HEDGE.test(s.unit.text) &&
      [...names(s.unit)].some((n) => own.has(n)),
  );
  return later.reduce<Scored | null>((a, b) => (!a || b.unit.time > a.unit.time ? b : a), null);
}

/** A sentence that corrects what was said before. */
const CORRECTED =
  /\b(?:correction|corrected|earlier (?:version|report)s? (?:of this story )?(?:said|stated|wrongly))\b/i;

/** The share of the best relevance a turn must hold to win over its article's other sentences. */
const TURN_ON_TOPIC = 0.6;

/** The sentence most on the question, whenever it was told (its score without recency). */
function bestOnIt(scored: Scored[]): Scored {
  const onIt = (s: Scored) => s.unit.relevance * (0.35 + 0.65 * s.cue) * (s.unit.position === 'body' ? 0.97 : 1);
  return scored.reduce((a, b) => (onIt(b) > onIt(a) ? b : a));
}

/** The question's verbs as terms ("who won …" → win), names left out. */
function questionVerbs(r: Reading): string[] {
  return tokenize(r.question.text)
    .filter((t) => !t.capital && isVerbLike(t.raw.toLowerCase()))
    .map((t) => t.norm)
    .filter((t) => r.question.terms.includes(t) && !r.nameTerms.has(t));
}

/** Kinds of answer a sentence must hold (a figure, a name …); "when will …" needs a time ahead. */
/**
 * "When is power expected back?": a later statement of when something will happen replaces an
 * earlier one ("within 72 hours", then "by Friday evening"), among sentences nearly as relevant, or
 * that say the schedule moved.
 */
function latestSchedule(scored: Scored[]): Scored {
  const best = scored[0]!;
  // A sentence of the same story that moves the schedule need not repeat what happens then ("The final has
  // been moved to Sunday" after "will be played on Saturday"): any sentence on the question that names it
  // (all scored ones do) will do, however little of the first announcement's wording it repeats.
  const peers = scored.filter(
    (s) =>
      s.cue >= 0.8 &&
      (s.unit.relevance >= 0.6 * best.unit.relevance ||
        (s.unit.group === best.unit.group && SCHEDULE_MOVED.test(s.unit.text))),
  );
  return peers.reduce((a, b) => (b.unit.time > a.unit.time ? b : a), peers[0] ?? best);
}

/**
 * "What time did the bank announce in the end?", "When did they actually meet?": the newest sentence that
 * moved the time ("moved its announcement from 12:00 to 14:00", "brought the talks forward to 15:00");
 * null when none did.
 */
function movedSchedule(scored: Scored[]): Scored | null {
  const best = scored[0];
  if (!best) return null;
  // As for a schedule ahead: nearly as relevant, or of the same story (it need not repeat what was moved).
  const moved = scored.filter(
    (s) =>
      s.cue >= 1 &&
      SCHEDULE_MOVED.test(s.unit.text) &&
      (s.unit.relevance >= 0.6 * best.unit.relevance || s.unit.group === best.unit.group),
  );
  return moved.reduce<Scored | null>((a, b) => (!a || b.unit.time > a.unit.time ? b : a), null);
}

/** "When's the walkout over?", "When does the closure end?", "Until when …": the end of it is asked. */
const END_ASKED = /^until when\b|\b(?:over|end|ends|finish|finishes|be lifted|expire|expires|run out)\W*$/i;
/** A sentence that gives when something ends: "due to last 48 hours, until 18:00 on Thursday". */
const GIVES_END = /\b(?:until|till|(?:end|ends|ended|finish|finishes|expire|expires) (?:at|on|by|in)|over by)\b/i;

/**
 * When something ends: the newest sentence on the question that gives an end ("until 18:00 on Thursday"),
 * not the best one, which is most often when it began ("walked out at 18:00"); null when none does.
 */
function givesEnd(scored: Scored[]): Scored | null {
  const most = Math.max(...scored.map((s) => s.unit.relevance));
  const ends = scored.filter(
    (s) => s.cue >= MIN_CUE && s.unit.relevance >= TURN_ON_TOPIC * most && GIVES_END.test(s.unit.text),
  );
  return ends.reduce<Scored | null>(
    (a, b) => (!a || b.unit.time > a.unit.time || (b.unit.time === a.unit.time && b.score > a.score) ? b : a),
    null,
  );
}

const needsCue = (kind: string, q: Reading['question']) =>
  kind === 'figure' ||
  kind === 'name' ||
  kind === 'place' ||
  kind === 'pick' ||
  kind === 'phone' ||
  (kind === 'time' && q.time.future);

/** Whether an event has a sentence, on the question's topic and names, holding the kind of answer asked. */
function holdsKind(r: Reading, g: Group): boolean {
  return g.units.some(
    (u) => u.relevance >= MIN_RELEVANCE && u.namesHeld && u.position !== 'report' && answerCue(r, u) >= MIN_CUE,
  );
}

/** A figure: the latest value of what is asked, among the sentences that measure it. */
function figureAnswer(r: Reading, typed: Scored[], units: readonly Unit[]): Answer {
  const top = typed[0]!;
  const bestRelevance = Math.max(...typed.map((s) => s.unit.relevance));
  // A later sentence of the same event that names the same thing counted is a later value of it, however
  // few of the question's words it holds ("… cases rose to 27 and a second patient died" after "first death").
  const topFigure = bestFigure(r, top.unit)!.figure;
  const laterValue = (s: Scored) =>
    s.unit.group === top.unit.group &&
    s.unit.time > top.unit.time &&
    countsAlike(bestFigure(r, s.unit)!.figure, topFigure);
  const entries = typed
    // (A hair below the cut still makes it: 0.75 × 0.8 is not 0.6 in floating point.)
    // Asked whether sources agree, every sentence that gives the measure is an account, however it words the rest.
    .filter(
      (s) =>
        s.cue >= Math.max(MIN_CUE, r.question.agreement ? 0 : 0.75 * top.cue) - 1e-9 &&
        (s.unit.relevance >= 0.5 * bestRelevance || laterValue(s)),
    )
    .map((s) => ({ ...s, figure: bestFigure(r, s.unit)!.figure }))
    // A later value replaces the best one only if it measures the same thing: "35 vessels" is no later "11% pay rise".
    .filter((e, _, all) => sameMeasure(e.figure, all[0]!.figure, r.question.target));
  // Asked how accounts compare: another sentence of the event that gives the same thing counted ("put the
  // figure higher, at 3,650 hectares") is an account, though it words little of the question.
  if (r.question.agreement && entries.length) entries.push(...otherAccounts(r, entries, units, bestRelevance));
  const byValue = new Map<number, typeof entries>();
  for (const e of entries) {
    const key = Number(e.figure.value.toPrecision(4));
    byValue.set(key, [...(byValue.get(key) ?? []), e]);
  }
  // Each value with when it was first reported; the latest first-reported value is the current one.
  const values = [...byValue.values()]
    .map((list) => ({
      list,
      first: Math.min(...list.map((e) => e.unit.time)),
      score: Math.max(...list.map((e) => e.score)),
    }))
    .sort((a, b) => b.first - a.first || b.score - a.score);
  // "At its peak": the highest value reported, with the one before it as the earlier value.
  if (r.question.peak) values.sort((a, b) => b.list[0]!.figure.value - a.list[0]!.figure.value);
  // "Right after the strike": the value reported first.
  else if (r.question.first) values.sort((a, b) => a.first - b.first || b.score - a.score);
  const latest = values[0]!;
  // Of the sentences that give the value, one that writes it in digits ("41", not "Forty-one") when about as good.
  const topScore = latest.list[0]!.score;
  const chosen = latest.list.find((e) => e.score >= 0.9 * topScore && /\d/.test(e.figure.text)) ?? latest.list[0]!;
  const supporters = latest.list.filter((e) => e !== chosen).map((e) => e.unit);
  const previous = r.question.first ? undefined : values[1];
  const strength = chosen.unit.relevance * (0.5 + 0.5 * chosen.cue);
  // The count's history in the sources' stored facts: its latest value, what it replaced, who disagrees.
  const history =
    r.question.peak || r.question.agreement || r.question.first
      ? null
      : countHistory(
          [chosen, entries[0]!].map((e) => ({ unit: e.unit, figure: e.figure })),
          units.filter((u) => u.position !== 'report'),
        );
  // "How strong was the quake?": its sentence's other counts as they stand since ("killing at least 12", then 19).
  if (history && history.latest.unit.time >= chosen.unit.time)
    return historyAnswer(history, strength, history.replaced ? [] : sinceFor(r, history.latest.unit));
  const reasoning = figureReasoning(chosen.figure, latest.list.length, values.length);
  const basis: AskBasis[] = [];
  let answer = chosen.unit.text;
  if (previous) {
    const other = previous.list[0]!;
    const updated = statesUpdate(chosen.unit, chosen.figure);
    // Two values of one publication are one account (a range, a before and after), not a disagreement.
    const publications = (list: typeof entries) =>
      new Set(list.flatMap((e) => e.unit.carriers.map((c) => c.publication)));
    const others = publications(previous.list);
    // Asked how accounts compare, two sentences of one article that give the measure are two accounts
    // ("the fire service said … 3,100 hectares. Satellite analysis put the figure higher").
    const oneArticle = r.question.agreement && other.unit !== chosen.unit && sameArticle(other.unit, chosen.unit);
    const apart =
      oneArticle ||
      ([...publications(latest.list)].some((p) => !others.has(p)) &&
        [...others].some((p) => !publications(latest.list).has(p)));
    // Asked whether sources agree: another publication's figure is an account of its own, whenever it came.
    if ((!updated && apart && latest.first - previous.first <= DISAGREE_WITHIN_MS) || (r.question.agreement && apart)) {
      answer = `Sources disagree. ${chosen.unit.text} Another source says: ${other.unit.text}`;
      basis.push(basisEntry('answer', reasoning, [chosen.unit, ...supporters], { strength, disagreement: true }));
      basis.push(
        basisEntry(
          'answer.disagreement',
          `Another source, at about the same time, gives ${other.figure.text} for the same measure.`,
          [other.unit, ...previous.list.slice(1).map((e) => e.unit)],
          { strength, disagreement: true },
        ),
      );
      return { answer, basis, answered: true };
    }
    answer = `${chosen.unit.text} (Earlier: ${other.unit.text})`;
    basis.push(basisEntry('answer', reasoning, [chosen.unit, ...supporters], { strength }));
    basis.push(
      basisEntry(
        'answer.earlier',
        `An earlier report gave ${other.figure.text}; the answer gives the value reported since.`,
        [other.unit],
        { strength: 0.5 },
      ),
    );
    return { answer, basis, answered: true };
  }
  const since = sinceFor(r, chosen.unit);
  answer += sinceText(since);
  basis.push(
    basisEntry('answer', reasoning, [chosen.unit, ...since, ...supporters.filter((u) => !since.includes(u))], {
      strength,
    }),
  );
  return { answer, basis, answered: true };
}

/**
 * The sentences of the best figure's event, not yet among the entries, that give a figure of the same
 * unit counting the same thing (both name what they count), with at least half the best relevance.
 */
function otherAccounts<E extends { unit: Unit; figure: Figure; score: number; cue: number }>(
  r: Reading,
  entries: E[],
  units: readonly Unit[],
  bestRelevance: number,
): E[] {
  const top = entries[0]!;
  // What a figure counts, else the word written right after it ("3,100 hectares").
  const counted = (f: Figure) => {
    const named = f.counted.filter((w) => !GENERIC_COUNTED.has(w));
    return named.length ? named : f.after.slice(0, 1).filter((w) => !GENERIC_COUNTED.has(w));
  };
  const own = counted(top.figure);
  if (!own.length) return [];
  const out: E[] = [];
  for (const u of units) {
    if (u.group !== top.unit.group || u.position === 'report' || u.relevance < 0.5 * bestRelevance) continue;
    if (entries.some((e) => e.unit === u)) continue;
    const figure = u.figures.find(
      (f) =>
        f.unit === top.figure.unit &&
        f.value !== top.figure.value &&
        !r.question.numbers.includes(String(f.value)) &&
        counted(f).some((w) => own.includes(w)),
    );
    if (figure) out.push({ ...top, unit: u, figure, score: 0.5 * top.score, cue: 0.5 * top.cue });
  }
  return out;
}

/**
 * A figure from the count's history: the latest value with its sentence; "<count> rose from X to Y"
 * when a source says what it replaced (the latest's own sentence, or an earlier source); "Sources
 * disagree" when another publication gave another value within the same round and the latest does not
 * present itself as an update.
 */
function historyAnswer(h: CountHistory, strength: number, since: Unit[] = []): Answer {
  const { latest, replaced } = h;
  const reasoning = `The latest value of ${latest.fact.label || 'the figure asked for'} in the sources' facts, ${latest.fact.text}${replaced ? `, which replaced ${replaced.text}` : ''}.`;
  const round = h.disagreeing.filter(
    (d) =>
      !latest.fact.from &&
      !latest.unit.tokens.some((t) => UPDATE_WORDS.has(t.raw.toLowerCase())) &&
      Date.parse(latest.fact.at) - Date.parse(d.fact.at) <= DISAGREE_WITHIN_MS,
  );
  if (round.length) {
    const other = round[round.length - 1]!;
    return {
      answer: `Sources disagree. ${latest.unit.text} Another source says: ${other.unit.text}`,
      basis: [
        basisEntry('answer', reasoning, [latest.unit], { strength, disagreement: true }),
        basisEntry(
          'answer.disagreement',
          `Another publication, at about the same time, gives ${other.fact.text}.`,
          round.map((d) => d.unit),
          { strength, disagreement: true },
        ),
      ],
      answered: true,
    };
  }
  if (!replaced)
    return {
      answer: latest.unit.text + sinceText(since),
      basis: [basisEntry('answer', reasoning, [latest.unit, ...since], { strength })],
      answered: true,
    };
  const what = latest.fact.label ? latest.fact.label[0]!.toUpperCase() + latest.fact.label.slice(1) : 'The figure';
  const move = latest.fact.value > replaced.value ? 'rose' : 'fell';
  const own = replaced.unit === latest.unit;
  const answer =
    `${what} ${move} from ${replaced.text} to ${latest.fact.text}. ${latest.unit.text}` +
    (own ? '' : ` (Earlier: ${replaced.unit.text})`);
  // "rose from X to Y" states the earlier source's X: the answer cites that source too, its confidence
  // still the latest value's own.
  const latestOnly = basisEntry('answer', reasoning, [latest.unit], { strength });
  const basis = [
    own
      ? latestOnly
      : {
          ...basisEntry('answer', reasoning, [latest.unit, replaced.unit], { strength }),
          confidence: latestOnly.confidence,
        },
  ];
  if (!own)
    basis.push(
      basisEntry(
        'answer.earlier',
        `An earlier report gave ${replaced.text}; the answer gives the value reported since.`,
        [replaced.unit],
        {
          strength: 0.5,
        },
      ),
    );
  return { answer, basis, answered: true };
}

/** Two figures that both name what they count, with a word of it in common ("first death", "second … deaths"). */
function countsAlike(a: Figure, b: Figure): boolean {
  const counted = (f: Figure) => f.counted.filter((w) => !GENERIC_COUNTED.has(w));
  const cb = new Set(counted(b));
  return a.unit === b.unit && counted(a).some((w) => hasTerm(cb, w));
}

/**
 * Two figures of one measure: the same unit, and when both say what they count, a word of it in common,
 * or each a word of what the question counts ("1,210 marsh fever patients", then "1,295 patients").
 */
function sameMeasure(a: Figure, b: Figure, target: readonly string[] = []): boolean {
  if (a.unit !== b.unit) return false;
  const counted = (f: Figure) => f.counted.filter((w) => !GENERIC_COUNTED.has(w));
  const [ca, cb] = [counted(a), counted(b)];
  if (!ca.length || !cb.length || ca.some((w) => hasTerm(new Set(cb), w))) return true;
  const asked = target.filter((t) => !GENERIC_COUNTED.has(t));
  const counts = (ws: string[]) => asked.some((t) => hasTerm(new Set(ws), t));
  return asked.length > 0 && counts(ca) && counts(cb);
}

/** Whether a sentence presents its figure as a new value ("rose to", "now", "revised"). */
function statesUpdate(u: Unit, f: Figure): boolean {
  const from = Math.max(0, f.index - 5);
  return u.tokens.slice(from, f.index + 3).some((t) => UPDATE_WORDS.has(t.raw.toLowerCase()));
}

/** When the question asks "when" and the sentence has no date of its own, the day it was reported. */
function withTime(r: Reading, u: Unit): string {
  if (r.question.kind !== 'time') return u.text;
  const expr = timeExpressionIn(u.text);
  if (expr && /\d/.test(expr)) return u.text;
  return `Reported on ${formatDay(new Date(u.time))}: ${u.text}`;
}

/** With no topic words but a period or an agent: the agent's latest report when its view is asked, else the most-reported event. */
function mostReported(r: Reading): Answer {
  const report = r.question.assessment ? r.groups.find((g) => g.units[0]?.position === 'report') : undefined;
  if (report) {
    return {
      answer: report.units[0]!.text,
      basis: [basisEntry('answer', "The summary of the agent's latest report.", [report.units[0]!], { strength: 0.6 })],
      answered: true,
    };
  }
  const pubs = (g: Group) => new Set(g.units.flatMap((u) => u.carriers.map((c) => c.publication))).size;
  const groups = r.groups.filter((g) => g.units.some((u) => u.position !== 'report'));
  const g = groups.sort((a, b) => pubs(b) - pubs(a) || latestOf(b) - latestOf(a))[0];
  const unit = g?.units.find((u) => u.position === 'lead') ?? g?.units[0];
  if (!g || !unit) return noAnswer(r, null);
  return {
    answer: unit.text,
    basis: [
      basisEntry(
        'answer',
        `The most widely reported event in the period asked about (${pubs(g)} publications).`,
        [unit],
        {
          strength: 0.6,
        },
      ),
    ],
    answered: true,
  };
}

const latestOf = (g: Group) => Math.max(...g.units.map((u) => u.time));

/** Whether a sentence holds every word of the question that is not a name (their kin included). */
function holdsPredicate(r: Reading, u: Unit): boolean {
  return r.question.terms.filter((t) => !r.nameTerms.has(t)).every((t) => hasTerm(u.terms, t));
}

/** A sentence that says when something is to happen, not how it turns out ("the review is scheduled for 9 June"). */
const ONLY_WHEN = /\b(?:scheduled|slated|set) for\b|\bdue on\b/i;

/**
 * Of the sentences on a cause question, the newest that says the cause is not known yet ("the cause of
 * the leak was being investigated", "too early to say what had caused the leak"), when no sentence
 * about as much on the question that gives a cause was told as late; null otherwise.
 */
function causeNotKnown(scored: Scored[]): Scored | null {
  const sources = scored.filter((s) => s.unit.position !== 'report');
  if (!sources.length) return null;
  const most = Math.max(...sources.map((s) => s.unit.relevance));
  const onIt = sources.filter((s) => s.unit.relevance >= TURN_ON_TOPIC * most);
  const unknown = onIt
    .filter((s) => s.cue < 1 && CAUSE_UNKNOWN.test(s.unit.text))
    .reduce<Scored | null>((a, b) => (!a || b.unit.time > a.unit.time ? b : a), null);
  if (!unknown) return null;
  return onIt.some((s) => s.cue >= 1 && s.unit.time >= unknown.unit.time) ? null : unknown;
}

/** A sentence that says no one knows the cause yet. */
const CAUSE_UNKNOWN =
  /\b(?:cause (?:of (?:the )?[\w-]+(?: [\w-]+)? )?(?:is|was|remains|remained) (?:still |not yet )?(?:unknown|unclear|not (?:yet )?known|under investigation|being investigated)|(?:too early|not (?:yet )?possible|unable) to say (?:what|why|how)|(?:neither|none|no one|nobody)(?: side| of them)? (?:gave|has given|had given) a cause|no cause (?:has|had) (?:yet )?been (?:given|found|established))\b/i;

/** A cause no source knows yet: no answer, with the newest word on it. */
function notKnown(u: Unit): Answer {
  return {
    answer: `${NO_ANSWER_CAUSE} ${u.text}`,
    basis: [
      basisEntry('related', 'No source says what caused it; this is the newest word on it.', [u], { strength: 0 }),
    ],
    answered: false,
  };
}

/** A question about an outcome no source can know yet: no answer, with what sources say is to come. */
function notYet(u: Unit): Answer {
  return {
    answer: `${NO_ANSWER_YET} ${u.text}`,
    basis: [
      basisEntry('related', 'No source says how it will turn out; this is what is scheduled.', [u], { strength: 0 }),
    ],
    answered: false,
  };
}

/** "No answer", with the closest coverage as a weak basis when there is any. */
function noAnswer(r: Reading, closest: Group | null): Answer {
  const g =
    closest ??
    [...r.groups].sort((a, b) => b.coverage - a.coverage).find((x) => x.coverage >= 0.3 && x.units.length) ??
    null;
  if (!g) return { answer: NO_ANSWER, basis: [], answered: false };
  const unit = [...g.units].sort((a, b) => b.relevance - a.relevance)[0]!;
  // The question's own words for the terms the coverage lacks.
  const words = tokenize(r.question.text);
  const wordOf = (term: string) => words.find((w) => w.norm === term)?.raw ?? term;
  const missing = [
    ...g.missingNames,
    ...g.missingTerms.filter((t) => !g.missingNames.some((n) => n.toLowerCase().includes(t))).map(wordOf),
  ];
  const why = missing.length
    ? `it does not mention ${missing.map((m) => `"${m}"`).join(', ')}`
    : `it gives no ${({ figure: 'figure', name: 'name', place: 'place', pick: 'name', time: 'time' } as Record<string, string>)[r.question.kind] ?? 'statement'} for what is asked`;
  return {
    answer: NO_ANSWER,
    basis: [
      basisEntry('related', `The closest coverage does not answer the question: ${why}.`, [unit], { strength: 0 }),
    ],
    answered: false,
  };
}

/** Token overlap of two sentences (Jaccard of their terms). */
function similarity(a: Unit, b: Unit): number {
  let shared = 0;
  for (const t of a.terms) if (b.terms.has(t)) shared++;
  const union = a.terms.size + b.terms.size - shared;
  return union ? shared / union : 0;
}

/** One basis entry from the sentences it rests on: a citation per carrying text, first sentence first. */
export function basisEntry(
  field: string,
  reasoning: string,
  units: Unit[],
  opts: { strength: number; disagreement?: boolean },
): AskBasis {
  const citations: AskCitation[] = [];
  const seen = new Map<string, AskCitation>();
  const publications = new Set<string>();
  const eventIds = new Set<string>();
  for (const u of units) {
    for (const c of u.carriers) {
      publications.add(c.publication);
      const have = seen.get(c.url);
      if (have) {
        if (!have.excerpts.includes(u.text)) have.excerpts.push(u.text);
        continue;
      }
      if (citations.length >= MAX_CITATIONS) continue;
      for (const id of c.eventIds) eventIds.add(id);
      const citation = citationOf(c, u.text);
      seen.set(c.url, citation);
      citations.push(citation);
    }
  }
  const confidence: AskBasis['confidence'] =
    opts.disagreement || opts.strength === 0
      ? 'low'
      : publications.size >= 3 && opts.strength >= 0.5
        ? 'high'
        : publications.size >= 2 || opts.strength >= 0.75
          ? 'medium'
          : 'low';
  return { field, reasoning, citations, confidence, eventIds: [...eventIds] };
}

function citationOf(c: Carrier, excerpt: string): AskCitation {
  return { url: c.url, title: c.title, excerpts: [excerpt], publishedAt: c.time.toISOString() };
}

const KIND_PHRASE: Record<string, string> = {
  name: 'names who or what is asked about',
  place: 'names the place asked about',
  time: 'places it in time',
  cause: 'gives a cause',
  pick: 'names the thing asked about',
  yesno: 'answers the question',
  statement: 'answers the question',
};

function reasoningFor(r: Reading, s: Scored, supporting: number): string {
  const share = Math.round(Math.min(1, s.unit.relevance) * 100);
  const pubs = new Set(s.unit.carriers.map((c) => c.publication)).size;
  return (
    `The sentence that best ${KIND_PHRASE[r.question.kind] ?? 'answers the question'}: it holds ${share}% of the question's terms, ` +
    `from ${pubs} publication${pubs === 1 ? '' : 's'}` +
    (supporting ? `, with ${supporting} similar sentence${supporting === 1 ? '' : 's'} in the same event` : '') +
    '.'
  );
}

function figureReasoning(f: Figure, sentences: number, values: number): string {
  return (
    `${sentences === 1 ? 'One sentence gives' : `${sentences} sentences give`} the figure asked for as ${f.text}` +
    (values > 1 ? '; it is the value reported last, and other values were reported before it' : '') +
    '.'
  );
}

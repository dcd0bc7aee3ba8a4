import { countryOf } from '../dedup/gazetteer.ts';
import {
  FRAME_WORDS,
  IDIOM_TERMS,
  withoutShorthand,
  FUNCTION_WORDS,
  GENERIC_MEASURES,
  IRREGULAR,
  MONTHS,
  TIME_WORDS,
  WEEKDAYS,
  conceptOf,
} from '../evidence/lexicon.ts';
import { timeScopeOf, type TimeScope } from './time-scope.ts';
import { normalize, tokenize, type Token } from '../evidence/tokens.ts';

/**
 * What kind of answer a question wants: a figure (how many, how much, what rate), a name (who,
 * which company), a place, a time, a cause, a pick among named things ("which river"), yes or no, or
 * a statement (what happened), or a number to call ("what number do I call?").
 */
export type AnswerKind = 'figure' | 'name' | 'place' | 'time' | 'cause' | 'pick' | 'yesno' | 'statement' | 'phone';

/** The unit a figure question expects. */
export type FigureUnit = 'percent' | 'currency' | 'duration' | 'count' | 'any';

export interface Question {
  text: string;
  kind: AnswerKind;
  /** Topic terms (normalized), names' words included, time words and frame words left out. */
  terms: string[];
  /** What a figure or pick question counts or picks ("vessel", "river"): normalized. */
  target: string[];
  figureUnit: FigureUnit;
  /** Proper names as written ("Suez Canal", "ECB"): every one must be in what answers. */
  names: string[];
  /** Figures the question itself states ("the 6.8 earthquake"). */
  numbers: string[];
  time: TimeScope;
  /** Asks for an assessment (a trend, risks, an outlook) or about an agent: agents' reports speak to it. */
  assessment: boolean;
  /** Asks for the highest value a figure reached ("at its peak", "at the height of"), not the latest. */
  peak: boolean;
  /** Asks whether sources agree ("Do the sources agree?"): every account's figure is wanted. */
  agreement: boolean;
  /** Asks for the first value reported ("right after the strike", "initially"), not the latest. */
  first: boolean;
  /**
   * A second thing the same sentence asks for ("Which road was cut, and where?"): a place, a time or a
   * name that the answer's sentence should hold too.
   */
  also?: AnswerKind | null;
}

const MAX_TERMS = 32;
const MAX_NAMES = 8;
const COMPARATIVES = new Set(
  'longer later more less fewer further farther bigger larger higher lower smaller greater'.split(' '),
);
const AUX = new Set(
  `are were is was did do does have has had will would can could remain remained remains been be being get got`.split(
    ' ',
  ),
);
/** Nouns that make a what/which question ask for a figure ("what rate", "what share of the vote"). */
const FIGURE_NOUNS = new Set(
  `number total amount toll count level size price cost rate rates percentage share figure turnout magnitude rise increase
  fall drop cut pay salary sum value margin majority height depth length distance speed capacity volume output tally
  ransom fine bill budget deficit growth inflation yield score compensation payment payout rebate refund credit grant`
    .split(/\s+/)
    .filter(Boolean),
);
const PLACE_NOUNS = new Set(
  'city town village country region province state port place area location district county island capital'.split(' '),
);
const NAME_NOUNS = new Set(
  `person people official officials minister leader company companies group groups firm firms organisation organization
  agency agencies party candidate governor president chief executive ceo spokesman spokeswoman man woman team union
  airline bank carrier operator ship vessel maker makers producer producers manufacturer manufacturers supplier
  suppliers provider providers owner owners`.split(/\s+/),
);
const PERCENT_HINT = /\b(percent|percentage|per cent|share|rate|rates|yield|turnout|inflation|growth|%)\b/;
const CURRENCY_NOUNS = new Set(
  'cost costs price prices ransom fine bill budget sum damage damages compensation payment payout rebate refund credit grant'.split(
    ' ',
  ),
);
const CURRENCY_HINT =
  /\b(cost|costs|price|prices|worth|paid|pay|fine|ransom|budget|bill|money|dollars|euros|funding|damage|spend|spent|spending|sell|sold|buy|bought|raise|raised|borrow|borrowed|invest|invested|pledge|pledged|donate|donated)\b/;
/** Words that ask for an agent's view rather than a fact. */
export const ASSESSMENT =
  /\b(trend|trends|outlook|assessment|assess|posture|risks?|escalat\w*|de-escalat\w*|watch|recommend\w*|implications?|matters?|significan\w*|bottom line|stakes)\b/;
const SKIP_NAME = new Set([...WEEKDAYS, ...MONTHS, 'i']);
/** What "how strong", "how deep" … measure: a figure next to one of these words is the answer. */
export const HOW_MEASURES: Record<string, string[]> = {
  strong: ['magnitude', 'intensity', 'category', 'force'],
  severe: ['magnitude', 'intensity', 'category', 'level'],
  deep: ['depth', 'deep', 'metres', 'meters', 'feet'],
  // A length measures a height or a depth: "the river topped out at 4.8 metres".
  high: ['height', 'high', 'level', 'metres', 'meters', 'feet'],
  fast: ['speed'],
  far: ['distance', 'away'],
};

/** Reads a question: the kind of answer, its topic terms and target, names, figures and period. */
export function parseQuestion(text: string, now: Date): Question {
  // "How many were hurt? Do the sources agree?": the first question asks; the rest asks how to answer.
  // "how many ppl were evacuated": shorthand read as the words news writes.
  const whole = withoutShorthand(text.replace(/\s+/g, ' ')).trim();
  const agreement = AGREEMENT.test(whole);
  const clean = firstQuestion(whole);
  const lower = clean.toLowerCase();
  const peak = PEAK.test(lower);
  // "At the height of the strike, how long did the queue get?", "At what time did flights resume?":
  // the kind of answer is read from the question word on; the topic from the whole question.
  const asking = askingClause(clean);
  // "Is the truce holding, and how many observers have arrived?": two questions in one sentence. A
  // yes/no or a what-happened is answered by the sentence that answers the second; a which/how many
  // wants a sentence that holds both ("Which road was cut, and where?").
  const parts = AND_ASKS.exec(asking);
  const kindIn = (clause: string) => {
    const tokens = tokenize(clause);
    return kindOf(
      clause.toLowerCase(),
      tokens.map((t) => t.raw.toLowerCase()),
      tokens,
    );
  };
  const main = kindIn(parts ? parts[1]! : asking);
  const second = parts ? kindIn(parts[2]!) : null;
  const replaced = second !== null && (main.kind === 'yesno' || main.kind === 'statement');
  const { kind, target, figureUnit } = replaced ? second : main;
  const also =
    second && !replaced && second.kind !== kind && ['place', 'time', 'name'].includes(second.kind) ? second.kind : null;
  // "When do they go back to the negotiating table?": news writes "would resume negotiations", "talks resume".
  // "Why did the currency sell off?": a market that sells off falls (news writes "the rupiah weakened",
  // "shares slid"); what someone sold is another matter ("the bank sold $2 billion").
  // "When does the mayor take office?": news writes "will be sworn in" (IDIOM_TERMS, read in sources too).
  const idioms = IDIOM_TERMS.reduce(
    (t, [idiom, word]) => t.replace(idiom, word),
    clean.replace(BACK_TO_TABLE, 'resume negotiations').replace(SELL_OFF, 'fall'),
  );
  const tokens = tokenize(
    (peak ? idioms.replace(PEAK, ' ') : idioms)
      .replace(/\b(?:in the end|(?:end|ends|ended) up)\b/gi, ' ')
      .replace(FRAME_PHRASES, ' ')
      .replace(NAMED_CASE, ' '),
  );
  // "I thought the talks were Friday - when did they actually meet?": the day the asker believed is not
  // the period asked about; the question after the premise sets it.
  const time = timeScopeOf(asking !== clean && PREMISE.test(clean) ? asking : clean, now);
  // A question of 4,000 characters is read for its first terms: the work per question stays bounded.
  const names = namesIn(tokens).slice(0, MAX_NAMES);
  // "How strong was the quake": "strong" asks for the measure, it is not a word of the topic.
  const howAdjective = /^how (long|large|big|high|far|deep|strong|severe|fast|old)\b/i.exec(asking)?.[1];
  // "Until what date …": the word for the kind of time asked is not a word of the topic (sources write
  // "until 20 September"; "at 05:40 local time" does hold "time", so that word stays).
  const timeNouns = kind === 'time' ? /^(?:what|which) (date)\b/i.exec(asking)?.[1] : undefined;
  // "How many pupils fell ill": the verb of "fall ill", "be taken sick" is not a word of the topic (news
  // writes "were treated for vomiting", "sickened"); "ill" is.
  const illVerb = /\b(fell|fall|falls|fallen|falling|taken|took|become|became|gone|went) (?:ill|sick)\b/i.exec(
    clean,
  )?.[1];
  // "Is the strait open again?" asks whether it reopened (news writes "traffic resumed", "reopened").
  const again = /\bopen\b.*\bagain\b/i.test(clean);
  const terms = topicTerms(tokens, time.phrase)
    .map((t) => (again && t === normalize('open') ? normalize('reopen') : t))
    .filter((t) => !illVerb || t !== normalize(illVerb))
    .filter((t) => !howAdjective || t !== normalize(howAdjective))
    .filter((t) => !timeNouns || t !== normalize(timeNouns))

    .slice(0, MAX_TERMS);
  const numbers = tokens.filter((t) => t.numeric).map((t) => t.norm);
  const assessment = ASSESSMENT.test(lower);
  const first = FIRST.test(lower) && !time.latest;
  return {
    text: clean,
    kind,
    terms,
    target,
    figureUnit,
    names,
    numbers,
    time,
    assessment,
    peak,
    agreement,
    first,
    also,
  };
}

/**
 * Words that say something is scheduled ("due to", "expected to"), normalized. In a question about
 * when, they frame it: sources write "will appear on 16 September" as often as "is due to" (they
 * still rank sentences; every event holds them as far as being on the topic goes).
 */
export const SCHEDULE_TERMS = new Set(
  'due expected expect scheduled schedule planned plan slated supposed likely'.split(' ').map(normalize),
);

/**
 * Words that say how a question asks, not what about: "keep exporting" and "continue to ship" ask about
 * exporting and shipping; "when will we find out", "what's behind the leak", "right now", "the rest of
 * the week", "originally". (The kind of answer and the period are read from the whole question.)
 */
const FRAME_PHRASES =
  /\b(?:keep|keeps|kept|keeping|continue|continues|continued|continuing|carry on|carries on|go on|goes on)(?= \w+ing\b)|\b(?:continue|continues|continued) to\b|\b(?:find|finds|found|finding) out\b|(?<=\b(?:what|what's|who|who's|is|was|are|were) )behind\b|\bright(?= now\b)|\b(?:the )?rest of (?=the (?:day|week|month|year|weekend|evening|night)\b)|\b(?:originally|initially)\b/gi;

/** "In the Halvard case": a matter named for someone is the matter itself, not a count of cases of a disease. */
const NAMED_CASE = /(?<=\b\p{Lu}[\p{L}'’-]*\s)case\b/gu;

/** A second question joined by "and" in one sentence, from its question word on. */
const AND_ASKS =
  /^(.{8,}?),?\s+and\s+((?:how (?:many|much|long|big|strong)|where|when|since when|until when|who|whom)\b.*)$/i;

const BACK_TO_TABLE =
  /\b(?:go|goes|going|went|gone|get|gets|got|return|returns|returned|returning|come|comes|came|coming|head|heads|headed) back to the (?:negotiating |bargaining )?table\b/i;

/** "Sell off" with nothing sold after it ("did the currency sell off on Tuesday?"), and "a sell-off". */
const SELL_OFF =
  /\b(?:(?:sell|sells|sold|selling)[- ]off(?=\s*(?:[?.,;]|$|\s(?:on|in|after|since|this|last|today|yesterday|sharply|again|when|while|as|before|over|by|so)\b))|sell-?offs?)\b/gi;

const PEAK =
  /\b(at (?:its|the|their) (?:height|peak)(?: of)?|at (?:its|their) (?:highest|worst)|the highest|the peak of|peak(?:ed)?(?: at)?|maximum|(?:the|a|new) record|the most at any (?:one )?(?:time|point))\b/i;

const FIRST =
  /\b(right|immediately|just|shortly|soon) after\b|\b(initially|at first|first reported|in the first hours?|originally)\b/i;

const AGREEMENT =
  /\b(do|did|does) (the )?(sources|estimates|figures|reports|accounts|outlets|they)( \w+)? (agree|differ|disagree|match)\b|\b(agree|differ|disagree) on\b|\b(do|did|does) [^?]{3,80} (agree|differ|disagree|match|compare)\?|\bhow (do|did|does) [^?]{3,120} compare\b/i;

/** A site that is as big as what it handles or holds. */
const FACILITY =
  /\b(?:refinery|plant|factory|fab|mill|smelter|mine|oilfield|field|terminal|reactor|dam|reservoir|hospital|warehouse|farm|wind farm|power station)\b/;
const PLANT_SIZE =
  'capacity barrel barrels tonne tonnes ton tons megawatt megawatts gigawatt gigawatts hectare hectares acre acres bed beds square'.split(
    ' ',
  );

/** A question that asks for a number to call ("what number do I call", "the helpline number"). */
const PHONE_ASKED =
  /\b(?:what|which) (?:phone |telephone )?number (?:do|does|should|can|could|must|to) (?:\w+ )?(?:call|ring|phone|dial|text|contact)\b|\b(?:phone|telephone|hotline|helpline|emergency) (?:number|line)s?\b|\b(?:is there|what is|what's) (?:a|the) (?:hotline|helpline)\b|\bnumber (?:to|i can|we can|you can) (?:call|ring|dial)\b/;

/** A question that opens with what the asker believed ("I thought …", "I heard …"), then asks. */
const PREMISE = /^(?:i|we)(?: had)? (?:thought|heard|read|understood|assumed|believed|was told|were told|saw)\b/i;

/** The first sentence of a text that asks something (a question of several sentences asks in its first). */
function firstQuestion(text: string): string {
  const parts = text.split(/(?<=\?)\s+/).filter(Boolean);
  return parts.length > 1 ? parts[0]! : text;
}

/** The question from its question word on, past a leading phrase ("At the height of X, how …", "At what time …"). */
function askingClause(text: string): string {
  const after = /^[^,?]{3,120},\s*((?:how|what|which|who|whom|whose|where|when|why)\b.*)$/i.exec(text);
  if (after) return after[1]!;
  // "I thought it was Friday - when did they meet?": the question after a dash.
  const dash = /^[^?]{3,160}?\s[-–—]+\s*(?:so\s+|but\s+)?((?:how|what|which|who|whom|whose|where|when|why)\b.*)$/i.exec(
    text,
  );
  if (dash) return dash[1]!;
  const prep = /^(?:at|on|in|by|from|until|for|to|since)\s+((?:what|which|whom)\b.*)$/i.exec(text);
  return prep ? prep[1]! : text;
}

function kindOf(
  lower: string,
  words: string[],
  tokens: Token[],
): { kind: AnswerKind; target: string[]; figureUnit: FigureUnit } {
  const none = { target: [] as string[], figureUnit: 'any' as FigureUnit };
  // "What number do I call?", "is there a hotline?": a telephone number, not a figure.
  if (PHONE_ASKED.test(lower)) return { kind: 'phone', ...none };
  const first = words[0] ?? '';
  const second = words[1] ?? '';
  // "how many X …", "how much …": X (up to the verb) is what is counted.
  if (first === 'how' && (second === 'many' || second === 'much')) {
    // "How many of the patients are smokers?": a part of a group, named after the verb, is what is counted
    // (unless it says what happened to them: "how many of the passengers were injured" counts passengers).
    const part = /^how many of (?:the|its|their|these|those) [^?]{2,60}? (?:are|were) ([a-z]+)\??$/.exec(lower)?.[1];
    if (part && !isVerbLike(part) && !FUNCTION_WORDS.has(part) && !AUX.has(part))
      return { kind: 'figure', target: [normalize(part)], figureUnit: 'count' };
    // The words up to the verb ("how many measles cases have …"); with no auxiliary to end them, the
    // first word alone ("how many homes lost …"). A comparative ("how much longer") asks for a difference.
    let target: string[] = [];
    let ended = false;
    let comparative: string | null = null;
    for (let i = 2; i < tokens.length && i < 6; i++) {
      const w = words[i]!;
      // A verb or a preposition ends what is counted ("how many power customers around Townsville …").
      // "How many pupils fell ill": a verb after the counted noun ends it too.
      if (
        AUX.has(w) ||
        tokens[i]!.numeric ||
        (FUNCTION_WORDS.has(w) && target.length > 0) ||
        (target.length > 0 && isVerbLike(w) && !FIGURE_NOUNS.has(w))
      ) {
        ended = true;
        break;
      }
      if (i === 2 && COMPARATIVES.has(w)) {
        comparative = w;
        continue;
      }
      if (!FUNCTION_WORDS.has(w)) target.push(tokens[i]!.norm);
    }
    if (!ended) target = target.slice(0, 1);
    if (comparative === 'longer' || comparative === 'later') return { kind: 'figure', target, figureUnit: 'duration' };
    const unit: FigureUnit = PERCENT_HINT.test(lower)
      ? 'percent'
      : second === 'much' && CURRENCY_HINT.test(lower)
        ? 'currency'
        : second === 'many'
          ? 'count'
          : 'any';
    return { kind: 'figure', target, figureUnit: unit };
  }
  if (first === 'how' && /^(long|large|big|high|far|deep|strong|severe|fast|old)$/.test(second)) {
    // "How long did it last" is a duration; "how long did the queue get", a size.
    const size = /\bhow long is\b|\b(get|got|grow|grew|become|became|stretch|stretched|reach|reached)\b/.test(lower);
    // "How big is the refinery": a plant's size is what it handles or holds ("a 240,000 barrel-per-day
    // plant", "a 600-bed hospital"); a backlog's or a crowd's is a count of it.
    const plant = (second === 'big' || second === 'large') && FACILITY.test(lower);
    return {
      kind: 'figure',
      target: (plant ? PLANT_SIZE : (HOW_MEASURES[second] ?? [])).map(normalize),
      figureUnit: second === 'long' && !size ? 'duration' : 'any',
    };
  }
  // "How did the official estimate compare with the satellite figure?": two accounts of one figure.
  if (first === 'how' && /^how (do|did|does) .{3,120} compare\b/.test(lower))
    return { kind: 'figure', target: [], figureUnit: PERCENT_HINT.test(lower) ? 'percent' : 'any' };
  if (/^by how much\b/.test(lower))
    return { kind: 'figure', target: [], figureUnit: PERCENT_HINT.test(lower) ? 'percent' : 'any' };
  // "What was the highest the river got?": how high, at its peak (PEAK).
  const most = /^what (?:is|was|were|are) the (highest|deepest|strongest|fastest)\b/.exec(lower)?.[1];
  if (most) {
    const measure = HOW_MEASURES[most.replace(/est$/, '')] ?? [];
    return { kind: 'figure', target: measure.map(normalize), figureUnit: 'any' };
  }
  if (first === 'what' || first === 'which') {
    // The noun the question is about: "what interest rate did …", "which river overflowed …".
    const head: Token[] = [];
    for (let i = 1; i < tokens.length && i <= 5; i++) {
      const w = words[i]!;
      if (AUX.has(w) && head.length) break;
      // "What did Norges Bank decide": what follows the verb is the subject, not the thing asked for.
      if (i === 1 && AUX.has(w) && !/^(is|are|was|were)$/.test(w)) break;
      if (w === 'the' || w === 'a' || w === 'an' || AUX.has(w)) continue;
      // "What was the Yes share", "what is South Korea's policy rate": a name before the noun qualifies it.
      if (tokens[i]!.capital && !head.length) continue;
      // "What is happening to freight rates": a verb or a preposition ends the noun asked about.
      if (FUNCTION_WORDS.has(w) || FRAME_WORDS.has(w)) break;
      // "Which tanker blocked the strait": a verb after the noun ends it (the strait is not what is asked).
      if (head.length && isVerbLike(w) && !FIGURE_NOUNS.has(w)) break;
      head.push(tokens[i]!);
      // "What pay rise …", "what rate cut …": a change of a figure is one noun with its figure.
      const next = words[i + 1] ?? '';
      const change = conceptOf(normalize(next));
      if (FIGURE_NOUNS.has(w) && (change === 'rise' || change === 'fall')) continue;
      if (FIGURE_NOUNS.has(w) || PLACE_NOUNS.has(w) || NAME_NOUNS.has(w)) break;
    }
    // "Which river overflowed …": a trailing verb is not the noun asked about.
    while (head.length > 1 && isVerbLike(head[head.length - 1]!.raw.toLowerCase())) head.pop();
    const last = head[head.length - 1];
    const noun = last?.raw.toLowerCase() ?? '';
    if (FIGURE_NOUNS.has(noun)) {
      // "What level did they set the rate at": a generic noun leaves the unit to the rest of the question.
      const generic = GENERIC_MEASURES.has(last!.norm);
      const unit: FigureUnit =
        PERCENT_HINT.test(noun) || PERCENT_HINT.test(generic ? lower : lower.slice(0, 40))
          ? 'percent'
          : CURRENCY_NOUNS.has(noun)
            ? 'currency'
            : 'any';
      return { kind: 'figure', target: head.map((t) => t.norm), figureUnit: unit };
    }
    if (first === 'which' || (head.length <= 2 && noun && (PLACE_NOUNS.has(noun) || NAME_NOUNS.has(noun)))) {
      if (PLACE_NOUNS.has(noun)) return { kind: 'place', target: [last!.norm], figureUnit: 'any' };
      if (NAME_NOUNS.has(noun) && !['ship', 'vessel'].includes(noun))
        return { kind: 'name', target: [last!.norm], figureUnit: 'any' };
      if (first === 'which' && last) return { kind: 'pick', target: [last.norm], figureUnit: 'any' };
    }
    // "What is the record for daily admissions?", "what was the peak of the queue?": the highest value
    // of what follows is a figure; what it counts is the words after "for" or "of", up to a verb or a preposition.
    const peakOf =
      /^what (?:is|was|'s) (?:the |a |its |their )?(?:new )?(?:record|peak|high|maximum) (?:for|of|in) (.+)$/.exec(
        lower,
      );
    if (peakOf) {
      const target: string[] = [];
      for (const t of tokenize(peakOf[1]!)) {
        const w = t.raw.toLowerCase();
        if (AUX.has(w) || FUNCTION_WORDS.has(w) || t.numeric || target.length >= 5) break;
        target.push(t.norm);
      }
      if (target.length) return { kind: 'figure', target, figureUnit: 'any' };
    }
    if (/^what (time|day|date)\b/.test(lower)) return { kind: 'time', ...none };
    if (
      /^what(?:'s|’s)? (?:(?:actually|really|exactly|first) )?(caused|led to|triggered|prompted|(?:is |was )?behind)\b/.test(
        lower,
      ) ||
      /^what (is|was) (thought|believed|suspected|said) to have (caused|started|sparked|triggered)\b/.test(lower)
    )
      return { kind: 'cause', ...none };
    return { kind: 'statement', ...none };
  }
  if (first === 'who' || first === 'whom' || first === 'whose') {
    // "Who is the governor of …": the role asked about.
    // ("Who is behind the attack" asks who did it: no role.)
    const role = /^who (?:is|was|are|were) behind\b/.test(lower)
      ? null
      : /^who (?:is|was|are|were) (?:the |a |an )?(?:[a-z-]+ )?([a-z-]+)(?: of| at| in| for|\?|$)/.exec(lower);
    return { kind: 'name', target: role ? [normalize(role[1]!)] : [], figureUnit: 'any' };
  }
  // "Where did the bank set its rate?": where a level stands is a figure.
  if (first === 'where' && /\b(rate|rates|price|prices|yield|index|level|currency|inflation)\b/.test(lower))
    return { kind: 'figure', target: [], figureUnit: PERCENT_HINT.test(lower) ? 'percent' : 'any' };
  if (first === 'where') return { kind: 'place', ...none };
  if (first === 'when' || /^(since when|by when|until when|how long ago)\b/.test(lower))
    return { kind: 'time', ...none };
  if (first === 'why' || /^how come\b/.test(lower)) return { kind: 'cause', ...none };
  if (/^(is|are|was|were|did|does|do|has|have|had|can|could|will|would|should|shall)$/.test(first)) {
    return { kind: 'yesno', ...none };
  }
  return { kind: 'statement', ...none };
}

/** Capitalised words and runs of them, other than the question's first word and time words. */
function namesIn(tokens: Token[]): string[] {
  const out: string[] = [];
  let run: Token[] = [];
  const flush = () => {
    if (run.length) out.push(run.map((t) => t.raw).join(' '));
    run = [];
  };
  tokens.forEach((t, i) => {
    // The first word is capitalised anyway: a name only when a capitalised word follows it, or it is
    // an acronym or a known place ("Altogether, how many …" names nothing).
    const next = tokens[i + 1];
    const firstIsName =
      (next !== undefined && next.capital && !next.numeric && t.end + 1 === next.start) ||
      /^\p{Lu}{2,}$/u.test(t.raw) ||
      countryOf(t.raw) !== null;
    const isName =
      t.capital &&
      !t.numeric &&
      !SKIP_NAME.has(t.raw.toLowerCase()) &&
      !(
        i === 0 &&
        (FUNCTION_WORDS.has(t.raw.toLowerCase()) ||
          /^(how|what|which|who|whom|whose|where|when|why)$/i.test(t.raw) ||
          !firstIsName)
      );
    if (!isName) return flush();
    // "the Suez Canal": one name; "Kharkiv, Ukraine": two.
    if (run.length && (tokens[i - 1]!.breakAfter || tokens[i - 1]!.end + 1 !== t.start)) flush();
    run.push(t);
  });
  flush();
  // "the Yes share": a capitalised function word names a side, but too weakly to require it of a source.
  return out.filter((n) => n.length > 1 && !FUNCTION_WORDS.has(n.toLowerCase()));
}

/** The topic terms: content words that are neither time words (when they set the period) nor frame words. */
/** "Didn't", "hasn't", "won't" (with or without the apostrophe): how a question asks, not what about. */
const NEGATED_AUX =
  /^(?:did|does|do|is|are|was|were|has|have|had|wo|ca|could|would|should|must)n['’]?t$|^(?:cannot|dont|wont|cant)$/;

/** "I've", "we're", "you'll": the asker or the one spoken to, not what is asked about. */
const PRONOUN_CONTRACTION = /^(?:i|we|you|they)['’](?:ve|m|d|ll|re)$|^(?:ive|im|weve|youve|theyve|youre|theyre)$/;

function topicTerms(tokens: Token[], timePhrase: string | null): string[] {
  const out: string[] = [];
  for (const t of tokens) {
    const w = t.raw.toLowerCase();
    if (
      t.numeric ||
      w.length < 2 ||
      FUNCTION_WORDS.has(w) ||
      FRAME_WORDS.has(w) ||
      NEGATED_AUX.test(w) ||
      PRONOUN_CONTRACTION.test(w)
    )
      continue;
    if (TIME_WORDS.has(w) && (timePhrase !== null || !t.capital)) continue;
    if (WEEKDAYS.includes(w) || MONTHS.includes(w)) continue;
    const n = normalize(t.raw);
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

/** A past or present participle, or an irregular past form ("overflowed", "spreading", "fell"). */
export function isVerbLike(word: string): boolean {
  return /(ed|ing)$/.test(word) || word in IRREGULAR;
}

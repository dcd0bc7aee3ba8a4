// States a source says a thing is in (systems offline, a port shut, miners trapped, power out) and the
// state that reverses each (back online, reopened, freed, power restored). A sentence that states one
// is overtaken when a later source of the same event states the reverse, and nothing later states the
// first again, and the two sentences name a thing in common: "billing systems offline", then "billing
// systems were back online" (not "schools closed", then "the refinery restarted its crude unit"). Pure;
// reports and the bench read the same states.
import { contentTerms, tokenize } from './tokens.ts';

/** One state and its reverse: the words that say a thing is out, and the words that say it is back. */
interface StatePair {
  name: string;
  out: RegExp;
  back: RegExp;
}

/** Words before a "back" word that make it a plan, a hope or a denial ("expected to reopen", "has not reopened"). */
const NOT_YET = String.raw`(?<!\b(?:to|will|would|could|may|might|can|cannot|not|never|no|before|until|yet|hopes?|plans?|expects?|expected|out|against|delayed|postponed)\s)`;

const STATE_PAIRS: readonly StatePair[] = [
  {
    name: 'offline',
    out: /\b(?:offline|knocked out|taken down|went down|is down|are down|were down|remain(?:s|ed)? down)\b/i,
    back: new RegExp(
      String.raw`\b(?:back online|${NOT_YET}online again|${NOT_YET}restored|back up and running)\b`,
      'i',
    ),
  },
  {
    name: 'shut',
    out: /\b(?:shut|closed(?! (?:at|up|down|higher|lower|flat|unchanged)\b)|closure|shutdown|halted|suspended|idled?)\b/i,
    back: new RegExp(
      String.raw`\b(?:${NOT_YET}(?:re-?opened|re-?opens|re-?opening|resumed|resumes|restarted|restarts)|open again|running again|back in (?:service|operation))\b`,
      'i',
    ),
  },
  {
    name: 'power',
    out: /\b(?:without (?:power|electricity)|blackout|power cut|outage|in the dark|went dark|(?:homes|houses|city|town) (?:\w+ )?dark)\b/i,
    back: new RegExp(
      String.raw`\b(?:(?:power|electricity|supply|supplies|lights?) (?:\w+ ){0,2}(?:${NOT_YET}restored|returned|back on|is back|was back)|${NOT_YET}reconnected)\b`,
      'i',
    ),
  },
  {
    name: 'trapped',
    out: /\b(?:trapped|stranded|missing|aground)\b/i,
    back: new RegExp(
      String.raw`\b(?:${NOT_YET}(?:freed|rescued|refloated|found alive|brought (?:out|to the surface)|reached safety))\b`,
      'i',
    ),
  },
  {
    name: 'strike',
    out: /\b(?:on strike|walkout|walked out|strike (?:began|goes on|continues))\b/i,
    back: new RegExp(
      String.raw`\b(?:(?:strike|walkout) (?:\w+ ){0,3}(?:ended|is over|called off)|${NOT_YET}(?:back to work|returned to work))\b`,
      'i',
    ),
  },
  {
    name: 'fire',
    out: /\b(?:ablaze|burning|out of control|uncontained)\b/i,
    back: new RegExp(String.raw`\b(?:${NOT_YET}(?:contained|extinguished|put out)|under control)\b`, 'i'),
  },
];

/** A sentence of a source, with when and where it was said. */
export interface StatedAt {
  eventId: string;
  sentence: string;
  at: string;
}

/** The states a sentence says things are in: 'out' or 'back', per pair (a sentence that says both tells the return). */
export function statesIn(sentence: string): Map<string, 'out' | 'back'> {
  const out = new Map<string, 'out' | 'back'>();
  for (const p of STATE_PAIRS)
    if (p.back.test(sentence)) out.set(p.name, 'back');
    else if (p.out.test(sentence)) out.set(p.name, 'out');
  return out;
}

/** One sentence whose state a later sentence of its event reversed, and that later sentence. */
export interface ReversedState {
  eventId: string;
  sentence: string;
  at: string;
  state: string;
  by: StatedAt;
}

/**
 * The sentences of events stating a state a later sentence of the same event reversed: the last later
 * sentence stating that state either way states the other way.
 */
export function reversedStates(sentences: readonly StatedAt[]): ReversedState[] {
  const read = sentences
    .map((s) => ({ ...s, states: statesIn(s.sentence) }))
    .filter((s) => s.states.size)
    .map((s) => ({ ...s, things: thingsOf(s.sentence) }));
  const out: ReversedState[] = [];
  for (const s of read)
    for (const [state, way] of s.states) {
      const last = read
        .filter(
          (x) =>
            x.eventId === s.eventId && x.at > s.at && x.states.has(state) && [...x.things].some((w) => s.things.has(w)),
        )
        .sort((a, b) => a.at.localeCompare(b.at))
        .at(-1);
      if (last && last.states.get(state) !== way)
        out.push({ eventId: s.eventId, sentence: s.sentence, at: s.at, state, by: last });
    }
  return out;
}

/** Words that name no thing a state is of: when and who said it, and the state words themselves. */
const NOT_THINGS = new Set(
  'said says say told officials official company spokesperson spokesman spokeswoman monday tuesday wednesday thursday friday saturday sunday today yesterday night morning evening day week again back'.split(
    ' ',
  ),
);
const thingsOf = (sentence: string) =>
  new Set(
    contentTerms(tokenize(sentence)).filter(
      (w) => !NOT_THINGS.has(w) && !STATE_PAIRS.some((p) => p.out.test(w) || p.back.test(w)),
    ),
  );

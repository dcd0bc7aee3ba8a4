import { hasTerm, type Token } from '../evidence/tokens.ts';

// What news writes when something that was to come will not: "the Guild called off Thursday's strike",
// "Brenmoor festival cancelled over storm warning", "dockers suspended their walkout". Pure.

/** A verb that calls off what it names; "called off" and "put off" are read as one. */
const VERB =
  /^(?:cancel(?:s|led|ed|ling)?|scrap(?:s|ped)?|postpone(?:s|d)?|suspend(?:s|ed)?|shelve(?:s|d)?|abandon(?:s|ed)?|ax(?:es|ed)|averted|called|calls|call|calling|put|puts)$/i;
const PARTICLE_VERB = /^(?:called|calls|call|calling|put|puts)$/i;
/** Words before the verb that make it a threat, a plan or a denial ("refused to call off", "could be cancelled"). */
const NOT_DONE =
  /^(?:will|would|could|may|might|can|cannot|to|not|never|no|if|unless|whether|threaten(?:s|ed)?|refus(?:e|es|ed)|hop(?:e|es|ed)|urg(?:e|es|ed)|ask(?:s|ed)?|want(?:s|ed)?)$/i;
/** Words that may stand between what is called off and its verb ("the strike has now been formally called off"). */
const AUXILIARY = /^(?:was|were|been|has|have|had|is|are|be|being|now|formally|officially|finally|also|then)$/i;
const ADVERB = /^(?:now|formally|officially|finally|also|then)$/i;
const BE = /^(?:was|were|been|is|are|be|being)$/i;
/** Words that end the name of what is called off ("cancelled trains during the strike"). */
const ENDS_OBJECT =
  /^(?:of|on|at|in|for|after|over|because|ahead|due|until|to|from|by|amid|as|during|and|but|while|when|following|with|until|since)$/i;

/** Words for a part of what is called off ("the second day of", "the rest of", "the final leg of"). */
const PART = /^(?:day|days|part|rest|remainder|leg|stage|round|half|week|weekend|session|phase)$/i;

/**
 * Whether a sentence says that the thing a question asks about (one of `topic`, the question's terms
 * that are not names) was called off, cancelled, suspended or averted: the verb's object, or its
 * subject in a passive or a headline, holds a topic term, and nothing before the verb makes it a
 * threat or a plan.
 */
export function callsOff(tokens: readonly Token[], topic: readonly string[]): boolean {
  if (!topic.length) return false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!VERB.test(t.raw)) continue;
    let end = i;
    if (PARTICLE_VERB.test(t.raw)) {
      if (tokens[i + 1]?.raw.toLowerCase() !== 'off' || t.breakAfter) continue;
      end = i + 1;
    }
    const before: Token[] = [];
    for (let j = i - 1; j >= 0 && before.length < 6 && !tokens[j]!.breakAfter; j--) before.push(tokens[j]!);
    if (before.slice(0, 3).some((b) => NOT_DONE.test(b.raw))) continue;
    // Its object: the words after it up to a preposition, a figure or the clause's end.
    const object: Token[] = [];
    for (let j = end + 1; j < tokens.length && object.length < 5; j++) {
      const o = tokens[j]!;
      // "called off the second day of the strike": a part of it, then what it is a part of.
      const partOf = o.raw.toLowerCase() === 'of' && PART.test(object.at(-1)?.raw ?? '');
      if (partOf) continue;
      if (o.numeric || ENDS_OBJECT.test(o.raw)) break;
      object.push(o);
      if (o.breakAfter) break;
    }
    // Its subject, in a passive or a headline: the words before it, past any auxiliary.
    const subject = before.filter((b) => !AUXILIARY.test(b.raw)).slice(0, 4);
    const near = (ws: Token[]) => new Set(ws.map((w) => w.norm));
    const held = (ws: Token[]) => topic.some((term) => hasTerm(near(ws), term));
    // ("The strike was called off", "Festival cancelled over storm warning"; not "Strikers cancelled their march".)
    const auxiliary = before.find((b) => !ADVERB.test(b.raw));
    // "Skyway Air scrapped 210 flights": a figure after the verb starts its object, which is no passive.
    const counted = tokens[end + 1]?.numeric === true && !tokens[end]!.breakAfter;
    const passive = (auxiliary !== undefined && BE.test(auxiliary.raw)) || (!object.length && !counted);
    if (held(object) || (passive && held(subject))) return true;
  }
  return false;
}

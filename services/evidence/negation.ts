import { contentTerms, tokenize, type Token } from './tokens.ts';

// News names a thing to say it did not happen as often as to say it did: "no homes were damaged",
// "no evacuation was ordered", "the port was not affected", "without casualties", "a rate cut was ruled
// out". Such a mention tells the reader the thing is untouched, never that it happened.

/** What ends the clause a word is read in: punctuation, a conjunction, a relative pronoun. */
const CLAUSE_BREAK =
  /\s*[;:—–()]\s*|,\s+|\s+-\s+|\s+(?:and|but|while|whereas|although|though|as|after|before|because|since|who|which|that|when|where|until)\s+/iu;

/** A word that denies what follows it in its clause ("no evacuation", "without power", "never reached"). */
const DENIES_AHEAD = /^(?:no|not|never|none|nor|neither|without|zero|nobody|nothing)$|n['’]t$/iu;
/** Words after the thing that deny it ("evacuation was not needed", "damage was ruled out"). */
const DENIED_AFTER =
  /^(?:\S+\s+){0,4}?(?:not|never|\S+n['’]t|(?:ruled?|rules|ruling)\s+out|unaffected|averted|avoided|spared)\b/iu;
/** A denial denied: "further hikes were not ruled out" keeps the hikes open. */
const NOT_RULED_OUT = /^(?:\S+\s+){0,4}?(?:not|never|\S+n['’]t)\s+(?:been\s+)?(?:ruled?|rules|ruling)\s+out\b/iu;

/** Being without a thing is losing it ("islanders have been without a ferry", "left without power"). */
const LOSS_VERB =
  /^(?:is|are|was|were|be|been|being|left|remain|remains|remained|stay|stays|stayed|go|goes|went|gone)$/iu;
const isLoss = (tokens: readonly Token[], k: number) =>
  tokens[k]!.raw.toLowerCase() === 'without' && k > 0 && LOSS_VERB.test(tokens[k - 1]!.raw);

/** How far before a word a denial reaches within its clause ("no homes were damaged": three words). */
const REACH = 4;

/** A text term meets a stake's term: the same stem, or one a prefix of the other when both are long. */
const meets = (t: string, w: string) =>
  t === w || (t.length >= 5 && w.length >= 5 && (t.startsWith(w) || w.startsWith(t)));

/**
 * Whether a sentence names a stake only to deny it: some word of the stake appears in the sentence, and
 * every time it does, its clause denies it ("No homes were damaged" denies damage; "300 homes were
 * damaged, but no one was hurt" does not). False when the sentence does not name the stake at all.
 */
export function deniesStake(sentence: string, stake: string): boolean {
  const words = contentTerms(tokenize(stake));
  if (!words.length) return false;
  const clauses = sentence.split(CLAUSE_BREAK);
  // A stake's own words deny nothing: "homes without power" is the count, not its denial.
  const own = new Set(tokenize(stake).map((t) => t.raw.toLowerCase()));
  return words.some((w) => {
    let seen = 0;
    for (const clause of clauses) {
      const tokens = tokenize(clause);
      for (const [i, t] of tokens.entries()) {
        if (!meets(t.norm, w)) continue;
        seen++;
        const before = tokens
          .slice(0, i)
          .some(
            (x, k) => k >= i - REACH && DENIES_AHEAD.test(x.raw) && !own.has(x.raw.toLowerCase()) && !isLoss(tokens, k),
          );
        const rest = clause.slice(t.end).trim();
        const after = DENIED_AFTER.test(rest) && !NOT_RULED_OUT.test(rest);
        if (!before && !after) return false;
      }
    }
    return seen > 0;
  });
}

/** Whether the sentences that name a stake all deny it (a headline and a summary read together). */
export function deniedIn(sentences: readonly string[], stake: string): boolean {
  const words = contentTerms(tokenize(stake));
  const naming = sentences.filter((s) => contentTerms(tokenize(s)).some((t) => words.some((w) => meets(t, w))));
  return naming.length > 0 && naming.every((s) => deniesStake(s, stake));
}

/**
 * The words of a text that a denial reaches within their clause ("not had two doses of the vaccine":
 * "doses", "vaccine"; "unvaccinated" denies itself), as tokens. A question "if their kid isn't
 * vaccinated" is answered by the sentence that denies it too.
 */
export function deniedTokens(text: string): Token[] {
  const out: Token[] = [];
  let offset = 0;
  for (const clause of text.split(CLAUSE_BREAK)) {
    const at = text.indexOf(clause, offset);
    offset = at < 0 ? offset : at + clause.length;
    let denied = false;
    for (const t of tokenize(clause)) {
      if (DENIES_AHEAD.test(t.raw)) {
        denied = true;
        continue;
      }
      if (denied || /^un[a-z]{5,}ed$/i.test(t.raw)) out.push(t);
    }
  }
  return out;
}

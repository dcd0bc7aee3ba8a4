// How desks write a monitoring profile's terms. A profile names a change as a noun compound ("rate
// hike", "rate cut"); a headline says it with a verb ("Bank of Pellora raises rates", "cuts its main
// rate") and a follow-up with another noun of the same move ("reverses rate rise"). Rules about how
// news is written, for any profile term that ends in a word of change: no list of one field's phrases.
import { verbOfAction } from '../evidence/lexicon.ts';
import { CUE_IDIOMS, cueFields } from './classify.ts';
import { contentTokens } from './text.ts';

/** Words of a move up and of a move down, as verbs and nouns in their inflections (stemmed as texts are). */
const MOVES: Record<'up' | 'down', { verbs: string[]; nouns: string[] }> = {
  up: {
    verbs: [
      'raise',
      'raises',
      'raised',
      'raising',
      'hike',
      'hikes',
      'hiked',
      'hiking',
      'increase',
      'increases',
      'increased',
    ],
    nouns: ['hike', 'hikes', 'rise', 'rises', 'increase', 'increases'],
  },
  down: {
    verbs: [
      'cut',
      'cuts',
      'cutting',
      'lower',
      'lowers',
      'lowered',
      'lowering',
      'reduce',
      'reduces',
      'reduced',
      'slash',
      'slashes',
      'slashed',
      'trim',
      'trims',
      'trimmed',
    ],
    nouns: ['cut', 'cuts', 'reduction', 'reductions'],
  },
};

const stems = (words: string[]): string[] => [...new Set(words.flatMap((w) => contentTokens(w)))];
const UP = { verbs: stems(MOVES.up.verbs), nouns: stems(MOVES.up.nouns) };
const DOWN = { verbs: stems(MOVES.down.verbs), nouns: stems(MOVES.down.nouns) };

/** Words a verb may have between it and what it moves ("raised its main interest rate"): at most this many. */
export const VERB_GAP = 2;

/**
 * Another way a desk writes a term, as tokens. `gap`: tokens that may stand between the first token
 * (a verb) and the next, none of them a word of another topic than the agent's ("cut its main interest
 * rate", not "cut freight rates" or "raising the tax rate"). `cleanBefore`: the token before the form must
 * not say another topic either (the "infection rate rise" is a health story's, not a central bank's).
 */
export interface TermForm {
  tokens: string[];
  gap: number;
  cleanBefore: boolean;
}

/** The move a term's last word names ("hike", "cut"), or null. */
function moveOf(term: readonly string[]): typeof UP | null {
  const last = term[term.length - 1]!;
  if (term.length < 2) return null;
  if (UP.nouns.includes(last) || UP.verbs.includes(last)) return UP;
  if (DOWN.nouns.includes(last) || DOWN.verbs.includes(last)) return DOWN;
  return null;
}

/**
 * Words a desk puts before a measure to say it is the one that counts ("its key rate", "the benchmark
 * rate", "the policy rate"), where a profile names it by what it measures ("interest rate").
 */
const PRINCIPAL = stems(['main', 'key', 'benchmark', 'policy', 'base']);

/** A verb's own inflections, stemmed as texts are ("vote": voted, voting; "evacuate": evacuated). */
function inflections(verb: string): string[] {
  const base = verb.endsWith('e') ? verb.slice(0, -1) : verb;
  return stems([verb, `${verb}s`, `${base}ed`, `${base}ing`]);
}

/** Letters each part of a closed compound keeps at least ("heat|wave", "cease|fire", "cyber|attack"). */
const COMPOUND_PART = 4;

/**
 * A closed compound as desks also write it, open or hyphenated: "heat wave" and "heat-wave" for
 * "heatwave", "cyber attack" for "cyberattack", "semi-conductor" for "semiconductor". Every split into
 * two parts of COMPOUND_PART letters or more: a split that is no compound ("refi|nery") is a form no
 * text holds.
 */
function openForms(word: string): string[][] {
  const forms: string[][] = [];
  for (let at = COMPOUND_PART; at <= word.length - COMPOUND_PART; at++) {
    const [first, second] = [word.slice(0, at), word.slice(at)];
    const open = contentTokens(`${first} ${second}`);
    if (open.length === 2) forms.push(open);
    forms.push(contentTokens(`${first}-${second}`));
  }
  return forms;
}

/**
 * A closed compound's last part when desks write it alone for the whole and it says the same field: "quake" for
 * "earthquake" ("Quake toll rises to 40"). A part that says another field ("attack" of "cyberattack") or none ("fire"
 * of "wildfire", "wave" of "heatwave") is no form of it.
 */
function compoundHead(word: string): string[][] {
  const fields = cueFields(word);
  if (!fields.length) return [];
  const heads: string[][] = [];
  for (let at = COMPOUND_PART; at <= word.length - COMPOUND_PART; at++) {
    const head = contentTokens(word.slice(at));
    const said = head.length === 1 ? cueFields(head[0]!) : [];
    if (said.length && said.every((f) => fields.includes(f))) heads.push(head);
  }
  return heads;
}

/**
 * What a noun of the doer ("hackers", "looters") names as the deed, in its inflections ("hack", "hacked", "hacking"),
 * when the deed is a cue word of the same field: desks write "billing hack" where a profile watches "hackers". A word
 * that only ends like a doer ("wafer", "tanker") has no such cue.
 */
function deedOf(word: string): string[][] {
  if (!word.endsWith('er')) return [];
  const fields = cueFields(word);
  const deed = word.slice(0, -2);
  const said = cueFields(deed);
  if (!fields.length || !said.length || !said.every((f) => fields.includes(f))) return [];
  return inflections(deed).map((w) => [w]);
}

/**
 * The forms of a profile term (tokens) other than itself, `profile` being all the terms of its
 * profile. For a compound whose last word is a move ("rate hike"): the thing moved after each verb
 * of that move ("raise rates", "hiked its main rate") and before each noun of it ("rate rise", "rate
 * increase"). For a compound naming what the profile watches move ("interest rate", as "rate hike"
 * moves rates): that thing after a word saying it is the one that counts ("key rate", "benchmark
 * rate"). For a one-word term: its inflections as a verb ("voted", "voting" for "vote"), and those of the
 * verb a noun of action is made from ("evacuated" for "evacuation", "infected" for "infection"): a desk
 * writes what happened with the verb ("300 people were evacuated") where a profile names it. And a
 * closed compound written open or hyphenated ("heat wave", "cyber-attack"; see `openForms`), or by its last part when
 * that says the same field ("quake"; see `compoundHead`), the deed of a doer ("hack" for "hackers"; see `deedOf`), and the idioms news writes it in ("burst its banks" for
 * "flood"; see `CUE_IDIOMS`).
 */
export function termForms(term: readonly string[], profile: readonly (readonly string[])[] = []): TermForm[] {
  const move = moveOf(term);
  const forms: TermForm[] = [];
  if (move) {
    const moved = term.slice(0, -1);
    forms.push(
      ...move.verbs.map((v) => ({ tokens: [v, ...moved], gap: VERB_GAP, cleanBefore: false })),
      ...move.nouns.map((n) => ({ tokens: [...moved, n], gap: 0, cleanBefore: true })),
    );
  } else if (term.length === 2) {
    const head = term[1]!;
    const watched = profile.some((t) => moveOf(t) && t.length === 2 && t[0] === head);
    if (watched) forms.push(...PRINCIPAL.map((w) => ({ tokens: [w, head], gap: 0, cleanBefore: false })));
  } else if (term.length === 1) {
    const word = term[0]!;
    const verb = verbOfAction(word);
    const family = [...inflections(word), ...(verb ? inflections(verb) : [])];
    forms.push(...family.map((w) => ({ tokens: [w], gap: 0, cleanBefore: false })));
    forms.push(...openForms(word).map((tokens) => ({ tokens, gap: 0, cleanBefore: false })));
    forms.push(...compoundHead(word).map((tokens) => ({ tokens, gap: 0, cleanBefore: false })));
    forms.push(...deedOf(word).map((tokens) => ({ tokens, gap: 0, cleanBefore: false })));
    // The idioms news writes it in ("the river burst its banks" for a flood).
    forms.push(...(CUE_IDIOMS.get(word) ?? []).map((tokens) => ({ tokens: [...tokens], gap: 0, cleanBefore: false })));
  }
  // Each form once, and never the term itself.
  const own = term.join(' ');
  const seen = new Set<string>();
  return forms.filter((f) => {
    const key = `${f.gap}:${f.tokens.join(' ')}`;
    if (f.tokens.join(' ') === own || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

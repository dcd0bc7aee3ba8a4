// The parts every domain of the fresh confuser set is written with: a seeded random source, made-up
// names, numbers in words or digits, and the shape of a story (its slots, its figures by stage, and the
// sentence pools each outlet style draws from). Everything here is fictional sample data.

/** mulberry32 (the corpora's own): small, seeded, the same sequence on every machine. */
export { prng as rng } from '../../../services/ops/synthetic.ts';

export type Rand = () => number;
export const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
export const int = (r: Rand, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
export function shuffle<T>(r: Rand, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Time and calendar words every set's generator writes with. */
export const HOUR = 3_600_000;
export const MIN = 60_000;
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A headline or an outlet as a URL's path segment. */
export const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 70);

const ONSETS = ['k', 'v', 'd', 'm', 'br', 't', 'l', 's', 'z', 'r', 'g', 'p', 'n', 'h', 'dr', 'st', 'tr', 'f'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'a', 'o', 'e'];
const CODAS = ['', '', 'r', 'n', 'l', 's', 'v', 'k', 'm'];

/** Made-up proper names, never the same one twice in a run (so two events share a name only on purpose). */
export class Names {
  private used = new Set<string>();
  constructor(private r: Rand) {}
  private word(syllables: number, end = ''): string {
    for (;;) {
      let w = '';
      for (let i = 0; i < syllables; i++) w += pick(this.r, ONSETS) + pick(this.r, VOWELS) + pick(this.r, CODAS);
      w = w[0]!.toUpperCase() + w.slice(1) + end;
      if (w.length >= (syllables === 1 ? 3 : 5) && w.length <= 11 && !this.used.has(w)) {
        this.used.add(w);
        return w;
      }
    }
  }
  /** A town or city: Dravoli, Kestmar. */
  place(): string {
    return this.word(this.r() < 0.5 ? 2 : 3);
  }
  /** A country whose adjective is its name plus n: Velosia, Velosian. */
  country(): { name: string; adj: string } {
    const name = this.word(2, this.r() < 0.6 ? 'ia' : 'a');
    return { name, adj: `${name}n` };
  }
  /** A surname: Korvel. */
  surname(): string {
    return this.word(2);
  }
  /** A full name: Anja Korvel. */
  person(): string {
    return `${pick(this.r, FIRST_NAMES)} ${this.surname()}`;
  }
  /** A company stem: Dravo, Tesmarin. */
  brand(): string {
    return this.word(this.r() < 0.7 ? 2 : 1);
  }
}

const FIRST_NAMES = [
  'Anja',
  'Tomas',
  'Irena',
  'Marek',
  'Lucia',
  'Pavel',
  'Helena',
  'Viktor',
  'Sofia',
  'Andrei',
  'Nadia',
  'Oskar',
  'Mira',
  'Jonas',
  'Elena',
  'Radu',
  'Katya',
  'Felix',
  'Daria',
  'Stefan',
  'Amara',
  'Kwame',
  'Leila',
  'Rafael',
  'Yuki',
  'Ines',
];

const SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0..99 in words; larger numbers as digits (no paper spells out 1,240). */
export function inWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 99) return digits(n);
  if (n < 20) return SMALL[n]!;
  return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${SMALL[n % 10]!}` : '');
}

/** Digits with thousands separators; decimals kept as given. */
export function digits(n: number): string {
  return Number.isInteger(n) ? n.toLocaleString('en-US') : String(n);
}

/** How an outlet writes: a wire service, a local paper, a trade title, a blog. */
export type Style = 'wire' | 'local' | 'trade' | 'blog';

/** One story's fixed facts (names, places) and its figures by stage (a toll that rises, a count that grows). */
export interface Story {
  slots: Record<string, string>;
  /** Each figure's value at stage 0, 1, 2, 3 (the nth article of the event sees stage n). */
  series: Record<string, number[]>;
}

/** A confuser pair as one domain builds it: two different events and how close they are. */
export interface PairPlan {
  kind: ConfuserKind;
  a: Story;
  b: Story;
}

export type ConfuserKind =
  | 'same-country-different-place'
  | 'same-type-different-actor'
  | 'same-actor-different-target'
  | 'same-place-different-what';

/**
 * A domain: how to make a pair of different events, and the sentences its outlets tell them with.
 * Sentences are templates over the story's slots and figures, `{city}`, `{dead}`, `{dead_prev}`;
 * figures come out in words or digits as the outlet writes them.
 */
export interface Domain {
  key: string;
  /** Outlet names by style; `{place}`-style slots are filled from the story (a local paper's town). */
  outlets: Record<Style, string[]>;
  /** The dateline place of a story. */
  dateline: string;
  pair(r: Rand, names: Names, index: number): PairPlan;
  headlines: string[];
  /** Headlines that do not name the place or the actor. */
  vagueHeadlines: string[];
  leads: string[];
  facts: string[];
  quotes: string[];
  context: string[];
  /** What changed since the first reports: only in articles at stage 1 or later. */
  developments: string[];
  blogOpeners: string[];
  localAngles: string[];
}

/** Fills `{slot}` from the story at one stage, figures in words or digits (a slot may hold a figure's slot); a missing slot is a bug in the set. */
export function fill(template: string, story: Story, stage: number, words: boolean): string {
  const once = fillOnce(template, story, stage, words);
  return once.includes('{') ? fillOnce(once, story, stage, words) : once;
}

function fillOnce(template: string, story: Story, stage: number, words: boolean): string {
  // A figure next to a unit sign ($4, 12%, 80,000) is always in digits.
  return template.replace(/(\$?)\{(\w+)\}([%,]?)/g, (_, dollar: string, key: string, unit: string) => {
    const series = story.series[key.endsWith('_prev') ? key.slice(0, -5) : key];
    if (series) return dollar + figure(story, key, stage, words && !dollar && !unit) + unit;
    const slot = story.slots[key];
    if (slot === undefined) throw new Error(`template slot {${key}} missing in ${JSON.stringify(story.slots)}`);
    return dollar + slot + unit;
  });
}

/** A figure at a stage (`x_prev`: at the stage before), in words or digits. */
export function figure(story: Story, key: string, stage: number, words = false): string {
  const prev = key.endsWith('_prev');
  const series = story.series[prev ? key.slice(0, -5) : key]!;
  const v = series[Math.max(0, Math.min(series.length - 1, stage - (prev ? 1 : 0)))]!;
  return words ? inWords(v) : digits(v);
}

/** Whether a development can be told at a stage: a `{x_prev}` in it needs x to have changed since. */
export function changed(template: string, story: Story, stage: number): boolean {
  for (const [, key] of template.matchAll(/\{(\w+)_prev\}/g))
    if (figure(story, `${key}_prev`, stage) === figure(story, key!, stage)) return false;
  return true;
}

/** Sentence case for a template that starts with a slot in lower case. */
export const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

// The fictional world of the fourth confuser set (sample data: every country, city, company, currency
// and person here is invented). Names are built from syllables by a seeded generator, so the same seed
// always gives the same world.

import { prng } from '../../../services/ops/synthetic.ts';

export type Rng = () => number;

/** mulberry32 (the synthetic corpus's generator): deterministic across Node versions. */
export const rng: (seed: number) => Rng = prng;

/** A generator that can be put back to a given state: a story's figures read the same in every outlet. */
export function resettable(): { r: Rng; reset: (seed: number) => void } {
  let inner = rng(0);
  return { r: () => inner(), reset: (seed) => void (inner = rng(seed)) };
}

export const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
export const int = (r: Rng, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
export const chance = (r: Rng, p: number) => r() < p;
export function shuffle<T>(r: Rng, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const ONES = [
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
export const words = (n: number): string =>
  n < 20 ? ONES[n]! : TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]}` : '');
export const digits = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** A count as a reporter might write it: in words below a hundred half the time, else in digits. */
export const num = (r: Rng, n: number) => (n < 100 && chance(r, 0.5) ? words(n) : digits(n));
/** Large amounts: "1.4 billion" or "1,400 million". */
export const big = (r: Rng, millions: number) =>
  millions >= 1000 && chance(r, 0.6)
    ? `${(millions / 1000).toFixed(1).replace(/\.0$/, '')} billion`
    : `${digits(millions)} million`;

const START = ['Va', 'Or', 'Tel', 'Kas', 'Mer', 'Bru', 'Ish', 'Zo', 'Pel', 'Dra', 'Quin', 'Sav', 'Hol', 'Ust', 'Nir'];
const START2 = ['Ar', 'Bel', 'Cor', 'Del', 'Fen', 'Gal', 'Jor', 'Lum', 'Mos', 'Rav', 'Sol', 'Tam', 'Vel', 'Yar', 'Ebr'];
const MID = ['ra', 'le', 'no', 'vi', 'ta', 'mo', 'ri', 'sa', 'du', 'ke', 'lo', 'ne', 'ga', 'pi', 'ru'];
const END_COUNTRY = ['via', 'land', 'stan', 'mark', 'oria', 'essa', 'ania', 'ur', 'enia', 'ova'];
const END_CITY = [
  'grad',
  'holm',
  'port',
  'ford',
  'ovo',
  'ica',
  'burg',
  'ant',
  'ema',
  'ir',
  'ola',
  'ek',
  'ton',
  'ara',
  'un',
];
const END_PERSON = ['ic', 'son', 'escu', 'ova', 'ides', 'berg', 'ari', 'enko', 'oza', 'elli', 'ström', 'ado'];
const FIRST = [
  'Anel',
  'Berin',
  'Casia',
  'Doran',
  'Elvi',
  'Farid',
  'Galen',
  'Hesna',
  'Iver',
  'Jolan',
  'Kerem',
  'Lidia',
  'Maren',
  'Nadeo',
  'Oriel',
  'Petra',
  'Ruvan',
  'Selka',
  'Tomas',
  'Ulla',
  'Vesna',
  'Wendal',
  'Yara',
  'Zoran',
];

const used = new Set<string>();
function unique(r: Rng, make: () => string): string {
  for (;;) {
    const s = make();
    if (!used.has(s)) {
      used.add(s);
      return s;
    }
  }
}

export interface Person {
  name: string;
  last: string;
}
export const person = (r: Rng): Person => {
  const last = unique(r, () => pick(r, START2) + pick(r, MID) + pick(r, END_PERSON));
  return { name: `${pick(r, FIRST)} ${last}`, last };
};

export interface Country {
  name: string;
  adj: string;
  capital: string;
  /** Other cities and towns; `towns[0]` and `towns[1]` are neighbours, some 20 km apart. */
  towns: string[];
  ports: string[];
  currency: string;
  bank: string;
  governor: Person;
  pm: Person;
  health: Person;
  energy: Person;
  tech: Person;
  parties: string[];
  agency: string;
  paper: (town: string) => string;
}

const ADJ_END: Record<string, string> = {
  via: 'vian',
  land: 'lander',
  stan: 'stani',
  mark: 'markish',
  oria: 'orian',
  essa: 'essan',
  ania: 'anian',
  ur: 'uri',
  enia: 'enian',
  ova: 'ovan',
};
const PAPERS = ['Herald', 'Courier', 'Ledger', 'Gazette', 'Observer', 'Tribune', 'Post', 'Mirror'];
const CURRENCIES = ['crown', 'dinar', 'florin', 'lev', 'mark', 'real', 'sol', 'taler', 'pesa', 'kuna'];

export function country(r: Rng): Country {
  const end = pick(r, END_COUNTRY);
  const stem = unique(r, () => pick(r, START) + pick(r, MID));
  const name = stem + end;
  const city = () => unique(r, () => pick(r, [...START, ...START2]) + pick(r, MID) + pick(r, END_CITY));
  const towns = Array.from({ length: 7 }, city);
  const parties = shuffle(r, [
    `${stem}${ADJ_END[end]} Democratic Union`,
    'Party of Labour and Land',
    'Civic Renewal',
    'National Front for Order',
    'Green Commons',
    'Liberal Forum',
    'People’s Alliance',
  ]).slice(0, 3);
  const paper = pick(r, PAPERS);
  return {
    name,
    adj: stem + ADJ_END[end]!,
    capital: city(),
    towns,
    ports: towns.slice(4, 7),
    currency: `${stem}${ADJ_END[end]} ${pick(r, CURRENCIES)}`,
    bank: pick(r, [`Central Bank of ${name}`, `National Bank of ${name}`, `${stem}${ADJ_END[end]} Reserve Authority`]),
    governor: person(r),
    pm: person(r),
    health: person(r),
    energy: person(r),
    tech: person(r),
    parties,
    agency: `${stem}${ADJ_END[end]} News Agency`,
    paper: (town) => `The ${town} ${paper}`,
  };
}

export function company(r: Rng, kind: string): string {
  return `${unique(r, () => pick(r, START2) + pick(r, MID) + pick(r, ['x', 'on', 'ia', 'ex', 'ar', 'is']))} ${kind}`;
}
export const gang = (r: Rng) =>
  unique(
    r,
    () =>
      `${pick(r, ['Black', 'Silent', 'Night', 'Iron', 'Glass', 'Red', 'Hollow', 'Velvet'])}${pick(r, ['Lynx', 'Moth', 'Heron', 'Viper', 'Mantis', 'Owl', 'Jackal', 'Wasp'])}`,
  );

// The invented world of the bodies confuser set (SAMPLE DATA: every country, town, body, company, outlet
// and person here is fictional, and none is borrowed from the desks or fresh sets). Each country has a
// capital, six towns, a currency and the bodies that decide things in it; companies are made up per run.
import { createHash } from 'node:crypto';
import { int, pick, type Rand } from '../confusers-fresh/kit.ts';

export interface Country {
  name: string;
  adj: string;
  capital: string;
  towns: string[];
  currency: string;
}

export const COUNTRIES: Country[] = [
  {
    name: 'Arvandy',
    adj: 'Arvandian',
    capital: 'Lisk',
    towns: ['Oberhalt', 'Fennick', 'Marrowby', 'Quillon', 'Sadbury', 'Tolvan'],
    currency: 'thaler',
  },
  {
    name: 'Casmere',
    adj: 'Casmerian',
    capital: 'Port Ivel',
    towns: ['Ardwyn', 'Bellcastle', 'Corran Vale', 'Duneholm', 'Estwick', 'Fallowmere'],
    currency: 'crown',
  },
  {
    name: 'Zembala',
    adj: 'Zembalan',
    capital: 'Nkari',
    towns: ['Lubasi', 'Mokwe', 'Tesenda', 'Obuya', 'Kirandi', 'Samvula'],
    currency: 'kwacha',
  },
  {
    name: 'Haldovia',
    adj: 'Haldovian',
    capital: 'Strenica',
    towns: ['Brasnik', 'Mirovac', 'Dolnje Selo', 'Zorin Grad', 'Padinje', 'Velika Rupa'],
    currency: 'dinar',
  },
  {
    name: 'Tamaruq',
    adj: 'Tamaruqi',
    capital: 'Dar Sefa',
    towns: ['Qasr Minna', 'Wadi Lumm', 'Harrat Zayn', 'Bab Ossal', 'Ras Kurra', 'Jebel Tarsa'],
    currency: 'riyal',
  },
  {
    name: 'Sunderra',
    adj: 'Sunderran',
    capital: 'Aurelio',
    towns: ['Campo Ravel', 'Lagoverde', 'Santa Irma', 'Puerto Velas', 'Montecuervo', 'Villa Anzar'],
    currency: 'real',
  },
];

/** A body that decides: its full name, the short name outlets use, and the role a headline may use alone. */
export interface Body {
  name: string;
  short: string;
  role: string;
  headTitle: string;
}

/** The kinds of deciding body, each with name shapes: `{C}` the country, `{A}` its adjective. */
export const BODY_KINDS = {
  'central-bank': {
    role: 'central bank',
    headTitle: 'governor',
    names: ['Bank of {C}', '{A} Reserve Bank', 'Central Bank of {C}', '{A} National Bank', '{C} Monetary Authority'],
  },
  'bank-regulator': {
    role: 'banking regulator',
    headTitle: 'chair',
    names: ['{A} Prudential Authority', '{C} Financial Supervisory Commission', '{A} Banking Supervision Office'],
  },
  'energy-regulator': {
    role: 'energy regulator',
    headTitle: 'chief executive',
    names: ['{A} Energy Regulatory Board', '{C} Office of Power and Gas', '{A} Utilities Commission'],
  },
  'health-agency': {
    role: 'health agency',
    headTitle: 'director general',
    names: ['{A} Medicines Agency', '{C} Institute of Public Health', '{A} Health Protection Authority'],
  },
  'election-commission': {
    role: 'election commission',
    headTitle: 'chairwoman',
    names: ['{A} Electoral Commission', '{C} Independent Elections Board', '{A} Central Election Committee'],
  },
  court: {
    role: 'top court',
    headTitle: 'chief justice',
    names: ['{A} Supreme Court', '{C} Constitutional Court', '{A} High Court of Appeal'],
  },
  'maritime-authority': {
    role: 'maritime authority',
    headTitle: 'director',
    names: ['{A} Maritime Safety Administration', '{C} Ports and Shipping Authority', '{A} Coast and Harbour Board'],
  },
  'industry-ministry': {
    role: 'industry ministry',
    headTitle: 'minister',
    names: ['{A} Ministry of Industry and Trade', '{C} Ministry of Economy', '{A} Trade Ministry'],
  },
  'data-regulator': {
    role: 'data watchdog',
    headTitle: 'commissioner',
    names: ['{A} Data Protection Authority', '{C} Communications Regulator', '{A} Digital Oversight Office'],
  },
  'defence-ministry': {
    role: 'defence ministry',
    headTitle: 'defence minister',
    names: ['{A} Ministry of Defence', '{C} Defence Ministry', '{A} Ministry of Defence and Security'],
  },
  'emergency-agency': {
    role: 'emergency agency',
    headTitle: 'head',
    names: ['{A} Civil Protection Agency', '{C} Disaster Management Authority', '{A} Emergency Response Office'],
  },
} as const;
export type BodyKind = keyof typeof BODY_KINDS;

/** Initials of the capitalised words, "Arvandian Reserve Bank" -> "ARB"; the short name outlets print. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('');
}

/** The body of a kind in a country: one name shape per country and kind, the same in every pair. */
export function bodyOf(kind: BodyKind, c: Country): Body {
  const k = BODY_KINDS[kind];
  const h = createHash('sha256').update(`${c.name}/${kind}`).digest()[0]!;
  const name = k.names[h % k.names.length]!.replace('{C}', c.name).replace('{A}', c.adj);
  return { name, short: initials(name), role: k.role, headTitle: k.headTitle };
}

/** Made-up words from this set's own syllables, never the same one twice in a run. */
const ONSETS = [
  'b',
  'd',
  'f',
  'g',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'w',
  'br',
  'dr',
  'gl',
  'kr',
  'pl',
  'sh',
  'th',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ei', 'au', 'ia'];
const CODAS = ['', '', '', 'n', 'r', 'l', 's', 'th', 'nd', 'rk'];
const FIRST = [
  'Odile',
  'Barnaby',
  'Zainab',
  'Teodor',
  'Wanjiru',
  'Esteban',
  'Hilde',
  'Faisal',
  'Marguerite',
  'Kofi',
  'Svetla',
  'Ignatius',
  'Rosalind',
  'Hamid',
  'Lucinda',
  'Bogdan',
  'Yolanda',
  'Cornelius',
];

export class Words {
  private used = new Set<string>();
  constructor(private r: Rand) {
    for (const c of COUNTRIES) for (const x of [c.name, c.capital, ...c.towns]) this.used.add(x);
  }
  word(syllables: number): string {
    for (;;) {
      let w = '';
      for (let i = 0; i < syllables; i++) w += pick(this.r, ONSETS) + pick(this.r, VOWELS) + pick(this.r, CODAS);
      w = w[0]!.toUpperCase() + w.slice(1);
      if (w.length >= 5 && w.length <= 10 && !this.used.has(w)) {
        this.used.add(w);
        return w;
      }
    }
  }
  person(): string {
    return `${pick(this.r, FIRST)} ${this.word(int(this.r, 2, 3))}`;
  }
}

/** The kinds of company a pair may hold two of (or one at two sites), with the domain each belongs to. */
export const COMPANY_KINDS = {
  chipmaker: {
    domain: 'semiconductors',
    role: 'chipmaker',
    site: 'fab',
    suffixes: ['Semiconductor', 'Microsystems', 'Silicon Works'],
    incidents: ['strike', 'fire', 'outage', 'cyberattack', 'leak'],
  },
  shipper: {
    domain: 'maritime',
    role: 'shipping line',
    site: 'container terminal',
    suffixes: ['Shipping', 'Sea Lines', 'Maritime Group'],
    incidents: ['strike', 'fire', 'grounding', 'cyberattack'],
  },
  utility: {
    domain: 'energy',
    role: 'power utility',
    site: 'power station',
    suffixes: ['Power', 'Energy', 'Electric'],
    incidents: ['strike', 'fire', 'outage', 'explosion', 'leak'],
  },
  telecom: {
    domain: 'cyber',
    role: 'telecoms operator',
    site: 'data centre',
    suffixes: ['Telecom', 'Networks', 'Mobile'],
    incidents: ['cyberattack', 'outage', 'strike', 'fire'],
  },
  drugmaker: {
    domain: 'health',
    role: 'drugmaker',
    site: 'factory',
    suffixes: ['Pharma', 'Biologics', 'Laboratories'],
    incidents: ['recall', 'strike', 'fire', 'leak'],
  },
  miner: {
    domain: 'disasters',
    role: 'mining company',
    site: 'mine',
    suffixes: ['Mining', 'Resources', 'Minerals'],
    incidents: ['collapse', 'strike', 'fire', 'explosion'],
  },
  lender: {
    domain: 'central-banks',
    role: 'lender',
    site: 'operations centre',
    suffixes: ['Bank', 'Savings Bank', 'Commercial Bank'],
    incidents: ['outage', 'cyberattack', 'strike'],
  },
  contractor: {
    domain: 'conflict',
    role: 'arms maker',
    site: 'munitions plant',
    suffixes: ['Defence Systems', 'Ordnance', 'Arms Works'],
    incidents: ['explosion', 'strike', 'fire'],
  },
  printer: {
    domain: 'elections',
    role: 'ballot printer',
    site: 'printing works',
    suffixes: ['Print', 'Secure Printing', 'Press Works'],
    incidents: ['fire', 'cyberattack', 'strike'],
  },
} as const;
export type CompanyKind = keyof typeof COMPANY_KINDS;

export interface Company {
  name: string;
  short: string;
  ticker: string;
  role: string;
  site: string;
}

export function companyOf(r: Rand, w: Words, kind: CompanyKind): Company {
  const k = COMPANY_KINDS[kind];
  const short = w.word(r() < 0.7 ? 2 : 3);
  const ticker = short
    .replace(/[aeiouy]/gi, '')
    .toUpperCase()
    .slice(0, 4)
    .padEnd(3, 'X');
  return { name: `${short} ${pick(r, k.suffixes)}`, short, ticker, role: k.role, site: k.site };
}

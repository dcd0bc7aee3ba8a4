// The invented world of the blind9 confuser set: countries, regions, towns, rivers, landmarks, firms,
// banks, unions, armed groups, bodies, people and outlets. Every name is made up (built from syllables
// or written here); none is a real place, firm or person.

export type Rng = () => number;

export const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
export const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
export function shuffle<T>(rng: Rng, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const ONSETS = [
  'br',
  'd',
  'g',
  'h',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'z',
  'th',
  'dr',
  'st',
  'kr',
  'b',
  'f',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'au', 'ei', 'ae'];
const CODAS = ['', '', 'n', 'r', 'l', 's', 'k', 'th', 'm', 'sk'];
const TOWN_ENDS = ['by', 'holt', 'ava', 'ence', 'ar', 'ovo', 'stad', 'mere', 'ick', 'ano', 'ez', 'wyn', 'ora', 'ach'];

/** A made-up word of `syllables` syllables with an optional ending. */
export function word(rng: Rng, syllables: number, end = ''): string {
  let w = '';
  for (let i = 0; i < syllables; i++)
    w += pick(rng, ONSETS) + pick(rng, VOWELS) + (i === syllables - 1 ? '' : pick(rng, CODAS));
  return cap(w + end);
}

export interface Town {
  name: string;
  population: number;
  district: string;
  river: string;
  landmark: string;
  council: string;
}
export interface Region {
  name: string;
  towns: Town[];
}
export interface Person {
  first: string;
  last: string;
}
export interface Country {
  name: string;
  demonym: string;
  currency: string;
  capital: Town;
  regions: Region[];
  neighbour: string;
  ministers: Record<
    'energy' | 'transport' | 'defence' | 'finance' | 'health' | 'interior' | 'industry' | 'digital',
    Person
  >;
  centralBank: string;
  centralBankShort: string;
  governor: Person;
  elections: string;
  electionsShort: string;
  cyberAgency: string;
  cyberAgencyShort: string;
  civilProtection: string;
  regulator: string;
  regulatorShort: string;
  medicines: string;
  portAuthority: string;
}

const FIRSTS = [
  'Ilsa',
  'Tomar',
  'Vesna',
  'Orrin',
  'Maelis',
  'Dagny',
  'Keral',
  'Sunniva',
  'Bastin',
  'Yelka',
  'Corvin',
  'Anouk',
  'Tibor',
  'Rasa',
  'Emric',
  'Lioba',
  'Fenno',
  'Hedda',
  'Jorun',
  'Marek',
  'Nadira',
  'Osric',
  'Petra',
  'Quill',
  'Runa',
  'Stellan',
  'Thea',
  'Ulmar',
  'Verle',
  'Wenda',
];

export function person(rng: Rng): Person {
  return { first: pick(rng, FIRSTS), last: word(rng, 2, pick(rng, ['', 'ic', 'sen', 'ova', 'ari', 'el'])) };
}

function town(rng: Rng, used: Set<string>): Town {
  let name = word(rng, int(rng, 1, 2), pick(rng, TOWN_ENDS));
  while (used.has(name)) name = word(rng, 2, pick(rng, TOWN_ENDS));
  used.add(name);
  return {
    name,
    population: int(rng, 6, 180) * 1000,
    district: word(rng, 2, pick(rng, ['', 'side', 'gate'])),
    river: word(rng, 2),
    landmark: `the ${word(rng, 2)} ${pick(rng, ['bridge', 'cathedral', 'fortress', 'dam', 'lighthouse', 'clock tower', 'market hall'])}`,
    council: `${name} ${pick(rng, ['council', 'town council', 'municipal council', 'borough council'])}`,
  };
}

const COUNTRY_NAMES: [string, string, string][] = [
  ['Trevalia', 'Trevalian', 'valen'],
  ['Quenderra', 'Quenderran', 'quell'],
  ['Halvossa', 'Halvossan', 'hask'],
  ['Durmenia', 'Durmenian', 'durm'],
  ['Belmirra', 'Belmirran', 'mirra'],
  ['Oskavia', 'Oskavian', 'osk'],
  ['Tarnholt', 'Tarnholter', 'tarn'],
  ['Zelvaro', 'Zelvaran', 'zel'],
];

function initials(s: string): string {
  return s
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('');
}

export function countries(rng: Rng): Country[] {
  const used = new Set<string>();
  return COUNTRY_NAMES.map(([name, demonym, currency], i) => {
    const regions = Array.from({ length: 3 }, () => ({
      name: word(rng, 2, pick(rng, ['', 'ia', 'mark', 'lands', 'ovina'])),
      towns: Array.from({ length: 6 }, () => town(rng, used)),
    }));
    const cb = `${pick(rng, ['Central Bank', 'National Bank', 'Reserve Bank'])} of ${name}`;
    const elections = `${pick(rng, ['Central Electoral Commission', 'National Election Board', 'Electoral Council'])}`;
    const cyber = `${pick(rng, ['National Cyber Security Centre', 'Computer Emergency Response Agency', 'Digital Security Authority'])}`;
    const regulator = `${pick(rng, ['Energy Regulatory Office', 'Utilities Commission', 'Energy and Water Authority'])}`;
    return {
      name,
      demonym,
      currency,
      capital: town(rng, used),
      regions,
      neighbour: COUNTRY_NAMES[(i + 3) % COUNTRY_NAMES.length]![0],
      ministers: {
        energy: person(rng),
        transport: person(rng),
        defence: person(rng),
        finance: person(rng),
        health: person(rng),
        interior: person(rng),
        industry: person(rng),
        digital: person(rng),
      },
      centralBank: cb,
      centralBankShort: initials(cb),
      governor: person(rng),
      elections,
      electionsShort: initials(elections),
      cyberAgency: cyber,
      cyberAgencyShort: initials(cyber),
      civilProtection: pick(rng, ['Civil Protection Directorate', 'Emergency Management Agency', 'Rescue Service']),
      regulator,
      regulatorShort: initials(regulator),
      medicines: pick(rng, ['Medicines Agency', 'Drug and Device Authority', 'Health Products Board']),
      portAuthority: pick(rng, ['Ports Authority', 'Harbour Board', 'Maritime Administration']),
    };
  });
}

export interface Firm {
  name: string;
  ticker: string;
  trade: string;
  product: string;
}

/** A firm of a trade: its name, a four-letter ticker, and the product desks name it by. */
export function firm(rng: Rng, trade: string, suffixes: string[], products: string[]): Firm {
  const stem = word(rng, 2);
  const name = `${stem} ${pick(rng, suffixes)}`;
  return {
    name,
    ticker: (stem.slice(0, 3) + name.split(' ')[1]!.slice(0, 1)).toUpperCase(),
    trade,
    product: pick(rng, products),
  };
}

export const ARMED_GROUP_FORMS = [
  '{W} Liberation Front',
  'Army of {W}',
  '{W} Brigades',
  'People’s Guard of {W}',
  '{W} Resistance Movement',
];
export const RANSOM_FORMS = ['{W}Lock', '{W} Spider', 'Team {W}', '{W}Cartel', 'Black {W}'];
export const UNION_FORMS = [
  '{T} Workers’ Union',
  'Federation of {T} Workers',
  'United {T} Employees',
  '{T} and General Workers’ Union',
];

export function named(rng: Rng, forms: string[], fill: Record<string, string>): { name: string; short: string } {
  const name = pick(rng, forms).replace(/\{(\w)\}/g, (_, k: string) => fill[k] ?? word(rng, 2));
  return { name, short: initials(name) || name.split(' ')[0]! };
}

export interface Outlet {
  name: string;
  host: string;
}
const host = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/^the /, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.example`;

export function outlet(name: string): Outlet {
  return { name, host: host(name) };
}

/** The national and international outlets; local papers are named for their town when used. */
export function outlets(rng: Rng) {
  const w = () => word(rng, 2);
  return {
    wire: [`${w()} Press Agency`, `${w()} News Service`, `Continental Wire`].map(outlet),
    trade: {
      energy: [`${w()} Energy Intelligence`, 'Grid & Pipe Weekly'],
      maritime: ['Harbour Ledger', `${w()} Shipping Gazette`],
      conflict: ['Frontline Monitor', `${w()} Security Review`],
      'central-banks': [`${w()} Money Markets`, 'Rates Desk Daily'],
      health: ['Clinical Wire', `${w()} Health Bulletin`],
      disasters: ['Relief Ops Journal', `${w()} Hazard Watch`],
      semiconductors: ['Wafer & Die', `${w()} Chip Report`],
      elections: ['Ballot Watch', `${w()} Polling Digest`],
      cyber: ['Breach Ledger', `${w()} Threat Post`],
    } as Record<string, string[]>,
    broadcast: [`${w()} Radio One`, `${w()} Television News`, 'Channel Nine Evening'].map(outlet),
    analysis: [`The ${w()} Review`, `${w()} Quarterly Brief`].map(outlet),
    regional: [`${w()} Today English`, `${w()} Daily Herald English Edition`].map(outlet),
    titlecase: [`${w()} Morning Star`, `The ${w()} Standard`].map(outlet),
    social: [`@${w().toLowerCase()}_alerts`, `@${w().toLowerCase()}newsfeed`],
    live: [`${w()} Live`, `${w()} Now`].map(outlet),
    brief: [`${w()} Briefing`, `${w()} In Short`].map(outlet),
    reaction: [`${w()} Voices`, `The ${w()} Observer`].map(outlet),
  };
}

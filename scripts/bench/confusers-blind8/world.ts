// The invented world of the blind8 confuser set: countries, their places (with the ways desks name
// them), firms by trade, bodies, armed groups, people and outlets. Nothing here is real.

export type Rand = () => number;
export const pick = <T>(rand: Rand, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
export const int = (rand: Rand, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
export function shuffle<T>(rand: Rand, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export interface Place {
  name: string;
  /** "Korskian": residents, fishermen, officials. */
  demonym: string;
  size: 'town' | 'city' | 'capital';
  side: string;
  pop: number;
  region: string;
  river: string;
  landmark: string;
  district: string;
  /** A neighbouring country whose border is near, if any. */
  border?: string;
}

export interface Country {
  name: string;
  adj: string;
  currency: string;
  capital: Place;
  cities: Place[];
  /** Pairs of towns a few kilometres apart on one river, in one region. */
  neighbours: [Place, Place][];
  officials: Record<string, string>;
}

const FIRST = ['Kor', 'Vel', 'Bran', 'Ost', 'Mir', 'Tals', 'Dun', 'Sev', 'Ard', 'Lom', 'Quel', 'Vesk', 'Hal', 'Pir'];
const MID = ['', 'a', 'e', 'i', 'o', 'en', 'ar', 'il'];
const LAST = ['sk', 'nova', 'thal', 'bruck', 'mar', 'dun', 'ovec', 'ria', 'holm', 'aten', 'gard', 'ine', 'osa'];
const SIDES = ['northern', 'southern', 'eastern', 'western', 'coastal', 'upland', 'central'];
const RIVERS = ['Sarn', 'Ilve', 'Molder', 'Taviq', 'Orrin', 'Basso', 'Kelm', 'Udra', 'Vey', 'Perrow', 'Anzel', 'Drau'];
const LANDMARKS = [
  'the old salt bridge',
  'the twin-spired cathedral',
  'the grain silos',
  'the clock tower',
  'the ring road flyover',
  'the fish market',
  'the hilltop fortress',
  'the cable-car station',
  'the lighthouse',
  'the tram depot',
];
const DISTRICTS = ['Oldquay', 'Stennet', 'Marrow Hill', 'Lisle', 'Brackwater', 'Fennick', 'Upper Arden', 'Tollgate'];
const GIVEN = ['Ana', 'Teodor', 'Mirela', 'Joss', 'Ilka', 'Ravi', 'Solveg', 'Kasim', 'Oona', 'Petar', 'Lene', 'Dario'];
const FAMILY = ['Vasko', 'Brennic', 'Ostrava', 'Halloran', 'Demiri', 'Tull', 'Markowe', 'Sallis', 'Ferro', 'Ilic'];

export const DOMAINS = [
  'energy',
  'maritime',
  'conflict',
  'central-banks',
  'health',
  'disasters',
  'semiconductors',
  'elections',
  'cyber',
] as const;
export type Domain = (typeof DOMAINS)[number];

const MINISTRIES: Record<Domain, string> = {
  energy: 'Energy Minister',
  maritime: 'Transport Minister',
  conflict: 'Defence Minister',
  'central-banks': 'Finance Minister',
  health: 'Health Minister',
  disasters: 'Interior Minister',
  semiconductors: 'Industry Minister',
  elections: 'Interior Minister',
  cyber: 'Digital Affairs Minister',
};

const COUNTRY_NAMES: [string, string, string][] = [
  ['Drevany', 'Drevanian', 'drevan crown'],
  ['Kalvera', 'Kalveran', 'kalveran mark'],
  ['Morvania', 'Morvanian', 'morvan'],
  ['Ilsonde', 'Ilsondan', 'thaler'],
  ['Brakkar', 'Brakkari', 'brakkari dinar'],
  ['Quenora', 'Quenoran', 'quenoran real'],
];

export const person = (rand: Rand) => `${pick(rand, GIVEN)} ${pick(rand, FAMILY)}`;

/** Builds the world from the seed: six countries, each with a capital, four cities and three pairs of neighbouring towns. */
export function buildWorld(rand: Rand): Country[] {
  const used = new Set<string>();
  const name = () => {
    for (;;) {
      const n = pick(rand, FIRST) + pick(rand, MID) + pick(rand, LAST);
      if (!used.has(n) && n.length <= 11) {
        used.add(n);
        return n;
      }
    }
  };
  const demonym = (n: string) => (/[aeiou]$/.test(n) ? `${n}n` : /sk$/.test(n) ? `${n}ian` : `${n}er`);
  const countries = COUNTRY_NAMES.map(([cname, adj, currency]) => ({ cname, adj, currency }));
  return countries.map(({ cname, adj, currency }, ci) => {
    const region = () => `${name()}`;
    const place = (size: Place['size'], reg: string, river: string): Place => {
      const n = name();
      return {
        name: n,
        demonym: demonym(n),
        size,
        side: pick(rand, SIDES),
        pop: size === 'town' ? int(rand, 4, 60) * 1000 + int(rand, 0, 9) * 100 : int(rand, 150, 2400) * 1000,
        region: reg,
        river,
        landmark: pick(rand, LANDMARKS),
        district: pick(rand, DISTRICTS),
        border: rand() < 0.4 ? countries[(ci + 1 + int(rand, 0, 4)) % countries.length]!.cname : undefined,
      };
    };
    const officials: Record<string, string> = {};
    for (const d of DOMAINS) officials[d] = `${MINISTRIES[d]} ${person(rand)}`;
    return {
      name: cname,
      adj,
      currency,
      capital: place('capital', region(), pick(rand, RIVERS)),
      cities: [0, 1, 2, 3].map(() => place('city', region(), pick(rand, RIVERS))),
      neighbours: [0, 1, 2].map(() => {
        const reg = region();
        const river = pick(rand, RIVERS);
        return [place('town', reg, river), place('town', reg, river)] as [Place, Place];
      }),
      officials,
    };
  });
}

/** Invented firm names by trade, with a ticker. */
export function firm(rand: Rand, trade: string, used: Set<string>): { name: string; short: string; ticker: string } {
  const STEMS = ['Arvel', 'Norrin', 'Castor', 'Helvane', 'Tribek', 'Solmar', 'Quarrin', 'Ostrel', 'Dalby', 'Venmor'];
  const STEMS2 = ['', 'ex', 'ia', 'on', 'is', 'ar'];
  for (;;) {
    const short = pick(rand, STEMS) + pick(rand, STEMS2);
    const full = `${short} ${trade}`;
    if (used.has(full)) continue;
    used.add(full);
    const ticker = (short.slice(0, 2) + trade.replace(/[^A-Z]/g, '') + short.slice(-1)).toUpperCase().slice(0, 4);
    return { name: full, short, ticker };
  }
}

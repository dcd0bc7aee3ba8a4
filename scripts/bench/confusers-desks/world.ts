// The invented world of the desks confuser set (SAMPLE DATA: every country, town, company, outlet and
// person here is fictional). Towns are listed in neighbouring pairs: 0-1, 2-3, 4-5 and 6-7 are a short
// drive apart; `sides` says which part of the country each pair lies in.
// The seeded source and the small helpers every confuser generator draws with (mulberry32, pick, int, shuffle).
import { rng as prng, int, pick, shuffle, type Rand } from '../confusers-fresh/kit.ts';
export { prng, int, pick, shuffle, type Rand };

export interface Country {
  name: string;
  adj: string;
  capital: string;
  towns: string[];
  /** The part of the country of each neighbouring pair of towns (towns 2k and 2k+1). */
  sides: string[];
  currency: string;
}

export const COUNTRIES: Country[] = [
  {
    name: 'Qadir',
    adj: 'Qadiri',
    capital: 'Velmora',
    towns: ['Sabbat', 'Umm Hadra', 'Tel Varun', 'Kharrab', 'Ain Selo', 'Dursa', 'Marjat', 'Bir Kalla'],
    sides: ['northern', 'coastal', 'eastern', 'southern'],
    currency: 'qirsh',
  },
  {
    name: 'Ostland',
    adj: 'Ostlandic',
    capital: 'Harnvik',
    towns: ['Brekkefjord', 'Solvang', 'Tyrholm', 'Eskedal', 'Varnes', 'Lindmoor', 'Kolby', 'Ravnsund'],
    sides: ['western', 'central', 'northern', 'eastern'],
    currency: 'krona',
  },
  {
    name: 'Mirenza',
    adj: 'Mirenzan',
    capital: 'San Lodaro',
    towns: ['Casterno', 'Rivalta', 'Puerto Calmo', 'Villa Ossara', 'Monteluce', 'Frassino', 'Aguaverde', 'Torrebasso'],
    sides: ['coastal', 'southern', 'highland', 'eastern'],
    currency: 'peso',
  },
  {
    name: 'Tavrenia',
    adj: 'Tavrenian',
    capital: 'Dolgorad',
    towns: ['Ozersk', 'Belyi Lug', 'Kamenka', 'Sosnovets', 'Zarechny', 'Volkhov Brod', 'Pristan', 'Ilyino'],
    sides: ['eastern', 'western', 'northern', 'central'],
    currency: 'ruble',
  },
  {
    name: 'Banjara',
    adj: 'Banjaran',
    capital: 'Kotapur',
    towns: ['Rampali', 'Devgaon', 'Suranagar', 'Chandoli', 'Maheshpur', 'Kalighat', 'Nagwara', 'Tirupalli'],
    sides: ['western', 'northern', 'eastern', 'southern'],
    currency: 'rupak',
  },
  {
    name: 'Elvassa',
    adj: 'Elvassan',
    capital: 'Port Anselm',
    towns: ['Greywater', 'Millbrook', 'Ashcombe', 'Thornley', 'Kingsferry', 'Holloway Cross', 'Redmarsh', 'Dunmore'],
    sides: ['northern', 'midland', 'coastal', 'border'],
    currency: 'sterl',
  },
];

const ONSETS = ['b', 'c', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z', 'br', 'gr', 'st', 'tr'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'a', 'e', 'o'];
const CODAS = ['', '', '', 'n', 'r', 'l', 'x', 'm', 's'];
const FIRST = [
  'Amira',
  'Jonas',
  'Leyla',
  'Piotr',
  'Ines',
  'Tariq',
  'Maren',
  'Dmitri',
  'Asha',
  'Lucas',
  'Noor',
  'Henrik',
  'Priya',
  'Mateo',
  'Sanna',
  'Karim',
  'Olga',
  'Ravi',
  'Greta',
  'Samir',
];

/** Made-up names, never the same one twice in a run (two events share a name only on purpose). */
export class Names {
  private used = new Set<string>();
  constructor(private r: Rand) {
    for (const c of COUNTRIES) for (const x of [c.name, c.capital, ...c.towns]) this.used.add(x);
  }
  word(syllables = 2): string {
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
    return `${pick(this.r, FIRST)} ${this.word(this.r() < 0.5 ? 2 : 3)}`;
  }
  /** A company of a kind: "Torvex Chemicals" with its ticker "TRVX". */
  company(suffixes: readonly string[]): { name: string; short: string; ticker: string } {
    const short = this.word(this.r() < 0.7 ? 2 : 3);
    const ticker = (short[0]! + short.slice(1).replace(/[aeiou]/g, '')).toUpperCase().slice(0, 4);
    return { name: `${short} ${pick(this.r, suffixes)}`, short, ticker };
  }
}

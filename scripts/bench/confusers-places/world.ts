// The invented world of the places confuser set (SAMPLE DATA: every country, town, venue, body, firm,
// group and person here is fictional, and none is borrowed from the other confuser sets). Each country
// has cities far apart, towns in neighbouring pairs on one river (the first upstream), named venues,
// and the bodies that act in it.

export interface Country {
  name: string;
  adj: string;
  capital: string;
  /** Cities a long way from each other. */
  cities: string[];
  /** Neighbouring towns on one river, upstream first. */
  neighbours: { up: string; down: string; river: string; km: number }[];
  venues: { stadium: string; port: string; court: string; hall: string; portCity: string; hallCity: string };
  bank: { name: string; short: string };
  regulator: { name: string; short: string };
  ministry: string;
  militia: { name: string; short: string };
  union: { name: string; short: string };
  parties: [string, string];
}

export const COUNTRIES: Country[] = [
  {
    name: 'Saleph',
    adj: 'Salephi',
    capital: 'Qarrim',
    cities: ['Ouzra', 'Tamsin Wells', 'Beit Noura', 'Hazil Port', 'Qarrim'],
    neighbours: [
      { up: 'Darro', down: 'Ein Kessa', river: 'Yaman', km: 14 },
      { up: 'Mouhra', down: 'Sidi Falou', river: 'Tarq', km: 9 },
    ],
    venues: {
      stadium: 'Al-Nakhil Stadium',
      port: 'Hazil Port container terminal',
      court: 'High Court of Saleph',
      hall: 'Qarrim Palace of Congresses',
      portCity: 'Hazil Port',
      hallCity: 'Qarrim',
    },
    bank: { name: 'Central Bank of Saleph', short: 'CBS' },
    regulator: { name: 'Salephi Markets Authority', short: 'SMA' },
    ministry: 'Salephi Ministry of Trade',
    militia: { name: 'Yaman Valley Brigades', short: 'YVB' },
    union: { name: 'Salephi General Transport Union', short: 'SGTU' },
    parties: ['National Renewal Party', 'Popular Dawn'],
  },
  {
    name: 'Haldria',
    adj: 'Haldrian',
    capital: 'Konstad',
    cities: ['Grevby', 'Ulmstrand', 'Askelund', 'Persholm', 'Konstad'],
    neighbours: [
      { up: 'Fjellby', down: 'Nordvang', river: 'Svarta', km: 11 },
      { up: 'Eikrem', down: 'Lysdal', river: 'Oyna', km: 7 },
    ],
    venues: {
      stadium: 'Konstad Arena',
      port: 'Port of Ulmstrand',
      court: 'Haldrian Supreme Court',
      hall: 'Grevby Congress House',
      portCity: 'Ulmstrand',
      hallCity: 'Grevby',
    },
    bank: { name: 'Haldrian Riksbank', short: 'Riksbank' },
    regulator: { name: 'Haldrian Financial Supervisory Board', short: 'HFSB' },
    ministry: 'Haldrian Ministry of Industry',
    militia: { name: 'Northern Fells Resistance', short: 'NFR' },
    union: { name: 'Haldrian Dock and Rail Federation', short: 'HDRF' },
    parties: ['Social Alliance', 'Haldria Forward'],
  },
  {
    name: 'Peravia',
    adj: 'Peravian',
    capital: 'Ciudad Almira',
    cities: ['Puerto Lirio', 'San Teodoro', 'Valdemora', 'Cerro Anzo', 'Ciudad Almira'],
    neighbours: [
      { up: 'Los Cedrales', down: 'Manzanar', river: 'Tuerto', km: 12 },
      { up: 'Pozo Hondo', down: 'Villaluz', river: 'Carmesi', km: 8 },
    ],
    venues: {
      stadium: 'Estadio Monumental Almira',
      port: 'Puerto Lirio docks',
      court: 'Peravian Constitutional Court',
      hall: 'Centro de Convenciones San Teodoro',
      portCity: 'Puerto Lirio',
      hallCity: 'San Teodoro',
    },
    bank: { name: 'Banco de la Republica de Peravia', short: 'BRP' },
    regulator: { name: 'Peravian Banking Superintendency', short: 'Superbancos' },
    ministry: 'Peravian Ministry of the Economy',
    militia: { name: 'Frente Campesino del Tuerto', short: 'FCT' },
    union: { name: 'Peravian Port Workers Confederation', short: 'CTPP' },
    parties: ['Partido Liberal Peraviano', 'Movimiento Patria'],
  },
  {
    name: 'Kethara',
    adj: 'Ketharan',
    capital: 'Ambrel',
    cities: ['Mwezi Bay', 'Kilandu', 'Rovasi', 'Tembe', 'Ambrel'],
    neighbours: [
      { up: 'Nakaro', down: 'Ulindi', river: 'Sabu', km: 16 },
      { up: 'Mafunzo', down: 'Chelengo', river: 'Ruvo', km: 10 },
    ],
    venues: {
      stadium: 'Uhuru Fields Stadium',
      port: 'Mwezi Bay deepwater port',
      court: 'Ketharan Court of Appeal',
      hall: 'Ambrel International Conference Centre',
      portCity: 'Mwezi Bay',
      hallCity: 'Ambrel',
    },
    bank: { name: 'Bank of Kethara', short: 'BoK' },
    regulator: { name: 'Ketharan Capital Markets Commission', short: 'KCMC' },
    ministry: 'Ketharan Treasury',
    militia: { name: 'Sabu Liberation Army', short: 'SLA' },
    union: { name: 'Ketharan Dockworkers Union', short: 'KDU' },
    parties: ['United Ketharan Congress', 'Democratic Movement for Change'],
  },
  {
    name: 'Drosnia',
    adj: 'Drosnian',
    capital: 'Korsk',
    cities: ['Bystrin', 'Zlatogor', 'Merovets', 'Krasny Pol', 'Korsk'],
    neighbours: [
      { up: 'Lipnik', down: 'Gorodok', river: 'Vesna', km: 13 },
      { up: 'Tarnov', down: 'Bely Yar', river: 'Olsha', km: 6 },
    ],
    venues: {
      stadium: 'Korsk Central Stadium',
      port: 'Port of Merovets',
      court: 'Drosnian Supreme Court',
      hall: 'Zlatogor Forum Hall',
      portCity: 'Merovets',
      hallCity: 'Zlatogor',
    },
    bank: { name: 'National Bank of Drosnia', short: 'NBD' },
    regulator: { name: 'Drosnian Financial Markets Service', short: 'FMS' },
    ministry: 'Drosnian Ministry of Economic Development',
    militia: { name: 'Olsha Self-Defence Units', short: 'OSDU' },
    union: { name: 'Drosnian Seafarers and Dockers Union', short: 'SDU' },
    parties: ['Drosnian Unity', 'Civic Platform of Drosnia'],
  },
  {
    name: 'Lunmar',
    adj: 'Lunmari',
    capital: 'Sen Hoa',
    cities: ['Hai Lam', 'Tan Vuong', 'Kho Ban', 'Minh Sa', 'Sen Hoa'],
    neighbours: [
      { up: 'Lac Tien', down: 'Phu Nhan', river: 'Song Mai', km: 10 },
      { up: 'Ky Luc', down: 'Cam Vinh', river: 'Lam', km: 15 },
    ],
    venues: {
      stadium: 'Sen Hoa National Stadium',
      port: 'Hai Lam harbour',
      court: 'Lunmari People\u2019s Supreme Court',
      hall: 'Tan Vuong Convention Hall',
      portCity: 'Hai Lam',
      hallCity: 'Tan Vuong',
    },
    bank: { name: 'State Bank of Lunmar', short: 'SBL' },
    regulator: { name: 'Lunmari Securities Commission', short: 'LSC' },
    ministry: 'Lunmari Ministry of Commerce',
    militia: { name: 'Highland Peoples Army', short: 'HPA' },
    union: { name: 'Lunmari Federation of Port Labour', short: 'LFPL' },
    parties: ['Lunmar Progress Party', 'New Harmony League'],
  },
  {
    name: 'Obrenia',
    adj: 'Obrenian',
    capital: 'Vastrel',
    cities: ['Kalmberg', 'Dunholt', 'Remsey', 'Ostwick', 'Vastrel'],
    neighbours: [
      { up: 'Harrowby', down: 'Millbeck', river: 'Tamber', km: 9 },
      { up: 'Skelton Vale', down: 'Wrenford', river: 'Idle', km: 12 },
    ],
    venues: {
      stadium: 'Kalmberg Park',
      port: 'Port of Remsey',
      court: 'Obrenian High Court',
      hall: 'Vastrel Exhibition and Congress Hall',
      portCity: 'Remsey',
      hallCity: 'Vastrel',
    },
    bank: { name: 'Bank of Obrenia', short: 'BoO' },
    regulator: { name: 'Obrenian Conduct Authority', short: 'OCA' },
    ministry: 'Obrenian Department for Trade',
    militia: { name: 'Tamber Border Volunteers', short: 'TBV' },
    union: { name: 'Obrenian Transport and Dock Workers', short: 'OTDW' },
    parties: ['Obrenian Labour League', 'Commonwealth Party'],
  },
];

const FIRST = ['Ismat', 'Brenna', 'Olek', 'Tahira', 'Joaquin', 'Wanjiru', 'Sindre', 'Thuy', 'Gideon', 'Marisol'];
const FIRST2 = ['Anouk', 'Devran', 'Hollis', 'Zarina', 'Ilse', 'Kofi', 'Prosper', 'Lienne', 'Arvo', 'Nkechi'];
const SUR1 = ['Bal', 'Carr', 'Dem', 'Fen', 'Gal', 'Hask', 'Ivo', 'Jur', 'Kes', 'Lom', 'Mor', 'Nad', 'Orr', 'Pel'];
const SUR2 = ['ander', 'etti', 'ovic', 'sby', 'ward', 'inho', 'akis', 'ström', 'oyan', 'ema', 'urst', 'ani'];
const BRAND1 = ['Vel', 'Tor', 'Quin', 'Ald', 'Mar', 'Syn', 'Orb', 'Lux', 'Cal', 'Nex', 'Pyr', 'Zen', 'Ard', 'Hel'];
const BRAND_MID = ['', 'dr', 'l', 'v', 'n', 'st'];
const BRAND2 = ['ora', 'ex', 'ion', 'ata', 'ix', 'enta', 'ova', 'ium', 'aris', 'eon'];
const GANG1 = ['Black', 'Silent', 'Rust', 'Hollow', 'Glass', 'Cinder', 'Vanta', 'Paper', 'Iron', 'Night'];
const GANG2 = ['Lantern', 'Heron', 'Kestrel', 'Moth', 'Cobra', 'Wasp', 'Jackal', 'Owl', 'Spider', 'Fox'];

type R = () => number;
const at = <T>(r: R, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

/** Made-up names that never repeat within a run, so two happenings share a name only on purpose. */
export class Namer {
  private used = new Set<string>();
  constructor(private r: R) {}
  private fresh(make: () => string): string {
    for (let i = 0; ; i++) {
      const s = make() + (i > 200 ? ` ${i}` : '');
      if (!this.used.has(s)) {
        this.used.add(s);
        return s;
      }
    }
  }
  person(): string {
    return this.fresh(() => `${at(this.r, this.r() < 0.5 ? FIRST : FIRST2)} ${at(this.r, SUR1)}${at(this.r, SUR2)}`);
  }
  brand(): string {
    return this.fresh(() => at(this.r, BRAND1) + at(this.r, BRAND_MID) + at(this.r, BRAND2));
  }
  gang(): string {
    return this.fresh(() => `${at(this.r, GANG1)} ${at(this.r, GANG2)}`);
  }
}

// The invented world of the blind3 confuser set (SAMPLE DATA: every country, city, currency, company,
// outlet and person here is fictional). Cities are listed in neighbouring pairs: 0-1, 2-3 and 4-5
// are towns a short drive apart.

export interface Country {
  name: string;
  adj: string;
  capital: string;
  cities: [string, string, string, string, string, string];
  /** Which way each city lies in the country, in the order of `cities`. */
  sides: [string, string, string, string, string, string];
  ports: [string, string];
  currency: string;
  bank: string;
  governor: string;
  financeMinister: string;
  healthMinister: string;
  energyMinister: string;
  tradeMinister: string;
  leader: string;
  commission: string;
  commissionChair: string;
  stats: string;
}

export const COUNTRIES: Country[] = [
  {
    name: 'Valdoria',
    adj: 'Valdorian',
    capital: 'Marisca',
    cities: ['Tobrenz', 'Hallan', 'Ellick Bay', 'Port Sevrin', 'Quorwick', 'Amblecote'],
    sides: ['northern', 'northern', 'coastal', 'coastal', 'eastern', 'eastern'],
    ports: ['Ellick Bay', 'Port Sevrin'],
    currency: 'crown',
    bank: 'Bank of Valdoria',
    governor: 'Imre Castellane',
    financeMinister: 'Oda Brightwater',
    healthMinister: 'Tomas Verhuld',
    energyMinister: 'Konrad Aalst',
    tradeMinister: 'Selma Ruitenberg',
    leader: 'Prime Minister Lena Astraud',
    commission: 'Valdorian Electoral Board',
    commissionChair: 'Petra Nolloy',
    stats: 'Valdoria Statistics Office',
  },
  {
    name: 'Kestrania',
    adj: 'Kestranian',
    capital: 'Velmira',
    cities: ['Drossgate', 'Pelnik', 'Arvenstad', 'Loshka', 'Tirvel', 'Kamen Brod'],
    sides: ['western', 'western', 'southern', 'southern', 'highland', 'highland'],
    ports: ['Arvenstad', 'Loshka'],
    currency: 'mark',
    bank: 'Kestranian National Bank',
    governor: 'Dagny Holtberg',
    financeMinister: 'Ruslan Oberg',
    healthMinister: 'Mira Sandvik',
    energyMinister: 'Eero Lindqvist',
    tradeMinister: 'Anton Vesely',
    leader: 'Prime Minister Jannik Vell',
    commission: 'Central Election Commission of Kestrania',
    commissionChair: 'Agata Reslow',
    stats: 'Kestranian Bureau of Statistics',
  },
  {
    name: 'Sundaria',
    adj: 'Sundarian',
    capital: 'Amarkot',
    cities: ['Chelvar', 'Pondiri', 'Savakhet', 'Meranda', 'Utlaghar', 'Kovalam Bay'],
    sides: ['inland', 'inland', 'northern', 'northern', 'southern', 'southern'],
    ports: ['Kovalam Bay', 'Meranda'],
    currency: 'sundar',
    bank: 'Reserve Bank of Sundaria',
    governor: 'Anjali Thevar',
    financeMinister: 'Rohan Madhavan',
    healthMinister: 'Kavita Prasanth',
    energyMinister: 'Vikram Olagappan',
    tradeMinister: 'Nisha Raghunandan',
    leader: 'Prime Minister Arul Senthil',
    commission: 'Sundaria Election Commission',
    commissionChair: 'Farid Quraishan',
    stats: 'Sundarian Statistical Service',
  },
  {
    name: 'Brevania',
    adj: 'Brevanian',
    capital: 'Castelmoro',
    cities: ['Portavella', 'Valcorte', 'Sangiro', 'Lucerta', 'Ombrana', 'Tessaglia'],
    sides: ['coastal', 'coastal', 'central', 'central', 'southern', 'southern'],
    ports: ['Portavella', 'Valcorte'],
    currency: 'lira',
    bank: 'Central Bank of Brevania',
    governor: 'Giulia Marchetto',
    financeMinister: 'Paolo Venzi',
    healthMinister: 'Sara Oldani',
    energyMinister: 'Marco Trevisanello',
    tradeMinister: 'Elena Castrovini',
    leader: 'Prime Minister Dario Fenolli',
    commission: 'Brevanian Electoral Office',
    commissionChair: 'Lucio Amaranti',
    stats: 'Brevanian National Statistics Institute',
  },
  {
    name: 'Qadira',
    adj: 'Qadiri',
    capital: 'Al Sarim',
    cities: ['Ras Nadir', 'Dawhat Sulum', 'Hawfa', 'Bayt Murra', 'Zahrun', 'Qasr Ileh'],
    sides: ['gulf', 'gulf', 'western', 'western', 'desert', 'desert'],
    ports: ['Ras Nadir', 'Dawhat Sulum'],
    currency: 'dinar',
    bank: 'Qadira Monetary Authority',
    governor: 'Yusuf al-Hazimi',
    financeMinister: 'Khalid bin Tamer',
    healthMinister: 'Omar Fakhri',
    energyMinister: 'Salma bint Rashed',
    tradeMinister: 'Nasser al-Dabbagh',
    leader: 'Prime Minister Faisal al-Murr',
    commission: 'Qadiri Higher Elections Council',
    commissionChair: 'Huda al-Khatri',
    stats: 'Qadira General Statistics Authority',
  },
  {
    name: 'Marovia',
    adj: 'Marovian',
    capital: 'Drenov',
    cities: ['Kalisk', 'Velichka', 'Ostrel', 'Bor Pasna', 'Zhelin', 'Tarnovec'],
    sides: ['eastern', 'eastern', 'northern', 'northern', 'southern', 'southern'],
    ports: ['Zhelin', 'Tarnovec'],
    currency: 'hryvel',
    bank: 'National Bank of Marovia',
    governor: 'Oleksa Brandyk',
    financeMinister: 'Iryna Sokolenko',
    healthMinister: 'Bohdan Kravets',
    energyMinister: 'Lev Dumanko',
    tradeMinister: 'Yana Matviiv',
    leader: 'President Halyna Derun',
    commission: 'Marovian Central Electoral Commission',
    commissionChair: 'Stepan Horobets',
    stats: 'Marovian State Statistics Service',
  },
  {
    name: 'Kaloria',
    adj: 'Kalorian',
    capital: 'San Corvino',
    cities: ['Puerto Vesta', 'Bahia Serena', 'Villa Almendra', 'Tierra Honda', 'Ciudad Lumen', 'Monte Oscuro'],
    sides: ['Pacific', 'Pacific', 'central', 'central', 'northern', 'northern'],
    ports: ['Puerto Vesta', 'Bahia Serena'],
    currency: 'kalo',
    bank: 'Bank of Kaloria',
    governor: 'Mariela Otano',
    financeMinister: 'Joaquin Bermeo',
    healthMinister: 'Lucia Arrieta',
    energyMinister: 'Raul Quintanar',
    tradeMinister: 'Ines Valdivieso',
    leader: 'President Ramon Estrella',
    commission: 'National Electoral Council of Kaloria',
    commissionChair: 'Esteban Rulfo',
    stats: 'Kalorian Institute of Statistics',
  },
  {
    name: 'Okonda',
    adj: 'Okondan',
    capital: 'Mbarazi',
    cities: ['Kelu Falls', 'Tanwe', 'Port Rukia', 'Sekuru', 'Ndorobi', 'Amani Lake'],
    sides: ['western', 'western', 'coastal', 'coastal', 'northern', 'northern'],
    ports: ['Port Rukia', 'Sekuru'],
    currency: 'shilling',
    bank: 'Central Bank of Okonda',
    governor: 'Grace Nyakundo',
    financeMinister: 'Daniel Kiprotich',
    healthMinister: 'Peter Wambari',
    energyMinister: 'Amina Juma',
    tradeMinister: 'Joseph Otieno',
    leader: 'President Samuel Odhiambo-Rutto',
    commission: 'Independent Electoral Commission of Okonda',
    commissionChair: 'Rehema Mwangaza',
    stats: 'Okonda Bureau of Statistics',
  },
];

/** Companies by sector, each with its home country (an index into COUNTRIES). */
export const CHIPMAKERS = [
  { name: 'Virelux Semiconductor', short: 'Virelux', home: 0 },
  { name: 'Kortana Microsystems', short: 'Kortana', home: 1 },
  { name: 'Halvion Foundry', short: 'Halvion', home: 2 },
  { name: 'Pexar Devices', short: 'Pexar', home: 3 },
  { name: 'Lumatek Wafer Works', short: 'Lumatek', home: 6 },
  { name: 'Orbis Silicon', short: 'Orbis', home: 0 },
  { name: 'Sennet Micro', short: 'Sennet', home: 1 },
  { name: 'Quillon Memory', short: 'Quillon', home: 2 },
];

export const ENERGY_COMPANIES = [
  { name: 'Tessaline Petroleum', short: 'Tessaline', home: 4 },
  { name: 'Valgas', short: 'Valgas', home: 0 },
  { name: 'Brevan Refining', short: 'Brevan Refining', home: 3 },
  { name: 'Okonda National Oil', short: 'ONO', home: 7 },
  { name: 'Kestral Energi', short: 'Kestral', home: 1 },
  { name: 'Kalpetro', short: 'Kalpetro', home: 6 },
  { name: 'Sundaria Oil and Gas Corporation', short: 'SOGC', home: 2 },
  { name: 'Marenergo', short: 'Marenergo', home: 5 },
];

export const SHIPPING_LINES = [
  'Aurelia Container Lines',
  'Bluefin Carriers',
  'Solenne Shipping',
  'Harrowgate Maritime',
  'Corvid Tankers',
  'Tidemark Lines',
];

export const GANGS = ['BlackTallow', 'NightCrane', 'Glass Viper', 'Rook Syndicate', 'Hollow Lantern', 'ColdMint'];

export const PARTIES = [
  ['the Civic Renewal Party', 'the Labour and Land Alliance'],
  ['the National Progress Front', 'the Green Commons'],
  ['the People’s Union', 'the Liberal Forum'],
  ['the Heritage Party', 'the Social Democratic League'],
];

export const CANDIDATES = [
  'Aurelio Danza',
  'Mette Korsgaard',
  'Ishan Pillay',
  'Nadia Brevik',
  'Tobias Wrenfield',
  'Zainab Okafor',
  'Lorenzo Pirelli',
  'Halvard Strand',
  'Camila Roderos',
  'Viktor Penchev',
  'Amara Nwosu',
  'Sofia Lindahl',
];

/** Wire agencies, blogs and press-release rewriters shared by every domain; trade press is per domain. */
export const WIRES = ['Tessel Wire', 'Northgate Press Agency', 'Corvan News Service'];
export const BLOGS = ['Lowtide Notes', 'Field Signals', 'The Margin Call', 'Open Sources Digest', 'Dispatch Nine'];
export const RELEASE_DESKS = ['PressPoint Newsroom', 'Wirefeed Releases'];
export const TRADE: Record<string, string[]> = {
  energy: ['Grid & Barrel Weekly', 'Refining Intelligence'],
  maritime: ['Hull & Berth', 'Box Freight Daily'],
  conflict: ['Front Dispatch', 'Eastern Flank Monitor'],
  'central-banks': ['Rates Monitor', 'The Basis Point'],
  health: ['Epi Bulletin', 'Ward Report'],
  disasters: ['Hazard Desk', 'Catastrophe Wire'],
  semiconductors: ['Wafer Report', 'Die Shrink'],
  elections: ['Polling Post', 'The Ballot Box Review'],
  cyber: ['Threatline', 'Patch Tuesday Daily'],
};
const PAPERS = ['Courier', 'Ledger', 'Gazette', 'Herald', 'Evening Post', 'Chronicle'];
/** The local paper of a city: one name per city, always the same. */
export const localPaper = (city: string) =>
  `The ${city} ${PAPERS[[...city].reduce((s, c) => s + c.charCodeAt(0), 0) % PAPERS.length]!}`;

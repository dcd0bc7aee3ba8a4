// The fictional world of the blind5 confuser set: invented countries, cities, companies, currencies and
// people. Sample data for a benchmark, never real reporting; any likeness to a real name is chance.

/** A named organisation: its full name, the short name a second mention uses, and, for listed firms, a ticker and a product. */
export interface Org {
  full: string;
  short: string;
  ticker?: string;
  product?: string;
  /** The person who leads it (a central bank's governor). */
  head?: string;
}

export interface Country {
  name: string;
  adj: string;
  capital: string;
  /** Other cities, each far enough from the next to be a different place. */
  cities: string[];
  /** Neighbouring towns, a few kilometres apart. */
  twins: [string, string][];
  ports: string[];
  region: string;
  currency: string;
  bank: Org & { head: string };
  stats: Org;
  health: Org;
  electoral: Org;
  regulator: Org;
  tradeMinistry: Org;
  grid: Org[];
  oil: Org[];
  lines: Org[];
  unions: Org[];
  chips: Org[];
  lenders: Org[];
  hospitals: Org[];
  parties: Org[];
  ministers: [string, string][];
  /** The armed force attacking it, when it is at war. */
  foe?: Org[];
  venue: string;
}

const o = (full: string, short: string, ticker?: string, product?: string): Org => ({ full, short, ticker, product });

export const COUNTRIES: Country[] = [
  {
    name: 'Valdoria',
    adj: 'Valdorian',
    capital: 'Merovel',
    cities: ['Trask', 'Palun', 'Hesketh', 'Dunmoor'],
    twins: [
      ['Saltby', 'Crayle'],
      ['Lower Ambry', 'Fennick'],
    ],
    ports: ['Port Aven', 'Gullhaven'],
    region: 'the Brannock valley',
    currency: 'valdor',
    bank: { ...o('National Bank of Valdoria', 'the NBV'), head: 'Ilse Marrant' },
    stats: o('Valdorian Statistics Office', 'the statistics office'),
    health: o('Valdorian Ministry of Health', 'the health ministry'),
    electoral: o('Central Electoral Board of Valdoria', 'the electoral board'),
    regulator: o('Valdorian Energy Regulatory Authority', 'VERA'),
    tradeMinistry: o('Valdorian Ministry of Trade and Industry', 'the trade ministry'),
    grid: [o('Valgrid Transmission', 'Valgrid'), o('Merovel Power Distribution', 'MPD')],
    oil: [o('Halvorsen Petroleum', 'Halvorsen', 'HLV'), o('Nordane Energy', 'Nordane', 'NDE')],
    lines: [o('Aven Line', 'Aven'), o('Corbel Shipping', 'Corbel')],
    unions: [
      o("Valdorian Dockers' Federation", 'the dockers’ federation'),
      o('Harbour Pilots Association', 'the pilots'),
    ],
    chips: [
      o('Lithara Semiconductor', 'Lithara', 'LTH', 'Kestrel-7 processor'),
      o('Veyne Microsystems', 'Veyne', 'VYN', 'Veyne V9 memory'),
    ],
    lenders: [o('Merovel Savings Bank', 'Merovel Savings'), o('Trask Mutual', 'Trask Mutual')],
    hospitals: [o("St Aldric's General Hospital", "St Aldric's"), o('Palun University Hospital', 'Palun University')],
    parties: [o('Civic Renewal', 'Civic Renewal'), o('Valdorian Labour League', 'the Labour League')],
    ministers: [
      ['Anja Veskov', 'finance minister'],
      ['Tomas Reyl', 'interior minister'],
      ['Piet Harrow', 'energy minister'],
    ],
    venue: 'the Ambry Hall conference centre',
  },
  {
    name: 'Kestria',
    adj: 'Kestrian',
    capital: 'Solvang',
    cities: ['Ilmore', 'Vasca', 'Rennick', 'Oldbridge'],
    twins: [
      ['Marrow Flats', 'Tully'],
      ['Esker', 'North Esker'],
    ],
    ports: ['Port Selby', 'Cadwen'],
    region: 'the Ilmore plateau',
    currency: 'kestral',
    bank: { ...o('Bank of Kestria', 'the BoK'), head: 'Ruben Aldacott' },
    stats: o('Kestria Bureau of Statistics', 'the bureau'),
    health: o('Kestrian Public Health Agency', 'the health agency'),
    electoral: o('Kestrian Electoral Commission', 'the commission'),
    regulator: o('Kestria Utilities Commission', 'the utilities commission'),
    tradeMinistry: o('Kestrian Ministry of Economy', 'the economy ministry'),
    grid: [o('KestNet Power', 'KestNet'), o('Ilmore Electric', 'Ilmore Electric')],
    oil: [o('Solvang Refining Company', 'Solvang Refining', 'SRC'), o('Petro Kestria', 'PetroK', 'PKR')],
    lines: [o('Selby Container Lines', 'SCL'), o('Cadwen Maritime', 'Cadwen Maritime')],
    unions: [o('Kestrian Port Workers Union', 'the port workers union'), o('Tug and Mooring Crews Guild', 'the guild')],
    chips: [
      o('Orrin Silicon', 'Orrin', 'ORN', 'Orrin Halo accelerator'),
      o('Kestrel Foundry Group', 'KFG', 'KFG', 'K3 logic process'),
    ],
    lenders: [o('Solvang Commercial Bank', 'SolCom'), o('Vasca Cooperative Bank', 'Vasca Co-op')],
    hospitals: [
      o('Rennick Royal Infirmary', 'the Royal Infirmary'),
      o('Solvang Children’s Hospital', 'the children’s hospital'),
    ],
    parties: [o('People’s Front of Kestria', 'the People’s Front'), o('Liberal Kestria', 'Liberal Kestria')],
    ministers: [
      ['Mara Lindqvist-Oyo', 'defence minister'],
      ['Jonah Petrakis', 'health minister'],
      ['Selin Duarte', 'foreign minister'],
    ],
    venue: 'the Solvang Exhibition Grounds',
  },
  {
    name: 'Tarsenia',
    adj: 'Tarsenian',
    capital: 'Vel Ostra',
    cities: ['Kharn', 'Zemlo', 'Brisk', 'Orlova'],
    twins: [
      ['Pelyn', 'Dorsk'],
      ['Ulm Brod', 'Sarovka'],
    ],
    ports: ['Marinsk', 'Oriol Bay'],
    region: 'the Zemlo region',
    currency: 'tarsa',
    bank: { ...o('Central Bank of Tarsenia', 'the CBT'), head: 'Oksana Belyk' },
    stats: o('Tarsenian State Statistics Service', 'Tarstat'),
    health: o('Tarsenian Health Ministry', 'the health ministry'),
    electoral: o('Tarsenian Central Election Commission', 'the election commission'),
    regulator: o('Tarsenian Energy Commission', 'the energy commission'),
    tradeMinistry: o('Tarsenian Ministry of Industry', 'the industry ministry'),
    grid: [o('Tarsenergo', 'Tarsenergo'), o('Kharn Oblast Power', 'Kharn Power')],
    oil: [o('Orlova Naftagas', 'Naftagas', 'ORN-G'), o('Zemlo Refinery Holding', 'Zemlo Holding')],
    lines: [o('Marinsk Sea Lines', 'MSL'), o('Black Reach Shipping', 'Black Reach')],
    unions: [o('Marinsk Dockworkers Union', 'the dockworkers'), o('Tarsenian Seafarers Union', 'the seafarers')],
    chips: [o('Brisk Microelectronics', 'Brisk Micro', 'BRM', 'BR-40 controller'), o('Zemlo Chips', 'Zemlo Chips')],
    lenders: [o('Tarsbank', 'Tarsbank'), o('Kharn Credit Union', 'Kharn Credit')],
    hospitals: [
      o('Kharn Regional Hospital', 'the regional hospital'),
      o('Vel Ostra Military Hospital', 'the military hospital'),
    ],
    parties: [o('Tarsenian Unity', 'Unity'), o('Movement for Renewal', 'the Renewal movement')],
    ministers: [
      ['Dmytro Halas', 'defence minister'],
      ['Irena Vovk', 'energy minister'],
      ['Bohdan Sirko', 'prime minister'],
    ],
    foe: [o('Marovian armed forces', 'Marovian forces'), o('Marovian drone units', 'Marovia')],
    venue: 'the Lake Sennet Palace',
  },
  {
    name: 'Oskaria',
    adj: 'Oskarian',
    capital: 'Hallin',
    cities: ['Brevik', 'Tormund', 'Lisk', 'Varna Nova'],
    twins: [
      ['Grend', 'Grendholm'],
      ['Skalla', 'Myre'],
    ],
    ports: ['Brevik', 'Ostvard'],
    region: 'the eastern marches',
    currency: 'oskar',
    bank: { ...o('Oskarian Reserve Bank', 'the Reserve Bank'), head: 'Henrik Saalvo' },
    stats: o('Statistics Oskaria', 'Statistics Oskaria'),
    health: o('Oskarian Directorate of Health', 'the health directorate'),
    electoral: o('Oskarian Election Authority', 'the election authority'),
    regulator: o('Oskarian Energy Market Inspectorate', 'the inspectorate'),
    tradeMinistry: o('Oskarian Ministry of Trade', 'the trade ministry'),
    grid: [o('Oskar Grid', 'Oskar Grid'), o('Hallin Energi', 'Hallin Energi')],
    oil: [o('Ostvard Oil', 'Ostvard', 'OSV'), o('Nordkap Petroleum', 'Nordkap', 'NKP')],
    lines: [o('Brevik Feeder Lines', 'Brevik Feeder'), o('Oskar Ro-Ro', 'Oskar Ro-Ro')],
    unions: [
      o('Oskarian Transport Workers Federation', 'the transport federation'),
      o('Brevik Crane Operators', 'the crane operators'),
    ],
    chips: [o('Tormund Semi', 'Tormund', 'TMD', 'Frost-3 sensor'), o('Halvik Nanotech', 'Halvik', 'HVK')],
    lenders: [o('Hallin Sparebank', 'Sparebank'), o('Nordic Crown Bank', 'Crown Bank')],
    hospitals: [
      o('Hallin University Hospital', 'Hallin University Hospital'),
      o('Lisk County Hospital', 'the county hospital'),
    ],
    parties: [o('Oskarian Centre Party', 'the Centre'), o('Green Oskaria', 'the Greens')],
    ministers: [
      ['Liv Andersrud', 'prime minister'],
      ['Kjell Brannoy', 'defence minister'],
      ['Nadia Falk', 'digital affairs minister'],
    ],
    foe: [o('Sarvonian-backed militias', 'the militias'), o('the Sarvonian army', 'Sarvonian troops')],
    venue: 'the Hallin Congress Hall',
  },
  {
    name: 'Quellan',
    adj: 'Quellani',
    capital: 'Ashkara',
    cities: ['Dal Mira', 'Suvat', 'Keth', 'Amarin'],
    twins: [
      ['Beyt Sora', 'Sora Jadida'],
      ['Hamun', 'Little Hamun'],
    ],
    ports: ['Port Qasr', 'Amarin'],
    region: 'the Suvat delta',
    currency: 'quell',
    bank: { ...o('Monetary Authority of Quellan', 'the MAQ'), head: 'Farid al-Nassour' },
    stats: o('Quellan General Statistics Authority', 'the statistics authority'),
    health: o('Quellani Ministry of Health and Population', 'the ministry'),
    electoral: o('High Electoral Council of Quellan', 'the council'),
    regulator: o('Quellan Petroleum Pricing Committee', 'the pricing committee'),
    tradeMinistry: o('Quellani Ministry of Commerce', 'the commerce ministry'),
    grid: [o('Quellan National Electricity Company', 'QNEC'), o('Delta Power Distribution', 'Delta Power')],
    oil: [o('Quellan National Oil Company', 'QNOC'), o('Suvat Petrochemicals', 'Suvat Petchem', 'SVP')],
    lines: [o('Qasr Gulf Shipping', 'Qasr Gulf'), o('Amarin Navigation', 'Amarin Navigation')],
    unions: [o('Qasr Port Labour Syndicate', 'the syndicate'), o('Quellani Truckers Association', 'the truckers')],
    chips: [o('Ashkara Silicon Works', 'ASW', 'ASW'), o('Dal Mira Photonics', 'DMP', 'DMP', 'Mira-2 laser')],
    lenders: [o('Bank Ashkara', 'Bank Ashkara'), o('Quellan Islamic Bank', 'QIB')],
    hospitals: [
      o('Ashkara Teaching Hospital', 'the teaching hospital'),
      o('Keth Fever Hospital', 'the fever hospital'),
    ],
    parties: [o('National Dawn Party', 'National Dawn'), o('Quellani Reform Bloc', 'the Reform Bloc')],
    ministers: [
      ['Samira Haddadin', 'interior minister'],
      ['Yousef Karram', 'oil minister'],
      ['Layla Obeid', 'health minister'],
    ],
    venue: 'the Ashkara International Fairground',
  },
  {
    name: 'Brunmark',
    adj: 'Brunmarkish',
    capital: 'Eldholm',
    cities: ['Vessing', 'Kolby', 'Ravnsted', 'Hoost'],
    twins: [
      ['Lillby', 'Storby'],
      ['Aarup', 'Aarup Strand'],
    ],
    ports: ['Kolby', 'Hoost'],
    region: 'the Vessing fjord',
    currency: 'mark',
    bank: { ...o('Brunmark Central Bank', 'the BCB'), head: 'Sofie Engholm' },
    stats: o('Statistics Brunmark', 'Statistics Brunmark'),
    health: o('Brunmark Health Authority', 'the health authority'),
    electoral: o('Brunmark Electoral Office', 'the electoral office'),
    regulator: o('Brunmark Utility Regulator', 'the regulator'),
    tradeMinistry: o('Brunmark Ministry of Industry and Trade', 'the industry ministry'),
    grid: [o('Brungrid', 'Brungrid'), o('Eldholm Netz', 'Eldholm Netz')],
    oil: [o('Kolby Raffinaderi', 'Kolby Raffinaderi'), o('Nordsol Energy', 'Nordsol', 'NSL')],
    lines: [o('Hoost Ferries', 'Hoost Ferries'), o('Brun Container Line', 'BCL')],
    unions: [o('Brunmark Harbour Workers', 'the harbour workers'), o('Ferry Crews Union', 'the ferry crews')],
    chips: [o('Ravnsted Semiconductor', 'Ravnsted', 'RVS', 'RV12 power chip'), o('Eldholm Quantum Devices', 'EQD')],
    lenders: [o('Eldholm Bank', 'Eldholm Bank'), o('Vessing Sparekasse', 'Sparekasse')],
    hospitals: [o('Eldholm Rigshospital', 'the Rigshospital'), o('Kolby Regional Hospital', 'Kolby Regional')],
    parties: [o('Social Liberals', 'the Social Liberals'), o('Brunmark First', 'Brunmark First')],
    ministers: [
      ['Karin Holst', 'prime minister'],
      ['Anders Lykke', 'finance minister'],
      ['Mette Bager', 'transport minister'],
    ],
    venue: 'the Eldholm Forum',
  },
  {
    name: 'Corvessa',
    adj: 'Corvessan',
    capital: 'San Callisto',
    cities: ['Puerto Almez', 'Tevora', 'Lunares', 'Ocaso'],
    twins: [
      ['Villa Rica', 'Villa Norte'],
      ['Rio Cano', 'Canillas'],
    ],
    ports: ['Puerto Almez', 'Ocaso'],
    region: 'the Tevora highlands',
    currency: 'corva',
    bank: { ...o('Banco Central de Corvessa', 'the central bank'), head: 'Julieta Arancibia' },
    stats: o('Corvessan National Statistics Institute', 'the institute'),
    health: o('Corvessan Ministry of Health', 'the health ministry'),
    electoral: o('Corvessan Electoral Tribunal', 'the tribunal'),
    regulator: o('Corvessan Fuel and Power Agency', 'the fuel agency'),
    tradeMinistry: o('Corvessan Ministry of Production', 'the production ministry'),
    grid: [o('Red Electrica Corvessana', 'REC'), o('Luz del Sur Corvessa', 'Luz del Sur')],
    oil: [o('Petrocorv', 'Petrocorv', 'PCV'), o('Almez Energia', 'Almez')],
    lines: [o('Naviera Almez', 'Naviera Almez'), o('Callisto Lines', 'Callisto Lines')],
    unions: [
      o('Almez Stevedores Union', 'the stevedores'),
      o('Corvessan Maritime Workers Federation', 'the federation'),
    ],
    chips: [o('Tevora Devices', 'Tevora', 'TVD', 'T-Core modem'), o('Lunares Semiconductores', 'Lunares Semi')],
    lenders: [o('Banco Callisto', 'Banco Callisto'), o('Caja Tevora', 'Caja Tevora')],
    hospitals: [o('Hospital San Callisto', 'the Hospital San Callisto'), o('Ocaso General Hospital', 'Ocaso General')],
    parties: [o('Corvessan Popular Alliance', 'the Popular Alliance'), o('Movimiento Verde', 'the Greens')],
    ministers: [
      ['Rafael Iturbe', 'economy minister'],
      ['Carmen Solis', 'interior minister'],
      ['Tomas Achával', 'health minister'],
    ],
    venue: 'the Callisto Convention Centre',
  },
  {
    name: 'Lunesia',
    adj: 'Lunesian',
    capital: 'Port Lumen',
    cities: ['Sarai', 'Taluk', 'Bintara', 'Kemir'],
    twins: [
      ['Kota Baru', 'Kota Lama'],
      ['Pasir Puteh', 'Pasir Hitam'],
    ],
    ports: ['Port Lumen', 'Bintara'],
    region: 'the Taluk highlands',
    currency: 'lune',
    bank: { ...o('Bank Lunesia', 'Bank Lunesia'), head: 'Arief Wiranata' },
    stats: o('Lunesian Central Statistics Agency', 'the statistics agency'),
    health: o('Lunesian Ministry of Health', 'the ministry'),
    electoral: o('Lunesian General Elections Commission', 'the elections commission'),
    regulator: o('Lunesian Energy and Mineral Resources Ministry', 'the energy ministry'),
    tradeMinistry: o('Lunesian Ministry of Investment', 'the investment ministry'),
    grid: [o('Perusahaan Listrik Lunesia', 'PLL'), o('Sarai Power', 'Sarai Power')],
    oil: [o('Lunemina', 'Lunemina', 'LUM'), o('Kemir Petroleum', 'Kemir Petroleum')],
    lines: [o('Lumen Samudra Lines', 'Samudra'), o('Bintara Pelayaran', 'Bintara Pelayaran')],
    unions: [
      o('Lunesian Port Workers Confederation', 'the confederation'),
      o('Bintara Crane and Stevedore Union', 'the stevedore union'),
    ],
    chips: [
      o('Sarai Semiconductor', 'Sarai Semi', 'SRS'),
      o('Lumen Chip Assembly', 'LCA', 'LCA', 'LumenPak packaging'),
    ],
    lenders: [o('Bank Rakyat Lumen', 'Rakyat Lumen'), o('Taluk Finance', 'Taluk Finance')],
    hospitals: [
      o('Port Lumen General Hospital', 'Lumen General'),
      o('Sarai Provincial Hospital', 'the provincial hospital'),
    ],
    parties: [o('Lunesian Democratic Party', 'the Democrats'), o('Nusantara Unity Party', 'Unity')],
    ministers: [
      ['Dewi Kartasasmita', 'finance minister'],
      ['Hendra Saputro', 'communications minister'],
      ['Rina Halim', 'maritime affairs minister'],
    ],
    venue: 'the Lumen Expo Centre',
  },
];

/** Names for spokespeople, analysts, residents and officials: a first name and a surname. */
export const FIRST = [
  'Aino',
  'Bram',
  'Celia',
  'Dario',
  'Elif',
  'Fenna',
  'Goran',
  'Hana',
  'Ivo',
  'Jelka',
  'Kasim',
  'Lotte',
  'Milos',
  'Nora',
  'Oren',
  'Pilar',
  'Quentin',
  'Rasa',
  'Stellan',
  'Tove',
  'Umar',
  'Vesna',
  'Wim',
  'Yara',
  'Zoltan',
  'Agathe',
  'Bela',
  'Cosmin',
  'Dagny',
  'Emre',
];
export const LAST = [
  'Aaltonen',
  'Brisbois',
  'Castellanos',
  'Drozd',
  'Eklund',
  'Ferreira',
  'Gallo',
  'Hadzic',
  'Ilunga',
  'Jansma',
  'Kowal',
  'Lindahl',
  'Mbeki-Roux',
  'Novak',
  'Okafor',
  'Pruitt',
  'Quist',
  'Rautio',
  'Szabo',
  'Tamm',
  'Uribe',
  'Vasquez',
  'Wendt',
  'Yilmaz',
  'Zeller',
  'Arkwright',
  'Bellamy',
  'Corrigan',
  'Dunleavy',
  'Esposito',
];

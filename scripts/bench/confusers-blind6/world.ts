// The invented world of the blind6 confuser set: countries, their towns and bodies, companies, armed
// groups, crews and unions, and the outlets that write about them. Nothing here is real.

export type Person = { name: string; role: string };
export type City = { name: string; region: string; neighbour: string; quarter: string };
export type Company = { name: string; ticker: string; trade: string; home: string };

export type Country = {
  name: string;
  adj: string;
  capital: string;
  cities: City[];
  currency: string;
  centralBank: string;
  governor: Person;
  energyRegulator: string;
  drugAgency: string;
  electionBody: string;
  court: string;
  tradeMinistry: string;
  official: Person;
  healthChief: Person;
  unions: { docks: string; health: string; energy: string };
  venues: { hall: string; stadium: string; port: string; plant: string };
  lenders: Company[];
  utility: Company;
  regional: string;
};

const city = (name: string, region: string, neighbour: string, quarter: string): City => ({
  name,
  region,
  neighbour,
  quarter,
});

export const COUNTRIES: Country[] = [
  {
    name: 'Orvelland',
    adj: 'Orvish',
    capital: 'Kessmark',
    cities: [
      city('Kessmark', 'Midvale', 'Halstow', 'Old Weir'),
      city('Brannoch', 'the Tarn coast', 'Pellis', 'Saltgate'),
      city('Udderby', 'Greyholm', 'Fennick', 'Mill Row'),
      city('Corriveth', 'the Ashen uplands', 'Dunmoor', 'Stonecross'),
    ],
    currency: 'orv crown',
    centralBank: 'Riksbank of Orvelland',
    governor: { name: 'Halla Brenvik', role: 'governor' },
    energyRegulator: 'Orvish Energy Commission',
    drugAgency: 'Orvish Medicines Board',
    electionBody: 'National Electoral Board',
    court: 'Orvish Constitutional Court',
    tradeMinistry: 'Ministry of Industry and Trade',
    official: { name: 'Tomas Ekkerud', role: 'interior minister' },
    healthChief: { name: 'Dr Sigrun Vale', role: 'chief medical officer' },
    unions: {
      docks: 'Orvish Dockers Federation',
      health: 'Nurses and Carers Union',
      energy: 'Grid and Fuel Workers Union',
    },
    venues: {
      hall: 'Tarnholm Congress Hall',
      stadium: 'Kessmark Arena',
      port: 'Brannoch harbour',
      plant: 'Udderby works',
    },
    lenders: [
      { name: 'Halvard Savings Bank', ticker: 'HSB', trade: 'the country’s largest savings bank', home: 'Orvelland' },
      { name: 'Nordkyst Credit', ticker: 'NKC', trade: 'the mortgage lender', home: 'Orvelland' },
    ],
    utility: { name: 'Orvkraft', ticker: 'ORVK', trade: 'the state-controlled power utility', home: 'Orvelland' },
    regional: 'Tarn Coast Daily Herald',
  },
  {
    name: 'Zaleria',
    adj: 'Zalerian',
    capital: 'Mirvosa',
    cities: [
      city('Mirvosa', 'Centro', 'San Telmo de Arriba', 'Barrio Verde'),
      city('Puerto Calvo', 'the Lower Coast', 'Ostrana', 'La Dársena'),
      city('Iguel', 'the Sierra Alta', 'Torrevaca', 'El Cerrillo'),
      city('Benaluz', 'the Llanos', 'Quiroba', 'Las Norias'),
    ],
    currency: 'zalero',
    centralBank: 'Banco Central de Zaleria',
    governor: { name: 'Inés Caravaca', role: 'governor' },
    energyRegulator: 'Zalerian Hydrocarbons Authority',
    drugAgency: 'Zalerian Drug and Food Institute',
    electionBody: 'Supreme Electoral Council',
    court: 'Zalerian Supreme Court',
    tradeMinistry: 'Ministry of Production',
    official: { name: 'Ramiro Olazábal', role: 'interior minister' },
    healthChief: { name: 'Dr Luz Marina Ortega', role: 'health minister' },
    unions: {
      docks: 'Port Workers Syndicate',
      health: 'Federation of Health Workers',
      energy: 'Oil Workers Federation',
    },
    venues: {
      hall: 'Palacio de Convenciones Mirvosa',
      stadium: 'Estadio Libertad',
      port: 'Puerto Calvo terminal',
      plant: 'Iguel refinery',
    },
    lenders: [
      { name: 'Banco Ferrial', ticker: 'BFR', trade: 'the mid-sized commercial lender', home: 'Zaleria' },
      { name: 'Caja Sur de Zaleria', ticker: 'CSZ', trade: 'the regional savings bank', home: 'Zaleria' },
    ],
    utility: { name: 'Electrozal', ticker: 'EZL', trade: 'the national grid operator', home: 'Zaleria' },
    regional: 'Noticias del Litoral',
  },
  {
    name: 'Kethara',
    adj: 'Kethari',
    capital: 'Ammuraz',
    cities: [
      city('Ammuraz', 'the Central Plain', 'Qasr Dalim', 'Souk Tawil'),
      city('Haddun', 'the Northern Marches', 'Ruwaysat', 'the old citadel'),
      city('Tel Serrin', 'the Eastern Valley', 'Bir Anwal', 'Harat al-Jisr'),
      city('Marsa Kellif', 'the Gulf coast', 'Ras Nuwab', 'the fish market'),
    ],
    currency: 'kethari dinar',
    centralBank: 'Central Bank of Kethara',
    governor: { name: 'Samir al-Doukhi', role: 'governor' },
    energyRegulator: 'Kethari Power Regulatory Authority',
    drugAgency: 'Kethari Drug Control Agency',
    electionBody: 'High Electoral Commission',
    court: 'Kethari Federal Court',
    tradeMinistry: 'Ministry of Economy',
    official: { name: 'Khalil Barazi', role: 'interior minister' },
    healthChief: { name: 'Dr Nadia Haswani', role: 'health minister' },
    unions: { docks: 'Gulf Stevedores Union', health: 'Kethari Doctors Syndicate', energy: 'Petroleum Workers Union' },
    venues: {
      hall: 'Ammuraz International Conference Centre',
      stadium: 'Martyrs Stadium',
      port: 'Marsa Kellif port',
      plant: 'Haddun gas plant',
    },
    lenders: [
      { name: 'Dalim Commercial Bank', ticker: 'DCB', trade: 'the Ammuraz-listed lender', home: 'Kethara' },
      { name: 'Gulf Trust Bank', ticker: 'GTB', trade: 'the Islamic lender', home: 'Kethara' },
    ],
    utility: { name: 'KethPower', ticker: 'KTP', trade: 'the state electricity company', home: 'Kethara' },
    regional: 'Valley Voice',
  },
  {
    name: 'Sundrava',
    adj: 'Sundravan',
    capital: 'Palumbang',
    cities: [
      city('Palumbang', 'Kota Raya', 'Sungai Rembas', 'Pasar Lama'),
      city('Teluk Amar', 'the Selat coast', 'Kuala Pirik', 'the jetty district'),
      city('Bukit Serai', 'the highlands', 'Lembah Hijau', 'Kampung Batu'),
      city('Rantau Besi', 'the river delta', 'Padang Ulu', 'the ferry quarter'),
    ],
    currency: 'sundravan ringgat',
    centralBank: 'Bank Negara Sundrava',
    governor: { name: 'Farida Suryanto', role: 'governor' },
    energyRegulator: 'Sundravan Energy Regulatory Board',
    drugAgency: 'National Pharmaceutical Authority',
    electionBody: 'Sundravan Election Commission',
    court: 'Sundravan High Court',
    tradeMinistry: 'Ministry of Investment',
    official: { name: 'Haris Wibawa', role: 'home affairs minister' },
    healthChief: { name: 'Dr Mei Lin Tan', role: 'director-general of health' },
    unions: {
      docks: 'Selat Port Workers Union',
      health: 'Sundravan Nurses Association',
      energy: 'Power Sector Employees Union',
    },
    venues: {
      hall: 'Palumbang Convention Centre',
      stadium: 'Stadium Merdeka Raya',
      port: 'Teluk Amar container port',
      plant: 'Bukit Serai industrial park',
    },
    lenders: [
      { name: 'Bank Rembas', ticker: 'BRMB', trade: 'the Palumbang-based lender', home: 'Sundrava' },
      { name: 'Amanah Niaga', ticker: 'AMNG', trade: 'the consumer bank', home: 'Sundrava' },
    ],
    utility: { name: 'Tenaga Sundrava', ticker: 'TNS', trade: 'the state power firm', home: 'Sundrava' },
    regional: 'Selat Mirror Online',
  },
  {
    name: 'Vostrany',
    adj: 'Vostranian',
    capital: 'Kolvograd',
    cities: [
      city('Kolvograd', 'the Kolva basin', 'Rudnevo', 'Zarechye'),
      city('Belopolsk', 'the Western Steppe', 'Gorelki', 'the station district'),
      city('Yastrebets', 'the Iron Ridge', 'Malye Pechi', 'the foundry quarter'),
      city('Morsk', 'the Amber coast', 'Lisiy Nos', 'the outer harbour'),
    ],
    currency: 'vostranian grivna',
    centralBank: 'National Bank of Vostrany',
    governor: { name: 'Oksana Demchuk', role: 'governor' },
    energyRegulator: 'Vostranian Energy and Utilities Commission',
    drugAgency: 'State Medicines Service',
    electionBody: 'Central Election Commission',
    court: 'Vostranian Supreme Court',
    tradeMinistry: 'Ministry of Economic Development',
    official: { name: 'Pavlo Sereda', role: 'interior minister' },
    healthChief: { name: 'Dr Irina Kovalska', role: 'health minister' },
    unions: {
      docks: 'Amber Coast Dockers Union',
      health: 'Medical Workers Trade Union',
      energy: 'Miners and Energy Workers Union',
    },
    venues: {
      hall: 'Kolvograd Palace of Congresses',
      stadium: 'Dynamo Arena',
      port: 'Morsk grain terminal',
      plant: 'Yastrebets thermal plant',
    },
    lenders: [
      { name: 'Kolva Bank', ticker: 'KLVB', trade: 'the privatised state lender', home: 'Vostrany' },
      { name: 'Stepbank', ticker: 'STPB', trade: 'the agricultural lender', home: 'Vostrany' },
    ],
    utility: { name: 'Vostenergo', ticker: 'VSEN', trade: 'the grid company', home: 'Vostrany' },
    regional: 'Steppe Express',
  },
  {
    name: 'Maraquay',
    adj: 'Maraquayan',
    capital: 'Port Delphine',
    cities: [
      city('Port Delphine', 'the Capital District', 'Anse Rouge', 'La Savane'),
      city('Saint-Ombre', 'the Windward Parish', 'Grand Bassin', 'Rue des Forges'),
      city('Belle Rivière', 'the Interior', 'Morne Clair', 'the market square'),
      city('Cap Lazare', 'the North Shore', 'Petit Havre', 'the lighthouse road'),
    ],
    currency: 'maraquayan gourdin',
    centralBank: 'Banque de la République du Maraquay',
    governor: { name: 'Josette Lafleur', role: 'governor' },
    energyRegulator: 'Maraquayan Electricity Regulator',
    drugAgency: 'Maraquayan Pharmacy Directorate',
    electionBody: 'Provisional Electoral Council',
    court: 'Court of Cassation',
    tradeMinistry: 'Ministry of Commerce',
    official: { name: 'Régis Dorval', role: 'public security minister' },
    healthChief: { name: 'Dr Anouk Bastien', role: 'health minister' },
    unions: {
      docks: 'Windward Dockers Union',
      health: 'Public Hospital Workers Union',
      energy: 'Electricity Workers Union',
    },
    venues: {
      hall: 'Palais des Congrès Port Delphine',
      stadium: 'Stade Toussaint',
      port: 'Saint-Ombre quays',
      plant: 'Belle Rivière power station',
    },
    lenders: [
      { name: 'Crédit Antillais', ticker: 'CRAN', trade: 'the retail lender', home: 'Maraquay' },
      { name: 'Banque Delphine', ticker: 'BQDL', trade: 'the business bank', home: 'Maraquay' },
    ],
    utility: { name: 'Électricité du Maraquay', ticker: 'EDMQ', trade: 'the state power company', home: 'Maraquay' },
    regional: 'Le Courrier des Îles',
  },
];

/** Chipmakers of the world: the semiconductor desk's cast, each with a listing and a trade description. */
export const CHIPMAKERS: Company[] = [
  { name: 'Kessler Microdevices', ticker: 'KMDV', trade: 'the Orvish analog-chip maker', home: 'Orvelland' },
  { name: 'Halvorsen Silicon', ticker: 'HSLC', trade: 'the power-semiconductor specialist', home: 'Orvelland' },
  { name: 'Serai Foundry', ticker: 'SRF', trade: 'the contract foundry', home: 'Sundrava' },
  { name: 'Nusantra Wafer', ticker: 'NSWF', trade: 'the wafer supplier', home: 'Sundrava' },
  { name: 'Yastreb Semiconductor', ticker: 'YSMC', trade: 'the memory-chip maker', home: 'Vostrany' },
  { name: 'Dalim Chipworks', ticker: 'DCW', trade: 'the packaging and test house', home: 'Kethara' },
  { name: 'Lumenar Devices', ticker: 'LMNR', trade: 'the sensor-chip designer', home: 'Zaleria' },
  { name: 'Ombre Photonics', ticker: 'OMPH', trade: 'the optical-chip start-up', home: 'Maraquay' },
];

/** Shipping lines: the maritime desk's companies. */
export const LINES: Company[] = [
  { name: 'Tarnline', ticker: 'TRNL', trade: 'the Orvish container carrier', home: 'Orvelland' },
  { name: 'Naviera Calva', ticker: 'NVCA', trade: 'the Zalerian feeder operator', home: 'Zaleria' },
  { name: 'Gulf Crescent Shipping', ticker: 'GCS', trade: 'the tanker owner', home: 'Kethara' },
  { name: 'Selat Maritime', ticker: 'SLMR', trade: 'the regional box line', home: 'Sundrava' },
  { name: 'Amber Bulk', ticker: 'AMBK', trade: 'the dry-bulk operator', home: 'Vostrany' },
  { name: 'Compagnie Windward', ticker: 'CWND', trade: 'the ferry and ro-ro operator', home: 'Maraquay' },
];

/** Armed groups, each active in one country. */
export const ARMED: { name: string; short: string; country: string }[] = [
  { name: 'Northern Marches Liberation Front', short: 'the NMLF', country: 'Kethara' },
  { name: 'Sons of the Valley', short: 'the Valley militia', country: 'Kethara' },
  { name: 'Iron Ridge Brigades', short: 'the Brigades', country: 'Vostrany' },
  { name: 'Sierra Alta Popular Army', short: 'the EPSA', country: 'Zaleria' },
  { name: 'Llanos Patriotic Movement', short: 'the MPL', country: 'Zaleria' },
  { name: 'Delta Guard', short: 'the Delta Guard rebels', country: 'Sundrava' },
];

/** Ransomware and intrusion crews. */
export const CREWS: { name: string; alias: string }[] = [
  { name: 'GlassMantis', alias: 'a group tracked by researchers as GlassMantis' },
  { name: 'Rook Syndicate', alias: 'the extortion gang known as Rook Syndicate' },
  { name: 'PaleOtter', alias: 'a ransomware crew calling itself PaleOtter' },
  { name: 'Coldwire', alias: 'the hacking outfit Coldwire' },
  { name: 'Nettle Kitten', alias: 'the hacktivist group Nettle Kitten' },
];

export const FIRST = [
  'Anders',
  'Beatriz',
  'Chidi',
  'Dagny',
  'Emeric',
  'Faisal',
  'Greta',
  'Hamid',
  'Ilse',
  'Joaquín',
  'Katya',
  'Lior',
  'Marisol',
  'Nuno',
  'Odile',
  'Piet',
  'Rania',
  'Stellan',
  'Tamsin',
  'Umar',
  'Vesna',
  'Wendell',
  'Ximena',
  'Yusuf',
];
export const LAST = [
  'Achterberg',
  'Bellweather',
  'Castellane',
  'Drozdova',
  'Eskeland',
  'Farrokhi',
  'Guimarães',
  'Holmqvist',
  'Ishikawa-Roe',
  'Jablonski',
  'Karamanlis',
  'Lindqvist',
  'Mbatha',
  'Nørgaard',
  'Oyelaran',
  'Prowse',
  'Quaresma',
  'Rautio',
  'Sallinen',
  'Trevisan',
];

/** How an outlet writes. Each article of a happening comes from a different outlet, mostly in a different manner. */
export type Manner =
  'wire' | 'local' | 'trade' | 'blog' | 'release' | 'live' | 'brief' | 'broadcast' | 'analysis' | 'regional';

export type Outlet = { name: string; host: string; manner: Manner };

/** Outlets not tied to one country. Local papers and regional outlets are made from a country's cities. */
export const OUTLETS: Outlet[] = [
  { name: 'Meridian Wire', host: 'meridianwire.example', manner: 'wire' },
  { name: 'Continental Press Agency', host: 'cpa-news.example', manner: 'wire' },
  { name: 'Globe Newsline', host: 'globenewsline.example', manner: 'wire' },
  { name: 'World Service Radio', host: 'wsradio.example', manner: 'broadcast' },
  { name: 'Channel Nine International', host: 'c9intl.example', manner: 'broadcast' },
  { name: 'The Ledger Review', host: 'ledgerreview.example', manner: 'analysis' },
  { name: 'Foreign Desk Quarterly', host: 'foreigndesk.example', manner: 'analysis' },
  { name: 'NewsNow Live', host: 'newsnow-live.example', manner: 'live' },
  { name: 'The Daily Rolling', host: 'dailyrolling.example', manner: 'live' },
  { name: 'Briefly', host: 'briefly.example', manner: 'brief' },
  { name: 'Morning Digest', host: 'morningdigest.example', manner: 'brief' },
  { name: 'Statement Watch', host: 'statementwatch.example', manner: 'release' },
  { name: 'PR Relay', host: 'prrelay.example', manner: 'release' },
  { name: 'The Fieldnotes Blog', host: 'fieldnotes.example', manner: 'blog' },
  { name: 'Signal & Noise', host: 'signalnoise.example', manner: 'blog' },
];

/** Trade press by domain. */
export const TRADE: Record<string, Outlet[]> = {
  energy: [
    { name: 'Fuel & Grid Intelligence', host: 'fuelgrid.example', manner: 'trade' },
    { name: 'Barrel Weekly', host: 'barrelweekly.example', manner: 'trade' },
  ],
  maritime: [
    { name: 'Lloyd’s Harbour Gazette', host: 'harbourgazette.example', manner: 'trade' },
    { name: 'Boxship Daily', host: 'boxshipdaily.example', manner: 'trade' },
  ],
  conflict: [
    { name: 'Security Monitor', host: 'secmonitor.example', manner: 'trade' },
    { name: 'Conflict Tracker Review', host: 'ctreview.example', manner: 'trade' },
  ],
  'central-banks': [
    { name: 'Rates & Reserves', host: 'ratesreserves.example', manner: 'trade' },
    { name: 'Central Banking Wire', host: 'cbwire.example', manner: 'trade' },
  ],
  health: [
    { name: 'Clinical Bulletin', host: 'clinicalbulletin.example', manner: 'trade' },
    { name: 'Outbreak Watch', host: 'outbreakwatch.example', manner: 'trade' },
  ],
  disasters: [
    { name: 'Relief Field Report', host: 'relieffield.example', manner: 'trade' },
    { name: 'Hazard Desk', host: 'hazarddesk.example', manner: 'trade' },
  ],
  semiconductors: [
    { name: 'Wafer Times', host: 'wafertimes.example', manner: 'trade' },
    { name: 'FabLine Insider', host: 'fablineinsider.example', manner: 'trade' },
  ],
  elections: [
    { name: 'Ballot Watch', host: 'ballotwatch.example', manner: 'trade' },
    { name: 'Polling Station', host: 'pollingstation.example', manner: 'trade' },
  ],
  cyber: [
    { name: 'Breach Report', host: 'breachreport.example', manner: 'trade' },
    { name: 'The Patch Ledger', host: 'patchledger.example', manner: 'trade' },
  ],
};

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** A city's own paper, and its country's regional outlet written in a second language. */
export const localPaper = (c: City): Outlet => ({
  name: `The ${c.name} ${['Courier', 'Evening Post', 'Chronicle', 'Sentinel'][c.name.length % 4]}`,
  host: `${slug(c.name)}-news.example`,
  manner: 'local',
});
export const regionalOutlet = (k: Country): Outlet => ({
  name: k.regional,
  host: `${slug(k.regional)}.example`,
  manner: 'regional',
});

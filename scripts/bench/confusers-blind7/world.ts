// The invented world of the blind7 confuser set: countries, towns, bodies, firms, groups and outlets.
// Nothing here is real; every name was made up for this set and every host ends in `.example`.

export type Domain =
  | 'energy'
  | 'maritime'
  | 'conflict'
  | 'central-banks'
  | 'health'
  | 'disasters'
  | 'semiconductors'
  | 'elections'
  | 'cyber';

export const DOMAINS: Domain[] = [
  'energy',
  'maritime',
  'conflict',
  'central-banks',
  'health',
  'disasters',
  'semiconductors',
  'elections',
  'cyber',
];

export interface Country {
  name: string;
  adj: string;
  capital: string;
  /** Larger cities, the capital not among them. */
  cities: string[];
  /** Two small towns a few kilometres apart. */
  towns: [string, string];
  province: string[];
  currency: string;
  /** The national official quoted on each domain's news: "role name". */
  officials: Record<Domain, { name: string; role: string }>;
  /** The body that decides things in each domain. */
  bodies: Record<Domain, { name: string; short: string }>;
  /** A site per domain that hosts more than one happening (a port, a plant, a hall). */
  venues: Record<Domain, { name: string; city: string }>;
}

const official = (name: string, role: string) => ({ name, role });
const body = (name: string, short: string) => ({ name, short });

export const COUNTRIES: Country[] = [
  {
    name: 'Velmora',
    adj: 'Velmoran',
    capital: 'Asterholt',
    cities: ['Brenvik', 'Caldrossa', 'Mirrenfeld', 'Ostrelle'],
    towns: ['Pallisk', 'Tunnow'],
    province: ['Upper Drenn', 'Sallow Coast'],
    currency: 'velm',
    officials: {
      energy: official('Ilse Varramund', 'energy minister'),
      maritime: official('Tobin Quarrel', 'transport minister'),
      conflict: official('Gerda Holmquay', 'defence minister'),
      'central-banks': official('Anselm Dorrit', 'finance minister'),
      health: official('Marit Solvang', 'health minister'),
      disasters: official('Oren Plaskett', 'interior minister'),
      semiconductors: official('Lysa Fenwright', 'industry minister'),
      elections: official('Hadrian Coye', 'justice minister'),
      cyber: official('Petra Ulvane', 'digital affairs minister'),
    },
    bodies: {
      energy: body('Velmoran Energy Regulation Office', 'the regulator'),
      maritime: body('Velmora Maritime Safety Directorate', 'the directorate'),
      conflict: body('Velmoran Ministry of Defence', 'the defence ministry'),
      'central-banks': body('Bank of Velmora', 'the central bank'),
      health: body('Velmoran Medicines Board', 'the medicines board'),
      disasters: body('Civil Protection Agency of Velmora', 'civil protection'),
      semiconductors: body('Velmoran Ministry of Industry', 'the industry ministry'),
      elections: body('Velmora Electoral Council', 'the council'),
      cyber: body('Velmoran Data Protection Inspectorate', 'the inspectorate'),
    },
    venues: {
      energy: { name: 'Skerrow Head gas terminal', city: 'Brenvik' },
      maritime: { name: 'Port of Brenvik', city: 'Brenvik' },
      conflict: { name: 'Caldrossa crossing', city: 'Caldrossa' },
      'central-banks': { name: 'Kettering Hall conference centre', city: 'Asterholt' },
      health: { name: 'St Aldous General Hospital', city: 'Mirrenfeld' },
      disasters: { name: 'Harl Dam', city: 'Ostrelle' },
      semiconductors: { name: 'Mirrenfeld Technology Park', city: 'Mirrenfeld' },
      elections: { name: 'Asterholt Exhibition Grounds', city: 'Asterholt' },
      cyber: { name: 'Caldrossa data campus', city: 'Caldrossa' },
    },
  },
  {
    name: 'Quillan Republic',
    adj: 'Quillan',
    capital: 'Sorrowind',
    cities: ['Marbeck', 'Tessaly Cross', 'Gundmere', 'Pellhaven'],
    towns: ['Rusk Ferry', 'Odderby'],
    province: ['Greywater', 'the Fenn Marches'],
    currency: 'quil',
    officials: {
      energy: official('Corwin Ablethorpe', 'minister for power'),
      maritime: official('Saskia Drumm', 'ports minister'),
      conflict: official('Lennart Oxley', 'security minister'),
      'central-banks': official('Bettany Rook', 'treasury secretary'),
      health: official('Ismay Carrow', 'health secretary'),
      disasters: official('Fitz Hallorann', 'emergencies minister'),
      semiconductors: official('Neve Castellan', 'trade secretary'),
      elections: official('Aurel Mace', 'home secretary'),
      cyber: official('Tamsin Greaves', 'minister for cyber security'),
    },
    bodies: {
      energy: body('Quillan Power Commission', 'the commission'),
      maritime: body('Quillan Coastguard and Harbours Authority', 'the harbours authority'),
      conflict: body('Quillan National Security Council', 'the security council'),
      'central-banks': body('Quillan Reserve Bank', 'the reserve bank'),
      health: body('Quillan Public Health Directorate', 'the directorate'),
      disasters: body('Quillan Emergency Management Office', 'the emergency office'),
      semiconductors: body('Quillan Competition Tribunal', 'the tribunal'),
      elections: body('Quillan Elections Commission', 'the commission'),
      cyber: body('Quillan Cyber Response Centre', 'the response centre'),
    },
    venues: {
      energy: { name: 'Gundmere thermal plant', city: 'Gundmere' },
      maritime: { name: 'Pellhaven container terminal', city: 'Pellhaven' },
      conflict: { name: 'Tessaly Cross garrison', city: 'Tessaly Cross' },
      'central-banks': { name: 'Sorrowind Finance Forum hall', city: 'Sorrowind' },
      health: { name: 'Marbeck Royal Infirmary', city: 'Marbeck' },
      disasters: { name: 'Odderby levee', city: 'Odderby' },
      semiconductors: { name: 'Gundmere wafer plant', city: 'Gundmere' },
      elections: { name: 'Marbeck Civic Arena', city: 'Marbeck' },
      cyber: { name: 'Sorrowind exchange building', city: 'Sorrowind' },
    },
  },
  {
    name: 'Dunmarra',
    adj: 'Dunmarran',
    capital: 'Kelvaine',
    cities: ['Hask', 'Orrin Bay', 'Lammerton', 'Selbrooke'],
    towns: ['Wick Ashby', 'Fallowmere'],
    province: ['Corrin Highlands', 'the Tarrow Delta'],
    currency: 'dunmar',
    officials: {
      energy: official('Rosalind Teague', 'resources minister'),
      maritime: official('Emrys Vantongeren', 'shipping minister'),
      conflict: official('Cassius Brell', 'defence secretary'),
      'central-banks': official('Wilhelmina Stroud', 'finance minister'),
      health: official('Dorian Pell', 'health minister'),
      disasters: official('Agathe Linnet', 'minister for civil defence'),
      semiconductors: official('Quentin Marsh', 'economy minister'),
      elections: official('Odile Farrant', 'interior minister'),
      cyber: official('Jory Castlemaine', 'communications minister'),
    },
    bodies: {
      energy: body('Dunmarran Grid and Fuel Authority', 'the authority'),
      maritime: body('Dunmarra Port State Control', 'port state control'),
      conflict: body('Dunmarran General Staff', 'the general staff'),
      'central-banks': body('Dunmarra Monetary Authority', 'the monetary authority'),
      health: body('Dunmarran Drug Safety Agency', 'the drug agency'),
      disasters: body('Dunmarran Relief Directorate', 'the relief directorate'),
      semiconductors: body('Dunmarran Export Control Bureau', 'the export bureau'),
      elections: body('Dunmarran Supreme Electoral Board', 'the electoral board'),
      cyber: body('Dunmarran Privacy Commissioner', 'the commissioner'),
    },
    venues: {
      energy: { name: 'Lammerton refinery', city: 'Lammerton' },
      maritime: { name: 'Orrin Bay anchorage', city: 'Orrin Bay' },
      conflict: { name: 'Hask airbase', city: 'Hask' },
      'central-banks': { name: 'Kelvaine Guild Hall', city: 'Kelvaine' },
      health: { name: 'Selbrooke Children’s Hospital', city: 'Selbrooke' },
      disasters: { name: 'Mount Ferrow observatory', city: 'Hask' },
      semiconductors: { name: 'Selbrooke foundry', city: 'Selbrooke' },
      elections: { name: 'Kelvaine Palace of Congresses', city: 'Kelvaine' },
      cyber: { name: 'Orrin Bay cable landing station', city: 'Orrin Bay' },
    },
  },
  {
    name: 'Karesh',
    adj: 'Kareshi',
    capital: 'Nimmerat',
    cities: ['Zul Abrin', 'Qaddur', 'Helmi Wells', 'Tirrazat'],
    towns: ['Bab Selim', 'Umm Darrah'],
    province: ['the Sarif Plateau', 'Lower Maddar'],
    currency: 'kesh',
    officials: {
      energy: official('Tariq Benhallow', 'oil minister'),
      maritime: official('Samira Oudane', 'minister of ports'),
      conflict: official('Yusra Kettani', 'defence minister'),
      'central-banks': official('Rashid Ammerlane', 'finance minister'),
      health: official('Laila Marrouche', 'health minister'),
      disasters: official('Hakim Zareef', 'interior minister'),
      semiconductors: official('Nadia Fellouz', 'investment minister'),
      elections: official('Omar Sadequine', 'minister of state'),
      cyber: official('Dalia Hennous', 'telecoms minister'),
    },
    bodies: {
      energy: body('Kareshi Petroleum Council', 'the petroleum council'),
      maritime: body('Karesh Ports and Lights Authority', 'the ports authority'),
      conflict: body('Kareshi High Command', 'the high command'),
      'central-banks': body('Central Bank of Karesh', 'the central bank'),
      health: body('Kareshi Ministry of Health', 'the health ministry'),
      disasters: body('Kareshi Disaster Response Council', 'the response council'),
      semiconductors: body('Kareshi Investment Authority', 'the investment authority'),
      elections: body('Kareshi Higher Election Committee', 'the election committee'),
      cyber: body('Kareshi National CERT', 'the CERT'),
    },
    venues: {
      energy: { name: 'Qaddur oil terminal', city: 'Qaddur' },
      maritime: { name: 'Port of Tirrazat', city: 'Tirrazat' },
      conflict: { name: 'Zul Abrin checkpoint', city: 'Zul Abrin' },
      'central-banks': { name: 'Nimmerat Conference Palace', city: 'Nimmerat' },
      health: { name: 'Helmi Wells district hospital', city: 'Helmi Wells' },
      disasters: { name: 'Wadi Sahrun reservoir', city: 'Helmi Wells' },
      semiconductors: { name: 'Qaddur free zone', city: 'Qaddur' },
      elections: { name: 'Nimmerat National Stadium', city: 'Nimmerat' },
      cyber: { name: 'Tirrazat customs data hub', city: 'Tirrazat' },
    },
  },
  {
    name: 'Solvaria',
    adj: 'Solvarian',
    capital: 'Pradenne',
    cities: ['Lisquet', 'Moravelle', 'Saint-Orvain', 'Beaucrest'],
    towns: ['Vallonne', 'Ferrac'],
    province: ['Haute-Sorre', 'the Lisquet basin'],
    currency: 'solva',
    officials: {
      energy: official('Amaury Delacombe', 'ecology minister'),
      maritime: official('Clémence Vautrin', 'sea minister'),
      conflict: official('Bastien Roucailles', 'armed forces minister'),
      'central-banks': official('Héloïse Martaux', 'economy minister'),
      health: official('Juliette Arnavon', 'health minister'),
      disasters: official('Gaspard Tellière', 'interior minister'),
      semiconductors: official('Sidonie Kervadec', 'industry minister'),
      elections: official('Lucien Parmentel', 'interior minister'),
      cyber: official('Maëlle Roquebrune', 'digital minister'),
    },
    bodies: {
      energy: body('Solvarian Energy Commission', 'the energy commission'),
      maritime: body('Solvarian Maritime Prefecture', 'the prefecture'),
      conflict: body('Solvarian Joint Staff', 'the joint staff'),
      'central-banks': body('Banque de Solvarie', 'the central bank'),
      health: body('Solvarian Health Products Agency', 'the health products agency'),
      disasters: body('Solvarian Civil Security Service', 'civil security'),
      semiconductors: body('Solvarian Competition Authority', 'the competition authority'),
      elections: body('Solvarian Constitutional Court', 'the court'),
      cyber: body('Solvarian Information Systems Agency', 'the systems agency'),
    },
    venues: {
      energy: { name: 'Moravelle nuclear station', city: 'Moravelle' },
      maritime: { name: 'Port of Lisquet', city: 'Lisquet' },
      conflict: { name: 'Beaucrest barracks', city: 'Beaucrest' },
      'central-banks': { name: 'Palais Orvaine', city: 'Pradenne' },
      health: { name: 'Saint-Orvain University Hospital', city: 'Saint-Orvain' },
      disasters: { name: 'Ferrac gorge bridge', city: 'Ferrac' },
      semiconductors: { name: 'Beaucrest chip plant', city: 'Beaucrest' },
      elections: { name: 'Salle Vermande', city: 'Pradenne' },
      cyber: { name: 'Moravelle regional hospital network', city: 'Moravelle' },
    },
  },
  {
    name: 'Orvland',
    adj: 'Orvish',
    capital: 'Haldstad',
    cities: ['Trumsvik', 'Eggerund', 'Valby Strand', 'Norrholm'],
    towns: ['Skarpe', 'Lindvåg'],
    province: ['Østmark', 'the Iselfjord district'],
    currency: 'orvkrone',
    officials: {
      energy: official('Sigrun Aaslund', 'petroleum and energy minister'),
      maritime: official('Halvor Brekke', 'fisheries and coast minister'),
      conflict: official('Ingrid Vossberg', 'defence minister'),
      'central-banks': official('Eirik Thorsrud', 'finance minister'),
      health: official('Solveig Hammerlid', 'health minister'),
      disasters: official('Knut Ravndal', 'justice and emergency minister'),
      semiconductors: official('Astrid Lunde', 'trade minister'),
      elections: official('Bjørn Feldahl', 'local government minister'),
      cyber: official('Tove Akerhaug', 'digitalisation minister'),
    },
    bodies: {
      energy: body('Orvish Water and Energy Directorate', 'the directorate'),
      maritime: body('Orvish Coastal Administration', 'the coastal administration'),
      conflict: body('Orvish Armed Forces Command', 'forces command'),
      'central-banks': body('Orvlands Bank', 'the central bank'),
      health: body('Orvish Institute of Public Health', 'the institute'),
      disasters: body('Orvish Avalanche and Flood Service', 'the flood service'),
      semiconductors: body('Orvish Export Licensing Office', 'the licensing office'),
      elections: body('Orvish Election Directorate', 'the election directorate'),
      cyber: body('Orvish Data Supervision Board', 'the data board'),
    },
    venues: {
      energy: { name: 'Eggerund hydro station', city: 'Eggerund' },
      maritime: { name: 'Trumsvik ferry quay', city: 'Trumsvik' },
      conflict: { name: 'Norrholm naval base', city: 'Norrholm' },
      'central-banks': { name: 'Haldstad Konserthus', city: 'Haldstad' },
      health: { name: 'Valby Strand hospital', city: 'Valby Strand' },
      disasters: { name: 'Skarpe tunnel', city: 'Skarpe' },
      semiconductors: { name: 'Norrholm sensor works', city: 'Norrholm' },
      elections: { name: 'Haldstad Ice Arena', city: 'Haldstad' },
      cyber: { name: 'Eggerund municipal server hall', city: 'Eggerund' },
    },
  },
  {
    name: 'Tambaro',
    adj: 'Tambaran',
    capital: 'Issongo',
    cities: ['Mbelé', 'Kanjoro', 'Port Amaka', 'Lushiri'],
    towns: ['Kivosa', 'Ndaru'],
    province: ['Upper Kanjoro', 'the Lushiri Valley'],
    currency: 'tambar',
    officials: {
      energy: official('Abena Okoyé', 'mines and energy minister'),
      maritime: official('Kofi Ndalambe', 'transport minister'),
      conflict: official('Joseph Mabanza', 'defence minister'),
      'central-banks': official('Grace Adunwe', 'finance minister'),
      health: official('Esther Kamaru', 'health minister'),
      disasters: official('Samuel Oteng', 'minister for humanitarian affairs'),
      semiconductors: official('Aisha Mbeki-Lwazi', 'industry minister'),
      elections: official('Patrice Emolo', 'territorial administration minister'),
      cyber: official('Ruth Nyakundo', 'ICT minister'),
    },
    bodies: {
      energy: body('Tambaran Electricity Regulatory Board', 'the regulatory board'),
      maritime: body('Tambaro Ports Authority', 'the ports authority'),
      conflict: body('Tambaran Defence Ministry', 'the ministry'),
      'central-banks': body('Bank of Tambaro', 'the central bank'),
      health: body('Tambaran Pharmacy and Poisons Board', 'the poisons board'),
      disasters: body('Tambaran National Disaster Unit', 'the disaster unit'),
      semiconductors: body('Tambaran Special Economic Zones Board', 'the zones board'),
      elections: body('Independent Electoral Commission of Tambaro', 'the commission'),
      cyber: body('Tambaran Communications Authority', 'the communications authority'),
    },
    venues: {
      energy: { name: 'Kanjoro hydro dam', city: 'Kanjoro' },
      maritime: { name: 'Port Amaka', city: 'Port Amaka' },
      conflict: { name: 'Lushiri market square', city: 'Lushiri' },
      'central-banks': { name: 'Issongo International Convention Centre', city: 'Issongo' },
      health: { name: 'Mbelé Referral Hospital', city: 'Mbelé' },
      disasters: { name: 'Kanjoro river bridge', city: 'Kanjoro' },
      semiconductors: { name: 'Port Amaka assembly zone', city: 'Port Amaka' },
      elections: { name: 'Issongo Unity Stadium', city: 'Issongo' },
      cyber: { name: 'Mbelé mobile money data centre', city: 'Mbelé' },
    },
  },
  {
    name: 'Estravan',
    adj: 'Estravani',
    capital: 'Corvello',
    cities: ['Santa Ivra', 'Porto Lusca', 'Ambrel', 'Rio Tessa'],
    towns: ['Valdemora', 'San Quillo'],
    province: ['Alta Serrana', 'the Lusca coast'],
    currency: 'estra',
    officials: {
      energy: official('Ramón Echavarri', 'energy minister'),
      maritime: official('Inés Bastarreche', 'public works minister'),
      conflict: official('Alejo Mendevil', 'defence minister'),
      'central-banks': official('Carmela Urquidi', 'finance minister'),
      health: official('Teodoro Villalón', 'health minister'),
      disasters: official('Rocío Amezcua', 'interior minister'),
      semiconductors: official('Fausto Lizarde', 'production minister'),
      elections: official('Beatriz Olaechea', 'government minister'),
      cyber: official('Nicolás Arrieche', 'science minister'),
    },
    bodies: {
      energy: body('Estravani Hydrocarbons Superintendency', 'the superintendency'),
      maritime: body('Estravani Merchant Navy Directorate', 'the merchant navy directorate'),
      conflict: body('Estravani Armed Forces Joint Command', 'the joint command'),
      'central-banks': body('Banco Central de Estravan', 'the central bank'),
      health: body('Estravani Sanitary Surveillance Institute', 'the sanitary institute'),
      disasters: body('Estravani Civil Defence', 'civil defence'),
      semiconductors: body('Estravani Foreign Trade Secretariat', 'the trade secretariat'),
      elections: body('Estravani National Electoral Tribunal', 'the tribunal'),
      cyber: body('Estravani Personal Data Agency', 'the data agency'),
    },
    venues: {
      energy: { name: 'Ambrel power station', city: 'Ambrel' },
      maritime: { name: 'Porto Lusca grain pier', city: 'Porto Lusca' },
      conflict: { name: 'Rio Tessa bridge post', city: 'Rio Tessa' },
      'central-banks': { name: 'Corvello Bourse Pavilion', city: 'Corvello' },
      health: { name: 'Santa Ivra Central Clinic', city: 'Santa Ivra' },
      disasters: { name: 'Ambrel hillside quarter', city: 'Ambrel' },
      semiconductors: { name: 'Santa Ivra packaging plant', city: 'Santa Ivra' },
      elections: { name: 'Estadio Corvello', city: 'Corvello' },
      cyber: { name: 'Porto Lusca port community system', city: 'Porto Lusca' },
    },
  },
];

export interface Firm {
  name: string;
  short: string;
  ticker: string;
  /** How trade press names it without the name: "the Gundmere foundry group". */
  trade: string;
}

const firm = (name: string, short: string, ticker: string, trade: string): Firm => ({ name, short, ticker, trade });

/** Firms and organisations per domain: two of one domain have the same trade. */
export const FIRMS: Record<Domain, Firm[]> = {
  energy: [
    firm('Brannock Petroleum', 'Brannock', 'BRNK', 'the oil producer'),
    firm('Serrelle Power Holdings', 'Serrelle', 'SRPH', 'the utility'),
    firm('Gallowmere Gas', 'Gallowmere', 'GLWG', 'the gas supplier'),
    firm('Ottervane Energy', 'Ottervane', 'OTVE', 'the power group'),
    firm('Kestrin Oil & Gas', 'Kestrin', 'KSTN', 'the explorer'),
    firm('Halbeck Renewables', 'Halbeck', 'HLBR', 'the wind developer'),
  ],
  maritime: [
    firm('Corvane Line', 'Corvane', 'CRVL', 'the box carrier'),
    firm('Tessmark Shipping', 'Tessmark', 'TSMK', 'the tanker operator'),
    firm('Halloran Bulk Carriers', 'Halloran', 'HLBC', 'the bulk shipper'),
    firm('Oyster Bay Ferries', 'Oyster Bay', 'OYBF', 'the ferry operator'),
    firm('Marrowgate Container Lines', 'Marrowgate', 'MGCL', 'the liner company'),
    firm('Skellig Reefer Transport', 'Skellig', 'SKRT', 'the reefer line'),
  ],
  conflict: [
    firm('Hearthline Relief', 'Hearthline', 'n/a', 'the aid agency'),
    firm('Hillward Medics', 'Hillward', 'n/a', 'the medical charity'),
    firm('Open Granary Trust', 'Open Granary', 'n/a', 'the food-aid group'),
    firm('Lantern Refugee Council', 'Lantern', 'n/a', 'the refugee charity'),
    firm('Watershed Humanitarian', 'Watershed', 'n/a', 'the water charity'),
  ],
  'central-banks': [
    firm('Harrowgate Commercial Bank', 'Harrowgate', 'HGCB', 'the lender'),
    firm('Pellory Savings', 'Pellory', 'PLSV', 'the savings bank'),
    firm('Dovecote Mutual', 'Dovecote', 'DVCM', 'the mutual lender'),
    firm('Strathen Union Bank', 'Strathen', 'STUB', 'the commercial bank'),
    firm('Cobalt Trust Bank', 'Cobalt Trust', 'CBTB', 'the private bank'),
    firm('Amberley Farmers Bank', 'Amberley', 'AMFB', 'the rural lender'),
  ],
  health: [
    firm('Verrow Pharma', 'Verrow', 'VRWP', 'the drugmaker'),
    firm('Calloway Biologics', 'Calloway', 'CLWB', 'the vaccine maker'),
    firm('Nettlefield Labs', 'Nettlefield', 'NTFL', 'the generics maker'),
    firm('Ashgrove Therapeutics', 'Ashgrove', 'ASGT', 'the biotech'),
    firm('Pinehollow Medical', 'Pinehollow', 'PNHM', 'the device maker'),
  ],
  disasters: [
    firm('Stonebridge Civil Works', 'Stonebridge', 'SBCW', 'the contractor'),
    firm('Raventhorpe Construction', 'Raventhorpe', 'RVTC', 'the builder'),
    firm('Tidewall Engineering', 'Tidewall', 'TDWE', 'the engineering group'),
    firm('Granmere Mining', 'Granmere', 'GRMM', 'the miner'),
    firm('Copperhill Resources', 'Copperhill', 'CPHR', 'the copper miner'),
  ],
  semiconductors: [
    firm('Lumiseed Semiconductor', 'Lumiseed', 'LMSD', 'the foundry'),
    firm('Orthane Microdevices', 'Orthane', 'ORMD', 'the chipmaker'),
    firm('Quarrow Silicon', 'Quarrow', 'QRSI', 'the memory maker'),
    firm('Tellastra Photonics', 'Tellastra', 'TLPH', 'the laser-chip firm'),
    firm('Brightwell Lithography', 'Brightwell', 'BWLT', 'the tool maker'),
    firm('Kestavel Circuits', 'Kestavel', 'KSTC', 'the packaging house'),
  ],
  elections: [
    firm('Civic Renewal Party', 'Civic Renewal', 'CRP', 'the centre-right party'),
    firm('Commonwealth Labour Front', 'the Labour Front', 'CLF', 'the left-wing party'),
    firm('New Meadow Alliance', 'New Meadow', 'NMA', 'the green party'),
    firm('Patriots’ Union', 'the Patriots’ Union', 'PU', 'the nationalist party'),
    firm('Liberal Compact', 'the Compact', 'LC', 'the liberal party'),
  ],
  cyber: [
    firm('Fenwick Telecom', 'Fenwick', 'FNWT', 'the carrier'),
    firm('Brackenridge Insurance', 'Brackenridge', 'BRKI', 'the insurer'),
    firm('Mosswood Retail Group', 'Mosswood', 'MSWR', 'the retailer'),
    firm('Tallowby Logistics', 'Tallowby', 'TLBY', 'the parcel firm'),
    firm('Quenby Health Systems', 'Quenby', 'QNBH', 'the hospital-software vendor'),
    firm('Harlow Water Services', 'Harlow Water', 'HRWS', 'the water company'),
  ],
};

/** Groups that act more than once: armed groups, crews, movements. */
export const ACTORS: Record<Domain, { name: string; short: string }[]> = {
  energy: [
    { name: 'the Black Heron Brigade', short: 'Black Heron' },
    { name: 'the Sallow Coast Liberation Army', short: 'the SCLA' },
  ],
  maritime: [
    { name: 'the Reef Wolves gang', short: 'the Reef Wolves' },
    { name: 'a pirate crew led by Jonas "Keel" Marrack', short: 'Marrack’s crew' },
  ],
  conflict: [
    { name: 'the Ninth Dawn militia', short: 'Ninth Dawn' },
    { name: 'the Thornwood Front', short: 'the Thornwood Front' },
  ],
  'central-banks': [
    { name: 'the central bank’s supervisory arm', short: 'the supervisor' },
    { name: 'the banking conduct panel', short: 'the conduct panel' },
  ],
  health: [
    { name: 'the Grey Ridge armed faction', short: 'the Grey Ridge faction' },
    { name: 'the Ashen Hand militia', short: 'the Ashen Hand' },
  ],
  disasters: [
    { name: 'Granmere Mining', short: 'Granmere' },
    { name: 'Copperhill Resources', short: 'Copperhill' },
  ],
  semiconductors: [
    { name: 'Brightwell Lithography', short: 'Brightwell' },
    { name: 'Lumiseed Semiconductor', short: 'Lumiseed' },
  ],
  elections: [
    { name: 'the Clean Ballot movement', short: 'Clean Ballot' },
    { name: 'the Sons of the Marches', short: 'the Sons of the Marches' },
  ],
  cyber: [
    { name: 'the PaleMoth ransomware crew', short: 'PaleMoth' },
    { name: 'the hacking group Glasswren', short: 'Glasswren' },
  ],
};

export type Manner =
  'wire' | 'local' | 'trade' | 'blog' | 'release' | 'live' | 'brief' | 'broadcast' | 'analysis' | 'regional';

export interface Outlet {
  name: string;
  host: string;
  manner: Manner;
}

const outlet = (name: string, host: string, manner: Manner): Outlet => ({ name, host, manner });

export const OUTLETS: Outlet[] = [
  outlet('Meridian Wire', 'meridianwire.example', 'wire'),
  outlet('Continental Newswire', 'contnews.example', 'wire'),
  outlet('The Harbourside Gazette', 'harboursidegazette.example', 'local'),
  outlet('Valley Courier', 'valleycourier.example', 'local'),
  outlet('Sector Ledger', 'sectorledger.example', 'trade'),
  outlet('Fieldnotes Weekly', 'fieldnotesweekly.example', 'trade'),
  outlet('The Quiet Analyst', 'quietanalyst.example', 'blog'),
  outlet('Dispatch Notes', 'dispatchnotes.example', 'blog'),
  outlet('Statement Digest', 'statementdigest.example', 'release'),
  outlet('NewsLink Releases', 'newslinkreleases.example', 'release'),
  outlet('The Morning Tally', 'morningtally.example', 'live'),
  outlet('Rolling Desk', 'rollingdesk.example', 'live'),
  outlet('Brief Lines', 'brieflines.example', 'brief'),
  outlet('Ticker Minute', 'tickerminute.example', 'brief'),
  outlet('Northlight Radio', 'northlightradio.example', 'broadcast'),
  outlet('Channel Seven Plains', 'ch7plains.example', 'broadcast'),
  outlet('The Long View Review', 'longviewreview.example', 'analysis'),
  outlet('Context Quarterly Online', 'contextquarterly.example', 'analysis'),
  outlet('Gulf & Delta Observer', 'gulfdeltaobserver.example', 'regional'),
  outlet('Eastern Plains Tribune English', 'eptribune.example', 'regional'),
];

import type { MonitoringProfile } from '../../schemas/db/tables.ts';

export interface AgentSeed {
  externalId: string;
  name: string;
  domain: string;
  description: string;
  reportIntervalMinutes: number;
  profile: MonitoringProfile;
}

/** The demo catalog: distinct domains, each with a real monitoring profile. */
export const DEMO_AGENTS: AgentSeed[] = [
  {
    externalId: '001',
    name: 'Atlas',
    domain: 'energy markets',
    reportIntervalMinutes: 240,
    description:
      'Tracks crude oil, natural gas and power markets: OPEC+ decisions, supply outages, pipeline and refinery disruptions, and price shocks.',
    profile: {
      keywords: ['oil', 'crude', 'brent', 'opec', 'natural gas', 'lng', 'refinery', 'pipeline', 'barrel', 'power grid'],
      entities: ['OPEC', 'Saudi Aramco', 'IEA', 'Gazprom'],
      regions: ['SA', 'RU', 'US', 'NO', 'QA'],
      lensStakes: {
        personal: ['fuel prices', 'heating costs', 'power cuts'],
        research: ['output', 'supply outages', 'inventories'],
        business_operations: ['refinery', 'pipeline', 'power grid', 'fuel supply'],
        trading_investments: ['brent', 'barrels per day', 'gas prices', 'futures'],
      },
      feeds: [],
    },
  },
  {
    externalId: '007',
    name: 'Harbor',
    domain: 'maritime shipping and supply chains',
    reportIntervalMinutes: 360,
    description:
      'Watches shipping lanes, ports and chokepoints: canal closures, port congestion, vessel attacks, freight rates and container backlogs.',
    profile: {
      keywords: [
        'shipping',
        'port',
        'vessel',
        'tanker',
        'container',
        'freight',
        'canal',
        'strait',
        'maritime',
        'cargo',
      ],
      entities: ['Maersk', 'Suez Canal Authority', 'Panama Canal Authority', 'MSC'],
      regions: ['EG', 'PA', 'SG', 'CN', 'YE'],
      lensStakes: {
        personal: ['ferry', 'deliveries', 'shortages'],
        research: ['vessels waiting', 'port authority', 'diversions'],
        business_operations: ['vessels waiting', 'transit times', 'port congestion', 'war-risk cover', 'berth'],
        trading_investments: ['freight rates', 'container rates', 'insurance premiums', 'shipping lines'],
      },
      feeds: [],
    },
  },
  {
    externalId: '017',
    name: 'Sentinel',
    domain: 'armed conflict in Eastern Europe',
    reportIntervalMinutes: 120,
    description:
      'Monitors the war in Ukraine and tensions on NATO’s eastern flank: front-line movements, strikes on infrastructure, mobilisation and ceasefire talks.',
    profile: {
      keywords: [
        'ukraine',
        'russia',
        'front line',
        'missile',
        'drone',
        'offensive',
        'ceasefire',
        'shelling',
        'troops',
        'nato',
      ],
      entities: ['NATO', 'Ukrainian Armed Forces', 'Kremlin', 'Zelensky'],
      regions: ['UA', 'RU', 'BY', 'PL', 'MD'],
      lensStakes: {
        personal: ['evacuation', 'air raid', 'shelters', 'power outages'],
        research: ['front line', 'casualties', 'strikes', 'ceasefire talks'],
        business_operations: ['rail', 'energy infrastructure', 'logistics', 'grid'],
        trading_investments: ['grain exports', 'gas transit', 'sanctions', 'defence spending'],
      },
      feeds: [],
    },
  },
  {
    externalId: '023',
    name: 'Meridian',
    domain: 'central banks and monetary policy',
    reportIntervalMinutes: 360,
    description:
      'Follows rate decisions, inflation prints and central-bank guidance from the Fed, ECB, BoE, BoJ and PBoC, and their market reaction.',
    profile: {
      keywords: [
        'interest rate',
        'inflation',
        'central bank',
        'rate cut',
        'rate hike',
        'bond yields',
        'monetary policy',
        'cpi',
      ],
      entities: ['Federal Reserve', 'European Central Bank', 'Bank of England', 'Bank of Japan'],
      regions: ['US', 'EU', 'GB', 'JP', 'CN'],
      lensStakes: {
        personal: ['mortgage rates', 'savings rates', 'prices'],
        research: ['inflation', 'guidance', 'vote', 'core inflation'],
        business_operations: ['borrowing costs', 'credit', 'wage growth'],
        trading_investments: ['bond yields', 'rate cut', 'rate hike', 'currency', 'basis points'],
      },
      feeds: [],
    },
  },
  {
    externalId: '031',
    name: 'Pulse',
    domain: 'public health and outbreaks',
    reportIntervalMinutes: 360,
    description:
      'Detects and follows disease outbreaks, health emergencies, vaccine campaigns and hospital capacity strain worldwide.',
    profile: {
      keywords: [
        'outbreak',
        'virus',
        'cases',
        'vaccine',
        'epidemic',
        'infection',
        'hospital',
        'health ministry',
        'cholera',
        'influenza',
      ],
      entities: ['World Health Organization', 'CDC', 'Africa CDC'],
      regions: ['CD', 'NG', 'IN', 'BR', 'US'],
      lensStakes: {
        personal: ['vaccination', 'hospital', 'symptoms', 'travel advice'],
        research: ['cases', 'deaths', 'case fatality', 'genome'],
        business_operations: ['staff absences', 'hospital capacity', 'supply of vaccines', 'school closures'],
        trading_investments: ['vaccine makers', 'travel demand', 'pharmaceutical'],
      },
      feeds: [],
    },
  },
  {
    externalId: '042',
    name: 'Tectonic',
    domain: 'natural disasters and extreme weather',
    reportIntervalMinutes: 180,
    description:
      'Covers earthquakes, cyclones, floods, wildfires and heatwaves: impact, casualties, evacuations and relief operations.',
    profile: {
      keywords: [
        'earthquake',
        'magnitude',
        'cyclone',
        'typhoon',
        'hurricane',
        'flood',
        'wildfire',
        'evacuation',
        'tsunami',
        'heatwave',
      ],
      entities: ['USGS', 'Red Cross', 'UN OCHA'],
      regions: ['JP', 'PH', 'TR', 'ID', 'US'],
      lensStakes: {
        personal: ['evacuation', 'shelters', 'roads closed', 'aftershocks'],
        research: ['magnitude', 'death toll', 'rainfall', 'damage'],
        business_operations: ['homes without power', 'roads', 'ports', 'factories'],
        trading_investments: ['insured losses', 'reinsurance', 'crop', 'commodity'],
      },
      feeds: [],
    },
  },
  {
    externalId: '055',
    name: 'Circuit',
    domain: 'semiconductors and technology policy',
    reportIntervalMinutes: 480,
    description:
      'Tracks chip supply, export controls, fab investments, AI hardware and the technology rivalry between the US, China, Taiwan and Europe.',
    profile: {
      keywords: [
        'semiconductor',
        'chip',
        'export controls',
        'fab',
        'foundry',
        'wafer',
        'ai accelerator',
        'lithography',
      ],
      entities: ['TSMC', 'Nvidia', 'ASML', 'Samsung', 'Intel'],
      regions: ['TW', 'US', 'CN', 'NL', 'KR'],
      lensStakes: {
        personal: ['device prices', 'shortages'],
        research: ['export controls', 'chip', 'wafers', 'nanometre'],
        business_operations: ['fab', 'lead times', 'supply of chips', 'production lines'],
        trading_investments: ['chipmakers', 'shares', 'capital spending', 'tariffs'],
      },
      feeds: [],
    },
  },
  {
    externalId: '064',
    name: 'Ballot',
    domain: 'elections and political transitions',
    reportIntervalMinutes: 480,
    description:
      'Follows national elections, coalition building, leadership changes, protests and constitutional crises.',
    profile: {
      keywords: [
        'election',
        'vote',
        'parliament',
        'coalition',
        'president',
        'prime minister',
        'polls',
        'referendum',
        'protest',
      ],
      entities: ['electoral commission'],
      regions: ['DE', 'FR', 'BR', 'IN', 'ZA'],
      lensStakes: {
        personal: ['polling stations', 'turnout', 'protests'],
        research: ['results', 'coalition', 'recount', 'vote share'],
        business_operations: ['policy continuity', 'regulation', 'curfew'],
        trading_investments: ['bond spreads', 'currency', 'market reaction'],
      },
      feeds: [],
    },
  },
  {
    externalId: '078',
    name: 'Aegis',
    domain: 'cybersecurity incidents',
    reportIntervalMinutes: 240,
    description:
      'Monitors ransomware campaigns, data breaches, critical-infrastructure intrusions and newly exploited vulnerabilities.',
    profile: {
      keywords: ['ransomware', 'breach', 'hackers', 'cyberattack', 'vulnerability', 'malware', 'exploit', 'data leak'],
      entities: ['CISA', 'Microsoft', 'ENISA'],
      regions: ['US', 'GB', 'DE', 'IL', 'KR'],
      lensStakes: {
        personal: ['passwords', 'accounts', 'outage'],
        research: ['ransomware group', 'vulnerability', 'attribution'],
        business_operations: ['systems offline', 'patch', 'outage', 'data breach'],
        trading_investments: ['shares', 'insurance claims', 'ransom'],
      },
      feeds: [],
    },
  },
];

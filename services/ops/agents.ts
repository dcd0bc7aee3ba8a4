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
      feeds: [],
    },
  },
];

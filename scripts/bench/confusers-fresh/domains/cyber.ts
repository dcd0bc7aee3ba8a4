// Cybersecurity: two ransomware attacks on the same day or a day apart: one gang and two victims, two
// victims of one sector hit by different gangs, or two victims in one country.
import { type Domain, type Names, type Rand, type Story, int, pick } from '../kit.ts';

const GANGS = [
  'NightLedger',
  'Crimson Wasp',
  'HollowKey',
  'Obsidian Tide',
  'Static Vulture',
  'Grey Lantern',
  'Rust Orchid',
  'Zero Marrow',
];
const SECTORS = [
  {
    sector: 'hospital',
    org: 'Hospital Group',
    people: 'patients',
    service: 'emergency admissions',
    systems: 'patient records',
  },
  {
    sector: 'city council',
    org: 'City Council',
    people: 'residents',
    service: 'council services',
    systems: 'payment and permit systems',
  },
  { sector: 'logistics', org: 'Logistics', people: 'customers', service: 'deliveries', systems: 'warehouse systems' },
  { sector: 'university', org: 'University', people: 'students', service: 'exams', systems: 'student records' },
  {
    sector: 'water utility',
    org: 'Water Authority',
    people: 'customers',
    service: 'billing',
    systems: 'billing and control systems',
  },
];

function story(
  r: Rand,
  names: Names,
  over: { gang?: string; sector?: number; country?: { name: string; adj: string } },
): Story {
  const country = over.country ?? names.country();
  const s = SECTORS[over.sector ?? int(r, 0, SECTORS.length - 1)]!;
  const city = names.place();
  const gb = int(r, 40, 900);
  return {
    slots: {
      ...s,
      victim: s.sector === 'city council' ? `${city} ${s.org}` : `${names.brand()} ${s.org}`,
      gang: over.gang ?? pick(r, GANGS),
      city,
      country: country.name,
      adj: country.adj,
      ciso: names.person(),
      researcher: names.person(),
      agency: `${country.adj} National Cyber Security Centre`,
    },
    series: {
      gb: [gb, gb + int(r, 50, 400)],
      ransom: [int(r, 1, 20)],
      days: [int(r, 2, 6), int(r, 5, 12)],
      records: [int(r, 10, 900) * 1000, int(r, 900, 2000) * 1000],
      sites: [int(r, 2, 14)],
    },
  };
}

export const cyber: Domain = {
  key: 'cyber',
  outlets: {
    wire: ['Continental Press Wire', 'Northgate News Agency', 'Global Wire Service'],
    local: ['The {city} Standard', '{city} Now', '{country} Evening Star'],
    trade: ['Threat Ledger', 'Breach Report Weekly', 'Infosec Dispatch'],
    blog: ['Ransomware Diaries (blog)', 'The Patch Tuesday newsletter'],
  },
  dateline: '{city}',
  pair(r, names, i) {
    const kind = (
      ['same-actor-different-target', 'same-type-different-actor', 'same-country-different-place'] as const
    )[i % 3]!;
    if (kind === 'same-actor-different-target') {
      const gang = pick(r, GANGS);
      return { kind, a: story(r, names, { gang }), b: story(r, names, { gang }) };
    }
    if (kind === 'same-type-different-actor') {
      const sector = int(r, 0, SECTORS.length - 1);
      const ga = pick(r, GANGS);
      const gb = GANGS[(GANGS.indexOf(ga) + int(r, 1, GANGS.length - 1)) % GANGS.length]!;
      return { kind, a: story(r, names, { sector, gang: ga }), b: story(r, names, { sector, gang: gb }) };
    }
    const country = names.country();
    return { kind, a: story(r, names, { country }), b: story(r, names, { country }) };
  },
  headlines: [
    'Ransomware attack hits {victim}',
    '{gang} claims attack on {victim}',
    '{city} {sector} crippled by ransomware; {service} disrupted',
    '{victim} says hackers stole {gb} GB of data',
    'Cyberattack forces {victim} to suspend {service}',
    '{gang} gang demands ${ransom}m from {victim}',
    '{adj} {sector} hit by {gang} ransomware',
  ],
  vagueHeadlines: [
    'Ransomware gang leaks {records} records',
    'Cyberattack disrupts {service} for {people}',
    'Hackers demand ${ransom} million after ransomware attack',
    '{sector} systems down after cyberattack',
    'Data of {people} posted on leak site',
  ],
  leads: [
    '{victim} in {city} was hit by a ransomware attack that took down its {systems}, the organisation said.',
    'The {gang} ransomware group claimed responsibility for an attack on {victim}, posting samples of stolen data on its leak site.',
    'A cyberattack on {victim} has disrupted {service} across {sites} sites in {country}, officials said.',
    '{victim} said hackers encrypted its {systems} and demanded a ransom of ${ransom} million.',
    'Criminals using {gang} ransomware broke into the networks of {victim}, in {city}, and stole around {gb} gigabytes of files.',
  ],
  facts: [
    'The {agency} said it was assisting the investigation.',
    'The gang said it had taken {gb} GB of data, including {systems}.',
    '{service} were expected to be disrupted for about {days} days.',
    'Records of about {records} {people} may have been exposed.',
    'Chief information security officer {ciso} said backups were being restored.',
    'The {gang} group listed {victim} on its leak site with a countdown timer.',
    'Staff at {sites} sites switched to pen and paper.',
    'The ransom demand was ${ransom} million in cryptocurrency, according to a screenshot seen by reporters.',
  ],
  quotes: [
    '"We will not pay criminals," a spokesperson for {victim} said.',
    '"This group has been very active this month," said {researcher}, a threat researcher.',
    '"Our priority is keeping {service} running safely," {ciso} said.',
    '"Anyone who receives suspicious messages should report them," the {agency} said.',
  ],
  context: [
    'Ransomware attacks on public bodies have risen sharply this year.',
    'Several gangs have rebranded after police takedowns.',
    'Security firms say initial access is often bought from brokers.',
    'Governments are debating bans on ransom payments.',
  ],
  developments: [
    'The gang later published {gb} GB of files, up from the sample it posted first.',
    '{victim} revised the number of affected {people} to {records}.',
    '{victim} said {service} would be disrupted for at least {days} days.',
    'Police in {country} opened a criminal investigation.',
    '{victim} corrected an earlier statement and said {systems} had also been encrypted.',
  ],
  blogOpeners: [
    'New on the {gang} leak site today: {victim}.',
    'Another {sector} down. Notes on the {victim} incident.',
    'Tracking the {victim} ransomware case.',
  ],
  localAngles: [
    '{people} in {city} were turned away as systems went dark.',
    'Screens at {victim} offices in {city} showed a ransom note.',
    'Families in {city} were told to expect delays to {service}.',
  ],
};

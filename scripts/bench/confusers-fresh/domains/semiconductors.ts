// Semiconductors: two chip-plant investments announced on the same day or a day apart: two companies in
// one country, one company in two places, or two companies in two countries.
import { type Domain, type Names, type Rand, type Story, int, pick } from '../kit.ts';

const PLANTS = [
  { plant: 'wafer fab', product: 'logic chips', node: 'leading-edge' },
  { plant: 'memory fab', product: 'memory chips', node: 'high-bandwidth memory' },
  { plant: 'advanced packaging plant', product: 'chip packages for AI accelerators', node: 'advanced packaging' },
  { plant: 'power-chip fab', product: 'power semiconductors for electric cars', node: 'silicon-carbide' },
];

function story(r: Rand, names: Names, over: { company?: string; country?: { name: string; adj: string } }): Story {
  const country = over.country ?? names.country();
  const p = pick(r, PLANTS);
  return {
    slots: {
      company:
        over.company ?? `${names.brand()} ${pick(r, ['Semiconductor', 'Microelectronics', 'Silicon', 'Chip Corp'])}`,
      country: country.name,
      adj: country.adj,
      city: names.place(),
      plant: p.plant,
      product: p.product,
      node: p.node,
      ceo: names.person(),
      minister: names.person(),
      analyst: names.person(),
      year: String(int(r, 2028, 2031)),
    },
    series: {
      bn: [int(r, 3, 40)],
      jobs: [int(r, 8, 60) * 100],
      subsidy: [int(r, 10, 35)],
      wafers: [int(r, 10, 80) * 1000],
    },
  };
}

export const semiconductors: Domain = {
  key: 'semiconductors',
  outlets: {
    wire: ['Continental Press Wire', 'Northgate News Agency', 'Global Wire Service'],
    local: ['The {city} Post', '{country} Tech Daily', '{city} Business Journal'],
    trade: ['Fab & Foundry', 'Semiconductor Supply Weekly', 'Wafer Watch'],
    blog: ['Transistor Talk (blog)', 'The Die Shot newsletter'],
  },
  dateline: '{city}',
  pair(r, names, i) {
    const kind = (
      ['same-country-different-place', 'same-actor-different-target', 'same-type-different-actor'] as const
    )[i % 3]!;
    if (kind === 'same-country-different-place') {
      const country = names.country();
      return { kind, a: story(r, names, { country }), b: story(r, names, { country }) };
    }
    if (kind === 'same-actor-different-target') {
      const company = `${names.brand()} Semiconductor`;
      return { kind, a: story(r, names, { company }), b: story(r, names, { company }) };
    }
    return { kind, a: story(r, names, {}), b: story(r, names, {}) };
  },
  headlines: [
    '{company} to build ${bn} billion {plant} in {city}',
    '{company} picks {country} for new {plant}',
    '{city} lands {jobs} jobs as {company} commits ${bn}bn',
    '{adj} government backs {company} {plant} with subsidies',
    '{company} plans {node} plant near {city}, production from {year}',
    '${bn}bn chip plant for {city}: {company} confirms',
    '{country} wins {company} {plant}',
  ],
  vagueHeadlines: [
    'Chipmaker commits ${bn} billion to new {plant}',
    'New {plant} to create {jobs} jobs',
    'Another multibillion-dollar chip plant announced',
    '{node} capacity: a new plant, production from {year}',
    'Subsidies seal deal for {plant}',
  ],
  leads: [
    '{company} will invest ${bn} billion in a {plant} in {city}, {country}, the company said, creating about {jobs} jobs.',
    'Chipmaker {company} announced plans for a {plant} near {city} that will make {product} from {year}.',
    'The government of {country} said {company} had chosen {city} for a ${bn} billion {plant}.',
    '{company} confirmed a ${bn}bn investment in {node} production in {country}, its largest outside its home market.',
    'A new {plant} will be built in {city} by {company}, with production of {product} due to start in {year}.',
  ],
  facts: [
    'The plant will produce {product}.',
    'The {adj} government will cover about {subsidy}% of the cost through grants and tax breaks.',
    'Once running, the site is expected to process {wafers} wafers a month.',
    'Construction is due to begin next year, with output from {year}.',
    'About {jobs} people will work at the site when it is complete.',
    '{company} chief executive {ceo} said the site was chosen for its skilled workforce and power supply.',
    'Local officials in {city} said road and water upgrades would be fast-tracked.',
    'Industry minister {minister} called it the largest foreign investment in {country} this decade.',
  ],
  quotes: [
    '"This is a long-term commitment to {country}," {ceo} said at a signing ceremony.',
    '"Chips are the new oil, and we intend to make them here," minister {minister} said.',
    '"The subsidy race is getting expensive for governments," said {analyst}, a semiconductor analyst.',
    '"{city} is ready for this," the town\'s mayor told reporters.',
  ],
  context: [
    'Governments are competing to attract chip production with subsidies.',
    'Demand for AI hardware has pushed chipmakers to expand capacity.',
    'Export controls have reshaped where chipmakers choose to build.',
    'Analysts warn of overcapacity in some chip segments by the end of the decade.',
  ],
  developments: [
    '{company} later said the investment could rise as high as ${bn} billion in a second phase.',
    'The company corrected an earlier statement: production will start in {year}, not earlier.',
    'Unions in {city} welcomed the plan but asked for local hiring commitments.',
    'Shares in {company} rose after the announcement.',
  ],
  blogOpeners: [
    'Big fab news: {company} is going to {country}.',
    'Some thoughts on the {company} {plant} announcement.',
    'Why {city}? Reading between the lines of the {company} deal.',
  ],
  localAngles: [
    'For {city}, a town better known for farming, the news came as a surprise.',
    'Estate agents in {city} are already fielding calls from {company} contractors.',
    'The {city} council met in an emergency session to discuss the plant.',
  ],
};

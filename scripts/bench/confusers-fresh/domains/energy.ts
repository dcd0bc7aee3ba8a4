// Energy markets: two outages at oil facilities (a refinery, a pipeline, an export terminal) on the same day or a day apart.
import { type Domain, type Names, type Rand, type Story, int, pick } from '../kit.ts';

const FACILITIES = ['refinery', 'crude pipeline', 'oil export terminal'];
const CAUSES = [
  { cause: 'a fire', what: 'fire' },
  { cause: 'an explosion', what: 'explosion' },
  { cause: 'a power failure', what: 'power failure' },
  { cause: 'a leak', what: 'leak' },
];

function story(r: Rand, names: Names, over: { company?: string; country?: { name: string; adj: string } }): Story {
  const country = over.country ?? names.country();
  const c = pick(r, CAUSES);
  const injured = int(r, 2, 9);
  const days = int(r, 3, 14);
  return {
    slots: {
      company: over.company ?? `${names.brand()} ${pick(r, ['Energy', 'Petroleum', 'Refining', 'Oil'])}`,
      facility: pick(r, FACILITIES),
      site: names.place(),
      country: country.name,
      adj: country.adj,
      cause: c.cause,
      what: c.what,
      manager: names.person(),
      minister: names.person(),
      analyst: names.person(),
    },
    series: {
      capacity: [int(r, 60, 420)],
      injured: [injured, injured + int(r, 0, 3), injured + int(r, 1, 5), injured + int(r, 2, 6)],
      days: [days, days + int(r, 2, 7)],
      brent: [Number((0.4 + r() * 2).toFixed(1))],
    },
  };
}

export const energy: Domain = {
  key: 'energy',
  outlets: {
    wire: ['Continental Press Wire', 'Northgate News Agency', 'Global Wire Service'],
    local: ['The {site} Gazette', '{site} Evening Post', '{country} Daily'],
    trade: ['Refining Week', 'Crude Flows Monitor', 'Petroleum Intelligence Brief'],
    blog: ['Barrel Notes (blog)', 'The Energy Desk newsletter'],
  },
  dateline: '{site}',
  pair(r, names, i) {
    const kind = (
      ['same-country-different-place', 'same-actor-different-target', 'same-type-different-actor'] as const
    )[i % 3]!;
    const country = names.country();
    const company = `${names.brand()} ${pick(r, ['Energy', 'Petroleum', 'Refining'])}`;
    if (kind === 'same-country-different-place')
      return { kind, a: story(r, names, { country }), b: story(r, names, { country }) };
    if (kind === 'same-actor-different-target')
      return {
        kind,
        a: story(r, names, { company, country }),
        b: story(r, names, { company, country: r() < 0.5 ? country : undefined }),
      };
    return { kind, a: story(r, names, {}), b: story(r, names, {}) };
  },
  headlines: [
    '{what} halts {company} {facility} in {site}',
    '{company} shuts {site} {facility} after {cause}',
    '{adj} {facility} at {site} offline; {injured} workers hurt',
    '{country} loses {capacity},000 barrels a day as {site} {facility} stops',
    '{site} {facility} to stay shut for {days} days, {company} says',
    'Crews battle {what} at {company} site near {site}',
    '{company} declares outage at {site}',
  ],
  vagueHeadlines: [
    'Oil prices edge up after {facility} {what}',
    '{what} knocks out {capacity},000 barrels a day of capacity',
    'Workers injured as {what} forces {facility} shutdown',
    'Operator says {facility} restart could take {days} days',
    'Brent gains on fresh supply outage',
  ],
  leads: [
    '{company} shut its {facility} at {site} in {country} after {cause}, injuring {injured} workers.',
    '{cause} forced {company} to halt its {site} {facility}, taking about {capacity},000 barrels a day out of {adj} supply.',
    'Operations at the {site} {facility}, run by {company}, were suspended after {cause}, the company said.',
    'The {facility} in {site}, in {country}, stopped working after {cause}, its operator {company} said.',
    "Output of roughly {capacity},000 barrels per day went offline when {cause} hit {company}'s {facility} near {site}.",
  ],
  facts: [
    'The {facility} handles about {capacity},000 barrels a day.',
    '{company} said it expected the {facility} to be out of service for about {days} days.',
    'Emergency services said {injured} workers were taken to hospital.',
    'Firefighters sealed off the area around the {site} plant and residents were told to keep windows closed.',
    'Plant manager {manager} said the cause of the {what} was under investigation.',
    'The {adj} energy ministry said fuel stocks were sufficient to cover the gap.',
    'Brent crude rose {brent}% in early trading after the outage was reported.',
    'The site employs several hundred people and is one of the largest in {country}.',
  ],
  quotes: [
    '"Our first priority is the safety of our people," {manager} of {company} said.',
    '"There is no risk to fuel supply for households," energy minister {minister} told reporters in {country}.',
    '"The market was already tight, so every barrel offline matters," said {analyst}, an oil analyst.',
    '"We heard a loud bang and then saw black smoke over the {facility}," one {site} resident said.',
  ],
  context: [
    'Outages at large facilities tend to lift regional product margins for several days.',
    'Traders are watching inventories closely ahead of the summer driving season.',
    'OPEC+ has kept output targets unchanged at its last meeting.',
    'Diesel cracks have been volatile this quarter on a run of unplanned shutdowns.',
  ],
  developments: [
    'The number of injured rose to {injured} from {injured_prev}, hospital officials said later.',
    '{company} later revised its restart estimate to {days} days.',
    'By evening the {what} at {site} was under control, the fire service said.',
    'Regulators in {country} said they had opened an inquiry into the {site} incident.',
    'An earlier report giving {injured_prev} injured was corrected to {injured} by the company.',
  ],
  blogOpeners: [
    "Another unplanned outage, this time at {company}'s {site} {facility}.",
    'Quick note on the {site} {what}: the numbers matter more than the headlines.',
    "If you trade products, the {company} shutdown in {country} is today's story.",
  ],
  localAngles: [
    'Residents of {site} woke to sirens.',
    'Smoke was visible across {site} for much of the morning.',
    'Families of workers at the {site} plant gathered outside the gates.',
  ],
};

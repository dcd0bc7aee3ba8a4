// Maritime shipping: two port strikes (dockworkers walk out over pay or automation) on the same day or a day apart.
import { type Domain, type Names, type Rand, type Story, int, pick } from '../kit.ts';

const ISSUES = [
  { issue: 'pay', demand: 'a pay rise of {raise}%' },
  { issue: 'automation', demand: 'guarantees that automated cranes will not cost jobs' },
  { issue: 'shift patterns', demand: 'an end to twelve-hour shifts' },
];

function story(
  r: Rand,
  names: Names,
  over: { country?: { name: string; adj: string }; operator?: string; union?: string },
): Story {
  const country = over.country ?? names.country();
  const port = names.place();
  const iss = pick(r, ISSUES);
  const ships = int(r, 6, 30);
  return {
    slots: {
      port,
      terminal: `${names.surname()} ${pick(r, ['Quay', 'Terminal', 'Docks'])}`,
      country: country.name,
      adj: country.adj,
      union:
        over.union ?? `${names.brand()} ${pick(r, ['Dockers Union', 'Port Workers Federation', 'Stevedores Guild'])}`,
      operator: over.operator ?? `${names.brand()} ${pick(r, ['Terminals', 'Port Holdings', 'Container Services'])}`,
      issue: iss.issue,
      demand: iss.demand,
      leader: names.person(),
      harbourmaster: names.person(),
      shipper: `${names.brand()} Line`,
    },
    series: {
      ships: [ships, ships + int(r, 3, 9), ships + int(r, 8, 16), ships + int(r, 12, 25)],
      workers: [int(r, 4, 40) * 100],
      hours: [pick(r, [24, 48, 72])],
      raise: [int(r, 6, 15)],
      boxes: [int(r, 8, 60) * 1000],
    },
  };
}

export const maritime: Domain = {
  key: 'maritime',
  outlets: {
    wire: ['Continental Press Wire', 'Northgate News Agency', 'Global Wire Service'],
    local: ['The {port} Harbour News', '{port} Courier', 'The {country} Tribune'],
    trade: ['Box Trade Weekly', 'Port Logistics Journal', 'Liner Market Report'],
    blog: ['Supply Chain Scratchpad (blog)', 'The Freight Nerd newsletter'],
  },
  dateline: '{port}',
  pair(r, names, i) {
    const kind = (
      ['same-country-different-place', 'same-actor-different-target', 'same-type-different-actor'] as const
    )[i % 3]!;
    const country = names.country();
    if (kind === 'same-country-different-place')
      return { kind, a: story(r, names, { country }), b: story(r, names, { country }) };
    if (kind === 'same-actor-different-target') {
      const operator = `${names.brand()} Terminals`;
      return { kind, a: story(r, names, { operator }), b: story(r, names, { operator }) };
    }
    return { kind, a: story(r, names, {}), b: story(r, names, {}) };
  },
  headlines: [
    'Dockworkers strike at {port}, {ships} ships wait',
    'Strike shuts container terminals at port of {port}',
    '{union} walks out at {port} over {issue}',
    '{port} port grinds to a halt as {workers} dockers strike',
    '{operator} hit by {hours}-hour stoppage at {port}',
    'Ships queue off {port} as {adj} port strike begins',
    '{country}: {port} dockers down tools over {issue}',
  ],
  vagueHeadlines: [
    'Port strike leaves {ships} vessels at anchor',
    'Dockers walk out in dispute over {issue}',
    'Container terminal stoppage adds to shipping delays',
    'Stevedores start {hours}-hour strike',
    'Box lines divert calls as dock strike bites',
  ],
  leads: [
    'About {workers} dockworkers at the port of {port} in {country} walked off the job, halting container handling at terminals run by {operator}.',
    'Members of the {union} began a {hours}-hour strike at {port}, demanding {demand}.',
    'Container traffic at {port} stopped after the {union} called out its members in a dispute with {operator} over {issue}.',
    'A strike by dock workers paralysed {adj} port {port}, leaving {ships} vessels waiting at anchor.',
    'Cranes stood idle at {port} as {workers} stevedores struck over {issue}.',
  ],
  facts: [
    'The harbour master said {ships} ships were waiting at anchor outside {port}.',
    'The terminal normally handles around {boxes} containers a week.',
    'The {union} is demanding {demand}.',
    '{operator} said it had offered talks and called the stoppage disproportionate.',
    'Shipping line {shipper} said it would skip {port} on its next two sailings.',
    'The strike is due to last {hours} hours unless talks resume.',
    'Trucks were turned away at the gates of the {terminal}.',
    'Perishable cargo was being rerouted to other ports in {country}.',
  ],
  quotes: [
    '"We have been patient for a year; now the port stops," union leader {leader} told a rally at {port}.',
    '"Every day of this costs the region money," harbour master {harbourmaster} said.',
    '"We remain open to dialogue," {operator} said in a statement.',
    '"Customers should expect delays of a week or more," a spokesperson for {shipper} said.',
  ],
  context: [
    'Freight rates on the main east-west lanes have risen for three weeks running.',
    'Port labour disputes have multiplied this year as automation spreads.',
    "Shippers are still rebuilding buffers after last year's congestion.",
    'Insurers and forwarders warned of knock-on delays for importers.',
  ],
  developments: [
    'By the afternoon the queue had grown to {ships} ships, up from {ships_prev} in the morning.',
    'Workers at the {terminal} within the same port joined the walkout later in the day, the union said.',
    'The {union} said talks with {operator} had broken down and the strike would continue.',
    '{operator} corrected its earlier statement and said no cargo had been damaged.',
    'Police were called to the {terminal} gate, where strikers blocked lorries.',
  ],
  blogOpeners: [
    'Another port, another strike: this time {port}.',
    'Short thread on what the {port} walkout means for your boxes.',
    'If you have containers routed via {port} this week, read on.',
  ],
  localAngles: [
    'The usual roar of the container cranes at {port} fell silent.',
    'Lorry drivers queued for kilometres outside {port} on the ring road.',
    'Strikers lit braziers at the gates of the {terminal}.',
  ],
};

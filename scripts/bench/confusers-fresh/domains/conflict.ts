// Armed conflict in Eastern Europe: two strikes on different towns (a power station, a rail depot, a
// grain store), by the same side or by the two sides, on the same day or a day apart. Towns and
// officials are made up.
import { type Domain, type Names, type Rand, type Story, int, pick } from '../kit.ts';

const TARGETS = ['a power substation', 'a rail depot', 'a grain warehouse', 'a fuel depot', 'an apartment block'];
const SIDES = [
  { attacker: 'Russian', victim: 'Ukraine', victimAdj: 'Ukrainian', force: "Ukraine's air force" },
  { attacker: 'Ukrainian', victim: 'Russia', victimAdj: 'Russian', force: "Russia's defence ministry" },
];

function story(r: Rand, names: Names, over: { region?: string; side?: number; target?: string }): Story {
  const side = SIDES[over.side ?? 0]!;
  const dead = int(r, 1, 6);
  const hurt = int(r, 4, 25);
  return {
    slots: {
      city: names.place(),
      region: over.region ?? names.place(),
      target: over.target ?? pick(r, TARGETS),
      attacker: side.attacker,
      victim: side.victim,
      victimAdj: side.victimAdj,
      force: side.force,
      governor: names.person(),
      mayor: names.person(),
      weapon: pick(r, ['drones', 'missiles', 'drones and missiles']),
    },
    series: {
      dead: [dead, dead + int(r, 0, 2), dead + int(r, 1, 4), dead + int(r, 2, 5)],
      hurt: [hurt, hurt + int(r, 2, 8), hurt + int(r, 4, 12)],
      drones: [int(r, 12, 90)],
      downed: [int(r, 6, 11)],
      homes: [int(r, 2, 40) * 100],
    },
  };
}

export const conflict: Domain = {
  key: 'conflict',
  outlets: {
    wire: ['Continental Press Wire', 'Northgate News Agency', 'Global Wire Service'],
    local: ['{city} Pravda', 'The {region} Region Herald', '{region} Online'],
    trade: ['Defence Monitor', 'Eastern Front Digest', 'Conflict Tracker Weekly'],
    blog: ['Front Line Notes (blog)', 'The OSINT Ledger newsletter'],
  },
  dateline: '{city}',
  pair(r, names, i) {
    const kind = (
      ['same-country-different-place', 'same-actor-different-target', 'same-type-different-actor'] as const
    )[i % 3]!;
    if (kind === 'same-country-different-place') {
      const region = names.place();
      const side = r() < 0.75 ? 0 : 1;
      return { kind, a: story(r, names, { region, side }), b: story(r, names, { region, side }) };
    }
    if (kind === 'same-actor-different-target') {
      const side = r() < 0.75 ? 0 : 1;
      const [ta, tb] = [pick(r, TARGETS), pick(r, TARGETS)];
      return {
        kind,
        a: story(r, names, { side, target: ta }),
        b: story(r, names, { side, target: tb === ta ? TARGETS[(TARGETS.indexOf(ta) + 1) % TARGETS.length]! : tb }),
      };
    }
    const target = pick(r, TARGETS);
    return { kind, a: story(r, names, { side: 0, target }), b: story(r, names, { side: 1, target }) };
  },
  headlines: [
    '{attacker} strike on {city} kills {dead}',
    '{weapon} hit {target} in {city}, {region} region',
    '{dead} dead, {hurt} injured after overnight attack on {city}',
    '{city} hit as {attacker} forces target {target}',
    'Governor {governor}: {city} attack leaves {dead} dead',
    'Overnight strike on {city} knocks out power to {homes} homes',
    '{region} region: {target} in {city} struck by {weapon}',
  ],
  vagueHeadlines: [
    'Overnight {weapon} attack kills {dead}, officials say',
    '{attacker} {weapon} strike {target}; casualties reported',
    'Air defences down {downed} of {drones} drones in night raid',
    'Deadly strike hits {victimAdj} town overnight',
    'Rescue teams search rubble after strike on {target}',
  ],
  leads: [
    '{attacker} {weapon} struck {target} in the town of {city} overnight, killing {dead} people and wounding {hurt}, regional governor {governor} said.',
    "At least {dead} people were killed when {weapon} hit {target} in {city} in {victim}'s {region} region.",
    '{target} in {city} was hit in an overnight attack, officials in the {region} region said, with {hurt} people injured.',
    'An overnight {attacker} attack on {city} damaged {target} and left {dead} dead, according to local authorities.',
    'Emergency crews in {city} worked through the night after {weapon} struck {target}.',
  ],
  facts: [
    '{force} said it shot down {downed} of {drones} drones launched overnight.',
    'Power was cut to about {homes} homes in and around {city}.',
    'Governor {governor} said {hurt} people had been taken to hospital.',
    'Mayor {mayor} said the damaged buildings in {city} would be inspected before residents could return.',
    'Air-raid sirens sounded across the {region} region for more than three hours.',
    'Photographs released by local officials showed a burnt-out building and craters in {city}.',
    'The attack on {target} in {city} was the heaviest on the town in weeks, residents said.',
  ],
  quotes: [
    '"This was a deliberate attack on civilians," governor {governor} wrote on his official channel.',
    '"We will restore power to {city} as fast as we can," mayor {mayor} said.',
    '"The sound woke everybody, then the windows blew in," a resident of {city} said.',
    '"Air defence worked, but not everything was intercepted," {force} said in a statement.',
  ],
  context: [
    'Both sides have stepped up long-range drone attacks in recent months.',
    'Ceasefire talks have stalled since the last round of negotiations.',
    'Strikes on energy and rail infrastructure have intensified ahead of winter.',
    'Western allies are debating further deliveries of air-defence systems.',
  ],
  developments: [
    'The death toll in {city} rose to {dead} from {dead_prev} as rescuers pulled more bodies from the rubble.',
    'Officials raised the number of injured to {hurt}.',
    'Governor {governor} later corrected an earlier statement and said {dead} people, not {dead_prev}, had died.',
    'Power was partly restored in {city} by the evening, the regional energy company said.',
    'A day of mourning was declared in {city}.',
  ],
  blogOpeners: [
    "Last night's {weapon} on {city}: what we can verify so far.",
    'Geolocated footage from {city} shows the strike on {target}.',
    'A quick look at the overnight attack in the {region} region.',
  ],
  localAngles: [
    'Residents of {city} spent the night in basements and shelters.',
    'Volunteers in {city} handed out water and blankets near the damaged buildings.',
    'Schools in {city} moved to remote lessons after the attack.',
  ],
};

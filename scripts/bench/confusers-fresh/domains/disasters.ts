// Natural disasters: two earthquakes or two floods on the same day or a day apart, in two towns of one
// country or in two countries; or a quake and a flood in one province.
import { type Domain, type Names, type Rand, type Story, int } from '../kit.ts';

function hazard(r: Rand, kind: 'quake' | 'flood') {
  if (kind === 'quake') {
    const mag = (5.4 + int(r, 0, 18) / 10).toFixed(1);
    const depth = int(r, 8, 60);
    return {
      hazard: 'earthquake',
      short: 'quake',
      event: `a magnitude ${mag} earthquake`,
      verb: 'shook',
      measure: `The quake measured magnitude ${mag} at a depth of ${depth} km, the national seismological institute said.`,
      agency: 'seismological institute',
      damage: 'collapsed buildings',
    };
  }
  const rain = int(r, 120, 340);
  return {
    hazard: 'flood',
    short: 'floods',
    event: 'flash floods',
    verb: 'swept through',
    measure: `About ${rain} mm of rain fell in 24 hours, the weather service said.`,
    agency: 'weather service',
    damage: 'washed-out roads and bridges',
  };
}

function story(
  r: Rand,
  names: Names,
  over: { country?: { name: string; adj: string }; province?: string; kind: 'quake' | 'flood' },
): Story {
  const country = over.country ?? names.country();
  const dead = int(r, 2, 20);
  return {
    slots: {
      ...hazard(r, over.kind),
      country: country.name,
      adj: country.adj,
      province: over.province ?? names.place(),
      town: names.place(),
      village: names.place(),
      official: names.person(),
      mayor: names.person(),
    },
    series: {
      dead: [dead, dead + int(r, 1, 6), dead + int(r, 4, 15), dead + int(r, 8, 30)],
      missing: [int(r, 5, 40), int(r, 3, 30), int(r, 1, 20)],
      displaced: [int(r, 2, 60) * 100, int(r, 40, 120) * 100],
      homes: [int(r, 40, 900)],
    },
  };
}

export const disasters: Domain = {
  key: 'disasters',
  outlets: {
    wire: ['Continental Press Wire', 'Northgate News Agency', 'Global Wire Service'],
    local: ['The {town} Chronicle', '{province} Today', '{country} Evening News'],
    trade: ['Hazard Report', 'Disaster Response Weekly', 'Relief Operations Bulletin'],
    blog: ['Quake & Storm Watch (blog)', 'The Hazard Map newsletter'],
  },
  dateline: '{town}',
  pair(r, names, i) {
    const kind = (['same-country-different-place', 'same-type-different-actor', 'same-place-different-what'] as const)[
      i % 3
    ]!;
    const h = r() < 0.5 ? 'quake' : 'flood';
    if (kind === 'same-country-different-place') {
      const country = names.country();
      return { kind, a: story(r, names, { country, kind: h }), b: story(r, names, { country, kind: h }) };
    }
    if (kind === 'same-type-different-actor')
      return { kind, a: story(r, names, { kind: h }), b: story(r, names, { kind: h }) };
    const country = names.country();
    const province = names.place();
    return {
      kind,
      a: story(r, names, { country, province, kind: h }),
      b: story(r, names, { country, province, kind: h === 'quake' ? 'flood' : 'quake' }),
    };
  },
  headlines: [
    "{hazard} kills {dead} in {country}'s {province} province",
    '{event} {verb} {town}; {dead} dead',
    '{town} counts the dead after {short}',
    '{adj} {short}: {dead} killed, {missing} missing',
    'Rescuers search for survivors in {town} after {hazard}',
    '{displaced} homeless after {short} in {province}',
    '{dead} dead in {town} {short}, officials say',
  ],
  vagueHeadlines: [
    'Deadly {hazard} leaves {dead} dead and {missing} missing',
    'Thousands displaced by {short}',
    'Rescue teams race against time after {hazard}',
    'Death toll from {hazard} rises',
    '{hazard} damages {homes} homes',
  ],
  leads: [
    "{event} {verb} {town} in {country}'s {province} province, killing at least {dead} people, officials said.",
    'At least {dead} people died and {missing} were missing after {event} hit the {province} region of {country}.',
    'Rescuers in {town} dug through debris after {event} left {dead} people dead.',
    '{event} in {province} province killed {dead} and forced {displaced} people from their homes, {adj} authorities said.',
    'The {hazard} struck near {town}, damaging {homes} homes and killing {dead}, the civil protection agency said.',
  ],
  facts: [
    '{measure}',
    'About {displaced} people spent the night in emergency shelters.',
    'The civil protection agency said {homes} homes were damaged or destroyed.',
    'Rescue teams reported {damage} around {village}.',
    'Army units were sent to {province} to help with the search.',
    'Schools in {town} were turned into shelters.',
    'Power and phone lines were down in parts of {province}.',
    '{missing} people were still unaccounted for, officials said.',
  ],
  quotes: [
    '"We are doing everything we can to reach the villages cut off," civil protection chief {official} said.',
    '"The whole street is gone," a resident of {town} told local television.',
    '"We need tents, water and medicine," mayor {mayor} of {town} said.',
    '"Teams will work through the night," {official} said.',
  ],
  context: [
    'The region is prone to such disasters, and building codes are unevenly enforced.',
    'Scientists say extreme rainfall events are becoming more frequent.',
    'International relief agencies said they were ready to help if asked.',
    'The country has faced several deadly disasters in the past decade.',
  ],
  developments: [
    'The death toll rose to {dead} from {dead_prev} as rescuers reached outlying villages.',
    'Officials revised the number of missing down to {missing}.',
    'The government declared three days of national mourning.',
    'The number of people in shelters rose to {displaced}.',
    '{adj} officials corrected an earlier figure and said {dead} people had died.',
  ],
  blogOpeners: [
    'Another deadly {hazard}, this time in {country}.',
    'Following the {town} {short} closely: here is what we know.',
    "Notes on today's {hazard} in {province}.",
  ],
  localAngles: [
    'Residents of {town} spent the night outdoors.',
    'In {village}, neighbours pulled each other from the rubble and mud.',
    'Volunteers in {town} set up a kitchen in the main square.',
  ],
};

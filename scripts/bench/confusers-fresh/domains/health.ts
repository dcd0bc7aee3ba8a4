// Public health: two outbreaks on the same day or a day apart: one disease in two provinces of one
// country, one disease in two countries, or two diseases in one province.
import { type Domain, type Names, type Rand, type Story, int, pick } from '../kit.ts';

const DISEASES = [
  { disease: 'cholera', spread: 'contaminated water', sign: 'acute watery diarrhoea' },
  { disease: 'measles', spread: 'low vaccination coverage', sign: 'fever and rash' },
  { disease: 'dengue', spread: 'mosquitoes after heavy rains', sign: 'high fever and joint pain' },
  { disease: 'mpox', spread: 'close contact', sign: 'skin lesions' },
  { disease: 'diphtheria', spread: 'gaps in childhood immunisation', sign: 'sore throat and fever' },
  { disease: 'typhoid', spread: 'unsafe food and water', sign: 'prolonged fever' },
];

function story(
  r: Rand,
  names: Names,
  over: { country?: { name: string; adj: string }; province?: string; disease?: number },
): Story {
  const country = over.country ?? names.country();
  const d = DISEASES[over.disease ?? int(r, 0, DISEASES.length - 1)]!;
  const cases = int(r, 20, 400);
  const deaths = int(r, 1, 9);
  return {
    slots: {
      country: country.name,
      adj: country.adj,
      province: over.province ?? names.place(),
      town: names.place(),
      disease: d.disease,
      spread: d.spread,
      sign: d.sign,
      official: names.person(),
      doctor: names.person(),
      hospital: `${names.surname()} ${pick(r, ['General Hospital', 'District Hospital', 'Memorial Clinic'])}`,
    },
    series: {
      cases: [cases, cases + int(r, 10, 80), cases + int(r, 40, 200), cases + int(r, 90, 400)],
      deaths: [deaths, deaths + int(r, 0, 3), deaths + int(r, 1, 6), deaths + int(r, 2, 9)],
      beds: [int(r, 30, 200)],
      doses: [int(r, 20, 300) * 1000],
    },
  };
}

export const health: Domain = {
  key: 'health',
  outlets: {
    wire: ['Continental Press Wire', 'Northgate News Agency', 'Global Wire Service'],
    local: ['The {province} Herald', '{town} Weekly', '{country} Morning News'],
    trade: ['Outbreak Watch', 'Global Health Bulletin', 'Epidemiology Weekly'],
    blog: ['The Contagion Desk (blog)', 'Field Epi Notes newsletter'],
  },
  dateline: '{town}',
  pair(r, names, i) {
    const kind = (['same-country-different-place', 'same-type-different-actor', 'same-place-different-what'] as const)[
      i % 3
    ]!;
    const disease = int(r, 0, DISEASES.length - 1);
    if (kind === 'same-country-different-place') {
      const country = names.country();
      return { kind, a: story(r, names, { country, disease }), b: story(r, names, { country, disease }) };
    }
    if (kind === 'same-type-different-actor')
      return { kind, a: story(r, names, { disease }), b: story(r, names, { disease }) };
    const country = names.country();
    const province = names.place();
    const other = (disease + int(r, 1, DISEASES.length - 1)) % DISEASES.length;
    return {
      kind,
      a: story(r, names, { country, province, disease }),
      b: story(r, names, { country, province, disease: other }),
    };
  },
  headlines: [
    '{disease} outbreak in {province} province: {cases} cases, {deaths} deaths',
    '{country} declares {disease} outbreak in {province}',
    '{disease} cases climb in {town} as health officials scramble',
    'Health ministry confirms {disease} in {province}',
    '{town} hospital overwhelmed by {disease} patients',
    '{adj} authorities launch {disease} vaccination drive in {province}',
    '{deaths} dead as {disease} spreads in {province}',
  ],
  vagueHeadlines: [
    '{disease} outbreak declared; {cases} suspected cases',
    'Health officials race to contain {disease}',
    'Outbreak of {disease} kills {deaths}',
    '{disease}: what we know about the new cluster',
    'Vaccination campaign begins after {disease} cases rise',
  ],
  leads: [
    'Health authorities in {country} declared an outbreak of {disease} in {province} province after {cases} suspected cases and {deaths} deaths.',
    'An outbreak of {disease} in the {province} province of {country} has infected {cases} people, the health ministry said.',
    '{disease} has killed {deaths} people around {town}, local health officials said, with {cases} cases recorded.',
    'The health ministry of {country} confirmed {cases} cases of {disease} in and around {town}.',
    'Doctors in {town} reported a sharp rise in {disease} cases, prompting {adj} officials to declare an outbreak.',
  ],
  facts: [
    'Officials believe the outbreak is linked to {spread}.',
    'Patients presented with {sign}, doctors at {hospital} said.',
    'The ministry said {doses} vaccine doses were being sent to {province}.',
    '{hospital} has opened {beds} extra beds for patients.',
    'Schools in {town} were asked to report absences daily.',
    'Laboratory tests confirmed {disease} in samples sent to the national reference lab.',
    'Teams were going door to door in {town} to trace contacts.',
    'The World Health Organization said it was in contact with {adj} authorities.',
  ],
  quotes: [
    '"We are seeing new patients every hour," said Dr {doctor} at {hospital}.',
    '"The situation is serious but under control," health official {official} told reporters.',
    '"People should boil water and seek care at the first sign of illness," {official} said.',
    '"We need more staff and more supplies," Dr {doctor} said.',
  ],
  context: [
    'Outbreaks of this kind tend to peak within weeks if contact tracing holds.',
    'Health systems in the region are stretched by staff shortages.',
    'Vaccination coverage fell in many countries during recent years.',
    'Funding cuts have slowed surveillance in several regions.',
  ],
  developments: [
    'The case count rose to {cases} from {cases_prev}, the ministry said in an update.',
    'The death toll climbed to {deaths}.',
    'Officials corrected an earlier figure: {deaths} deaths, not {deaths_prev}, have been confirmed.',
    'A second cluster of cases was found in a village near {town}.',
    'The ministry extended the vaccination campaign to neighbouring districts of {province}.',
  ],
  blogOpeners: [
    'New {disease} outbreak in {country}. Some early numbers.',
    'What the {province} {disease} cluster tells us so far.',
    'Keeping an eye on {disease} in {town} this week.',
  ],
  localAngles: [
    'Queues formed outside {hospital} in {town} from early morning.',
    'Parents in {town} kept children home as {disease} cases rose.',
    'Market traders in {town} said business had dropped since the outbreak was declared.',
  ],
};

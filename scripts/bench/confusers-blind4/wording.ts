// Wording that belongs to one article or one story rather than to a kind of happening: each outlet
// rephrases as it likes (paraphrase), and each story has its own people saying their own things
// (storyQuotes), so two different events of one kind share domain words, not sentences.
import { type Rng, chance, person, pick } from './world.ts';

/** Phrase alternatives an outlet may swap in, each occurrence on its own (lower-case, whole words). */
const SWAPS: string[][] = [
  ['the next day', 'the following day', 'a day later', 'on the second day'],
  ['said in a statement', 'said in a written statement', 'said in a press note'],
  ['officials said', 'authorities said', 'according to officials'],
  ['at least', 'no fewer than'],
  ['about', 'roughly', 'around', 'some'],
  ['more than', 'over'],
  ['after', 'following'],
  ['halted', 'stopped', 'suspended'],
  ['stopped', 'halted', 'brought to a standstill'],
  ['shut', 'closed'],
  ['began', 'started'],
  ['rose', 'climbed', 'increased'],
  ['fell', 'dropped', 'declined'],
  ['announced', 'said', 'declared'],
  ['residents', 'locals', 'inhabitants'],
  ['workers', 'employees', 'staff'],
  ['homes', 'households', 'dwellings'],
  ['company', 'firm', 'group'],
  ['biggest', 'largest'],
  ['launched', 'started', 'kicked off'],
  ['opened', 'inaugurated'],
  ['warned', 'cautioned'],
  ['forced', 'compelled'],
  ['expected', 'forecast'],
  ['later', 'subsequently', 'afterwards'],
  ['people', 'persons', 'individuals'],
  ['hours', 'hours on end'],
  ['nearby', 'neighbouring'],
];
const RULES = SWAPS.map((alts) => ({
  re: new RegExp(`\\b(${alts.map((a) => a.replace(/ /g, '\\s')).join('|')})\\b`, 'g'),
  alts,
}));

/** One outlet's rewording of a text: phrase swaps, per cents spelled out or not, quotes turned round. */
export function paraphrase(r: Rng, text: string): string {
  let out = text;
  for (const { re, alts } of RULES) out = out.replace(re, (m) => (chance(r, 0.5) ? pick(r, alts) : m));
  out = out.replace(/(\d)%/g, (m, d: string) => (chance(r, 0.4) ? `${d} per cent` : m));
  // "Quote," Someone said.  ->  Someone said: "Quote."
  out = out.replace(/"([^"]+),"\s([A-Z][^".]{2,60}?) said\./g, (m, q: string, who: string) =>
    chance(r, 0.4) ? `${who} said: "${q}."` : m,
  );
  return out;
}

const ROLES = [
  'a spokeswoman',
  'a spokesman',
  'a senior official',
  'a local councillor',
  'an analyst',
  'a witness',
  'a union representative',
  'a retired engineer',
  'a shop owner',
  'a regional administrator',
];
const OPEN = [
  'Honestly,',
  'Right now',
  'For the moment',
  'Frankly',
  'Look,',
  'As of tonight',
  'In all my years',
  'Today',
  '',
  '',
];
const CORE: Record<string, string[]> = {
  'central-banks': [
    'savers will feel this before borrowers do',
    'the signal matters more than the size',
    'credibility is all a central bank has',
    'nobody in the market was fully ready for it',
    'the currency will do some of the work',
    'small firms will ask their bankers hard questions',
  ],
  energy: [
    'the tanks at the depot will not last long',
    'every lost barrel shows up at the pump',
    'the engineers have not slept',
    'we warned about maintenance for years',
    'there is no spare capacity in the region',
    'the winter stock was already thin',
  ],
  maritime: [
    'the queue of ships grows every hour',
    'shippers are already rerouting boxes',
    'the quay was built for smaller ships',
    'insurers will look closely at this',
    'nobody moves a container for free',
    'the harbour master has been on the phone all day',
  ],
  conflict: [
    'the basement shook like paper',
    'we packed one bag and left',
    'they will try again tonight',
    'the air defence crews did what they could',
    'the children no longer ask what the sirens mean',
    'there is no quiet week any more',
  ],
  health: [
    'the laboratory is working around the clock',
    'clean water is the first medicine',
    'families should not wait to seek care',
    'the nurses have been extraordinary',
    'we tracked every contact we could find',
    'the district has not seen this for a decade',
  ],
  disasters: [
    'the road to the valley is cut',
    'we lost everything in ten minutes',
    'the volunteers arrived before the army',
    'the old houses could not take it',
    'we are still counting',
    'the sirens came too late for some',
  ],
  semiconductors: [
    'a clean room does not forgive mistakes',
    'customers will want a date, not a promise',
    'the talent pool is the real bottleneck',
    'the water and power bills alone are enormous',
    'this is about the next decade, not the next quarter',
    'supply contracts will be rewritten',
  ],
  elections: [
    'the map has changed overnight',
    'turnout in the villages surprised everyone',
    'the coalition arithmetic is brutal',
    'voters wanted a different tone',
    'nobody can govern alone now',
    'the campaign starts again tomorrow',
  ],
  cyber: [
    'the backups saved us',
    'the attackers were inside for weeks',
    'we are rebuilding the network machine by machine',
    'paying only funds the next attack',
    'staff are back to pen and paper',
    'the logs tell most of the story',
  ],
};

/** Two quotes belonging to one story: its own speakers and its own words. */
export function storyQuotes(r: Rng, domain: string): string[] {
  return [0, 1].map(() => {
    const who = chance(r, 0.5) ? `${person(r).name}, ${pick(r, ROLES).replace(/^an? /, '')},` : pick(r, ROLES);
    const open = pick(r, OPEN);
    const core = pick(r, CORE[domain]!);
    const text = open ? `${open} ${core}` : core.charAt(0).toUpperCase() + core.slice(1);
    return chance(r, 0.5)
      ? `"${text}," ${who} said.`
      : `${who.charAt(0).toUpperCase() + who.slice(1)} said: "${text}."`;
  });
}

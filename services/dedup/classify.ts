import type { EVENT_TYPES } from '../../schemas/api/event.ts';
import { contentTokens } from './text.ts';

export type EventType = (typeof EVENT_TYPES)[number];

// Stemmed cue words per event type (contentTokens stems them the same way), most specific first.
const CUES: [EventType, string[]][] = [
  [
    'disaster',
    [
      'earthquake',
      'quake',
      'magnitude',
      'tsunami',
      'cyclone',
      'typhoon',
      'hurricane',
      'flood',
      'flooding',
      'wildfire',
      'landslide',
      'eruption',
      'volcano',
      'heatwave',
      'drought',
      'storm',
      'tornado',
      'evacuation',
      'evacuate',
      'aftershock',
    ],
  ],
  [
    'security',
    [
      'ransomware',
      'cyberattack',
      'hacker',
      'breach',
      'malware',
      'vulnerability',
      'exploit',
      'terror',
      'terrorist',
      'police',
      'arrest',
      'shooting',
      'hostage',
      'espionage',
      'spy',
      'leak',
      // How desks write a break-in on computers without a profile's words: "billing hack", "intrusion", "the attacker".
      'hack',
      'intrusion',
      'intruder',
      'attacker',
    ],
  ],
  [
    'health',
    [
      'outbreak',
      'virus',
      'vaccine',
      'epidemic',
      'pandemic',
      'cholera',
      'measle',
      'influenza',
      'infection',
      'hospital',
      'disease',
      'patient',
      'mpox',
      'ebola',
      'dengue',
      'who',
    ],
  ],
  [
    'conflict',
    [
      'war',
      'missile',
      'drone',
      'shelling',
      'troop',
      'offensive',
      'airstrike',
      'strike',
      'frontline',
      'front',
      'artillery',
      'killed',
      'soldier',
      'army',
      'military',
      'attack',
      'invasion',
      'ceasefire',
      'rebel',
      'militant',
      'bomb',
      'combat',
    ],
  ],
  [
    'energy',
    [
      'oil',
      'crude',
      'brent',
      'opec',
      'gas',
      'lng',
      'refinery',
      'pipeline',
      'barrel',
      'power',
      'grid',
      'electricity',
      'nuclear',
      'coal',
      'solar',
      'wind',
      'energy',
      'fuel',
      'blackout',
    ],
  ],
  [
    'markets',
    [
      'stock',
      'shares',
      'index',
      'bond',
      'yield',
      'currency',
      'dollar',
      'euro',
      'yen',
      'investor',
      'rally',
      'selloff',
      'nasdaq',
      'dow',
      'futures',
      'market',
    ],
  ],
  [
    'economy',
    [
      'inflation',
      'interest',
      'rate',
      'central',
      'bank',
      'gdp',
      'recession',
      'unemployment',
      'job',
      'economy',
      'economic',
      'growth',
      'budget',
      'debt',
      'tax',
      'cpi',
      'fed',
      'ecb',
      'monetary',
    ],
  ],
  [
    'trade',
    [
      'tariff',
      'export',
      'import',
      'trade',
      'sanction',
      'embargo',
      'shipping',
      'port',
      'container',
      'freight',
      'cargo',
      'vessel',
      'canal',
      'supply',
      'chain',
      'customs',
      'wto',
    ],
  ],
  [
    'technology',
    [
      'chip',
      'semiconductor',
      'ai',
      'artificial',
      'intelligence',
      'software',
      'foundry',
      'fab',
      'wafer',
      'smartphone',
      'satellite',
      'quantum',
      'startup',
      'tech',
      'lithography',
      'accelerator',
    ],
  ],
  [
    'legal',
    [
      'court',
      'judge',
      'lawsuit',
      'ruling',
      'trial',
      'verdict',
      'supreme',
      'prosecutor',
      'indictment',
      'indicted',
      'sued',
      'appeal',
      'convicted',
      'sentenced',
      'law',
    ],
  ],
  [
    'diplomacy',
    [
      'summit',
      'talks',
      'treaty',
      'diplomat',
      'diplomatic',
      'ambassador',
      'minister',
      'foreign',
      'negotiation',
      'envoy',
      'agreement',
      'accord',
      'visit',
      'un',
      'nato',
    ],
  ],
  [
    'politics',
    [
      'election',
      'vote',
      'voter',
      'parliament',
      'coalition',
      'president',
      'prime',
      'party',
      'campaign',
      'poll',
      'referendum',
      'protest',
      'senate',
      'governor',
      'candidate',
      'opposition',
      'impeachment',
      'cabinet',
    ],
  ],
];

const INDEX = new Map<string, { type: EventType; rank: number }[]>();
CUES.forEach(([type, words], rank) => {
  for (const w of words) for (const t of contentTokens(w)) INDEX.set(t, [...(INDEX.get(t) ?? []), { type, rank }]);
});

/**
 * How news writes some happenings in other words than their cue word: a river "burst its banks" or "overtopped its
 * banks" is a flood, not a bank's news; a "forest fire" is a wildfire, where "fire" alone is as often a house's. Each
 * idiom as tokens (stemmed as texts are), by the cue word it says.
 */
export const CUE_IDIOMS: ReadonlyMap<string, readonly (readonly string[])[]> = new Map(
  Object.entries({
    flood: ['burst its banks', 'overtopped its banks', 'overflowed its banks'],
    wildfire: ['forest fire', 'brush fire', 'grass fire'],
  }).map(([cue, idioms]) => [contentTokens(cue)[0]!, idioms.map((i) => contentTokens(i))]),
);

/** The last word of each idiom ("bank" of "burst its banks"): only there can an idiom end. */
const IDIOM_ENDS: ReadonlySet<string> = new Set(
  [...CUE_IDIOMS.values()].flatMap((idioms) => idioms.map((i) => i.at(-1)!)),
);

/** Words before a cue word that read it in no field's sense: the "river bank" is no bank's. Stemmed. */
const NO_CUE_AFTER: ReadonlyMap<string, ReadonlySet<string>> = new Map([['bank', new Set(['river'])]]);

/**
 * The cue word `tokens[i]` stands for in its place: the word an idiom ending there says (`CUE_IDIOMS`: "flood" for
 * the "bank" of "burst its banks"), none when the word before reads it in no field's sense, else itself.
 */
function cueAt(tokens: readonly string[], i: number): string | null {
  const word = tokens[i]!;
  if (!IDIOM_ENDS.has(word)) return NO_CUE_AFTER.get(word)?.has(tokens[i - 1]!) ? null : word;
  for (const [cue, idioms] of CUE_IDIOMS)
    if (idioms.some((idiom) => idiom.every((w, j) => tokens[i - idiom.length + 1 + j] === w))) return cue;
  if (i > 0 && NO_CUE_AFTER.get(word)?.has(tokens[i - 1]!)) return null;
  return word;
}

/** Every field's cue words (stemmed): words that say what a text is about. */
export const CUE_WORDS: ReadonlySet<string> = new Set(INDEX.keys());

/** The fields a (stemmed) word is a cue of. */
export function cueFields(word: string): EventType[] {
  return (INDEX.get(word) ?? []).map((x) => x.type);
}

/** The event type whose cue words the title (counted twice) and lead mention most; ties go to the more specific type. */
export function classify(title: string, lead: string): EventType {
  return classifyTokens(contentTokens(title), contentTokens(lead));
}

/** `classify` of tokenised text. */
export function classifyTokens(titleTokens: readonly string[], leadTokens: readonly string[]): EventType {
  const score = cueScores(titleTokens, leadTokens);
  let best: EventType = 'other';
  let bestScore = 1; // at least two mentions in the lead, or one in the title
  for (const [type] of CUES) {
    const s = score.get(type) ?? 0;
    if (s > bestScore) {
      best = type;
      bestScore = s;
    }
  }
  return best;
}

/**
 * Each event type's cue words in the title (counted twice) and lead, leaving out the tokens in
 * `without`: what the rest of an article says of its field once some words are set aside.
 */
export function cueScores(
  titleTokens: readonly string[],
  leadTokens: readonly string[],
  without: ReadonlySet<string> = new Set(),
): Map<EventType, number> {
  const score = new Map<EventType, number>();
  const add = (tokens: readonly string[], weight: number) => {
    tokens.forEach((t, i) => {
      const cue = cueAt(tokens, i);
      if (without.has(t) || cue === null) return;
      for (const { type } of INDEX.get(cue) ?? []) score.set(type, (score.get(type) ?? 0) + weight);
    });
  };
  add(titleTokens, 2);
  add(leadTokens, 1);
  return score;
}

import { createRequire } from 'node:module';
import type Nlp from 'compromise';
import type { EventEntity, EventLocation } from '../../schemas/db/tables.ts';
import { useFastSweep } from './compromise-sweep.ts';
import { countriesIn, countryOf } from './gazetteer.ts';

const HONORIFICS = new Set([
  'president',
  'minister',
  'prime minister',
  'chancellor',
  'governor',
  'mayor',
  'king',
  'queen',
  'general',
  'officials',
  'spokesman',
  'spokeswoman',
]);

/**
 * compromise and the steps it runs, loaded on first use: the dedup worker's deciding thread never
 * extracts entities (its feature threads do, see feature-pool.ts), and compromise's lexicon and tagger
 * took about 40 MB of its RSS and 10 MB of the heap every full collection marks.
 */
let loaded: { nlp: typeof Nlp; steps: string[] } | null = null;

/** Loads compromise now (a feature thread, before its first task). */
export function loadCompromise(): { nlp: typeof Nlp; steps: string[] } {
  if (loaded) return loaded;
  const nlp = createRequire(import.meta.url)('compromise') as typeof Nlp;
  // Its tagger's bulk matcher, the same matches found faster (compromise-sweep.ts).
  useFastSweep(nlp.world());
  rememberMatches(nlp.world() as { methods: { one: { parseMatch: ParseMatch } } });
  /**
   * compromise's analysis steps without `chunks` (phrase chunking): people, places and organisations
   * never read it, and leaving it out saves a sixth of the time.
   */
  const steps = (nlp.world() as { hooks: string[] }).hooks.filter((h) => h !== 'chunks');
  return (loaded = { nlp, steps });
}

type ParseMatch = (match: unknown, opts?: object, world?: unknown) => unknown;

/** compromise's own match-string parser, by the world `rememberMatches` replaced it in (its test compares the two). */
export const ownParseMatch = new WeakMap<object, ParseMatch>();

/**
 * compromise parses a match string ("#Honorific+? #Person+") into its terms every time one is asked
 * for, and people(), organizations() and places() ask the same few dozen for every text. Each string
 * is parsed once here (without options: the world never changes, and the matcher only reads what a
 * parse gives it): about a tenth of the entity pass.
 */
function rememberMatches(world: { methods: { one: { parseMatch: ParseMatch } } }): void {
  const one = world.methods.one;
  const parse = one.parseMatch;
  ownParseMatch.set(world, parse);
  const parsed = new Map<string, unknown>();
  one.parseMatch = (match, opts, w) => {
    if (typeof match !== 'string' || (opts && Object.keys(opts).length) || w !== world) return parse(match, opts, w);
    let regs = parsed.get(match);
    if (regs !== undefined) return regs;
    regs = parse(match, opts, w);
    // compromise's own strings are a few dozen: a caller's own would not fill memory either.
    if (parsed.size < 1_000) parsed.set(match, regs);
    return regs;
  };
}

const clean = (s: string) =>
  s
    .replace(/[’']s$/, '')
    .replace(/^[\s"“”'‘’(]+|[\s"“”'‘’),.;:]+$/g, '')
    .trim();

/**
 * Named entities of an event's founding article with compromise (people, organisations, places),
 * typed, and given the role `actor` when the headline names them. Places get an ISO country code
 * from the gazetteer when one is known. compromise reads the headline and the lead's first
 * sentence only: it costs about a millisecond per hundred characters, and it runs once per event.
 */
export function extractEntities(title: string, lead: string): { entities: EventEntity[]; locations: EventLocation[] } {
  const firstSentence = /^.*?[.!?](\s|$)/.exec(lead)?.[0] ?? lead.slice(0, 200);
  const { nlp, steps } = loadCompromise();
  const doc = nlp.tokenize(`${title}. ${firstSentence}`);
  doc.compute(steps);
  const inTitle = title.toLowerCase();
  const entities = new Map<string, EventEntity>();
  const add = (names: string[], type: EventEntity['type']) => {
    for (const raw of names) {
      const name = clean(raw);
      if (name.length < 2 || name.length > 80 || HONORIFICS.has(name.toLowerCase())) continue;
      const key = name.toLowerCase();
      if (entities.has(key)) continue;
      entities.set(key, { name, type, role: inTitle.includes(key) ? 'actor' : 'mentioned' });
    }
  };
  // Each of compromise's three matchers reads terms of its own tags: a text with none of them is not
  // asked (people() alone cost about a fifth of the pass, and few generated texts name a person).
  const terms = (doc as unknown as { document: { tags: Set<string> }[][] }).document;
  const tagged = (...tags: string[]) => terms.some((s) => s.some((t) => tags.some((tag) => t.tags.has(tag))));
  if (tagged('Person')) add(doc.people().out('array') as string[], 'person');
  if (tagged('Organization')) add(doc.organizations().out('array') as string[], 'organization');
  const places = tagged('Place', 'Address') ? (doc.places().out('array') as string[]).map(clean) : [];
  add(places, 'location');
  const locations = new Map<string, EventLocation>();
  for (const p of places) {
    if (p.length >= 2 && !locations.has(p.toLowerCase()))
      locations.set(p.toLowerCase(), { name: p, country: countryOf(p) });
  }
  for (const { name, country } of countriesIn(`${title} ${lead}`)) {
    if (![...locations.values()].some((l) => l.country === country))
      locations.set(name.toLowerCase(), { name, country });
  }
  return { entities: [...entities.values()].slice(0, 20), locations: [...locations.values()].slice(0, 10) };
}

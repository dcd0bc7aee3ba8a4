// A monitoring profile read from what a client says it wants watched, with the rules the pipeline
// itself reads articles by: the gazetteer for countries, the entity extractor for names, and the
// matcher's own tokens for words. What the client gets back is what the matcher will look for.
import type { MonitoringProfile } from '../../schemas/db/tables.ts';
import { extractEntities } from './entities.ts';
import { countriesIn } from './gazetteer.ts';
import { contentTokens } from './text.ts';

/** Words that say how to watch, not what: a profile keyword must name the subject. */
const INSTRUCTION_WORDS = new Set(
  `watch watches watching monitor monitors monitoring track tracks tracking follow follows following cover covers covering
  alert alerts notify tell keep eye anything everything something related relating regarding concerning especially
  particularly mainly mostly any every all news stories story development developments situation issue issues event events
  want need interested interest focus focused things thing etc incl including such other others various affecting affect
  affects impact impacts around about region regions country countries announce announces announced say says`.split(
    /\s+/,
  ),
);

/** How many of each a derived profile holds at most (a client may give more explicitly). */
export const DERIVED_LIMITS = { keywords: 12, entities: 8, regions: 8 } as const;

/**
 * The profile a description implies: its countries (ISO codes), the people and organisations it
 * names, and its content words (neither names nor places nor instructions), in order of appearance.
 */
export function profileFromDescription(description: string): MonitoringProfile {
  const text = description.replace(/\s+/g, ' ').trim();
  const countries = countriesIn(text);
  const { entities } = extractEntities(text, '');
  const named = entities.filter((e) => e.type === 'person' || e.type === 'organization').map((e) => e.name);
  // Words inside a name or a place are matched as that name or place, not again on their own.
  const covered = new Set([...named, ...countries.map((c) => c.name)].flatMap((n) => contentTokens(n)));
  for (const { name } of countries) for (const t of contentTokens(name)) covered.add(t);
  const keywords: string[] = [];
  const seen = new Set<string>();
  for (const word of text.match(/[\p{L}][\p{L}'’-]*/gu) ?? []) {
    const tokens = contentTokens(word);
    if (tokens.length !== 1) continue;
    const t = tokens[0]!;
    if (t.length < 3 || seen.has(t) || covered.has(t) || INSTRUCTION_WORDS.has(word.toLowerCase())) continue;
    // Place names the gazetteer knows under another spelling ("Dutch") count as places.
    if (countriesIn(word).length) continue;
    seen.add(t);
    keywords.push(word.toLowerCase());
    if (keywords.length === DERIVED_LIMITS.keywords) break;
  }
  return {
    keywords,
    entities: [...new Set(named)].slice(0, DERIVED_LIMITS.entities),
    regions: [...new Set(countries.map((c) => c.country))].slice(0, DERIVED_LIMITS.regions),
    feeds: [],
  };
}

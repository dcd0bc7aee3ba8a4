// How the desks of a newsroom write what the participant readers read (participants.ts): the trade
// desk's ticker after a company's name and the market where its shares moved, the local paper that
// names its town in its masthead and nowhere else ("the town", "residents", "the council"). Rules about
// how news is written, never lists of names.

/** Words of a report about a listed company's trading. */
const MARKET_WORDS = /\b(?:shares|stock|stocks|traded|listed|investors|market value)\b/i;

/**
 * A company's ticker in brackets right after its name ("Rotre (RTR)", "Halden Refining (HDR.KS)",
 * "(NASDAQ: ORBS)"): the name is the listed company's. Not an acronym of the name itself ("World
 * Health Organization (WHO)", "United Arab Emirates (UAE)"), which any organisation or place has.
 */
export function tickerAfter(name: string, after: string, text: string): boolean {
  const m = /^\s*\(((?:NYSE|NASDAQ|Nasdaq|LSE|TSX|ASX):\s*)?([A-Z]{2,5})(\.[A-Z]{1,3})?\)/.exec(after);
  if (!m) return false;
  // A bare capitals in brackets is a ticker only in a report about trading ("shares of", "the stock").
  if (!m[1] && !m[3] && !MARKET_WORDS.test(text)) return false;
  const words = name.split(/\s+/).filter(Boolean);
  const initials = words
    .filter((w) => !/^(?:of|the|and|for|de|&)$/i.test(w))
    .map((w) => w[0]!.toUpperCase())
    .join('');
  // An acronym is the name's initials ("WHO", "BOJ" with its small words), or their start; a ticker
  // often starts with them and goes on ("Halvik Silicon (HVSC)", "Brenn Bank (BRNB)").
  const all = words.map((w) => w[0]!.toUpperCase()).join('');
  return initials.length < 2 || (!initials.startsWith(m[2]!) && m[2] !== all);
}

/**
 * Where a company's shares moved, the place right after ("shares of Rotre fell 11% in Port Anselm",
 * "the stock rose in Tokyo trading"): its market, not where the story happens.
 */
const SHARE_MOVE =
  /\b(?:shares?|stocks?|(?:share|stock)\s+price)\b[^.!?]{0,40}?\b(?:rose|fell|gained|lost|slid|slipped|jumped|dropped|climbed|tumbled|slumped|plunged|sank|soared|surged|rallied|dipped|edged\s+(?:up|down)|added|shed)\b(?:\s+(?:as\s+much\s+as\s+|more\s+than\s+|almost\s+|nearly\s+|about\s+)?[\d.,]+\s?(?:%|per\s?cent|percent))?\s+in\s+(?:early\s+|late\s+|morning\s+|afternoon\s+)?$/i;
export const marketBefore = (before: string): boolean => SHARE_MOVE.test(before);

/** A paper's kind of title after its town ("The Tel Varun Courier", "Ashcombe Gazette"). */
const MASTHEAD =
  /^(?:The\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})\s+(?:Courier|Gazette|Herald|Chronicle|Echo|Mercury|Advertiser|Argus|Observer|Sentinel|Examiner|Bulletin|Recorder|Citizen|Clarion|Dispatch|Messenger|Evening\s+News|Post|Times|Star|Press|Journal|Record|Tribune)$/u;
/** How a local paper speaks of its own town without naming it. */
const OWN_TOWN =
  /\b(?:the\s+town(?:['’]s)?|the\s+village(?:['’]s)?|(?:the|our)\s+(?:town|village|borough|district|parish)\s+council|the\s+council|residents|townspeople|locals)\b/i;
/** Words a paper's title opens with that are no town ("The Daily Courier", "The Sunday Herald"). */
const NO_TOWN =
  /^(?:daily|weekly|morning|evening|sunday|saturday|national|international|global|world|new|local|metro|city|county|regional|financial|business|sports?|the)$/i;

/**
 * The town a local paper names in its masthead, when its report speaks of "the town", "residents" or
 * "the council" and names no place of its own: where the report happens. Lower-cased, or null.
 */
export function mastheadTown(publication: string, text: string, placesNamed: boolean): string | null {
  if (placesNamed || !OWN_TOWN.test(text)) return null;
  const m = MASTHEAD.exec(publication.trim());
  if (!m) return null;
  const town = m[1]!;
  if (town.split(/\s+/).some((w) => NO_TOWN.test(w))) return null;
  return town.toLowerCase();
}

// Whose body decided, and whose figures were released: news names a country's central bank, ministry,
// regulator or statistics office by its land ("the Central Bank of Torvania", "the Bank of Torvania",
// "Torvania's central bank", "the Torvanian central bank", "the Torvania Monetary Authority") and a
// country's figures by it too ("inflation in Torvania", "Torvanian inflation"). Two such reports of
// two lands, neither side naming the other's land, are two countries' decisions or releases: the Fed,
// the ECB and the Bank of England decide in one week, in the same words and with the same figures of
// speech, and nothing else in their reports tells them apart. Read by rules about how news writes a
// body's land, never by a list of names; lands the gazetteer knows are compared by country.
import { countriesIn, countryOf } from './gazetteer.ts';
import { PEOPLE, sameLand } from './participants.ts';
import { ownStory } from './text.ts';

/** A pattern of lower-case words matching in any case (a flag `i` would let `\\p{Lu}` match lower case too). */
function anyCase(pattern: string): string {
  return pattern.replace(/\p{Ll}/gu, (c) => `[${c}${c.toUpperCase()}]`);
}

/** The bodies of a state news names by their land, in lower case (a lower-case or a Title Case name). */
const BODY = anyCase(
  '(?:central bank|national bank|reserve bank|state bank|monetary authority|monetary board|(?:finance|economy|economic|trade|energy|health|interior|foreign|defen(?:c|s)e|agriculture|labou?r|transport) ministry|ministry of (?:finance|economy|trade|energy|health|the interior|interior|foreign affairs|defen(?:c|s)e|agriculture|labou?r|transport)|treasury|financial regulator|banking regulator|(?:financial|banking|energy|telecoms?|competition|markets?) (?:regulator|watchdog|authority)|(?:national |general )?statistics (?:office|institute|authority|agency|bureau|service)|statistical (?:office|institute|agency)|election (?:commission|board)|electoral (?:commission|board|council)|disaster (?:management )?agency|(?:data protection|privacy|maritime(?: safety)?|shipping|port state|nuclear(?: safety)?|food safety|medicines|drugs?|communications|media|consumer protection|cyber ?security) (?:regulator|watchdog|authority|office|agency|commission|inspectorate))',
);

/** What a country's figures are: a statistic news writes of a land ("inflation in X", "X's jobless rate"). */
const FIGURE = anyCase(
  '(?:inflation|consumer prices|producer prices|unemployment|jobless rate|economy|economic growth|gdp|exports|imports|trade (?:deficit|surplus)|current account)',
);

/** A capitalised name of one to three words (a land: "Torvania", "New Selvia"), not starting a sentence's usual words. */
const LAND = "(\\p{Lu}[\\p{L}.'’-]+(?:\\s+\\p{Lu}[\\p{L}.'’-]+){0,2})";

const OF_LAND = new RegExp(
  `\\b(?:(?:[Cc]entral|[Nn]ational|[Rr]eserve|[Ss]tate|[Pp]eople['’]s) [Bb]ank|Bank|Monetary Authority|Ministry of \\p{Lu}\\p{L}+(?: \\p{Lu}\\p{L}+)?|Government|(?:National )?Statistics (?:Office|Institute|Authority|Agency|Bureau)|Election Commission|Electoral Commission) of (?:the )?${LAND}`,
  'gu',
);
const POSSESSIVE = new RegExp(`${LAND}['’]s (?:new |latest |annual |monthly )?(?:${BODY}|${FIGURE})\\b`, 'gu');
/** "Torvanian central bank", "Torvania Monetary Authority": a land or its people before the body. */
const BEFORE = new RegExp(`${LAND} ${BODY}\\b`, 'gu');
/** "Torvanian inflation": a people's or a land's word before a figure. */
const BEFORE_FIGURE = new RegExp(`(\\p{Lu}[\\p{L}.]+) ${FIGURE}\\b`, 'gu');
/**
 * A country's own bank by the name its land gives it, one word ending in "bank" before "of" ("the
 * Riksbank of Torvania", "the Nationalbank of Ostria"), or its French, Spanish or Portuguese name ("Banque
 * de la République de Torvanie", "Banco Central de Ostria", "Banco de Pellara").
 */
const BANK_OF_LAND = new RegExp(
  `\\b(?:\\p{Lu}\\p{Ll}+bank of (?:the )?|Banque (?:[Cc]entrale |[Nn]ationale )?(?:(?:de la République|de l['’]État) (?:du |de la |de l['’]|des |de |d['’])|de la |de l['’]|des |du |de |d['’])|Banco (?:[Cc]entral |[Nn]acional )?(?:de la República (?:del |de la |de )|do |da |del |de |d['’]))(?:la |le |les |el |los |las )?${LAND}`,
  'gu',
);
/**
 * A central bank a headline or lead names by its role and places by its land: "Central bank raises
 * rates in Torvania", "The central bank held its key rate in Ostria on Tuesday". A central bank is
 * a whole country's: the land its decision is told "in" is its own.
 */
const CENTRAL_BANK_IN = new RegExp(
  `\\b${anyCase('(?:central bank|national bank|reserve bank|monetary authority)')}(?:[ \\t]+[\\p{Ll}\\p{N}.,%-]+){1,6}?[ \\t]+in (?:the )?${LAND}`,
  'gu',
);
/** "inflation in Torvania", "unemployment in Torvania". */
const FIGURE_IN = new RegExp(`\\b${FIGURE} in (?:the )?${LAND}`, 'gu');

/**
 * A word every pattern above needs, in any case: a body's ("bank", "ministry", "commission"…) or a
 * figure's ("inflation", "exports"…). Most texts hold none, and the patterns, each tried from every
 * capital letter, cost a tenth of an article's features (a CPU profile of parseArticle over the confuser
 * sets and the ingest bench's articles): a text without one is not read further.
 */
const BODY_OR_FIGURE =
  /bank|banque|banco|monetary|ministry|treasury|regulator|watchdog|authority|office|agency|inspectorate|statistic|election|electoral|disaster|government|commission|inflation|prices|unemployment|jobless|econom|gdp|exports|imports|trade|current account/i;

/** Capitalised words that begin a clause rather than name a land ("Higher central bank rates", "The central bank"). */
const NOT_A_LAND =
  /^(?:the|a|an|its|their|his|her|our|this|that|these|those|new|higher|lower|annual|monthly|weekly|quarterly|core|headline|consumer|producer|another|every|each|some|no|both|federal|national|central|state|regional|local|global|world|european|international|foreign|domestic|after|before|as|at|in|on|for|with|while|when|why|how|what|live|update|breaking|analysis|explainer|opinion|exclusive|watch|minutes|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|governor|minister|president|chief|head|deputy)$/i;

/** A land as compared: its gazetteer country code, or its name in lower case. */
function landKey(name: string): string {
  const code = countryOf(name);
  return code ? `=${code}` : name.toLowerCase();
}

function sameKey(x: string, y: string): boolean {
  if (x === y) return true;
  if (x.startsWith('=') || y.startsWith('=')) return false;
  return sameLand(x, y);
}

/**
 * Whether two lands are surely two: two countries the gazetteer knows, or two names it knows neither
 * of that are not one land told two ways. A name it does not know may be another name of one it knows
 * ("America"): no telling.
 */
function otherLand(x: string, y: string): boolean {
  return x.startsWith('=') === y.startsWith('=') && !sameKey(x, y);
}

/**
 * The lands whose bodies or figures a headline and an opening's first two sentences name, as keys (see `landKey`). Of a
 * name of several words, a Title Case body's whole name before it ("New Selvia Monetary Authority")
 * and its last word before a lower-case body ("the Torvanian central bank").
 */
export function bodyLands(title: string, opening: string): string[] {
  const first = ownStory(opening);
  const out = new Set<string>();
  const add = (raw: string, lowerBody: boolean) => {
    const words = raw.split(/\s+/).filter((w) => !NOT_A_LAND.test(w));
    if (!words.length) return;
    const name = lowerBody ? words[words.length - 1]! : words.join(' ');
    if (NOT_A_LAND.test(name) || name.length < 3) return;
    out.add(landKey(name.replace(/['’]s$/, '')));
  };
  for (const text of [title, first]) {
    if (!BODY_OR_FIGURE.test(text)) continue;
    for (const m of text.matchAll(OF_LAND)) add(m[1]!, false);
    for (const m of text.matchAll(POSSESSIVE)) add(m[1]!, true);
    for (const m of text.matchAll(FIGURE_IN)) add(m[1]!, false);
    for (const m of text.matchAll(BANK_OF_LAND)) add(m[1]!, false);
    for (const m of text.matchAll(CENTRAL_BANK_IN)) add(m[1]!, false);
    // Before a figure only a people's or a land's own word ("Qadiri inflation"; not "… Americans Sought Unemployment").
    for (const m of text.matchAll(BEFORE_FIGURE))
      if (countryOf(m[1]!) || PEOPLE.test(m[1]!.toLowerCase())) add(m[1]!, false);
    for (const m of text.matchAll(BEFORE)) {
      // Before a lower-case body only a people's or a land's word counts ("Higher central bank rates" is none).
      const body = m[0].slice(m[1]!.length + 1);
      const lower = body === body.toLowerCase();
      add(m[1]!, lower);
    }
  }
  return [...out];
}

/**
 * Whether an article and an event tell bodies or figures of two lands: each side names one (see
 * `bodyLands`), and no land one side names is named by the other, as a body's land or among its name
 * words. A report saying the happening spread to another land is exempt.
 */
export function otherBodies(
  article: { bodies: readonly string[]; names: readonly string[]; spread: boolean },
  event: { bodies: readonly string[]; names: readonly string[] },
): boolean {
  if (article.spread || !article.bodies.length || !event.bodies.length) return false;
  const told = (land: string, side: { bodies: readonly string[]; names: readonly string[] }) =>
    side.bodies.some((x) => !otherLand(x, land)) || side.names.some((w) => sameKey(landKey(w), land));
  return !article.bodies.some((l) => told(l, event)) && !event.bodies.some((l) => told(l, article));
}

/**
 * What news calls a public body or a firm by its role, after its land's name ("Torvane’s central
 * bank", "Pellamy’s telecoms operator", "Ostria’s election commission"): lower-case words ending in one
 * of these. Not a government, an army or a company, which a leader or an owner has as often as a land
 * ("the premier’s government").
 */
const ROLE =
  '(?:central bank|bank|lender|ministry|parliament|regulator|watchdog|authority|agency|commission|court|operator|utility|insurer|airline|carrier|printer|miner|drugmaker|chipmaker|carmaker|shipbuilder|maker|producer|exporter|refiner)s?';
/** A land's name, its possessive, then a body's role: "Torvane’s industry ministry". */
// The words between are the role's own ("industry", "telecoms", "state-owned"): no plural noun and
// no verb of a headline ("Velmar’s tariffs hit lenders" names no lender of Velmar's).
const OWNED = new RegExp(
  `(?<![\\p{L}'’-])(\\p{Lu}[\\p{Ll}-]{2,})['’]s\\s+(?:(?:telecoms|arms|\\p{Ll}[\\p{Ll}-]*[^\\P{Ll}s])\\s+){0,2}?${ROLE}\\b`,
  'gu',
);
/** A people's name opening a headline, then a body's role: "Pellamian industry ministry". */
const PEOPLE_FIRST = new RegExp(
  `^(?:[\\p{Lu}\\s]+:\\s+|Live:\\s+)?(\\p{Lu}\\p{Ll}{2,}(?:ian|ean|an|ese|ish|i))\\s+(?:(?:telecoms|arms|\\p{Ll}[\\p{Ll}-]*[^\\P{Ll}s])\\s+){0,2}?${ROLE}\\b`,
  'u',
);
/** A body named for its land: "Central Bank of Dunmorra", "Bank of Velisk", "Government of Pellamy". */
const OWNER_OF_LAND =
  /\b(?:Bank|Government|Parliament|Republic|Kingdom|Army|Navy|Police)\s+of\s+(?:the\s+)?(\p{Lu}[\p{Ll}-]{2,})(?![\p{L}-])(?!\s+\p{Lu})/gu;

/**
 * The lands a headline names as the owner of the body or firm it is about ("Torvane’s industry
 * ministry vetoes…", "Central Bank of Dunmorra raises…"), lower-cased: whose story it is, as a people's
 * name before a noun says it ("Dunmorran central bank"): the engine adds them to the headline's
 * peoples (peoples.ts). Headline only, and one-word lands; `bodyLands` reads bodies of state more widely.
 */
export function headlineOwners(title: string): string[] {
  const out = new Set<string>();
  // A people's name opening the headline before a body's role ("Dunmorran central bank holds…"): the
  // first word of a headline is capitalised whatever it is, its role says it is a people's.
  const first = PEOPLE_FIRST.exec(title);
  if (first) out.add(first[1]!.toLowerCase());
  for (const m of title.matchAll(OWNED)) out.add(m[1]!.toLowerCase());
  for (const m of title.matchAll(OWNER_OF_LAND)) out.add(m[1]!.toLowerCase());
  // An owner the gazetteer knows is left to the national-story rule, as its people's name is.
  return [...out].filter((w) => !countriesIn(w).length);
}

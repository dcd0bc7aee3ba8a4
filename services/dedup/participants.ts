// Who and where an article is about: its named participants, each of a kind (a place, an
// organisation, a person, a country), read by rules about how news names them ("in X", "X province",
// "governor X", "the X Bank"), never by lists of names. Pure functions of the text, so a replay reads
// the same. Two stories of one domain share their vocabulary but not their participants: the engine
// (engine.ts) keeps an article out of an event whose participants of some kind are all different.
import { featureAfterTown } from '../evidence/reference-places.ts';
import { marketBefore, tickerAfter } from './desks.ts';
import { countriesIn, countryOf } from './gazetteer.ts';

/** A participant as a key: its kind's letter, a colon, its name lower-cased (`p:` place, `o:` organisation, `n:` person, `c:` country code). */
export type Participant = string;

/** Words that make a name an organisation's. */
export const ORG_WORDS =
  /\b(?:bank|banco|banque|banca|caja|caixa|trust|union|party|alliance|movement|front|coalition|agency|office|ministry|authority|group|telecom|semiconductor|micro|refining|shipping|cloud|holdings|corp|corporation|inc|ltd|company|council|commission|hospital|organization|organisation|brigade|university|airlines|airways|institute|federation|syndicate|collective|crew|gang|army|police|court|fund|exchange|energy|motors|systems|labs|partners|capital|securities|insurance|reserve|petroleum|logistics|centre|center|terminals|guild|line|technologies|services|mining|minerals|quarries|microdevices|utility|utilities|waterworks|oil|clinics|society|stevedoring|depots|storage|health\s+care|healthcare|networks|microsystems|pharma|pharmaceuticals|ordnance|print|printing|resources|works|mobile)\b/i;
/** Lower-case words that put a place right after them ("in", "off", "the centre of", "the streets of", "mayor of", "Residents of"). */
const PLACE_BEFORE =
  /(?:\b(?:in|near|at|off|outside|across|from|above|around|beyond|towards?|(?:edge|outskirts|centre|center|heart|streets|suburbs?|mayor|[Rr]esidents)\s+of|(?:in|across|throughout)\s+(?:(?:parts|much|most|all|areas)\s+of|the\s+(?:centre|center|heart|north|south|east|west|suburbs)\s+of)|(?:port|city|town|province|region|island)(?:\s+of)?)\s+(?:the\s+)?)$/;
/** Lower-case words that make the name before them a place. */
const PLACE_AFTER =
  /^\s*(?:province|region|district|river|strait|square|city|town|port|county|state|island|islands|field|valley|coast|bay|harbour|harbor|prefecture|oblast|canal|lake|mountains?)\b/i;
/**
 * What makes a name before it a site (its lower-case kind, up to two words after the name: "the
 * Felmen oil export terminal", "the Vetro plant"), or a name ending in one ("the Lalnor Quay"). A
 * market or a care home is named by its own name right before its kind ("the Hillcrest market",
 * "Saint Orrin care home"), never after a trade ("the bond market").
 */
const SITE_AFTER =
  /^\s+(?:(?:[a-z-]+\s+){0,2}(?:plant|terminal|refinery|pipeline|mine|factory|fab|smelter|station|airport|dam|docks|quay|wharf|pier|campus|hospital)|market|(?:care|nursing)\s+home)\b/;
/**
 * A hazard's lower-case name after a name makes it the place the hazard struck ("after the Tarnovec
 * landslide", "as the Pelnik fire is contained"); attacks and strikes are left out, for the name before
 * them is as often who struck ("Dravic drone attack").
 */
const HAZARD_AFTER =
  /^\s+(?:[a-z-]+\s+)?(?:landslides?|mudslides?|fires?|blazes?|wildfires?|floods?|flooding|quakes?|earthquakes?|outbreaks?|blasts?|explosions?|spills?)\b/;
const SITE_NAME = /\s(?:quay|docks?|terminal|airport|bridge|dam|mine|refinery|plant|wharf|pier|hospital)$/i;
/**
 * A firm's own site named for its town after "its" ("at its Fallowmere operations centre", "its
 * Belopolsk site"): the town is where the site, and the happening at it, is.
 */
const ITS_BEFORE = /\b(?:its|their)\s+$/;
const OWN_SITE_AFTER =
  /^\s+(?:[a-z-]+\s+){0,2}(?:site|centre|center|depot|warehouse|works|mill|yard|facility|premises)\b/;
/** Roles that put a person’s name right after them (a role that ends a sentence puts none: "… prime minister. Projections gave"). */
const ROLE_BEFORE =
  /(?:\b(?:(?:minister|governor|president|premier|chancellor|mayor|director|spokesperson|spokesman|spokeswoman|leader|official|chief|executive|ceo|manager|chairman|chairwoman|chair|secretary|general|commander|senator|judge|prosecutor|head|founder|analyst|economist|dr|mr|mrs|ms),?|(?:dr|mr|mrs|ms|gen|sen|gov)\.)\s+)$/i;
/** Words after a name that make it a person's: someone says something. */
const SPEECH_VERBS = 'said|says|told|added|warned|announced|wrote';
const SAYS_AFTER = new RegExp(String.raw`^\s*(?:${SPEECH_VERBS})\b`);
/** "the" right before a name: news writes it before a body's name ("the Conduct Board said"), never before a person's. */
const THE_BEFORE = /\b[Tt]he\s+$/;
/** Lower-case words that are verbs of mood, never nouns ("may", "will"): a surname written so is no common noun. */
const MODAL = /^(?:may|might|will|would|can|could|must|shall|should)$/;
/**
 * A plural noun and "of" opening a sentence before a body's name ("Customers of Dravena Bank …",
 * "Depositors of …"): capitalised as every first word is, it says whose people they are, not who.
 */
const PEOPLE_OF = /^\p{Lu}\p{Ll}+(?<![su])s\s+of\s+(?:the\s+)?(?=\p{Lu})/u;

/** A character a word joins to: a letter, a digit, a hyphen or an apostrophe (the start of a word cannot follow one). */
const JOINS_BEFORE = /[\p{L}\p{N}'’-]/u;
/** A character a word runs on into: a letter, a digit, a hyphen or a closing quote ("Holt’s"). */
const JOINS_AFTER = /[\p{L}\p{N}’-]/u;
const LETTER = /\p{L}/u;
const LOWER = /\p{Ll}/u;
const SPACE = /\s/;
/** A speech verb after a name and its spaces (read at the index set in `lastIndex`). */
const SPEECH_NEXT = new RegExp(String.raw`\s+(?:${SPEECH_VERBS})\b`, 'y');

/**
 * Where `w` stands alone in `text`, each index once: no letter, digit, hyphen or apostrophe-joined
 * letters on either side ("Holt" in "Holt said" and "Holt's", not in "Holtby" or "Holt-Ray").
 * A scan rather than a regular expression per name: the worker reads a name before "said" in most reports.
 */
function* standing(text: string, w: string): Generator<number> {
  for (let i = text.indexOf(w); i >= 0; i = text.indexOf(w, i + 1)) {
    if (i > 0 && JOINS_BEFORE.test(text[i - 1]!)) continue;
    const end = i + w.length;
    const next = text[end];
    if (next !== undefined && JOINS_AFTER.test(next)) continue;
    if (next === "'" && LETTER.test(text[end + 1] ?? '') && LETTER.test(text[end + 2] ?? '')) continue;
    yield i;
  }
}

/** A lower-case word, a comma or semicolon at most and a space right before `i` ("said Holt", "as Holt"). */
function afterLowerWord(text: string, i: number): boolean {
  let j = i - 1;
  if (j < 0 || !SPACE.test(text[j]!)) return false;
  while (j >= 0 && SPACE.test(text[j]!)) j--;
  if (j >= 0 && (text[j] === ',' || text[j] === ';')) j--;
  return j >= 0 && LOWER.test(text[j]!);
}

/** A speech verb right after the word at `i` ("Holt said"). */
function beforeSpeechVerb(text: string, i: number, w: string): boolean {
  SPEECH_NEXT.lastIndex = i + w.length;
  return SPEECH_NEXT.test(text);
}

/**
 * Whether a name before a speech verb is a body's, not a person's (false: a person's). News names a
 * person after first mention by the surname alone ("Holt said"): such a name is a person's. A name
 * whose last word the text also writes in lower case names a firm by its trade ("Velbruna Water" beside
 * "boil water", "… Ferries", "… Microchips"): an organisation (`o`). "the" before a name says only that it is no person (`none`):
 * which body it is ("the Justice Department", "the Conduct Board") is left to the rules of bodies' names.
 */
function speakingBody(name: string, before: string, text: string): 'o' | 'none' | false {
  if (THE_BEFORE.test(before)) return 'none';
  // A name ending in a firm's trade ("Velbruna Water", "Arvelis Pipelines") is no person's.
  if (OWNER_NAME.test(name)) return 'o';
  const last = name.slice(name.lastIndexOf(' ') + 1);
  const lower = last.toLowerCase();
  if (last === lower || MODAL.test(lower)) return false;
  const rest = text.split(name).join(' ');
  // The surname alone: after a lower-case word, or before a speech verb.
  for (const i of standing(rest, last)) if (afterLowerWord(rest, i) || beforeSpeechVerb(rest, i, last)) return false;
  for (const _ of standing(text, lower)) return 'o';
  return false;
}

/**
 * The lower-case kind of a body after its name ("the Freedom and Soil party's rally", "the Civic
 * Renewal movement"): the name is that body's, never a place, though a rally is held "at" it. A
 * party is named in every story of its campaign: its name ties none of its rallies to another.
 */
const BODY_AFTER = /^\s+(?:party|movement)\b/;
/**
 * A name ending in a firm's trade ("Arvelis Pipelines", "Norrinia Power", "Leira Foundry"): a firm,
 * never a place, even before its site's kind or after "at".
 */
const OWNER_NAME =
  /\s(?:Power|Pipelines?|Gas|Grid|Chips|Foundry|Foundries|Ferries|Transmission|Midstream|Electric|Electricity|Lines|Semiconductors|Water)$/;
/**
 * A word in capitals of two to five letters before a site or a hazard ("at BATP plant", "LAES falls
 * after plant fire"): the ticker of the firm whose site it is, no place.
 */
const TICKER_NAME = /^[A-Z]{2,5}$/;
/** Runs of capitalised words (with the small words names hold), as text.ts reads proper nouns. */
const NAME =
  /\b[A-Z](?:[\p{L}'-]|\.(?=\p{L}))*(?:[ \t]+(?:(?:of|de|del|da|al|bin|van|von|the|and|&)[ \t]+)?[A-Z](?:[\p{L}'-]|\.(?=\p{L}))*)*/gu;
/** Names that are no participant: months, days, and openers left alone. */
const NOT_NAMES = new Set(
  `the a an this that these those it its he she they we his her their our another notes tracking january february march april may june july
  august september october november december monday tuesday wednesday thursday friday saturday sunday`.split(/\s+/),
);
/** Capitalised words that open a name but are no part of it: roles and sentence openers. */
const LEADING =
  /^(?:(?:The|A|An|In|At|On|After|Before|As|When|While|(?:Why|How|What)(?:\s+the)?|Minister|Governor|President|Premier|Chancellor|Mayor|Director|Spokesperson|Spokesman|Spokeswoman|Leader|Official|Chief|Executive|Senator|Judge|General|Mr|Mrs|Ms|Dr|Prime|Finance|Oil|Health|Foreign|Defence|Defense|Interior|Security|Disaster|Union|Plant|Military|Regional|Russian|Ukrainian)\s+)+/;

/** A town and "-based" opening a firm's name ("Heora-based Diro Bank"). */
const BASED_IN = /^\S+-based\s+(?=\p{Lu})/u;

const MAX_WORDS = 5;

/**
 * A dateline's agency ("DEGAK, March 4 (Northgate News Agency) - Container traffic…", or between
 * slashes: "DEGAK, March 4 /Northgate News Agency/ - ") is who filed the story, not who it is about:
 * left out, and what follows opens a sentence.
 */
export const DATELINE = /^([^\n(/]{0,60}?)\s*(?:\([^()\n]{1,60}\)|\/[^/\n]{1,60}\/)\s*[-–—]+\s*/;
export const withoutDateline = (text: string): string => text.replace(DATELINE, '$1. ');

/**
 * The place a report's dateline names, in capitals before the date or the agency ("ZHELIN, Marovia,
 * March 5 (Agency) -", "TARNOVEC (Agency) -"): where it was filed, as a rule where it happened.
 */
export function datelinePlace(lead: string): string | null {
  const m = DATELINE_PLACE.exec(lead);
  return m && !LOWER_LETTER.test(m[1]!) ? m[1]!.toLowerCase().replace(/\s+/g, ' ') : null;
}

/**
 * A text without its sentences about the past: those that date what they tell to an earlier year
 * than `year` ("A slide in 2015 near Zhelin killed a dozen people", "Dockers last struck in 2020").
 * Background recalls other happenings at other places; who and where are the report's own.
 */
export function withoutHistory(text: string, year: number): string {
  if (!/\b(?:1[89]|20)\d\d\b/.test(text)) return text;
  return text
    .split(/(?<=[.!?]["”]?)\s+/)
    .filter((sentence) => {
      // "In 2019, a fire…" opens a sentence as often as "… in 2019" ends one.
      for (const m of sentence.matchAll(/\b(?:[Ii]n|[Ss]ince|[Dd]uring|of)\s+((?:1[89]|20)\d\d)\b/g))
        if (Number(m[1]) < year) return false;
      return true;
    })
    .join(' ');
}

/** A capitalised word right after a number is its unit ("528 GB", "40 MW"), not a name. */
const AFTER_NUMBER = /\d\s?$/;

/** A verb opening a sentence before "the" ("Tracking the Gim University ransomware case"): no part of the name. */
const OPENING_VERB = /^\p{Lu}\p{Ll}+ing\s+the\s+/u;

/** A count of sites: a number, or a word for several. */
const COUNTED =
  '(?:\\d[\\d,]*|two|three|four|five|six|seven|eight|nine|ten|dozens\\s+of|hundreds\\s+of|several|multiple|many)';
/** Sites a region holds many of. */
const HOLDINGS =
  '(?:sites|towns|cities|villages|districts|provinces|regions|counties|branches|offices|stores|shops|hospitals|clinics|schools|campuses|facilities|plants|ports|terminals|stations|locations|communities|municipalities)';
/** Sites only a region holds many of: a place holding them is never a town. */
const REGION_HOLDINGS =
  /^(?:towns|cities|villages|districts|provinces|regions|counties|communities|municipalities|ports)$/;
/** Counted sites in or across somewhere (see `containers`): a text without this holds none. */
const HOLDINGS_IN = new RegExp(`${HOLDINGS}\\s+(?:in|across)\\s`, 'u');
/** Characters a pattern reads as more than themselves. */
const PATTERN_CHARS = /[.*+?^${}()|[\]\\]/;
/** What `containers` reads a town's kind before "of" or a region by: a text without it holds neither. */
const TOWN_OF =
  /(?:town|city|village|port|district)\s+of\s|(?:north|south|east|west|central|coastal)(?:ern|-eastern|-western)?\s+\S+\s+(?:region|province)\b/;

/** A code unit `\b` reads as a word's (without the `u` flag). */
const wordUnit = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

/**
 * Whether every `base` in `text` is the start of a whole word `cap` (a name of ASCII letters that
 * `base` begins): struck out as `\bcap\b`, the text then holds no `base` at all.
 */
function onlyInWhole(text: string, base: string, cap: string): boolean {
  if (!base || !cap.startsWith(base) || !/^[A-Za-z]+$/.test(cap)) return false;
  for (let i = text.indexOf(base); i >= 0; i = text.indexOf(base, i + 1)) {
    if (!text.startsWith(cap, i)) return false;
    if ((i > 0 && wordUnit(text.charCodeAt(i - 1))) || wordUnit(text.charCodeAt(i + cap.length))) return false;
  }
  return true;
}

/**
 * The places a text names only as the country or region holding another place: one whose people are
 * named after it ("Lesponia" beside "the Lesponian energy ministry"), or the one after "X, in Y".
 * Like a country, such a place sets a story, it tells none apart.
 */
function containers(text: string, places: readonly string[]): Set<string> {
  const out = new Set<string>();
  if (!places.length) return out;
  // Each pattern below is built and run only where the text holds the literal words it needs: most
  // names need none, and a pattern built per name and per pair of names was most of the time. A
  // name with a pattern's own characters in it (a dot) is read by its pattern alone.
  const flat = text.replace(/\s+/g, ' ');
  const counted = HOLDINGS_IN.test(text);
  // What the town's-kind pattern below needs around a plain name, whatever the name: asked once.
  const townOf = TOWN_OF.test(text);
  const headline = text.slice(0, text.indexOf('\n') + 1 || text.length);
  for (const key of places) {
    const name = key.slice(2);
    if (/\s/.test(name)) continue;
    const cap = name[0]!.toUpperCase() + name.slice(1);
    const stem = cap.replace(/(?:ia|a)$/, '');
    const plain = !PATTERN_CHARS.test(cap);
    if (
      (!plain ||
        [`${cap}n`, `${stem}ian`, `${stem}an`, `${stem}ese`, `${cap}ic`, `${cap}i`].some((w) => text.includes(w))) &&
      new RegExp(`\\b(?:${cap}n|${stem}ian|${stem}an|${stem}ese|${cap}ic|${cap}i)\\b`).test(text)
    )
      out.add(key);
    // A place before a town's kind and "of" holds that town ("the northern Velmark town of Ashby"),
    // and one a point of the compass puts a region in is the country around it ("the northern Velmark region").
    // Not a district: desks name one before the town it is in as often ("the Sallow district of
    // Ardholm") as after ("the Ardholm district of Sallow"), and either way it is where things happen.
    if (
      (!plain || (text.includes(`${cap} `) && townOf)) &&
      new RegExp(
        `\\b${cap}\\s+(?:town|city|village|port)\\s+of\\s+\\p{Lu}|\\b(?:north|south|east|west|central|coastal)(?:ern|-eastern|-western)?\\s+${cap}\\s+(?:region|province)\\b`,
        'u',
      ).test(text)
    )
      out.add(key);
    for (const other of places) {
      if (other === key) continue;
      const inner = other.slice(2).replace(/(?:^|\s)\p{L}/gu, (c) => c.toUpperCase());
      // `\s+` reads one space of `flat`; a name with other white space than single spaces is read by its pattern.
      if (
        plain &&
        !PATTERN_CHARS.test(inner) &&
        !/[^\S ]| {2}/.test(inner) &&
        ![' in ', ', in ', ' in the ', ', in the '].some((w) => flat.includes(`${inner}${w}${cap}`))
      )
        continue;
      if (new RegExp(`\\b${inner},?\\s+in\\s+(?:the\\s+)?${cap}\\b`, 'u').test(text)) out.add(key);
    }
    // A place that holds counted sites ("across 12 branches in Oskaria", "three towns in Velm") is
    // the region or country around the happening, not its site; unless the sites are a town's own
    // (its polling stations, branches, schools) and the headline names the place: that is where it
    // happens ("Millbrook count suspended", "halted at 24 polling stations in Millbrook").
    if (counted) {
      const m = new RegExp(
        `\\b${COUNTED}\\s+(?:[\\p{Ll}-]+\\s+)?(${HOLDINGS})\\s+(?:in|across)\\s+(?:the\\s+)?${cap}\\b`,
        'u',
      ).exec(text);
      if (m && (REGION_HOLDINGS.test(m[1]!) || !headline.includes(cap))) out.add(key);
    }
    // A people's name read as a place ("Talsolan port Nokdum") names the country the place is in.
    // So does one used as an adjective ("Davnusian supply", "the Talsolan port of Nokdum").
    // Not a town whose name ends like one, named on its own as well ("in Hallan.", "Hallan: 60 cases",
    // its dateline "HALLAN, Valdoria"), as a town ("the Hallan city council") or where something
    // happened ("near Hallan"): a people's name never stands alone, names no town, and is no place.
    if (
      /(?:ian|ean|an|ese)$/.test(cap) &&
      (!plain || text.includes(cap)) &&
      new RegExp(`\\b${cap}\\s+\\p{Ll}`, 'u').test(text) &&
      !new RegExp(
        `\\b${cap}(?:[,.;:!?)]|$|\\s+(?:[Cc]ity|[Tt]own|[Vv]illage|[Cc]ouncil|[Dd]istrict)\\b)|\\b(?:in|near|at|outside)\\s+${cap}\\s+(?:late|early|on|in|at|as|was|were|is|has|had|and|after|before|when|while|this|last|for|to|from|with|by|said|says)\\b|^${cap.toUpperCase()},`,
        'mu',
      ).test(text)
    )
      out.add(key);
    const base = cap.replace(/(?:ian|an|n|ese)$/, '');
    if (
      base !== cap &&
      (!plain || text.includes(base)) &&
      !onlyInWhole(text, base, cap) &&
      new RegExp(`\\b${base}(?:ia|a)?\\b`).test(text.replace(new RegExp(`\\b${cap}\\b`, 'g'), ''))
    )
      out.add(key);
  }
  return out;
}

/** What a sentence's first word follows: the start, an end of sentence, a colon or quote, a line break. */
const OPENS = /(?:^|[.!?:;"“]\s*|\n\s*)$/;

/**
 * Whether a capitalised name opening a sentence is a name all the same, though every first word is
 * capitalised: the kind of a place or site follows it ("Tarrow hospital opened…", "Brisk port
 * reopened…"), the text never writes it in lower case (as it would "Regional" or "Copper"), and names
 * it twice (its headline and its lead), where a common word opening two sentences is rare.
 */
function nameAtOpening(name: string, after: string, text: string): boolean {
  if (!SITE_AFTER.test(after) && !PLACE_AFTER.test(after)) return false;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Each pattern is built only where the text holds its literal words (as it rarely does).
  if (
    text.includes(name.toLowerCase()) &&
    new RegExp(`(?<![\\p{L}\\p{N}])${escaped.toLowerCase()}(?![\\p{L}\\p{N}])`, 'u').test(text)
  )
    return false;
  const first = text.indexOf(name);
  if (first < 0 || text.indexOf(name, first + 1) < 0) return false;
  return (text.match(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu')) ?? []).length >= 2;
}

/**
 * Patterns with Unicode classes used inside functions, built once here: tsx (esbuild, targeting the
 * running Node) rewrites such a literal into `new RegExp(…)` where it stands, one pattern built per
 * call (`^\p{Lu}` was 18 an article).
 */
const LETTERS_WORD = /\p{L}[\p{L}’'-]*/gu;
const CAPITALISED = /^\p{Lu}/u;
const LOWER_WORD = /\b\p{Ll}[\p{L}'-]*/gu;
const DATELINE_PLACE = /^\s*(\p{Lu}[\p{Lu}'’. -]{1,40}?\p{Lu}\.?)\s*(?:,|\(|[-–—]+\s)/u;
const LOWER_LETTER = /\p{Ll}/u;

/** Whether most words of a headline are capitalised (Title Case): its runs are not names. */
export function titleCased(text: string): boolean {
  const words = text.match(LETTERS_WORD) ?? [];
  if (words.length < 4) return false;
  const caps = words.filter((w) => CAPITALISED.test(w)).length;
  return caps / words.length > 0.6;
}

/**
 * Nouns for a kind of business or company that news puts right before a company's name ("the
 * Qadiri retailer Markwell Stores", "chipmaker Orbis", "its owner Kestral Energi"): makers of
 * goods (not a lawmaker or a filmmaker, who are people) and the common kinds.
 */
const COMPANY_KIND =
  '(?:(?:chip|car|auto|drug|steel|plane|jet|phone|handset|toy|tyre|tire|truck|battery|vaccine|pc|game|shoe)maker|retailer|refiner|operator|owner|carrier|lender|insurer|miner|producer|manufacturer|supplier|developer|distributor|exporter|importer|grocer|shipper|firm|company|conglomerate|chain|airline|utility|start-?up|subsidiary|broker|builder|contractor|brewer|publisher|broadcaster|telco)';
/** A company's kind in apposition before its name, after a determiner, a preposition or a people's name. */
const KIND_BEFORE = new RegExp(
  `(?:^|[.!?:;"“]\\s*|\\b(?:[Tt]he|[Aa]n?|[Ii]ts|[Tt]heir|of|from|by|at|for|to|with|and|[Rr]ival|[Ff]ellow)\\s+)(?:\\p{Lu}\\p{Ll}+(?:ian|ean|an|ese|i|ish)\\s+)?(?:\\p{Ll}+-)?${COMPANY_KIND}\\s+$`,
  'u',
);
/**
 * Kinds a desk puts before a firm's name only with a word that says which ("the business bank",
 * "the memory-chip maker", "the power-semiconductor specialist"): never a state's bank.
 */
const TOLD_KIND = `(?:${COMPANY_KIND}|(?<!\\b(?:central|national|state|reserve|federal|development|world|investment|people's)\\s)bank|maker|specialist)`;
/**
 * A company's kind with up to two words that tell it apart, before its name after a determiner ("the
 * optical-chip start-up Ombre", "the consumer bank Amanah", "the agricultural lender Stepbank").
 */
const TOLD_KIND_BEFORE = new RegExp(
  `\\b(?:[Tt]he|[Aa]n?|[Ii]ts|[Tt]heir)\\s+(?:\\p{Lu}\\p{Ll}+(?:ian|ean|an|ese|i|ish)\\s+)?(?:[\\p{Ll}-]+\\s+){1,2}${TOLD_KIND}\\s+$`,
  'u',
);
/** A company's kind opening a capitalised run ("Chipmaker Lumatek Wafer Works plans…"). */
const KIND_LEADING = new RegExp(`^(?:\\p{Lu}\\p{Ll}+(?:ian|ean|an|ese|i|ish)\\s+)?(${COMPANY_KIND})\\s+`, 'iu');
/** Who speaks for a company or runs it, or what runs a ship or a site: the name after is the company's. */
const COMPANY_BEFORE =
  /\b(?:(?:spokesperson|spokesman|spokeswoman|representative|chief executive|executive|ceo|chairman|chairwoman|boss|founder|owner)\s+(?:for|of|at)|(?:operated|owned|run|managed|chartered)\s+by)\s+(?:the\s+)?$/i;
/** What only a company has, right after its possessive ("Marenergo’s refinery", "Lumatek’s chief executive"). */
const COMPANY_POSSESSION =
  /^\s+(?:refinery|refineries|plant|plants|fab|fabs|factory|factories|smelter|mine|shares|stock|chief executive|ceo|chairman|chairwoman|board|customers|fleet|ship|vessel|tanker|profit|profits|revenue|earnings)\b/;
/**
 * A company's site named for its town, right after the company's possessive ("Halden Refining's Tamsk
 * refinery", "Lumatek's San Telmo de Arriba fab"): the company owns it, the town is where it stands.
 */
const OWNED_SITE =
  /^\s+\p{Lu}[\p{L}'-]*(?:\s+(?:(?:de|del|da|do|al|el|la|le)\s+)?\p{Lu}[\p{L}'-]*){0,3}\s+(?:refinery|plant|fab|factory|smelter|mine|terminal|depot|warehouse|mill|works|site|campus)\b/u;
/** What a firm's own name goes before with no possessive ("Brenn Bank branches", "Halvik shares fell"). */
const FIRM_AFTER = /^\s+(?:branches|depositors|shareholders|shares)\b/;
/** A person's name, "of", and the organisation they speak for, read by NAME as one run. */
const SPEAKER_OF = /^(\p{Lu}[\p{Ll}'-]+\s+\p{Lu}[\p{Ll}'-]+)\s+of\s+(?:the\s+)?(\p{Lu}.*)$/u;
/** The kind words of a company's own name ("Halden Refining", "Skyvar Airlines"), not a public body's. */
const BUSINESS_WORDS =
  /\b(?:refining|shipping|holdings|corp|corporation|inc|ltd|plc|telecom|semiconductor|energy|motors|systems|labs|securities|insurance|petroleum|logistics|terminals|airlines|airways|lines|savings\s+bank|co-?operative\s+bank|credit\s+union|technologies|services|mining|minerals|quarries|microdevices|utility|utilities|waterworks|oil|clinics|stevedoring|depots|storage|health\s+care|healthcare|building\s+society|networks|microsystems|pharma|pharmaceuticals|ordnance|print|printing|resources|works|mobile)\b/i;
/**
 * A lender named the way Romance-language banks are, by its kind first ("Banco Ferrial", "Banque
 * Delphine", "Caja Sur"): a company, unless "de" or "central" follows its kind, as a state's bank is
 * named ("Banco de Ostria", "Banque centrale", "Banco Nacional").
 */
const LENDER_FIRST =
  /^(?:banco|banque|banca|caja|caixa)\s+(?!(?:de|du|des|di|do|da|d'|central|centrale|centrala|nacional|nationale|nazionale|national|popular|populaire|popolare|federal)\b)\S/i;
/** A commentator's employer follows: "said Ilse Tavish, an economist at …". */
const COMMENTATOR_AT = /\b(?:economist|analyst|strategist|researcher)s?\s+at\s+(?:the\s+)?$/i;
/** A speech verb right before a name ("said Leila Moren of …"). */
const SAID_BEFORE = /\b(?:said|says|told|added|according to)\s+$/;

/**
 * The company a capitalised run names, by how news names companies, or null: its kind in apposition
 * before it ("the Qadiri retailer Markwell Stores", "Chipmaker Orbis Silicon"), who speaks for it or
 * what it runs ("a spokesperson for Tidemark Lines", "operated by Bluefin Carriers", "Marenergo’s
 * refinery", "Lumatek’s chief executive"). A name with nothing of the kind is left to the other rules.
 */
function companyName(name: string, raw: string, before: string, after: string, text = ''): string | null {
  // "Shares of Rotre (RTR)": the company is the name after "shares of".
  if (tickerAfter(name, after, text) && !countriesIn(name).length)
    return name.replace(/^(?:Shares|Stocks?)\s+of\s+(?:the\s+)?/, '').toLowerCase();
  const lead = KIND_LEADING.exec(name);
  if (lead && lead.index === 0 && name.length > lead[0].length) return name.slice(lead[0].length).toLowerCase();
  if (ROLE_BEFORE.test(before)) return null;
  const possessive = raw.endsWith("'s") || /^\s*’\s*s\b/.test(after);
  const owns = after.replace(/^\s*’\s*s\b/, '');
  if (possessive && (COMPANY_POSSESSION.test(owns) || OWNED_SITE.test(owns))) return name.toLowerCase();
  // One a country names is its country's ("the lender Bank of Japan"): left to the other rules.
  if (
    (KIND_BEFORE.test(before) ||
      COMPANY_BEFORE.test(before) ||
      TOLD_KIND_BEFORE.test(before) ||
      (FIRM_AFTER.test(after) && wordsOfName(name.toLowerCase()).length > 0)) &&
    !countriesIn(name).length
  )
    return name.toLowerCase();
  return null;
}

/** The participants one text names, in order of first appearance; `companies` is told the keys read as companies. */
function participantsOf(text: string, companies?: Set<Participant>): Participant[] {
  const out: Participant[] = [];
  const add = (p: Participant) => {
    if (!out.includes(p)) out.push(p);
  };
  for (const m of text.matchAll(NAME)) {
    if (AFTER_NUMBER.test(text.slice(Math.max(0, m.index - 2), m.index))) continue;
    const raw = m[0];
    let start = m.index;
    const stripped = raw.replace(OPENING_VERB, '').replace(LEADING, '');
    start += raw.length - stripped.length;
    // "Customers of Dravena Bank": the name is the body's (see `PEOPLE_OF`).
    // A live blog's entry opens after its time and a dash ("09:57 — Customers of …").
    const opening = text.slice(Math.max(0, start - 3), start);
    const people = OPENS.test(opening) || /[—–]\s*$/.test(opening) ? PEOPLE_OF.exec(stripped) : null;
    if (people) start += people[0].length;
    // "Heora-based Diro Bank": the town is where the firm is based, no word of its name (what is
    // before the run still tells the firm's kind: "run by Heora-based …").
    const name = (people ? stripped.slice(people[0].length) : stripped).replace(/'s$/, '').replace(BASED_IN, '');
    const words = name.split(/\s+/).filter(Boolean);
    if (!words.length || words.length > MAX_WORDS || name.length < 3 || NOT_NAMES.has(name.toLowerCase())) continue;
    const before = text.slice(Math.max(0, start - 40), start);
    const after = text.slice(m.index + raw.length, m.index + raw.length + 40);
    // Where shares moved is the company's market, not where the story happens.
    if (marketBefore(text.slice(Math.max(0, start - 90), start))) continue;
    // Where a quoted commentator works ("an economist at Halvard Research") is no one the story is about.
    if (COMMENTATOR_AT.test(before)) continue;
    // A speaker and the organisation they speak for, read as one run ("said Leila Moren of Brevan Refining").
    const speaker = SPEAKER_OF.exec(name);
    if (speaker && !ORG_WORDS.test(speaker[1]!) && (SAID_BEFORE.test(before) || SAYS_AFTER.test(after))) {
      add(`n:${speaker[1]!.toLowerCase()}`);
      add(`o:${speaker[2]!.toLowerCase()}`);
      companies?.add(`o:${speaker[2]!.toLowerCase()}`);
      continue;
    }
    const company = companyName(name, raw, before, after, text);
    if (company) {
      add(`o:${company}`);
      companies?.add(`o:${company}`);
      continue;
    }
    // A name at the very start of a sentence with nothing to tell its kind is left alone.
    const key = name.toLowerCase();
    if (ORG_WORDS.test(name)) {
      // A kind of organisation with no name of its own ("Telecom operators", "the Brigade") names no one.
      // One a country names ("Bank of Japan", "Kenya Statistics Office") stands for that country: its other words are its kind.
      const countries = countriesIn(name);
      if (countries.length === 1) add(`c:${countries[0]!.country.toLowerCase()}`);
      // So does one a people's name opens ("the Mirresian National Cyber Security Centre").
      // Not a town's own body ("Lebrohan City Council"): a people's name heads no city's council.
      else if (
        /^\p{Lu}\p{Ll}+(?:ian|ean|an|ese)$/u.test(words[0]!) &&
        words.length > 2 &&
        // Not a firm's own name ("Brexzan Cooperative Bank"): its first word is its own, not a people's.
        !FIRM_NAME.test(name) &&
        !/^(?:city|town|county|district|municipal|borough|village)$/i.test(words[1]!)
      )
        add(`c:${words[0]!.toLowerCase()}`);
      else if (words.some((w) => !ORG_WORDS.test(w) && !/^(?:of|the|and|de|\d.*)$/i.test(w))) {
        add(`o:${key}`);
        if ((BUSINESS_WORDS.test(name) && !/\bof\b/i.test(name)) || LENDER_FIRST.test(name)) companies?.add(`o:${key}`);
      }
    } else if (BODY_AFTER.test(after)) continue;
    else if (ROLE_BEFORE.test(before)) add(`n:${key}`);
    else if (words.length >= 2 && words.length <= 3 && SAYS_AFTER.test(after)) {
      const body = speakingBody(name, before, text);
      if (!body) add(`n:${key}`);
      else if (body === 'o') add(`o:${key}`);
    } else if (
      PLACE_BEFORE.test(before) ||
      PLACE_AFTER.test(after) ||
      (HAZARD_AFTER.test(after) && !OPENS.test(before)) ||
      (ITS_BEFORE.test(before) && OWN_SITE_AFTER.test(after)) ||
      // A sentence's first word is capitalised whatever it is ("Operator says refinery…").
      ((SITE_AFTER.test(after) || SITE_NAME.test(name)) && (!OPENS.test(before) || nameAtOpening(name, after, text)))
    ) {
      // A firm named before its site ("an Arvelis Pipelines pipeline", "a Norrinia Power switching
      // station", "at BATP plant"): the site is the firm's, the firm is no place.
      if (OWNER_NAME.test(name) || (TICKER_NAME.test(name) && (SITE_AFTER.test(after) || HAZARD_AFTER.test(after)))) {
        add(`o:${key}`);
        companies?.add(`o:${key}`);
        continue;
      }
      const country = countryOf(key);
      add(country ? `c:${country.toLowerCase()}` : featureAfterTown(before, after) ? `c:${key}` : `p:${key}`);
    }
  }
  // A name the text reads as a company anywhere is that company wherever else it stands ("from
  // Markwell Stores").
  const orgs = new Set(out.filter((p) => p[0] === 'o').map((p) => p.slice(2)));
  return out.filter((p) => (p[0] !== 'p' && p[0] !== 'n') || !orgs.has(p.slice(2)));
}

/**
 * The words of the names a text holds, kind or no kind: capitalised runs, less a lone capitalised
 * word that opens a sentence ("Analysts said", "Dockworkers walked out": capitalised as every first
 * word is) and less the words `wordsOfName` drops. What two reports of one happening share however
 * differently they tell it.
 */
export function nameWords(title: string, text: string): string[] {
  const out = new Set<string>();
  const body = (titleCased(title) ? withoutDateline(text) : `${title}.\n${withoutDateline(text)}`).replace(
    /[’‘]/g,
    ' ’ ',
  );
  // A word the text also writes in lower case is a common word, capitalised or not ("Health minister … health workers").
  const common = new Set(body.match(LOWER_WORD) ?? []);
  for (const m of body.matchAll(NAME)) {
    const before = body.slice(Math.max(0, m.index - 3), m.index);
    if (AFTER_NUMBER.test(before)) continue;
    const opensSentence = m.index === 0 || OPENS.test(before);
    if (
      opensSentence &&
      !/\s/.test(m[0]) &&
      !nameAtOpening(m[0], body.slice(m.index + m[0].length, m.index + m[0].length + 40), body)
    )
      continue;
    if (opensSentence && OPENING_VERB.test(m[0])) continue;
    // Countries place a story but never tell two apart (see `differentHappenings`); the rest of a
    // name a country opens ("Kenya Statistics Office") says what kind of body it is, not which.
    let words = wordsOfName(m[0].toLowerCase());
    if (words.some((w) => countryOf(w))) continue;
    // As `participantWords` reads them: an organisation by its first word, a person by the surname.
    if (ORG_WORDS.test(m[0])) words = words.slice(0, 1);
    else if (
      /\s/.test(m[0]) &&
      (ROLE_BEFORE.test(body.slice(Math.max(0, m.index - 40), m.index)) ||
        SAYS_AFTER.test(body.slice(m.index + m[0].length, m.index + m[0].length + 24)))
    )
      words = words.slice(-1);
    for (const w of words) if (!common.has(w)) out.add(w);
  }
  return [...out];
}

/**
 * The name words its headline holds (see `nameWords`, read with the opening's common words): none
 * when the headline is in Title Case. A headline names what happened to whom and where; two reports
 * of one happening name the same (or each names what the other's opening also names).
 */
export function headlineNames(title: string, text: string, words = nameWords(title, text)): string[] {
  if (titleCased(title)) return [];
  const inTitle = new Set(title.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return words.filter((w) => inTitle.has(w));
}

/**
 * Whether two headlines name different happenings: each names someone or somewhere (a `distinctive`
 * name, not one the whole stream repeats), and neither's names appear anywhere in the other side's
 * opening. "Overnight attack leaves Braneford without power" is not "Drone strike on Ulmek kills 4"
 * when neither report mentions the other town, however much of the vocabulary of a drone attack they
 * share. Reports of one happening headline different angles of it ("Governor X says…", "Toll rises
 * in Y"), but each angle's name is in the other's lead or body. An event keeps every headline's names
 * and every article's names: the more it holds, the less this rule splits it.
 */
export function differentHeadlines(
  article: { head: readonly string[]; names: readonly string[] },
  event: { head: readonly string[]; names: readonly string[] },
  distinctive: (word: string) => boolean = () => true,
): boolean {
  if (!article.head.some(distinctive) || !event.head.some(distinctive)) return false;
  // Any name in common ties them, even one the whole stream repeats ("Trump"): the headlines may
  // tell one happening by two of its participants.
  // A people's name is its land's ("Ostrian" is "Ostria"): one name told two ways.
  const told = (w: string, list: readonly string[]) => list.some((x) => x === w || landAndPeople(x, w));
  return (
    !article.head.some((w) => told(w, event.names) || told(w, event.head)) &&
    !event.head.some((w) => told(w, article.names))
  );
}

/** Whether two name words are a land and its people's name ("ostria", "ostrian"; "velmoria", "velmorian"; "kessa", "kessese"). */
export function landAndPeople(x: string, y: string): boolean {
  const [land, people] = x.length <= y.length ? [x, y] : [y, x];
  if (land.length < 4 || !/(?:n|ese)$/.test(people)) return false;
  const stem = land.replace(/(?:ia|a)$/, '');
  return [`${land}n`, `${stem}ian`, `${stem}an`, `${stem}ese`, `${land}ese`].includes(people);
}

/** A people's name: a capitalised word with a people's ending ("Qadiri", "Kalorian", "Ostrese", "Vendish"). */
export const PEOPLE = /^\p{Ll}{3,}(?:ian|ean|an|ese|ish|i)$/u;

/**
 * Whether two name words are one land told two ways: the same word, a land and its people ("ostria",
 * "ostrian"; "qadira", "qadiri"; "torvane", "torvanian"; "pellamy", "pellamian").
 */
export function sameLand(x: string, y: string): boolean {
  if (x === y || landAndPeople(x, y)) return true;
  const [land, people] = x.length <= y.length ? [x, y] : [y, x];
  if (land.length >= 4 && people.endsWith('i') && `${land.replace(/(?:ia|a)$/, '')}i` === people) return true;
  // A land ending in a vowel or y drops it before its people's ending.
  const stem = land.replace(/(?:ia|[aeiouy])$/, '');
  return stem.length >= 4 && PEOPLE.test(people) && people.replace(/(?:ian|ean|an|ese|ish|i|n)$/, '') === stem;
}

/** Whether each side names an organisation (a `distinctive` one) and no organisation of one shares a word with the other's. */
export function otherOrganisations(
  article: readonly Participant[],
  event: readonly Participant[],
  distinctive: (word: string) => boolean = () => true,
): boolean {
  const orgs = (ps: readonly Participant[]) =>
    ps
      .filter((p) => p[0] === 'o')
      .flatMap(participantWords)
      .filter(distinctive);
  const mine = orgs(article);
  const theirs = new Set(orgs(event));
  return mine.length > 0 && theirs.size > 0 && !mine.some((w) => theirs.has(w));
}

/**
 * Whether an article told of a company (named as news names companies: see `companyName`) and an
 * event are about two different organisations: the event names one, neither side's organisations are
 * named anywhere on the other side (`names`: every name word of its headlines and openings, however
 * many events hold it), and they name no person or `distinctive` place in common. Two refineries'
 * fires, two retailers' breaches: a company many of the day's stories name is still no other company,
 * and reports of one happening name the company it happened to or that did it. Only a company the
 * text reads as one counts on the article's side: institutions are named in generic words ("the
 * Supreme Court", "the appeals court") that two reports of one ruling vary.
 */
export function otherCompany(
  article: {
    participants: readonly Participant[];
    companies: readonly Participant[];
    names: readonly string[];
    headNames: readonly string[];
    /** Its headline, whose role words tell the trade of a firm named without one ("telecoms operator"). */
    title?: string;
  },
  event: { participants: readonly Participant[]; names: readonly string[]; headNames: readonly string[] },
  distinctive: (word: string) => boolean = () => true,
): boolean {
  const orgs = (ps: readonly Participant[]) => ps.filter((p) => p[0] === 'o').flatMap(participantWords);
  // A firm whose own name ends in its trade ("Halden Terminals", "Orrin Savings Bank") is a company
  // however the sentence names it: no court or ministry is named so.
  const firms = article.participants.filter((p) => article.companies.includes(p) || tradesOf([p]).size > 0);
  const mine = orgs(firms);
  const theirs = orgs(event.participants);
  if (!mine.length || !theirs.length) return false;
  if (abbreviates(firms, event.participants) || abbreviates(event.participants, firms)) return false;
  const theirNames = new Set([...event.names, ...theirs]);
  const myNames = new Set([...article.names, ...mine]);
  if (mine.some((w) => theirNames.has(w)) || theirs.some((w) => myNames.has(w))) return false;
  if (tickerNamed(mine, [...event.names, ...theirs]) || tickerNamed(theirs, [...article.names, ...mine])) return false;
  const held = heldPlaces(article.participants, event.participants);
  const others = (ps: readonly Participant[]) =>
    ps
      .filter((p) => p[0] === 'n' || (p[0] === 'p' && !held(p.slice(2))))
      .flatMap(participantWords)
      .filter((w) => distinctive(w));
  const theirOthers = new Set(others(event.participants));
  const shared = others(article.participants).filter((w) => theirOthers.has(w));
  if (!shared.length) return true;
  // A town both name does not tie two firms of different trades there (a chipmaker's walkout is not a
  // bank's), nor two of one trade whose headlines each name their own (one savings bank's run is not
  // its neighbour's): a report naming a second firm of its trade only in its opening (a rival, a
  // partner) still joins. A person both name still ties them.
  const people = new Set(
    [...article.participants, ...event.participants].filter((p) => p[0] === 'n').flatMap(participantWords),
  );
  if (shared.some((w) => people.has(w))) return false;
  const myTrades = tradesOfSide(firms, article.title);
  const theirTrades = tradesOf(event.participants);
  if (!myTrades.size || !theirTrades.size) return false;
  if (tradesApart(myTrades, theirTrades)) return true;
  return mine.some((w) => article.headNames.includes(w)) || theirs.some((w) => event.headNames.includes(w));
}

/**
 * Whether an organisation one side names is the initials of one the other names ("sdm", "the Sunderby
 * Defence Ministry"; "mpa", "the Maritime and Port Authority"): news shortens a body's name after its
 * first mention, or in a headline.
 */
function abbreviates(short: readonly Participant[], long: readonly Participant[]): boolean {
  const initials = (name: string) =>
    name
      .split(/[\s-]+/)
      .filter((w) => w && !/^(?:of|the|and|for|&)$/.test(w))
      .map((w) => w[0])
      .join('');
  const longs = long.filter((p) => p[0] === 'o').map((p) => p.slice(2));
  const names = longs.map(initials);
  return short.some((p) => {
    const s = p.slice(2);
    if (p[0] !== 'o' || !/^[a-z]{2,6}$/.test(s)) return false;
    return names.includes(s) || longs.some((name) => tickerOf(s, name));
  });
}

/** Whether a word of one side's firms is a ticker spelt from a name the other side gives (a word, or two in a row). */
const tickerNamed = (firms: readonly string[], names: readonly string[]): boolean =>
  firms.some(
    (s) =>
      /^[a-z]{2,6}$/.test(s) &&
      names.some((w, i) => tickerOf(s, w) || (i + 1 < names.length && tickerOf(s, `${w} ${names[i + 1]}`))),
  );

/**
 * Whether a short name is a ticker spelt from a firm's name: its first letter, then others of the name
 * in order, at most one of them a vowel ("AMNG" for Amanah Niaga, "STPB" for Stepbank), as desks write
 * "AMNG shares slide" for the firm their body names in full.
 */
function tickerOf(short: string, name: string): boolean {
  if (short[0] !== name[0] || (short.match(/[aeiou]/g) ?? []).length > 1 || name.split(' ').includes(short))
    return false;
  let i = 0;
  for (const ch of name) if (ch === short[i]) i++;
  return i === short.length;
}

/** The trades a firm's own name ends in ("Kell Microsystems", "Orrin Savings Bank"), one word for each trade. */
const TRADES: readonly (readonly [string, RegExp])[] = [
  ['bank', /\b(?:bank|savings bank|building society|credit union|bancorp)$|^(?:banco|banque|banca|caja|caixa)\s/],
  ['telecom', /\b(?:telecoms?|networks|mobile|communications)$/],
  ['chips', /\b(?:microsystems|semiconductors?|microdevices|microelectronics|chips|silicon|wafers?)$/],
  ['pharma', /\b(?:pharma|pharmaceuticals?|biotech|therapeutics)$/],
  ['shipping', /\b(?:shipping|lines|terminals|stevedoring|logistics|shipyards?)$/],
  ['energy', /\b(?:refining|petroleum|oil|energy|power|utilities|utility|gas)$/],
  ['mining', /\b(?:mining|minerals|resources|quarries)$/],
  ['print', /\b(?:print|printing|printers|press)$/],
  ['arms', /\b(?:ordnance|munitions|arms|defence systems|defense systems)$/],
  ['air', /\b(?:airlines|airways|air)$/],
  ['motors', /\b(?:motors|automotive)$/],
];
/** A firm's own name by the kind of firm it ends in, never a state's ("Savings Bank", not "National Bank"). */
const FIRM_NAME =
  /\b(?:savings|co-?operative|commercial|merchant|mutual) bank$|\b(?:terminals|stevedoring|telecom|mobile|microsystems|microdevices|semiconductors?|pharma|pharmaceuticals|ordnance|refining|petroleum|works)$/i;

/**
 * The trade a headline gives the firm it is about by its role ("Sunderran telecoms operator
 * suspends…", "Casmere’s lender says…", "Arms maker faces walkout"): the trade of a firm the report
 * names only by a ticker or a short name.
 */
const HEAD_TRADES: readonly (readonly [string, RegExp])[] = [
  ['bank', /\b(?:lender|savings bank|building society|credit union)s?\b/],
  ['telecom', /\b(?:telecoms?|mobile|phone|broadband) (?:operator|firm|company|provider|group)s?\b|\btelcos?\b/],
  ['chips', /\b(?:chip ?maker|chip (?:firm|designer)|semiconductor (?:firm|maker|company))s?\b/],
  ['pharma', /\b(?:drug ?maker|pharmaceutical (?:firm|company)|vaccine maker)s?\b/],
  ['shipping', /\b(?:terminal operator|port operator|shipping (?:line|firm|company)|shipper)s?\b/],
  ['energy', /\b(?:refiner|oil (?:firm|company|producer)|power (?:company|utility)|utility)s?\b/],
  ['mining', /\b(?:miner|mining (?:firm|company|group))s?\b/],
  ['print', /\b(?:ballot |)printers?\b/],
  ['arms', /\b(?:arms (?:maker|firm|company)|munitions (?:maker|firm)|defen[cs]e (?:firm|contractor))s?\b/],
  ['air', /\bairlines?\b/],
  ['motors', /\b(?:car ?maker|auto ?maker)s?\b/],
];
const headlineTrades = (title: string): string[] => {
  const lower = title.toLowerCase();
  return HEAD_TRADES.filter(([, re]) => re.test(lower)).map(([t]) => t);
};

/** Words a firm's name may end in after its trade ("Kell Silicon Works", "Orrin Arms Group"). */
const AFTER_TRADE = /\s+(?:works|group|holdings|company|corporation|corp|inc|ltd|plc|co)$/;
const tradesOf = (ps: readonly Participant[]): Set<string> =>
  new Set(
    ps
      .filter((p) => p[0] === 'o')
      .map((p) => p.slice(2).replace(AFTER_TRADE, ''))
      .flatMap((name) => TRADES.filter(([, re]) => re.test(name)).map(([t]) => t)),
  );

/** A side's firms' trades by their names, else (its headline given) by the role its headline gives the firm it is about. */
function tradesOfSide(firms: readonly Participant[], title?: string): Set<string> {
  const named = tradesOf(firms);
  return named.size || title === undefined ? named : new Set(headlineTrades(title));
}

/**
 * Whether each side names a firm of a known trade and no trade of one side's firms is the other's; the
 * article's trade read from its headline's role when its firms' names tell none (see `tradesOfSide`).
 */
export function otherTrades(article: readonly Participant[], event: readonly Participant[], title?: string): boolean {
  return tradesApart(tradesOfSide(article, title), tradesOf(event));
}

/** Two sides' trades, each known, none in common. */
const tradesApart = (mine: ReadonlySet<string>, theirs: ReadonlySet<string>): boolean =>
  mine.size > 0 && theirs.size > 0 && ![...mine].some((t) => theirs.has(t));

/**
 * Whether each headline names someone or somewhere (a `distinctive` name) the other side never
 * mentions: two victims of one gang, two towns of one storm's path, each the subject of its own report.
 */
export function headlinesNameOthers(
  article: { headNames: readonly string[]; names: readonly string[] },
  event: { headNames: readonly string[]; names: readonly string[] },
  distinctive: (word: string) => boolean = () => true,
): boolean {
  const unknown = (head: readonly string[], names: readonly string[]) =>
    head.some((w) => distinctive(w) && !names.includes(w));
  return unknown(article.headNames, event.names) && unknown(event.headNames, article.names);
}

/**
 * The named participants of an article: from its headline (unless it is in Title Case) and its
 * lead, plus the countries the gazetteer finds there.
 */
/** A post's tag ("#Velmo", "#energy"): what the post is about, in its own word. */
const TAG = /(?<![\p{L}\p{N}_])#(\p{L}[\p{L}\p{N}-]*)/gu;
const UPPER = /\p{Lu}/u;
/** A word as a tag writes it (not the tag itself, nor a word joined to another). */
const TAGGABLE = /(?<![\p{L}\p{N}#'’-])\p{L}[\p{L}\p{N}-]*/gu;

/**
 * The words a post written all in lower case tags ("breaking: fire at velmo plant, 3 hurt … #velmo
 * #energy"), or null for a text with any capital: such a post names what it is about by its tags.
 */
function postTags(title: string, lead: string): Set<string> | null {
  if (!lead.includes('#') || UPPER.test(title) || UPPER.test(lead)) return null;
  const tags = new Set([...lead.matchAll(TAG)].map((m) => m[1]!));
  return tags.size ? tags : null;
}

/** A lower-case post's text with each word it tags written as a name ("at Velmo plant"), for the rules of names to read. */
const tagsNamed = (text: string, tags: ReadonlySet<string>): string =>
  text.replace(TAGGABLE, (w) => (tags.has(w) ? w[0]!.toUpperCase() + w.slice(1) : w));

export function participants(
  title: string,
  lead: string,
  opening = lead,
  countries = countriesIn(`${title} ${lead}`),
  /** Told the organisations read as companies (see `companyName`). */
  companies?: Set<Participant>,
): Participant[] {
  // A post in lower case names what it is about by its tags (see `postTags`).
  const tags = postTags(title, lead);
  if (tags) [title, lead, opening] = [title, lead, opening].map((t) => tagsNamed(t, tags)) as [string, string, string];
  // A possessive ends a name ("Norland’s central bank"): the curly apostrophe is no part of a word here.
  const text = (titleCased(title) ? withoutDateline(lead) : `${title}.\n${withoutDateline(lead)}`)
    .replace(/[’‘]/g, ' ’ ')
    // So does a plain apostrophe's before a site named for its town ("Lumatek's Tamsk plant"): one run
    // of capitalised words would read owner and town as one place.
    .replace(/'s(?=\s+\p{Lu})/gu, (m, at: number, all: string) => (OWNED_SITE.test(all.slice(at + 2)) ? ' ’ s' : m));
  const found = participantsOf(text, companies);
  const held = containers(
    `${title}\n${opening}`,
    found.filter((p) => p[0] === 'p'),
  );
  const out = found
    .map((p) => (held.has(p) || (p[0] === 'p' && REGION_NAME.test(p.slice(2))) ? `c:${p.slice(2)}` : p))
    // A town named as a place is no people's name opening an organisation's ("Hallan Teaching Hospital").
    .filter((p, i, all) => all.indexOf(p) === i && !(p[0] === 'c' && all.includes(`p:${p.slice(2)}`)));
  // The country whose institutions the report names by its people's name: whose national story it is.
  const told = withoutDateline(`${title}\n${opening}`);
  for (const m of told.matchAll(NATION)) {
    const p = `k:${(m[1] ?? m[2])!.toLowerCase()}`;
    if (!out.includes(p)) out.push(p);
  }
  // A land's own office or institution (see `OWN_OFFICE`); a land the gazetteer knows is told apart by
  // the national-story rule, and a day's possessive ("Monday’s election board") names no land.
  if (OWN_OFFICE_WORD.test(told))
    for (const m of told.matchAll(OWN_OFFICE)) {
      const land = (m[1] ?? m[2])!;
      if (!LAND_WORD.test(land) || NOT_NAMES.has(land.toLowerCase()) || countriesIn(land).length) continue;
      const p = `k:${land.toLowerCase()}`;
      if (!out.some((q) => q[0] === 'k' && sameLand(q.slice(2), p.slice(2)))) out.push(p);
    }
  for (const { country } of countries) {
    const p = `c:${country.toLowerCase()}`;
    if (!out.includes(p)) out.push(p);
  }
  return out;
}

/**
 * A region named by its place on the compass and its lie of the land ("the Western Steppe", "the
 * Central Plain", "the Lower Coast"): it holds the towns where things happen, as a country does, and
 * ties no two of them.
 */
const REGION_NAME =
  /^(?:north|south|east|west|central|upper|lower|inner|outer)(?:ern)?\s+(?:plains?|steppes?|valleys?|coast|coastlands|highlands|lowlands|uplands|delta|basin|plateau|hills|desert|shore|lakes)$/;

/**
 * A people's name before a national institution ("the Gemdekian electoral commission", "the Tohevian
 * energy ministry"), or a land's own name before its electoral commission ("the Fosnol electoral
 * commission"): the report tells that country's or region's story.
 */
const NATION =
  /\b(?:(\p{Lu}\p{Ll}{2,}(?:ian|ean|an|ese|ish))\s+(?:national\s+|state\s+)?(?:electoral|election|energy|health|finance|foreign|interior|defence|defense|central|statistics|government|parliament|cabinet|ministry|minister|prime|president|army|military|police|coast\s+guard|meteorological|disaster|securities|competition|regulator)|the\s+(\p{Lu}\p{Ll}{2,})\s+(?:electoral|election)\s+commission)\b/gu;
/** A minister's portfolio, as news writes it before "minister" or "ministry" ("energy", "digital affairs"). */
const PORTFOLIO =
  '(?:energy|health|finance|foreign|interior|home|defen[cs]e|digital|industry|trade|economy|economic|transport|labou?r|agriculture|justice|education|environment|communications)(?:\\s+affairs)?';
/** A field a state regulates, as news writes it before its regulator's kind ("Utilities Commission", "Energy and Water Authority"). */
const FIELD =
  '(?:utilities|energy|water|power|competition|securities|financial|banking|telecoms?|communications|aviation|nuclear|medicines|food|data|trade|industry|production)';
/**
 * The offices and institutions of a state, in any case ("finance minister", "National Election
 * Board", "central bank", "energy regulator", "grid operator"): what news names by its land's possessive.
 */
const STATE_OFFICE = `(?:(?:new|national|state|federal|top|chief)\\s+)?(?:${PORTFOLIO}\\s+minist(?:er|ry)|minister\\s+of\\s+${PORTFOLIO}|prime\\s+minister|(?:electoral|election)\\s+(?:board|commission|council)|central\\s+bank|treasury|ministry\\s+of\\s+[a-z]+|(?:${FIELD}(?:\\s+and\\s+[a-z]+)?\\s+)(?:commission|authority|agency|office)|(?:[a-z]+\\s+)?(?:regulator|watchdog)|(?:national\\s+)?grid\\s+operator|statistics\\s+(?:office|agency|bureau))`;
/**
 * A land's possessive before an office or institution of a state ("Belmirra’s energy minister, Ilsa
 * Dausgaesen", "Durmenia’s National Election Board", "Kestria’s regulator"), or a portfolio minister
 * of a land ("the Finance Minister of Ostria"): whose national story it is, as a people’s name before
 * the office says it (see `NATION`). Read in any case after the land; the land itself is capitalised.
 */
const OWN_OFFICE = new RegExp(
  `(?<![\\p{L}'’-])(\\p{L}[\\p{L}-]{2,})['’]s\\s+${STATE_OFFICE}\\b|\\b${PORTFOLIO}\\s+minister\\s+of\\s+(?:the\\s+)?(\\p{L}[\\p{L}-]{2,})\\b`,
  'giu',
);
const LAND_WORD = /^\p{Lu}\p{Ll}{2,}$/u;
/** A word `OWN_OFFICE` needs: most texts hold none and are not read further. */
const OWN_OFFICE_WORD =
  /minist|board|commission|council|bank|treasury|regulator|watchdog|operator|statistics|authority|agency|office/i;

/** Words of a name that tell nothing apart: kinds of organisation and place, and common qualifiers. */
const GENERIC =
  /^(?:world|international|global|european|african|asian|pacific|atlantic|arab|islamic|minister|governor|president|premier|chancellor|mayor|director|spokesperson|spokesman|spokeswoman|leader|official|chief|executive|ceo|manager|chairman|secretary|senator|judge|prosecutor|mr|mrs|ms|dr|sir|of|the|and|de|del|da|al|bin|van|von|national|central|general|federal|united|new|north|south|east|west|northern|southern|eastern|western|upper|lower|great|royal|first|second|saint|st|province|region|district|river|strait|square|city|town|port|county|state|island|islands|field|valley|coast|bay|harbour|harbor|prefecture|oblast|canal|lake|mountain|mountains|quay|docks?|terminal|plant|refinery|airport|wharf|pier|\d.*)$/;

/** The distinctive words of a name ("michael steele" → michael, steele): variants of one name share one. */
export function wordsOfName(name: string): string[] {
  return name
    .replace(/['’]s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !GENERIC.test(w) && !ORG_WORDS.test(w) && !NOT_NAMES.has(w));
}
/**
 * The words that identify a participant: an organisation by the first word of its own name ("Toroholt
 * Dockworkers Union": the rest says what kind of body it is), a person by the surname (first names
 * repeat, and reports name people by surname), a place by its whole name.
 */
function participantWords(p: Participant): string[] {
  const words = wordsOfName(p.slice(2));
  if (p[0] === 'o') return words.slice(0, 1);
  if (p[0] === 'n') return words.slice(-1);
  return words;
}

/**
 * Whether an article and an event describe different happenings by who and where: a kind of
 * participant (place, organisation, person) is named on both sides, and no name of the article's
 * shares a word with any name of the event's ("Steele" is "Michael Steele"; a name read as a place in
 * one report and a person in another is still one name). Only `distinctive` words count: one that
 * many events name ("Health" of a health agency) neither tells two apart nor ties them. Countries
 * decide nothing: two strikes in one country are two events, one event is often placed by several.
 */
export function differentHappenings(
  article: readonly Participant[],
  event: readonly Participant[],
  distinctive: (word: string) => boolean = () => true,
  /** For places: a town that a few of the stream's events hold is still where one of them happens. */
  distinctivePlace: (word: string) => boolean = distinctive,
): boolean {
  const tells = (p: Participant) => (p[0] === 'p' ? distinctivePlace : distinctive);
  // Most articles name no one by these rules: nothing to compare.
  if (!article.length || !event.length) return false;
  const held = heldPlaces(article, event);
  const eventWords = new Set<string>();
  const eventKinds = new Set<string>();
  for (const p of event) {
    if (p[0] === 'c' || p[0] === 'k' || (p[0] === 'p' && held(p.slice(2)))) continue;
    const words = participantWords(p).filter(tells(p));
    if (!words.length) continue;
    eventKinds.add(p[0]!);
    for (const w of words) eventWords.add(w);
  }
  let both = false;
  for (const p of article) {
    if (p[0] === 'c' || p[0] === 'k' || (p[0] === 'p' && held(p.slice(2)))) continue;
    const words = participantWords(p).filter(tells(p));
    if (!words.length) continue;
    if (words.some((w) => eventWords.has(w))) return false;
    if (eventKinds.has(p[0]!)) both = true;
  }
  // A national story of another country is told by the headlines (see `otherNationalStory`).
  return both;
}

/**
 * Whether each side names exactly one participant of `kind` (`c` a country, `k` a people), not the
 * same. A land and its people's name are one (`k:belmirra`, `k:belmirran`: "Belmirra’s energy
 * minister", "the Belmirran energy minister").
 */
function oneEachApart(article: readonly Participant[], event: readonly Participant[], kind: string): boolean {
  const same = (x: Participant, y: Participant) => x === y || (kind === 'k' && sameLand(x.slice(2), y.slice(2)));
  const lands = (ps: readonly Participant[]) =>
    ps.filter((p, i) => p[0] === kind && !ps.slice(0, i).some((q) => q[0] === kind && same(p, q)));
  const mine = lands(article);
  const theirs = lands(event);
  return mine.length === 1 && theirs.length === 1 && !same(mine[0]!, theirs[0]!);
}

/**
 * A national story of another country: each side names exactly one country, not the same, and no
 * place or person in common. Two elections or two rate decisions on one day share the words of
 * their kind of story and often a party's or a bank's generic name, never their country.
 */
export function otherCountry(
  article: readonly Participant[],
  event: readonly Participant[],
  distinctive: (word: string) => boolean = () => true,
): boolean {
  if (!oneEachApart(article, event, 'c')) return false;
  const wordsOf = (p: Participant) => participantWords(p).filter(distinctive);
  const words = new Set(event.filter((p) => p[0] === 'p' || p[0] === 'n').flatMap(wordsOf));
  return !article.some((p) => (p[0] === 'p' || p[0] === 'n') && wordsOf(p).some((w) => words.has(w)));
}

/** The countries a headline names (participant keys, `c:` and the code), whatever its case. */
export function headlineCountries(title: string): Participant[] {
  return [...new Set(countriesIn(title).map(({ country }) => `c:${country.toLowerCase()}`))];
}

/**
 * A national story of another country told as one: each side's headlines name exactly one country,
 * not the same ("Portugal inflation reaches 5.0%", "Belgium CPI at 6.0%"), and `otherCountry` holds
 * for their participants. A country named only in the body ("the Gulf of Mexico", "the Russia
 * probe") places a story, it does not make it national.
 */
export function otherNationalStory(
  article: { head: readonly Participant[]; participants: readonly Participant[] },
  event: { head: readonly Participant[]; participants: readonly Participant[] },
  distinctive: (word: string) => boolean = () => true,
): boolean {
  return (
    article.head.length === 1 &&
    event.head.length === 1 &&
    article.head[0] !== event.head[0] &&
    otherCountry(article.participants, event.participants, distinctive)
  );
}

/** The words of participants' names (countries aside), for the name counts of the engine. */
export const wordsOfParticipants = (ps: readonly Participant[]): string[] =>
  ps.flatMap((p) => (p[0] === 'c' || p[0] === 'k' ? [] : participantWords(p)));

/**
 * Another country's national story, told by its institutions: each side names the institutions of
 * exactly one country by its people's name (`k:`), not the same, and no place or person in common
 * (parties and banks repeat their generic names from country to country, as `otherCountry` says).
 * Two elections on one day, each reported through its own electoral commission.
 */
export function otherNation(
  article: readonly Participant[],
  event: readonly Participant[],
  distinctive: (word: string) => boolean = () => true,
): boolean {
  if (!oneEachApart(article, event, 'k')) return false;
  const held = heldPlaces(article, event);
  const wordsOf = (ps: readonly Participant[]) =>
    ps
      .filter((p) => (p[0] === 'p' || p[0] === 'n') && !held(p.slice(2)))
      .flatMap(participantWords)
      .filter(distinctive);
  const words = new Set(wordsOf(event));
  return !wordsOf(article).some((w) => words.has(w));
}

/**
 * The names either side reads as a country or a region holding places (`c:` participants, and the
 * land a people's name stands for: "talsolan" holds "talsola"): a place by such a name on the other
 * side sets the story, it tells no two apart and ties none.
 */
export function heldPlaces(...sides: (readonly Participant[])[]): (name: string) => boolean {
  const held = sides.flatMap((ps) => ps.filter((p) => p[0] === 'c' || p[0] === 'k').map((p) => p.slice(2)));
  return (name) =>
    held.some(
      (h) =>
        h === name ||
        (Math.min(h.length, name.length) >= 4 &&
          Math.abs(h.length - name.length) <= 3 &&
          (h.startsWith(name) || name.startsWith(h))),
    );
}

/**
 * Words that say a report ties a new site to a happening already told: its second terminal, a strike
 * that spread to another port, a gang that also hit someone else.
 */
const DEVELOPMENT =
  /\b(?:in the same (?:[a-z-]+ )?(?:attack|strike|assault|barrage|raid|wave|storm|quake|earthquake|outbreak|blast|flood|floods)|(?:a|the) (?:second|third|fourth|further) (?:[a-z-]+ )?(?:site|terminal|port|plant|town|city|village|district|province|region|attack|victim|target|outbreak|case|cluster|strike|wave)|also (?:hit|struck|targeted|shut|closed|halted|affected|reported|spread|walked out|joined)|spread (?:to|into|across)|spreads (?:to|into|across)|spreading (?:to|into|across)|extended (?:to|into)|widened (?:to|into)|expanded (?:to|into)|joined the strike|in solidarity)\b/i;

/** Whether a report's headline or opening links a new site to a happening already told (see `DEVELOPMENT`). */
export const linksDevelopment = (title: string, opening: string): boolean => DEVELOPMENT.test(`${title}\n${opening}`);

/**
 * Whether an article and an event happen at different sites: each names a place (not a country or a
 * region holding one), and no word of either side's places appears anywhere in the other side's
 * names. Who and where decide identity: two refineries of one company, two ports of one union, two
 * councils hit by one gang are two happenings, however much else they share, unless the report ties
 * the new site to the old (`linked`: "a second terminal", "the strike spread to").
 */
export function differentSites(
  article: {
    participants: readonly Participant[];
    names: readonly string[];
    linked: boolean;
    companies?: readonly Participant[];
  },
  event: { participants: readonly Participant[]; names: readonly string[] },
  distinctive: (word: string) => boolean = () => true,
  /** For a company the article names as one (see `companies`): one named by two events is still one company's two sites (defaults to `distinctive`). */
  distinctiveOrganisation: (word: string) => boolean = distinctive,
): boolean {
  if (article.linked) return false;
  // A place either side reads as a country or a region holding others places neither.
  const held = heldPlaces(article.participants, event.participants);
  const placeWords = (ps: readonly Participant[]) =>
    ps.filter((p) => p[0] === 'p' && !held(p.slice(2))).map(participantWords);
  const mine = placeWords(article.participants).filter((w) => w.length);
  const theirs = placeWords(event.participants).filter((w) => w.length);
  if (!mine.length || !theirs.length) return false;
  const theirNames = new Set([...event.names, ...theirs.flat()]);
  const myNames = new Set([...article.names, ...mine.flat()]);
  if (mine.some((ws) => ws.some((w) => theirNames.has(w))) || theirs.some((ws) => ws.some((w) => myNames.has(w))))
    return false;
  // The rule is about one actor at two sites: who, shared, is what would otherwise tie them (two
  // actors at two sites are told apart by `differentHappenings`; places alone, disjoint, are too often
  // one happening's: a hurricane's landfall and its flooding inland).
  // An actor the whole stream names (a national agency, a relief body) is no one actor's: only a
  // `distinctive` one ties two sites.
  // A company two events name is still one company's (its two plants); a party, an armed group or an
  // agency two events name is the week's news, told from wherever each desk stands (the capital, the
  // country): only a company the article names as one (`companies`) gets the organisations' threshold.
  const firms = article.companies && new Set(article.companies.flatMap(participantWords));
  const organisation = (w: string) => distinctive(w) || (!!firms?.has(w) && distinctiveOrganisation(w));
  const actors = (ps: readonly Participant[]) => [
    ...ps
      .filter((p) => p[0] === 'o')
      .flatMap(participantWords)
      .filter(organisation),
    ...ps
      .filter((p) => p[0] === 'n')
      .flatMap(participantWords)
      .filter(distinctive),
  ];
  const theirActors = new Set(actors(event.participants));
  return actors(article.participants).some((w) => theirActors.has(w));
}

/**
 * Whether an article and an event name no one in common: each names someone or somewhere few events
 * name, and no name word of one appears among the other's. Reports of one happening name its
 * participants; a window that holds one or two stories of a kind gives no margin to lean on, so a
 * score alone is no evidence of the same happening.
 */
export function noNameInCommon(
  article: readonly string[],
  event: readonly string[],
  distinctive: (word: string) => boolean = () => true,
): boolean {
  if (!article.some(distinctive) || !event.some(distinctive)) return false;
  const theirs = new Set(event);
  return !article.some((w) => theirs.has(w));
}

/**
 * The names an article and an event both read as a place or an organisation (countries and the
 * regions holding places aside) that few events hold (`distinctive`). Outlets tell one happening in
 * their own words but name the same port, company or town: such a name is evidence of one happening
 * that word overlap alone is not. People are left out: a day's news names one person in many stories.
 */
export function sharedParticipants(
  article: { participants: readonly Participant[]; head: readonly string[] },
  event: { participants: readonly Participant[]; head: readonly string[] },
  distinctive: (word: string) => boolean = () => true,
): string[] {
  const held = heldPlaces(article.participants, event.participants);
  const told = (side: typeof article) =>
    wordsOfParticipants(side.participants.filter((p) => p[0] === 'p' || p[0] === 'o')).filter(
      (w) => distinctive(w) && !held(w),
    );
  const theirs = new Set(told(event));
  return [...new Set(told(article).filter((w) => theirs.has(w)))];
}

/**
 * Whether an article and an event name an organisation or a person in common, by any word of its
 * name, however many events name it: a story of someone both tell, whatever else each names.
 */
export function actorsInCommon(article: readonly Participant[], event: readonly Participant[]): boolean {
  const actors = (ps: readonly Participant[]) =>
    ps.filter((p) => p[0] === 'o' || p[0] === 'n').flatMap(participantWords);
  const theirs = new Set(actors(event));
  return actors(article).some((w) => theirs.has(w));
}

/** A name after an attack "on" or a verb of striking: what the happening struck. */
const TARGET = new RegExp(
  `\\b(?:(?:(?:cyber-?)?attacks?|strikes?|raids?|assault)\\s+on|hits?|struck|targets?|targeted|pounds?|pounded|shells?|shelled|rocks?|rocked|batters?|battered|cripples?|crippled|paraly[sz]es?|paraly[sz]ed)\\s+(?:the\\s+)?(${NAME.source})`,
  'gu',
);

/**
 * Where a report says its happening is, as keys: `t:` and a word of what it struck (a name after
 * "attack on", "hits"), `p:` and a word of a place: its dateline's town, and the places (not a country,
 * nor a region holding others) its headline or its lead's first sentence names; failing those, every
 * place its lead names. Where the happening is, as against the places its body goes on to mention.
 */
export function whereTold(title: string, lead: string, found: readonly Participant[]): string[] {
  // Its first sentence after the dateline and agency, if any ("ZHELIN, Marovia, March 5 (Agency) - ").
  const body = lead.replace(DATELINE, '');
  const first = /^.*?[.!?](?=\s|$)/s.exec(body)?.[0] ?? body;
  const told = `${title}\n${first}`.toLowerCase();
  const out = new Set<string>();
  for (const m of `${title}\n${first}`.matchAll(TARGET))
    for (const w of wordsOfName(m[1]!.toLowerCase())) if (!countryOf(w)) out.add(`t:${w}`);
  for (const p of found)
    if (p[0] === 'p' && told.includes(p.slice(2))) for (const w of participantWords(p)) out.add(`p:${w}`);
  const dateline = datelinePlace(lead);
  if (dateline && !countryOf(dateline) && !found.includes(`c:${dateline}`))
    for (const w of wordsOfName(dateline)) out.add(`p:${w}`);
  // A lead that opens with something else ("Traders said the outage…") places its happening among the places it names.
  if (!out.size) for (const p of found) if (p[0] === 'p') for (const w of participantWords(p)) out.add(`p:${w}`);
  return [...out].filter((k, _, all) => k[0] === 't' || !all.includes(`t:${k.slice(2)}`));
}

/**
 * Words that say the happening itself reaches a new place (it spread to a town it names, or the place
 * was hit in the same attack), unlike "a second district", "also reported" or a fire that "spread
 * across 1,400 hectares", which a report says of its own town as often as of another.
 */
const SPREAD =
  /\b(?:in the same (?:[a-z-]+ )?(?:attack|strike|assault|barrage|raid|wave|storm|quake|earthquake|outbreak|blast|flood|floods)|(?:spread(?:s|ing)?|extended|widened|expanded) (?:to|into) (?:the (?:neighbouring |nearby )?(?:town|city|village|district|port|region|province) of )?\p{Lu}|joined the strike|in solidarity)/u;

/** Whether a report's headline or opening says its happening reached a new place (see `SPREAD`), not a part of its own town. */
export function spreadsTo(title: string, opening: string): boolean {
  const text = `${title}\n${opening}`;
  const m = SPREAD.exec(text);
  if (!m) return false;
  // A spread within its own town ("Arvenstad port strike spreads to Arvenstad North") reaches no other place.
  const town = /^\p{Lu}[\p{L}'-]+/u.exec(text.slice(m.index + m[0].length - 1))?.[0];
  return !town || !new RegExp(`\\b${town}\\b`, 'u').test(text.slice(0, m.index));
}

/**
 * Whether an article and an event tell one kind of happening at two places: each names a kind of
 * happening and where it is (`whereTold`), and neither side names the other's place anywhere. A flood
 * in one town and a flood in the next valley, two plant fires in two cities of one country, one gang's
 * attacks on two councils: the place tells them apart, whatever country or region both name. When
 * both headlines name someone or something in common (a storm, a governor, a gang) only what each
 * struck tells them apart: one storm floods one town and cuts power in the next, one governor signs
 * a bill in one town and defends it in another, but a gang's two victims are two attacks. A report
 * that says the happening spread to its place (`spreadsTo`) is no other happening.
 */
export function elsewhere(
  article: {
    where: readonly string[];
    names: readonly string[];
    headNames: readonly string[];
    kinds: readonly string[];
    participants: readonly Participant[];
    spread: boolean;
  },
  event: {
    where: readonly string[];
    names: readonly string[];
    headNames: readonly string[];
    kinds: readonly string[];
    participants: readonly Participant[];
  },
  namesKind: (word: string) => boolean = () => false,
): boolean {
  if (article.spread || !article.kinds.length || !event.kinds.length) return false;
  const held = heldPlaces(article.participants, event.participants);
  // A country or region both headlines name ("Sundarian pipeline") ties nothing, as it tells nothing apart.
  const tied = article.headNames.some((w) => event.headNames.includes(w) && !namesKind(w) && !held(w) && !countryOf(w));
  const words = (keys: readonly string[]) =>
    keys.filter((k) => (!tied || k[0] === 't') && !held(k.slice(2))).map((k) => k.slice(2));
  const mine = words(article.where);
  const theirs = words(event.where);
  if (!mine.length || !theirs.length) return false;
  const theirNames = new Set([...event.names, ...event.where.map((k) => k.slice(2))]);
  const myNames = new Set([...article.names, ...article.where.map((k) => k.slice(2))]);
  return !mine.some((w) => theirNames.has(w)) && !theirs.some((w) => myNames.has(w));
}

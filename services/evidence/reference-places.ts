// Reference places: the towns a report names as elsewhere. The one next door ("neighbouring Tamsk",
// "Tamsk, a few kilometres away"), the landmark of a bearing ("Orrin, 20 km north of Tamsk"), the
// natural feature a site is placed by ("on the Ilve river") and the site of another happening it sets
// its own apart from ("not linked to the bombing in Tamsk"). A report of a flood in one town recalls
// the flood next door, or places its town by the nearest one a reader knows; neither is where its
// happening is. One reading for the dedup engine (no participant of its own) and for the facts
// reports and storylines read (no place or actor of its own). Rules about how news says where, never
// lists of names.
import { cuesIn, holdsAny, patternCues, type Cues } from '../dedup/cues.ts';
import { countryOf } from '../dedup/gazetteer.ts';

/** A run of capitalised words: a town's name ("Tamsk", "Port Selwen", "Orrin Cross"). */
const NAME = String.raw`\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,3}`;
/** Kinds of place a neighbour is named as ("the neighbouring village of…"). */
const KIND = String.raw`(?:town|city|village|hamlet|district|port|suburb|municipality|county|province|region|valley|community|settlement)`;
const NEXT = String.raw`(?:[Nn]eighbou?ring|[Nn]earby|[Aa]djacent|[Nn]ext-door)`;
/** A distance: "20 km", "12 kilometres", "8 miles", "a few kilometres", "some distance" (away). */
const DISTANCE = String.raw`(?:\d+(?:[.,]\d+)?[ \t]*(?:km|kilometres|kilometers|miles)|(?:a[ \t]+)?(?:few|couple[ \t]+of)[ \t]+(?:kilometres|kilometers|miles)|(?:a[ \t]+(?:short|long)[ \t]+)?distance)`;
const BEARING = String.raw`(?:(?:north|south)(?:-?(?:east|west))?|east|west|upstream|downstream|upriver|downriver|inland)`;

/** "neighbouring Tamsk", "nearby Port Selwen", "the neighbouring village of Orrin Cross". */
const NEXT_BEFORE = new RegExp(String.raw`\b(${NEXT})(?:[ \t]+(${KIND})[ \t]+of)?[ \t]+(${NAME})`, 'gu');
/** "down the road in Tamsk", "further up the coast at Tamsk", "across the valley in Tamsk". */
const ALONG = new RegExp(
  String.raw`\b((?:[Ff]urther[ \t]+)?(?:(?:[Dd]own|[Uu]p)[ \t]+the[ \t]+(?:road|river|coast|valley|line)|[Aa]cross[ \t]+the[ \t]+(?:river|valley|bay|water|hills?))[ \t]+(?:in|at))[ \t]+(${NAME})`,
  'gu',
);
/**
 * "Tamsk, the next town downstream", "Tamsk, in the neighbouring town", "Tamsk, a few kilometres away",
 * "Tamsk, next door", "Tamsk, about 30 km to the north".
 */
const NEXT_AFTER = new RegExp(
  String.raw`\b(${NAME})(?=,[ \t]+(?:(?:in[ \t]+)?(?:the|a|its)[ \t]+(?:${NEXT}|next)\b|(?:just[ \t]+|some[ \t]+|about[ \t]+)?${DISTANCE}[ \t]+away[.,;]|(?:just[ \t]+)?(?:down|up)[ \t]+the[ \t]+(?:road|river|coast|valley)\b|next[ \t]+door\b|(?:just[ \t]+|some[ \t]+|about[ \t]+)?(?:${DISTANCE}[ \t]+)?(?:to[ \t]+the[ \t]+|further[ \t]+)?${BEARING}\b(?![ \t]+(?:of|from)\b)))`,
  'gu',
);
/**
 * A bearing that places a named town by another ("Brellow, 20 km north of Tamsk", "Brellow lies 8 miles
 * from Tamsk"): the landmark is elsewhere. A bearing with no town before it ("its epicentre 20 km from
 * Tamsk", "a hamlet south of Tamsk") is how a report says where, and is kept.
 */
const BEARING_OF = new RegExp(
  String.raw`(\p{Lu}[\p{L}'’-]*(?:,[ \t]+(?:which[ \t]+(?:is|lies|sits)[ \t]+)?|[ \t]+(?:is|lies|sits)[ \t]+)(?:(?:just|some|about|roughly|around)[ \t]+)?(?:${DISTANCE}[ \t]+(?:\([^()\n]{1,30}\)[ \t]+)?(?:to[ \t]+the[ \t]+)?)?(?:${BEARING}[ \t]+(?:of|from)|${DISTANCE}[ \t]+(?:from|outside)|(?:down|up)[ \t]+the[ \t]+(?:road|river|coast|valley)[ \t]+from|across[ \t]+the[ \t]+(?:river|bay|valley|water)[ \t]+from))[ \t]+(${NAME})`,
  'gu',
);

/**
 * Words that set another happening apart from the report's own: it is unrelated, separate, similar,
 * earlier the same day, a day before ("not linked to the bombing in Orvik", "a day after the grid
 * failure in Tamsk", "a similar walkout at Tamsk").
 */
const APART =
  /\b(?:[Ee]arlier (?:the same day|that day|in the day|this week|that week|on)|a day earlier|the day before|(?:not|never|no)\b[^.!?]{0,30}?\b(?:linked|related|connected|tied|link|connection)\b|[Uu]n(?:related|connected)\b|[Ss]eparate|[Ss]imilar|(?:its|their) own|had already|(?:a|one|two|three|a few) (?:days?|weeks?|hours?) (?:after|before|earlier)|[Ee]lsewhere|apart(?: from)?|the same (?:day|time) as|[Mm]eanwhile)\b/u;
/** A happening and its place in such a sentence: "the bombing in Orvik", "the cholera cluster at Port Selwen". */
const HAPPENING_AT = new RegExp(
  String.raw`\b([Tt]he|[Aa]n?)((?:[ \t]+[\p{Ll}-]+){1,3}[ \t]+(?:in|at|near|against|on))[ \t]+(${NAME})`,
  'gu',
);

/** A place told of its own happening by "also" or "too": "Tamsk also had a cyclone", "Orvik, too, saw its grid fail". */
const ALSO_HAD = new RegExp(
  String.raw`\b(${NAME})(?=,?[ \t]+(?:also|too),?[ \t]+(?:had|saw|suffered|faced|held|went|was hit|was struck)\b)`,
  'gu',
);

/** A town's name with the small words some hold ("San Telmo de Arriba", "Ras al Nuwab"). */
const LONG_NAME = String.raw`\p{Lu}[\p{L}'’-]*(?:[ \t]+(?:(?:de|del|da|do|du|al|el|la|le|las|los)[ \t]+)?\p{Lu}[\p{L}'’-]*){0,4}`;
/**
 * A town a report names as where its happening did not reach: "voting in Tamsk went ahead without
 * incident", "polling at Orvik continued as normal", "Tamsk was largely spared", "Orvik remained
 * unaffected". A desk sets its own town against the next one that way.
 */
const UNTOUCHED = new RegExp(
  String.raw`(\b(?:in|at)[ \t]+)?(${LONG_NAME})(?=[ \t]+(?:went[ \t]+(?:ahead|on)|carried[ \t]+on|continued|proceeded)[ \t]+(?:as[ \t]+(?:normal|usual|planned)|normally|without[ \t]+(?:incident|disruption|interruption))\b|,?[ \t]+(?:was|were|remained)[ \t]+(?:(?:largely|mostly|entirely)[ \t]+)?(?:spared|unaffected|untouched)\b)`,
  'gu',
);
/**
 * A town a report names only as where people came from or were sent, or how far the happening was
 * felt: "supporters arrived from Tamsk by bus", "ambulances were diverted to Orvik", "the quake was felt
 * as far away as Tamsk", "the road to Orvik was cut", "ferries to Orvik were not affected", "traffic
 * heading towards Orvik was diverted", "the nearest large hospital is in Tamsk".
 */
const ONLY_PASSING = new RegExp(
  String.raw`\b((?:arrived|travell?ed|came|(?:were[ \t]+)?bussed[ \t]+in)[ \t]+from|(?:[Aa]mbulances|[Ff]ire(?:fighters|[ \t]+crews)|[Rr]escuers|[Rr]escue[ \t]+teams|[Vv]olunteers|[Rr]einforcements|[Mm]edics)[ \t]+(?:(?:were[ \t]+)?(?:sent|called[ \t]+in|brought[ \t]+in)[ \t]+)?from|(?:felt|heard)[ \t]+as[ \t]+far(?:[ \t]+away)?[ \t]+as|(?:diverted|rerouted|redirected|transferred)[ \t]+to|(?:heading|headed|bound)[ \t]+(?:towards?|for)|[Tt]he[ \t]+nearest(?:[ \t]+[\p{Ll}-]+){1,3}[ \t]+(?:is|was|lies|sits)[ \t]+(?:in|at)|(?:[Rr]oads?|[Rr]ailway|[Rr]ail[ \t]+line|[Hh]ighways?|[Mm]otorways?|[Rr]outes?|[Ff]err(?:y|ies)|[Ff]lights?|[Tt]rains?|[Bb]us(?:es)?|[Ss]ailings?)(?:[ \t]+(?:services?|links?|connections?))?[ \t]+to)[ \t]+(${LONG_NAME})`,
  'gu',
);
/** Capitalised words that open a sentence of UNTOUCHED's shape without naming a town ("Everyone was spared"). */
const NOT_TOWN = /^(?:The|It|This|That|Everyone|Everything|Nobody|No|Most|Much|All|Voting|Polling|Work|Life|Traffic)$/;

/** Natural features a report gives its site's bearing by ("on the Ilve river", "near the Drevany border"). */
const FEATURE_AFTER = /^\s+(?:river|border|frontier|coast|lake|sea|bay|strait|hills|mountains|valley|delta|estuary)\b/i;
/** A town, then where it lies by a feature: "Dunidun on the ", "Korenaten, near the ". */
const TOWN_BY_THE = /(?:\p{Lu}[\p{L}'’-]*|\)),?\s+(?:on|near|along|by|beside|close\s+to)\s+the\s+$/u;

/**
 * Whether a name between `before` and `after` is a natural feature a town is placed by ("in Dunidun
 * on the Ilve river", "Korenaten, near the Kalvera border"): it holds that town and others along it,
 * as a region does, and is not where the happening is.
 */
export const featureAfterTown = (before: string, after: string): boolean =>
  FEATURE_AFTER.test(after) && TOWN_BY_THE.test(before);

/** Whether a text names a place only as a bearing: each time before a natural feature, never as a site of its own. */
export function bearing(text: string, word: string): boolean {
  const lower = text.toLowerCase();
  let seen = false;
  for (let i = lower.indexOf(word); i >= 0; i = lower.indexOf(word, i + 1)) {
    const before = i > 0 ? lower[i - 1]! : ' ';
    const after = lower[i + word.length] ?? ' ';
    if (/\p{L}/u.test(before) || /\p{L}/u.test(after)) continue;
    if (!FEATURE_AFTER.test(lower.slice(i + word.length))) return false;
    seen = true;
  }
  return seen;
}

/** Words each pattern above cannot match without (a superset: a text without them is left as it is). */
const NEXT_CUE = /eighbou?ring|earby|djacent|ext-door/;
const ALSO_CUE = /\b(?:also|too)\b/;
/** UNTOUCHED's and ONLY_PASSING's. */
const PASSING_CUE =
  /went|carried|continued|proceeded|spared|unaffected|untouched|from|as far|diverted|heading|headed|bound|nearest|rerouted|redirected|transferred|(?:oads?|ailway|line|ighways?|otorways?|outes?|err(?:y|ies)|lights?|rains?|bus(?:es)?|ailings?|services?|links?|connections?) to|(?:ambulances|fighters|crews|rescuers|teams|volunteers|reinforcements|medics|in) from/;
/** NEXT_AFTER's and BEARING_OF's: a neighbour, a distance, a bearing, or a road, river or coast (`roadThe`). */
const PLACED_CUE = /eighbo|earby|djacent|ext|km|kilomet|miles|distance|north|south|east|west|stream|river|inland/;

/**
 * Each cue's literal words, found for all of them in one pass over a text (dedup/cues.ts): most texts
 * hold none, and a cue pattern that fails scans the whole text. A cue is tried only where its words are.
 */
const CUE_WORDS = new Map<RegExp, Cues>(
  [NEXT_CUE, ALSO_CUE, PASSING_CUE, PLACED_CUE, APART].map((re) => [re, patternCues(re)]),
);
const holds = (text: string, cue: RegExp): boolean => holdsAny(CUE_WORDS.get(cue)!, cuesIn(text)) && cue.test(text);

const isBlank = (c: number): boolean => c === 32 || c === 9;

/**
 * Whether a text holds "own", "up" or "cross" (`capitalUp`: or "Up"), blanks and "the" (`blankAfter`: and
 * a blank after it): what `(?:own|up|cross)[ \t]+the` matches, read at each "the" rather than tried at
 * every character (its one common word is no cue).
 */
function roadThe(text: string, capitalUp: boolean, blankAfter: boolean): boolean {
  for (let i = text.indexOf('the'); i >= 0; i = text.indexOf('the', i + 1)) {
    if (blankAfter && !isBlank(text.charCodeAt(i + 3))) continue;
    let j = i;
    while (j > 0 && isBlank(text.charCodeAt(j - 1))) j--;
    if (j === i) continue;
    if (
      text.endsWith('own', j) ||
      text.endsWith('up', j) ||
      text.endsWith('cross', j) ||
      (capitalUp && text.endsWith('Up', j))
    )
      return true;
  }
  return false;
}
/** ALONG's: "down", "up" or "across", then "the" (`(?:own|[Uu]p|cross)[ \t]+the[ \t]`). */
const alongCue = (text: string): boolean => roadThe(text, true, true);
/** NEXT_AFTER's and BEARING_OF's: `PLACED_CUE`'s words, or a road, river or coast (`(?:own|up|cross)[ \t]+the`). */
const placedCue = (text: string): boolean => holds(text, PLACED_CUE) || roadThe(text, false, false);

/**
 * Whether a name is a town's, not a known country's: a neighbouring country is as often where the story
 * goes ("fled into neighbouring Ostmark") as where it does not; only towns are left out as neighbours
 * or landmarks. A happening a sentence sets apart ("unrelated to the war in Ostmark") is elsewhere,
 * whatever its place.
 */
const town = (name: string): boolean => !countryOf(name);

/**
 * The text with the towns it names as elsewhere (the neighbour, a bearing's landmark, the site of a
 * happening it sets apart from its own) put as lower-case words, so no name, participant or place of
 * the report's own is read from them; the rest unchanged.
 */
export const withoutNeighbours = (text: string): string => readElsewhere(text, () => {});

/**
 * The names a text gives only as elsewhere (see `withoutNeighbours`), in lower case: "Pellan, 300 km
 * south of Dunmere" names Dunmere for reference, not as where anything happened or who acted.
 */
export function referencePlaces(text: string): Set<string> {
  const out = new Set<string>();
  readElsewhere(text, (name) => out.add(name.toLowerCase().replace(/\s+/g, ' ')));
  return out;
}

/** `withoutNeighbours`, telling `seen` each name it puts as elsewhere. */
function readElsewhere(text: string, seen: (name: string) => void): string {
  const elsewhere = (name: string, as: string): string => {
    seen(name);
    return as;
  };
  let out = text;
  // Each pattern only where a word it cannot match without is in the text (most reports name no neighbour).
  if (holds(out, NEXT_CUE))
    out = out.replace(NEXT_BEFORE, (all, next: string, kind: string | undefined, name: string) =>
      town(name) ? elsewhere(name, `${next.toLowerCase()} ${kind ?? 'town'}`) : all,
    );
  const placed = placedCue(out);
  if (placed) out = out.replace(NEXT_AFTER, (name: string) => (town(name) ? elsewhere(name, 'that town') : name));
  if (alongCue(out))
    out = out.replace(ALONG, (all, along: string, name: string) =>
      town(name) ? elsewhere(name, `${along} that town`) : all,
    );
  if (holds(out, ALSO_CUE)) out = out.replace(ALSO_HAD, (name: string) => elsewhere(name, 'another place'));
  if (holds(out, PASSING_CUE))
    out = out
      .replace(UNTOUCHED, (all, at: string | undefined, name: string) =>
        town(name) && !NOT_TOWN.test(name) ? elsewhere(name, `${at ?? ''}that town`) : all,
      )
      .replace(ONLY_PASSING, (all, how: string, name: string) =>
        town(name) ? elsewhere(name, `${how} that town`) : all,
      );
  if (placedCue(out))
    out = out.replace(BEARING_OF, (all, bearing: string, name: string) =>
      town(name) ? elsewhere(name, `${bearing} there`) : all,
    );
  if (!holds(out, APART)) return out;
  // Sentence by sentence, each kept with the space after it (a paragraph's break still opens one).
  return out
    .split(/((?<=[.!?]["”]?)\s+)/)
    .map((sentence, i) =>
      i % 2 === 0 && APART.test(sentence)
        ? sentence.replace(HAPPENING_AT, (_, article: string, what: string, name: string) =>
            elsewhere(name, `${article}${what} that place`),
          )
        : sentence,
    )
    .join('');
}

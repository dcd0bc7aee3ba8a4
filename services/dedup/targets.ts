// What a happening struck, by the kind of site news names it by: a power plant, a water pumping
// station, a fuel depot, a rail depot, an apartment block, a market, a hospital, a school, a council,
// a ship, an airport, a bridge, a barracks, a factory; a town's homes and its market are one kind
// (where people live and shop: what a shelling of the town hits). Read by rules about how news names the sites
// an attack, a blaze or a cyberattack hits (lower-case nouns, whatever the place's own name), never
// by names. One actor's drones hitting a town's water station and its shells falling on the town's
// market, or one town's council and its hospital knocked offline, are two happenings: the town and
// the actor tie them, what each struck tells them apart.
import { cuesIn, holdsAny, patternCues } from './cues.ts';
import { DATELINE, type Participant, wordsOfName } from './participants.ts';

/**
 * Kinds of site and the words news names them by (lower case). A bare "plant" or "station" tells no
 * kind; a market is a place's (its central market, a food market), not the one traders speak of.
 */
const SITES: readonly [string, RegExp][] = [
  [
    'power',
    /\b(?:(?:nuclear |thermal |coal-fired |gas-fired |hydroelectric |hydro )?power (?:plants?|stations?|lines?|grids?|infrastructure)|(?:electricity|power) grid|grid operator|substations?|transformers?|energy (?:infrastructure|facilit(?:y|ies))|(?:thermal|nuclear|hydroelectric|coal-fired|gas-fired) (?:plant|station)s?)\b/,
  ],
  [
    'water',
    /\b(?:water (?:pumping |treatment |supply |filtration )?(?:stations?|plants?|facilit(?:y|ies)|works|mains?)|water (?:utilit(?:y|ies)|compan(?:y|ies)|boards?|suppliers?)|pumping stations?|waterworks|reservoirs?|desalination plants?|dams?)\b/,
  ],
  [
    'fuel',
    /\b(?:(?:fuel|oil|gas|petrol|diesel) (?:depots?|storage|terminals?|tanks?|facilit(?:y|ies))|refiner(?:y|ies)|tank farms?|petrol stations?|gas stations?|filling stations?)\b/,
  ],
  [
    'rail',
    /\b(?:rail(?:way)? (?:depots?|yards?|stations?|junctions?|bridges?|lines?)|train stations?|locomotive depots?)\b/,
  ],
  // Where people live and shop: a shelling of a town hits its homes and its market alike.
  [
    'streets',
    /\b(?:(?:town|city) cent(?:re|er)s?|apartment (?:blocks?|buildings?|complex(?:es)?)|residential (?:buildings?|blocks?|areas?|districts?|streets?|neighbou?rhoods?|quarters?)|tower blocks?|high-rises?|housing (?:blocks?|estates?))\b/,
  ],
  [
    'streets',
    /\b(?:(?:central|main|food|fish|flower|fruit|vegetable|open-air|outdoor|covered|street|town|city|village|crowded|busy|local|weekly|night|wholesale) markets?|hits? (?:a |the )?market|marketplaces?|bazaars?|market (?:squares?|halls?)|shopping (?:centres?|centers?|malls?)|supermarkets?)\b/,
  ],
  ['hospital', /\b(?:hospitals?|clinics?|maternity (?:wards?|units?)|medical (?:centres?|centers?))\b/],
  ['school', /\b(?:schools?|kindergartens?|universit(?:y|ies)|campus(?:es)?|colleges?)\b/],
  [
    'council',
    /\b(?:(?:city|town|county|district|municipal|borough|regional) (?:councils?|halls?)|councils?|municipalit(?:y|ies)|town halls?|city halls?)\b/,
  ],
  ['ship', /\b(?:tankers?|vessels?|ships?|freighters?|bulk carriers?|cargo carriers?|ferr(?:y|ies)|trawlers?)\b/],
  ['telecom', /\b(?:(?:telecoms?|mobile|phone|broadband) (?:operators?|networks?|providers?|carriers?)|telcos?)\b/],
  ['airport', /\b(?:airports?|airfields?|air bases?|airbases?|runways?)\b/],
  ['bridge', /\b(?<!rail(?:way)? )bridges?\b/],
  [
    'military',
    /\b(?:barracks|military (?:bases?|posts?|facilit(?:y|ies))|army bases?|ammunition depots?|arms depots?|command posts?)\b/,
  ],
  [
    'industry',
    /\b(?:factor(?:y|ies)|fabs?|smelters?|steelworks|warehouses?|(?:chemical|steel|car|assembly|cement|fertili[sz]er|packaging) plants?|mills?)\b/,
  ],
];

/**
 * What names a site without its being struck: who speaks ("hospital officials said", "a council
 * spokesperson"), where the wounded went ("taken to hospital", "hospitals filling up"). Left out of
 * what a report says was struck, kept among the sites it names.
 */
const NOT_STRUCK =
  /\b(?:(?:hospital|council|school|university|port|airport|ministry|city hall|town hall) (?:officials?|authorities|sources|spokes(?:person|man|woman)|staff|director|chief|said|says)|(?:taken|rushed|airlifted|flown|admitted|treated|recovering|hospitali[sz]ed) (?:to|at|in) (?:a |the )?(?:local |nearby |regional |city |district |military |field )?hospitals?|(?:to|in) hospital|hospitals? (?:were |are )?(?:filling|overwhelmed|treating|treated|received|receiving|admitted|full))\b/g;

/** The words one of which a text holds where each pattern can match (cues.ts: most texts name few sites). */
const SITE_CUES = SITES.map(([, re]) => patternCues(re));
const NOT_STRUCK_CUES = patternCues(NOT_STRUCK);

/** The kinds of site a text names (see `SITES`), in `SITES` order. */
export function sitesNamed(text: string): string[] {
  const lower = text.toLowerCase();
  const found = cuesIn(lower);
  return [...new Set(SITES.filter(([, re], i) => holdsAny(SITE_CUES[i]!, found) && re.test(lower)).map(([k]) => k))];
}

/** A live blog's time stamp opening an entry ("14:05 - ", "09.40 GMT – "). */
const ENTRY = /(?:^|\s)\d{1,2}[:.]\d{2}(?:\s*(?:GMT|UTC|BST|CET|local))?\s+[-–—]\s+/g;

/**
 * A live blog's oldest entry in its opening: the last of two or more stamped entries, to the end of
 * its first sentence. A live blog puts its newest entries first; the happening itself is told in
 * the entry at the bottom ("10:46 - A ransomware attack took down…"). Empty for any other report.
 */
function oldestEntry(opening: string): string {
  const stamps = [...opening.matchAll(ENTRY)];
  if (stamps.length < 2) return '';
  const last = stamps[stamps.length - 1]!;
  const entry = opening.slice(last.index + last[0].length);
  return /^.*?[.!?](?=\s|$)/s.exec(entry)?.[0] ?? entry;
}

/**
 * What a report says its happening struck, and every kind of site it names: `hit`, the kinds of site
 * its headline and its lead's first two sentences name (a reaction or a development often comes
 * first, the happening right after), and a live blog's oldest entry (see `oldestEntry`); `sites`,
 * those its headline and opening name anywhere.
 */
export function struckOf(title: string, lead: string, opening: string): { hit: string[]; sites: string[] } {
  const body = lead.replace(DATELINE, '');
  const first = /^(?:.*?[.!?](?=\s|$)){1,3}/s.exec(body)?.[0] ?? body;
  const told = `${title}\n${first}\n${oldestEntry(opening)}`.toLowerCase();
  const hit = sitesNamed(holdsAny(NOT_STRUCK_CUES, cuesIn(told)) ? told.replace(NOT_STRUCK, ' ') : told);
  return { hit, sites: sitesNamed(`${title}\n${opening}`) };
}

/** Kinds of happening that strike a site (an attack, a cyberattack, a blaze or blast, a grid failure, a leak), not an area. */
const STRIKING = new Set(['attack', 'cyber', 'fire', 'blackout', 'leak']);

/**
 * Whether an article and an event tell happenings that struck different sites: each side tells a
 * kind of happening that strikes a site (see `STRIKING`: a quake or a storm strikes an area, and its
 * reports name whichever damage each saw), each says what it struck, and neither names anywhere a
 * kind of site the other says was struck. A report tying a new site to the happening ("a second
 * drone hit…", "also hit", "in the same attack") is no other happening (`linked`, `spread`).
 */
export function otherTarget(
  article: {
    hit: readonly string[];
    sites: readonly string[];
    kinds: readonly string[];
    linked: boolean;
    spread: boolean;
  },
  event: { hit: readonly string[]; sites: readonly string[]; kinds: readonly string[] },
): boolean {
  if (article.spread || !article.hit.length || !event.hit.length) return false;
  if (!article.kinds.some((k) => STRIKING.has(k)) || !event.kinds.some((k) => STRIKING.has(k))) return false;
  return !article.hit.some((s) => event.sites.includes(s)) && !event.hit.some((s) => article.sites.includes(s));
}

/**
 * An institution named for the town it stands in ("Ostmark General Hospital", "the Varnel City
 * Council", "Kessa University"), by its kind of site: news names such a site by its own name, and the
 * town it is named for tells it from its kind's others.
 */
const NAMED_SITES: readonly [string, RegExp][] = [
  ['hospital', /\b(?:hospital|infirmary|clinic|medical cent(?:re|er))$/],
  ['school', /\b(?:university|college|school|academy)$/],
  ['council', /\b(?:(?:city|town|county|district|municipal|borough|regional) council|town hall|city hall)$/],
];

/** The sites a report's participants name by their own name (see `NAMED_SITES`): each one's kind and the words of its name. */
function namedSites(participants: readonly Participant[]): { kind: string; words: string[] }[] {
  return participants.flatMap((p) => {
    if (p[0] !== 'o') return [];
    const kind = NAMED_SITES.find(([, re]) => re.test(p.slice(2)))?.[0];
    const words = wordsOfName(p.slice(2));
    return kind && words.length ? [{ kind, words }] : [];
  });
}

/**
 * Whether an article and an event are of two sites of one kind, each named by its own name: each
 * side's participants name a hospital (a university, a council) and none of the other's. One union's
 * walkouts at two hospitals, one gang's hacks of two councils are two happenings, however much the
 * union, its spokesperson or the gang ties them; a hospital named only in passing ("ambulances were
 * diverted to Ostby") is no participant. A report tying the new site to the happening ("the strike
 * spread to…", "also hit") is no other happening (`linked`, `spread`).
 */
export function otherNamedSite(
  article: { participants: readonly Participant[]; linked: boolean; spread: boolean },
  event: { participants: readonly Participant[] },
): boolean {
  if (article.linked || article.spread) return false;
  const mine = namedSites(article.participants);
  const theirs = namedSites(event.participants);
  const kinds = new Set(mine.map((s) => s.kind).filter((k) => theirs.some((s) => s.kind === k)));
  if (!kinds.size) return false;
  const words = (ps: readonly Participant[]) =>
    new Set(ps.filter((p) => p[0] === 'o' || p[0] === 'p' || p[0] === 'n').flatMap((p) => wordsOfName(p.slice(2))));
  const myWords = words(article.participants);
  const theirWords = words(event.participants);
  const unseen = (sites: typeof mine, others: Set<string>) =>
    sites.filter((s) => kinds.has(s.kind)).every((s) => !s.words.some((w) => others.has(w)));
  return unseen(mine, theirWords) && unseen(theirs, myWords);
}

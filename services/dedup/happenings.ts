// What happened, by the kind of happening a report names: a quake, a landslide, a fire, a flood, a
// storm, a walkout, an attack from the air or by artillery, a cyberattack, a blackout, a leak, an
// outbreak of one disease. Read by rules about how news names its happenings (the nouns reports
// use for them), never by names. Two reports of one place whose headlines tell different kinds of
// happening, neither mentioned by the other, are two happenings (a port's fire is not its strike;
// a town's measles outbreak is not its dengue outbreak), however much the place ties them.
import { cuesIn, holdsAny, patternCues } from './cues.ts';

/** Kinds of happening and the words news tells them by (nouns and fixed phrases, lower case). */
const KINDS: readonly [string, RegExp][] = [
  ['quake', /\b(?:earthquakes?|quakes?|tremors?|aftershocks?|magnitude)\b/],
  // Not an election's ("a landslide victory").
  [
    'landslide',
    /\b(?:landslides?(?! (?:wins?|victory|victories|majority|defeat|re-?election))|mudslides?|hillsides?|rockfalls?)\b/,
  ],
  // Not a truce, a shooting or a row ("cease-fire", "opened fire", "under fire"), nor a fire service speaking.
  [
    'fire',
    /\b(?:(?<!cease[- ]|under |open(?:ed|s)? |(?:artillery|gun|mortar|rocket|tank|sniper|small-arms|machine-gun|anti-aircraft|naval|heavy|enemy|friendly|cross|return(?:ed|ing)?) )fire(?! (?:department|service|brigade|chief|marshal|station|commissioner))|blaze|wildfires?|bushfires?|explosions?|blast|bomb(?:s|ings?)?|burns?|burned|burning|hectares)\b/,
  ],
  // Not a flood of junk traffic ("hackers flooded its servers with requests").
  [
    'flood',
    /\b(?:floods?|flooding|flooded|flash-floods?)\b(?! of (?:junk |bogus |fake )?(?:traffic|requests|data|messages|calls|complaints|emails|orders|applications))(?![^.]{0,60}\bwith (?:junk |bogus |fake )?(?:traffic|requests|data|messages|calls|complaints|emails))/,
  ],
  // Not the verb ("storms out of the meeting").
  [
    'storm',
    /\b(?:storms?(?!\s+(?:out|off|into|to|back|past|through))|cyclones?|hurricanes?|typhoons?|tornado(?:es)?)\b/,
  ],
  [
    'walkout',
    /\b(?:walkouts?|strikers|stoppages?|industrial action|down(?:s|ed)? tools|walk(?:s|ed)? off the job|(?:dock|port|rail|general|\d+-hour) strikes?|on strike|dockworkers|(?:workers|nurses|doctors|teachers|pilots|miners|drivers|dockers|staff|employees|unions?) (?:strike|walk out|walked out|begin a strike|stage a strike)|strike (?:by|over) (?:[a-z-]+ ){0,3}(?:workers|staff|unions?|pay|wages|pensions))\b/,
  ],
  [
    'attack',
    /\b(?:missiles?|drones?|shelling|shelled|artillery|air ?strikes?|air raids?|rockets?|bombardment|gunmen|ambush(?:ed)?)\b/,
  ],
  ['cyber', /\b(?:ransomware|cyberattacks?|cyber-attacks?|hackers?|hacked|ddos|denial-of-service|data breach)\b/],
  [
    'blackout',
    /\b(?:blackouts?|power cuts?|(?:power|electricity|grid) (?:outages?|failures?)|outages? on (?:the )?(?:[a-z-]+ ){0,2}(?:power |electricity )?grid|(?:failure|fault) on (?:the )?(?:[a-z-]+ ){0,2}(?:power |electricity )?grid|grid failure|without (?:power|electricity)|(?:cut|cuts|cutting) (?:power|electricity)|lost power|power (?:returning|restored))\b/,
  ],
  ['leak', /\b(?:leaks?|leaking|spills?|spilled)\b/],
  // A crash, a derailment, a collision, a sinking; not prices or a market crashing.
  [
    'wreck',
    /\b(?:(?<!(?:market|stock|stocks|shares|prices?|crypto|currency|bitcoin|housing) )crash(?:es|ed)?|derail(?:s|ed|ing|ments?)?|collisions?|collided|capsiz(?:ed|es)|(?:sank|sunk) (?:off|near|in|at|after|during)|sinking of|ran aground|runs aground)\b/,
  ],
  // A maker calling back what it sold; not an ambassador recalled, a recall election or a memory.
  [
    'recall',
    /\b(?:recall(?:s|ed|ing)? (?:of )?(?:about |nearly |some |more than |over )?(?:[\d,.]+ (?:million )?)?(?:[a-z-]+ ){0,2}(?:vehicles|cars|trucks|units|products|batches|lots|devices|chips|processors|phones|handsets|laptops|batteries|doses|vaccines|medicines|drugs|tablets|toys|airbags)|(?:product|safety|voluntary) recalls?)\b/,
  ],
  ['seizure', /\b(?:hijack(?:ed|ing|ers?|s)?|boarded by (?:armed|gunmen|pirates|commandos|troops)|pirates?|piracy)\b/],
  ['measles', /\bmeasles\b/],
  ['dengue', /\bdengue\b/],
  ['cholera', /\bcholera\b/],
  ['polio', /\bpolio\b/],
  ['mpox', /\bmpox\b/],
  ['ebola', /\bebola\b/],
  ['influenza', /\b(?:influenza|bird flu|avian flu)\b/],
  // A product or a plant found contaminated (a batch, a factory halted over it), not a disease's outbreak.
  ['contamination', /\b(?:contaminat(?:ion|ed|es)|tainted|impurit(?:y|ies))\b/],
  // Crowds in the street, as against the vote they protest: two happenings of one election.
  // Not the month: crowds march ("thousands march in…", "marching on parliament").
  [
    'protest',
    /\b(?:protests?|protesters?|protested|protesting|demonstrators?|demonstrations?|marchers|marched|marching|(?:thousands|hundreds|crowds|people|protesters|supporters|opponents|workers|students|residents|women|farmers) (?:march|rally|rallied)|tear gas|riot police|sit-ins?)\b/,
  ],
  [
    'vote',
    /\b(?:(?:re-?)?elected|claims? victory|claimed victory|conced(?:e|es|ed|ing)|(?:wins?|won) (?:the |a )?(?:[a-z-]+ ){0,2}(?:election|vote|poll|runoff|run-off|race|presidency|seat|mandate|majority)|turnout|preliminary results|final count)\b/,
  ],
  // How one kind was done (see `MODES`): asked after the kind itself.
  ['ransomware', /\b(?:ransomware|ransom (?:notes?|demands?)|encrypted (?:its |their )?(?:files|systems|servers))\b/],
  [
    'ddos',
    /\b(?:ddos|denial-of-service|denial of service|junk traffic|botnets?|(?:flood|flooded|floods|flooding) (?:[a-z-]+ ){0,4}with (?:junk |bogus |fake )?(?:traffic|requests))\b/,
  ],
  ['from-the-air', /\b(?:missiles?|drones?|air ?strikes?|air raids?|bombers?|warplanes?)\b/],
  ['artillery', /\b(?:shelling|shelled|shells|artillery|mortars?|howitzers?)\b/],
];

/**
 * Ways of doing one kind of happening that no report of it mixes up: ransomware encrypts a body's
 * systems, a denial-of-service attack floods its website with traffic; drones and missiles come from
 * the air, shells from guns. Reports of one attack name its way, and whichever other way they name.
 */
const MODES: readonly (readonly string[])[] = [
  ['ransomware', 'ddos'],
  ['from-the-air', 'artillery'],
];

/** A leak of data, files or records ("data leak", "leaks data stolen from", "leaked patient records"). */
const DATA_LEAK =
  /\b(?:data|information)\s+leaks?\b|\bleak(?:s|ed|ing)?\s+(?:the\s+)?(?:[a-z-]+\s+){0,2}(?:data|files|records|documents|emails|details)\b/g;

/**
 * Whether an article and an event tell one kind of happening done two ways: each side names a way of
 * one set of `MODES` (anywhere in its headlines and openings), and no way the other names.
 */
export function otherMode(article: { kinds: readonly string[] }, event: { kinds: readonly string[] }): boolean {
  return MODES.some((modes) => {
    const mine = modes.filter((m) => article.kinds.includes(m));
    const theirs = modes.filter((m) => event.kinds.includes(m));
    return mine.length > 0 && theirs.length > 0 && !mine.some((m) => theirs.includes(m));
  });
}

/** The words one of which a text holds where each pattern can match (cues.ts: most texts name few kinds). */
const KIND_CUES = KINDS.map(([, re]) => patternCues(re));
const DATA_LEAK_CUES = patternCues(DATA_LEAK);

/** The kinds of happening a text names (see `KINDS`), in `KINDS` order. */
export function happeningKinds(text: string): string[] {
  let lower = text.toLowerCase();
  // A leak of data is a breach, not a leak of oil or gas.
  if (holdsAny(DATA_LEAK_CUES, cuesIn(lower))) lower = lower.replace(DATA_LEAK, 'data breach');
  const found = cuesIn(lower);
  return KINDS.filter(([, re], i) => holdsAny(KIND_CUES[i]!, found) && re.test(lower)).map(([k]) => k);
}

/**
 * Whether an article and an event tell different kinds of happening: each side's headlines name a
 * kind, and no kind one side's headlines name is anywhere in the other side's reports (headline and
 * opening). A development names the happening it follows ("landslide after the quake", "the fire
 * that broke out during the strike") and is not split; a follow-up naming no kind ("Toll rises to
 * 12") is left to the other rules.
 */
export function otherHappening(
  article: { head: readonly string[]; kinds: readonly string[] },
  event: { head: readonly string[]; kinds: readonly string[] },
): boolean {
  if (!article.head.length || !event.head.length) return false;
  return !article.head.some((k) => event.kinds.includes(k)) && !event.head.some((k) => article.kinds.includes(k));
}

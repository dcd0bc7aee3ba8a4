// What happened, by the kind of happening a report names: a quake, a landslide, a fire, a flood, a
// storm, a walkout, an attack from the air or by artillery, a cyberattack, a blackout, a leak, an
// outbreak of one disease. Read by rules about how news names its happenings (the nouns reports
// use for them), never by names. Two reports of one place whose headlines tell different kinds of
// happening, neither mentioned by the other, are two happenings (a port's fire is not its strike;
// a town's measles outbreak is not its dengue outbreak), however much the place ties them.

/** Kinds of happening and the words news tells them by (nouns and fixed phrases, lower case). */
const KINDS: readonly [string, RegExp][] = [
  ['quake', /\b(?:earthquakes?|quakes?|tremors?|aftershocks?|magnitude)\b/],
  ['landslide', /\b(?:landslides?|mudslides?|hillsides?|rockfalls?)\b/],
  // Not a truce, a shooting or a row ("cease-fire", "opened fire", "under fire").
  [
    'fire',
    /\b(?:(?<!cease[- ]|under |open(?:ed|s)? )fire|blaze|wildfires?|bushfires?|explosions?|blast|burns?|burned|burning|hectares)\b/,
  ],
  ['flood', /\b(?:floods?|flooding|flooded|flash-floods?)\b/],
  // Not the verb ("storms out of the meeting").
  [
    'storm',
    /\b(?:storms?(?!\s+(?:out|off|into|to|back|past|through))|cyclones?|hurricanes?|typhoons?|tornado(?:es)?)\b/,
  ],
  [
    'walkout',
    /\b(?:walkouts?|strikers|stoppages?|industrial action|(?:dock|port|rail|general|\d+-hour) strikes?|on strike|dockworkers)\b/,
  ],
  ['attack', /\b(?:missiles?|drones?|shelling|shelled|artillery|air ?strikes?|air raids?|rockets?|bombardment)\b/],
  ['cyber', /\b(?:ransomware|cyberattacks?|cyber-attacks?|hackers?|hacked|ddos|denial-of-service|data breach)\b/],
  ['blackout', /\b(?:blackouts?|power cuts?|power outages?|power failures?|grid failure|without power)\b/],
  ['leak', /\b(?:leaks?|leaking|spills?|spilled)\b/],
  ['measles', /\bmeasles\b/],
  ['dengue', /\bdengue\b/],
  ['cholera', /\bcholera\b/],
  ['polio', /\bpolio\b/],
  ['mpox', /\bmpox\b/],
  ['ebola', /\bebola\b/],
  ['influenza', /\b(?:influenza|bird flu|avian flu)\b/],
];

/** A leak of data, files or records ("data leak", "leaks data stolen from", "leaked patient records"). */
const DATA_LEAK =
  /\b(?:data|information)\s+leaks?\b|\bleak(?:s|ed|ing)?\s+(?:the\s+)?(?:[a-z-]+\s+){0,2}(?:data|files|records|documents|emails|details)\b/g;

/** The kinds of happening a text names (see `KINDS`), in `KINDS` order. */
export function happeningKinds(text: string): string[] {
  // A leak of data is a breach, not a leak of oil or gas.
  const lower = text.toLowerCase().replace(DATA_LEAK, 'data breach');
  return KINDS.filter(([, re]) => re.test(lower)).map(([k]) => k);
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

// Two sites within one place. A city, a province or a district both reports name is where many
// happenings are: a market shelled in one quarter and a school hit in another, two refinery fires in
// one oil town, a ballot shortage in one district and violence in the next. Such a shared place says
// where to look, not which happening it is: the finer place each report tells its happening at does.
import { bearing } from '../evidence/reference-places.ts';
import { countryOf } from './gazetteer.ts';
import { actorsInCommon, heldPlaces, wordsOfParticipants, type Participant } from './participants.ts';

/** One side as the rule reads it: where it says its happening is (see `whereTold`), its names and its happening kinds. */
export interface Side {
  where: readonly string[];
  names: readonly string[];
  headNames: readonly string[];
  kinds: readonly string[];
  participants: readonly Participant[];
}

/**
 * Kinds of happening that cover an area rather than strike one site (see happenings.ts): two districts
 * of one city flooded, blacked out or marching on one day are one happening, where a fire, a leak, a
 * shelling or a crash in each is two.
 */
export const AREA_KINDS = new Set([
  'quake',
  'flood',
  'storm',
  'blackout',
  'protest',
  'measles',
  'dengue',
  'cholera',
  'polio',
  'mpox',
  'ebola',
  'influenza',
]);

/**
 * Whether an article and an event tell one kind of happening at two sites within a place both name:
 * both say where their happening is, they share a place there, and each also says it happened at a
 * place of its own that the other side never names at all ("Shells hit the Hillcrest market in Heora"
 * against "Shelling of Heora's Old Harbour"). A report naming only the shared place ("Shelling in
 * Heora") is no other happening: one outlet names the city, another the quarter. Nor is a report that
 * says the happening spread to its place, nor one whose headline names someone or something the
 * event's headlines name (a storm, a governor, a gang: their one happening reaches many sites), nor
 * one naming a firm, a party or a person the event names (a convoy ambushed between two towns), nor
 * a happening that covers an area (`AREA_KINDS`): a storm told from two of the districts it flooded.
 */
export function sitesWithin(
  article: Side & { spread: boolean; title: string; lead: string },
  event: Side,
  namesKind: (word: string) => boolean = () => false,
): boolean {
  if (article.spread || !article.kinds.length || !event.kinds.length) return false;
  // A storm, a flood, a quake, a blackout, protests or an outbreak reach many sites of one place at once.
  if (article.kinds.some((k) => AREA_KINDS.has(k)) || event.kinds.some((k) => AREA_KINDS.has(k))) return false;
  const held = heldPlaces(article.participants, event.participants);
  const tied = article.headNames.some((w) => event.headNames.includes(w) && !namesKind(w) && !held(w) && !countryOf(w));
  // A firm, a party or a person both name is one actor's happening, told from wherever each desk stands.
  if (tied || actorsInCommon(article.participants, event.participants)) return false;
  const where = (keys: readonly string[]) =>
    keys.filter((k) => k[0] === 'p' && !held(k.slice(2)) && !countryOf(k.slice(2))).map((k) => k.slice(2));
  const mine = where(article.where);
  const theirs = where(event.where);
  if (!mine.some((w) => theirs.includes(w))) return false;
  // One place in common: the town or region around two sites. Two (a plant and its town, "East" in Rogaby) are one site.
  const places = (ps: readonly Participant[]) => ps.filter((p) => p[0] === 'p' && !held(p.slice(2)));
  const theirPlaces = places(event.participants);
  const theirWords = new Set(wordsOfParticipants(theirPlaces));
  const common = places(article.participants).filter(
    (p) => theirPlaces.includes(p) || wordsOfParticipants([p]).some((w) => theirWords.has(w)),
  );
  if (common.length !== 1) return false;
  const theirNames = new Set([...event.names, ...theirs]);
  const myNames = new Set([...article.names, ...mine]);
  const text = `${article.title}\n${article.lead}`;
  const site = (w: string) => !theirNames.has(w) && !bearing(text, w) && !capitals(text, w);
  return mine.some(site) && theirs.some((w) => !myNames.has(w));
}

/** Whether a text writes a name only in capitals ("LAES falls"): a ticker or an acronym, not a site. */
export function capitals(text: string, word: string): boolean {
  const lower = text.toLowerCase();
  let seen = false;
  for (let i = lower.indexOf(word); i >= 0; i = lower.indexOf(word, i + 1)) {
    if (/\p{L}/u.test(lower[i - 1] ?? ' ') || /\p{L}/u.test(lower[i + word.length] ?? ' ')) continue;
    const written = text.slice(i, i + word.length);
    if (written !== written.toUpperCase()) return false;
    seen = true;
  }
  return seen;
}

// When it happened, by the day news gives it: a report's lead tells the day of its happening ("ran
// aground off Daava on Thursday", "shells fell on the market on Saturday", "late Tuesday"), and every
// report of one happening gives that day, while a follow-up tells its own day beside the first or as
// the day someone spoke ("said on Friday", "was refloated on Friday" after "ran aground on Thursday").
// Two reports of one kind of thing, each giving its own day and neither the other's, are two
// happenings (a port's second grounding, the next day's shelling), however alike their words. A
// happening that covers days (a storm, a flood, an outbreak, a walkout, a protest) gives many days.
// Read by how news dates a happening, never by names.
const WEEKDAY = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday)';

/**
 * A day a happening is dated by: "on Thursday", "late Tuesday", "Sunday night". Not the day of a saying
 * ("said on Friday", "told reporters on Friday"), nor a day ahead or a bound ("set for Thursday", "until
 * Monday", "by Friday", "next Sunday", "since Monday").
 */
const DATED = new RegExp(
  String.raw`(?<!\b(?:said|says|say|told [a-z]+|announced|added|confirmed|reported|stated|warned|tweeted|wrote|posted|for|until|till|by|next|since|from|before|after|this|coming|last)\s+)(?:\bon\s+|\b(?:late|early)\s+)${WEEKDAY}\b|\b${WEEKDAY}\s+(?:morning|afternoon|evening|night)\b`,
  'g',
);

/**
 * A saying or a reaction next to the dated words: the day is the speaker's ("said on Friday", "early
 * Saturday acknowledged", "on Sunday denounced", "hundreds gathered on Sunday night"), not the happening's.
 */
const SAYING =
  /\b(?:said|says|say|told|tells|announced|announces|added|confirmed|confirms|reported|stated|warned|tweeted|wrote|posted|insisted|denied|claimed|argued|acknowledged|admitted|denounced|condemned|called|urged|described|defended|vowed|pledged|promised|praised|critici[sz]ed|blamed|accused|rejected|welcomed|gathered|paid tribute|broke with|appeared|offered|spoke|speaking|met|visited|published)\b/;
const SAYING_BEFORE = new RegExp(`${SAYING.source}(?:\\s+[a-z]+){0,2}\\s*$`);
const SAYING_AFTER = new RegExp(`^(?:\\s*,)?(?:\\s+[a-z]+){0,2}?\\s+${SAYING.source}`);

/** A clause that goes on after the happening: a development of it, whose day is its own. */
const LATER =
  /\b(?:(?:after|following|since) (?:the|a|an|its|their|last)|began|begins|clean-?up|recriminations|reacts?|reacted|questions|rose|rises|risen|climbed|raised|taken off|under control|contained|closed at|reacted|refloated|re-?run|re-?opened|reopens?|restored|resumed|resumes|rescheduled|postponed|adjourned|set for|will|was set|were set|inquiry|investigation|funeral|buried|vigil|reward|manhunt|arrested|charged|tributes?|condolences|mourn(?:ed|ing)?|aftermath|continu(?:ed|es|ing)|negotiations)\b/;

/**
 * A happening named as one already told ("the attack on Persholm", "the gas explosion in Sen Hoa", "the
 * deadly shooting"): the sentence or headline is a follow-up's, and a day it gives is the follow-up's own.
 */
const RECALLED =
  /\bthe (?:[a-z-]+ ){0,3}(?:attack|explosion|blast|fire|bombing|shooting|collapse|crash|grounding|shelling|strike|breach|hack|cyberattack|outbreak|clashes|brawl|leak|spill|landslide|quake|earthquake|derailment|sinking|disaster|tragedy|incident)\b|\bemerged\b/;

/** What a sentence tells happened at a time: a harm, a blow, a breakdown (lower case words news uses). */
const HAPPENED =
  /\b(?:aground|grounded|collaps(?:e|es|ed|ing)|caves? in|caved in|blasts?|explosions?|explod(?:e|es|ed)|crash(?:es|ed)?|derail(?:s|ed)|sank|capsiz(?:ed|es)|fires?|blaze|burn(?:s|ed|t)|struck|strikes?|hit|shell(?:s|ed|ing)|artillery|missiles?|drones?|killed|killing|died|dead|injured|hurt|wounded|attack(?:s|ed)?|clash(?:es|ed)?|brawl|fought|stabbed|shot|shooting|gunmen|hack(?:ers?|ed)|breach(?:ed)?|offline|knocked out|leak(?:s|ed)?|spill(?:s|ed)?|fell ill|poison(?:ing|ed)|outage|failed|broke out|seized|boarded|hijack(?:ed)?|kidnapp?ed|abducted|erupted|landslide|mudslide|quake|earthquake|tremor|ran out|turned away|torched|burned|looted|raided)\b/;

/**
 * The weekdays a headline and its opening date their happening by, lower case: in a sentence that tells
 * something happening (`HAPPENED`) and no development or recalled happening (`LATER`, `RECALLED`), the
 * days of "on <day>", "late <day>" and "<day> night", not the days of a saying or a day ahead. A
 * follow-up's headline dates nothing.
 */
export function daysOf(title: string, opening: string): string[] {
  const out = new Set<string>();
  // A follow-up's headline ("After the fire…", "The attack on Persholm: latest") dates nothing of the happening.
  const headline = title.toLowerCase();
  if (LATER.test(headline) || RECALLED.test(headline)) return [];
  for (const sentence of [title, ...opening.split(/(?<=[.!?])\s+/)]) {
    const s = sentence.toLowerCase();
    if (LATER.test(s) || RECALLED.test(s) || !HAPPENED.test(s)) continue;
    for (const m of s.matchAll(DATED)) {
      if (SAYING_BEFORE.test(s.slice(Math.max(0, m.index - 40), m.index))) continue;
      if (SAYING_AFTER.test(s.slice(m.index + m[0].length, m.index + m[0].length + 40))) continue;
      out.add((m[1] ?? m[2])!);
    }
  }
  return [...out];
}

/** Every weekday a headline and an opening name, however (a follow-up names the first day beside its own). */
const WEEKDAYS = new RegExp(`\\b${WEEKDAY}\\b`, 'g');
export function weekdaysOf(title: string, opening: string): string[] {
  return [...new Set(`${title}\n${opening}`.toLowerCase().match(WEEKDAYS) ?? [])];
}

/**
 * Whether an article and an event date their happening on different days: each gives a day (see
 * `daysOf`), neither names a day the other gives (see `weekdaysOf`), and neither tells of a happening
 * that covers days (`lasting`).
 */
export function otherDay(
  article: { days: readonly string[]; weekdays: readonly string[]; kinds: readonly string[] },
  event: { days: readonly string[]; weekdays: readonly string[]; kinds: readonly string[] },
  lasting: (kind: string) => boolean,
): boolean {
  if (!article.days.length || !event.days.length) return false;
  if (article.kinds.some(lasting) || event.kinds.some(lasting)) return false;
  return !article.days.some((d) => event.weekdays.includes(d)) && !event.days.some((d) => article.weekdays.includes(d));
}

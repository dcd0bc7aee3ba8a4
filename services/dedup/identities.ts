// What a happening is of, by the name news gives it: the ship that burned or ran aground ("the tanker
// Merrow Star"), the gathering that opened ("the Coastal Fisheries Forum"), the person in the dock
// ("Jonas Hale was sentenced", "the trial of Jonas Hale"). One port sees two ship fires in a week, one
// congress hall hosts a conference a day, one court tries a case a day: the place ties such reports,
// the name of what happened there tells them apart. Read by how news names ships, gatherings and
// defendants, never by lists of names.
import { DATELINE, ORG_WORDS, titleCased } from './participants.ts';

/** A run of capitalised words (with the small words names hold), as participants.ts reads names. */
const RUN = "\\p{Lu}[\\p{L}'-]*(?:[ \\t]+(?:(?:of|de|del|the|and)[ \\t]+)?\\p{Lu}[\\p{L}'-]*){0,5}";

/** A vessel's kind right before its name ("the container ship Velex Spirit", "tanker Aldra Queen", "aboard the Merrow"). */
const VESSEL = new RegExp(
  `\\b(?:(?:[Cc]ontainer|[Cc]argo|[Cc]ruise|[Pp]assenger|[Ff]ishing|[Rr]esearch)\\s+(?:ship|vessel|boat)|(?:(?:[Oo]il|[Cc]hemical|[Gg]as)\\s+)?[Tt]anker|[Ff]reighter|[Bb]ulk\\s+carrier|[Cc]ar\\s+carrier|[Ff]erry|[Tt]rawler|[Vv]essel|[Ss]hip|[Yy]acht|[Bb]arge|[Aa]board(?:\\s+the)?|[Oo]n\\s+board(?:\\s+the)?)\\s+(?:the\\s+)?(${RUN})`,
  'gu',
);
/** A gathering's own name ends in the kind of gathering it is ("Regional Health Ministers' Conference"). */
const GATHERING = new RegExp(
  `(${RUN})\\s+(?:Conference|Summit|Forum|Meeting|Symposium|Review|Dialogue|Roundtable|Convention|Expo|Festival|Marathon|Championships?|Games)\\b`,
  'gu',
);
/** A gathering named by its subject after its kind ("the Conference on Antimicrobial Resistance"). */
const GATHERING_ON = new RegExp(
  `\\b(?:Conference|Summit|Forum|Symposium|Meeting|Dialogue|Convention)\\s+on\\s+(${RUN})`,
  'gu',
);
/** What happens to someone in the dock, right after their name. */
const DOCK_AFTER =
  /^(?:\s*,[^,.;]{1,60},)?\s+(?:(?:was|is|has\s+been|had\s+been)\s+)?(?:sentenced|convicted|jailed|acquitted|charged|indicted|extradited|found\s+guilty|pleads?\s+guilty|pleaded\s+guilty|cleared\s+of|goes\s+on\s+trial|went\s+on\s+trial|stands?\s+trial)\b/u;
/** The trial of someone, or someone named by the role news gives a defendant. */
const DOCK_BEFORE = new RegExp(
  `\\b(?:(?:jails?|jailed|sentences|convicts|acquits|acquitted|indicts|extradites)(?:\\s+\\p{Ll}[\\p{Ll}-]*){0,2}|(?:trial|retrial|conviction|sentencing|acquittal|extradition)\\s+of|[Hh]acker|[Aa]ctivist|[Bb]logger|[Dd]issident|[Dd]efendant|[Ss]uspect|[Aa]ccused|[Tt]ycoon)\\s+(${RUN})`,
  'gu',
);
/** A clause that recalls an earlier happening, to the end of its sentence. */
const RECALLED =
  /,\s+(?:(?:a|one|two|three|four|five|six|several|\d+)\s+(?:days?|weeks?|months?)\s+)?(?:after|since|following|weeks after|days after)\b.*$/s;
/** A person's name: two or three capitalised words. */
const PERSON = /^\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){1,2}$/u;
/** Words that are no ship's, gathering's or person's own name. */
const NOT_OWN =
  /^(?:the|of|de|del|and|for|on|a|an|in|at|port|harbour|harbor|bay|its|their|this|that|monday|tuesday|wednesday|thursday|friday|saturday|sunday|annual|regional|international|national|world|global|first|second|third|\d.*)$/i;

/** Built once here: tsx rewrites a Unicode-class literal inside a function into a pattern built per call. */
const NOT_WORD = /[^\p{L}\p{N}'-]+/u;
const RUNS = new RegExp(RUN, 'gu');

const own = (name: string) =>
  name
    .toLowerCase()
    .split(NOT_WORD)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w.length > 1 && !NOT_OWN.test(w));

/**
 * The ships, gatherings and defendants a report is of, as keys: `v:` a vessel, `g:` a gathering, `d:` a
 * defendant, each with the words of its own name (a defendant by the surname). Read from its headline
 * and its lead's first sentence (after a dateline): what the report is about. Later sentences recall
 * other ships, meetings and trials ("a day after the same court jailed…"), which are background.
 */
export function identitiesOf(title: string, lead: string): string[] {
  const body = lead.replace(DATELINE, '');
  // Its first sentence, less a clause that recalls an earlier happening (", a day after the same court jailed…").
  const first = (/^.*?[.!?](?=\s|$)/s.exec(body)?.[0] ?? body).replace(RECALLED, '.');
  // A headline in Title Case capitalises every word: its runs are no names ("Ship Vaccines Directly").
  const text = `${titleCased(title) ? '' : `${title}.\n`}${first}`.replace(/[’‘]/g, "'");
  const out = new Set<string>();
  const add = (kind: string, words: string[]) => {
    if (words.length) out.add(`${kind}:${words.join(' ')}`);
  };
  for (const m of text.matchAll(VESSEL)) {
    // A ship's name is not a place it sails to, nor a sentence's next word ("the ferry. Officials…").
    const name = m[1]!.replace(/\s+(?:of|the|and|for|on)$/i, '');
    if (/^(?:to|from|at|in|off|near)\b/i.test(name)) continue;
    add('v', own(name).slice(0, 3));
  }
  for (const m of text.matchAll(GATHERING)) add('g', own(m[1]!));
  for (const m of text.matchAll(GATHERING_ON)) add('g', own(m[1]!));
  for (const m of text.matchAll(DOCK_BEFORE)) {
    const name = m[1]!.split(/\s+/).slice(0, 3).join(' ');
    if (PERSON.test(name) && !ORG_WORDS.test(name)) add('d', own(name).slice(-1));
  }
  for (const m of text.matchAll(RUNS)) {
    const name = m[0].replace(/^(?:Hacker|Activist|Blogger|Dissident|Defendant|Suspect|Accused|Tycoon)\s+/, '');
    if (
      PERSON.test(name) &&
      !ORG_WORDS.test(name) &&
      DOCK_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 40))
    )
      add('d', own(name).slice(-1));
  }
  return [...out];
}

/**
 * Whether an article and an event are of two different ships, gatherings or defendants: both are of
 * one of a kind (see `identitiesOf`), they share no word of its name, and neither headline names the
 * other's. Reports of one fire aboard one ship name that ship when they name any; two ship fires at
 * one port, two conferences at one hall, two trials at one court are two happenings, however much the
 * place ties them and however each recalls the other.
 */
export function otherIdentity(
  article: { identities: readonly string[]; headNames: readonly string[] },
  event: { identities: readonly string[]; headNames: readonly string[] },
): boolean {
  const words = (keys: readonly string[], kind: string) =>
    keys.filter((k) => k[0] === kind).flatMap((k) => k.slice(2).split(' '));
  return ['v', 'g', 'd'].some((kind) => {
    const mine = words(article.identities, kind);
    const theirs = words(event.identities, kind);
    return (
      mine.length > 0 &&
      theirs.length > 0 &&
      !mine.some((w) => theirs.includes(w) || event.headNames.includes(w)) &&
      !theirs.some((w) => article.headNames.includes(w))
    );
  });
}

import { cuesIn, holdsAny, patternCues, type Cues, type Found } from '../dedup/cues.ts';
import { countryOf } from '../dedup/gazetteer.ts';
import { figuresIn } from './figures.ts';
import { FUNCTION_WORDS, MONTHS, WEEKDAYS, conceptOf } from './lexicon.ts';
import { referencePlaces } from './reference-places.ts';
import { splitSentences } from './sentences.ts';
import { normalize, tokenize, type Token } from './tokens.ts';

// Facts of the evidence, read per source with the source's time: figures with what they count,
// places and actors named, and what a sentence says happened to the situation (a resolution, an
// announcement). Pure; reports and Ask read the same facts.

/** One source article as the facts see it. */
export interface SourceDoc {
  /** The source's canonical URL. */
  sourceId: string;
  eventId: string;
  publication: string;
  title: string;
  /** The article's lead and text. */
  text: string;
  /** When the source says it was published, else when it was ingested (ISO). */
  at: string;
  /** When Sitrep ingested it (ISO): what a report written at a time could have known. */
  ingestedAt: string;
}

interface FactOrigin {
  sourceId: string;
  eventId: string;
  publication: string;
  at: string;
  ingestedAt: string;
  /** The sentence stating it, as written. */
  sentence: string;
}

/** A number a source states, with what it counts. */
export interface FigureFact extends FactOrigin {
  /**
   * What it counts, normalised: the head word and the word after it ("vessel wait"); '' when its
   * sentence names nothing counted but states what the value replaced (`from`).
   */
  key: string;
  /** What it counts, as written ("vessels waiting"). */
  label: string;
  value: number;
  /** The figure as written ("48", "3.1 million"). */
  text: string;
  unit: 'percent' | 'currency' | 'duration' | null;
  /** The place its sentence names, if any: the same count at two places is two facts. */
  place: string | null;
  /**
   * How the count runs: `flow` for what is new in a period ("new cases fell to 17", "2,000 barrels a
   * day", "daily arrivals"), `total` for a running total ("Total cases stand at 229", "the death toll
   * rose to 14", "so far"), which only ever rises; absent when its sentence says neither.
   */
  runs?: 'flow' | 'total';
  /**
   * The value the source itself says this one replaced: in its sentence ("to 4,800, from 1,200 a day
   * earlier", "46 vessels, up from 14") or in the next ("The crowd had grown from about 1,500").
   * Absent in facts stored before it was read.
   */
  from?: { value: number; text: string };
  /**
   * The figure is the size of a move, not a level ("shares fell 6.3%", "the mark fell another 0.9%"):
   * two of them are two moves, never a move from one to the other.
   */
  size?: true;
  /**
   * The figure is what a thing can do, not what it does ("the refinery's capacity is 210,000 barrels per
   * day", "a plant that can treat 40 million litres a day"): the size of the thing, kept apart from the
   * counts of the situation (its output, its queue).
   */
  capacity?: true;
}

/** A place or an actor a source names. */
export interface NameFact extends FactOrigin {
  kind: 'place' | 'actor';
  name: string;
}

/** A sentence that says the situation turned (a deal, a reopening; a deal that failed) or that something is scheduled. */
export interface TurnFact extends FactOrigin {
  kind: 'resolution' | 'breakdown' | 'scheduled';
}

export interface SourceFacts {
  figures: FigureFact[];
  names: NameFact[];
  turns: TurnFact[];
}

const words = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

/** More of a thing to come. */
const MORE = String.raw`(?:further|more|another|new|fresh|additional)`;
/**
 * More of it ruled out ("ruled out a further rate rise", "another rise this year was ruled out"), or a
 * measure people no longer need to follow ("customers no longer need to ignore emails", "the town no
 * longer has to be ready to leave"): the situation eases.
 */
const EASED = String.raw`ruled out (?:a |an |the )?${MORE}|${MORE} (?:[\w'’-]+ ){0,4}(?:was|were|is|are|has been|have been) ruled out|no longer (?:need|needs|needed|has|have|had|must) to|(?:is|are|was|were) no longer (?:required|told|asked|advised) to|(?:are|were) (?:now )?going (?:back )?home`;
/** Measures lifted ("evacuation orders were lifted", "lifted the curfew"), not a count lifted to a value. */
const MEASURES = String.raw`(?:ban|bans|orders?|restrictions?|curfew|embargo|sanctions?|blockade|siege|warnings?|alerts?|lockdown|closure|suspension|state of emergency|evacuation|quarantine|advisory|advice|instructions?|directive|notice|cordon|moratorium|force majeure)`;
/** A measure lifted, its kind told in words of any shape ("lifted its stay-indoors advice"). */
const LIFTED = String.raw`(?:lift(?:ed|s|ing)?|cancel(?:l?ed|s)?|withdr[ae]w|withdrawn|rescinded|revoked) (?:the |a |an |its |their |all )?(?:[\w'’-]+ ){0,2}${MEASURES}|${MEASURES} (?:[\w'’-]+ ){0,4}(?:was|were|has been|have been|had been) (?:\w+ )?(?:lifted|cancell?ed|withdrawn|rescinded|revoked)`;
/** A disruption said to be over ("the strike ended on Monday", "the blockade is over"). */
const ENDED = String.raw`(?:strike|walkout|stoppage|blockade|siege|outage|shutdown|standoff|occupation|protests?|dispute|lockdown|closure|blackout|drought|heatwave|outbreak|epidemic|emergency|crisis) (?:[\w'’-]+ ){0,5}(?:has |had |was |finally )?(?:ended|is over|was over|came to an end|has come to an end)`;
/** A supply the disruption cut said to be back ("power returned to most homes", "water is back"). */
const SUPPLY_BACK = String.raw`(?:power|electricity|water|gas|heating|internet|phone|mobile|service|services|supplies|traffic|trains|flights) (?:\w+ )?(?:returned|is back|was back|are back|were back|came back|has returned|have returned)`;
/**
 * A crisis said to be slowing ("the outbreak appears to be slowing", "Fighting slows"), or what is new
 * in it said to fall ("new infections fell for the first time"): the situation easing. Only crises: an
 * economy slowing is no easing.
 */
const CRISIS = String.raw`(?:outbreak|epidemic|pandemic|spread|infections?|fighting|violence|clashes|shelling|flooding|unrest|exodus)`;
const SLOWING = String.raw`${CRISIS} (?:[\w'’-]+ ){0,7}(?:slow(?:s|ed|ing)|wan(?:es|ed|ing)|abat(?:es|ed|ing))(?! (?:the|a|an|its|their|down)\b)|(?:new|daily|weekly) (?:[\w'’-]+ )?(?:cases|infections|admissions|hospitali[sz]ations|casualties|deaths) (?:\w+ )?(?:fell|fall|falls|dropped|declined|eased|slowed)`;
/** Words that say a disruption ended or eased. */
const RESOLUTION = new RegExp(
  String.raw`\b(?:deal|agreement|agreed|(?<!\b(?:to|not|never|cannot|n['’]t) )agrees?\b|ceasefire|truce|restored|restores|reopened|reopens|reopening|resumed|resumes|restarted|restarts|called off|back to normal|(?:began|begun|opened|opens|started|launched|entered) (?:[\w'’-]+ ){0,2}(?:talks|negotiations)|contained|freed|eased|eases|easing|recovered|rescinded|refloated|settled (?:the|a|its|their) (?:\w+ )?(?:dispute|strike|case|lawsuit|claims?|row)|end(?:ed|ing|s)? (?:the|a|its|their) (?:\w+ )?(?:strike|blockade|siege|outage|shutdown|standoff|walkout|protests?|dispute|lockdown|closure)|${LIFTED}|${ENDED}|${SUPPLY_BACK}|(?<!\b(?:to|will|would|could|may|might|can|cannot|not|a|an|the|its|their|for|of|no|any|before|until) )(?:resume|reopen|restart)|(?:flowing|running|operating|open|moving|working|sailing|flying)(?: [\w'’-]+){0,4} again|under control|extinguished|put out (?:the |a |an |its )?(?:[\w'’-]+ ){0,3}(?:fire|fires|blaze|flames)|back (?:online|in service|in operation|up and running|at work|to work)|returned to (?:work|normal|service)|all[- ]clear|(?:allowed|able|began|begun|started) (?:to )?return(?:ing)? (?:home|to their homes)|returned home|allowed (?:back )?(?:home|to go home)|receded|subsided|stabili[sz]ed|rebounded|declared (?:the |an? |its )?(?:\w+ )?(?:outbreak|epidemic|pandemic|emergency|crisis|strike|siege|drought|alert|lockdown|eruption) (?:to be )?over|(?:arrested|detained|charged)\b[^.;]{0,40}\bsuspect(?:s|ed)?|\bsuspects?\b[^.;]{0,30}\b(?:arrested|detained|charged)|taken offline|took (?:[\w'’-]+ ){0,4}offline|${SLOWING}|${EASED})\b`,
  'i',
);
/**
 * Talks that would end a dispute put off: the end moves away ("postponed Wednesday's talks to Monday"). A headline
 * drops the verb ("Peace talks called off"); a sentence may say first what the talks were for ("the negotiations
 * that might have ended the siege have been called off").
 */
const TALKS_OFF =
  String.raw`\b(?:delay(?:ed|s|ing)?|postpon(?:ed|es|ing)|push(?:ed|es|ing) back|put off|call(?:ed|s|ing)? off|cancell?(?:ed|s|ing)) (?:the |its |their |a )?(?:[\w'’-]+ ){0,2}(?:talks|negotiations|mediation)\b` +
  String.raw`|\b(?:talks|negotiations|mediation) (?:(?!that |which )[\w'’-]+ ){0,6}(?:was|were|have been|has been|had been|are|is) (?:[\w'’-]+ )?(?:postponed|delayed|put off|pushed back|called off|cancell?ed)\b` +
  String.raw`|\b(?:talks|negotiations|mediation) (?:postponed|delayed|put off|pushed back|called off|cancell?ed)\b` +
  String.raw`|\b(?:talks|negotiations|mediation) (?:that|which) (?:[\w'’-]+ ){1,8}(?:was|were|have been|has been|had been) (?:postponed|delayed|put off|pushed back|called off|cancell?ed)\b`;
/**
 * A measure's lifting, not the measure, is what was widened ("the lifting of the evacuation order was extended to
 * two more districts"): the words before the measure say it ends.
 */
const NOT_LIFTING = String.raw`(?<!\b(?:lifting|easing|relaxation|relaxing|end|withdrawal) of (?:the |an? |its |their )?(?:[\w'’-]+ ){0,2})`;
/**
 * A disruption said to go on longer than planned ("will stay shut for at least six weeks", "extended
 * the shutdown", "abandoning its plan for a restart"): the opposite of a resolution.
 */
const PROLONGED = new RegExp(
  String.raw`\b(?:stay|stays|remain|remains|remained|kept|keep|keeps) (?:shut|closed|offline|down|suspended|halted|idle|dark|out of action|out of service)(?: for| until| through| into| beyond)\b` +
    String.raw`|\b(?:extend(?:ed|s|ing)?|prolong(?:ed|s|ing)?) (?:the |its |their |a )?(?:[\w'’-]+ ){0,2}(?:shutdown|closure|outage|strike|walkout|ban|curfew|suspension|lockdown|blackout|stoppage|state of emergency)\b` +
    // A measure widened to more people or places ("extended the stay-at-home advice to all nurseries").
    String.raw`|\b(?:extend(?:ed|s|ing)?|widen(?:ed|s|ing)?|expand(?:ed|s|ing)?) (?:the |its |their |a )?(?:[\w'’-]+ ){0,2}${NOT_LIFTING}${MEASURES} (?:to|across)\b` +
    String.raw`|${NOT_LIFTING}\b${MEASURES} (?:[\w'’-]+ ){0,4}(?:was|were|has been|have been|had been|is|are) (?:\w+ )?(?:extended|widened|expanded) (?:to|across)\b` +
    String.raw`|\b(?:delay(?:ed|s|ing)?|postpon(?:ed|es|ing)|push(?:ed|es|ing) back|put off|abandon(?:ed|s|ing)?|scrap(?:ped|s|ping)?|shelv(?:ed|es|ing)) (?:[\w'’-]+ ){0,3}(?:restart|reopening|resumption|repairs?|return to (?:service|normal))\b` +
    `|${TALKS_OFF}`,
  'i',
);
/** What a measure shuts or stops: the places and services a closure, a ban or a curfew touches. */
const SHUT_THINGS = String.raw`(?:schools?|ports?|airports?|borders?|crossings?|roads?|highways?|bridges?|flights|trains|rail services|ferries|ferry services|markets?|shops|offices|plants?|mines?|pipelines?|flows|pumping|offers|lending|trading|withdrawals|payments|curfew|state of emergency|lockdown|quarantine)`;
/** Words between a verb and what it shuts: not a preposition, which says where ("capacity shut at the plant"). */
const OBJECT_WORD = String.raw`(?!(?:at|in|on|near|by|for|from|to|after|since|during|across|inside|outside)\b)[\w'’-]+ `;
/** What the public is told to do to keep safe: leave or go around (divert), or stay in and protect itself (boil water, change passwords). */
const PROTECT = String.raw`(?:leave|evacuate|flee|divert|reroute|send (?:[\w'’-]+ ){0,3}home|keep (?:[\w'’-]+ ){0,2}(?:at )?home|boil|shelter|stay (?:indoors|inside|home|at home|away)|(?:change|reset) (?:[\w'’-]+ ){0,3}passwords?|move to higher ground)`;
/**
 * A measure imposed, the opposite of one lifted ("Quillon closed all 14 of its primary schools",
 * "authorities imposed a curfew", "all flights were suspended"): a turn for the worse. Not a plan
 * (a closure that will come is a step to watch), and not a sentence that says it ended.
 */
const IMPOSED = new RegExp(
  // "…, closing the R14 road again": a participle after the news that shut it says so too.
  String.raw`\b(?:closed|closes|closing|shut|shuts|shutting|suspended|suspends|suspending|halted|halts|halting|banned|bans|imposed|imposes|declared|declares)\b (?:all |the |its |their |a |an )?(?:${OBJECT_WORD}){0,4}${SHUT_THINGS}\b` +
    // People told to leave their homes, or to protect themselves where they are: an evacuation ordered
    // ("told families in Harrowgate to leave their homes"), a boil-water notice, passwords to change.
    String.raw`|\b(?:told|tells|ordered|orders|instructed|urged|urges|advised|advises)\b (?:(?!(?:he|she|they|it|we|I|had|has|have|was|were|no|not|would|will)\b)[\w'’-]+ ){0,5}to ${PROTECT}\b|\bordered (?:the |an? )?evacuation\b` +
    String.raw`|\b${SHUT_THINGS} (?:[\w'’-]+ ){0,4}(?:were|was|are|is|have been|has been) (?:\w+ )?(?:closed|shut|suspended|halted|banned|imposed|declared)\b`,
  'i',
);

/**
 * Something shut again or a measure put back ("closing the line again", "a storm surge shut it again", "the
 * crossing was closed once more", "reimposed the curfew", "the evacuation order was reinstated"): what had
 * eased is undone. Not a market that closed lower again.
 */
const UNDONE = new RegExp(
  String.raw`\b(?:closed|closes|closing|shut|shuts|shutting|halted|halts|halting|suspended|suspends|suspending)\b (?:(?!(?:higher|lower|up|flat|firmer|weaker|stronger|mixed|unchanged)\b)${OBJECT_WORD}){0,4}(?:again|once more|once again)\b` +
    String.raw`|\b(?:re-?impos(?:ed|es|ing)|re-?instat(?:ed|es|ing)|re-?introduc(?:ed|es|ing))\b (?:the |a |an |its |their |all )?(?:[\w'’-]+ ){0,2}${MEASURES}\b` +
    String.raw`|\b${MEASURES} (?:[\w'’-]+ ){0,4}(?:was|were|has been|have been|had been|is|are) (?:\w+ )?(?:re-?imposed|re-?instated|re-?introduced)\b`,
  'i',
);
/** A sentence that only supposes ("if the attacks resumed", "unless talks resume", "whether the road reopens"). */
const SUPPOSED = /\b(?:if|unless|whether)\b/i;
const supposes = (told: string): boolean => SUPPOSED.test(told);
/**
 * The sentence tells last that something was shut again or a measure put back ("the ferry reopened on
 * Friday, but a storm surge shut it again by evening"): what it tells after is where things stand, so a
 * road "closed again on Monday" that "reopened on Wednesday" has eased.
 */
const undone = (told: string) => {
  const m = UNDONE.exec(told);
  return !!m && !EMERGENCY_ITSELF.test(m[0]) && !supposes(told) && !RESOLUTION.test(told.slice(m.index + m[0].length));
};
/**
 * What is itself the emergency or the harm, so that shutting or halting it again eases ("closed the school shelter
 * again as the last families returned home", "suspended their strike again", "halted their advance once more").
 */
const EMERGENCY_ITSELF =
  /\b(?:shelters?|(?:relief|rest|evacuation|emergency|reception|crisis) (?:centres?|centers?|camps?)|field hospitals?|strikes?|walkouts?|stoppages?|protests?|blockades?|advance|offensive|assault|attacks|shelling|bombardment|raids|search(?:es)?|manhunt)\b/i;
/**
 * A search for the missing given up ("called off the search for the four missing crew", "Search for missing
 * climbers called off as hope fades"): a turn for the worse, unless the sentence says they were found alive. Not
 * a search paused for the night.
 */
const SEARCH_ENDED =
  /\b(?:call(?:ed|s|ing)? off|abandon(?:ed|s|ing)|end(?:ed|s|ing)) (?:the |its |their |a )?(?:[\w'’-]+ ){0,2}(?:search|rescue)(?: operations?| efforts?| mission)?\b|\b(?:search|rescue)(?: [\w'’-]+){0,6} (?:(?:was|were|has been|have been|had been|is|are) )?(?:called off|abandoned)\b/i;
const FOUND_ALIVE =
  /\b(?:found|brought out|pulled out|located) (?:[\w'’-]+ ){0,2}(?:alive|safe|well|unharmed)\b|\b(?:rescued|accounted for|safe and well)\b/i;
const searchGivenUp = (told: string) => SEARCH_ENDED.test(told) && !FOUND_ALIVE.test(told) && !supposes(told);
/** What a sentence reopens or resumes that is no disruption ending: an inquiry, a case ("police reopened the investigation"). */
const REOPENED_CASE =
  /\b(?:re-?open(?:ed|s|ing)?|resum(?:ed|es|ing)|restart(?:ed|s|ing)?) (?:the |its |their |an? )?(?:[\w'’-]+ ){0,2}(?:investigations?|inquiry|inquiries|enquiry|probe|case|cases|inquest|trial|file)\b|\b(?:investigation|inquiry|enquiry|probe|case|inquest) (?:[\w'’-]+ ){0,5}(?:was|were|has been|have been|had been|is) re-?opened\b/gi;
/**
 * Talks called off because the dispute ended ("Crisis talks called off as dock strike ends"): what else the
 * sentence tells is a resolution and nothing for the worse, so the talks were not needed.
 */
const TALKS_OFF_RE = new RegExp(TALKS_OFF, 'gi');
/** A dispute said to be over, a headline's present tense too ("as dock strike ends", "the strike was settled"). */
const DISPUTE_OVER =
  /\b(?:strike|walkout|stoppage|dispute|standoff|row|blockade|protests?) (?:[\w'’-]+ ){0,3}(?:ends|ended|is over|was over|(?:was|has been|had been) (?:settled|resolved))\b/i;
const talksNeedless = (told: string) => {
  const rest = told.replace(TALKS_OFF_RE, ' ');
  return (
    rest !== told &&
    // What the talks were about ("ceasefire talks … called off") is no easing told.
    (RESOLUTION.test(rest.replace(PACT_WORDS, ' ')) || DISPUTE_OVER.test(rest)) &&
    !NOT_A_TURN.test(rest) &&
    !BREAKDOWN.test(rest) &&
    !PROLONGED.test(rest) &&
    !MORE_TO_COME.test(rest) &&
    !undone(rest)
  );
};

/**
 * More of it left open ("further rate rises were not ruled out", "the union did not rule out more
 * strikes", "refuses to rule out new curbs"): the next step may come, a turn for the worse. Not a cause
 * left open ("police have not ruled out arson"), nor more ruled out.
 */
const MORE_TO_COME = new RegExp(
  String.raw`\b${MORE} (?:[\w'’-]+ ){0,3}(?:was|were|is|are|has been|have been|had been) (?:still )?not (?:been )?ruled out\b` +
    String.raw`|\b(?:not|never|\w+n['’]t|refus(?:ed|es|ing) to|declin(?:ed|es|ing) to) (?:yet )?rul(?:e|ed|es|ing) out (?:a |an |the )?${MORE}\b`,
  'i',
);
/** Steps of those who decide: a meeting, a vote, a ruling. */
const DECIDING = String.raw`(?:meeting|session|summit|vote|ballot|decision|ruling|hearing|election|review)`;
/**
 * A decision or a meeting brought forward ("brought its regular meeting forward to November 18 from
 * November 26", "moved its emergency meeting up by eight days", "the vote was brought forward"): those who
 * decide act sooner than planned, pressed by the situation: a turn for the worse. ("The meeting brought
 * forward to November 18 was called off" says the meeting is off.)
 */
const HASTENED = new RegExp(
  String.raw`\b(?:br(?:ing|ings|inging|ought)|mov(?:e|es|ed|ing)) (?:the |its |their |a |an )?(?:[\w'’-]+ ){0,3}${DECIDING} (?:[\w'’-]+ )?(?:forward|up)\b` +
    String.raw`|\b${DECIDING} (?:[\w'’-]+ ){0,5}(?:was|were|has been|have been|had been|is|are) (?:brought forward|moved up|moved forward)\b`,
  'i',
);
/**
 * The sentence brings a decision or a meeting forward and tells no turn of its own (what changed reads it as
 * a turn for the worse; the facts keep it out of their turns, which date what a later step overtakes).
 */
export function hastens(sentence: string): boolean {
  const told = sentence.replace(ASIDE, ' ');
  return (
    HASTENED.test(told) &&
    !NOT_A_TURN.test(told) &&
    !BREAKDOWN.test(told) &&
    !PROLONGED.test(told) &&
    !MORE_TO_COME.test(told) &&
    !RESOLUTION.test(told)
  );
}
/**
 * A stoppage or a protest called ("the opposition called a city-wide strike for Thursday", "unions
 * announced a two-day walkout", "farmers staged a blockade"): the dispute widens, a turn for the worse.
 */
const CALLED_OUT = new RegExp(
  String.raw`\b(?:call(?:ed|s|ing)? (?:for )?(?:a |an |another |new |fresh |more |further )|(?:announc|declar|stag|launch)(?:ed|es|ing) (?:a |an |the |its |their |another |new |fresh |more |further )?)(?:[\w'’-]+ ){0,2}(?:strikes?|walkouts?|stoppages?|boycotts?|blockades?|protests?|marches|demonstrations?)\b`,
  'i',
);
/**
 * Violence taken up again, the verb first ("Artillery resumed shelling of Vessel", "rebels resumed their attacks on
 * the ring road"): no easing, though it says "resumed"; a turn back to what had eased.
 */
const VIOLENCE_RESUMED = String.raw`\b(?:resum(?:ed|es|ing)|restart(?:ed|s|ing)|renew(?:ed|s|ing)) (?:the |its |their |a |an )?(?:(?!(?:after|before|despite|amid|following|during|since|in|on|at|for|to|from)\b)[\w'’-]+ ){0,2}(?:fighting|shelling|attacks|clashes|hostilities|bombing|bombings|bombardment|raids|air ?strikes|offensive|assault|firing)\b`;
/**
 * Violence, a disruption or a hazard that came back ("shelling resumed around Brisk", "winds rekindled
 * the fire", "the fire flared up again", "protests resumed"): what had eased is back, a turn for the worse.
 */
const FLARED = new RegExp(
  String.raw`\b\w*(?:fighting|shelling|attacks|clashes|hostilities|bombing|bombings|raids|violence|protests|unrest|rioting|strikes?|walkouts?|fires?|blazes?|flames|outbreak|eruption)\s+(?:(?:again|briefly|later|soon|quickly|overnight|then|also|heavily|sporadically)\s+)?(?:resumed|resumes|restarted|restarts|flared|flares|reignited|rekindled|broke out again)\b` +
    String.raw`|\b(?:rekindl(?:ed|es|ing)|reignit(?:ed|es|ing))\b|\bflare-ups?\b|\bflared (?:up )?again\b|${VIOLENCE_RESUMED}`,
  'i',
);
/** A second thing gave way ("the inner gate has also failed", "the pump failed as well"): more broke. */
const FAILED_TOO =
  /\b(?:also|too)\s+(?:[\w'’-]+\s+)?(?:failed|collapsed|broke down|gave way)\b|\b(?:failed|collapsed|broke down|gave way)\s+(?:as well|too)\b/i;
/** What a deal or a truce is called. */
const PACT = String.raw`(?:deal|agreement|accord|pact|ceasefire|truce|talks|coalition)`;
/** A deal or a truce put in doubt, not (yet) failed ("shelling casts doubt on the truce", "the deal is at risk"). */
const DOUBTED =
  String.raw`\b(?:doubts? (?:on|over|about)|questions? (?:over|about)|threaten(?:s|ed|ing)?|undermin(?:es|ed|ing)|jeopardi[sz](?:es|ed|ing)|imperil(?:s|led|ling)?) (?:the |a |an |its |their )?(?:[\w'’-]+ )?${PACT}\b` +
  String.raw`|\b${PACT} (?:[\w'’-]+ ){0,3}(?:in doubt|in jeopardy|under strain|at risk)\b`;
const DOUBTED_RE = new RegExp(DOUBTED, 'i');
/** The sentence puts a deal or a truce in doubt without saying it failed. */
export const castsDoubt = (sentence: string): boolean => DOUBTED_RE.test(sentence);
/** A deal or a truce that failed: the opposite of a resolution ("members voted down the agreement", "the collapse of the deal"). */
const BREAKDOWN = new RegExp(
  String.raw`\b(?:no|without|failed|fail|fails|rejected|rejects|reject|rejecting|voted down|vote down|votes down|voted against|scrapped|scraps|abandoned|tore up|torn up|walked out of|walk out of|pulled out of|collapse of|breakdown of|violat\w*)\b[^.;]{0,30}\b${PACT}\b` +
    String.raw`|\b(?:ended|ends|shattered|shatters|wrecked|wrecks|broke|breaks) (?:the |a |an |its |their )?(?:(?!(?:after|before|with|without|in|on|at|by|during|amid|following|through)\b)[\w'’-]+ )?${PACT}\b` +
    `|${DOUBTED}` +
    String.raw`|\b${PACT}\b[^.;]{0,20}\b(?:collapsed|collapses|broke down|break down|failed|fails|fell apart|fell through|expired|was violated|were violated|ended without|stalled|was rejected|were rejected|was voted down)\b`,
  'i',
);
/**
 * A sentence that only supposes a turn ("the premium could return if the attacks resumed"), or in
 * which what resumed is the violence itself, says nothing ended.
 */
const NOT_A_TURN = new RegExp(
  String.raw`${SUPPOSED.source}|\b\w*(?:attacks|fighting|shelling|strikes|clashes|hostilities|bombing|bombings|raids|violence|protests)\s+(?:\w+\s+)?(?:resumed|resume|resumes|restarted|restart)\b|${VIOLENCE_RESUMED}`,
  'i',
);
/**
 * Violence in the sentence that names a deal only as what it threatens ("shelled the town hours
 * before the truce was due to begin"): no turn to peace, unless the sentence says the deal was made
 * or held ("a truce agreed on Monday held despite shelling").
 */
const VIOLENT =
  /\b(?:shell(?:ed|ing|s)|struck|bomb(?:ed|ing|s)|attack(?:ed|ing)|killed|killing|wound(?:ed|ing)|fired on|raided|stormed|ambushed|launched)\b/i;
const MADE =
  /\b(?:agreed|agree|agrees|signed|signs|reached|announced|brokered|took effect|takes effect|came into force|held|holds|holding)\b/i;
const PACT_WORDS = /\b(?:deal|agreement|agreed|ceasefire|truce)\b/gi;
const threatensPact = (sentence: string) =>
  VIOLENT.test(sentence) && !MADE.test(sentence) && !RESOLUTION.test(sentence.replace(PACT_WORDS, ''));
/** A clause between commas that tells about someone ("Brannock, which restored its systems on Monday, said"). */
const ASIDE = /,\s*(?:which|who)\s[^,;]*,/gi;
/** Words that say the next step is announced or scheduled, and a time it is set for. */
const SCHEDULED =
  /\b(?:will|is expected to|are expected to|expected|expects?|scheduled|is due|are due|due to|set to|plans? to|deadline|takes? effect|is to|are to)\b/i;
const DAY_WORDS = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow)';
const MONTH_WORDS = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
const WHEN =
  /\b(?:(?:on|for|until|by|from) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|next (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:this|later this|by the end of the) (?:week|month)|tomorrow|within (?:\w+ )?(?:hours?|days?|weeks?)|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|midnight)|over the weekend|in the coming (?:days|weeks|hours)|(?:on|by) \d{1,2} (?:january|february|march|april|may|june|july|august|september|october|november|december)|(?:on|by) (?:january|february|march|april|may|june|july|august|september|october|november|december) \d{1,2})\b/i;
/**
 * A step set for later: a time after the word that says it is to come ("talks are scheduled for
 * Thursday", "expect to reopen the road within two days"); a day before it dates what was said or
 * seen ("the company said on Tuesday, and its ship will keep its run").
 */
function announcesStep(sentence: string): boolean {
  const marker = SCHEDULED.exec(sentence);
  return !!marker && WHEN.test(sentence.slice(marker.index));
}
/**
 * A time ahead that a sentence states without a word that announces it: a deadline or a limit ("until
 * Friday", "within 48 hours", "by the end of the week"), a meeting set for a day ("talks on Thursday").
 * "On Tuesday" or "by Monday" alone dates what happened ("rose to 19 by Monday afternoon"), and "within
 * hours of the rise" says how soon after: neither is a time to come.
 */
const AHEAD = new RegExp(
  String.raw`\b(?:until (?:${DAY_WORDS}|the weekend|midnight|the end of (?:the|this|next) (?:week|month)|\d{1,2} ${MONTH_WORDS}|${MONTH_WORDS} \d{1,2})|by the end of (?:the|this|next) (?:week|month)|within (?:\w+ ){0,2}(?:hours?|days?|weeks?)(?! of\b)|next (?:week|month|${DAY_WORDS})|in the coming (?:hours|days|weeks)|(?:deadline|ultimatum) (?:\w+ ){0,3}(?:on|for|of) (?:${DAY_WORDS}|\d{1,2} ${MONTH_WORDS}|${MONTH_WORDS} \d{1,2})|(?:talks|meeting|vote|hearing|summit|review|ruling|decision|auction|election|session) (?:\w+ ){0,3}(?:on|for) (?:${DAY_WORDS}|\d{1,2} ${MONTH_WORDS}|${MONTH_WORDS} \d{1,2}))\b`,
  'i',
);

/**
 * The time ahead a sentence sets, as it writes it: for a step it announces, the time after the word that
 * announces it ("within two days" of "crews expect to reopen the road within two days"); else a deadline,
 * or a meeting's day it states ("until Friday", "talks on Thursday"). Null when none.
 */
export function timeAhead(sentence: string): string | null {
  const marker = SCHEDULED.exec(sentence);
  // "…will shut in March, the operator said on Monday": the day it was said is no time ahead.
  const after = marker ? sentence.slice(marker.index) : '';
  const when = [...after.matchAll(new RegExp(WHEN.source, 'gi'))].find(
    (m) => !/\b(?:said|says|told|announced|reported|added|confirmed)\s+$/i.test(after.slice(0, m.index)),
  );
  return (when ?? AHEAD.exec(sentence))?.[0] ?? null;
}
const PLACE_PREPOSITIONS = words('in at near off outside across into from to through around along');
/** Two to five capitals (built here: tsx rewrites a Unicode-class literal inside a function into a pattern built per call). */
const ACRONYM = /^\p{Lu}{2,5}$/u;
/** "the port of Rellport", "the town of Dunrow": a name after "of" and one of these is a place. */
const PLACE_NOUNS = words(
  'port town city village district region province state island county harbour harbor valley capital',
);
const CALENDAR = new Set([...WEEKDAYS, ...MONTHS]);
const NOT_NAMES = words(
  `the a an this that these those it its they he she we there here in on at by for after before during since as but and
  or so if when while no not officials authorities police residents analysts some many most several more about around
  nearly almost over under up according however meanwhile also both monday tuesday wednesday thursday friday saturday
  sunday today tomorrow yesterday`,
);

const content = (t: Token) => !t.numeric && !FUNCTION_WORDS.has(t.raw.toLowerCase()) && t.raw.length > 1;

const CHANGE_VERB =
  /^(?:rose|risen|rise|rises|fell|fallen|falls|fall|climbed|climb|reached|reach|reaches|dropped|increased|decreased|grew|jumped|stood|stands|stand|stretched|totalled|hit|raising|raised|bringing|brought|taking|took|pushing|pushed)$/i;
/** "raising the number of people evacuated to 4,800": the thing counted follows "number of". */
const COUNT_NOUN = /^(?:number|total|count|toll|tally)$/i;
/** Words that make a figure a forecast or a plan, not a state of the world ("expected to return to 1.9 million"). */
const FORECAST =
  /^(?:will|would|could|may|might|expected|expects|forecast|forecasts|projected|predicted|plans|planned|aims|target|targets)$/;
/** Words that end what a figure counts ("homes without power" counts homes; "four villages along the river"). */
const STOP_WORDS = words(
  'along across around near off outside inside within without through into onto over under after before during since per than about amid',
);
const DISTANCE = /^(?:km|kilometres?|kilometers?|miles?|metres?|meters?|yards?|feet|nautical)$/i;
const DIRECTION =
  /^(?:north|south|east|west|north-?east|north-?west|south-?east|south-?west|northeast|northwest|southeast|southwest|behind|from|away|off|outside|inland|offshore|upstream|downstream|beyond|short)$/i;
/** Words of when that follow a figure ("to 19 late on Monday"): nothing counted. */
const WHEN_WORDS = words('late early earlier later overnight yesterday today tonight ago');
const countable = (t: Token) =>
  content(t) && !STOP_WORDS.has(t.raw.toLowerCase()) && !DIRECTION.test(t.raw) && !WHEN_WORDS.has(t.raw.toLowerCase());

/**
 * What a figure counts: up to two content words right after it ("41 vessels", "2 production lines"),
 * else, when a verb of change introduces it ("Hospital admissions in the outbreak rose to 70"), the
 * subject of its clause ("hospital admissions"), leaving out "the number of". A duration or
 * a rate counts what its clause's subject names; with no subject it counts nothing ("within two days").
 */
function countedOf(
  tokens: readonly Token[],
  index: number,
  textWords: number,
  unit: string | null,
  leadFrom = index - 3,
): Token[] {
  const end = index + textWords - 1;
  // "a town 18 km north of Dravin", "30 miles from the coast": a distance that places something counts nothing.
  if (DISTANCE.test(tokens[end + 1]?.raw ?? '') && DIRECTION.test(tokens[end + 2]?.raw ?? '')) return [];
  const after: Token[] = [];
  if (!unit && !tokens[end]?.breakAfter) {
    for (let j = end + 1; j < tokens.length && after.length < 2; j++) {
      const t = tokens[j]!;
      if (!countable(t) || t.capital) break;
      after.push(t);
      if (t.breakAfter) break;
    }
  }
  if (after.length) return after;
  const lead = tokens.slice(Math.max(0, leadFrom), index);
  let start = index - 1;
  while (start > 0 && !tokens[start - 1]!.breakAfter) start--;
  // "raising the number of people evacuated from the area to 4,800": what follows "number of".
  for (let j = start; j < index - 2; j++)
    if (COUNT_NOUN.test(tokens[j]!.raw) && tokens[j + 1]!.raw.toLowerCase() === 'of') {
      const named: Token[] = [];
      for (let k = j + 2; k < index && named.length < 2 && countable(tokens[k]!) && !tokens[k]!.capital; k++)
        named.push(tokens[k]!);
      if (named.length) return named;
    }
  // "raised its interest rate to 4%", "lifted the death toll to 14": a verb that changes something,
  // then what it changed, then "to" and the figure: the figure counts that object.
  const object = objectRaised(tokens, start, index);
  if (object.length) return object;
  if (!lead.some((t) => CHANGE_VERB.test(t.raw))) return [];
  const subject: Token[] = [];
  // "Cholera spreads to Pennart as Marisco cases reach 212": the subject opens the figure's own clause.
  let j = start;
  for (let k = index - 1; k > start; k--)
    if (
      SUBJECT_CLAUSE.test(tokens[k]!.raw) ||
      // "cases rose by 71 to 117 and deaths rose to 5": a second clause with its own verb counts its own subject.
      (/^and$/i.test(tokens[k]!.raw) && tokens.slice(start, k).some((t) => CHANGE_VERB.test(t.raw)))
    ) {
      j = k + 1;
      break;
    }
  // "…to 8,900, and the death toll rose": a conjunction opening the clause is not what is counted.
  while (j < index && /^(?:and|but|while|whose|the|a|an|its|their|number|total|count|level|of)$/i.test(tokens[j]!.raw))
    j++;
  // "Marisco cases", "Ostrel's turnout": a name before what is counted says where or whose, not what.
  while (j < index - 1 && j > 0 && tokens[j]!.capital && !CHANGE_VERB.test(tokens[j + 1]!.raw)) j++;
  for (; j < index && subject.length < 3; j++) {
    const t = tokens[j]!;
    if (CHANGE_VERB.test(t.raw) || !countable(t) || (t.capital && j !== 0)) break;
    subject.push(t);
  }
  // "New cholera cases fell to 17": what is new in a period is another count than the running total.
  const fresh = subject.findIndex((t) => FLOW.test(t.raw));
  return fresh >= 0 && fresh < subject.length - 2 ? [subject[fresh]!, ...subject.slice(-1)] : subject.slice(-2);
}

/** Words that open a clause of their own before a figure's subject ("… as cases reach 212", "officials said cases rose"). */
const SUBJECT_CLAUSE =
  /^(?:as|while|whereas|but|after|when|since|though|although|that|said|says|reported|reports|announced|confirmed|estimated)$/i;
/** Words that make a count what is new in a period, not a running total. */
const FLOW = /^(?:new|daily|weekly|monthly|fresh|additional)$/i;
/** Words that make a count a running total, which only ever rises. */
const TOTAL =
  /\b(?:total|totals|totalled|toll|tally|cumulative|so far|to date|in all|altogether|overall|since (?:the )?(?:\w+ ){0,3}(?:began|started|broke out))\b/i;

/** How a count runs: what is new in a period (a flow) or a running total, from its words and its clause. */
function runsOf(counted: readonly Token[], rate: string | null, sentence: string): FigureFact['runs'] {
  if (rate || counted.some((t) => FLOW.test(t.raw))) return 'flow';
  return TOTAL.test(sentence) ? 'total' : undefined;
}

/** Verbs that change an amount someone sets or counts ("raised its interest rate to 4%", "cut the forecast to 1.2%"). */
const SETTING_VERB =
  /^(?:raised|raises|raise|raising|lifted|lifts|lift|cut|cuts|cutting|lowered|lowers|lower|reduced|reduces|reduce|increased|increases|increase|boosted|boosts|hiked|hikes|trimmed|trims|revised|revises|put|puts|brought|brings|pushed|pushes|took|takes|set|sets|doubled|tripled|expanded|widened|extended|narrowed|updated|upgraded|downgraded)$/i;
const DETERMINER = /^(?:the|a|an|its|their|his|her|our|this|that|these|those)$/i;

/**
 * What a setting verb changed when a figure follows "to" ("raised its interest rate to 4% from 3.5%",
 * "revised the number of homes affected" is left to "number of"): the words of its object, at most
 * the last two before any word that is not part of a noun phrase. Empty when the figure does not
 * follow "to", or no such verb opens its clause.
 */
function objectRaised(tokens: readonly Token[], start: number, index: number): Token[] {
  let to = index - 1;
  if (to > 0 && /^(?:about|around|nearly|almost|roughly|some|over|more|than|just)$/i.test(tokens[to]!.raw)) to--;
  if (to > 0 && /^than$/i.test(tokens[to]!.raw)) to--;
  // "lifted the death toll to at least 14".
  if (to > 1 && /^(?:least|most)$/i.test(tokens[to]!.raw) && /^at$/i.test(tokens[to - 1]!.raw)) to -= 2;
  if (tokens[to]?.raw.toLowerCase() !== 'to') return [];
  for (let v = to - 1; v >= start; v--) {
    if (!SETTING_VERB.test(tokens[v]!.raw)) continue;
    const object: Token[] = [];
    let j = v + 1;
    while (j < to && DETERMINER.test(tokens[j]!.raw)) j++;
    // "revised November inflation to 5.2%": a month says which figure, not what it counts.
    while (j < to && tokens[j]!.capital && CALENDAR.has(tokens[j]!.raw.toLowerCase())) j++;
    for (; j < to && object.length < 3 && countable(tokens[j]!) && !tokens[j]!.capital; j++) {
      object.push(tokens[j]!);
      if (tokens[j]!.breakAfter) break;
    }
    // "raised its stake in the company to 12%": the object, whatever place or owner follows it.
    // "revised its inflation figure down to 5.2%": a particle before "to" ends the object too.
    // "raised its policy rate by 50 basis points to 4%": the size of the step, then the level.
    const step = /^by$/i.test(tokens[j]?.raw ?? '') && tokens.slice(j, to).every((t) => !t.breakAfter);
    const tail =
      j === to ||
      (object.length > 0 && (/^(?:in|of|for|at|on)$/i.test(tokens[j]!.raw) || step)) ||
      (j === to - 1 && /^(?:down|up|back)$/i.test(tokens[j]!.raw));
    return tail ? object.slice(-2) : [];
  }
  return [];
}

/** Words that count people without saying which: "64 people" arrested and "3,000 people" marching are two counts. */
const WHO = /^(?:people|persons|children|adults|men|women|residents|pupils|students|individuals|civilians|villagers)$/i;
const AUXILIARY = /^(?:had|have|has|been|were|was|are|is|being|got|get|now|still|reportedly|all)$/i;
const PARTICIPLE = /^\p{Ll}[\p{L}-]*(?:ed|en)$/u;

/**
 * A count of people read with what happened to them ("64 people had been arrested", "sickened 38
 * people", "900 children were vaccinated"): the participle after it (past auxiliaries), else the word
 * right before it.
 * A bare count of people that says neither ("Two children are in hospital") is no count to track:
 * compared with another bare count, it would set the arrested against the marching.
 */
function withRole(tokens: readonly Token[], index: number, counted: Token[]): Token[] {
  if (counted.length !== 1 || !WHO.test(counted[0]!.raw)) return counted;
  const head = counted[0]!;
  let j = tokens.indexOf(head) + 1;
  if (!head.breakAfter) {
    while (j < tokens.length && AUXILIARY.test(tokens[j]!.raw) && !tokens[j]!.breakAfter) j++;
    const after = tokens[j];
    if (after && j > tokens.indexOf(head) + 1 && PARTICIPLE.test(after.raw)) return [head, after];
  }
  let k = index - 1;
  while (
    k >= 0 &&
    /^(?:about|around|some|nearly|almost|roughly|more|than|over|at|least|another|further)$/i.test(tokens[k]!.raw)
  )
    k--;
  const before = tokens[k];
  if (before && !before.breakAfter && !before.capital && countable(before)) return [head, before];
  return [];
}

/** What happened to people a figure counts when it is said after it ("at least 7 had died", "three were hurt"). */
const FATE = /^(?:died|dead|killed|drowned|injured|wounded|hurt|missing)$/i;
/**
 * What a figure counts when no noun follows it but what happened does, past auxiliaries ("at least 7
 * had died", "5 were still missing"): that word. Empty otherwise.
 */
function fateAfter(tokens: readonly Token[], end: number): Token[] {
  let j = end + 1;
  if (tokens[end]?.breakAfter) return [];
  while (j < tokens.length && AUXILIARY.test(tokens[j]!.raw) && !tokens[j]!.breakAfter) j++;
  return j > end + 1 && FATE.test(tokens[j]?.raw ?? '') ? [tokens[j]!] : [];
}

/**
 * What a count of the dead is called when what counts it is a verb ("people died", "killing 7 people",
 * "7 had died"): the number of people who died, in the words of the sources. A noun phrase ("deaths",
 * "the death toll", "people killed") keeps its words.
 */
const DEATH_VERB = /^(?:died|dies|die|dead|killing|kill|kills|drowned)$/i;
const deathLabel = (counted: readonly Token[], label: string) =>
  counted.some((t) => DEATH_VERB.test(t.raw)) &&
  counted.every((t) => DEATH_VERB.test(t.raw) || /^(?:people|persons)$/i.test(t.raw))
    ? 'the number of people who died'
    : label;

/** Runs of capitalised words that are not sentence openers, calendar words or the publication. */
function namesIn(sentence: string, tokens: readonly Token[]): { name: string; place: boolean; index: number }[] {
  const out: { name: string; place: boolean; index: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!t.capital || t.numeric) continue;
    const lower = t.raw.toLowerCase();
    if (
      CALENDAR.has(lower) ||
      (i === 0 && NOT_NAMES.has(lower)) ||
      (NOT_NAMES.has(lower) && i > 0 && !tokens[i - 1]!.capital)
    )
      continue;
    let j = i;
    while (
      j + 1 < tokens.length &&
      !tokens[j]!.breakAfter &&
      (tokens[j + 1]!.capital || (/^(?:of|de|al|el|the)$/.test(tokens[j + 1]!.raw) && tokens[j + 2]?.capital)) &&
      !CALENDAR.has(tokens[j + 1]!.raw.toLowerCase()) &&
      sentence.slice(tokens[j]!.end, tokens[j + 1]!.start).trim() === ''
    )
      j++;
    const name = tokens
      .slice(i, j + 1)
      .map((x) => x.raw)
      .join(' ');
    // A single capitalised word opening the sentence is a name only when it reads like one elsewhere.
    if (i === 0 && j === 0 && NOT_NAMES.has(lower)) {
      i = j;
      continue;
    }
    const prev = tokens[i - 1]?.raw.toLowerCase() ?? '';
    const ofPlace = prev === 'of' && PLACE_NOUNS.has(tokens[i - 2]?.raw.toLowerCase() ?? '');
    // "in the Orvel region", "across the Sarn valley": a name between "the" and a place noun after a preposition.
    const theRegion =
      prev === 'the' &&
      PLACE_PREPOSITIONS.has(tokens[i - 2]?.raw.toLowerCase() ?? '') &&
      !tokens[j]!.breakAfter &&
      PLACE_NOUNS.has(tokens[j + 1]?.raw.toLowerCase() ?? '');
    // "suppliers to Intel’s Ohio fab": an owner, not a place; "a shift to AI": an acronym is a place
    // only when it names a country ("in the US").
    const owner = /^['’]s\b/.test(sentence.slice(tokens[j]!.end, tokens[j]!.end + 3));
    const acronym = ACRONYM.test(name) && !countryOf(name) && !countryOf(`${[...name].join('.')}.`);
    out.push({ name, place: (PLACE_PREPOSITIONS.has(prev) || ofPlace || theRegion) && !owner && !acronym, index: i });
    i = j;
  }
  return out;
}

const PERIOD = /^(?:hour|day|week|month|year)s?$/i;
/** The period of a rate right after what a figure counts ("barrels per day", "cases a week"), else null. */
function rateAfter(tokens: readonly Token[], last: number): string | null {
  const [by, period] = [tokens[last + 1], tokens[last + 2]];
  if (!by || !period || tokens[last]!.breakAfter || !/^(?:per|a|an|each)$/i.test(by.raw)) return null;
  return PERIOD.test(period.raw) ? period.raw.toLowerCase().replace(/s$/, '') : null;
}

/** The word that says a figure is what a thing can do. */
const CAPACITY = /^capacit(?:y|ies)$/i;
/** Verbs a capacity is stated with after "can" ("can treat", "can handle", "could process"). */
const CAN = /^(?:can|could)$/i;
/**
 * A figure its clause states as a capacity: "capacity" in the few words before it ("its capacity is
 * 180,000", "a capacity of 40 megawatts"), or "can"/"could" and a verb right before it ("can handle
 * 12,000 containers").
 */
function capacityOf(tokens: readonly Token[], index: number): boolean {
  const j = openingOf(tokens, index);
  if (j >= 1 && CAN.test(tokens[j - 1]!.raw) && !tokens[j - 1]!.breakAfter) return true;
  for (let k = j; k >= Math.max(0, j - 3); k--) {
    if (k < j && tokens[k]!.breakAfter) break;
    if (CAPACITY.test(tokens[k]!.raw)) return true;
  }
  return false;
}

/** Words that hedge a figure ("by about 600,000", "to some $780"). */
const HEDGE = /^(?:about|around|nearly|almost|roughly|some|over|more|than|just|another|further|a|an)$/i;
/** A hedge of two words ("to at least 11", "by up to 40"): "at" or "up" before "least", "most" or "to". */
const hedges = (tokens: readonly Token[], j: number) =>
  (HEDGE.test(tokens[j]!.raw) ||
    (/^(?:least|most)$/i.test(tokens[j]!.raw) && /^at$/i.test(tokens[j - 1]?.raw ?? '')) ||
    (/^at$/i.test(tokens[j]!.raw) && /^(?:least|most)$/i.test(tokens[j + 1]?.raw ?? ''))) &&
  !tokens[j]!.breakAfter;
/** Verbs whose figure is an amount taken away or added ("removes 4,000 tonnes a day", "adding 9 days"). */
const TAKES = /^(?:remov(?:e|es|ed|ing)|wip(?:e|es|ed|ing)|add(?:s|ed|ing)?|shav(?:e|es|ed|ing)|knock(?:s|ed|ing)?)$/i;
/** Where the words before a figure begin, past its hedges and a currency sign standing apart. */
function openingOf(tokens: readonly Token[], index: number): number {
  let j = index - 1;
  if (j >= 0 && /^[$€£¥]$/.test(tokens[j]!.raw)) j--;
  while (j >= 0 && hedges(tokens, j)) j--;
  return j;
}
/**
 * A figure that is the size of a move, not a value the thing moved to: after "by" in a clause with a
 * verb of change ("cut exports by 600,000 barrels a day"), after a verb that takes away or adds
 * ("removes 4,000 tonnes a day"), or straight after a verb of change when "to" and the new value
 * follow ("rose 18 per cent to $780").
 */
function moveSize(tokens: readonly Token[], index: number, next: { index: number } | undefined): boolean {
  const j = openingOf(tokens, index);
  const word = tokens[j];
  if (!word || word.breakAfter) return false;
  if (/^by$/i.test(word.raw)) {
    for (let k = j - 1; k >= 0 && !tokens[k]!.breakAfter; k--)
      if (CHANGE_VERB.test(tokens[k]!.raw) || SETTING_VERB.test(tokens[k]!.raw)) return true;
    return false;
  }
  if (TAKES.test(word.raw)) return true;
  return (
    (CHANGE_VERB.test(word.raw) || SETTING_VERB.test(word.raw)) &&
    !!next &&
    tokens[openingOf(tokens, next.index)]?.raw.toLowerCase() === 'to' &&
    tokens.slice(index, next.index).every((t) => !t.breakAfter)
  );
}

/** Verbs that carry a count to its new level after an increment ("…, bringing the total to 42"). */
const BRINGING =
  /^(?:bringing|brings|brought|taking|takes|took|pushing|pushes|pushed|raising|raises|raised|lifting|lifts|lifted)$/i;
/** What a desk calls the running level an increment is added to ("the total", "the number hurt", "the toll"). */
const RUNNING = /^(?:total|number|toll|tally|count|figure|overall)$/i;
/** Words that say a count is added to one told before ("another 25 cases", "a further 300 homes"). */
const ADDED = /^(?:another|further|additional)$/i;
/**
 * A count added to a level ("Another 25 cases were confirmed, bringing the total to 42", "injuring 8 people,
 * bringing the number hurt to 11"): the level a "bringing the total to" phrase gives, with the increment
 * before it in its sentence, by index; and the increments (those so followed, and those said to be
 * "another", "a further" count). An increment is the size of a move, never a level.
 */
function increments(
  tokens: readonly Token[],
  figures: readonly { index: number; unit: string | null; superseded: boolean }[],
): { levels: Map<number, number>; added: Set<number> } {
  const levels = new Map<number, number>();
  const added = new Set<number>();
  for (const f of figures) {
    const j = openingOf(tokens, f.index);
    // The hedges before a figure hold "another" or "a further".
    if (tokens.slice(j + 1, f.index).some((t) => ADDED.test(t.raw))) added.add(f.index);
    if (tokens[j]?.raw.toLowerCase() !== 'to' || f.superseded) continue;
    // "bringing the total to 42", "taking the number hurt at the bridge to 11": a verb, "the", a running level.
    let k = j - 1;
    while (k > j - 8 && k > 1 && !tokens[k - 1]!.breakAfter && !BRINGING.test(tokens[k - 2]?.raw ?? '')) k--;
    if (!BRINGING.test(tokens[k - 2]?.raw ?? '') || !/^(?:the|its|their)$/i.test(tokens[k - 1]!.raw)) continue;
    if (!tokens.slice(k, j).some((t) => RUNNING.test(t.raw))) continue;
    const inc = figures.filter((g) => g.index < k - 2 && g.unit === f.unit && !g.superseded).at(-1);
    if (!inc) continue;
    levels.set(f.index, inc.index);
    added.add(inc.index);
  }
  return { levels, added };
}

/** A figure its clause states as a forecast or a plan ("exports were expected to return to 1.9 million"). */
function forecast(tokens: readonly Token[], index: number): boolean {
  for (let j = index - 1; j >= 0 && !tokens[j]!.breakAfter; j--) if (FORECAST.test(tokens[j]!.raw)) return true;
  return false;
}

/** Words that open another clause: a place named beyond one is where something else happened, or a part of the whole counted. */
const CLAUSE_OPENER = /^(?:which|who|where|after|before|while|because|whereas|when|as|including)$/i;

/**
 * Where a figure is: the nearest place its sentence names with no other clause between them ("Homes
 * without power in the Orvel region rose to 60,000 after shelling hit a substation at Brisk" counts
 * homes in Orvel, not at Brisk), else none.
 */
function figurePlace(tokens: readonly Token[], places: readonly { name: string; index: number }[], index: number) {
  const opens = (k: number) =>
    CLAUSE_OPENER.test(tokens[k]!.raw) || (/^and$/i.test(tokens[k]!.raw) && !!tokens[k - 1]?.breakAfter);
  const apart = (a: number, b: number) => {
    for (let k = Math.min(a, b) + 1; k <= Math.max(a, b); k++) if (opens(k)) return true;
    return false;
  };
  return (
    places
      .filter((p) => !apart(p.index, index))
      .sort((a, b) => Math.abs(a.index - index) - Math.abs(b.index - index))[0]?.name ?? null
  );
}

/** Verbs of a move a percentage follows as its size ("fell 6.3%", "rose a further 2.1%"). */
const MOVE_VERB =
  /^(?:gained|gains|lost|loses|slid|slides|slipped|slips|tumbled|plunged|surged|soared|sank|slumped|rallied|advanced|declined|declines|eased|edged|shed|sheds|added|adds|rises|falls|jumps|drops|climbs)$/i;
/** A percentage straight after a verb of change, with no "to" and a new level after it: the size of a move. */
function percentMove(tokens: readonly Token[], f: { index: number; unit: string | null }): boolean {
  if (f.unit !== 'percent') return false;
  const word = tokens[openingOf(tokens, f.index)];
  return !!word && !word.breakAfter && (CHANGE_VERB.test(word.raw) || MOVE_VERB.test(word.raw));
}

/**
 * Whether a figure is a word of the outlet's own name, written beside another of its words ("Channel
 * Nine morning news:" from Channel Nine Velmora, "Radio 4 was told"): the broadcaster, not a count.
 */
function inOutletName(tokens: readonly Token[], index: number, text: string, outlet: ReadonlySet<string>): boolean {
  const words = text.toLowerCase().split(' ');
  if (!words.every((w) => outlet.has(w))) return false;
  // Both written as a name's words are: "Seven days after the quake" is a count, whatever the outlet.
  const named = (t: Token | undefined) => !!t && t.capital && outlet.has(t.raw.toLowerCase());
  return (
    (tokens[index]?.capital || tokens[index]?.numeric) === true &&
    (named(tokens[index - 1]) || named(tokens[index + words.length]))
  );
}

/** A sentence that asks: it tells nothing happened. */
const QUESTION = /\?["”’']?\s*$/;
/**
 * The literal words of each turn pattern, as the lower-cased sentence holds them (dedup/cues.ts): one
 * pass over a sentence tells which patterns cannot match it, and only the others are tried.
 */
const TURN_CUES = new Map<RegExp, Cues>(
  [BREAKDOWN, PROLONGED, MORE_TO_COME, UNDONE, FAILED_TOO, RESOLUTION, NOT_A_TURN, IMPOSED, CALLED_OUT, FLARED].map(
    (re) => [re, patternCues(re)],
  ),
);
/** Whether a pattern matches `told`, `found` its lower-cased text's cues: tried only when one of its words is there. */
const tells = (re: RegExp, found: Found, told: string): boolean => holdsAny(TURN_CUES.get(re)!, found) && re.test(told);

/** Sentences of a source's text read for facts: the news is in its first paragraphs. */
export const SENTENCES_READ = 12;

/** The facts one source states, sentence by sentence (the title first). */
export function factsOfSource(doc: SourceDoc): SourceFacts {
  const origin = (sentence: string): FactOrigin => ({
    sourceId: doc.sourceId,
    eventId: doc.eventId,
    publication: doc.publication,
    at: doc.at,
    ingestedAt: doc.ingestedAt,
    sentence,
  });
  const out: SourceFacts = { figures: [], names: [], turns: [] };
  const seenNames = new Set<string>();
  const publication = doc.publication.toLowerCase();
  const outletWords = new Set(publication.split(/\s+/));
  const read = [doc.title, ...splitSentences(doc.text, SENTENCES_READ)];
  // A town named only for reference ("Pellan, 300 km south of Dunmere", "unlike the flood in Tamsk")
  // is no place or actor of the source's own: each sentence is read for them when the text names any.
  const elsewhere = referencePlaces(read.join('\n')).size > 0;
  const sentences = read.map((sentence) => {
    const tokens = tokenize(sentence);
    const names = namesIn(sentence, tokens);
    const reference = elsewhere && names.length ? referencePlaces(sentence) : null;
    return {
      sentence,
      tokens,
      names: reference?.size ? names.filter((n) => !reference.has(n.name.toLowerCase())) : names,
    };
  });
  // A name the source uses as a place anywhere ("the port of Rellport") is a place wherever it stands.
  const places = new Set(sentences.flatMap((x) => x.names.filter((n) => n.place).map((n) => n.name.toLowerCase())));
  let previous: FigureFact[] = [];
  for (const { sentence, tokens, names } of sentences) {
    const placeNames = names.filter((n) => n.place || places.has(n.name.toLowerCase()));
    const placeOf = (index: number) => figurePlace(tokens, placeNames, index);
    const figures = figuresIn(tokens).filter((f) => !inOutletName(tokens, f.index, f.text, outletWords));
    const stated: FigureFact[] = [];
    const replaced = figures.filter((f) => f.superseded);
    const moves = new Set(
      figures.filter((f, k) => !f.superseded && moveSize(tokens, f.index, figures[k + 1])).map((f) => f.index),
    );
    const { levels, added } = increments(tokens, figures);
    const current = figures.filter((f) => !f.superseded && !forecast(tokens, f.index) && !moves.has(f.index));
    // The figure a "from" value was replaced by: the nearest of the same kind ("closed all 9 schools
    // after cases rose to 40, up from 12": 12 is what 40 replaced, not 9).
    const replacing = (r: (typeof figures)[number]) =>
      current
        .filter((f) => r.unit === f.unit && (!r.revision || r.index > f.index))
        .sort((a, b) => Math.abs(r.index - a.index) - Math.abs(r.index - b.index))[0];
    for (const f of figures) {
      if (f.superseded || forecast(tokens, f.index) || moves.has(f.index)) continue;
      // The value the sentence says this one replaced: the nearest "from" figure of the same kind it owns.
      const was = replaced
        .filter((r) => r.unit === f.unit && (!r.revision || r.index > f.index) && replacing(r) === f)
        .sort((a, b) => Math.abs(a.index - f.index) - Math.abs(b.index - f.index))[0];
      // "rose 18 per cent to $780": the new value counts what the verb before the move's size moved.
      const move = figures.filter((m) => moves.has(m.index) && m.index < f.index).at(-1);
      const afterMove = move && tokens.slice(move.index, f.index).every((t) => !t.breakAfter);
      // "…, bringing the total to 42": the level counts what the increment before it counts.
      const inc = figures.find((g) => g.index === levels.get(f.index));
      const by = inc ?? f;
      const named = countedOf(
        tokens,
        by.index,
        by.text.split(' ').length,
        by.unit,
        // "the death toll rose to at least 11": the verb of change stands before the figure's hedges.
        afterMove && !inc ? openingOf(tokens, move.index) - 2 : Math.min(by.index - 3, openingOf(tokens, by.index) - 2),
      );
      // A bare count of people is kept only with the value its own sentence says it replaced.
      const roled = named.length || by.unit ? named : fateAfter(tokens, by.index + by.text.split(' ').length - 1);
      const counted = withRole(tokens, by.index, roled).length || !was ? withRole(tokens, by.index, roled) : roled;
      // "with 8,000 still without electricity, down from 64,000": a figure that names nothing it counts
      // but what it replaced is kept unnamed (key ''); trackFigures gives it the count it continues.
      if (!counted.length && !was) continue;
      // "600,000 barrels per day" is a rate, not an amount ("a cargo of 700,000 barrels"): another count.
      const rate = counted.length ? rateAfter(tokens, tokens.indexOf(counted.at(-1)!)) : null;
      const label = deathLabel(
        counted,
        counted
          .map((t) => (t === tokens[0] ? t.raw.toLowerCase() : t.raw))
          .join(' ')
          .concat(rate ? ` per ${rate}` : ''),
      );
      const runs = inc ? 'total' : runsOf(counted, rate, sentence);
      const size = percentMove(tokens, f) || added.has(f.index);
      // "All 14 primary schools to close": the size of a whole, not a count of those affected ("two schools").
      const whole = /^all$/i.test(tokens[f.index - 1]?.raw ?? '');
      const capacity = capacityOf(tokens, f.index) && !counted.some((t) => CAPACITY.test(t.raw));
      stated.push({
        ...origin(sentence),
        // A move's size is kept apart from the levels of what moved.
        key: `${size ? 'Δ' : ''}${whole ? '∀' : ''}${capacity ? 'capacity ' : ''}${counted.map((t, k) => (k === 0 && rate ? `${t.norm}/${rate}` : t.norm)).join(' ')}`,
        label,
        value: f.value,
        text: f.text,
        unit: f.unit,
        place: placeOf(f.index),
        ...(runs ? { runs } : {}),
        ...(was ? { from: { value: was.value, text: was.text } } : {}),
        ...(size ? { size: true as const } : {}),
        ...(capacity ? { capacity: true as const } : {}),
      });
    }
    // "Some 12,000 people rallied … The crowd had grown from about 1,500": a sentence that states only
    // what a figure was speaks of the previous sentence's figure of the same kind.
    if (!stated.length && replaced.length) {
      const target = previous.filter((p) => !p.from && p.unit === replaced[0]!.unit).at(-1);
      if (target) target.from = { value: replaced[0]!.value, text: replaced[0]!.text };
    }
    out.figures.push(...stated);
    previous = stated;
    for (const { name, place: isPlace } of names) {
      const lower = name.toLowerCase();
      const kind = isPlace || places.has(lower) ? 'place' : 'actor';
      // The outlet, or its short name ("Channel Four" of Channel Four Norland), is who tells the story.
      const outlet = lower === publication || (lower.includes(' ') && ` ${publication} `.includes(` ${lower} `));
      if (outlet || seenNames.has(`${kind}:${lower}`)) continue;
      seenNames.add(`${kind}:${lower}`);
      out.names.push({ ...origin(sentence), kind, name });
    }
    // "Brannock, which restored its systems on Monday, said…": what an aside between commas tells is background.
    const told = sentence.replace(ASIDE, ' ');
    // A question ("Any word on when it reopens?") tells no turn: it asks whether one came.
    if (QUESTION.test(sentence)) continue;
    const found = cuesIn(told.toLowerCase());
    if (
      !talksNeedless(told) &&
      (tells(BREAKDOWN, found, told) ||
        tells(PROLONGED, found, told) ||
        tells(MORE_TO_COME, found, told) ||
        (holdsAny(TURN_CUES.get(UNDONE)!, found) && undone(told)) ||
        tells(FAILED_TOO, found, told) ||
        searchGivenUp(told))
    )
      out.turns.push({ ...origin(sentence), kind: 'breakdown' });
    else if (
      tells(RESOLUTION, found, told.replace(REOPENED_CASE, ' ')) &&
      !tells(NOT_A_TURN, found, told) &&
      !threatensPact(told)
    )
      out.turns.push({ ...origin(sentence), kind: 'resolution' });
    // A measure imposed, a strike called: for the worse, unless the sentence tells a turn for the better.
    else if ((tells(IMPOSED, found, told) || tells(CALLED_OUT, found, told)) && !tells(NOT_A_TURN, found, told))
      out.turns.push({ ...origin(sentence), kind: 'breakdown' });
    // "Fighting resumed": no turn to peace (NOT_A_TURN), but one back to what had eased, unless only supposed.
    else if (tells(FLARED, found, told) && !supposes(told)) out.turns.push({ ...origin(sentence), kind: 'breakdown' });
    if (sentence !== doc.title && announcesStep(sentence)) out.turns.push({ ...origin(sentence), kind: 'scheduled' });
  }
  return out;
}

/** Words that count people without saying which, as figure keys hold them. */
const PEOPLE_KEYS = new Set(['people', 'persons', 'residents', 'civilians', 'villagers', 'individuals'].map(normalize));
/** Key words of the people a death count names besides the dead ("children" of "children killed"). */
const whoseDeaths = (words: readonly string[]) =>
  words.filter((w) => conceptOf(w) !== 'death' && !PEOPLE_KEYS.has(w)).join(' ');
/**
 * Two figure keys count the same thing: the same head word, and the same second word when both have
 * one. The dead are one count however a source words them ("people killed", "died", "the death toll"),
 * unless one names whose deaths ("children killed"). A count of people is of what happened to them:
 * "people" alone is not "people evacuated".
 */
export function sameCount(a: string, b: string): boolean {
  const wa = a.split(' ');
  const wb = b.split(' ');
  const dead = (ws: readonly string[]) => ws.some((w) => conceptOf(w) === 'death');
  if (dead(wa) && dead(wb)) return whoseDeaths(wa) === whoseDeaths(wb);
  const [ha, sa] = wa;
  const [hb, sb] = wb;
  if (ha !== hb) return false;
  if (PEOPLE_KEYS.has(ha!)) return sa === sb;
  return !sa || !sb || sa === sb;
}

/** One tracked figure of an event: its latest value and source, what it was before, and who disagrees. */
export interface TrackedFigure {
  eventId: string;
  key: string;
  latest: FigureFact;
  /** The latest value among the sources `known` says an earlier reader had (undefined when none). */
  before?: FigureFact;
  /** Other values stated at about the same time as the latest by other publications. */
  disagreeing: FigureFact[];
  /** The first value any source stated. */
  earliest: FigureFact;
  /** The newest source stating the latest value together with the value it replaced (`from`), if any. */
  stated?: FigureFact & { from: NonNullable<FigureFact['from']> };
  /**
   * A later figure of the event, counted under another name, that says it replaced this one's latest
   * value ("Thirty-one vessels were waiting", then "the queue fell to 9 from 31"): the latest value is
   * no longer current.
   */
  replacedBy?: FigureFact;
}

const byTime = (a: { at: string; ingestedAt: string; sourceId: string }, b: typeof a) =>
  a.at.localeCompare(b.at) || a.ingestedAt.localeCompare(b.ingestedAt) || a.sourceId.localeCompare(b.sourceId);

/** Hours within which two sources' different values for one count are a disagreement, not a change. */
const SAME_ROUND_MS = 3 * 3_600_000;

/**
 * The figures of events tracked over their sources: for each thing counted, the latest value and
 * the source that gave it, the latest value among sources an earlier reader already had (`known`),
 * and the publications that stated another value at about the same time.
 */
export function trackFigures(
  figures: readonly FigureFact[],
  known: (f: FigureFact) => boolean = () => false,
): TrackedFigure[] {
  const groups: FigureFact[][] = [];
  for (const f of [...figures].sort(byTime)) {
    if (!f.key) {
      // An unnamed figure continues the count of its event that last stood at the value it replaced.
      const g = groups.findLast((x) => x[0]!.eventId === f.eventId && x.at(-1)!.value === f.from?.value);
      if (g) g.push({ ...f, key: g[0]!.key, label: g.at(-1)!.label, place: f.place ?? g.at(-1)!.place });
      else groups.push([f]);
      continue;
    }
    const g = groups.find(
      (x) =>
        x[0]!.eventId === f.eventId &&
        x[0]!.key !== '' &&
        sameCount(x[0]!.key, f.key) &&
        (!f.place || x.every((y) => !y.place || y.place === f.place)),
    );
    if (g) g.push(f);
    else groups.push([f]);
  }
  return groups.map((g) => {
    const latest = g[g.length - 1]!;
    const earlier = g.filter(known);
    const disagreeing = g.filter(
      (f) =>
        f.publication !== latest.publication &&
        f.value !== latest.value &&
        Date.parse(latest.at) - Date.parse(f.at) <= SAME_ROUND_MS &&
        !g.some((x) => x.publication === f.publication && byTime(x, f) > 0),
    );
    const stated = g.filter((f) => f.from && f.value === latest.value).at(-1);
    const replacedBy = figures.find(
      (f) =>
        f.eventId === latest.eventId &&
        f.from?.value === latest.value &&
        f.value !== latest.value &&
        f.unit === latest.unit &&
        byTime(f, latest) > 0 &&
        !g.includes(f),
    );
    return {
      eventId: latest.eventId,
      key: latest.key,
      latest,
      before: earlier[earlier.length - 1],
      disagreeing,
      earliest: g[0]!,
      ...(stated ? { stated: stated as FigureFact & { from: NonNullable<FigureFact['from']> } } : {}),
      ...(replacedBy ? { replacedBy } : {}),
    };
  });
}

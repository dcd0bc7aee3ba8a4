import { SENTENCES_READ, type SourceDoc } from './facts.ts';
import { splitSentences } from './sentences.ts';
import { wordFamily } from './lexicon.ts';
import { contentTerms, tokenize } from './tokens.ts';

// Advice as the sources report it: officials, operators, regulators and analysts telling people what
// to do ("residents were urged to boil water", "the port told shippers to divert to Kestrowe",
// "customers should reset their passwords, the bank said", "analysts expect the bank to raise
// rates"), and what experts say is not yet known ("the cause is still under investigation"). Who
// advises, whom, and what, in the source's own words. Pure.

/** Whom advice is for: the public, those who run things, those who hold or trade, those who study it. */
export type Audience = 'public' | 'operators' | 'investors' | 'experts';

/** Advice one sentence of a source reports. */
export interface AdviceFact {
  sourceId: string;
  eventId: string;
  publication: string;
  at: string;
  /** The sentence stating it, as written. */
  sentence: string;
  audience: Audience;
  /** Who gives it, as the sentence names them ("the port authority"); null when it names no one. */
  adviser: string | null;
  /** Whom, as written ("shippers", "residents of Orrin"); null for an expectation or an open question. */
  to: string | null;
  /** What to do, or what is expected or unknown, as written ("divert cargo to Kestrowe"). */
  advice: string;
  /** The advice said in one line: "The port authority to shippers: divert cargo to Kestrowe". */
  said: string;
}

/** Plants that make things ("steel plants"), not what grows ("watering plants", "plants and trees"). */
const PLANTS = String.raw`(?<!\b(?:water|watering|watered|potted|garden|house|pot|flowering|crop|food|wild|native) )plants\b(?! and (?:trees|flowers|shrubs|crops|animals))`;
/** A plant as a site, not the verb: "the plant will restart", not "will plant 2,000 trees". */
const PLANT = String.raw`(?<!\b(?:to|will|would|and|they|we|water|watering|potted|garden|house) )plant\b(?! (?:trees|seeds|crops|flowers|saplings|bulbs|\d))`;
/** A school's pupils and their parents are the public, not a business's. */
const PUBLIC = String.raw`residents|inhabitants|locals|villagers|people|public|citizens|nationals|travell?ers|tourists|visitors|holidaymakers|passengers|commuters|motorists|drivers|pedestrians|households|homeowners|families|parents|patients|consumers|customers|users|account holders|fans|hikers|swimmers|beachgoers|schools|pupils|students|everyone|anyone`;
const OPERATORS = String.raw`shippers|operators|carriers|airlines|firms|companies|businesses|${PLANTS}|factories|mills|refiners|refineries|producers|manufacturers|exporters|importers|suppliers|retailers|employers|utilities|hospitals|clinics|banks|lenders|insurers|hauliers|truckers|vessels|ships|shipping lines|shipowners|ship owners|terminals|farmers|growers|fishermen|contractors|workers|staff|employees|members|crews|pharmacies|doctors|mines|miners|shops|stores|landlords|exchanges|smelters|steelmakers|carmakers|automakers|chipmakers|forwarders|wholesalers|distributors|builders|developers`;
const INVESTORS = String.raw`investors|traders|shareholders|bondholders|creditors|holders|clients|fund managers|markets`;

const AUDIENCE_OF: [RegExp, Audience][] = [
  [new RegExp(String.raw`\b(?:${INVESTORS})$`, 'i'), 'investors'],
  [new RegExp(String.raw`\b(?:${OPERATORS})$`, 'i'), 'operators'],
  [new RegExp(String.raw`\b(?:${PUBLIC})$`, 'i'), 'public'],
];
/** The audience a noun phrase names by its head word ("container shippers", "the public"), else null. */
function audienceOf(phrase: string): Audience | null {
  const head = phrase.replace(/\s+(?:in|of|near|along|across|at|on|from|living|who|with|to)\b.*$/i, '');
  return AUDIENCE_OF.find(([re]) => re.test(head))?.[1] ?? null;
}

const AUDIENCE_NOUN = `(?:${INVESTORS}|${OPERATORS}|${PUBLIC})`;
/** Whom, as a noun phrase: a few words ending at an audience noun, then what places or narrows it. */
// The audience noun heads the phrase: no word before it is a preposition, a conjunction, a verb of speech or
// an auxiliary ("heating costs for households should stay stable" is about costs; "said mortgage holders" and
// "and residents … were" open on words that are not the phrase's).
const NOT_LEADING = String.raw`(?:for|of|about|over|on|by|with|from|to|in|at|and|but|or|that|said|says|were|was|are|is|be|been|have|has|had)\b`;
/** Determiners: after "to", a place or a thing follows, never a verb. */
const DETERMINERS = String.raw`(?:the|a|an|this|that|these|those|its|their|his|her|our|your|all|each|every|some|both)`;
// "To" and a determiner is where those told are ("near to the dam", "to the east of the works"), not what to do.
const PLACE_TO = String.raw`to ${DETERMINERS}\b`;
const WHOM = String.raw`((?:(?!${NOT_LEADING})[\w'’-]+ ){0,3}?${AUDIENCE_NOUN}(?: (?!(?!${PLACE_TO})to\b|not\b)[\w'’-]+){0,7}?)`;
const TELLS = String.raw`(?:urged|urges|urging|advised|advises|advising|told|tells|telling|asked|asks|asking|warned|warns|warning|instructed|instructs|ordered|orders|called on|calls on|encouraged|encourages|directed|directs|requested|requests|pressed|presses|reminded|reminds|recommended|recommends|cautioned|cautions)`;
/** What to do: "to" (or "not to") and the rest of the clause. */
// What to do is "to" and a verb: never "to" and a determiner or a number ("to the bridge", "to 5 km").
const TO_DO = String.raw`((?:not )?to (?!${DETERMINERS}\b|\d)[^,;:!?]+?)(?=[,;:!?]|\.(?:\s|$)|$)`;

/** "The port authority told shippers to divert cargo to Kestrowe." */
const ACTIVE = new RegExp(String.raw`\b${TELLS} (?:all |the |its |their |local |some |many )?${WHOM} ${TO_DO}`, 'i');
/** "Residents of Orrin were urged to boil water, the water board said." */
const PASSIVE = new RegExp(
  String.raw`(?:^|[,;:]\s+|\b(?:that|and|as) )(?:all |the |its |their |local |some |many )?${WHOM} (?:were|are|was|is|have been|has been|had been|being|will be|would be) (?:also |again |now |repeatedly |strongly )?${TELLS} (?:by ((?:the |an? )?[\p{L}'’&-]+(?: [\p{L}'’&-]+){0,4}?) )?${TO_DO}`,
  'iu',
);
/** A headline drops the auxiliary: "Residents of Kell told to boil tap water" (the verb straight before "to"). */
const HEADLINE_PASSIVE = new RegExp(
  String.raw`^(?:all |the |local |some |many )?${WHOM} (?:also |again |now )?(?:urged|advised|told|asked|warned|instructed|ordered|encouraged|directed|requested|reminded|cautioned) ${TO_DO}`,
  'i',
);
/** "Customers should reset their passwords, the bank said." */
const MODAL = new RegExp(
  String.raw`(?:^|[,;:]\s+|\b(?:that|and|said|says) )(?:all |the |its |their |local |some |many )?${WHOM} (should|must|need to|needs to|ought to) ([^,;:!?]+?)(?=[,;:!?]|\.(?:\s|$)|$)`,
  'i',
);
/** "Analysts expect the central bank to raise its key rate in June." */
const EXPECTED = new RegExp(
  String.raw`\b((?:most |many |some |the )?(?:analysts|economists|strategists|brokers)(?: (?:at|polled by|surveyed by) [\p{Lu}][\p{L}'’&-]*(?: [\p{Lu}][\p{L}'’&-]*){0,2})?) (?:now |widely |broadly |still )?(expect|expects|forecast|forecasts|predict|predicts|see|sees|anticipate|anticipates|recommend|recommends|recommended|advise|advises|advised) ([^,;:!?]+?)(?=[,;:!?]|\.(?:\s|$)|$)`,
  'iu',
);
/** What experts say is not known yet: a cause under investigation, a claim not confirmed, too early to say. */
const OPEN_QUESTION = new RegExp(
  String.raw`\b(?:under investigation|being investigated|(?:is|was|are|were|remains?|remained) (?:still |as yet |so far )?(?:unknown|unclear|not known|not clear|undetermined|unexplained|unconfirmed)|too early to (?:say|tell|know|determine)|(?:not|yet to be|has yet to be|have yet to be|had yet to be|had not been|has not been|have not been) (?:yet |independently )?(?:confirmed|verified|determined|established|identified)|(?:could|can|were unable to|was unable to) not (?:independently )?(?:confirm|verify)|could not (?:be )?(?:independently )?(?:confirm(?:ed)?|verif(?:y|ied))|awaiting (?:the )?(?:results|test results|tests|laboratory|lab|analysis|confirmation)|investigators (?:are|were) (?:still )?(?:trying|working) to)\b`,
  'i',
);

/** A claim one side denies or disputes ("the company denied that the leak reached the river", "rejected the figures"). */
const DISPUTED =
  /\b(?:denied|denies|disputed|disputes|rejected|rejects|contested|contests)\s+(?:that\b|any\b|(?:the |a |an |those |these |such )?(?:claims?|reports?|allegations?|accusations?|figures?|account|findings|estimates?|count|toll)\b)/i;

/** Who is speaking, as a sentence names them after what they say (", the water board said"). */
const SAID_AFTER =
  /,\s+((?:the |a |an )?[\p{L}'’&-]+(?: [\p{L}'’&-]+){0,5}?) (?:said|says|added|warned|announced|advised|told [\p{L}'’ -]+?)(?: on \p{Lu}\p{Ll}+| late| earlier)?\s*[.!]?$/u;
/** ... or before it ("The water board said residents …", "Officials said on Monday that …"). */
const SAID_BEFORE =
  /^((?:the |a |an )?[\p{L}'’&-]+(?: [\p{L}'’&-]+){0,5}?) (?:said|says|announced|warned|added)(?: on \p{Lu}\p{Ll}+)?(?: that)?\s/u;
/** Words that end who is speaking, read back from the verb ("Officials on Monday urged"). */
const AFTER_SUBJECT =
  /\s+(?:on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|late|early|earlier|also|again|repeatedly|have|has|had|are|is|were|was|on|yesterday|today|now|then|later|formally|publicly|strongly)$/i;
/** Words of when that open a clause before who is speaking ("On Monday the port authority told …"). */
const BEFORE_SUBJECT =
  /^(?:(?:late |early |earlier )?on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|late|earlier|meanwhile|separately|also|yesterday|today)\s+/i;
/** "by Friday", "by the end of the week": a deadline, not who advised. */
const WHEN_BY =
  /^(?:(?:the )?(?:end|weekend|morning|evening|afternoon|night|midnight|noon|deadline)\b|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|january|february|march|april|may|june|july|august|september|october|november|december)\b|\d)/i;
const DETERMINER = /^(?:the|all|its|their|local|some|many|most)$/i;
const AUXILIARY = /^(?:has|have|had|is|are|was|were|also|and|but|then)$/i;
const PRONOUN = /^(?:it|they|he|she|we|i|you|this|that|which|who)$/i;
const WORD_BREAK =
  /[,;:]\s+|\s+(?:and|but|while|as|after|before|when|because|since|though|although|that|said|says)\s+/i;

/** A common word opening a sentence, lower-cased inside another ("Unconfirmed: the cause …"); a name stays. */
const COMMON_OPENER =
  /^(?:The|A|An|It|There|Officials|Investigators|Police|Experts|Authorities|Scientists|Analysts|Doctors|Engineers|Inspectors|Regulators)\b/;

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const cut = (s: string, max = 160) => {
  const flat = clean(s);
  return flat.length <= max ? flat : `${flat.slice(0, flat.slice(0, max).lastIndexOf(' '))}…`;
};

/** Who advises: the words before the verb back to the clause's start, or who the sentence says spoke. */
function adviserOf(sentence: string, verbAt: number): string | null {
  let before = sentence.slice(0, verbAt).trim();
  const parts = before.split(WORD_BREAK).filter((x) => x.trim());
  // "Mira Holt, the lock keeper, has told …": the appositive before the auxiliary is who advises.
  if (parts.length > 1 && AUXILIARY.test(parts.at(-1)!.trim())) parts.pop();
  before = (parts.at(-1) ?? '').trim().replace(BEFORE_SUBJECT, '');
  while (AFTER_SUBJECT.test(before)) before = before.replace(AFTER_SUBJECT, '');
  const words = before.split(/\s+/).filter(Boolean);
  // "…, and has told inbound ships to divert": an auxiliary alone is no one.
  if (
    !words.length ||
    words.length > 6 ||
    PRONOUN.test(words.join(' ')) ||
    /^\d/.test(before) ||
    AUXILIARY.test(before)
  )
    return speaker(sentence);
  return before;
}
/** Who a sentence says spoke, after or before what was said; null when it names no one. */
function speaker(sentence: string): string | null {
  const who = (SAID_AFTER.exec(sentence) ?? SAID_BEFORE.exec(sentence))?.[1]?.trim();
  // "…, and residents were told to leave": those told, not who spoke.
  const told = who && (/^(?:and|but|or|while|as)\b/i.test(who) || /\b(?:were|was|are|is|been|be)$/i.test(who));
  return who && !told && !PRONOUN.test(who) && !/^\d/.test(who) ? who : null;
}

/** "not to drink tap water" → "do not drink tap water"; "to divert cargo" → "divert cargo". */
const doing = (toDo: string) => clean(toDo.replace(/^not to /i, 'do not ').replace(/^to /i, ''));

/** The advice one sentence reports, at most one of each kind. */
export function adviceIn(sentence: string): Omit<AdviceFact, 'sourceId' | 'eventId' | 'publication' | 'at'>[] {
  const out: Omit<AdviceFact, 'sourceId' | 'eventId' | 'publication' | 'at'>[] = [];
  const told = (to: string, advice: string, adviser: string | null) => {
    const audience = audienceOf(to);
    if (!audience || !advice || out.some((x) => x.audience === audience)) return;
    // "Residents of Orrin were urged …": a common noun opening the sentence is lower-cased inside the line.
    const whom = clean(to).replace(/^\p{Lu}\p{Ll}+/u, (w) =>
      audienceOf(w) || DETERMINER.test(w) ? w.toLowerCase() : w,
    );
    out.push({
      sentence,
      audience,
      adviser,
      to: whom,
      advice: cut(advice),
      said: `${adviser ? `${capitalise(adviser)} to ${whom}` : capitalise(whom)}: ${cut(advice)}`,
    });
  };
  const active = ACTIVE.exec(sentence);
  if (active) told(active[1]!, doing(active[2]!), adviserOf(sentence, active.index));
  const passive = PASSIVE.exec(sentence);
  if (passive) {
    // "were advised by brokers to cut positions", "were told to leave by police".
    const by = /\s+by ((?:the |an? )?[\p{L}'’&-]+(?: [\p{L}'’&-]+){0,4})$/u.exec(passive[3]!);
    const agent = by && !WHEN_BY.test(by[1]!) ? by : null;
    const toDo = agent ? passive[3]!.slice(0, agent.index) : passive[3]!;
    told(passive[1]!, doing(toDo), passive[2] ?? agent?.[1] ?? speaker(sentence));
  }
  const headline = passive ? null : HEADLINE_PASSIVE.exec(sentence);
  if (headline) told(headline[1]!, doing(headline[2]!), speaker(sentence));
  const modal = MODAL.exec(sentence);
  if (modal)
    told(modal[1]!, clean(`${/^(?:should|must)$/i.test(modal[2]!) ? '' : modal[2]!} ${modal[3]!}`), speaker(sentence));
  const expected = EXPECTED.exec(sentence);
  if (expected && !out.some((x) => x.audience === 'investors')) {
    const advice = cut(`${expected[2]!.toLowerCase()} ${expected[3]!}`);
    out.push({
      sentence,
      audience: 'investors',
      adviser: clean(expected[1]!),
      to: null,
      advice,
      said: `${capitalise(clean(expected[1]!))} ${advice}`,
    });
  }
  const open = OPEN_QUESTION.test(sentence);
  if (open || DISPUTED.test(sentence)) {
    const advice = cut(sentence.replace(/[.!]$/, ''));
    out.push({
      sentence,
      audience: 'experts',
      adviser: speaker(sentence),
      to: null,
      advice,
      said: `${open ? 'Unconfirmed' : 'Disputed'}: ${advice.replace(COMMON_OPENER, (w) => w.toLowerCase())}`,
    });
  }
  return out;
}

/** The advice one source reports, sentence by sentence (its title first), in the sentences read for its facts. */
export function adviceOf(doc: SourceDoc): AdviceFact[] {
  const origin = { sourceId: doc.sourceId, eventId: doc.eventId, publication: doc.publication, at: doc.at };
  return [doc.title, ...splitSentences(doc.text, SENTENCES_READ)].flatMap((s) =>
    adviceIn(s).map((a) => ({ ...origin, ...a })),
  );
}

/**
 * What a source says comes next for those a story touches, when no one advises them: a step or a time to
 * come ("berths reopen on Friday", "the board meets again on 12 June", "results are due at noon"), an
 * expectation ("insurers expect claims to exceed …"), what people watch or wait for ("traders are watching
 * the auction"); or what an audience is already doing about it ("firms are rerouting cargo", "markets have
 * priced in a cut"). Who it concerns is read from the nouns the sentence names. Pure.
 */
export interface Outlook {
  /** `next`: what comes next; `acting`: what the audience is doing now. */
  kind: 'next' | 'acting';
  /** The audiences the sentence names (residents, shippers, traders, investigators…), first named first. */
  audiences: Audience[];
}

/** Words that set something to come: a plan, a schedule, a due time, an expectation, a watch, a wait. */
const NEXT = new RegExp(
  String.raw`\b(?:will|won[’']t|(?:is|are|was|were) (?:now |widely |still )?expected|expects?|expecting|anticipates?|forecasts?|predicts?|(?:is|are|was|were) due|due (?:to|on|at|by|back|out)|(?:is|are) set to|scheduled|plans? to|planning to|(?:is|are) to|(?:is|are|was|were) likely to|(?:could|may|might) (?:take|last|rise|fall|climb|reach|exceed|spread|reopen|resume|return|continue|persist|remain|worsen|ease|push|drag|weigh|delay)|(?:are|is|will be|were) (?:closely )?watching|watch(?:ing)? for|await(?:s|ing|ed)? (?:the |a |its |their )?(?:results|decision|ruling|verdict|approval|outcome|report|findings|vote)|yet to|until (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|the weekend|further notice|next)|by the end of (?:the|this|next) (?:week|month)|meets? again|(?:will )?reconvene|next (?:week|month|session|meeting|step|round|review|update|hearing)|in the coming (?:hours|days|weeks|months)|deadline` +
    // "called a snap election for 15 March", "set a hearing for Thursday".
    String.raw`|(?:called|set|fixed|announced) (?:a |an |the )?(?:[\w'’-]+ ){0,3}(?:election|vote|referendum|hearing|meeting|talks|summit|auction|ruling|review) (?:for|on) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next|\d{1,2} (?:january|february|march|april|may|june|july|august|september|october|november|december)|(?:january|february|march|april|may|june|july|august|september|october|november|december) \d)` +
    // A forecast of a level: "heating costs should stay stable this winter", "prices should ease by spring".
    String.raw`|should (?:stay|remain|rise|fall|ease|return|recover|reopen|resume|climb|drop|peak|stabili[sz]e|improve|worsen|last|continue)` +
    // Reported speech puts "will" as "would": "two shipping lines said they would divert cargo".
    String.raw`|(?:said|says|announced|warned|added)(?: on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))?(?: that)? (?:[\w'’-]+ ){0,4}?would (?!not\b|never\b|have\b|be (?:a|an|the)\b)` +
    // A present tense with a day to come: "berths reopen on Friday", "the court rules tomorrow".
    String.raw`|(?:re)?(?:opens?|starts?|resumes?|returns?|meets?|sits?|votes?|rules?|reports?|publishes?|closes?|ends?|expires?|begins?|runs? out) (?:again )?(?:on |at |by |from )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|noon|midday|midnight|next|later|\d{1,2} (?:january|february|march|april|may|june|july|august|september|october|november|december)))\b`,
  'i',
);
/** An expectation or a plan that was had and is over ("economists had expected", "had been scheduled since spring"). */
const WAS_EXPECTED = /\bhad (?:been )?(?:expected|forecast|predicted|anticipated|scheduled|planned|due)\b/i;
/** An audience already acting: "firms are rerouting", "carriers have suspended", "markets have priced in". */
/** Verbs of people responding to news: rerouting, cancelling, hedging, stocking up, pricing in. */
const RESPONDING_STEMS = String.raw`(?:rerout|divert|cancell?|suspend|halt|stockpil|hedg|brac|prepar|switch|avoid|delay|postpon|scrambl|rush|queu|shift|mov|dump|flock|pric)`;
/** People acting: "are rerouting", "have diverted", "sold"; not a thing done to them ("were evacuated"). */
const RESPONDING = String.raw`(?:(?:(?:are|were|is|was|have been|has been|had been) )(?:already |now |still |quickly |largely |mostly )?(?:${RESPONDING_STEMS}ing|selling|buying|cutting|fleeing|leaving|seeking|queueing|(?:stock|snapp|pull)ing (?:up|out))|(?:(?:have|has|had) )?(?:already |now |still |quickly |largely |mostly )?(?:${RESPONDING_STEMS}(?:ed|d)|sold|bought|fled|cut|(?:stock|snapp|pull)ed (?:up|out)))`;
const ACTING = new RegExp(String.raw`\b(?:${AUDIENCE_NOUN}) ${RESPONDING}\b|\bpric(?:ed|ing|e) in\b`, 'i');
/** Words beyond the audience nouns that say whom a sentence concerns. */
const AUDIENCE_CUES: [Audience, RegExp][] = [
  [
    'public',
    new RegExp(String.raw`\b(?:${PUBLIC}|homes|shelters|tap water|bus(?:es)?|trains?|ferr(?:y|ies)|flights?)\b`, 'i'),
  ],
  [
    'operators',
    new RegExp(
      String.raw`\b(?:${OPERATORS}|cargo|shipments?|supply|supplies|production|output|deliveries|operations|routes?|berths?|${PLANT}|orders|stocks? of|inventor(?:y|ies))\b`,
      'i',
    ),
  ],
  [
    'investors',
    new RegExp(
      String.raw`\b(?:${INVESTORS}|analysts|shares|stocks?|bonds?|yields?|futures|prices?|premiums?|index|valuations?|ratings?|dividends?|earnings|rates?|claims|insured|losses)\b`,
      'i',
    ),
  ],
  [
    'experts',
    new RegExp(
      String.raw`\b(?:investigat\w+|inquiry|cause[sd]?|tests?|testing|results|samples?|data|stud(?:y|ies)|scientists|researchers|experts|inspectors|engineers|analysis|findings|readings|measurements?|survey)\b`,
      'i',
    ),
  ],
];

/** What one sentence says comes next, or what an audience is doing now; null when it says neither. */
export function outlookIn(sentence: string): Outlook | null {
  const next = NEXT.test(sentence) && !WAS_EXPECTED.test(sentence);
  const acting = !next && ACTING.test(sentence);
  if (!next && !acting) return null;
  const audiences = AUDIENCE_CUES.map(([a, re]) => ({ a, at: re.exec(sentence)?.index ?? -1 }))
    .filter((x) => x.at >= 0)
    .sort((x, y) => x.at - y.at)
    .map((x) => x.a);
  return { kind: next ? 'next' : 'acting', audiences };
}

/**
 * Advice a later source withdraws, as news says it: an order, notice, warning or advisory "lifted",
 * "withdrawn", "rescinded", "called off", "no longer in force"; or those told to keep away told they may
 * go back ("residents were allowed to return home", "can drink tap water again"). A lift to come ("will be
 * lifted once tests are clear", "no plans to lift") withdraws nothing yet. Pure.
 */
const LIFTED = String.raw`(?:lifted|lifts|withdrew|withdrawn|withdraws|rescinded|rescinds|revoked|revokes|cancell?ed|cancels|called off|calls off|stood down|stands down|scrapped|ended|ends|downgraded|no longer (?:in (?:force|effect|place)|needed|necessary|required|applies|apply|advised|urged|asked|told|need to|have to|must|should))`;
/** Those told to keep away or do without, told they may again: "allowed to return", "can drink tap water again". */
const MAY_AGAIN = String.raw`(?:(?:allowed|able|free|cleared|permitted|safe|told they (?:can|could|may)|(?:can|could|may) now)(?: to)? (?:return|go back|drink|use|resume|reopen|travel|swim|fish|eat)|(?:can|could|may) (?:again |now )?(?:return|go back|drink|use|resume|travel|swim|fish|eat)\b[^.;]*\bagain)`;
const WITHDRAWN = new RegExp(String.raw`\b(?:${LIFTED}|${MAY_AGAIN}|all[- ]clear)\b`, 'i');
/** A withdrawal to come or denied: "will be lifted", "has not been lifted", "before it is lifted". */
const NOT_YET = new RegExp(
  String.raw`\b(?:not|never|yet to|until|unless|once|if|before|would|will|could|might|expected to|due to|plans? to|no plans)\b(?:\s+\S+){0,4}?\s+(?:be\s+)?(?:${LIFTED}|lift|withdraw|rescind|revoke|cancel|call off|end|downgrade|(?:allowed|able|free|cleared|permitted) to)\b`,
  'i',
);
/** Words of advice that do not tell which advice it is (as terms). */
const ADVICE_FILLER = new Set(
  contentTerms(
    tokenize(
      'said told urged advised asked warned order notice warning advisory alert again until further area authorities officials',
    ),
  ),
);
/** The words that tell which advice a text is about, with each one's family and a compound's parts. */
const adviceWords = (s: string) =>
  contentTerms(tokenize(s))
    .flatMap((w) => [w, ...w.split('-')])
    .filter((w) => w.length > 2 && !ADVICE_FILLER.has(w) && !audienceOf(w))
    .flatMap((w) => [w, wordFamily(w)]);

/** What a sentence tells someone to do, even whom it names no audience noun ("Tarnby told to boil tap water"). */
const TOLD_TO = new RegExp(String.raw`\b${TELLS} (?:[\p{L}'’-]+ ){0,4}?${TO_DO}`, 'iu');
export function toldIn(sentence: string): string | null {
  const m = TOLD_TO.exec(sentence);
  return m ? doing(m[1]!) : null;
}

/** Whether a later sentence withdraws the advice given in `advice` (the same thing named: a word, or its family). */
export function withdrawnBy(advice: Pick<AdviceFact, 'advice'>, later: string): boolean {
  if (!WITHDRAWN.test(later) || NOT_YET.test(later)) return false;
  const told = new Set(adviceWords(advice.advice));
  return adviceWords(later).some((w) => told.has(w));
}

// The words Ask reads questions and news with: general English and news vocabulary, written for
// Sitrep (no list depends on any story it is tested with).
import { stem } from '../dedup/text.ts';

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** Words that carry no topic: function words, question and reporting words. */
export const FUNCTION_WORDS = new Set(
  words(`a an the and or but nor so yet of to in on at by for from with without into onto over under about after before
  since until till during between among against through across around near off per via as than then that this these those
  there here what which who whom whose when where why how whether if is are was were be been being am do does did doing done
  have has had having will would shall should can could may might must it its it's they them their theirs he him his she
  her hers we us our you your i me my mine not no yes any some all each every both either neither other another such own
  same also just only even still very too much many more most less least few several up down out again once ever never
  said says say saying told tell according reported reports report reporting s while whilst
  latest current currently now today tonight yesterday tomorrow recent recently so far`),
);

/** Words a question uses for its frame rather than its topic ("what is the current state of …", "still going ahead"). */
export const FRAME_WORDS = new Set(
  words(`happen happened happening happens know known news update updates situation status state think thing things
  going go goes went way ways number numbers total amount many much far long exactly roughly approximately about
  describe tell explain give list name mention mentioned confirm confirmed confirms announce announced announces
  take takes took taken make makes made get gets got getting gotten do does did decide decided decides decision set sets
  altogether overall combined thought believed ahead actually eventually finally ultimately anyone anybody someone
  somebody`),
);

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_ABBREV = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'];

/** Month index (0-11) of a month name or its abbreviation. */
export function monthIndex(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  const full = MONTHS.indexOf(w);
  if (full >= 0) return full;
  const abbr = MONTH_ABBREV.indexOf(w);
  return abbr < 0 ? null : abbr >= 9 ? abbr - 1 : abbr;
}

/** Words about time that a question scopes with; never topic terms. */
export const TIME_WORDS = new Set([
  ...WEEKDAYS,
  ...MONTHS,
  ...words(`week weeks weekend month months year years day days hour hours morning afternoon evening night overnight
  today tonight yesterday tomorrow latest current currently now recent recently past last this next ago earlier later
  early late so far since`),
]);

/**
 * A table of words with no prototype: a word it does not hold is absent, even one an object has a property
 * of ("constructor", "toString"), so `word in table` and `table[word]` read only the table.
 */
export function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}

/** Ordinal words and the place they give ("a second patient", "for the fourth time"). */
export const ORDINAL_WORDS: Readonly<Record<string, number>> = wordTable({
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
});

export const NUMBER_WORDS: Readonly<Record<string, number>> = wordTable({
  // "cutting output to zero": a count that stopped is a value too.
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  dozen: 12,
});

export const SCALE_WORDS: Readonly<Record<string, number>> = wordTable({
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
  trillion: 1e12,
  bn: 1e9,
  mn: 1e6,
});

/** Irregular past forms news writes in, to their present ("struck" meets "strike", "fled" meets "flee"). */
export const IRREGULAR: Readonly<Record<string, string>> = wordTable(
  Object.fromEntries(
    words(`struck:strike fled:flee fell:fall fallen:fall rose:rise risen:rise won:win lost:lose paid:pay sold:sell
  held:hold led:lead began:begin begun:begin broke:break broken:break spoke:speak took:take taken:take gave:give
  given:give came:come went:go gone:go left:leave met:meet sent:send built:build shot:shoot caught:catch
  brought:bring bought:buy fought:fight sought:seek drove:drive driven:drive froze:freeze frozen:freeze grew:grow
  grown:grow knew:know known:know threw:throw thrown:throw flew:fly flown:fly swept:sweep kept:keep stood:stand
  chose:choose chosen:choose sank:sink sunk:sink hid:hide hidden:hide fed:feed felt:feel meant:mean spent:spend
  found:find wrote:write written:write ran:run seen:see saw:see stole:steal stolen:steal shut:shut spread:spread
  burnt:burn blew:blow blown:blow withdrew:withdraw withdrawn:withdraw`).map(
      (pair) => pair.split(':') as [string, string],
    ),
  ),
);

/** A word's base form for comparing: irregular past forms to their present, then light stemming. */
export function baseForm(lower: string): string {
  let s = stem(IRREGULAR[lower] ?? lower);
  // Beyond the shared stemmer: "asked" and "ask", "assisting" and "assist", "urge" and "urged".
  if (s.length >= 5 && s.endsWith('ed')) s = s.slice(0, -2);
  else if (s.length >= 6 && s.endsWith('ing')) s = s.slice(0, -3);
  if (s.length >= 4 && s.endsWith('e')) s = s.slice(0, -1);
  return s;
}

/**
 * What news counts and names, as groups of words that stand for one another when a question asks
 * about them ("killed" ~ "death toll", "vessels" ~ "ships").
 */
const CONCEPT_WORDS: Record<string, string> = {
  death: 'killed kill killing dead death deaths died die dies fatalities fatality toll lives bodies victims victim',
  injury: 'injured injuries injury wounded hurt hospitalised hospitalized admitted admission admissions',
  missing: 'missing unaccounted',
  // Those who had to leave: "1,500 people left Quayside", "had to get out" (see IDIOMS).
  evacuation:
    'evacuated evacuate evacuation evacuations evacuees evacuee displaced fled homeless shelters relocated leave leaving left',
  arrest: 'arrested arrest arrests detained detention custody',
  home: 'homes home households household houses house residences apartments dwellings',
  vessel: 'vessels vessel ships ship boats boat carriers carrier tankers tanker freighters freighter',
  lorry: 'lorry lorries truck trucks',
  power: 'electricity power blackout blackouts outage outages',
  flight: 'flights flight departures arrivals',
  worker: 'workers worker staff employees dockworkers dockers strikers personnel',
  case: 'cases infections infected',
  // A bond's yield is what the market pays, not a rate someone sets: "the policy rate" is never "the 10-year yield".
  rate: 'rate rates',
  price: 'price prices cost costs value worth',
  // News names the currency ("the rupiah weakened"); a question may only say "Indonesia's currency".
  currency:
    'currency currencies dollar euro pound yen yuan renminbi krona kronor krone kroner franc zloty forint koruna rupee rupees rupiah ringgit baht peso pesos lira rand shekel dinar dirham riyal hryvnia rouble ruble',
  rise: 'rise rises rose risen increase increased increases raise raised raises gain gained climb climbed grew grow growth jump jumped strengthen strengthened strengthens',
  fall: 'fall falls fell fallen drop dropped decline declined slip slipped slid cut cuts lower lowered weaken weakened weakens',
  vote: 'vote votes ballots',
  attack: 'attack attacks attacked struck raid raids assault bombardment barrage cyberattack cyberattacks',
  quake: 'earthquake quake quakes tremor tremors seismic',
  fire: 'fire fires wildfire wildfires blaze flames',
  flood: 'flood floods flooding flooded floodwaters',
  rain: 'rain rainfall rains',
  hack: 'hack hacked hackers hacking breach cyberattack ransomware',
  customer: 'customers customer clients users',
  wait: 'wait waits waiting waited queue queues queuing queued backlog stuck stranded idle anchored',
  help: 'help helps helping helped assist assists assisting assisted support supporting supported aid aiding',
  road: 'road roads highway highways motorway motorways route routes street streets',
  occurrence: 'time times occasion occasions',
  company:
    'company companies firm firms business businesses corporation group groups operator operators gang gangs faction factions',
  ransom: 'ransom extortion',
  // How much data hackers took is told in its size: "copied 300 gigabytes of files".
  data: 'data gigabytes gigabyte terabytes terabyte megabytes megabyte',
  mayor: 'mayor mayoral',
  election: 'election elections runoff vote poll polls ballot race races contest',
  win: 'won win wins winner victory elected secure secured',
  cancellation: 'cancel cancels cancelled canceled cancellation cancellations scrapped scrap axed',
  // "Is the school going to be open?" is answered by "will close on Wednesday".
  closure: 'closed close closes closure shut shutdown blocked open',
  payment: 'compensation payment payments payout payouts rebate rebates refund refunds credit credits grant grants',
  origin: 'start started starts spark sparked caused cause causes triggered trigger blamed',
  deal: 'deal deals agreement agreements settlement settlements accord pact',
  governor: 'governor chief head president chairman chairwoman',
  strike_action: 'strike strikes walkout walked stoppage industrial',
  minister: 'minister ministry government',
  talks: 'talks negotiation negotiations negotiate negotiating negotiators mediation mediated',
  meeting: 'meet meets meeting meetings review session sessions',
  resumption:
    'resume resumes resumed resumption reconvene reconvenes restart restarts restarted reopen reopens reopened reopening running operating operational functioning',
  // How news says a thing stopped for a while: a refinery "declared force majeure" on its loadings has
  // suspended them; a plant "idled" halted its lines.
  halt: 'halt halts halted halting suspend suspends suspended suspension pause pauses paused stop stops stopped majeure idled running operating operational functioning',
  // What is carried to buyers: "deliveries" are the "loadings" of a terminal and the "cargoes" of a port.
  shipment: 'delivery deliveries shipment shipments loading loadings cargo cargoes consignment consignments',
  // A levee or a dam that "gave way" (see IDIOMS) was breached; so was one that burst.
  breach: 'breach breaches breached burst break broke broken collapse collapsed collapses',
  child: 'child children kid kids pupil pupils schoolchildren',
  // "Are the lines running?" is told by what stopped them and what restarted them (both lists hold it).
  // What one side asks for: "the union wants eight per cent", "is seeking", "demanded".
  demand: 'demand demands demanded demanding want wants wanted seek seeks seeking sought',
  // Who brokers between two sides: "the state mediator", "a go-between".
  mediator: 'mediator mediators go-between go-betweens intermediary intermediaries',
  // Taking a side's proposal: "members backed the deal", "accepted", "approved", "voting in favour" (see IDIOMS).
  approval:
    'back backed backing approve approves approved approval endorse endorses endorsed ratify ratified accept accepts accepted',
  // What is put on the table: "the mediator's offer", "a proposal", "proposed" ("came up with", see IDIOMS).
  offer: 'offer offers offered proposal proposals propose proposes proposed bid bids',
  // A thing moved to later: "postponed", "delayed", "deferred" ("pushed back", "put off", see IDIOMS).
  postponement: 'postpone postpones postponed postponement delay delays delayed defer defers deferred',
  // "German rail" is its trains ("train crews", "train drivers"), and its railway.
  rail: 'rail rails railway railways railroad train trains',
  // How far a winner is ahead: "won by a margin of 298", "her lead shrank to 312".
  margin: 'margin margins lead',
  // Taking office: "will be sworn in on 1 November", "the inauguration".
  inauguration: 'sworn inauguration inaugurated inaugurate',
};

/**
 * Words of one family written in other parts of speech, each to the form its verb normalises to,
 * where the endings do not meet by prefix ("loss" and "lost", "sale" and "sold").
 */
const DERIVED: Readonly<Record<string, string>> = wordTable(
  Object.fromEntries(
    words(`loss:los sal:sell growth:grow theft:steal speech:speak flight:fly choic:choos proof:prov belief:believ
  payment:pay department:department comment:comment`).map((pair) => pair.split(':') as [string, string]),
  ),
);

const FAMILY = new Map<string, string>();

/**
 * The root a normalised word shares with the other members of its family, for matching a question's
 * words to a source's across parts of speech: "evacuation" and "evacuated" (evacuat), "explosion" and "exploded" (explod), "closure" and
 * "closed" (clos), "failure" and "failed", "payment" and "paid", "arrival" and "arrived", "denial" and
 * "denied", "attendance" and "attended". A word no ending rule fits is its own root. Equal roots match;
 * the endings are chosen so that words of other families rarely meet ("signal" is not "sign", "portal"
 * is not "port", "pension" is not "pending").
 */
export function wordFamily(norm: string): string {
  let root = FAMILY.get(norm);
  if (root !== undefined) return root;
  root = DERIVED[norm] ?? familyRoot(norm);
  if (FAMILY.size >= 50_000) FAMILY.clear();
  FAMILY.set(norm, root);
  return root;
}

/**
 * The verb a noun of action is made from, where English makes it regularly: "evacuation" from
 * "evacuate", "infection" from "infect", "election" from "elect", "eruption" from "erupt". Not
 * "production" (from "produce"), "station" or "location", nor a noun that names no action.
 */
export function verbOfAction(noun: string): string | null {
  if (noun.length >= 9 && noun.endsWith('ation')) return `${noun.slice(0, -3)}e`;
  if (noun.length >= 7 && /(?:[ei]c|p)tion$/.test(noun)) return noun.slice(0, -3);
  return null;
}

function familyRoot(w: string): string {
  // "shipped" (shipp) → ship, "stopped" → stop, "planned" → plan: a consonant doubled before -ed or -ing.
  if (/([bdgmnprt])\1$/.test(w) && w.length >= 4) return w.slice(0, -1);
  const cut = (n: number, add = '', min = 4): string | null => {
    const r = w.slice(0, -n) + add;
    return r.length >= min ? r : null;
  };
  // A noun of action and its verb: "evacuation" and "evacuated" (evacuat), "infection" and "infected".
  const verb = verbOfAction(w);
  if (verb) return verb.endsWith('e') ? verb.slice(0, -1) : verb;
  // "explosion" → explod, "decision" → decid, "extension" → extend ("mission", "pension" stay).
  if (w.endsWith('sion') && !w.endsWith('ssion')) return cut(4, 'd', 5) ?? w;
  // "failure" (failur) → fail, "closure" (closur) → clos, "departure" → depart.
  if (w.endsWith('ur')) return cut(2) ?? w;
  // "settlement" → settl, "agreement" → agre, "statement" → stat ("payment" is in DERIVED).
  if (w.endsWith('ment')) {
    const r = cut(4, '', 5);
    return r ? (r.endsWith('e') ? r.slice(0, -1) : r) : w;
  }
  // "arrival" → arriv, "denial" → deni, "refusal" → refus, "withdrawal" → withdraw ("partial" stays).
  if (/(?:[vsw]|[^tc]i)al$/.test(w)) return cut(2) ?? w;
  // "attendance" (attendanc) → attend, "existence" → exist ("sentence" stays).
  if (/[ae]nc$/.test(w)) return cut(3, '', 5) ?? w;
  // "deny" → deni, "supply" → suppli (as "denied", "supplied" normalise).
  if (/[^aeiou]y$/.test(w) && w.length >= 4) return `${w.slice(0, -1)}i`;
  return w;
}

/**
 * News idioms of several words, each with a word (normalised) of what it says: a sentence that holds
 * the idiom holds that word too ("returned to the negotiating table" resumed talks; "forced from their
 * homes" are evacuated; a levee that "gave way" was breached).
 */
export const IDIOM_TERMS: readonly (readonly [RegExp, string])[] = [
  [
    /\b(?:return|returns|returned|returning|go|goes|went|going|back) (?:back )?to the (?:negotiating|bargaining) table\b/i,
    'resume',
  ],
  [/\b(?:forced|driven|fled|flee|flees|fleeing|left|leave|leaving) (?:from |out of )?their homes\b/i, 'evacuat'],
  [/\b(?:gave|give|gives|giving) way\b/i, 'breach'],
  [/\b(?:sworn|swear|swears) in\b|\b(?:take|takes|took|taking|assume|assumes|assumed) office\b/i, 'sworn'],
  [/\b(?:ask|asks|asked|asking) for\b/i, 'demand'],
  [/\b(?:came|come|comes|coming) up with\b/i, 'propos'],
  [/\b(?:held|hold|holds|holding) up\b/i, 'delay'],
  [/\b(?:pushed|push|pushes|pushing|put|puts|putting) (?:back|off)\b/i, 'postpon'],
  [/\b(?:get|gets|got|getting) out of\b/i, 'evacuat'],
  // Paying those who hold data or people to let them go is paying a ransom.
  [
    /(?<=\bpa(?:y|ys|id|ying) )(?:off )?(?:the )?(?:hackers|criminals|kidnappers|gang|attackers|extortionists|captors)\b/i,
    'ransom',
  ],
  [/\b(?:voted|voting|votes|vote) in favou?r\b/i, 'approv'],
  // Those "taken to hospital" after a leak or a crash were hurt.
  [/\b(?:taken|take|takes|taking|rushed|flown|airlifted) to hospital\b/i, 'injur'],
  // "How many licences are on the line?": what is at stake is the thing itself.
  [/\bon the line\b|\bat stake\b/i, ''],
];

/** The words of the idioms a text holds (see IDIOM_TERMS). */
export function idiomTermsIn(text: string): string[] {
  return IDIOM_TERMS.filter(([re, w]) => w && re.test(text)).map(([, w]) => w);
}

/** Shorthand people type in questions, to the words news writes ("how many ppl were hurt"). */
const SHORTHAND: Readonly<Record<string, string>> = wordTable({
  ppl: 'people',
  ppls: "people's",
  govt: 'government',
  dept: 'department',
  intl: 'international',
  approx: 'approximately',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tonite: 'tonight',
  thru: 'through',
  bc: 'because',
  cuz: 'because',
  yr: 'year',
  yrs: 'years',
  hrs: 'hours',
  hr: 'hour',
  mins: 'minutes',
  wk: 'week',
  whats: "what's",
  whos: 'who is',
  wheres: "where's",
  hows: "how's",
  whens: "when's",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  pls: '',
  plz: '',
});

/** A question with its shorthand written out (see SHORTHAND); the rest as typed. */
export function withoutShorthand(text: string): string {
  return (
    text
      .replace(/\b[A-Za-z][a-z]+\b/g, (w) => {
        const full = SHORTHAND[w.toLowerCase()];
        return full === undefined ? w : full;
      })
      // "Who's the mediator?" asks who is (a possessive "who's" is not written).
      .replace(/\b([Ww])ho['’]s\b/g, '$1ho is')
      .replace(/\s{2,}/g, ' ')
  );
}

/** Stemmed word → its concept. */
const CONCEPT_OF = new Map<string, string>();
for (const [concept, list] of Object.entries(CONCEPT_WORDS)) {
  for (const w of words(list)) if (!CONCEPT_OF.has(baseForm(w))) CONCEPT_OF.set(baseForm(w), concept);
}

export function conceptOf(token: string): string | null {
  return CONCEPT_OF.get(token) ?? null;
}

/** Stemmed word → every concept it is a word of ("strike": an attack, and a walkout). */
const CONCEPTS_OF = new Map<string, string[]>();
for (const [concept, list] of Object.entries(CONCEPT_WORDS)) {
  for (const w of words(list)) {
    const have = CONCEPTS_OF.get(baseForm(w)) ?? [];
    if (!have.includes(concept)) CONCEPTS_OF.set(baseForm(w), [...have, concept]);
  }
}

/** Every concept a word belongs to (conceptOf gives the first). */
export function conceptsOf(token: string): readonly string[] {
  return CONCEPTS_OF.get(token) ?? [];
}

/** Units a figure can carry. */
export const PERCENT_WORDS = new Set(['percent', 'per cent', 'percentage', '%', 'point', 'points', 'basis']);
export const CURRENCY_WORDS = new Set(
  words(`dollar dollars euro euros pound pounds yen yuan krona kronor krone kroner franc francs zloty rupee rupees bitcoin
  bitcoins usd eur gbp`),
);
export const DURATION_WORDS = new Set(
  words(`second seconds minute minutes hour hours day days week weeks month months year years`),
);

/** Words that, after a figure, say it is a later value of something reported before. */
export const UPDATE_WORDS = new Set(
  words(`rose risen raised rise rises increased increase climbed climbing grew grown reached reaching now revised updated
  later latest up jumped`),
);

/** Words that make a sentence's figures an expectation rather than a fact. */
export const EXPECTATION_WORDS = new Set(
  words(`expect expects expected expecting forecast forecasts predict predicts predicted anticipate anticipates
  anticipated projected`),
);

/** Words that mark a cause in a sentence (for "why" questions). */
export const CAUSE_MARKERS = [
  'because',
  'due to',
  'after',
  'over',
  'citing',
  'amid',
  'following',
  'as a result',
  'in protest',
  'dispute',
  'demanding',
  'caused by',
  'triggered by',
  'blamed',
  'owing to',
  // What a thing came from is its cause ("the leak came from a faulty valve", "the fire started in a pump").
  'came from',
  'comes from',
  'stemmed from',
  'stems from',
  'traced to',
  'traced back to',
  'resulted from',
  'started in',
  'began in',
  // "Reason is that the mediator had a delay on the train."
  'reason',
  'since',
  'so that',
  'to protest',
  'fault',
  'failure',
];

/** Words after a number that make it a time of day or part of a date rather than a figure. */
export const CLOCK_WORDS = new Set(['a.m', 'p.m', 'am', 'pm', 'gmt', 'utc', 'cet', 'h']);

/** The other words (as written) of a term's concept, for finding sources that use them. */
export function conceptSiblings(term: string): string[] {
  const concept = CONCEPT_OF.get(term);
  if (!concept) return [];
  return words(CONCEPT_WORDS[concept]!).filter((w) => baseForm(w) !== term);
}

/** Concepts that say what a figure counts: a figure next to one counts that, not another. */
export const MEASURE_CONCEPTS = new Set([
  'death',
  'injury',
  'missing',
  'evacuation',
  'arrest',
  'home',
  'vessel',
  'flight',
  'worker',
  'case',
  'customer',
]);

/** Words that turn a figure around ("3,000 evacuees were allowed to return"): it counts the reverse. */
export const REVERSAL_WORDS = new Set(
  words(`return returned returning returns back restored restore reopened released freed resumed rehoused reconnected
  recovered`).map(baseForm),
);

/** Nouns that only say a figure counts people: what they did decides what is counted. */
export const GENERIC_COUNTED = new Set(words('people person persons residents individuals men women').map(baseForm));

/** Nouns that only say a figure is asked for ("what level", "how much money"): the rest of the question says of what. */
export const GENERIC_MEASURES = new Set(
  words('number numbers total amount amounts level levels figure figures size sum value money').map(baseForm),
);

/** Units of measure: a figure they follow is measured in them, and counts what its clause says. */
export const MEASURE_UNITS = new Set(
  words(`millimetre millimetres millimeter millimeters centimetre centimetres centimeter centimeters metre metres meter
  meters kilometre kilometres kilometer kilometers mile miles hectare hectares acre acres tonne tonnes ton tons kilogram
  kilograms kg km mm cm barrel barrels litre litres liter liters gallon gallons megawatt megawatts gigawatt gigawatts mw
  gw cubic square degree degrees knot knots feet foot inch inches`),
);

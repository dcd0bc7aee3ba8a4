// What was decided, by the kind of decision a report names: an official or a body (a central bank, a
// regulator, a ministry, an election commission) that changes its rate, sells dollars for its
// currency, caps prices, draws on oil stocks, requires export licences, pays subsidies, fines a firm,
// bans something, sets a vote's date or orders a recount, declares an emergency, calls men up or
// offers a truce. Read by rules about how news names a decision (its object, and the verbs news ties
// to it), never by names. Two reports of one body whose headlines tell different kinds of decision,
// neither mentioned by the other's headline and opening, are two decisions: the shared actor and
// country leave every who/where rule silent, what it decided tells them apart.
import { cues, cuesIn, holdsAny, patternCues } from './cues.ts';

/**
 * Kinds of decision, the words news tells them by, and words one of which each of those holds (lower
 * case): a text holding none of the latter is not matched against the pattern (most texts name few
 * decisions, and a pattern costs far more than a look for a word).
 */
const KINDS: readonly (readonly [string, RegExp, readonly string[]])[] = [
  // A policy rate moved or held ("raises its key rate", "rate cut", "by 50 basis points", "eases").
  [
    'rate',
    /\b(?:(?:interest|key|policy|benchmark|base|repo|lending|deposit|overnight) rates?|rates? (?:cut|hike|rise|increase|decision|move|rise)s?|(?:raise[sd]?|raising|cut(?:s|ting)?|lower(?:s|ed|ing)?|hike[sd]?|hiking|hold(?:s|ing)?|held|keeps?|kept|leaves?|left) (?:its |the )?(?:\w+ )?rates?\b(?! of)|basis[- ]points?|borrowing costs?|(?:tighten|loosen|eas)(?:s|es|ed|ing)? (?:its |monetary )?policy|st(?:ands?|ood) pat|monetary policy|policy (?:\w+ )?(?:unchanged|on hold|steady)|\d+ ?bps?)\b/,
    ['rate', 'basis', 'borrowing cost', 'policy', 'pat', 'bp'],
  ],
  // Buying bonds or other assets with new money.
  [
    'bonds',
    /\b(?:bond[- ](?:buying|purchases?|programme|program)|asset[- ]purchases?|quantitative (?:easing|tightening)|buy(?:s|ing)? (?:government |sovereign )?bonds)\b/,
    ['bond', 'asset', 'quantitative'],
  ],
  [
    'requirement',
    /\b(?:reserve (?:requirements?|ratios?|rules)|capital (?:requirements?|buffers?|rules)|(?:must|to) (?:hold|keep) (?:\S+ ){0,4}(?:cash|capital|reserves?|deposits)|(?:held|hold|kept|keep) (?:\S+ ){0,4}in reserve)\b/,
    ['reserve', 'capital', 'hold'],
  ],
  // Money lent to banks in a squeeze, and limits on money leaving the country.
  [
    'liquidity',
    /\b(?:liquidity (?:injections?|support|facilit(?:y|ies)|lines?)|emergency (?:lending|loans?|liquidity|credit lines?)|lending facilit(?:y|ies)|swap lines?)\b/,
    ['liquidity', 'emergency', 'lending', 'swap line'],
  ],
  ['capital-control', /\bcapital controls?\b/, ['capital control']],
  // Selling or buying foreign currency to steer its own (not an armed intervention).
  [
    'currency',
    /\b(?:(?<!(?:military|armed|foreign|ground|humanitarian) )intervention|interven(?:es|ed|ing) in (?:the )?(?:currency|foreign exchange|forex|fx|money) markets?|(?:sells?|sold|selling|buy(?:s|ing)?|bought) (?:\w+ )?(?:dollars|euros|foreign currency)|props? up (?:the |its )?(?:\w+ )?currency|defend(?:s|ed|ing)? (?:the |its )?(?:\w+ )?(?:currency|peg|exchange rate)|steps? in to (?:support|defend|prop up)|(?:steps?|stepped|stepping) into (?:the )?(?:currency|foreign[- ]exchange|forex|fx|money) markets?|interven(?:es|ed|ing)? to (?:prop up|support|defend|shore up|stabili[sz]e|steady|slow the fall of) (?:the |its ))\b/,
    ['interven', 'dollars', 'euros', 'foreign currency', 'currency', 'step', 'peg', 'exchange rate'],
  ],
  // Prices a government caps or freezes.
  [
    'price-cap',
    /\b(?:price (?:caps?|ceilings?|controls?|freeze)|(?:caps?|capped|capping|freez(?:es?|ing)|froze(?:n)?) (?:on )?(?:\w+ ){0,2}(?:prices|fares|rents|tariffs)|(?:fuel|petrol|diesel|energy|rent|fare|gas|electricity) caps?)\b/,
    ['price', 'fares', 'rents', 'tariffs', 'cap', 'froze'],
  ],
  // Oil, fuel or grain drawn from a strategic or emergency stock.
  [
    'stock-release',
    /\b(?:(?:strategic|emergency) (?:\w+ )?(?:reserves?|stocks?|stockpiles?)|(?:oil|crude|fuel|grain|petroleum) (?:reserves?|stocks|stockpiles?)|reserve barrels|barrels (?:\w+ ){0,3}from (?:its |the )?(?:\w+ )?(?:reserves?|stocks))\b/,
    ['reserve', 'stock', 'barrels'],
  ],
  // Export controls: a licence or permit to ship abroad, curbs on exports.
  [
    'export-control',
    /\b(?:export (?:controls?|curbs?|restrictions?|rules|licen[cs]es?|permits?|bans?)|licen[cs]es? to export|permits? to (?:ship|export|sell) (?:\w+ ){0,3}abroad|curbs? on (?:\w+ ){0,3}exports?|(?:bans?|banned|banning|halts?|halted|curbs?|curbed|restricts?|restricted|blocks?|blocked|blocking|stops?|stopped) (?:\w+ ){0,2}exports?)\b/,
    ['export', 'abroad'],
  ],
  // Money a government or a body pays out: subsidies, grants, a relief or stimulus package, a budget.
  [
    'spending',
    /\b(?:subsid(?:y|ies|ise[sd]?|ize[sd]?|ising|izing)|grants? (?:to|for) |grants (?:will )?cover|(?:state|government) aid|tax (?:breaks?|credits?|incentives?)|incentives? for|budgets?|spending (?:plan|package|bill|cuts?|review)|stimulus|bail-?outs?|(?:relief|aid|rescue) (?:package|bill|deal|plan|fund)s?|(?:million|billion|bn) (?:\w+ ){0,2}(?:in|of|for) (?:\w+ )?(?:relief|aid)\b|(?:disaster|flood|drought|famine|earthquake|storm|emergency) (?:relief|aid)\b|relief (?:money|payments?|cash|funds?)\b|(?:opens?|opened|sets? up|launch(?:es|ed)?) (?:a |an |the )?(?:\S+ ){0,4}fund\b|fund (?:\S+ ){0,5}(?:opened|set up|launched)\b)/,
    [
      'fund',
      'subsid',
      'grant',
      'state aid',
      'government aid',
      'tax',
      'incentive',
      'budget',
      'spending',
      'stimulus',
      'bail',
      'relief',
      'rescue',
      'aid package',
      'aid bill',
      'aid deal',
      'aid plan',
      'aid fund',
      ' aid',
    ],
  ],
  // A duty to tell the authority: report a breach within so many hours, disclose an attack.
  [
    'reporting',
    /\b(?:(?:report|disclose|notify) (?!for duty)(?:\w+ ){0,3}within|(?:breach|disclosure|reporting|notification) (?:deadlines?|rules?|requirements?|obligations?|duty)|(?:must|to) (?:report|disclose|notify) (?:\w+ ){0,2}(?:breaches|hacks|attacks|cyberattacks|incidents|leaks))\b/,
    ['report', 'disclos', 'notif', 'deadline'],
  ],
  // Leave to operate: a licence or a permit (granted, renewed, revoked), a product cleared.
  [
    'licence',
    /\b(?:licen[cs](?:e|es|ed|ing)|(?:shuts?|shutting|shut down|closes?|closed|closing) (?:down )?(?:a |the )?(?:\w+ ){0,2}(?:lender|bank)\b(?!['’]s| branch)|(?:a|the|its|their|building|work|drilling|mining|operating|planning) permits?|green light|clears? (?:\w+ ){0,2}(?:for sale|for use|for launch)|(?:approv(?:es?|ed|ing|al of)|authori[sz](?:es?|ed|ing|ation of)) (?:the |a |an )?(?:\S+ ){0,3}(?:drugs?|medicines?|treatments?|therap(?:y|ies)|pills?|tablets?|devices?))\b/,
    ['licen', 'permit', 'green light', 'clear', 'approv', 'authori', 'lender', 'bank'],
  ],
  [
    'fine',
    /\b(?:fines|fined|fining|penalt(?:y|ies)|fine of|(?:record|hefty|heavy|imposes? a|imposed a|slaps? a|slapped with a) (?:\w+ )?fine|order(?:s|ed)? (?:\S+ ){1,4}to pay (?:\S+ ){0,3}(?:million|billion|bn))\b/,
    ['fine', 'fining', 'penalt', 'to pay'],
  ],
  // Something stopped: banned, prohibited, suspended (a suspension is a ban for a while), a product recalled.
  [
    'ban',
    /\b(?:bans?|banned|banning|prohibit(?:s|ed|ing|ion)?|outlaw(?:s|ed)?|suspend(?:s|ed|ing)?|suspension|(?:pulls?|pulled|withdraws?|withdrawn|withdrew|removes?|removed) (?:\w+ ){0,3}from (?:the |open )?(?:shelves|sale|market|pharmacies|shops|stores|supermarkets)|told to (?:pull|remove|withdraw)|(?:orders?|ordered|ordering) (?:a |the )?recall|recall(?:s|ed|ing)? (?:of )?(?:\S+ ){0,3}(?:batch(?:es)?|lots|units|tablets|pills|products|medicines?|drugs?|devices))\b/,
    [
      'ban',
      'prohibit',
      'outlaw',
      'suspen',
      'shelves',
      'sale',
      'market',
      'told to',
      'pharmac',
      'shops',
      'stores',
      'recall',
    ],
  ],
  // A tax or a duty set or changed (a tariff is a tax on imports: "levy on imported steel" is one too).
  [
    'tax',
    /\b(?:tariffs?|(?:import|customs|anti-dumping|countervailing) dut(?:y|ies)|duties on|windfall tax|(?:raises?|cuts?|introduces?|imposes?) (?:\w+ )?taxe?s?|tax (?:rise|hike|cut|increase)s?|levy|levies|(?:power|electricity|energy|gas|water|heating) bills? (?:\w+ ){0,2}(?:rise|increase|go up|climb|jump))\b/,
    ['tariff', 'dut', 'tax', 'levy', 'levies', 'bill'],
  ],
  ['sanction', /\bsanctions?\b/, ['sanction']],
  // A body looking into someone: a probe, an inquiry or an investigation opened into a firm or a matter.
  [
    'probe',
    /\b(?:(?:probes?|investigations?|inquir(?:y|ies)|enquir(?:y|ies)) into|(?:opens?|opened|launch(?:es|ed)?|orders?|ordered) (?:an? |the )?(?:\w+ ){0,2}(?:probe|investigation|inquiry|enquiry|audit|review)\b(?! of (?:its|the) (?:\w+ )?(?:rate|policy|decision))|investigat(?:es|ed|ing) (?:the |a |an )?(?:\S+ ){0,3}(?:firm|company|bank|lender|operator|group|deal|merger))\b/,
    ['probe', 'investigat', 'inquir', 'enquir', 'audit', 'review'],
  ],
  // A firm changing hands: a merger, a takeover, a bid for it, its sale to a buyer (vetoed or cleared).
  [
    'merger',
    /\b(?:mergers?|takeovers?|acquisitions?|buyouts?|(?:takeover|foreign|hostile|rival|cash|buyout) bids?|bids? for|sale of (?:the |a |an |its )?(?:\S+ ){0,5}to (?:a |an |the )?(?:\S+ ){0,2}(?:buyers?|bidders?|investors?|group|fund))\b/,
    ['merger', 'takeover', 'acquisition', 'buyout', 'bid', 'sale of'],
  ],
  // What firms may pay out to their owners or staff: dividends, buybacks, bonuses (capped or banned).
  [
    'payout',
    /\b(?:dividends?|(?:share )?buybacks?|bonus(?:es)? (?:caps?|pay|payouts?)|payouts? to (?:shareholders|investors))\b/,
    ['dividend', 'buyback', 'bonus', 'payout'],
  ],
  // Fees a port, a canal or an authority charges.
  [
    'fee',
    /\b(?:(?:port|transit|canal|docking|landing|harbour|harbor|entry|licen[cs]e) (?:fees?|dues|charges)|surcharges?)\b/,
    ['fee', 'dues', 'charges', 'surcharge'],
  ],
  [
    'output',
    /\b(?:(?:output|production|supply) (?:cuts?|quotas?|targets?|increases?|hikes?)|(?:cuts?|raises?|boosts?) (?:oil )?(?:output|production))\b/,
    ['output', 'production', 'supply'],
  ],
  // When a vote is held: postponed, brought forward, a date set or a snap poll called.
  [
    'vote-date',
    /\b(?:(?:postpone[sd]?|postponing|delay(?:s|ed)?|defer(?:s|red)?|cancel(?:s|led)?|push(?:es|ed)? back|puts? off|brings? forward|brought forward) (?:the |a )?(?:\w+ ){0,2}(?:vote|election|polls?|ballot|referendum)s?|postponement of (?:the )?(?:\w+ )?(?:vote|election|polls?)|(?:vote|election|polls?|ballot|referendum)s? (?:is |was |will be |has been )?(?:delayed|deferred|postponed|cancelled|off|put off|pushed back|brought forward)|(?:vote|election|polls?|referendum)s? (?:would|will) be held (?:\w+ ){0,3}(?:later|earlier) than|new date|sets? (?:a |the )?date|date for (?:the )?(?:\w+ )?(?:vote|election|polls?|referendum)|snap (?:\w+ )?(?:election|poll|vote)|(?:calls?|called|calling) (?:an? )?(?:early |snap )?(?:\w+ )?(?:election|referendum))\b/,
    ['date', 'vote', 'election', 'poll', 'ballot', 'referendum'],
  ],
  // A count done again, certified or annulled.
  [
    'recount',
    /\b(?:recounts?|recounted|counted again|certif(?:y|ies|ied|ication)|annul(?:s|led|ment)?|re-?run of the (?:vote|election)|(?:orders?|ordered|ordering) (?:a |the )?re-?run|(?:throws?|threw|thrown|throwing) out (?:the )?(?:\w+ ){0,2}(?:results?|outcome|count|tally))\b/,
    ['recount', 'counted again', 'certif', 'annul', 're-run', 'rerun', 'thr'],
  ],
  [
    'emergency',
    /\b(?:states? of emergency|emergency (?:footing|declaration|decree|powers|rule|measures)|declar(?:es?|ed|ing) (?:an? )?(?:\w+ )?emergency|emergency (?:was |is |has been )?declared|martial law)\b/,
    ['emergency', 'martial law'],
  ],
  // People moved out or kept out of their homes.
  [
    'evacuation',
    /\b(?:evacuat(?:e[sd]?|ing|ion)|(?:keeps?|kept|keeping) (?:\S+ ){0,3}(?:residents|people|families|villagers|households) (?:out of|away from) (?:their )?homes|(?:residents|people|families|villagers|households) (?:are |were )?(?:told|ordered) to (?:leave|stay away|stay out))\b/,
    ['evacuat', 'homes', 'told to', 'ordered to'],
  ],
  // Rules of movement in an outbreak or an unrest: curfews, lockdowns, restrictions on moving or meeting.
  [
    'curfew',
    /\b(?:curfews?|lockdowns?|quarantines?|(?:outbreak|movement|travel|pandemic|epidemic|covid|quarantine|gathering|lockdown) (?:restrictions|curbs|rules)|restrictions on (?:movement|travel|gatherings))\b/,
    ['curfew', 'lockdown', 'quarantine', 'restriction', 'curbs', 'rules'],
  ],
  // A warning issued, raised or lifted by a weather, disaster or health body.
  [
    'warning',
    /\b(?:(?:tsunami|storm|flood|cyclone|hurricane|typhoon|heat|heatwave|weather|wildfire|fire|avalanche|landslide|volcano|ash|travel|health) (?:warnings?|alerts?|watch(?:es)?)|(?:issues?|issued|lifts?|lifted|raises?|raised|extends?|extended|cancels?|cancelled|downgrades?|downgraded|upgrades?|upgraded|scraps?|scrapped|withdraws?|withdrew|ends?|ended) (?:an? |the |its )?(?:\S+ ){0,2}(?:warnings?|alerts?)|all-clear)\b/,
    ['warning', 'alert', 'watch', 'all-clear'],
  ],
  // A ship or an aircraft held by an authority (inspectors, a coast guard, a court), not seized by pirates.
  [
    'detention',
    /\b(?:(?:detain(?:s|ed|ing)?|impound(?:s|ed|ing)?|arrest(?:s|ed|ing)?) (?:the |a |an )?(?:\S+ ){0,2}(?:ships?|vessels?|tankers?|freighters?|trawlers?|carriers?|aircraft|planes?|jets?|boats?)|(?:ships?|vessels?|tankers?|freighters?|trawlers?) (?:is |was |were |are )?(?:detained|impounded|held in port|barred from sailing)|detention of (?:the |a )?(?:\S+ ){0,2}(?:ship|vessel|tanker|freighter|trawler))\b/,
    ['detain', 'impound', 'arrest', 'held in port', 'barred from sailing', 'detention'],
  ],
  // Schools, borders or airspace closed by order; rules people must follow (masks, testing).
  [
    'closure',
    /\b(?:(?:closes?|closed|closing|shuts?|shutting) (?:\w+ ){0,3}(?:schools|borders?|airspace|channel|strait|canal|waterway|shipping lanes?|border crossings?)|(?:school|border|airspace|channel|canal) closures?|(?:channel|strait|canal|waterway|shipping lane|airspace|border) (?:would be |will be |was |is |to be |remains? )closed)\b/,
    ['school', 'border', 'airspace', 'channel', 'strait', 'canal', 'waterway', 'shipping lane'],
  ],
  ['mandate', /\b(?:mandates?|mandatory (?:masks?|testing|vaccination|registration))\b/, ['mandat']],
  [
    'rationing',
    /\b(?:ration(?:s|ing|ed)?|load[- ]shedding|rolling (?:power cuts|blackouts|outages)|(?:power|electricity) cuts of)\b/,
    ['ration', 'shedding', 'rolling', 'cuts of'],
  ],
  [
    'vaccination',
    /\b(?:vaccinat(?:e[sd]?|ing|ion(?! (?:rates?|coverage|levels?)\b))|vaccines?|immuni[sz]ation|inoculat(?:e[sd]?|ion)|(?:malaria|flu|influenza|measles|polio|covid|cholera|ebola|mpox|dengue|booster|hpv) (?:shots?|jabs?)|booster)\b/,
    ['vaccin', 'immuni', 'inoculat', 'shot', 'jab', 'booster'],
  ],
  // Who holds an office: appointed, nominated, dismissed, resigned.
  [
    'appointment',
    /\b(?:appoint(?:s|ed|ing|ment)?|nominat(?:es?|ed|ing|ion)|sacks?|sacked|sacking|ousts?|ousted|resign(?:s|ed|ing|ation)?|(?:steps?|stepping|stepped) down|quits|quit as|(?:dismiss(?:es|ed|al)?|names?|named) (?:the |its |his |her |a )?(?:new )?(?:\w+ ){0,2}(?:minister|chief|head|governor|director|commander|chair(?:man|woman)?|ceo|board))\b/,
    ['appoint', 'nominat', 'sack', 'oust', 'resign', 'down', 'quit', 'dismiss', 'name'],
  ],
  // Men called up, the draft age changed.
  [
    'mobilisation',
    /\b(?:mobili[sz](?:ation|es?|ed|ing)|call-?ups?|conscript(?:s|ion|ed)?|draft age|reservists)\b/,
    ['mobili', 'call-up', 'callup', 'conscript', 'draft age', 'reservist'],
  ],
  // Troops sent somewhere, diplomats sent home.
  ['deployment', /\b(?:deploy(?:s|ed|ing|ment)?|sends? (?:\w+ ){0,2}troops)\b/, ['deploy', 'troops']],
  [
    'diplomatic',
    /\b(?:expel(?:s|led|ling)?|expulsion|recalls? (?:its )?(?:ambassador|envoy)|(?:closes?|closed) (?:its |the )?(?:\w+ )?embassy)\b/,
    ['expel', 'expulsion', 'ambassador', 'envoy', 'embassy'],
  ],
  // Who may stand: a candidate or a party barred, disqualified or registered.
  [
    'candidacy',
    /\b(?:disqualif(?:y|ies|ied|ication)|candidac(?:y|ies)|bar(?:s|red)? (?:\w+ ){0,3}(?:candidates?|part(?:y|ies)|from (?:running|standing))|barred from|(?<!\bto )(?:registers?|registration of) (?:\w+ ){0,2}(?:candidates?|part(?:y|ies))|struck off|(?:off|from) the ballot)\b/,
    ['disqualif', 'bar', 'regist', 'struck off', 'ballot', 'candidac'],
  ],
  // A truce offered, agreed or refused (talks as such are about anything: a budget, a strike, a deal).
  [
    'truce',
    /\b(?:truces?|ceasefires?|cease-fires?|armistice|peace (?:talks|plan|deal|proposal|offer|agreement)|prisoner (?:exchanges?|swaps?))\b/,
    ['truce', 'ceasefire', 'cease-fire', 'armistice', 'peace', 'prisoner'],
  ],
];

/**
 * Which way a rate went, as news tells a rate decision: held ("holds its key rate", "stands pat",
 * "keeps borrowing costs steady"), raised ("hikes", "tightens policy", "pushes its main rate up") or
 * cut ("lowers", "eases policy"). One bank's meeting goes one way: a hold and a hike are two
 * meetings, whatever else their reports share. Kept beside the kinds as `rate:<way>`.
 */
const RATE_OBJECT = '(?:its |the )?(?:\\w+ ){0,2}(?:rates?|borrowing costs)';
const MOVES: readonly (readonly [string, RegExp, readonly string[]])[] = [
  [
    'rate:hold',
    new RegExp(
      `\\b(?:(?:holds?|held|holding|keeps?|kept|keeping|leaves?|left|leaving|maintains?|maintained) ${RATE_OBJECT}\\b(?! of)|st(?:ands?|ood|anding) pat|(?:rates?|borrowing costs) (?:\\w+ ){0,2}(?:unchanged|on hold)|(?:keeps?|kept|keeping|holds?|held) (?:\\w+ ){0,3}(?:rates?|borrowing costs) (?:\\w+ ){0,2}(?:steady|unchanged|on hold|where (?:it|they) (?:was|were))|pauses? (?:its |the )?(?:\\w+ )?(?:hikes|cuts|tightening|easing)|(?:keeps?|kept|keeping|holds?|held|leaves?|left) (?:\\w+ ){0,2}policy (?:\\w+ )?(?:unchanged|on hold|steady))\\b`,
    ),
    ['hold', 'held', 'keep', 'kept', 'leav', 'left', 'maintain', 'pat', 'unchanged', 'pause'],
  ],
  [
    'rate:raise',
    new RegExp(
      `\\b(?:(?:raise[sd]?|raising|hike[sd]?|hiking|lifts?|lifted|lifting|increase[sd]?|increasing) ${RATE_OBJECT}\\b(?! of)|rates? (?:hike|rise|increase)s?|(?:hike|rise|increase) (?:in|of) (?:\\w+ ){0,2}(?:rates?|borrowing costs)|tighten(?:s|ed|ing)? (?:its |monetary )?policy|push(?:es|ed|ing)? ${RATE_OBJECT} up|\\d+ ?(?:bps?|basis[- ]points?) (?:rate )?(?:hike|rise|increase))\\b`,
    ),
    ['rais', 'hik', 'lift', 'increas', 'rise', 'tighten', 'push'],
  ],
  [
    'rate:cut',
    new RegExp(
      `\\b(?:(?:cut(?:s|ting)?|lower(?:s|ed|ing)?|reduce[sd]?|reducing|slash(?:es|ed|ing)?|trim(?:s|med|ming)?) ${RATE_OBJECT}\\b(?! of)|rates? cuts?|cuts? (?:in|of|to) (?:\\w+ ){0,2}(?:rates?|borrowing costs)|(?:eas|loosen)(?:es|s|ed|ing)? (?:its |monetary )?policy|\\d+ ?(?:bps?|basis[- ]points?) (?:rate )?cut)\\b`,
    ),
    ['cut', 'lower', 'reduc', 'slash', 'trim', 'eas', 'loosen'],
  ],
];
/**
 * A reader of a table of kinds: the kinds a text names, in table order. Each kind's words, and those
 * its pattern cannot match without (cues.ts), are looked for in one pass before its pattern is tried.
 */
function kindsReader(table: readonly (readonly [string, RegExp, readonly string[]])[]): (text: string) => string[] {
  const words = table.map(([, , w]) => cues(w));
  const patterns = table.map(([, re]) => patternCues(re));
  return (text) => {
    const lower = text.toLowerCase();
    const found = cuesIn(lower);
    return table
      .filter(([, re], i) => holdsAny(words[i]!, found) && holdsAny(patterns[i]!, found) && re.test(lower))
      .map(([k]) => k);
  };
}

/** Which ways a text says a rate went (see `MOVES`), in `MOVES` order. */
export const rateMoves = kindsReader(MOVES);

/** The kinds of decision a text names (see `KINDS`), in `KINDS` order. */
export const decisionKinds = kindsReader(KINDS);

/**
 * A verb a headline tells a decision with, in headline tense ("raises", "postpones", "bans", "calls
 * up", "told to"): what follows it is what was decided. A headline that names a decision only as
 * context ("Farmers hit hard by tariffs") has none before it. "Set to" tells what is expected, not a
 * setting.
 */
const DECIDING =
  /\b(?:raises?|lifts?|hikes?|cuts?|lowers?|holds?|keeps?|sets?(?! to\b)|bans?|bars?|postpones?|delays?|defers?|imposes?|orders?|approves?|clears?|declares?|calls?|offers?|opens?|releases?|grants?|fines?|suspends?|curbs?|restricts?|closes?|shuts?|extends?|freezes?|caps?|introduces?|unveils?|adopts?|revokes?|renews?|expels?|recalls?|appoints?|sacks?|disqualifies|mobili[sz]es?|detains?|impounds?|intervenes?|steps? in(?:to)?|issues?|vetoes|blocks?|annuls?|upholds?|backs?|throws? out|names|deploys?|slaps?|puts?|scraps?|pulls?|withdraws?|requires?|tells?|told|struck|put off|called up)\b/;

/** The kinds of decision a headline tells after a verb of deciding (see `DECIDING`). */
function decidedInHeadline(lower: string): string[] {
  const verb = DECIDING.exec(lower);
  return verb ? decisionKinds(lower.slice(verb.index)) : [];
}

/**
 * The kinds of decision a report tells: those its headline names that its opening tells too, or that
 * its headline tells as a decision (after a verb of deciding: "Banjara raises port dues", whose brief
 * carries only a correction) — a headline's passing mention, "Iowans hit hard by tariffs", is
 * context, not what was decided — and all those its headline and opening name.
 */
export function decisionsOf(title: string, opening: string): { head: string[]; kinds: string[] } {
  // Each text's readers one after the other: cues.ts keeps the last text's words found.
  const told = decisionKinds(opening);
  const toldWays = rateMoves(opening);
  const head = decisionKinds(title);
  // Which way a rate went: the headline's ways, and those its headline and opening tell.
  const way = rateMoves(title);
  const ways = [...new Set([...way, ...toldWays])];
  const decided = head.length ? decidedInHeadline(title.toLowerCase()) : [];
  return {
    head: [...head.filter((k) => told.includes(k) || decided.includes(k)), ...way],
    kinds: [...KINDS.map(([k]) => k).filter((k) => head.includes(k) || told.includes(k)), ...ways],
  };
}

/**
 * Whether an article and an event tell different decisions: each side's headlines name a kind of
 * decision, and no kind one side's headlines name is anywhere in the other side's reports (headline
 * and opening). A follow-up of one decision names it ("the shilling steadies after the
 * intervention", "lenders pass on the rate cut") or no kind at all ("Lira firms", "Markets shrug")
 * and is not split; two responses to one happening both tell (an emergency and an evacuation after
 * one flood: `sameHappening` is then true) are left to the other rules.
 */
export function otherDecision(
  article: { head: readonly string[]; kinds: readonly string[] },
  event: { head: readonly string[]; kinds: readonly string[] },
  sameHappening = false,
): boolean {
  if (sameHappening) return false;
  const apart = (move: boolean) => {
    const mine = article.head.filter((k) => isMove(k) === move);
    const theirs = event.head.filter((k) => isMove(k) === move);
    if (!mine.length || !theirs.length) return false;
    return !mine.some((k) => event.kinds.includes(k)) && !theirs.some((k) => article.kinds.includes(k));
  };
  // Two kinds of decision, or one bank's rate moved two ways (a hold and a hike are two meetings).
  return apart(false) || apart(true);
}

/** Whether a kind is which way a rate went (see `MOVES`) rather than a kind of decision. */
const isMove = (kind: string): boolean => kind.startsWith('rate:');

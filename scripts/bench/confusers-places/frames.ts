// How the outlets of the places confuser set write (SAMPLE DATA, fictional outlets): the sentence
// frames around a happening's own sentences. Like the happenings' pools, each pool is split in two by
// a hash of each frame (generate.ts), one part per half. Slots as in happenings.ts, plus {it} (the
// happening as another sentence refers to it: "the earthquake in Ouzra"), {q} (a short quote),
// {tally} (a count clause), {PLACE} (upper case, for datelines), {mon} {date} {nextday}, and the
// other happening of the pair: {otherIt} {otherWhat} {other} {otherCountry} {otherTarget} {otherSubject}.

export type Desk = 'agency' | 'daily' | 'broadcast' | 'explainer' | 'reaction' | 'followup' | 'markets' | 'bulletin';

export const OUTLETS: Record<Desk, string[]> = {
  agency: ['Tidewater Press', 'Boreal News Agency', 'Crosswire', 'Pennant Wire'],
  daily: ['The {country} Observer', 'The {capital} Times', 'The Morning Lantern', 'The {adj} Herald'],
  broadcast: ['Channel Seven {country}', 'Radio {capital}', 'WorldBeat TV', 'Nine O\u2019Clock News'],
  explainer: ['Factline', 'The Brief Explained', 'Context Desk', 'Clearview'],
  reaction: ['The People\u2019s Voice', 'Open Forum Weekly', 'Spectator Online', 'Commonweal'],
  followup: ['The Evening Compass', 'Harbourlight News', 'The Second Edition', 'Ledger and Post'],
  markets: ['Ticker Street', 'Bourse Daily', 'MarketPulse', 'Capital Ledger'],
  bulletin: ['Newsflash', 'Headline Roundup', 'Five-Minute Digest', 'Pocket News'],
};

export const DATELINES = [
  '{PLACE}, {country} ({outlet}) -- ',
  '{PLACE} ({outlet}) - ',
  '{PLACE}, {mon} {date} /{outlet}/ - ',
  '{outlet} | {place} | ',
];

export const QUOTES = [
  '"Our priority now is the people affected," {person}, {official}, told reporters.',
  '"This is not over yet," said {person}, {official}.',
  '{person}, {official}, said: "We are asking everyone to stay calm and follow instructions."',
  '"We will know more in the coming hours," {person}, {official}, said in a statement.',
  '"It is too early to say what this means," {person}, {official}, said.',
  'Asked how serious it was, {person}, {official}, would only say: "Very."',
];

export const SHORT_QUOTES = [
  'We are devastated.',
  'Nobody expected this.',
  'This is a dark day for us.',
  'We need help, and we need it now.',
  'It happened so fast.',
  'We will not be pushed around.',
  'People are angry, and they have a right to be.',
  'I have never seen anything like it.',
];

export const REACTION_LEADS = [
  '"{q}" said {person}, {official}, {day}.',
  '"{q}" With those words {person}, {official}, summed up the mood.',
  '{person}, {official}, put it simply: "{q}"',
  '"{q}" The words of {person}, {official}, were repeated across {country}.',
];

export const REACTION_LINES = [
  'Messages of sympathy came from across {country}.',
  'Opposition politicians demanded an inquiry.',
  'Neighbouring governments offered help.',
  'Business groups warned of the cost.',
  'Religious leaders called for calm.',
  'Images from the scene spread quickly on social media.',
  'Lawmakers said they would question ministers next week.',
  'A vigil was planned for the evening.',
];

export const REACTION_TITLES = [
  '"{q}": reactions to {it}',
  'Anger and grief after {it}',
  'Reactions pour in after {it}',
  '{country} reacts to {it}',
];

export const FOLLOWUP_LEADS = [
  'A day after {it}, {tally}.',
  'The morning after {it}, {tally}, and questions are mounting.',
  'Twenty-four hours on from {it}, officials said {tally}.',
  'Attention turned {nextday} to what lay behind {it}; {tally}.',
  'Clean-up and recriminations began {nextday} after {it}.',
  'The full picture of {it} emerged {nextday}: {tally}.',
];

export const FOLLOWUP_TITLES = [
  '{It}: the day after',
  'What we know about {it}',
  'Counting the cost of {it}',
  'Questions grow after {it}',
  'After {it}, a search for answers',
  '{It}: latest',
];

export const CORRECTIONS = [
  'Correction: an earlier version of this story gave a figure of {nPrev}. The correct figure is {n}.',
  '(This article has been corrected: the figure is {n}, not {nPrev}.)',
  'Update: {n}, not {nPrev} as first reported.',
  'Editor\u2019s note: a previous version of this article put the figure at {nPrev}; it is {n}.',
];

export const RISING = [
  'By evening, {tally}.',
  'Later in the day, {tally}, up from {nPrev}.',
  'The count kept climbing: {tally}.',
  'Officials revised their figures overnight; {tally}.',
  'Hours later, {tally}.',
  'An updated count showed that {tally}.',
];

export const EXPLAINER_HEADS = [
  'What we know so far:',
  'The key facts:',
  'Here is what has been confirmed.',
  'In short:',
];
export const EXPLAINER_TITLES = [
  'Explained: {it}',
  '{It} in five points',
  'The essentials: {it}',
  'Everything we know about {it}',
];

export const BROADCAST_OPENS = [
  'This just in.',
  'We are getting reports of this now.',
  'Breaking overnight.',
  'More on our top story.',
];
export const BROADCAST_CLOSES = [
  'We will bring you more as we get it.',
  'Stay with us for updates.',
  'Our correspondent is on the way.',
  'More on this in the next bulletin.',
];

export const MARKET_LINES = [
  'Shares of {targetShort} fell {pct}% in {capital} trading.',
  '{targetShort} stock dropped {pct}% in early trade.',
  'Investors sold {targetShort}, which ended the day down {pct}%.',
  'The stock slid {pct}% by midday before recovering a little.',
];

export const MARKET_RATE_LINES = [
  'Two-year {adj} bond yields rose {pct} basis points.',
  'The currency gained 0.{pct}% against the dollar.',
  'Bank shares in {capital} rose as much as {pct}%.',
  'Traders had expected the move, and yields rose {pct} basis points.',
];

/** The other happening of the pair, mentioned by kind of confuser. */
export const CROSS: Record<string, string[]> = {
  'two-cities-one-country': [
    'It came on the same day as a separate {otherWhat} in {other}.',
    'Elsewhere in {country}, {other} was dealing with its own {otherWhat}.',
    'Earlier the same day {country} had seen {otherIt}.',
    'Officials said it was not linked to {otherIt}.',
  ],
  'neighbouring-towns': [
    'It came soon after {otherIt}, in the neighbouring town.',
    'Nearby {other} was still dealing with its own {otherWhat}.',
    'The {river} also runs through {other}, {km} km away, which had its own {otherWhat}.',
    'Residents of nearby {other} came to help.',
    '{dir}, the news was no better: {other} had a {otherWhat} of its own.',
    'Crews had only just left neighbouring {other}.',
  ],
  'recurring-venue': [
    'Only a day apart, {venue} also saw {otherIt}.',
    '{when}, the same venue hosted {otherIt}.',
    '{venue} has had a busy week: it also saw {otherIt}.',
    'Staff at {venue} had {otherIt} to deal with as well.',
  ],
  'one-actor-two-targets': [
    'It follows a similar move against {otherTarget}.',
    '{otherTarget} was targeted by the {actorShort} within a day.',
    'The {actorShort} took a similar step against {otherTarget}.',
    'The same group was also behind {otherIt}.',
  ],
  'two-countries-same-day': [
    'On the same day, {otherCountry} had its own {otherWhat}.',
    '{otherCountry} also had a {otherWhat} {day}.',
    'The news came hours apart from {otherIt}.',
    'Attention was split with {otherCountry}, where a {otherWhat} was also under way.',
  ],
};

export const SUMMITS = [
  'Regional Health Ministers\u2019 Conference',
  'Conference on Antimicrobial Resistance',
  'Vaccine Supply Summit',
  'Maternal Health Forum',
  'Pandemic Preparedness Review',
  'Tropical Disease Donors Meeting',
];

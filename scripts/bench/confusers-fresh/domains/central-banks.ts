// Central banks: two rate decisions by different (made-up) central banks on the same day or a day
// apart, sometimes the same move by the same margin, sometimes opposite moves.
import { type Domain, type Names, type Rand, type Story, int, pick } from '../kit.ts';

const CURRENCIES = ['crown', 'mark', 'lira', 'dinar', 'peso', 'franc', 'rand', 'real'];
const MOVES = {
  hike: { move: 'raised', moveNoun: 'rate rise', verb: 'raises', dir: 'hike', up: 1 },
  cut: { move: 'cut', moveNoun: 'rate cut', verb: 'cuts', dir: 'cut', up: -1 },
};

function story(r: Rand, names: Names, dir: 'hike' | 'cut', bps: number): Story {
  const country = names.country();
  const m = MOVES[dir];
  const before = int(r, 4, 32) / 4;
  const after = before + (m.up * bps) / 100;
  const infl = Number((1.5 + r() * 8).toFixed(1));
  const yes = int(r, 4, 7);
  return {
    slots: {
      bank: pick(r, [
        `Bank of ${country.name}`,
        `${country.adj} National Bank`,
        `Central Bank of ${country.name}`,
        `${country.adj} Reserve Bank`,
      ]),
      country: country.name,
      adj: country.adj,
      currency: `${country.adj} ${pick(r, CURRENCIES)}`,
      governor: names.person(),
      capital: names.place(),
      economist: names.person(),
      minister: names.person(),
      move: m.move,
      moveNoun: m.moveNoun,
      verb: m.verb,
      dir: m.dir,
      rate: after.toFixed(2),
      before: before.toFixed(2),
      stance: dir === 'hike' ? 'further tightening may be needed' : 'there is room for more easing',
    },
    series: {
      bps: [bps],
      infl: [infl],
      yes: [yes],
      no: [int(r, 1, 3)],
      fx: [Number((0.2 + r() * 1.4).toFixed(1))],
    },
  };
}

export const centralBanks: Domain = {
  key: 'central-banks',
  outlets: {
    wire: ['Continental Press Wire', 'Northgate News Agency', 'Global Wire Service'],
    local: ['{country} Financial Times', 'The {country} Observer', '{country} Business Daily'],
    trade: ['Central Banking Brief', 'Rates & FX Weekly', 'Monetary Policy Monitor'],
    blog: ['Macro Musings (blog)', 'The Basis Point newsletter'],
  },
  dateline: '{capital}',
  pair(r, names, i) {
    const same = i % 2 === 0;
    const dirA = r() < 0.5 ? 'hike' : 'cut';
    const dirB = same ? dirA : dirA === 'hike' ? 'cut' : 'hike';
    const bps = pick(r, [25, 25, 50, 75]);
    return {
      kind: 'same-type-different-actor',
      a: story(r, names, dirA, bps),
      b: story(r, names, dirB, same ? bps : pick(r, [25, 50])),
    };
  },
  headlines: [
    '{bank} {verb} rates by {bps} basis points',
    '{adj} central bank {verb} key rate to {rate}%',
    '{bank} delivers {bps} bp {dir}, signals {stance}',
    '{country} {verb} rates as inflation hits {infl}%',
    '{currency} moves {fx}% after {bank} decision',
    'Governor {governor} {verb} {adj} rates to {rate}%',
    '{bank} surprises with {bps}-point {dir}',
  ],
  vagueHeadlines: [
    'Central bank {verb} rates by {bps} basis points',
    'Policymakers vote {yes}-{no} for {moveNoun}',
    'Rate {dir} of {bps} bp; inflation at {infl}%',
    'Currency moves after surprise {moveNoun}',
    'Another central bank {verb} rates',
  ],
  leads: [
    'The {bank} {move} its benchmark interest rate by {bps} basis points to {rate}%, citing inflation of {infl}%.',
    "{country}'s central bank {move} its key rate to {rate}% from {before}%, governor {governor} announced.",
    'Policymakers at the {bank} voted {yes} to {no} to deliver a {bps} basis-point {dir}, taking the policy rate to {rate}%.',
    'The {bank} {move} borrowing costs, with its main rate now at {rate}%.',
    'In a decision closely watched by markets, the {adj} central bank {move} rates by {bps} basis points.',
  ],
  facts: [
    'Annual inflation in {country} stood at {infl}% in the latest reading.',
    'The monetary policy committee voted {yes} to {no}.',
    'The {currency} moved {fx}% against the dollar after the announcement.',
    'The rate had stood at {before}% since the previous meeting.',
    'The bank said {stance}.',
    'Government bond yields in {country} moved sharply after the announcement.',
    'Finance minister {minister} welcomed the decision.',
    'Mortgage lenders in {country} are expected to pass on the change within weeks.',
  ],
  quotes: [
    '"Price stability remains our mandate and we will act as needed," governor {governor} told a press conference.',
    '"This was a close call," said {economist}, chief economist at a local bank.',
    '"Households will feel this in their loan repayments," finance minister {minister} said.',
    '"The guidance is the real news here," {economist} wrote in a note to clients.',
  ],
  context: [
    'Several central banks are meeting this week, and markets are pricing divergent paths.',
    'Global inflation has eased from its peak but remains above most targets.',
    'The dollar has been strong against emerging-market currencies this month.',
    'Investors are weighing how far rate cycles have left to run.',
  ],
  developments: [
    'The bank later published minutes showing the vote was {yes} to {no}.',
    'The {currency} extended its move to {fx}% by the close.',
    'The bank corrected its statement to say the new rate takes effect on the first of next month.',
    'Governor {governor} said at a press conference that the decision was data-dependent.',
  ],
  blogOpeners: [
    'Rates day in {country}: the {bank} has {move} again.',
    'My take on the {bank} decision, in three points.',
    'So the {bank} went {bps} bp. Was it priced?',
  ],
  localAngles: [
    'Borrowers across {country} will see their rates change by {bps} basis points from next month.',
    'Savers and homeowners in {country} face a change in their rates.',
    'Shopkeepers in {country} reacted with caution to the rate news.',
  ],
};

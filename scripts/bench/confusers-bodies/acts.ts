// What happens in the bodies confuser set (SAMPLE DATA, fictional): the decisions each kind of body takes
// and the incidents a company suffers at one of its sites, each as pools of wording. Every pool holds at
// least two entries: generate.ts gives each entry to one half only (see `halfPool`).
// Slots: {n} {nPrev} a count at this stage and the one before; {place} the town; {site} the company's
// kind of site; {site2} another town; {currency}; and each act's own (`slots`).
import { int, pick, type Rand } from '../confusers-fresh/kit.ts';
import type { BodyKind, Country, Words } from './world.ts';

export interface Act {
  id: string;
  /** Headline predicates: the actor (or its role) goes before them. */
  hl: string[];
  /** Lead predicates in the past tense. */
  did: string[];
  /** What later sentences call it. */
  noun: string[];
  facts: string[];
  /** The actor's own words. */
  quotes: string[];
  /** Someone else's words about it. */
  react: string[];
  /** A later development; {n} and {nPrev} when the act is counted. */
  dev: string[];
  /** The same happening reaching a second site ({site2}). */
  site2?: string[];
  count?: [number, number, number, number];
  slots?: (r: Rand, w: Words, c: Country) => Record<string, string>;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October'];
const ORD = ['second', 'third', 'fourth', 'fifth', 'sixth'];

/** A policy rate and its move: "0.25 points", "to 4.5%", "25 basis points". */
function rate(dir: -1 | 0 | 1) {
  return (r: Rand) => {
    const quarters = pick(r, [1, 1, 2, 3]);
    const prev = int(r, 10, 30) * 0.25;
    const level = prev + dir * quarters * 0.25;
    const pct = (x: number) => `${x.toFixed(2).replace(/0$/, '').replace(/\.0$/, '')}%`;
    return {
      level: pct(level),
      prev: pct(prev),
      step: `${(quarters * 0.25).toFixed(2)} percentage points`.replace('0.25', 'a quarter of a'),
      stepShort: `${quarters * 25} basis points`,
      points: `${(quarters * 0.25).toFixed(2)} points`,
      ordinal: pick(r, ORD),
    };
  };
}

const money = (r: Rand, c: Country) => `${int(r, 2, 90) * 10} million ${c.currency}s`;

export const DECISIONS: Record<BodyKind, Act[]> = {
  'central-bank': [
    {
      id: 'rate-hold',
      hl: [
        'holds key rate at {level}',
        'keeps rates on hold',
        'leaves borrowing costs unchanged',
        'stands pat on rates',
      ],
      did: [
        'kept its benchmark rate at {level}',
        'left its main policy rate unchanged at {level}',
        'held borrowing costs steady for a {ordinal} straight meeting',
        'voted to keep the policy rate where it was, at {level}',
      ],
      noun: ['the rate hold', 'the decision to leave rates alone'],
      facts: [
        'Inflation stood at {infl}% in the latest reading.',
        'Most economists polled had expected no change.',
        'Two members of the rate-setting board voted for a cut.',
        'The bank said price pressures were easing only slowly.',
      ],
      quotes: ['It is too early to declare victory over inflation.', 'We will stay patient and watch the data.'],
      react: ['A pause was the least it could do.', 'Borrowers will be disappointed again.'],
      dev: [
        'The {currency} firmed slightly in early trading the next day.',
        'Bond yields were little changed after the announcement.',
      ],
      slots: (r) => ({ ...rate(0)(r), infl: String(int(r, 3, 9)) }),
    },
    {
      id: 'rate-cut',
      hl: ['cuts rates by {points}', 'lowers key rate to {level}', 'trims borrowing costs', 'eases policy with cut'],
      did: [
        'cut its key rate by {step} to {level}',
        'lowered the benchmark rate to {level} from {prev}',
        'reduced borrowing costs by {stepShort}',
        'eased policy, taking its main rate down to {level}',
      ],
      noun: ['the rate cut', 'the reduction in borrowing costs'],
      facts: [
        'It was the first cut since the bank began raising rates.',
        'The {currency} weakened after the decision.',
        'The board was split, with one member voting to hold.',
        'Growth slowed to {infl}% last quarter.',
      ],
      quotes: ['Inflation is back within reach of our target.', 'Conditions now allow some relief for households.'],
      react: ['Mortgage holders will welcome this.', 'The cut came later than it should have.'],
      dev: [
        'Commercial lenders began passing on the cut the following morning.',
        'Two of the largest banks lowered their mortgage rates the next day.',
      ],
      slots: (r) => ({ ...rate(-1)(r), infl: String(int(r, 1, 4)) }),
    },
    {
      id: 'rate-hike',
      hl: ['raises rates to {level}', 'lifts key rate by {points}', 'hikes borrowing costs', 'tightens policy again'],
      did: [
        'raised its policy rate by {step} to {level}',
        'lifted the benchmark rate to {level} from {prev}',
        'increased borrowing costs by {stepShort}',
        'tightened policy, pushing its main rate up to {level}',
      ],
      noun: ['the rate rise', 'the hike'],
      facts: [
        'Inflation has run above target for {infl} months.',
        'The {currency} rose against the dollar after the move.',
        'Analysts had been divided on the size of the increase.',
        'It was the bank\u2019s {ordinal} increase this year.',
      ],
      quotes: ['We will do what it takes to bring prices under control.', 'Further tightening cannot be ruled out.'],
      react: ['Small firms are already struggling with credit costs.', 'This was the right call, if painful.'],
      dev: ['Lenders raised their savings rates the next day.', 'The {currency} extended its gains the following day.'],
      slots: (r) => ({ ...rate(1)(r), infl: String(int(r, 5, 18)) }),
    },
    {
      id: 'bond-buying',
      hl: ['extends bond-buying programme', 'prolongs asset purchases to {month}'],
      did: [
        'extended its purchases of government bonds by {months} months, to {month}',
        'said it would keep buying {currency}-denominated government debt until {month}',
      ],
      noun: ['the extension of bond buying', 'the longer asset-purchase programme'],
      facts: [
        'The programme buys about {size} a month.',
        'Long-dated yields fell after the announcement.',
        'The bank first launched the purchases during a market rout.',
      ],
      quotes: ['Markets still need a steady hand.', 'Orderly conditions in the bond market matter to everyone.'],
      react: ['This is monetary financing by another name.', 'Pension funds will be relieved.'],
      dev: ['Yields on ten-year debt fell further the next day.', 'The finance ministry welcomed the extension.'],
      slots: (r, _w, c) => ({ months: String(int(r, 3, 9)), month: pick(r, MONTHS), size: money(r, c) }),
    },
    {
      id: 'reserve-ratio',
      hl: ['raises banks\u2019 reserve requirement', 'orders lenders to hold more reserves'],
      did: [
        'raised the share of deposits banks must hold in reserve to {rr}%',
        'ordered commercial lenders to set aside {rr}% of their deposits, up from {rrPrev}%',
      ],
      noun: ['the higher reserve requirement', 'the new reserve rule'],
      facts: ['The rule takes effect next month.', 'It drains liquidity from the banking system.'],
      quotes: ['Credit has grown faster than is safe.', 'Banks have ample buffers to comply.'],
      react: ['Lending to small firms will suffer.', 'A sensible step against a credit bubble.'],
      dev: ['Interbank rates rose the following day.', 'Bank shares fell in the next session.'],
      slots: (r) => {
        const p = int(r, 5, 12);
        return { rr: String(p + int(r, 1, 3)), rrPrev: String(p) };
      },
    },
    {
      id: 'fx-intervention',
      hl: ['intervenes to prop up the {currency}', 'sells dollars to defend the {currency}'],
      did: [
        'sold {size} of its foreign reserves to support the {currency}',
        'stepped into the currency market to halt the slide of the {currency}',
      ],
      noun: ['the currency intervention', 'the defence of the {currency}'],
      facts: ['The {currency} had fallen to a record low.', 'Reserves cover about {months} months of imports.'],
      quotes: ['Speculation against the currency will not pay.', 'We will not allow disorderly moves.'],
      react: ['The reserves cannot last for ever.', 'Importers needed this breathing space.'],
      dev: ['The {currency} recovered part of its losses the next day.', 'Traders tested the bank again the next day.'],
      slots: (r, _w, c) => ({ size: money(r, c), months: String(int(r, 3, 9)) }),
    },
  ],
  'bank-regulator': [
    {
      id: 'fine-bank',
      hl: ['fines {target} over money-laundering failings', 'slaps {money} penalty on {target}'],
      did: [
        'fined {target} {money} for failing to check the sources of customers\u2019 money',
        'imposed a penalty of {money} on {target} over weak anti-laundering controls',
      ],
      noun: ['the fine', 'the penalty on {target}'],
      facts: ['{target} said it would not appeal.', 'The failings dated back several years.'],
      quotes: ['No bank is too big to follow the rules.', 'Controls must match the risks a bank takes.'],
      react: ['The fine is small beside the profits.', 'A warning to the whole sector.'],
      dev: ['{target} shares slipped the next day.', '{target} announced a review of its controls the next day.'],
      slots: (r, w, c) => ({ target: `${w.word(2)} Bank`, money: money(r, c) }),
    },
    {
      id: 'cap-dividends',
      hl: ['caps bank dividends', 'orders lenders to limit payouts to shareholders'],
      did: [
        'capped the dividends banks may pay at {pct}% of profit',
        'told lenders to hold back payouts to shareholders for the rest of the year',
      ],
      noun: ['the dividend cap', 'the curb on payouts'],
      facts: ['The cap applies until year end.', 'Banks had planned record payouts.'],
      quotes: ['Capital must stay in the system for now.', 'Shareholders can wait; depositors cannot.'],
      react: ['Investors will look elsewhere.', 'Prudent, given the risks ahead.'],
      dev: ['Bank shares fell the following morning.', 'Two banks postponed their results calls the next day.'],
      slots: (r) => ({ pct: String(int(r, 2, 6) * 5) }),
    },
    {
      id: 'approve-merger',
      hl: ['approves {target} takeover of {target2}', 'clears merger of {target} and {target2}'],
      did: [
        'approved the takeover of {target2} by {target}',
        'cleared {target}\u2019s purchase of the smaller {target2}, with conditions',
      ],
      noun: ['the approval of the merger', 'the green light for the deal'],
      facts: ['The combined bank will hold about a fifth of deposits.', 'Branches are to be sold in two regions.'],
      quotes: ['The deal makes both lenders safer.', 'We attached strict conditions on competition.'],
      react: ['Customers will pay for less competition.', 'The deal ends months of uncertainty.'],
      dev: ['{target2} shares jumped the next day.', 'Unions asked for job guarantees the next day.'],
      slots: (_r, w) => ({ target: `${w.word(2)} Bank`, target2: `${w.word(2)} Savings` }),
    },
  ],
  'energy-regulator': [
    {
      id: 'price-cap',
      hl: ['caps household power prices', 'sets ceiling on electricity tariffs'],
      did: [
        'capped household electricity prices at {cap} {currency}s per megawatt hour',
        'set a ceiling on retail power tariffs of {cap} {currency}s per megawatt hour for the winter',
      ],
      noun: ['the price cap', 'the tariff ceiling'],
      facts: ['Bills had nearly doubled in a year.', 'Suppliers will be compensated for part of the cost.'],
      quotes: ['Families cannot carry this alone.', 'The cap is temporary and targeted.'],
      react: ['Suppliers warn of losses.', 'Too little, too late for many homes.'],
      dev: ['Suppliers said the next day they would cut tariffs from next month.', 'Utility shares slid the next day.'],
      slots: (r) => ({ cap: String(int(r, 12, 40) * 10) }),
    },
    {
      id: 'approve-field',
      hl: ['approves {target} offshore gas field', 'grants licence for {target} wind farm'],
      did: [
        'approved plans by {target} to develop an offshore gas field',
        'granted {target} a licence to build a wind farm off the coast',
      ],
      noun: ['the licence', 'the approval of the project'],
      facts: ['Construction could begin next year.', 'Environmental groups had opposed the plan.'],
      quotes: ['The project will add supply at home.', 'All conditions on safety were met.'],
      react: ['Campaigners vowed to challenge the decision in court.', 'A boost for jobs on the coast.'],
      dev: ['Campaigners filed a legal challenge the next day.', '{target} shares rose the next day.'],
      slots: (_r, w) => ({ target: `${w.word(2)} Energy` }),
    },
    {
      id: 'lift-export-ban',
      hl: ['lifts ban on fuel exports', 'scraps curbs on diesel exports'],
      did: ['lifted a ban on exports of diesel and petrol', 'scrapped the curbs on fuel exports it imposed last year'],
      noun: ['the end of the export ban', 'the lifting of the fuel-export curbs'],
      facts: ['Domestic stocks have recovered.', 'The ban was imposed after shortages at the pumps.'],
      quotes: ['Supply at home is secure again.', 'Refiners can return to normal trade.'],
      react: ['Drivers fear prices will rise again.', 'Exporters have waited months for this.'],
      dev: ['The first cargoes were booked the next day.', 'Pump prices edged up the following day.'],
    },
  ],
  'health-agency': [
    {
      id: 'approve-vaccine',
      hl: ['approves {drug} vaccine for children', 'clears {drug} shot for use'],
      did: [
        'approved the {drug} vaccine for children aged five and over',
        'authorised the use of the {drug} shot after a review of trial data',
      ],
      noun: ['the approval', 'the authorisation of the shot'],
      facts: ['Trials involved about {n} volunteers.', 'The first doses will go to clinics next month.'],
      quotes: ['The benefits clearly outweigh the risks.', 'The review was thorough and independent.'],
      react: ['Parents have waited a long time for this.', 'Supplies will be the next problem.'],
      dev: ['Clinics began taking bookings the next day.', 'The health ministry ordered doses the next day.'],
      count: [3000, 9000, 0, 0],
      slots: (_r, w) => ({ drug: w.word(3) }),
    },
    {
      id: 'recall-drug',
      hl: ['orders recall of {drug} batches', 'pulls {drug} tablets from pharmacies'],
      did: [
        'ordered the recall of {n} batches of the heart drug {drug}',
        'told pharmacies to remove {n} batches of {drug} tablets from their shelves',
      ],
      noun: ['the recall', 'the withdrawal of the batches'],
      facts: ['Patients should not stop taking the drug without advice.', 'Tests found an impurity above limits.'],
      quotes: ['This is a precaution.', 'Patients should talk to their pharmacist.'],
      react: ['Pharmacies are already short of stock.', 'Patients deserve clearer answers.'],
      dev: [
        'The agency widened the recall to {n} batches the next day.',
        'The recall grew to {n} batches from {nPrev}.',
      ],
      count: [3, 12, 2, 8],
      slots: (_r, w) => ({ drug: w.word(3) }),
    },
    {
      id: 'end-curbs',
      hl: ['lifts outbreak restrictions in {place}', 'ends quarantine rules for {place}'],
      did: [
        'lifted the quarantine imposed on {place} during a measles outbreak',
        'ended the restrictions on gatherings in {place} after no new cases for three weeks',
      ],
      noun: ['the end of the restrictions', 'the lifting of the quarantine'],
      facts: ['Schools in the area will reopen.', 'Vaccination rates in the district have risen.'],
      quotes: ['The outbreak is over, but vigilance is not.', 'Residents did everything we asked.'],
      react: ['Shops in the town can breathe again.', 'It came weeks too late for some businesses.'],
      dev: ['Schools in {place} reopened the next day.', 'Markets in {place} filled up again the next day.'],
    },
  ],
  'election-commission': [
    {
      id: 'set-date',
      hl: ['sets {month} {dd} for snap election', 'calls early vote for {month}'],
      did: [
        'set {month} {dd} as the date of the early general election',
        'called a snap parliamentary vote for {month} {dd}',
      ],
      noun: ['the election date', 'the call for an early vote'],
      facts: ['Parties have three weeks to register candidates.', 'The vote comes a year early.'],
      quotes: ['Voters deserve a clear timetable.', 'Preparations are already under way.'],
      react: ['The opposition says the timetable is too short.', 'Finally voters will have their say.'],
      dev: [
        'The first parties filed candidate lists the next day.',
        'The ruling party launched its campaign the next day.',
      ],
      slots: (r) => ({ month: pick(r, MONTHS), dd: String(int(r, 2, 28)) }),
    },
    {
      id: 'disqualify',
      hl: ['bars opposition candidate {cand} from ballot', 'disqualifies {cand}'],
      did: [
        'barred the opposition candidate {cand} from the presidential ballot',
        'disqualified {cand}, citing irregularities in the signatures he filed',
      ],
      noun: ['the disqualification', 'the ban on {cand}'],
      facts: ['{cand} had been leading in some polls.', 'He has three days to appeal.'],
      quotes: ['The law applies to every candidate equally.', 'Too many signatures were invalid.'],
      react: ['This is a political decision dressed as a legal one.', 'The rules were clear.'],
      dev: ['{cand} filed an appeal the next day.', 'Supporters of {cand} protested the next day.'],
      slots: (_r, w) => ({ cand: w.person() }),
    },
    {
      id: 'recount',
      hl: ['orders recount in {place}', 'calls fresh count of ballots in {place} district'],
      did: [
        'ordered a recount of the ballots cast in the {place} district',
        'told officials in {place} to count the votes again after complaints of fraud',
      ],
      noun: ['the recount', 'the fresh count in {place}'],
      facts: ['The margin there was under {n} votes.', 'Observers reported irregularities at several stations.'],
      quotes: ['Every vote must be counted correctly.', 'We take every complaint seriously.'],
      react: ['A recount will only confirm our win.', 'The integrity of the vote is at stake.'],
      dev: ['The recount began the next morning.', 'The margin narrowed to {n} votes in the recount.'],
      count: [200, 900, -150, -20],
    },
  ],
  court: [
    {
      id: 'annul-result',
      hl: ['annuls vote result in {place}', 'throws out election outcome in {place}'],
      did: [
        'annulled the result of the parliamentary vote in {place}',
        'threw out the outcome of the election in the {place} constituency and ordered a rerun',
      ],
      noun: ['the ruling', 'the annulment'],
      facts: ['A rerun must be held within sixty days.', 'The case was brought by a losing candidate.'],
      quotes: ['The irregularities affected the outcome.', 'The court\u2019s ruling is final.'],
      react: ['A victory for the rule of law.', 'Judges have overturned the will of voters.'],
      dev: ['The commission scheduled the rerun the next day.', 'The ousted member resigned the next day.'],
    },
    {
      id: 'uphold-ban',
      hl: ['upholds ban on {party}', 'backs ban on {party} party'],
      did: ['upheld the ban on the {party} party', 'rejected an appeal by the {party} party against its ban'],
      noun: ['the ruling on the party', 'the decision to uphold the ban'],
      facts: ['The party was banned last year.', 'It had planned to field candidates.'],
      quotes: ['The party\u2019s aims violate the constitution.', 'The appeal had no merit.'],
      react: ['Democracy has lost today.', 'The court protected the constitution.'],
      dev: [
        'Party members formed a new movement the next day.',
        'Police closed the party\u2019s offices the next day.',
      ],
      slots: (_r, w) => ({ party: `${w.word(2)} Alliance` }),
    },
  ],
  'maritime-authority': [
    {
      id: 'close-channel',
      hl: ['closes {channel} to tankers', 'shuts {channel} shipping lane'],
      did: ['closed the {channel} to laden tankers', 'shut the {channel} shipping lane to large vessels'],
      noun: ['the closure', 'the shutdown of the lane'],
      facts: ['About {n} ships use the lane each day.', 'Ships face detours of a day or more.'],
      quotes: ['Safety comes before schedules.', 'The lane will reopen once surveys are done.'],
      react: ['Freight rates will jump.', 'Fishermen welcome the quieter water.'],
      dev: [
        'The queue of waiting ships grew to {n} the next day.',
        'By the next day {n} ships were waiting, up from {nPrev}.',
      ],
      count: [20, 60, 10, 40],
      slots: (_r, w) => ({ channel: `${w.word(2)} Channel` }),
    },
    {
      id: 'detain-ship',
      hl: ['detains tanker {ship} over safety faults', 'holds {ship} in port after inspection'],
      did: [
        'detained the tanker {ship} after inspectors found {n} safety faults',
        'ordered the {ship} held in port until its owners fix defects',
      ],
      noun: ['the detention', 'the order to hold the ship'],
      facts: ['The ship is flagged abroad.', 'Its crew were allowed ashore.'],
      quotes: ['Unsafe ships have no place in our waters.', 'The owner has been notified.'],
      react: ['The owner says the faults are minor.', 'About time the rules were enforced.'],
      dev: ['Inspectors raised the number of faults to {n}.', 'The owner appealed the detention the next day.'],
      count: [4, 15, 2, 6],
      slots: (_r, w) => ({ ship: w.word(3) }),
    },
    {
      id: 'cap-fees',
      hl: ['caps pilotage fees at ports', 'orders cut in harbour charges'],
      did: ['capped the fees ports may charge for pilots', 'ordered ports to cut harbour charges by {pct}%'],
      noun: ['the fee cap', 'the cut in port charges'],
      facts: ['Charges had risen sharply in two years.', 'Port operators had resisted the change.'],
      quotes: ['Shippers were being overcharged.', 'Ports remain profitable under the cap.'],
      react: ['Ports warn of less investment.', 'Exporters will gain.'],
      dev: [
        'Port operators said the next day they would challenge the cap.',
        'Shipping lines welcomed the cap the next day.',
      ],
      slots: (r) => ({ pct: String(int(r, 5, 25)) }),
    },
  ],
  'industry-ministry': [
    {
      id: 'export-curb',
      hl: ['blocks export of chipmaking tools', 'curbs sales of chip equipment abroad'],
      did: [
        'blocked exports of advanced chipmaking tools without a licence',
        'imposed licensing on sales of lithography machines abroad',
      ],
      noun: ['the export curbs', 'the licensing rule'],
      facts: ['Toolmakers must apply case by case.', 'Exports of the tools were worth {money} last year.'],
      quotes: ['Our technology must not fuel other countries\u2019 arms.', 'The rules are narrow and targeted.'],
      react: ['Toolmakers will lose customers.', 'The curbs were overdue.'],
      dev: ['Toolmaker shares fell the next day.', 'Trading partners protested the next day.'],
      slots: (r, _w, c) => ({ money: money(r, c) }),
    },
    {
      id: 'fab-subsidy',
      hl: ['approves {money} subsidy for {target} fab', 'backs {target} chip plant with state aid'],
      did: [
        'approved {money} in state aid for a new {target} chip plant',
        'agreed to fund part of a new fab planned by {target}, worth {money}',
      ],
      noun: ['the subsidy', 'the state aid'],
      facts: ['The plant is to open in three years.', 'It will employ about {n} people.'],
      quotes: ['Chips are the new steel.', 'The aid comes with strict conditions.'],
      react: ['Taxpayers are paying for a private profit.', 'A big win for the region.'],
      dev: ['{target} confirmed the site the next day.', '{target} shares rose in the next session.'],
      count: [800, 3000, 0, 0],
      slots: (r, w, c) => ({ money: money(r, c), target: `${w.word(2)} Semiconductor` }),
    },
    {
      id: 'block-takeover',
      hl: ['blocks takeover of {target}', 'vetoes foreign bid for {target}'],
      did: [
        'blocked the sale of the chip designer {target} to a foreign buyer',
        'vetoed a foreign bid for {target} on security grounds',
      ],
      noun: ['the veto', 'the blocked deal'],
      facts: ['The bid valued {target} at {money}.', 'The buyer can appeal within a month.'],
      quotes: ['Some assets are not for sale.', 'National security comes first.'],
      react: ['Investors will think twice.', 'A sound decision for security.'],
      dev: ['{target} shares fell the next day.', 'The bidder said the next day it would appeal.'],
      slots: (r, w, c) => ({ money: money(r, c), target: `${w.word(2)} Design` }),
    },
  ],
  'data-regulator': [
    {
      id: 'fine-telecom',
      hl: ['fines {target} over data leak', 'penalises {target} for breach of customer data'],
      did: [
        'fined {target} {money} after a leak of customer records',
        'imposed a {money} penalty on {target} for failing to protect subscribers\u2019 data',
      ],
      noun: ['the fine', 'the penalty'],
      facts: ['The leak exposed about {n},000 records.', '{target} can appeal within a month.'],
      quotes: ['Data is not a commodity to be careless with.', 'The company ignored clear warnings.'],
      react: ['Customers deserve compensation too.', 'The fine is a warning to the whole industry.'],
      dev: ['{target} said the next day it would appeal.', '{target} shares slipped the next day.'],
      count: [50, 900, 0, 0],
      slots: (r, w, c) => ({ money: money(r, c), target: `${w.word(2)} Telecom` }),
    },
    {
      id: 'ban-app',
      hl: ['orders ban on {app} messaging app', 'blocks {app} app nationwide'],
      did: [
        'ordered internet providers to block the {app} messaging app',
        'banned the {app} app over its handling of users\u2019 data',
      ],
      noun: ['the ban', 'the block on the app'],
      facts: ['The app has about {n},000 users in the country.', 'Providers have two days to comply.'],
      quotes: ['The app refused to answer our questions.', 'The ban stands until it complies.'],
      react: ['Users will switch to tools that are harder to watch.', 'A blow to free expression.'],
      dev: ['Downloads of rival apps surged the next day.', 'The app went dark for most users the next day.'],
      count: [100, 900, 0, 0],
      slots: (_r, w) => ({ app: w.word(2) }),
    },
  ],
  'defence-ministry': [
    {
      id: 'extend-mobilisation',
      hl: ['extends mobilisation by {days} days', 'keeps reservists under arms longer'],
      did: [
        'extended the mobilisation of reservists by {days} days',
        'kept called-up reservists in service for another {days} days',
      ],
      noun: ['the extension', 'the longer call-up'],
      facts: ['Families of reservists had pressed for their return.', 'Border tensions have risen for weeks.'],
      quotes: ['The threat has not receded.', 'We ask families for patience.'],
      react: ['Employers are losing staff for months.', 'A necessary step while talks stall.'],
      dev: [
        'Reservists\u2019 families protested outside the ministry the next day.',
        'Parliament approved the extension the next day.',
      ],
      slots: (r) => ({ days: String(int(r, 3, 9) * 10) }),
    },
    {
      id: 'curfew',
      hl: ['orders night curfew in {place}', 'imposes curfew on {place} after attacks'],
      did: [
        'ordered a night curfew in {place} after a series of attacks',
        'imposed a curfew from dusk to dawn on {place}',
      ],
      noun: ['the curfew', 'the night-time restrictions'],
      facts: ['Checkpoints were set up on the main roads.', 'Shops must close by early evening.'],
      quotes: ['The curfew protects civilians.', 'It will last as long as needed.'],
      react: ['Traders say they will lose their evening trade.', 'Residents feel safer.'],
      dev: ['Police detained {n} people for breaking the curfew.', 'Arrests for breaking the curfew rose to {n}.'],
      count: [5, 40, 5, 30],
    },
    {
      id: 'call-up',
      hl: ['calls up {n},000 reservists', 'orders call-up of reserve troops'],
      did: ['called up {n},000 reservists for training', 'ordered {n},000 reserve troops to report to their units'],
      noun: ['the call-up', 'the order to reservists'],
      facts: ['Those called up must report within a week.', 'It is the largest call-up in years.'],
      quotes: ['Readiness is the best deterrent.', 'This is a precaution, not a step to war.'],
      react: ['Young men are leaving the country to avoid it.', 'The neighbours will read this as a signal.'],
      dev: [
        'Queues formed at recruitment offices the next day.',
        'The ministry said the next day {n},000 had reported.',
      ],
      count: [5, 40, 0, 0],
    },
  ],
  'emergency-agency': [
    {
      id: 'declare-emergency',
      hl: ['declares emergency in {place} after floods', 'puts {place} under state of emergency'],
      did: [
        'declared a state of emergency in {place} after rivers burst their banks',
        'put {place} and its surroundings under emergency rule as floodwater rose',
      ],
      noun: ['the emergency', 'the emergency declaration'],
      facts: ['About {n} homes were flooded.', 'The army was sent to help with evacuations.'],
      quotes: ['The water is still rising.', 'People must follow instructions.'],
      react: ['Farmers have lost their harvest.', 'Help arrived quickly this time.'],
      dev: ['The number of flooded homes rose to {n}.', 'Officials counted {n} flooded homes, up from {nPrev}.'],
      count: [100, 800, 50, 400],
    },
    {
      id: 'extend-evacuation',
      hl: ['extends evacuation order near {place} wildfire', 'keeps {place} residents out of homes as fire burns'],
      did: [
        'extended the evacuation order for villages around {place} as a wildfire burned on',
        'told residents near {place} they could not return home for at least {days} more days',
      ],
      noun: ['the evacuation order', 'the extension of the evacuation'],
      facts: ['About {n} people are in shelters.', 'The fire has burned for a week.'],
      quotes: ['It is not safe to go back yet.', 'Winds are still driving the fire.'],
      react: ['People want to see what is left of their homes.', 'Better safe than sorry.'],
      dev: ['The number in shelters rose to {n}.', 'Shelters took in {n} people, up from {nPrev}.'],
      count: [300, 2000, 100, 800],
      slots: (r) => ({ days: String(int(r, 2, 6)) }),
    },
    {
      id: 'lift-warning',
      hl: ['lifts tsunami warning for coast', 'scraps tsunami alert after quake'],
      did: [
        'lifted the tsunami warning it had issued after an offshore earthquake',
        'scrapped its tsunami alert for the coast',
      ],
      noun: ['the end of the alert', 'the lifting of the warning'],
      facts: ['The quake struck far offshore.', 'No damage was reported on land.'],
      quotes: ['The danger has passed.', 'People may return to the shore.'],
      react: ['The alert worked as it should.', 'Residents were confused by mixed messages.'],
      dev: ['Schools on the coast reopened the next day.', 'Aftershocks were felt the next day.'],
    },
  ],
};

/** The incidents at a company's site ({site}) in a town ({place}). */
export const INCIDENTS: Record<string, Act> = {
  strike: {
    id: 'strike',
    hl: [
      'hit by strike at {place} {site}',
      'faces walkout at {place} {site}',
      'halts {place} {site} as staff down tools',
      'loses output to stoppage in {place}',
    ],
    did: [
      'was hit by a walkout of {n} workers at its {site} in {place}',
      'halted work at its {place} {site} after {n} staff went on strike over pay',
      'saw {n} employees at its {site} near {place} stop work in a dispute over shift pay',
      'lost production at the {place} {site} when {n} workers walked out',
    ],
    noun: ['the strike at {place}', 'the walkout in {place}'],
    facts: [
      'The union wants a pay rise of {pct}%.',
      'Management said talks would resume next week.',
      'The last strike there was four years ago.',
      'Pickets gathered at the main gate.',
    ],
    quotes: ['We tried talking for months.', 'Our offer remains on the table.'],
    react: ['The workers have our full support.', 'The stoppage hurts everyone in the town.'],
    dev: [
      'The number of strikers rose to {n} from {nPrev}, the union said.',
      'By evening {n} workers had joined the stoppage.',
    ],
    site2: [
      'Workers at the company\u2019s {site} in {site2} joined the strike in sympathy.',
      'The stoppage spread to a second site, in {site2}.',
    ],
    count: [120, 900, 50, 400],
    slots: (r) => ({ pct: String(int(r, 6, 20)) }),
  },
  fire: {
    id: 'fire',
    hl: [
      'shuts {place} {site} after fire',
      'evacuates {place} {site} as blaze breaks out',
      'suspends work at {place} {site} after blaze',
      'reports fire at {place} site',
    ],
    did: [
      'evacuated its {site} in {place} after a fire broke out in a storage building, injuring {n} people',
      'said a blaze at its {place} {site} had injured {n} staff and halted output',
      'shut the {site} at {place} when fire swept through a warehouse; {n} people were hurt',
      'stopped work at its site in {place} after flames spread through a workshop, and {n} workers were treated for smoke',
    ],
    noun: ['the fire at {place}', 'the blaze'],
    facts: [
      'Firefighters needed several hours to bring the flames under control.',
      'The cause was not yet known.',
      'Smoke could be seen across {place}.',
      'Output will be halted for days.',
    ],
    quotes: ['Our first thought is for the injured.', 'We are working with the fire service.'],
    react: ['We heard a loud bang and then saw the smoke.', 'It is a miracle no one died.'],
    dev: [
      'The number of injured rose to {n}, the fire service said.',
      'Hospitals said they had treated {n} people, up from {nPrev}.',
    ],
    count: [2, 12, 1, 5],
  },
  outage: {
    id: 'outage',
    hl: [
      'suspends output at {place} {site} after power failure',
      'reports outage at {place} {site}',
      'hit by systems failure at {place} {site}',
      'stops {place} {site} over equipment fault',
    ],
    did: [
      'halted operations at its {place} {site} after a power failure that lasted {n} hours',
      'said an equipment fault had stopped its {site} in {place} for {n} hours',
      'suffered a systems failure at the {place} {site}, knocking out services for {n} hours',
      'lost power at its {site} outside {place}, and work stood still for {n} hours',
    ],
    noun: ['the outage', 'the stoppage at {place}'],
    facts: [
      'Engineers traced the fault to a transformer.',
      'Customers were told to expect delays.',
      'It was the second such failure this year.',
      'Backup systems did not start.',
    ],
    quotes: ['We apologise to our customers.', 'Safety systems worked as designed.'],
    react: ['Customers were left in the dark.', 'This should never happen twice.'],
    dev: ['The outage had lasted {n} hours by nightfall.', 'Services were restored after {n} hours.'],
    site2: [
      'A second site, in {site2}, was briefly affected too.',
      'The failure also hit the company\u2019s site in {site2}.',
    ],
    count: [3, 10, 2, 8],
  },
  cyberattack: {
    id: 'cyberattack',
    hl: [
      'hit by cyberattack',
      'says hackers breached its systems',
      'probes ransomware attack at {place} {site}',
      'takes systems offline after breach',
    ],
    did: [
      'said hackers had broken into systems at its {place} {site}, exposing data of {n},000 customers',
      'took its networks offline after a ransomware attack on its {site} in {place}; {n},000 customers were affected',
      'disclosed a breach at its {place} {site} in which records of {n},000 clients were taken',
      'said criminals had encrypted servers at the {site} in {place}, and {n},000 accounts may be exposed',
    ],
    noun: ['the cyberattack', 'the breach'],
    facts: [
      'No ransom has been paid.',
      'Police are investigating.',
      'A criminal group claimed the attack online.',
      'Customers were told to change passwords.',
    ],
    quotes: ['We acted quickly to contain it.', 'We will notify everyone affected.'],
    react: ['Customers deserve to know what was taken.', 'Another firm caught unprepared.'],
    dev: [
      'The company raised its estimate of affected customers to {n},000 from {nPrev},000.',
      'By the next day {n},000 accounts were known to be affected.',
    ],
    site2: [
      'Systems at its {site2} site were also taken offline as a precaution.',
      'The attack also reached servers in {site2}.',
    ],
    count: [20, 400, 30, 300],
  },
  leak: {
    id: 'leak',
    hl: [
      'reports chemical leak at {place} {site}',
      'shuts unit after gas leak in {place}',
      'says toxic leak contained at {place} {site}',
      'halts {place} {site} over leak',
    ],
    did: [
      'said a tank at its {place} {site} had leaked {n} tonnes of a corrosive chemical',
      'shut a unit at its {site} near {place} after a gas leak sent {n} workers to hospital',
      'reported that {n} tonnes of solvent escaped from a pipe at the {place} {site}',
      'closed part of the {site} in {place} when a leak of ammonia forced {n} people to leave',
    ],
    noun: ['the leak', 'the spill at {place}'],
    facts: [
      'Residents were told to keep windows shut.',
      'The environment agency sent inspectors.',
      'The river nearby is being tested.',
      'The leak was stopped by evening.',
    ],
    quotes: ['There is no risk to the public.', 'We are cooperating fully with inspectors.'],
    react: ['We could smell it across town.', 'Someone must answer for this.'],
    dev: ['The estimate of the leak rose to {n} tonnes.', 'Officials now put the figure at {n}, up from {nPrev}.'],
    count: [3, 30, 2, 15],
  },
  explosion: {
    id: 'explosion',
    hl: [
      'says blast at {place} {site} injured workers',
      'reports explosion at {place} {site}',
      'halts {place} {site} after explosion',
      'confirms deaths in blast at {place} site',
    ],
    did: [
      'said an explosion at its {site} in {place} killed {n} workers',
      'confirmed that a blast at the {place} {site} left {n} people dead',
      'reported an explosion in a workshop at its {site} near {place}; {n} staff died',
      'halted operations at the {place} {site} after a blast in which {n} workers were killed',
    ],
    noun: ['the explosion', 'the blast at {place}'],
    facts: [
      'Windows were shattered in nearby streets.',
      'Prosecutors opened an investigation.',
      'The blast was heard several kilometres away.',
      'Rescuers searched the rubble for hours.',
    ],
    quotes: ['We grieve with the families.', 'We will find out what went wrong.'],
    react: ['The ground shook under our feet.', 'Safety warnings were ignored for years.'],
    dev: ['The death toll rose to {n}.', 'Officials raised the number of dead to {n} from {nPrev}.'],
    count: [2, 9, 1, 4],
  },
  grounding: {
    id: 'grounding',
    hl: [
      'says container ship ran aground off {place}',
      'reports grounding of vessel near {place}',
      'loses containers as ship runs aground at {place}',
      'confirms vessel stuck off {place}',
    ],
    did: [
      'said one of its container ships had run aground outside {place} and lost {n} containers overboard',
      'reported that a vessel had grounded near the {place} {site}, spilling {n} containers',
      'confirmed that its ship was stuck on a sandbank off {place}, with {n} boxes in the water',
      'said a freighter had hit the seabed near {place}, and {n} containers fell into the sea',
    ],
    noun: ['the grounding', 'the stranded ship'],
    facts: [
      'None of the crew was hurt.',
      'Tugs tried to refloat the ship at high tide.',
      'The harbour entrance was partly blocked.',
      'Salvage crews were called in.',
    ],
    quotes: ['The crew is safe.', 'We are working to refloat the vessel.'],
    react: ['Debris is washing up on our beach.', 'The channel is too shallow for ships this size.'],
    dev: [
      'The count of containers lost rose to {n}.',
      'The coast guard now says {n} containers were lost, not {nPrev}.',
    ],
    count: [10, 60, 5, 30],
  },
  recall: {
    id: 'recall',
    hl: [
      'recalls medicines made at {place} {site}',
      'pulls batches after contamination at {place} {site}',
      'halts {place} {site} over contamination',
      'withdraws drugs from {place} plant',
    ],
    did: [
      'recalled {n} batches of medicine made at its {place} {site} after tests found contamination',
      'pulled {n} batches from pharmacies and stopped its {site} in {place}',
      'said {n} batches produced at the {place} {site} were being withdrawn',
      'halted production in {place} and recalled {n} batches of a painkiller',
    ],
    noun: ['the recall', 'the contamination at {place}'],
    facts: [
      'No patients were reported harmed.',
      'Inspectors visited the plant.',
      'The batches went to hospitals and pharmacies.',
      'Production will resume after cleaning.',
    ],
    quotes: ['Patient safety is our priority.', 'We found the source quickly.'],
    react: ['Hospitals are already short of these drugs.', 'Patients need clear advice.'],
    dev: ['The recall widened to {n} batches.', 'The company now counts {n} batches, up from {nPrev}.'],
    count: [3, 20, 2, 10],
  },
  collapse: {
    id: 'collapse',
    hl: [
      'says miners trapped after collapse at {place} mine',
      'reports tunnel collapse at {place} mine',
      'halts {place} mine after cave-in',
      'confirms cave-in at {place} pit',
    ],
    did: [
      'said {n} miners were trapped after a tunnel collapsed at its {place} mine',
      'reported a cave-in at the {place} mine that trapped {n} workers underground',
      'halted work at its mine near {place} after a collapse left {n} men trapped',
      'confirmed that part of the {place} pit caved in, trapping {n} miners',
    ],
    noun: ['the collapse', 'the cave-in'],
    facts: [
      'Rescuers were drilling a shaft to reach them.',
      'Families gathered at the mine gate.',
      'The mine has had safety warnings before.',
      'Air was being pumped into the tunnel.',
    ],
    quotes: ['Everything possible is being done.', 'We are in contact with the trapped men.'],
    react: ['We just want our sons back.', 'This mine was a disaster waiting to happen.'],
    dev: [
      'The company raised the number of trapped miners to {n}.',
      'Rescuers now say {n} men are trapped, not {nPrev}.',
    ],
    count: [4, 20, 1, 6],
  },
};

// What an official or a body decided tells two of its decisions apart (issue 31, one body taking two
// decisions): the shared actor and country leave every who/where rule silent. Sentences of our own,
// fictional names, several desk styles (wire dateline, reaction first, live blog, brief, trade press).
import { describe, expect, it } from 'vitest';
import { AgentMatcher } from '../../services/dedup/agents.ts';
import { decideStream } from '../../services/dedup/chunk.ts';
import { DedupEngine, articleFeatures, toStored, type StoredFeatures } from '../../services/dedup/engine.ts';
import { decisionKinds, decisionsOf, otherDecision } from '../../services/dedup/decisions.ts';
import { reloaded, reportsFrom } from '../helpers/dedup-stream.ts';

const side = (title: string, opening: string) => decisionsOf(title, opening);

describe('the kind of decision a report tells (issue 31)', () => {
  it('reads kinds by the object news gives a decision, not by who took it', () => {
    expect(decisionKinds('Bank of Torvania lifts key rate by half a point')).toEqual(['rate']);
    expect(decisionKinds('Central bank sells dollars to shore up the crown')).toEqual(['currency']);
    expect(decisionKinds('Torvania restarts bond-buying programme')).toEqual(['bonds']);
    expect(decisionKinds('Watchdog fines Pellan Telecom 40 million crowns')).toEqual(['fine']);
    expect(decisionKinds('Regulator grants Pellan Telecom a 5G licence')).toEqual(['licence']);
    expect(decisionKinds('Ministry slaps 25% tariffs on imported steel')).toEqual(['tax']);
    expect(decisionKinds('Ministry puts a levy on imported steel')).toEqual(['tax']);
    expect(decisionKinds('Ministry bans steel scrap shipments')).toEqual(['ban']);
    expect(decisionKinds('Election board orders recount in Fennick')).toEqual(['recount']);
    expect(decisionKinds('Election board sets date for Fennick by-election')).toEqual(['vote-date']);
    expect(decisionKinds('Ministry orders schools closed as flu spreads')).toEqual([]);
    expect(decisionKinds('Ministry closes schools in Fennick')).toEqual(['closure']);
    expect(decisionKinds('Central bank opens emergency lending line for small banks')).toEqual(['liquidity']);
    expect(decisionKinds('Navy chief stepping down after 30 years')).toEqual(['appointment']);
    expect(decisionKinds('Torvania expels two Sandmere diplomats')).toEqual(['diplomatic']);
    expect(decisionKinds('Commission bars opposition candidate from running')).toEqual(['candidacy']);
    // No decision: a statistic, an armed intervention, talks about anything, a rate of a kind nobody sets.
    expect(decisionKinds('Inflation in Torvania rises to 6.1 percent')).toEqual([]);
    expect(decisionKinds('Lawmakers debate military intervention as trade talks stall')).toEqual([]);
    expect(decisionKinds('Unemployment rate falls to 4 percent')).toEqual([]);
  });

  it('keeps a headline kind only when the opening tells it too', () => {
    expect(
      side(
        'Farmers hit hard by tariffs cheer fuel plan',
        'The agriculture ministry will let refiners blend more biofuel, it said on Monday.',
      ).head,
    ).toEqual([]);
    expect(
      side('Watchdog fines Pellan Telecom', 'The telecoms regulator fined Pellan Telecom 40 million crowns on Monday.')
        .head,
    ).toEqual(['fine']);
  });

  it('tells a rate move from a currency intervention, not a rate move from the market’s reaction to it', () => {
    const rate = side(
      'Bank of Torvania raises key rate to 7 percent',
      'The Bank of Torvania raised its key interest rate by 50 basis points to 7 percent on Tuesday.',
    );
    const dollars = side(
      'Bank of Torvania sells dollars to support the crown',
      'The Bank of Torvania sold dollars on Tuesday to slow the crown’s fall, its governor said.',
    );
    expect(otherDecision(rate, dollars)).toBe(true);
    // A reaction naming the decision it follows, or naming none, is not split.
    const reaction = side(
      'Crown firms after rate rise',
      'The crown gained 1 percent after the Bank of Torvania raised its key rate to 7 percent.',
    );
    expect(otherDecision(reaction, rate)).toBe(false);
    expect(otherDecision(side('Crown firms', 'The crown gained 1 percent on Tuesday.'), dollars)).toBe(false);
    // Two answers to one happening (both tell the flood) are left to the other rules.
    expect(otherDecision(side('Governor declares state of emergency', 'The flood…'), dollars, true)).toBe(false);
  });

  it('founds two events for one central bank’s rate rise and its dollar sales on one day, and joins each one’s later reports', () => {
    const report = reportsFrom('2026-05-12T06:00:00Z');
    const stream = [
      report(
        'https://wire.example/torvania-rate',
        'Halden Wire',
        0,
        'Bank of Torvania raises key rate to 7 percent',
        'BRESKA, Torvania, May 12 (Halden Wire) - The Bank of Torvania raised its key interest rate by 50 basis points to 7 percent on Tuesday, governor Ilse Marrow said, citing stubborn inflation. Inflation in Torvania stood at 9.2 percent in April. “We will do what it takes,” Ilse Marrow told reporters in Breska.',
      ),
      report(
        'https://post.example/torvania-crown',
        'Breska Post',
        30,
        'Bank of Torvania sells dollars to support the crown',
        'The Bank of Torvania sold dollars on Tuesday to slow the fall of the crown, governor Ilse Marrow said in Breska. The crown had lost 4 percent against the dollar this month. “Disorderly moves will not be tolerated,” Ilse Marrow said. Inflation in Torvania stood at 9.2 percent in April.',
      ),
      report(
        'https://markets.example/live',
        'Markets Live',
        60,
        'Live: Torvanian bonds rally as Bank of Torvania hikes rates',
        '08:40 Bond yields in Breska fell after the Bank of Torvania lifted its key rate to 7 percent, a rise of 50 basis points. Governor Ilse Marrow said inflation in Torvania, at 9.2 percent, was still too high. 08:55 Lenders said they would pass on the higher rate.',
      ),
      report(
        'https://brief.example/crown',
        'Morning Brief',
        90,
        'Crown steadies after central bank intervention',
        'A short one today. The crown recovered 2 percent on Tuesday after the Bank of Torvania sold dollars in Breska, governor Ilse Marrow said. Dealers said the bank sold at least 300 million dollars.',
      ),
      report(
        'https://trade.example/lenders',
        'Banking Trade Journal',
        120,
        'Torvanian lenders lift mortgage rates after Bank of Torvania rate rise',
        'Mortgage lenders in Torvania raised their rates on Tuesday, hours after the Bank of Torvania increased its key interest rate to 7 percent. Governor Ilse Marrow said inflation, at 9.2 percent, was too high.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    const rate = of('https://wire.example/torvania-rate');
    const dollars = of('https://post.example/torvania-crown');
    expect(rate).not.toBe(dollars);
    expect(of('https://markets.example/live')).toBe(rate);
    expect(of('https://trade.example/lenders')).toBe(rate);
    expect(of('https://brief.example/crown')).toBe(dollars);
  });

  it('founds two events for one regulator’s licence to a firm and its fine on the same firm, and joins a follow-up of each', () => {
    const report = reportsFrom('2026-09-03T07:00:00Z');
    const stream = [
      report(
        'https://wire.example/pellan-licence',
        'Halden Wire',
        0,
        'Sandmere regulator grants Pellan Telecom 5G licence',
        'ORVALE, Sandmere, Sept 3 (Halden Wire) - The Sandmere Communications Authority granted Pellan Telecom a national 5G licence on Thursday, its chair Petra Lindqvist said. Pellan Telecom will pay 310 million crowns for the licence over ten years. “Competition will bring prices down,” Petra Lindqvist said in Orvale.',
      ),
      report(
        'https://post.example/pellan-fine',
        'Orvale Post',
        40,
        'Sandmere regulator fines Pellan Telecom over network outage',
        'The Sandmere Communications Authority fined Pellan Telecom 12 million crowns on Thursday over a network outage that cut off emergency calls in March, its chair Petra Lindqvist said in Orvale. “Pellan Telecom failed its customers,” Petra Lindqvist said.',
      ),
      report(
        'https://trade.example/pellan-5g',
        'Telecoms Trade Weekly',
        300,
        'PLN.SA: Pellan Telecom shares jump on 5G licence win',
        'Shares of Pellan Telecom (PLN.SA) rose 6 percent in Orvale on Thursday after the Sandmere Communications Authority granted the operator a national 5G licence. Analysts said the licence, priced at 310 million crowns, would lift Pellan Telecom’s earnings from 2028.',
      ),
      report(
        'https://brief.example/pellan-appeal',
        'Morning Brief',
        1500,
        'Pellan Telecom to appeal 12 million crown fine',
        'Pellan Telecom said on Friday it would appeal the 12 million crown fine the Sandmere Communications Authority imposed over the March outage. The regulator’s chair Petra Lindqvist said the penalty would stand.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    const licence = of('https://wire.example/pellan-licence');
    const fine = of('https://post.example/pellan-fine');
    expect(licence).not.toBe(fine);
    expect(of('https://trade.example/pellan-5g')).toBe(licence);
    expect(of('https://brief.example/pellan-appeal')).toBe(fine);
  });

  it('founds two events for one ministry’s steel tariff and its scrap export ban, and joins reaction-first and rewritten reports of each', () => {
    const report = reportsFrom('2026-11-16T08:00:00Z');
    const stream = [
      report(
        'https://wire.example/steel-tariff',
        'Halden Wire',
        0,
        'Torvania imposes 25% tariff on imported steel',
        'BRESKA, Torvania, Nov 16 (Halden Wire) - Torvania’s trade ministry imposed a 25 percent tariff on imported steel on Monday, trade minister Aldo Venn said, to protect mills in Breska and Kettering. “Our mills cannot compete with dumped steel,” Aldo Venn said.',
      ),
      report(
        'https://post.example/scrap-ban',
        'Breska Post',
        45,
        'Torvania bans exports of steel scrap',
        'Torvania’s trade ministry banned shipments of steel scrap abroad from Monday, trade minister Aldo Venn said in Breska, to keep scrap for mills in Breska and Kettering. “Our mills need every tonne,” Aldo Venn said.',
      ),
      report(
        'https://markets.example/importers',
        'Metals Daily',
        120,
        'Importers scramble as Torvania’s steel tariff bites',
        'Steel importers in Breska rushed to clear cargoes on Monday. Torvania’s new 25 percent tariff on imported steel, announced by trade minister Aldo Venn, took effect at once, traders said.',
      ),
      report(
        'https://ministry.example/scrap',
        'Government Newsroom',
        180,
        'Minister Aldo Venn announces ban on steel scrap exports',
        'Trade minister Aldo Venn today announced that exports of steel scrap from Torvania are banned with immediate effect. The ban keeps scrap for domestic mills in Breska and Kettering, the ministry said.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    const tariff = of('https://wire.example/steel-tariff');
    const ban = of('https://post.example/scrap-ban');
    expect(tariff).not.toBe(ban);
    expect(of('https://markets.example/importers')).toBe(tariff);
    expect(of('https://ministry.example/scrap')).toBe(ban);
  });

  it('keeps the decision kinds an event stored and reloaded has, and reads an older stored state (none kept) as telling none', () => {
    const report = reportsFrom('2026-05-12T06:00:00Z');
    const rate = report(
      'https://wire.example/torvania-rate',
      'Halden Wire',
      0,
      'Bank of Torvania raises key rate to 7 percent',
      'BRESKA, Torvania, May 12 (Halden Wire) - The Bank of Torvania raised its key interest rate by 50 basis points to 7 percent on Tuesday, governor Ilse Marrow said in Breska. Inflation in Torvania stood at 9.2 percent in April.',
    );
    const dollars = report(
      'https://post.example/torvania-crown',
      'Breska Post',
      30,
      'Bank of Torvania sells dollars to support the crown',
      'The Bank of Torvania sold dollars on Tuesday to slow the fall of the crown, governor Ilse Marrow said in Breska. Inflation in Torvania stood at 9.2 percent in April.',
    );
    const founder = new DedupEngine(new AgentMatcher([]));
    const founded = founder.decide(articleFeatures(rate.article, rate.ts), null);
    if (founded.kind !== 'founded') throw new Error('expected a new event');
    /** A worker restarted on the stored state (as `DedupWorker.load` reads it), deciding the dollar report. */
    const afterRestart = (stored: StoredFeatures) => {
      const engine = new DedupEngine(new AgentMatcher([]));
      const state = reloaded(founded.event, stored);
      engine.countFounder(state.id, state.founderTerms, state.names);
      engine.admit(state);
      return engine.decide(articleFeatures(dollars.article, dollars.ts), null).kind;
    };
    const stored = JSON.parse(JSON.stringify(toStored(founded.event))) as StoredFeatures;
    // Its kind, and which way the rate went (see `rateMoves`).
    expect(stored.hd).toEqual(['rate', 'rate:raise']);
    expect(afterRestart(stored)).toBe('founded');
    const older: StoredFeatures = { ...stored };
    delete older.hd;
    delete older.d;
    expect(afterRestart(older)).toBe('source_added');
  });
});

// Issue 31 again: one body's two decisions told in other desks' words (a local paper's "put off", a
// brief that carries only its correction, a trade paper's "told to hold more cash").
describe('one body’s two decisions as other desks tell them (issue 31)', () => {
  it('reads the words other desks give a decision', () => {
    expect(decisionKinds('Health ministry clears measles shot for infants')).toEqual(['vaccination']);
    expect(decisionKinds('Harbour board shuts the Kessel channel for dredging')).toEqual(['closure']);
    expect(decisionKinds('The channel will be closed for four days, the harbour board said.')).toEqual(['closure']);
    expect(decisionKinds('Banks told to hold more capital')).toEqual(['requirement']);
    expect(decisionKinds('Lenders must keep 4% of deposits in reserve from July')).toEqual(['requirement']);
    expect(decisionKinds('Watchdog orders firms to report data leaks within 48 hours')).toEqual(['reporting']);
    expect(decisionKinds('Grid regulator orders rolling blackouts across the north')).toEqual(['rationing']);
    expect(decisionKinds('Fennick mayor struck off the ballot')).toEqual(['candidacy']);
    expect(decisionKinds('Fennick council vote put off')).toEqual(['vote-date']);
    expect(decisionKinds('The by-election will be held three weeks later than planned.')).toEqual(['vote-date']);
    expect(decisionKinds('Torvania releases 20 million crowns in flood aid')).toEqual(['spending']);
    expect(decisionKinds('Ministry pulls cough syrup from shelves')).toEqual(['ban']);
    expect(decisionKinds('Water bills to rise 9% from April')).toEqual(['tax']);
    // Reservists reporting for duty are a call-up, not a duty to tell; a shot fired and a sigh of relief are no decision.
    expect(decisionKinds('Reservists must report for duty within a week')).toEqual(['mobilisation']);
    expect(decisionKinds('Police say a shot was fired near the market')).toEqual([]);
    expect(decisionKinds('Traders breathe a sigh of relief')).toEqual([]);
  });

  it('keeps a headline kind told after a verb of deciding even when the opening does not name it', () => {
    // A brief that carries only its correction; a trade paper that tells the decision in other words.
    expect(side('Harbour board raises port dues by 12%', '(Corrects figure to 12 from 10.)').head).toEqual(['fee']);
    expect(
      side(
        'Sandmere postpones Fennick council vote',
        'The Sandmere Election Board said the council election would take place in August instead.',
      ).head,
    ).toEqual(['vote-date']);
    // A passing mention is still context, and "set to" tells what is expected, not a decision.
    expect(side('Farmers hit hard by tariffs cheer fuel plan', 'Refiners may blend more biofuel.').head).toEqual([]);
    expect(side('Water bills set to rise again', 'Households face higher costs this winter.').head).toEqual([]);
  });

  it('tells a port’s dues rise from its channel closure, a reserve rule from a rate cut, across desks', () => {
    const dues = side('Harbour board raises port dues by 12%', '(Corrects figure to 12 from 10.)');
    const channel = side(
      'Live: Harbour board shuts Kessel channel for 5 days',
      '09:12 GMT - The Kessel Harbour Board closed the main approach channel for five days for dredging.',
    );
    expect(otherDecision(dues, channel)).toBe(true);
    const reserve = side(
      'Banks told to hold more cash',
      'Local lenders said loans could get harder after the central bank raised reserve rules on Monday.',
    );
    const rate = side('Central bank cuts key rate by 25 basis points', 'The central bank cut its key rate on Monday.');
    expect(otherDecision(reserve, rate)).toBe(true);
    // A later report of the closure still joins it.
    const later = side(
      'Ships queue off Kessel as channel stays shut',
      'Ships queued on Tuesday after the harbour board closed the channel for dredging.',
    );
    expect(otherDecision(later, channel)).toBe(false);
  });

  it('founds two events for one election board’s vote delay and its candidate struck off, each told by wire, brief and local paper', () => {
    const report = reportsFrom('2026-06-02T06:00:00Z');
    const stream = [
      report(
        'https://wire.example/sandmere-vote',
        'Halden Wire',
        0,
        'Sandmere postpones Fennick council vote by six weeks',
        'LORNE, Sandmere, June 2 (Halden Wire) - The Sandmere Election Board said the Fennick council election would be held six weeks later than planned, after ballot papers were misprinted. “We cannot hold a flawed vote,” said Mira Castell, who chairs the Sandmere Election Board.',
      ),
      report(
        'https://trade.example/sandmere-candidate',
        'Civic Affairs Journal',
        20,
        'Sandmere Election Board disqualifies Fennick candidate',
        'The Sandmere Election Board removed Tomas Brenn, an opposition candidate in Fennick, from the ballot on Tuesday over irregular signatures. “The rules are the rules,” said Mira Castell, who chairs the Sandmere Election Board.',
      ),
      report(
        'https://brief.example/sandmere-vote',
        'Morning Brief',
        40,
        'Sandmere postpones Fennick council vote by eight weeks',
        '(Corrects figure to eight from six.)',
      ),
      report(
        'https://courier.example/candidate',
        'Fennick Courier',
        60,
        'Local candidate struck off',
        'A candidate from Fennick, Tomas Brenn, was struck off the ballot by the Sandmere Election Board on Tuesday. He will appeal. “The rules are the rules,” said Mira Castell, who chairs the Sandmere Election Board.',
      ),
      report(
        'https://courier.example/vote',
        'Fennick Courier',
        80,
        'Council election put off',
        'Fennick’s council election is delayed by eight weeks after a ruling by the Sandmere Election Board on Tuesday. Ballot papers were misprinted, said Mira Castell, who chairs the Sandmere Election Board.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    const vote = of('https://wire.example/sandmere-vote');
    const candidate = of('https://trade.example/sandmere-candidate');
    expect(candidate).not.toBe(vote);
    expect(of('https://brief.example/sandmere-vote')).toBe(vote);
    expect(of('https://courier.example/vote')).toBe(vote);
    expect(of('https://courier.example/candidate')).toBe(candidate);
  });
});

// Issue 31, a new hand's wording: a central bank that "steps into the currency market" or "shuts a
// troubled lender", a regulator that "orders a contract review" before it fines anyone.
describe('one body’s two decisions in a headline writer’s short verbs (issue 31)', () => {
  it('reads a step into the currency market, a lender shut, a review ordered as the decisions they are', () => {
    expect(decisionKinds('Central bank steps into currency market as the crown slides')).toEqual(['currency']);
    expect(decisionKinds('Policymakers shut troubled lender in surprise move')).toEqual(['licence']);
    expect(decisionKinds('Regulator closes a small mutual bank in Brask')).toEqual(['licence']);
    expect(decisionKinds('Energy watchdog orders gas contract review after hearing')).toEqual(['probe']);
    // A bank's branches closed by a storm, a review of a rate decision, a bank's own shares: no new decision.
    expect(decisionKinds('Storm closes the bank branch on Kessel high street')).toEqual([]);
    expect(decisionKinds('Central bank orders a review of its rate decision')).toEqual(['rate']);
    // A headline that only names the step, its opening silent, still tells it by the verb.
    expect(
      side('Policymakers step into currency market in surprise move', 'Traders were caught off guard.').head,
    ).toEqual(['currency']);
  });

  it('founds two events for one central bank’s lender shut and its currency step two days apart, and one regulator’s review and fine', () => {
    const report = reportsFrom('2026-10-18T08:00:00Z');
    const stream = [
      report(
        'https://wire.example/shut',
        'Harbour Wire',
        0,
        'Policymakers shut troubled lender in surprise move',
        'BRESKA, Torvania (Harbour Wire) - Torvania’s central bank closed Pellan Savings on Sunday, saying the lender could no longer meet its obligations. Governor Ilse Varga said depositors would be paid.',
      ),
      report(
        'https://blog.example/shut',
        'Money Notes',
        90,
        'Central bank shuts troubled lender',
        'Quick post. Torvania’s central bank closed Pellan Savings on Sunday, Governor Ilse Varga said. Depositors will be paid.',
      ),
      report(
        'https://wire.example/fx',
        'Harbour Wire',
        2 * 24 * 60,
        'Policymakers step into currency market in surprise move',
        'BRESKA, Torvania (Harbour Wire) - Torvania’s central bank sold dollars on Tuesday to support the crown, Governor Ilse Varga said.',
      ),
      report(
        'https://radio.example/review',
        'Radio Torvania',
        60,
        'Radio report: Watchdog orders gas contract review after hearing',
        'ANCHOR: The Torvanian Energy Board ordered a review of the Brask gas supply contract on Sunday after a public hearing.',
      ),
      report(
        'https://wire.example/fine',
        'Harbour Wire',
        24 * 60 + 30,
        'Regulator fines grid operator',
        'The Torvanian Energy Board fined the grid operator 4 million crowns on Monday over outages last winter.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    expect(of('https://blog.example/shut')).toBe(of('https://wire.example/shut'));
    expect(of('https://wire.example/fx')).not.toBe(of('https://wire.example/shut'));
    expect(of('https://wire.example/fine')).not.toBe(of('https://radio.example/review'));
  });
});

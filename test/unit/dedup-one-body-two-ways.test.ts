// One body's two decisions and two firms of one trade (issue 31, precision): which way a bank moved
// its rate, what a ministry or a regulator decided on (a bid, dividends, exports, a recall, a vote
// result), and two savings banks of one town, each its own story. Sentences of our own, fictional
// names, several desk styles (wire dateline, brief, live blog, quote first, local paper).
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { decisionKinds, decisionsOf, otherDecision, rateMoves } from '../../services/dedup/decisions.ts';
import { otherTrades, participants } from '../../services/dedup/participants.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

const side = (title: string, opening: string) => decisionsOf(title, opening);

describe('which way a bank moved its rate (issue 31)', () => {
  it('reads a hold, a rise and a cut in the words desks give them', () => {
    expect(rateMoves('Bank of Marrach stands pat on rates')).toEqual(['rate:hold']);
    expect(rateMoves('Marrachi central bank keeps borrowing costs steady')).toEqual(['rate:hold']);
    expect(rateMoves('The bank voted to keep the policy rate where it was, at 4.5%.')).toEqual(['rate:hold']);
    expect(rateMoves('Bank of Marrach hikes borrowing costs')).toEqual(['rate:raise']);
    expect(rateMoves('Marrachi central bank tightens policy again')).toEqual(['rate:raise']);
    expect(rateMoves('Bank of Marrach eases policy as growth stalls')).toEqual(['rate:cut']);
    expect(rateMoves('Bank of Marrach trims its key rate')).toEqual(['rate:cut']);
    expect(rateMoves('Bank of Marrach keeps policy on hold')).toEqual(['rate:hold']);
    expect(rateMoves('Marrachi central bank delivers 50bp hike')).toEqual(['rate:raise']);
    expect(rateMoves('Bank of Marrach announces 25 basis-point cut')).toEqual(['rate:cut']);
    // No move of a rate anybody sets.
    expect(rateMoves('Unemployment rate falls to 4 percent')).toEqual([]);
    expect(rateMoves('Vaccination rates in Kell have risen')).toEqual([]);
  });

  it('tells one bank’s hold from its hike, not a hike from the lenders passing it on', () => {
    const hold = side(
      'Bank of Marrach stands pat on rates',
      'The Bank of Marrach held borrowing costs steady on Monday. Two board members voted for a cut.',
    );
    const hike = side(
      'Marrachi central bank tightens policy again',
      'The Bank of Marrach raised its main rate on Tuesday, its third rise this year.',
    );
    expect(otherDecision(hold, hike)).toBe(true);
    const lenders = side(
      'Marrachi lenders lift mortgage rates after rate rise',
      'Banks in Marrach raised mortgage rates hours after the central bank increased its key rate.',
    );
    expect(otherDecision(lenders, hike)).toBe(false);
    // A correction naming both ways is the hike's own report: no telling.
    const correction = side(
      'Correction: Bank of Marrach raised its key rate, did not hold it',
      'An earlier version of this story said the Bank of Marrach held its key rate on Tuesday. It raised it.',
    );
    expect(otherDecision(correction, hike)).toBe(false);
  });

  it('founds two events for one bank’s hold and its hike on adjacent days, and joins each one’s later reports', () => {
    const report = reportsFrom('2026-07-06T08:00:00Z');
    const stream = [
      report(
        'https://wire.example/marrach-hold',
        'Halden Wire',
        0,
        'Marrachi central bank holds key rate at 4.5%',
        'DUNSK, Marrach, July 6 (Halden Wire) - The Bank of Marrach kept its key rate at 4.5% on Monday, governor Ansel Rookby said, as price growth slowed. “It is too soon to relax,” Ansel Rookby told reporters in Dunsk.',
      ),
      report(
        'https://brief.example/marrach-hold',
        'Morning Brief',
        45,
        'Bank of Marrach stands pat on rates',
        'The Bank of Marrach left borrowing costs unchanged at 4.5% on Monday, governor Ansel Rookby said in Dunsk.',
      ),
      report(
        'https://live.example/marrach-hike',
        'Markets Live',
        1500,
        'Live: Bank of Marrach hikes borrowing costs in surprise move',
        '09:40 Bond yields in Dunsk jumped. 09:20 “We will not let prices run away,” Ansel Rookby said. 09:05 The Bank of Marrach tightened policy at an emergency meeting on Tuesday, governor Ansel Rookby said in Dunsk.',
      ),
      report(
        'https://quote.example/marrach-hike',
        'Dunsk Courier',
        1560,
        'Marrachi central bank tightens policy',
        '“We will not let prices run away.” With those words governor Ansel Rookby explained why the Bank of Marrach raised borrowing costs on Tuesday in Dunsk.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    const hold = of('https://wire.example/marrach-hold');
    const hike = of('https://live.example/marrach-hike');
    expect(hike).not.toBe(hold);
    expect(of('https://brief.example/marrach-hold')).toBe(hold);
    expect(of('https://quote.example/marrach-hike')).toBe(hike);
  });
});

describe('what one ministry or regulator decided on (issue 31)', () => {
  it('reads a bid, dividends, blocked exports, a recall and a thrown-out result as decisions', () => {
    expect(decisionKinds('Ministry vetoes foreign bid for Kessen Design')).toEqual(['merger']);
    expect(decisionKinds('The ministry blocked the sale of the chip designer to a foreign buyer')).toEqual(['merger']);
    expect(decisionKinds('Banking regulator caps bank dividends')).toEqual(['payout']);
    expect(decisionKinds('Ministry blocks export of chipmaking tools')).toEqual(['export-control']);
    expect(decisionKinds('Medicines agency pulls Corvane tablets from pharmacies')).toEqual(['ban']);
    expect(decisionKinds('The agency ordered the recall of 4 batches of Corvane')).toEqual(['ban']);
    expect(decisionKinds('The court threw out the result in Ellin and ordered a rerun')).toEqual(['recount']);
    // A figure and a deadline others must meet are no decision of the body.
    expect(decisionKinds('Vaccination rates in the district have risen.')).toEqual([]);
    expect(decisionKinds('Parties have three weeks to register candidates.')).toEqual([]);
  });

  it('reads a fund opened, a drug approved, an order to pay, a vote called, an alert scrapped, a head named, a probe opened', () => {
    expect(decisionKinds('Relief money on its way to Arlen families')).toEqual(['spending']);
    expect(decisionKinds('The disaster agency opened a 30 million fund for farmers')).toEqual(['spending']);
    expect(decisionKinds('Medicines agency approves Corvane pill for adults')).toEqual(['licence']);
    expect(decisionKinds('Court orders Orrin Bank to pay 12 million to savers')).toEqual(['fine']);
    expect(decisionKinds('The commission called a snap parliamentary vote for May 3')).toEqual(['vote-date']);
    expect(decisionKinds('Disaster authority scraps tsunami alert after quake')).toEqual(['warning']);
    expect(decisionKinds('Ministry names new central bank governor')).toEqual(['appointment']);
    expect(decisionKinds('Watchdog opens probe into Varnet pricing')).toEqual(['probe']);
    expect(decisionKinds('Central bank defends the peg')).toEqual(['currency']);
    expect(decisionKinds('Medicines agency recalls blood pressure pills')).toEqual(['ban']);
    expect(decisionKinds('Election board pushes back Arlen vote')).toEqual(['vote-date']);
    expect(decisionKinds('Election board rejects candidacy of Ferra Lund')).toEqual(['candidacy']);
    // Police looking for a driver open no probe into a firm.
    expect(decisionKinds('Police appeal for witnesses after crash')).toEqual([]);
  });

  it('tells a ministry’s export block from its subsidy, a regulator’s dividend cap from its fine', () => {
    const exports = side(
      'Industry ministry blocks export of chipmaking tools',
      'The Kell Trade Ministry blocked exports of advanced chipmaking tools without a licence on Monday.',
    );
    const subsidy = side(
      'Kell Trade Ministry approves 300 million subsidy for Orrin fab',
      'The Kell Trade Ministry approved 300 million in state aid for a new Orrin chip plant on Tuesday.',
    );
    expect(otherDecision(exports, subsidy)).toBe(true);
    const dividends = side(
      'Kell’s banking regulator caps bank dividends',
      'The Kell Prudential Authority capped the dividends banks may pay at a quarter of profit on Monday.',
    );
    const fine = side(
      'Kell Prudential Authority fines Orrin Bank 40 million',
      'The Kell Prudential Authority fined Orrin Bank 40 million over weak controls on Tuesday.',
    );
    expect(otherDecision(dividends, fine)).toBe(true);
    const board = side(
      'Election board sets October 4 for snap vote',
      'The Kell Election Board called a snap vote for October 4 on Sunday. Parties have three weeks to register candidates.',
    );
    const struck = side(
      'Election board disqualifies Ferra Lund',
      'The Kell Election Board disqualified Ferra Lund over irregular signatures on Sunday.',
    );
    expect(otherDecision(board, struck)).toBe(true);
  });
});

describe('two firms of one trade in one town (issue 31)', () => {
  it('founds two events for two savings banks’ runs in one town on one day, and joins each one’s later reports', () => {
    const report = reportsFrom('2026-04-09T07:00:00Z');
    const stream = [
      report(
        'https://wire.example/orrin-run',
        'Halden Wire',
        0,
        'Savers queue at Orrin Savings Bank branches in Tessly',
        'TESSLY, April 9 (Halden Wire) - Hundreds of savers queued outside branches of Orrin Savings Bank in Tessly on Thursday after the lender capped withdrawals. “We are watching closely,” said Ida Fenn, a central bank official.',
      ),
      report(
        'https://local.example/varn-run',
        'Tessly Evening Post',
        300,
        'Varn Cooperative Bank: Queues outside the savings bank as savers fear for deposits',
        'About 400 people lined up outside Varn Cooperative Bank in Tessly today to withdraw savings. “Deposits are safe,” said Oskar Brill, the lender’s chief executive.',
      ),
      report(
        'https://brief.example/orrin-run',
        'Morning Brief',
        420,
        'Orrin Savings Bank limits withdrawals in Tessly',
        'Orrin Savings Bank capped withdrawals at its Tessly branches on Thursday, Ida Fenn of the central bank said.',
      ),
      report(
        'https://trade.example/varn-run',
        'Banking Trade Journal',
        600,
        'Savers queue at Varn Cooperative Bank branches in Tessly',
        'Varn Cooperative Bank said it had enough capital after customers in Tessly rushed to withdraw deposits, chief executive Oskar Brill said.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    const orrin = of('https://wire.example/orrin-run');
    const varn = of('https://local.example/varn-run');
    expect(varn).not.toBe(orrin);
    expect(of('https://brief.example/orrin-run')).toBe(orrin);
    expect(of('https://trade.example/varn-run')).toBe(varn);
  });
});

describe('a firm’s own name tells its trade (issue 31)', () => {
  it('reads the trade before a name’s last word of kind ("Silicon Works", "Press Works")', () => {
    expect(otherTrades(['o:kell silicon works'], ['o:dunmore press works'])).toBe(true);
    expect(otherTrades(['o:kell silicon works'], ['o:orrin semiconductor'])).toBe(false);
  });

  it('founds two events for two works hacked on one day, and joins each one’s later reports', () => {
    const report = reportsFrom('2026-05-15T09:00:00Z');
    const stream = [
      report(
        'https://wire.example/dunmore-press',
        'Halden Wire',
        0,
        'Dunmore Press Works says hackers breached its systems',
        'ARLEN, May 15 (Halden Wire) - Dunmore Press Works said hackers had broken into systems at its Arlen printing works on Friday, exposing data of 20,000 customers. “We acted quickly,” said Rosa Vint, a spokesperson.',
      ),
      report(
        'https://live.example/kell-silicon',
        'Markets Live',
        90,
        'Live: Kell Silicon Works says hackers breached its systems',
        '11:30 - No ransom has been paid. 11:10 - Kell Silicon Works said hackers had broken into systems at its Arlen fab on Friday, exposing data of 8,000 customers. “We acted quickly,” said Teo Marr, a spokesperson.',
      ),
      report(
        'https://brief.example/dunmore-press',
        'Morning Brief',
        200,
        'Dunmore Press Works hit by cyberattack',
        'Dunmore Press Works said criminals had encrypted servers at its Arlen printing works on Friday, Rosa Vint said.',
      ),
      report(
        'https://trade.example/kell-silicon',
        'Chip Trade Weekly',
        260,
        'Kell Silicon Works hit by cyberattack',
        'Kell Silicon Works said criminals had encrypted servers at its Arlen fab on Friday, Teo Marr said.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    const press = of('https://wire.example/dunmore-press');
    const silicon = of('https://live.example/kell-silicon');
    expect(silicon).not.toBe(press);
    expect(of('https://brief.example/dunmore-press')).toBe(press);
    expect(of('https://trade.example/kell-silicon')).toBe(silicon);
  });

  it('founds two events for two terminal operators’ strikes in one port, though one headline names no firm', () => {
    const report = reportsFrom('2026-04-28T07:00:00Z');
    const stream = [
      report(
        'https://trade.example/orrin-terminals',
        'Shipping Trade Daily',
        0,
        'Orrin Terminals: Dockers walk out at Tessly terminal',
        'Orrin Terminals declared force majeure at its container terminal in Tessly after the dockers’ union walked out. Cargo is being diverted to other ports.',
      ),
      report(
        'https://brief.example/orrin-terminals',
        'Morning Brief',
        240,
        'Orrin Terminals: Strike halts Tessly port, 23 ships waiting',
        'The number of ships waiting rose to 23 from 16.',
      ),
      report(
        'https://wire.example/varn-terminals',
        'Halden Wire',
        1500,
        'Strike halts Tessly port, 14 ships waiting',
        'TESSLY, April 29 (Halden Wire) - Dockworkers walked off the job at the Varn Terminals container terminal in Tessly on Wednesday, leaving 14 ships waiting to berth. “The strike is unlawful,” said Ida Korr, a Varn spokesperson.',
      ),
      report(
        'https://local.example/varn-terminals',
        'Tessly Evening Post',
        1620,
        'Varn Terminals strike: ships queue off Tessly',
        'Ships queued off Tessly on Wednesday as dockers at Varn Terminals stayed out, Varn spokesperson Ida Korr said.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    const orrin = of('https://trade.example/orrin-terminals');
    const varn = of('https://wire.example/varn-terminals');
    expect(varn).not.toBe(orrin);
    expect(of('https://brief.example/orrin-terminals')).toBe(orrin);
    expect(of('https://local.example/varn-terminals')).toBe(varn);
  });
});

describe('a firm named by its role in the headline (issue 31)', () => {
  it('reads a firm’s own name whose first word looks like a people’s as the firm’s', () => {
    const who = participants(
      'Tremzan Cooperative Bank: Queues outside the savings bank',
      'Savers lined up outside Tremzan Cooperative Bank in Arlen on Thursday.',
    );
    expect(who).toContain('o:tremzan cooperative bank');
    expect(who).not.toContain('c:tremzan');
  });

  it('founds two events for a telecoms operator’s and a savings bank’s outages in one town, and joins each one’s later reports', () => {
    const report = reportsFrom('2026-05-08T08:00:00Z');
    const stream = [
      report(
        'https://wire.example/orrin-outage',
        'Halden Wire',
        0,
        'Orrin Savings Bank suspends output at Arlen operations centre after power failure',
        'ARLEN, May 8 (Halden Wire) - Orrin Savings Bank halted operations at its Arlen operations centre after a power failure that lasted 6 hours on Friday. Backup systems did not start. “We apologise to our customers,” said Ilse Varga, a spokesperson.',
      ),
      report(
        'https://trade.example/varnet-outage',
        'Telecoms Trade Weekly',
        60,
        'Kellish telecoms operator suspends output at Arlen data centre after power failure',
        'Varnet (VRN) lost power at its data centre outside Arlen, and work stood still for 9 hours on Friday, sending the stock down 15%. Backup systems did not start. “We apologise to our customers,” said Teo Brand, a spokesperson.',
      ),
      report(
        'https://brief.example/orrin-outage',
        'Morning Brief',
        120,
        'Orrin Savings Bank reports outage at Arlen operations centre',
        'Orrin Savings Bank said its Arlen operations centre lost power for 6 hours on Friday, Ilse Varga said.',
      ),
      report(
        'https://local.example/varnet-outage',
        'Arlen Evening Post',
        180,
        'Varnet reports outage at Arlen data centre',
        'Varnet said its data centre outside Arlen lost power for 9 hours on Friday, Teo Brand said.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    const bank = of('https://wire.example/orrin-outage');
    const telecom = of('https://trade.example/varnet-outage');
    expect(telecom).not.toBe(bank);
    expect(of('https://brief.example/orrin-outage')).toBe(bank);
    expect(of('https://local.example/varnet-outage')).toBe(telecom);
  });
});

describe('one body’s two answers to one happening (issue 31)', () => {
  it('founds two events for a disaster agency’s emergency and its relief fund after one flood, and joins each one’s later reports', () => {
    const report = reportsFrom('2026-03-10T06:00:00Z');
    const stream = [
      report(
        'https://wire.example/kell-emergency',
        'Halden Wire',
        0,
        'Kellish disaster agency declares state of emergency',
        'ARLEN, March 10 (Halden Wire) - The Kellish Disaster Management Agency declared a state of emergency in three districts on Tuesday after floods cut roads around Arlen. “We need every hand,” said Oda Brisk, who heads the agency.',
      ),
      report(
        'https://local.example/kell-fund',
        'Arlen Evening Post',
        600,
        'Kellish disaster agency opens relief fund',
        'Families hit by the floods around Arlen can claim from a 40 million fund the Kellish Disaster Management Agency opened on Tuesday. Farmers get priority. “Help must reach people fast,” said Oda Brisk, who heads the agency.',
      ),
      report(
        'https://brief.example/kell-emergency',
        'Morning Brief',
        700,
        'Kellish disaster agency declares state of emergency in three districts',
        'The Kellish Disaster Management Agency declared a state of emergency around Arlen on Tuesday, Oda Brisk said.',
      ),
      report(
        'https://trade.example/kell-fund',
        'Farm Trade Weekly',
        800,
        'Kell opens 40 million relief fund for flood-hit farmers',
        'The Kellish Disaster Management Agency opened a 40 million relief fund on Tuesday; farmers around Arlen get priority, Oda Brisk said.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    const emergency = of('https://wire.example/kell-emergency');
    const fund = of('https://local.example/kell-fund');
    expect(fund).not.toBe(emergency);
    expect(of('https://brief.example/kell-emergency')).toBe(emergency);
    expect(of('https://trade.example/kell-fund')).toBe(fund);
  });
});

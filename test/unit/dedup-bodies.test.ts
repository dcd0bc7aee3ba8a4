// Whose body decided and what level it set (issue 31: the Fed, the ECB and the Bank of England decide in
// one week): two lands' central banks, ministries or statistics offices, and one bank's two meetings,
// told in the same words. Sentences of our own, fictional names, several desk styles (wire dateline,
// live blog, brief, trade press, local paper, markets blog).
import { describe, expect, it } from 'vitest';
import { AgentMatcher } from '../../services/dedup/agents.ts';
import { bodyLands, otherBodies } from '../../services/dedup/bodies.ts';
import { decideStream } from '../../services/dedup/chunk.ts';
import { DedupEngine, articleFeatures, toStored, type StoredFeatures } from '../../services/dedup/engine.ts';
import { levelsOf, otherLevel, percentagesOf } from '../../services/dedup/figures.ts';
import { featuresOf, reloaded, reportsFrom } from '../helpers/dedup-stream.ts';

describe('whose body a report tells (issue 31)', () => {
  it('reads the land of a bank, a ministry or a statistic however news writes it', () => {
    expect(bodyLands('Torvanian central bank lifts key rate', '')).toEqual(['torvanian']);
    expect(bodyLands('Rates up again', 'Sandmere’s central bank raised its rate on Tuesday.')).toEqual(['sandmere']);
    expect(bodyLands('Central Bank of Ostria holds', '')).toEqual(['ostria']);
    expect(bodyLands('Lira slides after Bank of Pellara decision', '')).toEqual(['pellara']);
    expect(bodyLands('Vessany Monetary Authority tightens', '')).toEqual(['vessany']);
    expect(bodyLands('Prices climb faster than expected', 'Consumer prices in Ostria rose on Monday.')).toEqual([
      'ostria',
    ]);
    expect(bodyLands('Fed raises rates', 'The U.S. central bank raised its rate.')).toEqual(['=US']);
    // No land: a clause's first word, a people's plural in a Title Case headline, a body named by no land.
    expect(bodyLands('Higher central bank rates squeeze borrowers', 'The central bank raised rates.')).toEqual([]);
    expect(bodyLands('Record 6 Million Workers Sought Unemployment Benefits', '')).toEqual([]);
    expect(bodyLands('Governor signals more to come', 'The finance ministry said it agreed.')).toEqual([]);
  });

  it('reads every kind of body and figure, in any case, whatever word the text holds (each text is read only when it holds one)', () => {
    // One of each: a body named of its land, a land's possessive, a land before a body, a figure of a land.
    const told: [string, string][] = [
      ['National Bank of Ostria holds', 'ostria'],
      ['Government of Ostria resigns', 'ostria'],
      ['Ministry of Trade of Ostria objects', 'ostria'],
      ['Statistics Office of Ostria revises', 'ostria'],
      ['Electoral Commission of Ostria delays count', 'ostria'],
      ['Election Commission of Ostria sets date', 'ostria'],
      ['Ostria’s treasury sells bonds', 'ostria'],
      ['Ostria’s financial regulator fines lender', 'ostria'],
      ['Ostria’s banking watchdog warns', 'ostria'],
      ['Ostria’s energy authority caps tariffs', 'ostria'],
      ['Ostria’s statistical agency revises data', 'ostria'],
      ['Ostria’s disaster management agency on alert', 'ostria'],
      ['Ostria’s monetary board meets', 'ostria'],
      ['Ostria’s jobless rate falls', 'ostria'],
      ['Ostria’s current account swings to surplus', 'ostria'],
      ['Ostria’s trade deficit widens', 'ostria'],
      ['Ostria’s GDP shrinks', 'ostria'],
      ['Ostria’s exports slump', 'ostria'],
      ['Ostria’s imports climb', 'ostria'],
      ['Ostria’s producer prices ease', 'ostria'],
      ['Ostria’s economic growth slows', 'ostria'],
      ['Ostria’s economy stalls', 'ostria'],
      ['Ostria’s Inflation Cools', 'ostria'],
      ['Unemployment in Ostria rises', 'ostria'],
      ['Ostria Election Board rejects appeal', 'ostria'],
    ];
    for (const [title, land] of told) expect({ title, lands: bodyLands(title, '') }).toEqual({ title, lands: [land] });
    // In the opening too, the headline naming none.
    expect(bodyLands('Figures out on Monday', 'The Ostria Competition Watchdog said it would act.')).toEqual([
      'ostria',
    ]);
  });

  it('tells two lands’ bodies apart, not a report naming both, nor a land the gazetteer knows from a name it may know it by', () => {
    const side = (title: string, opening: string, names: string[] = []) => ({
      bodies: bodyLands(title, opening),
      names,
      spread: false,
    });
    const torvania = side('Torvanian central bank raises key rate', '');
    const sandmere = side('Central Bank of Sandmere raises rates by 25 basis points', '');
    expect(otherBodies(torvania, sandmere)).toBe(true);
    // A markets story of both banks ties them; so does a report naming the other land at all.
    const both = side('Crown and dinar slide', 'The Bank of Torvania and the Sandmere central bank both raised rates.');
    expect(otherBodies(both, sandmere)).toBe(false);
    expect(otherBodies(side('Torvanian central bank raises key rate', '', ['sandmere']), sandmere)).toBe(false);
    // "America's economy" and "the U.S. economy" may be one land: no telling.
    expect(
      otherBodies(side('Jobs lost', 'America’s economy lost jobs.'), side('Jobs', 'The U.S. economy lost jobs.')),
    ).toBe(false);
  });
});

describe('a central bank a desk names by its role and its land, or by its own land’s name (issue 31)', () => {
  it('reads the land a central bank’s decision is told in, and a bank named in its land’s language', () => {
    expect(bodyLands('Central bank raises rates in Ostria', '')).toEqual(['ostria']);
    expect(bodyLands('Rates on hold', 'The central bank held its key rate at 4.5% in Pellara on Tuesday.')).toEqual([
      'pellara',
    ]);
    expect(bodyLands('LIVE: National bank lifts deposit rate in Sandmere', '')).toEqual(['sandmere']);
    expect(bodyLands('Riksbank of Torvania shuts troubled lender', '')).toEqual(['torvania']);
    expect(bodyLands('Banque de la République de Vessany revokes licence', '')).toEqual(['vessany']);
    expect(bodyLands('Banco Central de Ostria holds', '')).toEqual(['ostria']);
    // No land: a lower-case or a month's word after "in", or a town named in another sentence.
    expect(bodyLands('Central bank raises rates in surprise move', '')).toEqual([]);
    expect(bodyLands('Central bank raises rates in March', '')).toEqual([]);
    expect(bodyLands('Central bank raises rates', 'Floods hit Tamsk on Monday.')).toEqual([]);
  });

  it('tells two lands’ rate decisions apart when each desk names its land only after "in"', () => {
    const side = (title: string, opening: string) => {
      const f = featuresOf(title, opening);
      return { bodies: f.bodies, names: f.names, spread: f.spread };
    };
    const ostria = side('Central bank raises rates in Ostria', 'Policymakers raised the key rate by 25 basis points.');
    const pellara = side('Riksbank of Pellara raises rates', 'The bank raised its key rate by 25 basis points.');
    const alsoOstria = side('Central bank raises rates in Ostria', 'The Bank of Ostria raised its key rate to 4.5%.');
    expect(otherBodies(ostria, pellara)).toBe(true);
    expect(otherBodies(alsoOstria, ostria)).toBe(false);
  });
});

describe('the level a decision or a release came to (issue 31)', () => {
  it('reads the level of a rate or a statistic, not the size of a move', () => {
    expect(levelsOf('Bank of Torvania raises key rate to 7.25 percent', '')).toEqual(['7.25']);
    expect(levelsOf('Inflation in Ostria hits 6.0%', '')).toEqual(['6']);
    expect(levelsOf('Rates up', 'The bank raised its rate by 50 basis points to 13 per cent on Friday.')).toEqual([
      '13',
    ]);
    expect(levelsOf('Shares jump', 'Pellan shares rose by 4 percent on Monday.')).toEqual([]);
    expect(levelsOf('Bank cuts rates', 'It cut its rate by 0.5 percentage points.')).toEqual([]);
  });

  it('tells two levels apart, not a revision that names the figure it replaces', () => {
    const side = (title: string, opening: string) => ({
      levels: levelsOf(title, opening),
      percentages: percentagesOf(title, opening),
    });
    const march = side(
      'Ostrian inflation rises to 6.6 percent',
      'Consumer prices rose 6.6 percent from a year earlier.',
    );
    const april = side('Inflation in Ostria hits 7.1 percent', 'Prices were 7.1 percent higher than a year earlier.');
    expect(otherLevel(march, april)).toBe(true);
    const revised = side(
      'Ostria revises inflation to 6.8 percent',
      'The statistics office said inflation was 6.8 percent, not 6.6 percent as first reported.',
    );
    expect(otherLevel(revised, march)).toBe(false);
    // A report giving no level (a reaction) is never told apart by one.
    expect(otherLevel(side('Bonds slide after inflation data', 'Yields rose on Monday.'), march)).toBe(false);
  });

  it('founds one event for each of two lands’ rate rises on one morning and joins each one’s later reports, across desks', () => {
    const report = reportsFrom('2026-06-17T06:00:00Z');
    const stream = [
      report(
        'https://wire.example/torvania',
        'Halden Wire',
        0,
        'Torvanian central bank raises key rate to 7.5 percent',
        'BRESKA, Torvania, June 17 (Halden Wire) - Torvania’s central bank raised its key interest rate by 25 basis points to 7.5 percent on Wednesday, governor Ilse Marrow said. Inflation stood at 8.1 percent in May. “We will do what it takes,” Ilse Marrow told reporters.',
      ),
      report(
        'https://wire.example/sandmere',
        'Halden Wire',
        20,
        'Sandmere central bank raises key rate to 5.25 percent',
        'OSTEL, Sandmere, June 17 (Halden Wire) - Sandmere’s central bank raised its key interest rate by 25 basis points to 5.25 percent on Wednesday, governor Pavo Renn said. Inflation stood at 6.3 percent in May. “We will do what it takes,” Pavo Renn told reporters.',
      ),
      report(
        'https://markets.example/live',
        'Markets Live',
        45,
        'Live: rate rise to 7.5 percent as Bank of Torvania tightens',
        '09:10 The Bank of Torvania lifted its key rate to 7.5 percent, a rise of 25 basis points. 09:20 Bond yields rose after the decision.',
      ),
      report(
        'https://brief.example/sandmere',
        'Morning Brief',
        70,
        'Higher borrowing costs as Pavo Renn tightens',
        'A short one today. The Central Bank of Sandmere raised its key rate to 5.25 percent on Wednesday. Lenders said they would pass on the rise.',
      ),
      report(
        'https://blog.example/sandmere',
        'The Margin Call',
        80,
        'Central bank raises key rate again',
        'Worth flagging before the weekend. Sandmere’s central bank raised its key interest rate by 25 basis points on Wednesday, citing stubborn inflation. My read: this matters more than the headlines suggest.',
      ),
      report(
        'https://blog.example/torvania',
        'Open Sources Digest',
        85,
        'Central bank raises key rate again',
        'Quick note on something I am watching. The Bank of Torvania raised its key interest rate by 25 basis points on Wednesday, citing stubborn inflation. I would not read too much into it.',
      ),
      report(
        'https://trade.example/torvania-lenders',
        'Banking Trade Journal',
        100,
        'Torvanian lenders lift mortgage rates after rate rise',
        'Mortgage lenders in Torvania raised their rates on Wednesday, hours after the Torvanian central bank increased its key interest rate to 7.5 percent.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    const torvania = of('https://wire.example/torvania');
    const sandmere = of('https://wire.example/sandmere');
    expect(sandmere).not.toBe(torvania);
    expect(of('https://markets.example/live')).toBe(torvania);
    expect(of('https://trade.example/torvania-lenders')).toBe(torvania);
    expect(of('https://brief.example/sandmere')).toBe(sandmere);
    expect(of('https://blog.example/sandmere')).toBe(sandmere);
    expect(of('https://blog.example/torvania')).toBe(torvania);
  });

  it('founds one event for each of one land’s two inflation releases days apart, and joins the next day’s revision to its own', () => {
    const report = reportsFrom('2026-03-06T08:00:00Z');
    const stream = [
      report(
        'https://wire.example/ostria-feb',
        'Halden Wire',
        0,
        'Ostrian inflation rises to 6.6 percent',
        'VELD, Ostria, March 6 (Halden Wire) - Consumer prices in Ostria rose 6.6 percent from a year earlier, the national statistics office said on Friday. Food and rent drove the increase.',
      ),
      report(
        'https://blog.example/ostria-feb',
        'The Basis Point',
        120,
        'Ostrian inflation rises to 6.6 percent',
        'Quick note. Annual inflation in Ostria quickened to 6.6 percent, official data showed on Friday. Food and rent drove it.',
      ),
      report(
        'https://wire.example/ostria-feb-revised',
        'Halden Wire',
        60 * 20,
        'Ostria revises inflation figure to 6.7 percent',
        'VELD, Ostria, March 7 (Halden Wire) - The national statistics office said inflation in Ostria was 6.7 percent in the year to February, not the 6.6 percent it first reported on Friday.',
      ),
      report(
        'https://paper.example/ostria-mar',
        'Veld Evening News',
        60 * 24 * 2,
        'Inflation in Ostria hits 7.3 percent',
        'Prices paid by Ostrian households were 7.3 percent higher than a year earlier, figures released on Sunday showed. Food and rent drove the increase.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    const feb = of('https://wire.example/ostria-feb');
    expect(of('https://blog.example/ostria-feb')).toBe(feb);
    expect(of('https://paper.example/ostria-mar')).not.toBe(feb);
    expect(of('https://wire.example/ostria-feb-revised')).toBe(feb);
  });

  it('keeps the lands and levels an event stored and reloaded has, and reads an older stored state (none kept) as telling none', () => {
    const report = reportsFrom('2026-06-17T06:00:00Z');
    const torvania = report(
      'https://wire.example/torvania',
      'Halden Wire',
      0,
      'Torvanian central bank raises key rate to 7.5 percent',
      'BRESKA, Torvania, June 17 (Halden Wire) - Torvania’s central bank raised its key interest rate by 25 basis points to 7.5 percent on Wednesday. Inflation stood at 8.1 percent in May.',
    );
    const sandmere = report(
      'https://wire.example/sandmere',
      'Halden Wire',
      20,
      'Sandmere central bank raises key rate to 5.25 percent',
      'OSTEL, Sandmere, June 17 (Halden Wire) - Sandmere’s central bank raised its key interest rate by 25 basis points to 5.25 percent on Wednesday. Inflation stood at 6.3 percent in May.',
    );
    const founder = new DedupEngine(new AgentMatcher([]));
    const founded = founder.decide(articleFeatures(torvania.article, torvania.ts), null);
    if (founded.kind !== 'founded') throw new Error('expected a new event');
    const afterRestart = (stored: StoredFeatures) => {
      const engine = new DedupEngine(new AgentMatcher([]));
      const state = reloaded(founded.event, stored);
      engine.countFounder(state.id, state.founderTerms, state.names);
      engine.admit(state);
      return engine.decide(articleFeatures(sandmere.article, sandmere.ts), null).kind;
    };
    const stored = JSON.parse(JSON.stringify(toStored(founded.event))) as StoredFeatures;
    expect(stored.wb).toEqual(['torvanian', 'torvania']);
    expect(stored.lv).toEqual(['7.5']);
    expect(afterRestart(stored)).toBe('founded');
    const older: StoredFeatures = { ...stored };
    delete older.wb;
    delete older.lv;
    delete older.pc;
    // Nor the lands its participants read from national institutions (`k:`: an older state read fewer).
    older.q = stored.q?.filter((p) => !p.startsWith('k:'));
    expect(afterRestart(older)).toBe('source_added');
  });
});

describe('a land’s regulator of a field, named by its land (issue 31: two countries the same day)', () => {
  it('reads the land of a data protection, maritime or nuclear regulator however a desk writes it', () => {
    const told: [string, string, string][] = [
      ['Watchdog fines lender', 'Bank Orlo was fined on Sunday by Ostria’s data protection authority.', 'ostria'],
      ['BREAKING: Pellaran Maritime Safety Authority bans ageing tanker', '', 'pellaran'],
      ['Tanker banned', "Sandmere's maritime regulator said on Monday it had banned the tanker.", 'sandmere'],
      ['Reactor checks ordered', 'Pellara’s nuclear safety regulator ordered checks at two reactors.', 'pellara'],
      ['Privacy fine', 'The Vessany Data Protection Office fined the retailer on Tuesday.', 'vessany'],
    ];
    for (const [title, opening, land] of told)
      expect({ title, lands: bodyLands(title, opening) }).toEqual({ title, lands: [land] });
    // A field's regulator named by no land tells none.
    expect(bodyLands('Data watchdog fines lender', 'The data protection authority fined Bank Orlo.')).toEqual([]);
  });

  it('founds two events for two lands’ data fines on one day, told in the same words, and joins each one’s later reports', () => {
    const report = reportsFrom('2026-07-05T06:00:00Z');
    const stream = [
      report(
        'https://a.example/d1',
        'Coast Wire',
        0,
        'Lender fined for reporting a breach late',
        'OSTRIA CITY (Coast Wire) - Bank Orlo was fined on Sunday by Ostria’s data protection authority for failing to report a breach within 72 hours. About 40,000 customers were affected.',
      ),
      report(
        'https://b.example/d2',
        'Evening Ledger',
        30,
        'Watchdog fines company for failing to report a breach within 72 hours',
        "The company said it would appeal. Pellar Savings was fined on Sunday by Pellara's data protection authority for failing to report a breach within 72 hours. About 40,000 customers were affected.",
      ),
      report(
        'https://c.example/d1',
        'Money Blog',
        90,
        'Bank Orlo fined over late breach report',
        'Quick post. Bank Orlo was fined on Sunday by Ostria’s data protection authority for failing to report a breach within 72 hours. The bank said it would pay.',
      ),
      report(
        'https://d.example/d2',
        'Pellara Post',
        120,
        'Pellar Savings handed data fine',
        "Pellar Savings was fined on Sunday by Pellara's data protection authority for failing to report a breach within 72 hours. The company said it would appeal.",
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    expect(of('https://c.example/d1')).toBe(of('https://a.example/d1'));
    expect(of('https://d.example/d2')).toBe(of('https://b.example/d2'));
    expect(of('https://b.example/d2')).not.toBe(of('https://a.example/d1'));
  });
});

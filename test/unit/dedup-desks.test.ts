// Readers that hold across desk styles (issue 31): the trade desk's ticker and share move, a company's
// own name ending in its kind, a town's polling stations, the local paper that names its town only in
// its masthead. Sentences of our own, fictional names.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { participants } from '../../services/dedup/participants.ts';
import { featuresOf, reportsFrom } from '../helpers/dedup-stream.ts';

const features = (publication: string, title: string, body: string) => featuresOf(title, body, publication);

describe('the trade desk', () => {
  it('reads a name with a ticker after it as the listed company, not an acronym of the name', () => {
    const companies = new Set<string>();
    const lead = 'Halvik (HLV) said output would resume next week; its shares fell 4%.';
    expect(participants('Outage at chip plant', lead, lead, undefined, companies)).toContain('o:halvik');
    expect([...companies]).toEqual(['o:halvik']);
    const shares = participants('Halvik output falls', 'Shares of Halvik (HLV) fell sharply.');
    expect(shares).toContain('o:halvik');
    expect(shares).not.toContain('o:shares of halvik');
    // Capitals in brackets in a report that says nothing of trading are an acronym, however it is spelt.
    const party = new Set<string>();
    const rebels =
      'The Velmark Workers Front (VWF) said it would resume talks. The Tarsian Liberation Army (LAT) agreed.';
    participants('Talks to resume', rebels, rebels, undefined, party);
    expect([...party]).toEqual([]);
    const acronym = new Set<string>();
    const who = 'The Ostrian Freight Board (OFB) said the line would reopen.';
    participants('Line to reopen', who, who, undefined, acronym);
    expect([...acronym]).toEqual([]);
  });

  it('reads where shares moved as the market, not where the story happens', () => {
    const who = participants(
      'Fire halts refinery in Tessel',
      'Output stopped at the Tessel refinery on Monday. Shares of Brannock fell 6% in Dornmouth.',
    );
    expect(who).toContain('p:tessel');
    expect(who).not.toContain('p:dornmouth');
  });

  it('reads a name ending in a company’s kind as the company, before a site or a verb of saying', () => {
    const plant = participants(
      'Power failure halts Tormek Microdevices chip plant in Ashgrove',
      'Production stopped on Monday.',
    );
    expect(plant).toContain('o:tormek microdevices');
    expect(plant).not.toContain('p:tormek microdevices');
    const lender = participants(
      'Savers queue in Ruddock',
      'Varlo Building Society said it had enough capital after customers in Ruddock rushed to withdraw deposits.',
    );
    expect(lender).toContain('o:varlo building society');
    expect(lender).not.toContain('n:varlo building society');
  });
});

describe('the country around a town', () => {
  it('is read from its people’s name in -ic or -i, and from "the Velmark town of Ashby"', () => {
    const ostland = participants(
      'Fire at refinery in Kolby',
      'A fire broke out at a refinery in Kolby. Pumps across Ostland ran dry, the Ostlandic regulator said.',
    );
    expect(ostland).toEqual(['p:kolby', 'c:ostland']);
    const qadir = participants(
      'Strike in Tarbat',
      'Dockers struck in Tarbat. Ports across Qadir were quiet, Qadiri officials said.',
    );
    expect(qadir).toEqual(['p:tarbat', 'c:qadir']);
    const town = participants(
      'Landslide buries homes',
      'A landslide hit the northern Velmark town of Ashby on Friday.',
    );
    expect(town).toContain('p:ashby');
    expect(town).not.toContain('p:velmark');
  });
});

describe('what happened', () => {
  it('is what the report tells, not the older happening its background recalls', () => {
    const a = features(
      'Meridian Wire',
      'Power failure halts Tormek chip plant in Ashgrove',
      'A power failure halted production at the Tormek chip plant in Ashgrove on Monday. An earthquake stopped a plant in Dunmere in 2014.',
    );
    expect(a.kinds).toEqual(['blackout']);
  });
});

describe('background and regions', () => {
  it('leaves out a sentence that opens with an earlier year ("In 2019, …"): its town is no participant', () => {
    const { participants: who } = features(
      'Meridian Wire',
      'Fire at refinery in Solvik',
      'A fire broke out at the refinery in Solvik on Monday. In 2019, a fire at a refinery in Kelby burned for three days.',
    );
    expect(who).toEqual(['p:solvik']);
  });

  it('reads "the western Velmark region" as the country around the happening', () => {
    const who = participants(
      'Refinery fire: families told to leave',
      'Fuel prices in the western Velmark region rose after the fire in Ashby.',
    );
    expect(who).toEqual(['c:velmark', 'p:ashby']);
  });

  it('reads a savings bank, a co-operative bank or a credit union as a company', () => {
    const companies = new Set<string>();
    const lead = 'Savers queued outside branches of Pellor Savings Bank in Ashby on Monday.';
    participants('Savers queue', lead, lead, undefined, companies);
    expect([...companies]).toEqual(['o:pellor savings bank']);
  });
});

describe('counted sites', () => {
  it('leave a town the headline names where it happens, however many of its polling stations', () => {
    const who = participants(
      'Millford count suspended at 24 polling stations',
      'Counting was halted at 24 polling stations in Millford on Tuesday.',
    );
    expect(who).toContain('p:millford');
  });

  it('still make a place holding several towns the region around the happening', () => {
    const who = participants('Floods hit three towns in Velmark', 'Floods hit three towns in Velmark, near Orrin.');
    expect(who).toContain('c:velmark');
  });
});

describe('the local paper', () => {
  const runs = [
    ['The Ashby Courier', 'Queues outside the savings bank as savers fear for deposits'],
    ['Thornwick Gazette', 'Savers rush to withdraw cash'],
  ] as const;

  it('places a report that speaks of "the town" and "residents" in the town of its masthead', () => {
    const a = features(
      runs[0][0],
      runs[0][1],
      'Residents queued from dawn on Monday outside the savings bank on the town’s main square.',
    );
    expect(a.participants).toContain('p:ashby');
    // A national title names no town, and a report that names its own place keeps it.
    expect(
      features('The Daily Ledger', 'Savers rush to withdraw cash', 'Residents queued from dawn.').participants,
    ).toEqual([]);
    expect(
      features('The Ashby Courier', 'Savers queue in Ruddock', 'Residents of Ruddock queued from dawn.').participants,
    ).toEqual(['p:ruddock']);
  });

  it('keeps two towns’ bank runs apart when their local papers name neither town, and joins each to its own', () => {
    const report = reportsFrom('2026-09-14T06:00:00Z');
    const decisions = decideStream([
      report(
        'https://wire.example/ashby',
        'Meridian Wire',
        0,
        'Savers queue at Pellor Savings Bank branches in Ashby',
        'ASHBY, Ostria, Sept 14 (Meridian Wire) - Hundreds of savers queued outside branches of Pellor Savings Bank in Ashby on Monday after the lender limited withdrawals. Rumours about its loans spread online.',
      ),
      report(
        'https://wire.example/thornwick',
        'Meridian Wire',
        30,
        'Savers queue at Dunmere Savings Bank branches in Thornwick',
        'THORNWICK, Ostria, Sept 14 (Meridian Wire) - Hundreds of savers queued outside branches of Dunmere Savings Bank in Thornwick on Monday after the lender limited withdrawals. Deposits are guaranteed by the state.',
      ),
      report(
        'https://ashby-courier.example/queues',
        runs[0][0],
        90,
        runs[0][1],
        'Residents queued from dawn on Monday outside the savings bank on the town’s main square, fearing for their deposits after the lender limited withdrawals.',
      ),
      report(
        'https://thornwick-gazette.example/rush',
        runs[1][0],
        120,
        runs[1][1],
        'The council urged residents to stay calm after about 300 people lined up to withdraw savings on Monday when the lender limited withdrawals.',
      ),
    ]);
    const eventOf = (url: string) => decisions.get(url);
    expect(eventOf('https://ashby-courier.example/queues')).toBe(eventOf('https://wire.example/ashby'));
    expect(eventOf('https://thornwick-gazette.example/rush')).toBe(eventOf('https://wire.example/thornwick'));
    expect(eventOf('https://wire.example/ashby')).not.toBe(eventOf('https://wire.example/thornwick'));
  });
});

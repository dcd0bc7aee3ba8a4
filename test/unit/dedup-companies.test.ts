import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { participants } from '../../services/dedup/participants.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

const report = reportsFrom('2026-11-02T08:00:00Z');

describe('companies read by how news names them (issue 31)', () => {
  it('reads a company by its kind before it, who speaks for it, what it owns, and its "&"', () => {
    expect(
      participants(
        'Card data stolen at grocery chain',
        'Hackers took card details of 200,000 customers of the Tarvish grocer Fenwick Markets, the company said on Monday.',
      ),
    ).toContain('o:fenwick markets');
    expect(participants('Chipmaker Dorvane Silicon plans new fab', 'The plant will employ 900 people.')).toContain(
      'o:dorvane silicon',
    );
    expect(
      participants('Refinery blaze cuts output', 'A fire broke out at Kelmar’s refinery near Ostby on Tuesday.'),
    ).toContain('o:kelmar');
    const ship = participants(
      'Container ship aground',
      'The vessel, operated by Greywater Lines, went aground. “We are inspecting the hull,” said Ana Ruiz of Greywater Lines.',
    );
    expect(ship).toEqual(expect.arrayContaining(['o:greywater lines', 'n:ana ruiz']));
    // Read as a company once, it is no place or person where the text names it plainly.
    expect(ship.filter((p) => p.endsWith(':greywater lines'))).toEqual(['o:greywater lines']);
    expect(participants('Breach at retailer', 'The retailer Harlow & Finch said hackers stole data.')).toContain(
      'o:harlow & finch',
    );
    // A company's own name may hold its kind ("Refining", "Airlines"); a public body's ("Ministry") is no company.
    const companies = new Set<string>();
    const lead = 'A fire broke out at the Halden Refining plant, the Energy Ministry of Ostria said.';
    participants('Fire at refinery', lead, lead, undefined, companies);
    expect([...companies]).toEqual(['o:halden refining']);
    // A lawmaker is a person, and a company's spokesperson is not the company.
    expect(participants('Bill passes', 'The lawmaker Dana Reyes voted against it.')).not.toContain('o:dana reyes');
  });

  it('keeps two retailers’ breaches of one day apart when the headlines name no company, and joins each one’s later reports', () => {
    const stream = [
      report(
        'https://a.example/c1',
        'Global Wire',
        0,
        'Retailer breach exposes card data',
        'Hackers stole card details of 300,000 customers of the Tarvish retailer Fenwick Markets, the company said on Monday. Customers were told to change their passwords.',
      ),
      report(
        'https://b.example/c1',
        'Daily Ledger',
        30,
        'Retailer breach exposes card data',
        'Hackers stole card details of 180,000 customers of the Tarvish retailer Oslin & Brae, the company said on Monday. Customers were told to change their passwords.',
      ),
      report(
        'https://c.example/c1',
        'The Courier',
        90,
        'Fenwick Markets breach larger than first thought',
        'The Tarvish retailer Fenwick Markets said hackers stole card details of 450,000 customers, more than first reported. Customers were told to change their passwords.',
      ),
      report(
        'https://d.example/c1',
        'Capital Times',
        120,
        'Customers told to change passwords after breach',
        'Card details of 180,000 customers of the retailer Oslin & Brae were stolen by hackers, the company said on Monday.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    expect(of('https://a.example/c1')).toBe(of('https://c.example/c1'));
    expect(of('https://b.example/c1')).toBe(of('https://d.example/c1'));
    expect(of('https://a.example/c1')).not.toBe(of('https://b.example/c1'));
  });

  it('keeps two refineries’ fires apart when their owners are in the news all week, and joins each one’s later reports', () => {
    // Both companies were in the week's news (results, a deal), so neither name is rare in the stream.
    const week = [
      ['Kelmar Energy posts higher profit', 'Kelmar Energy said quarterly profit rose on strong margins.'],
      ['Vostra Petroleum signs supply deal', 'Vostra Petroleum agreed to supply crude to a trading house.'],
      ['Kelmar Energy names new chairman', 'Kelmar Energy appointed a new chairman on Wednesday.'],
      ['Vostra Petroleum bonds rally', 'Bonds of Vostra Petroleum rose after the supply deal.'],
    ].map(([title, body], i) => report(`https://w.example/${i}`, 'Wire', -4000 + 600 * i, title!, body!));
    const stream = [
      ...week,
      report(
        'https://a.example/r1',
        'Global Wire',
        0,
        'Refinery fire knocks out 120,000 barrels a day',
        'A fire broke out at Kelmar’s refinery on Tuesday, forcing the operator to shut units that process 120,000 barrels of crude a day. Fuel distributors said they would draw on stocks.',
      ),
      report(
        'https://b.example/r1',
        'Daily Ledger',
        40,
        'Refinery fire knocks out 90,000 barrels a day',
        'A fire broke out at Vostra’s refinery on Tuesday, forcing the operator to shut units that process 90,000 barrels of crude a day. Fuel distributors said they would draw on stocks.',
      ),
      report(
        'https://c.example/r1',
        'The Courier',
        100,
        'Refinery outage to last longer than first thought',
        'Repairs will keep the refinery offline for weeks, its owner Kelmar Energy said, after Tuesday’s fire cut 120,000 barrels a day of output.',
      ),
      report(
        'https://d.example/r1',
        'Capital Times',
        130,
        'Refinery outage to last longer than first thought',
        'Repairs will keep the refinery offline for weeks, its owner Vostra Petroleum said, after Tuesday’s fire cut 90,000 barrels a day of output.',
      ),
    ];
    const events = decideStream(stream);

    const of = (url: string) => events.get(url);
    expect(of('https://a.example/r1')).toBe(of('https://c.example/r1'));
    expect(of('https://b.example/r1')).toBe(of('https://d.example/r1'));
    expect(of('https://a.example/r1')).not.toBe(of('https://b.example/r1'));
  });
});

describe('a firm named as the trade desk and the business pages name it (issue 31)', () => {
  it('reads a ticker that starts with the firm’s initials and goes on as the listed company, not an acronym', () => {
    const companies = new Set<string>();
    const wire = 'Tolvik Silicon (TSLC) said on Monday it would cut 300 jobs, sending its shares down 6%.';
    participants('Chipmaker to cut jobs', wire, wire, undefined, companies);
    expect([...companies]).toEqual(['o:tolvik silicon']);
    // An acronym spelt out in full, small words and all, stays an acronym however the text speaks of shares.
    const acronym = new Set<string>();
    const bank = 'The Bank of Ostria (BOO) said bank shares were steady.';
    participants('Shares steady', bank, bank, undefined, acronym);
    expect([...acronym]).toEqual([]);
  });

  it('reads a company by a kind that words before it tell ("the consumer bank", "the memory-chip maker"), never a state’s bank', () => {
    const co = (title: string, lead: string) => {
      const companies = new Set<string>();
      participants(title, lead, lead, undefined, companies);
      return [...companies];
    };
    expect(
      co('Lender hit by capital shortfall', 'Shares of the consumer bank Harrow Mutual fell 12% on Sunday.'),
    ).toEqual(['o:harrow mutual']);
    expect(
      co(
        'Latest update - Chipmaker unveils job cuts',
        'Reportedly, shares of the optical-chip start-up Brindle Photonics dropped on Monday after it announced job cuts.',
      ),
    ).toEqual(['o:brindle photonics']);
    expect(
      co('Forecast cut', 'The power-semiconductor specialist Quell Devices lowered its sales forecast on Tuesday.'),
    ).toEqual(['o:quell devices']);
    expect(co('Rates held', 'The central bank Rivenmark Reserve held its key rate on Tuesday.')).toEqual([]);
  });

  it('reads a name right before its branches or its shares as a company, not a place, and a bare "Bank" as no one', () => {
    const companies = new Set<string>();
    const lead = 'Customers lined up outside Corran Credito branches in Tessel on Wednesday.';
    const who = participants('Bank shares slump on an emergency credit line', lead, lead, undefined, companies);
    expect([...companies]).toEqual(['o:corran credito']);
    expect(who).not.toContain('p:corran credito');
    expect(who).not.toContain('o:bank');
  });

  it('keeps two lenders’ shortfalls of one day apart when the headlines name no lender, and joins a ticker headline to its own', () => {
    const stream = [
      report(
        'https://a.example/l1',
        'Meridian Wire',
        0,
        'Lender discloses a capital shortfall',
        'TESSEL, Ostria (Meridian Wire) - Shares in the farm lender Corran Credito fell sharply on Sunday after it reported a capital shortfall. The Ostrian central bank said the banking system was sound.',
      ),
      report(
        'https://b.example/l1',
        'Daily Ledger',
        40,
        'Update: Lender discloses a capital shortfall',
        'Reportedly, in a development today, shares of the consumer bank Vellan Mutual fell sharply on Sunday after it reported a capital shortfall. The Ostrian central bank said the banking system was sound.',
      ),
      report(
        'https://c.example/l1',
        'Market Desk',
        120,
        'CRCD shares slide on a capital shortfall',
        'Corran Credito disclosed a capital shortfall of 240 million crowns on Sunday, sending its shares down 16%. Queues formed outside branches in Tessel.',
      ),
      report(
        'https://d.example/l1',
        'The Courier',
        150,
        'Why Vellan Mutual’s capital shortfall matters',
        'Mid-sized lenders have been hit by bad property loans. Vellan Mutual disclosed a capital shortfall on Sunday, sending its shares down 11%.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    expect(of('https://a.example/l1')).not.toBe(of('https://b.example/l1'));
    expect(of('https://c.example/l1')).toBe(of('https://a.example/l1'));
    expect(of('https://d.example/l1')).toBe(of('https://b.example/l1'));
  });
});

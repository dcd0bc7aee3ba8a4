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

import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import {
  differentHappenings,
  differentHeadlines,
  headlineCountries,
  headlineNames,
  nameWords,
  otherCountry,
  otherNationalStory,
  participants,
} from '../../services/dedup/participants.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

const report = reportsFrom('2026-10-05T08:00:00Z');

describe('named participants', () => {
  it('reads places, organisations and people by how news names them, never from a list', () => {
    const who = participants(
      'Dockworkers strike halts cargo at port of Ostinport',
      'A strike by the Toroholt Dockworkers Union has stopped cargo handling at Ostinport, union leader Lucia Sato said.',
    );
    expect(who).toEqual(expect.arrayContaining(['p:ostinport', 'o:toroholt dockworkers union', 'n:lucia sato']));
    // "Analysts said" opens a sentence: a capitalised word, not a name.
    expect(nameWords('Port strike spreads', 'Analysts said the walkout at Ostinport would last.')).toEqual([
      'ostinport',
    ]);
  });

  it('tells two happenings apart only when a kind is named on both sides with no name in common', () => {
    const a = participants('Magnitude 6.1 earthquake strikes Caleova province', 'The quake near Ashamar killed 14.');
    const b = participants('Magnitude 5.8 earthquake strikes Quorinica province', 'The quake near Selinholt killed 9.');
    const later = participants('Ashamar quake: toll rises to 40', 'Rescuers in Ashamar found more victims.');
    expect(differentHappenings(b, a)).toBe(true);
    expect(differentHappenings(later, a)).toBe(false);
    // One name written two ways is one participant ("Steele" is "Michael Steele").
    expect(
      differentHappenings(
        participants('Criticism mounts', 'Party chairman Michael Steele said on Friday he would stay.'),
        participants('Calls to resign', 'Senator Mark Ruddle said chairman Steele should quit.'),
      ),
    ).toBe(false);
  });
  it('takes a national story of another country for another happening, whatever generic names they share', () => {
    const kenya = participants(
      'Kenya election: Democratic Alliance ahead',
      'Voters in Kenya handed the Democratic Alliance the most seats, the electoral commission said.',
    );
    const peru = participants(
      'Democratic Union wins Peru election',
      'The Democratic Union won Peru’s parliamentary election, preliminary results showed.',
    );
    expect(otherCountry(peru, kenya)).toBe(true);
    expect(otherCountry(kenya, kenya)).toBe(false);
  });
});

describe('same-domain stories kept apart (issue 31)', () => {
  it('keeps two central banks deciding on one day apart, and joins the later reports of each', () => {
    const stream = [
      report(
        'https://a.example/1',
        'Global Wire',
        0,
        'Central Bank of Norland raises interest rate to 5.25%',
        'The Central Bank of Norland raised its benchmark interest rate by 25 basis points to 5.25% on Thursday, governor Elena Varga said, as inflation stood at 6.1%.',
      ),
      report(
        'https://b.example/1',
        'Daily Ledger',
        20,
        'Bank of Valdora cuts interest rate to 3.50%',
        'The Bank of Valdora cut its benchmark interest rate by 25 basis points to 3.50% on Thursday, governor Tomas Okafor said, as inflation stood at 2.1%.',
      ),
      report(
        'https://c.example/1',
        'The Courier',
        90,
        'Norland central bank raises rates by 25 basis points',
        'Policymakers at the Central Bank of Norland voted to move the policy rate to 5.25%, governor Elena Varga told a news conference.',
      ),
      report(
        'https://d.example/1',
        'Capital Times',
        120,
        'Valdora’s peso moves after rate cut',
        'The peso moved sharply after the Bank of Valdora cut its key rate to 3.50%, governor Tomas Okafor said.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    expect(of('https://a.example/1')).toBe(of('https://c.example/1'));
    expect(of('https://b.example/1')).toBe(of('https://d.example/1'));
    expect(of('https://a.example/1')).not.toBe(of('https://b.example/1'));
  });

  it('keeps two drone attacks on two towns apart when their headlines name neither the other town, and joins each one’s later reports', () => {
    const stream = [
      report(
        'https://a.example/2',
        'Global Wire',
        0,
        'Drone strike on Ulmek kills 4, damages power station',
        'Drones and missiles hit the town overnight, killing four people and damaging a power station, regional officials said.',
      ),
      report(
        'https://b.example/2',
        'Daily Ledger',
        40,
        'Overnight attack leaves Braneford without power',
        'A drone strike overnight damaged a power station and killed six people, regional officials said, leaving the town without electricity.',
      ),
      report(
        'https://c.example/2',
        'The Courier',
        90,
        'Ulmek counts its dead after overnight drone strike',
        'Four people were killed when drones and missiles hit Ulmek overnight, damaging a power station, regional officials said.',
      ),
      report(
        'https://d.example/2',
        'Capital Times',
        130,
        'Braneford without power after drone strike kills six',
        'Six people died when drones hit Braneford overnight and damaged the power station, regional officials said.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    expect(of('https://a.example/2')).toBe(of('https://c.example/2'));
    expect(of('https://b.example/2')).toBe(of('https://d.example/2'));
    expect(of('https://a.example/2')).not.toBe(of('https://b.example/2'));
  });

  it('reads a headline’s names, and takes any name in common, even one the whole stream repeats, as one happening', () => {
    expect(headlineNames('Overnight attack leaves Braneford without power', 'Drones hit the town.')).toEqual([
      'braneford',
    ]);
    // A headline in Title Case names nothing by these rules.
    expect(headlineNames('Overnight Attack Leaves Braneford Without Power', '')).toEqual([]);
    const everywhere = (w: string) => w !== 'trump';
    const deal = { head: ['pelosi', 'schumer', 'trump'], names: ['pelosi', 'schumer', 'trump'] };
    const close = { head: ['dreamers', 'trump'], names: ['dreamers', 'donald', 'trump'] };
    expect(differentHeadlines(deal, close, everywhere)).toBe(false);
    const ulmek = { head: ['ulmek'], names: ['ulmek', 'linora'] };
    const braneford = { head: ['braneford'], names: ['braneford', 'holalin'] };
    expect(differentHeadlines(ulmek, braneford)).toBe(true);
    // A report naming the other town anywhere in its opening is not kept apart by its headline.
    expect(differentHeadlines(ulmek, { ...braneford, names: [...braneford.names, 'ulmek'] })).toBe(false);
    expect(differentHeadlines({ ...ulmek, names: [...ulmek.names, 'braneford'] }, braneford)).toBe(false);
  });

  it('takes a story for another country’s national story only when the headlines name the two countries', () => {
    const head = (title: string, lead: string) => ({
      head: headlineCountries(title),
      participants: participants(title, lead),
    });
    const portugal = head(
      'Portugal inflation reaches 5.0% in October',
      'Inflation in Portugal reached 5.0% last month, the Portugal Statistics Office said.',
    );
    const belgium = head(
      'Belgium CPI at 6.0%, up from 9.5% in September',
      'Annual inflation in Belgium came in at 6.0%, the Belgium Statistics Office said.',
    );
    expect(otherNationalStory(portugal, belgium)).toBe(true);
    // One report places the border row by the country across the border, the other by its own: one story.
    const threat = head(
      'President threatens to close the border over the budget fight',
      'The president said he would close the border with Mexico unless the wall was funded.',
    );
    const shutdown = head(
      'President renews threat to close the border',
      'The United States could close its southern border next week, the president said.',
    );
    expect(otherCountry(threat.participants, shutdown.participants)).toBe(true);
    expect(otherNationalStory(threat, shutdown)).toBe(false);
  });
});

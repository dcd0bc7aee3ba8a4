// Two lands' national stories on one day (two elections, two blackouts) are two events, however
// often the stream names either land, when each report reads its land as a country: by its people,
// its president or government (issue 31). Sentences of our own, fictional lands.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

const report = reportsFrom('2026-09-14T06:00:00Z');

/** Twenty listings naming both lands: neither is a rare name in the stream. */
const listings = [
  'Orchestra tour',
  'Bakery chain expands',
  'Marathon route unveiled',
  'Library hours extended',
  'Ferry timetable changes',
  'Chess championship',
  'Museum exhibition',
  'Cycling race stage',
  'Film festival lineup',
  'Bus fares frozen',
  'Football friendly',
  'Book fair',
  'Wine harvest',
  'Telescope opens',
  'Choir contest',
  'Rail upgrade',
  'Flower show',
  'Robotics fair',
  'Jazz weekend',
  'Kite day',
].map((title, i) =>
  report(
    `https://listings.example/${i}`,
    'Weekend Guide',
    -600 + i * 30,
    title,
    `The ${title.toLowerCase()} item ${i} ${i % 2 ? 'tours Haldria and Drosnia' : 'comes to Drosnia, then Haldria'}. ${['Tickets sold fast.', 'Prices were unchanged.', 'Crowds were large.', 'It runs until March.', 'Entry is free.'][i % 5]}`,
  ),
);

describe('two lands’ national stories told in one wire’s words', () => {
  it('found two events when one report reads its land by its people and the other by its president, parliament or "the country", whichever desk tells them', () => {
    for (const [desk, title, one, other] of [
      [
        'Harbour Wire',
        '{T} election: ruling party claims victory',
        'Voters in {T} went to the polls on Sunday in a general election. The ruling party claimed victory as counting went on, and the {T}n president called for calm. Turnout was about 61 percent, the electoral commission said.',
        'Voters in {T} went to the polls on Sunday in a general election. The ruling party claimed victory as counting went on, and the president called for calm. Turnout was about 58 percent, the electoral commission said.',
      ],
      [
        'Valley Radio',
        'Millions without power in {T}',
        'A grid failure left millions of homes without electricity on Sunday night. The {T}n government said supply would be back by morning, and hospitals switched to generators.',
        'A grid failure left millions of homes in {T} without electricity on Sunday night. The country’s grid operator said supply would be back by morning, and hospitals switched to generators.',
      ],
      [
        'Morning Ledger',
        'LIVE: {T} votes in general election',
        '08:30 - Polls have opened across {T}, where the {T}n parliament’s 200 seats are up for grabs. Queues formed early in the capital.',
        '08:30 - Polls have opened across {T}, where all 200 seats in parliament are up for grabs. Queues formed early in the capital.',
      ],
    ]) {
      const fill = (s: string, land: string) => s.replaceAll('{T}', land);
      for (const [first, second] of [
        [fill(one!, 'Haldria'), fill(other!, 'Drosnia')],
        [fill(other!, 'Haldria'), fill(one!, 'Drosnia')],
      ]) {
        const events = decideStream([
          ...listings,
          report('https://a.example/1', desk!, 0, fill(title!, 'Haldria'), first!),
          report('https://b.example/1', desk!, 90, fill(title!, 'Drosnia'), second!),
        ]);
        expect(events.get('https://b.example/1'), title).not.toBe(events.get('https://a.example/1'));
      }
    }
  });

  it('keep one land’s reports together, one headlined by the land and one by its capital', () => {
    const events = decideStream([
      ...listings,
      report(
        'https://a.example/1',
        'Harbour Wire',
        0,
        'Haldria election: ruling party claims victory',
        'Voters in Haldria went to the polls on Sunday in a general election. The ruling party claimed victory as counting went on, and the Haldrian president called for calm.',
      ),
      report(
        'https://a.example/2',
        'Valley Radio',
        60,
        'Ruling party claims election victory as Vessmark counts',
        'Counting went on in Vessmark, Haldria’s capital, after Sunday’s general election, and the ruling party claimed victory. The president called for calm.',
      ),
    ]);
    expect(events.get('https://a.example/2')).toBe(events.get('https://a.example/1'));
  });
});

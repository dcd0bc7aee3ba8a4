// Near-copies (one wire's template filled in for two towns) are two happenings told apart by the town,
// while a wire's own rewrites of one report stay together (issue 31). Sentences of our own, fictional
// names; a season of listings names both towns, so neither is rare in the stream (as in a busy region).
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

const report = reportsFrom('2026-09-14T06:00:00Z');

/** Twenty listings, each naming both towns: neither town is a rare name any more. */
const listings = [
  ['Orchestra tour', 'The Lintel Philharmonic announced a tour with concerts'],
  ['Bakery chain expands', 'Crumbworth Bakeries opened new shops'],
  ['Marathon route unveiled', 'Runners in the Gilder Marathon will pass'],
  ['Library hours extended', 'The Pellam Library Trust extended reading-room hours'],
  ['Ferry timetable changes', 'Osprey Ferries changed its winter sailings'],
  ['Chess championship', 'The Rook Open chess championship drew players'],
  ['Museum exhibition', 'The Quarrow Museum lent paintings to galleries'],
  ['Cycling race stage', 'Stage four of the Tour of Vessa rode between'],
  ['Film festival lineup', 'The Lanternlight film festival will screen films'],
  ['Bus fares frozen', 'Corvin Coaches froze fares on routes linking'],
  ['Football derby', 'Fans of Athletic Brennor travelled between'],
  ['Book fair', 'Publishers at the Inkwell book fair visited'],
  ['Wine harvest', 'Growers of the Sallow Ridge cooperative picked grapes'],
  ['Telescope opens', 'The Starfall Observatory opened viewing nights'],
  ['Choir contest', 'The Bellwether choir contest heard singers'],
  ['Rail upgrade', 'Engineers from Tressel Rail laid track'],
  ['Flower show', 'Gardeners at the Primrel flower show judged roses'],
  ['Robotics fair', 'Students at the Gearwright robotics fair built machines'],
  ['Jazz weekend', 'Saxophonists of the Bluenote weekend played clubs'],
  ['Kite day', 'Families at the Windmere kite day flew kites'],
].map(([title, lead], i) =>
  report(
    `https://listings.example/${i}`,
    'Weekend Guide',
    -600 + i * 30,
    title!,
    `${lead} ${i % 2 ? 'across Tel Varrin and Marsa Quell' : 'in Marsa Quell, then Tel Varrin'}. ${['Tickets sold fast.', 'Prices were unchanged.', 'Crowds were large.', 'It runs until March.', 'Entry is free.'][i % 5]}`,
  ),
);

describe('two near-copies that differ only in the town', () => {
  it('found two events, whichever desk fills in the template', () => {
    for (const [desk, title, body] of [
      [
        'Harbour Wire',
        'Voting suspended at 47 stations after flooding',
        '{T}, September 14 (Harbour Wire) - Voting was suspended at 47 polling stations in {T} on Sunday after flash floods cut roads, the electoral commission said. Officials said ballots would be moved to dry ground and counted on Monday.',
      ],
      [
        'Valley Radio',
        'What the flooding tells us',
        'The flooding in {T} this week caught the town by surprise. Rivers rose two metres in a night, and the drains built in the 1970s could not cope. Engineers say the town will need new defences before the winter rains.',
      ],
      [
        'Morning Ledger',
        'Substation fire leaves thousands in the dark',
        'Thousands of homes in {T} lost power on Sunday evening after a substation fire, the grid operator said. Crews expected to restore supply by Monday morning, and schools will stay shut.',
      ],
    ]) {
      const fill = (s: string, town: string) => s.replaceAll('{T}', town);
      const events = decideStream([
        ...listings,
        report('https://a.example/1', desk!, 0, title!, fill(body!, 'Tel Varrin')),
        report('https://b.example/1', desk!, 90, title!, fill(body!, 'Marsa Quell')),
      ]);
      expect(events.get('https://b.example/1'), title).not.toBe(events.get('https://a.example/1'));
    }
  });

  it('keep a wire’s rewrites of one report together when the town agrees', () => {
    const body =
      'TEL VARRIN, September 14 (Harbour Wire) - Voting was suspended at 47 polling stations in Tel Varrin on Sunday after flash floods cut roads, the electoral commission said. Officials said ballots would be moved to dry ground and counted on Monday.';
    const events = decideStream([
      ...listings,
      report('https://a.example/1', 'Harbour Wire', 0, 'Voting suspended at 47 stations after flooding', body),
      report(
        'https://a.example/2',
        'Harbour Wire',
        40,
        'UPDATE 1-Voting suspended at 50 stations after flooding',
        `${body.replace('47', '50')} Turnout before the floods was about 40 percent.`,
      ),
    ]);
    expect(events.get('https://a.example/2')).toBe(events.get('https://a.example/1'));
  });
});

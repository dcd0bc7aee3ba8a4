// A headline's idioms for a walkout ("power workers down tools", "staff walked off the job") name the kind
// of happening as "strike" does (issue 31, one actor, two targets: one union's walkouts at a power station
// and at a refinery in two towns). Sentences of our own, fictional names, in several desks' styles.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { happeningKinds } from '../../services/dedup/happenings.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

describe('a walkout told by a headline’s idiom', () => {
  it('reads "down tools" and "walked off the job" as a walkout, and tools or a job alone as none', () => {
    expect(happeningKinds('Official: Power workers down tools after a colleague’s death on shift')).toEqual([
      'walkout',
    ]);
    expect(happeningKinds('Refinery staff walked off the job on Wednesday')).toEqual(['walkout']);
    expect(happeningKinds('Power station bosses lay down new safety tools')).toEqual([]);
    expect(happeningKinds('Refinery adds 200 jobs')).toEqual([]);
  });

  it('keeps walkouts at a power station and at a refinery in two towns a day apart in two events, a statement telling the second by its idiom, and joins each one’s later report', () => {
    const report = reportsFrom('2026-10-04T06:00:00Z');
    const stream = [
      // The week's other news of both towns: neither town's name is one only these reports hold.
      report(
        'https://local.example/harlow-trams',
        'Harlow Evening Post',
        0,
        'Harlow council approves new tram line',
        'HARLOW - The council in Harlow voted on Sunday to build a tram line along the river.',
      ),
      report(
        'https://local.example/harlow-festival',
        'Harlow Evening Post',
        20,
        'Harbour festival draws record crowds to Harlow',
        'More than 30,000 visitors came to the harbour festival in Harlow at the weekend, organisers said.',
      ),
      report(
        'https://local.example/dunmere-cup',
        'Dunmere Echo',
        40,
        'Dunmere Rovers lift the county cup',
        'Dunmere Rovers beat Ashby 2-1 in the county cup final on Sunday, their first title in a decade.',
      ),
      report(
        'https://local.example/dunmere-library',
        'Dunmere Echo',
        60,
        'Dunmere library reopens after repairs',
        'The public library in Dunmere reopened on Sunday after a year of roof repairs, the town said.',
      ),
      report(
        'https://radio.example/harlow-1',
        'World Radio',
        1440,
        'Radio report: Workers walk out at Harlow power station over pay',
        'ANCHOR: Turning now to the walkout at the Harlow power station. Members of the Energy Workers Federation walked off the job at the Harlow power station in Harlow on Tuesday over pay. CORRESPONDENT (Harlow): The station supplies much of the coast.',
      ),
      report(
        'https://live.example/harlow-2',
        'Daily Rolling',
        1500,
        'LIVE: Output cut as staff strike over pay',
        'Follow our live coverage. 20:15 - The union said the action would last three days. 19:40 - A strike over pay halted two of the generating units at the Harlow power station outside Harlow on Tuesday. "We have been patient for months," said a shop steward.',
      ),
      report(
        'https://statement.example/dunmere-1',
        'PR Relay',
        2940,
        'Official: Power workers down tools after a colleague’s death on shift',
        '"We have been patient for months," said Lior Varga, a shop steward. In a statement issued on Wednesday, officials confirmed the following. A strike after a colleague’s death on shift halted two of the generating units at the Dunmere refinery outside Dunmere on Wednesday. The union said the action would last four days.',
      ),
      report(
        'https://wire.example/dunmere-2',
        'Meridian Wire',
        3000,
        'Union stages walkout at Dunmere refinery',
        'DUNMERE, Kelland (Meridian Wire) - About 50 workers at the Dunmere refinery stopped work on Wednesday, their union said, in a dispute after a colleague’s death on shift. "We have been patient for months," said Lior Varga, a shop steward.',
      ),
    ];
    const events = decideStream(stream);
    const at = (url: string) => events.get(url);
    expect(at('https://live.example/harlow-2')).toBe(at('https://radio.example/harlow-1'));
    expect(at('https://wire.example/dunmere-2')).toBe(at('https://statement.example/dunmere-1'));
    expect(at('https://statement.example/dunmere-1')).not.toBe(at('https://radio.example/harlow-1'));
  });
});

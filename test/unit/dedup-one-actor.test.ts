// One actor at two sites (issue 31: one company's two plants, one miner's two pits, on one day): the
// shared company is what would tie them, and a company two events name is still no name the whole
// stream repeats. And who comments is no one the story is about: "an economist at Halvard Research". Sentences of our
// own, fictional names, several desk styles (wire dateline, brief, trade press with ticker, local paper).
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { participants } from '../../services/dedup/participants.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

describe('one actor at two sites (issue 31)', () => {
  it('reads the firm a quoted economist or analyst works at as no participant, neither a place nor a company of the story', () => {
    const text =
      'The bank raised rates on Tuesday. “It is acting on the data,” said Ilse Tavish, an economist at Halvard Research.';
    const who = participants('Rates up again', text, text);
    expect(who.filter((p) => p.includes('halvard'))).toEqual([]);
  });

  it('founds two events for one chipmaker’s power failures at two towns’ plants on one day, though both towns are in the week’s news', () => {
    const report = reportsFrom('2026-04-15T06:00:00Z');
    const stream = [
      // The week's other news of both towns: each town is named by more than one event.
      report(
        'https://local.example/thornley-council',
        'Thornley Gazette',
        0,
        'Thornley council approves new bus depot',
        'THORNLEY - The council in Thornley voted on Tuesday to build a bus depot on the ring road.',
      ),
      report(
        'https://local.example/greywater-cup',
        'Greywater Echo',
        10,
        'Greywater Rovers lift the county cup',
        'Greywater Rovers beat Ashby 2-1 in the county cup final on Tuesday night, their first title in a decade.',
      ),
      report(
        'https://wire.example/thornley-fab',
        'Meridian Wire',
        120,
        'Power failure halts Stangrus Microdevices chip plant in Thornley',
        'THORNLEY, Elvassa, April 15 (Meridian Wire) - A power failure halted production at the Stangrus Microdevices chip plant in Thornley on Wednesday, scrapping about 23,000 wafers, the company said.',
      ),
      report(
        'https://wire.example/greywater-fab',
        'Meridian Wire',
        300,
        'Power failure halts Stangrus Microdevices chip plant in Greywater',
        'GREYWATER, Elvassa, April 15 (Meridian Wire) - A power failure halted production at the Stangrus Microdevices chip plant in Greywater on Wednesday, scrapping about 11,000 wafers, the company said.',
      ),
      report(
        'https://trade.example/thornley-fab',
        'Wafer Markets',
        420,
        'Stangrus (STNG): Power failure halts Stangrus Microdevices chip plant in Thornley',
        'Stangrus Microdevices halted its Thornley plant after a power failure, it said in a filing. Shares of Stangrus (STNG) fell 3% in Port Anselm.',
      ),
      report(
        'https://brief.example/greywater-fab',
        'In Brief Daily',
        480,
        'Stangrus shuts Greywater fab after power failure',
        'Quick one. A power failure halted production at the Stangrus Microdevices chip plant in Greywater on Wednesday; about 11,000 wafers were scrapped.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    const thornley = of('https://wire.example/thornley-fab');
    const greywater = of('https://wire.example/greywater-fab');
    expect(greywater).not.toBe(thornley);
    expect(of('https://trade.example/thornley-fab')).toBe(thornley);
    expect(of('https://brief.example/greywater-fab')).toBe(greywater);
  });
});

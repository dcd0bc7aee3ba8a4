// A town a report names as a route's end ("ferries to Tamsk were not affected", "the road to Tamsk was
// closed", "ambulances were diverted to Tamsk") is a bearing of its own happening, not where it is
// (issue 31: one actor, two targets: a dockers' union striking two ports, one group's drones hitting two
// towns). Sentences of our own, fictional names, in several desks' styles.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { withoutNeighbours } from '../../services/evidence/reference-places.ts';
import { featuresOf, reportsFrom } from '../helpers/dedup-stream.ts';

describe('a town named as a route’s end', () => {
  it('is left out of the report’s own text, and no participant or name of it', () => {
    for (const text of [
      'Ferries to Tamsk were not affected.',
      'The road to Tamsk was closed for several hours.',
      'Ambulances were diverted to Tamsk, officials said.',
      'Flights to Port Selwen were suspended overnight.',
      'Train services to Port Selwen ran as normal.',
    ])
      expect(withoutNeighbours(text), text).not.toMatch(/Selwen|Tamsk/);
    const f = featuresOf(
      'Dockers strike at Orvik container terminal',
      'ORVIK, Kelland (Meridian Wire) - Dockworkers at Orvik container terminal walked out on Monday over pay, leaving 30 ships at anchor. Ferries to Tamsk were not affected.',
    );
    expect(f.participants).toContain('p:orvik');
    expect(f.names).not.toContain('tamsk');
  });

  it('keeps a town a report names in its own right, or as where a route starts', () => {
    expect(withoutNeighbours('Dockworkers in Tamsk walked out on Monday.')).toContain('Tamsk');
    expect(withoutNeighbours('Flights from Tamsk were cancelled after the quake.')).toContain('Tamsk');
    expect(withoutNeighbours('The strike spread to Tamsk on Tuesday.')).toContain('Tamsk');
  });

  it('founds two events for one union’s strikes at two ports a day apart, each report naming the other port’s ferries, and joins each one’s later reports', () => {
    const report = reportsFrom('2026-10-05T06:00:00Z');
    const stream = [
      // The week's other news of both ports: neither town's name is one only these reports hold.
      report(
        'https://local.example/orvik-trams',
        'Orvik Evening Post',
        0,
        'Orvik council approves new tram line',
        'ORVIK - The council in Orvik voted on Monday to build a tram line along the river.',
      ),
      report(
        'https://local.example/orvik-festival',
        'Orvik Evening Post',
        20,
        'Harbour festival draws record crowds to Orvik',
        'More than 30,000 visitors came to the harbour festival in Orvik at the weekend, organisers said.',
      ),
      report(
        'https://local.example/tamsk-cup',
        'Tamsk Echo',
        40,
        'Tamsk Rovers lift the county cup',
        'Tamsk Rovers beat Ashby 2-1 in the county cup final on Monday night, their first title in a decade.',
      ),
      report(
        'https://local.example/tamsk-library',
        'Tamsk Echo',
        60,
        'Tamsk library reopens after repairs',
        'The public library in Tamsk reopened on Monday after a year of roof repairs, the town said.',
      ),
      report(
        'https://wire.example/orvik-1',
        'Meridian Wire',
        1440,
        'Ships queue as dockers strike',
        'ORVIK, Kelland (Meridian Wire) - Dockworkers at Orvik container terminal in Orvik walked out on Tuesday over pay, leaving 40 vessels waiting at anchor, the Kelland Dockers Federation said. Ferries to Tamsk were not affected.',
      ),
      report(
        'https://blog.example/orvik-2',
        'Fieldnotes',
        1500,
        'Orvik port idle as stevedores walk out - a few thoughts',
        'Quick post. Cargo handling stopped at Orvik container terminal on Tuesday after the Kelland Dockers Federation called a strike over pay. Ferries to Tamsk were not affected.',
      ),
      report(
        'https://wire.example/tamsk-1',
        'Meridian Wire',
        2880,
        'Ships queue as dockers strike',
        'TAMSK, Kelland (Meridian Wire) - Dockworkers at Tamsk container terminal in Tamsk walked out on Wednesday against pension cuts, leaving 25 vessels waiting at anchor, the Kelland Dockers Federation said. Ferries to Orvik were not affected.',
      ),
      report(
        'https://radio.example/tamsk-2',
        'World Radio',
        2940,
        'Tamsk port idle as stevedores walk out (transcript)',
        'ANCHOR: Turning now to the dock strike at Tamsk container terminal. Cargo handling stopped at Tamsk container terminal on Wednesday after the Kelland Dockers Federation called a strike against pension cuts. Ferries to Orvik were not affected.',
      ),
    ];
    const events = decideStream(stream);
    const at = (url: string) => events.get(url);
    expect(at('https://blog.example/orvik-2')).toBe(at('https://wire.example/orvik-1'));
    expect(at('https://radio.example/tamsk-2')).toBe(at('https://wire.example/tamsk-1'));
    expect(at('https://wire.example/tamsk-1')).not.toBe(at('https://wire.example/orvik-1'));
  });
});

// A name's kind holds across one stream (issue 31): a town one desk names "in Brenton" is the town
// another desk puts in its dateline or its slug with nothing around it. Sentences of our own,
// fictional names.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { streamPlaces } from '../../services/dedup/participants.ts';
import { featuresOf as features, reportsFrom } from '../helpers/dedup-stream.ts';

const report = reportsFrom('2026-10-03T05:00:00Z');

describe('a town named only in a dateline or a slug', () => {
  it('is read as no kind on its own, and as a place once another report of the stream reads it as one', () => {
    const wire = features(
      'Floodwater rises a metre overnight',
      'BRENTON, Velmark (Northgate Wire) - Floodwater rose a metre overnight after the river burst its banks.',
    );
    const slug = features('Brenton: river bursts its banks', 'Floodwater rose a metre overnight, crews said.');
    expect(wire.participants.filter((p) => p[0] === 'p')).toEqual([]);
    expect(wire.unread).toContain('brenton');
    expect(slug.unread).toContain('brenton');
    expect(streamPlaces(wire.unread, wire.participants, [['p:brenton', 'o:velmark water board']])).toEqual([
      'p:brenton',
    ]);
  });

  it('is not made a place where the stream reads that name as an organisation or a land', () => {
    const slug = features('Quarrel: river bursts its banks', 'Floodwater rose a metre overnight, crews said.');
    expect(streamPlaces(slug.unread, slug.participants, [['p:quarrel'], ['o:quarrel holdings']])).toEqual([]);
    const land = features('Velmark: river bursts its banks', 'Floodwater rose a metre overnight, crews said.');
    expect(streamPlaces(land.unread, land.participants, [['p:velmark'], ['k:velmarkian']])).toEqual([]);
  });

  it('nor is a name that opens a sentence as its subject ("Halvik said…"): who, as often as where', () => {
    const f = features('Halvik shuts plant', 'Halvik said the plant would stay shut for a week.');
    expect(f.unread).not.toContain('halvik');
  });

  it('keeps a slugged or datelined report of one town’s flood out of the next town’s flood', () => {
    const stream = [
      report(
        'https://local.example/ashby-1',
        'Ashby Courier',
        0,
        'River bursts its banks in Ashby',
        'Floodwater rose a metre in Ashby overnight after the river burst its banks. Crews pumped water out of homes on Mill Street.',
      ),
      report(
        'https://radio.example/brenton-1',
        'Valley Radio',
        30,
        'Homes evacuated in Brenton as river bursts its banks',
        'Families left their homes in Brenton on Friday as the Tarrow rose, the council said.',
      ),
      report(
        'https://blog.example/brenton-2',
        'River Watch',
        60,
        'Brenton: river bursts its banks',
        'Floodwater rose a metre overnight after the river burst its banks. Crews pumped water out of homes.',
      ),
      report(
        'https://wire.example/brenton-3',
        'Northgate Wire',
        90,
        'Floodwater rises a metre after river bursts its banks',
        'BRENTON, Velmark (Northgate Wire) - Floodwater rose a metre overnight after the river burst its banks. Crews pumped water out of homes.',
      ),
    ];
    const events = decideStream(stream);
    const ashby = events.get('https://local.example/ashby-1');
    expect(events.get('https://blog.example/brenton-2')).not.toBe(ashby);
    expect(events.get('https://wire.example/brenton-3')).not.toBe(ashby);
  });
});

// Two sites within one place (issue 31): a city both reports name is where many happenings are; the
// finer place each report tells its happening at decides. Sentences of our own, fictional names.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { bearing } from '../../services/evidence/reference-places.ts';
import { capitals } from '../../services/dedup/sites-within.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

const report = reportsFrom('2026-09-14T06:00:00Z');

const market = [
  report(
    'https://a.example/m1',
    'Harbour Wire',
    0,
    'Shells hit market in Kastova, 9 dead',
    'Shells struck a crowded market in Kastova on Monday, killing nine people in Brenholt, the city council said. Rescuers searched the stalls for survivors.',
  ),
  report(
    'https://b.example/m1',
    'Morning Ledger',
    30,
    'Kastova market shelling kills 9',
    'Nine people were killed when shells struck a market in Kastova on Monday, residents in Brenholt said.',
  ),
];

describe('two sites within one city', () => {
  it('keeps a school shelled in one district out of a market shelled in another', () => {
    const events = decideStream([
      ...market,
      report(
        'https://c.example/s1',
        'Civic Post',
        90,
        'Shells hit school, 4 dead',
        'Shells struck a school in Kastova on Monday, killing four people in Morrow, the city council said. Pupils had been sent home an hour earlier.',
      ),
    ]);
    expect(events.get('https://a.example/m1')).toBe(events.get('https://b.example/m1'));
    expect(events.get('https://c.example/s1')).not.toBe(events.get('https://a.example/m1'));
  });

  it('still joins a report that names only the city, or the same district', () => {
    const events = decideStream([
      ...market,
      report(
        'https://d.example/m1',
        'Evening Star',
        120,
        'Shelling in Kastova kills 9',
        'Shells struck a market in Kastova on Monday, killing nine people, the city council said.',
      ),
      report(
        'https://e.example/m1',
        'Civic Post',
        150,
        'Market shelling: nine dead',
        'Shells struck the market in Kastova on Monday, killing nine people in Brenholt, rescuers said.',
      ),
    ]);
    const market1 = events.get('https://a.example/m1');
    expect(events.get('https://d.example/m1')).toBe(market1);
    expect(events.get('https://e.example/m1')).toBe(market1);
  });
});

describe('a happening that covers the city', () => {
  it('joins a storm told from one district to the same storm told from another', () => {
    const events = decideStream([
      report(
        'https://a.example/s1',
        'Harbour Wire',
        0,
        'Storm floods streets in Kastova',
        'A storm flooded streets in Kastova on Monday, cutting power to homes in Brenholt, the city council said. Crews pumped water from cellars.',
      ),
      report(
        'https://b.example/s1',
        'Morning Ledger',
        40,
        'Storm floods cellars, 2 hurt',
        'A storm flooded cellars in Kastova on Monday, injuring two people in Morrow, the city council said. Crews pumped water from homes.',
      ),
    ]);
    expect(events.get('https://b.example/s1')).toBe(events.get('https://a.example/s1'));
  });
});

describe('a place that is no site', () => {
  it('is a bearing when the text names it only before a river or a border', () => {
    expect(bearing('A blast hit flats in Ardley on the Velm river on Thursday.', 'velm')).toBe(true);
    expect(bearing('Flats near the Corrin border were evacuated.', 'corrin')).toBe(true);
    expect(bearing('A blast hit flats in Velm on Thursday, near the Velm river.', 'velm')).toBe(false);
  });

  it('is a ticker when the text writes it only in capitals', () => {
    expect(capitals('TARQ falls 6% after plant fire; TARQ shares hit a low', 'tarq')).toBe(true);
    expect(capitals('Tarq falls after fire at its TARQ plant', 'tarq')).toBe(false);
    expect(capitals('Fire at the plant', 'tarq')).toBe(false);
  });
});

// Where a report says its happening is (issue 31: neighbouring towns, cities of one country, one
// actor's different targets). Sentences of our own, fictional names.
import { describe, expect, it } from 'vitest';
import { articleFeatures } from '../../services/dedup/engine.ts';
import { datelinePlace, participants, withoutHistory } from '../../services/dedup/participants.ts';

const features = (title: string, body: string) =>
  articleFeatures(
    {
      version: 1,
      origin: 'file',
      sample: false,
      url: 'https://a.example/1',
      title,
      body,
      publication: 'Harbour Wire',
      publishedAt: '2026-09-14T06:00:00Z',
    },
    Date.parse('2026-09-14T06:01:00Z'),
  );

describe('a town named by the hazard that struck it', () => {
  it('is a place when a hazard’s name follows it inside a sentence', () => {
    expect(participants('Search for missing after Brellow landslide', 'Rescuers dug through mud all night.')).toContain(
      'p:brellow',
    );
    expect(participants('Villagers return as Oskham fire is contained', 'Crews held the line overnight.')).toContain(
      'p:oskham',
    );
  });

  it('is no place when a word for an attack follows it: that name is as often who struck', () => {
    expect(participants('Rescuers search rubble after Dravish drone attack', 'Four people died.')).toEqual([]);
  });

  it('is a place after "above", "around" or "the edge of"', () => {
    expect(participants('Homes buried', 'A hillside above Pernat gave way on the edge of Sillow.')).toEqual([
      'p:pernat',
      'p:sillow',
    ]);
  });
});

describe('a town whose name ends like a people’s', () => {
  it('stays a town when it stands on its own, names a council or follows "near"', () => {
    const council = participants(
      'Hackers claim attack on Morvan council',
      'The Morvan city council in Morvan was hit by ransomware late on Saturday.',
    );
    expect(council).toContain('p:morvan');
    expect(council).not.toContain('c:morvan');
    const hospital = participants(
      'Measles outbreak declared in Morvan',
      'Health authorities in Morvan confirmed 36 cases. “The wards are full,” a nurse at Morvan Teaching Hospital said.',
    );
    expect(hospital).toEqual(['p:morvan']);
    expect(
      participants('Aftershocks rattle Morvan', 'A strong earthquake struck near Morvan late on Sunday, killing two.'),
    ).toEqual(['p:morvan']);
  });

  it('is still a people’s name before a noun when it never stands alone ("the Talsolan port of Nokdum")', () => {
    expect(participants('Strike at the Talsolan port of Nokdum', 'Dockers walked out at Nokdum on Monday.')).toContain(
      'c:talsolan',
    );
  });
});

describe('a report’s background', () => {
  it('drops the sentences that date what they tell to an earlier year', () => {
    const lead =
      'A landslide buried six houses on the edge of Brellow on Thursday. A slide in 2015 near Tamsk killed a dozen people. Rescue work goes on in 2026.';
    expect(withoutHistory(lead, 2026)).toBe(
      'A landslide buried six houses on the edge of Brellow on Thursday. Rescue work goes on in 2026.',
    );
  });

  it('names no participant or name of the happening it recalls', () => {
    const f = features(
      'Landslide buries homes near Brellow',
      'A landslide buried six houses on the edge of Brellow on Thursday. A slide in 2015 near Tamsk killed a dozen people.',
    );
    expect(f.participants).toEqual(['p:brellow']);
    expect(f.names).not.toContain('tamsk');
  });
});

describe('a dateline', () => {
  it('names the town the report was filed from, in capitals before the date or the agency', () => {
    expect(datelinePlace('BRELLOW, Ostmark, March 5 (Northgate Press) - A landslide buried six houses.')).toBe(
      'brellow',
    );
    expect(datelinePlace('PORT ALDER (Northgate Press) - Dockers walked out.')).toBe('port alder');
    expect(datelinePlace('WASHINGTON — The Senate voted on Friday.')).toBe('washington');
    expect(datelinePlace('A landslide buried six houses near Brellow.')).toBeNull();
    expect(datelinePlace('NASA said on Friday it would delay the launch.')).toBeNull();
  });
});

// Who acted (issue 31): two ministers' two pledges of one kind are two acts, however often the week's
// news names each minister and however alike the pledges' words; a report of one act names the person
// who made it, and a reaction names that person beside its own speaker. Sentences of our own,
// fictional names, several desk styles.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { otherPersons } from '../../services/dedup/persons.ts';
import { featuresOf, reportsFrom } from '../helpers/dedup-stream.ts';

const report = reportsFrom('2026-10-12T06:00:00Z');

describe('two people’s acts', () => {
  it('tells two people apart only when neither side names the other’s person and they share no one and nowhere', () => {
    const pledge = featuresOf(
      'Varno pledges 40m for flood defences',
      'Finance Minister Ilsa Varno promised 40 million for flood defences on Monday, telling parliament the money would reach river towns this winter.',
    );
    const other = featuresOf(
      'Castel pledges 25m for flood defences',
      'Interior Minister Orin Castel promised 25 million for flood defences, in a speech to mayors.',
    );
    const reaction = featuresOf(
      'Mayors cool on flood pledge',
      'Mayor Dena Hollis said the 40 million promised by Finance Minister Ilsa Varno would not reach small towns.',
    );
    expect(otherPersons(other, pledge)).toBe(true);
    // A reaction names the person who acted beside its own speaker.
    expect(otherPersons(reaction, pledge)).toBe(false);
    // Two reports of one recall quoting two voices still both name the board that recalled.
    expect(
      otherPersons(
        featuresOf(
          'Medicines board recalls heart pills',
          'The Pellan Medicines Board recalled two batches of heart pills. "Safety comes first," its director, Hanne Morrow, said.',
        ),
        featuresOf(
          'Heart pills recalled',
          'Two batches of heart pills were recalled by the Pellan Medicines Board. Dr Tomas Elling, a cardiologist, welcomed the decision.',
        ),
      ),
    ).toBe(false);
    // A side that names no one tells nothing.
    expect(
      otherPersons(
        featuresOf('Flood fund unveiled', 'The government set aside 40 million for flood defences.'),
        pledge,
      ),
    ).toBe(false);
  });
});

describe('two ministers’ pledges, one minister named often before (fails without the rule of persons)', () => {
  // Earlier news named the finance minister in two other stories: her name is no longer rare enough
  // to tell two events apart by itself.
  const day = 24 * 60;
  const background = [
    report(
      'https://w.example/b1',
      'Capital Wire',
      0,
      'Varno defends budget',
      'Finance Minister Ilsa Varno defended the budget before the assembly in Pellan.',
    ),
    report(
      'https://x.example/b2',
      'Evening Post',
      8 * day,
      'Varno meets bankers',
      'Ilsa Varno met the heads of the largest lenders to discuss deposit rules at the Tarrow exchange.',
    ),
  ];
  const pledge = [
    report(
      'https://w.example/p1',
      'Capital Wire',
      16 * day,
      'Varno pledges 40m for flood defences',
      'Finance Minister Ilsa Varno on Monday pledged 40 million for flood defences along rivers, saying the money would be spent on walls and pumps this winter.',
    ),
    report(
      'https://x.example/p1',
      'Evening Post',
      16 * day + 30,
      'Minister Varno promises flood money',
      'Ilsa Varno pledged 40 million for flood defences along rivers on Monday, money for walls and pumps to be spent this winter.',
    ),
  ];

  it('keeps the second minister’s pledge out of the first', () => {
    const events = decideStream([
      ...background,
      ...pledge,
      report(
        'https://y.example/p2',
        'Radio North',
        16 * day + 80,
        'Castel pledges 25m for flood defences',
        'Interior Minister Orin Castel pledged 25 million for flood defences along rivers, saying the money would be spent on walls and pumps this winter.',
      ),
    ]);
    expect(events.get('https://x.example/p1')).toBe(events.get('https://w.example/p1'));
    expect(events.get('https://y.example/p2')).not.toBe(events.get('https://w.example/p1'));
  });

  it('still joins a reaction that names the minister who pledged beside its own speaker', () => {
    const events = decideStream([
      ...background,
      ...pledge,
      report(
        'https://y.example/p3',
        'Radio North',
        16 * day + 80,
        'Mayors cool on flood defences pledge',
        'PRESENTER: Mayor Dena Hollis said the 40 million for flood defences pledged by Ilsa Varno would not reach small towns along the rivers this winter.',
      ),
    ]);
    expect(events.get('https://y.example/p3')).toBe(events.get('https://w.example/p1'));
  });
});

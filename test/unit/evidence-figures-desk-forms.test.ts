import { describe, expect, it } from 'vitest';
import { figuresIn } from '../../services/evidence/figures.ts';
import { tokenize } from '../../services/evidence/tokens.ts';

/** The figures a sentence states, as [text, value, unit]. Sentences are our own, written as desks write. */
const read = (sentence: string) => figuresIn(tokenize(sentence)).map((f) => [f.text, f.value, f.unit]);
const values = (sentence: string) => figuresIn(tokenize(sentence)).map((f) => f.value);

describe('numbers read as desks write them', () => {
  it('a clock time is no count: "at 14:00" states neither 14 nor 0', () => {
    expect(values('By 14:00 the ferry to Velmora had still not sailed.')).toEqual([]);
    expect(read('11:40 - Traders at the Orsk exchange sold 300 contracts.')).toEqual([['300', 300, null]]);
  });

  it('a decimal said in words is one figure, and "point" there is no percentage', () => {
    expect(read('The Lanny river stood at four point eight metres at noon.')).toEqual([
      ['four point eight', 4.8, null],
    ]);
    expect(read('One point five million people voted in Tarsk.')).toEqual([
      ['One point five million', 1_500_000, null],
    ]);
    // Guard: a move in points is still read as one.
    expect(read('The index rose two points.')).toEqual([['two points', 2, 'percent']]);
  });

  it('a scale written onto the digits: "1.2m people", "£3bn"', () => {
    expect(read('About 1.2m people in Harrowgate were left without water.')).toEqual([['1.2m', 1_200_000, null]]);
    expect(read('The flood wall will cost £3bn over a decade.')).toEqual([['£3bn', 3_000_000_000, 'currency']]);
    // A length in metres is not a million: "rose 1.5m", "a 4m wave".
    expect(values('The Lanny rose 1.5m overnight and a 4m wave hit the pier.')).toEqual([]);
  });

  it('a rating, a round-the-clock service, a season or a date written with a slash is no count', () => {
    expect(values('Inspectors rated the Corby dam 7/10 for safety.')).toEqual([]);
    expect(values('The Ostrava helpline runs 24/7 for relatives.')).toEqual([]);
    expect(read('The 2024/25 budget of Dunmere council cut 300 jobs.')).toEqual([['300', 300, null]]);
  });

  it('a number that is part of a name is no count: No. 10, a route, a category, a product', () => {
    expect(values('No. 10 said the Pell minister would stay.')).toEqual([]);
    expect(values('Route 66 and Terminal 5 were closed, and a Category 4 storm neared.')).toEqual([]);
    expect(values('The new iPhone 15 went on sale in Brask.')).toEqual([]);
    expect(values('The Halvard 900 Max was grounded.')).toEqual([]);
    // Guard: names written as one word (G7, A14, Covid-19) were never counts, and the counts beside them still are.
    expect(read('G7 leaders met as the A14 road was shut after 3 lorries crashed.')).toEqual([['3', 3, null]]);
    expect(read('Covid-19 cases at the Wexby ward rose to 40.')).toEqual([['40', 40, null]]);
  });

  it('guards: fractions and ranges state no count of their own; shares stay unread', () => {
    expect(values('Two-thirds of the homes in Bellin were flooded.')).toEqual([]);
    expect(values('A fifth of the staff at Corvane walked out.')).toEqual([]);
    expect(values('Between 3,000-4,000 people marched in Ustra.')).toEqual([]);
  });
});

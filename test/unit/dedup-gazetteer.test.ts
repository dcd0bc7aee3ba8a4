// The countries a report names (issue 31: two countries the same day). A word the gazetteer holds for a
// country's institution ("Congress") is also a word of other names: a party, a trade union, a hall.
// Sentences of our own, fictional names.
import { describe, expect, it } from 'vitest';
import { countriesIn } from '../../services/dedup/gazetteer.ts';

const codes = (text: string) => countriesIn(text).map((c) => c.country);

describe('a congress', () => {
  it('is the United States standing alone, not inside another name', () => {
    expect(codes('Congress passed the budget on Friday.')).toEqual(['US']);
    expect(codes('The bill now goes to the US Congress.')).toEqual(['US']);
    expect(codes('The Tamsk People’s Congress said it had won the vote.')).toEqual([]);
    expect(codes('Delegates met at the Orvik Exhibition and Congress Hall.')).toEqual([]);
    expect(codes('The Congress Centre in Orvik was full.')).toEqual([]);
  });
});

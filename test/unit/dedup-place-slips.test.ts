// Words a report capitalises that name no place where its happening is: a firm's home town written as
// an adjective ("the Palumbang-based lender") and a party's name ("the Freedom and Soil party rally").
// Read as places, every report of either shared them (issue 31). Sentences of our own, fictional names.
import { describe, expect, it } from 'vitest';
import { featuresOf as features } from '../helpers/dedup-stream.ts';

describe('a town written as an adjective of a firm or a group', () => {
  it('is not read as the place of the happening, whichever desk writes it', () => {
    for (const [title, body] of [
      ['Bank shares slump on a capital shortfall', 'Shares in the Palumbang-based bank fell 12 percent on Monday.'],
      [
        'Lender hit by outage',
        'BREVIK, May 4 (Harbour Wire) - Customers of the Palumbang-based lender could not pay at tills in Brevik.',
      ],
      ['Rally turns violent', 'Police said 37 people were hurt at the Orvik-born singer’s rally on Saturday.'],
      ['LIVE: Hackers claim attack', '10:05 - A crew claimed the attack on the Tamsk-headquartered insurer overnight.'],
    ]) {
      const f = features(title!, body!);
      expect(f.participants, body).not.toContainEqual(expect.stringMatching(/^p:.*-(?:based|born|headquartered)$/));
      expect(f.where, body).not.toContain('p:based');
    }
  });
});

describe('a political party’s name', () => {
  it('is not read as the place of the rally or the vote, whichever desk writes it', () => {
    for (const [title, body] of [
      [
        'Clashes at the Freedom and Soil party rally in Mirvosa',
        'Police fired tear gas at the Freedom and Soil party rally in Mirvosa on Saturday.',
      ],
      [
        'Notes on the clashes',
        'Notes on the clashes at the Freedom and Soil party’s rally. The crowd in Mirvosa grew angry.',
      ],
      ['Vote count begins', 'Officials in the Civic Renewal movement’s stronghold of Tamsk began counting on Sunday.'],
      ['Coalition talks stall', 'Talks between the ruling Green Dawn alliance and its rivals stalled in Orvik.'],
    ]) {
      const f = features(title!, body!);
      expect(f.participants, body).not.toContainEqual(
        expect.stringMatching(/^p:(?:freedom and soil|civic renewal|green dawn)$/),
      );
      expect(f.where, body).not.toContain('p:soil');
    }
  });

  it('leaves the town of the rally its place', () => {
    const f = features(
      'Clashes at the Freedom and Soil party rally in Mirvosa',
      'Police fired tear gas at the Freedom and Soil party rally in Mirvosa on Saturday.',
    );
    expect(f.participants).toContain('p:mirvosa');
  });
});

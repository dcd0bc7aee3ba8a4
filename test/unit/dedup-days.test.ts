// When it happened (issue 31): a port's second grounding the next day, one town's second shelling, are
// other happenings however alike their words; the day each lead dates its happening by tells them apart.
// A follow-up tells its own day beside the first (a refloating, a rising toll, a leak of stolen files)
// and stays with its happening. Sentences of our own, fictional names, several desk styles.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { daysOf, otherDay, weekdaysOf } from '../../services/dedup/days.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

const report = reportsFrom('2026-10-08T06:00:00Z');

describe('the day a report dates its happening by', () => {
  it('reads the day of what happened, not of a saying, a development or a day ahead', () => {
    // Wire.
    expect(
      daysOf(
        'Bulk carrier runs aground off Morvik',
        'MORVIK, Oct 8 (Harbour Wire) - A bulk carrier ran aground at the mouth of Morvik harbour on Thursday; all 19 crew were safe.',
      ),
    ).toEqual(['thursday']);
    // Live blog: the minister spoke on Friday, the ship was refloated on Friday; neither dates the grounding.
    expect(
      daysOf(
        'Live: Stranded carrier blocks Morvik channel',
        '10:14 — Ports Minister Edda Vantrel said on Friday there was no fuel in the water. 09:40 — The carrier that ran aground off Morvik was refloated on Friday.',
      ),
    ).toEqual([]);
    // Radio transcript: the day of a reaction ("on Sunday condemned") is the speaker's.
    expect(
      daysOf(
        'Shelling of Dravel',
        'PRESENTER: The governor on Sunday condemned the shelling. REPORTER: Shells struck the bus station in Dravel late on Saturday, killing six.',
      ),
    ).toEqual(['saturday']);
    // A follow-up's headline dates nothing; nor does a sentence naming the happening as one already told.
    expect(daysOf('After the blast at the Korrin works, questions', 'The blast hit on Tuesday.')).toEqual([]);
    expect(
      daysOf('Korrin works blast: latest', 'The full picture of the blast at Korrin emerged on Wednesday: 9 dead.'),
    ).toEqual([]);
    expect(weekdaysOf('Toll rises', 'The toll rose on Wednesday. The blast hit on Tuesday.')).toEqual([
      'wednesday',
      'tuesday',
    ]);
  });

  it('tells two days of one kind apart unless either side names the other day or the happening lasts days', () => {
    const grounding = { days: ['thursday'], weekdays: ['thursday'], kinds: [] };
    expect(otherDay({ days: ['friday'], weekdays: ['friday'], kinds: [] }, grounding, () => false)).toBe(true);
    // A follow-up naming the first day beside its own.
    expect(otherDay({ days: ['friday'], weekdays: ['friday', 'thursday'], kinds: [] }, grounding, () => false)).toBe(
      false,
    );
    // A storm blows for days.
    expect(
      otherDay({ days: ['friday'], weekdays: ['friday'], kinds: ['storm'] }, grounding, (k) => k === 'storm'),
    ).toBe(false);
  });
});

describe('two groundings of one port on two days', () => {
  const first = [
    report(
      'https://a.example/g1',
      'Harbour Wire',
      0,
      'Bulk carrier grounded off Morvik, crew of 19 safe',
      'MORVIK, Oct 8 (Harbour Wire) - A bulk carrier operated by Selden Lines ran aground in the west entrance of Morvik harbour on Thursday; all 19 crew were reported safe.',
    ),
    report(
      'https://b.example/g1',
      'Coast Radio',
      60,
      'Bulk carrier runs aground off Morvik',
      'PRESENTER: Turning to Morvik. A bulk carrier belonging to Selden Lines struck a sandbank in the west entrance of Morvik harbour on Thursday. REPORTER: The crew of 19 are safe.',
    ),
  ];

  it('keeps the next day’s grounding of another ship out of the first (fails without the rule of days)', () => {
    const events = decideStream([
      ...first,
      report(
        'https://c.example/g2',
        'Morvik Evening Post',
        1500,
        'Bulk carrier grounded off Morvik, crew of 23 safe',
        'Dock workers in Morvik talked of little else. A bulk carrier operated by Aldwen Shipping ran aground in the north entrance of Morvik harbour on Friday; all 23 crew were reported safe.',
      ),
    ]);
    expect(events.get('https://b.example/g1')).toBe(events.get('https://a.example/g1'));
    expect(events.get('https://c.example/g2')).not.toBe(events.get('https://a.example/g1'));
  });

  it('still joins the next day’s follow-up that names the grounding’s day beside its own', () => {
    const events = decideStream([
      ...first,
      report(
        'https://d.example/g1',
        'Morvik Evening Post',
        1500,
        'Carrier refloated off Morvik',
        'The Selden Lines bulk carrier that ran aground in the west entrance of Morvik harbour on Thursday was refloated on Friday. All 19 crew were safe.',
      ),
    ]);
    expect(events.get('https://d.example/g1')).toBe(events.get('https://a.example/g1'));
  });
});

// Who a country-level story is about when it names no town (issue 31): a minister, a central bank,
// an election board or a regulator that the report names as its land's own ("Belmirra’s energy
// minister", "the Finance Minister of Ostria"). Two lands' offices deciding on one day are two
// happenings; one land's office told two ways is one. Sentences of our own, fictional names.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { otherNation, participants } from '../../services/dedup/participants.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

const report = reportsFrom('2026-06-12T06:00:00Z');

describe('a land’s own office or institution places a story at country level', () => {
  it('reads the land whose minister a wire names by its possessive, and tells two lands’ ministers apart', () => {
    const belmirra = participants(
      'Kapiel caps diesel prices for three months',
      'Belmirra’s energy minister, Quill Kapiel, on Monday announced a cap on pump prices that will hold diesel below market levels.',
    );
    const quenderra = participants(
      'Minister caps pump prices',
      'Quenderra’s energy minister, Ilsa Dausgaesen, on Monday announced a cap on pump prices for three months.',
    );
    expect(belmirra).toContain('k:belmirra');
    expect(otherNation(belmirra, quenderra)).toBe(true);
    // A local paper names the same minister by the people's name: one land, one story.
    const local = participants(
      'Drivers welcome fuel cap',
      'Petrol station owners in the capital said the Belmirran energy minister had listened to them at last.',
    );
    expect(otherNation(local, belmirra)).toBe(false);
  });

  it('reads a land’s election board and regulator in Title Case or lower case (trade press, headline-only brief)', () => {
    expect(participants('Durmenia’s National Election Board sets vote for June', '')).toContain('k:durmenia');
    const trade = participants(
      'Licence refused for lithography tools',
      "Kestria's energy regulator on Saturday refused an export licence for nine etching tools made by Faemstel Systems.",
    );
    expect(trade).toContain('k:kestria');
    expect(participants('Finance Minister of Ostria resigns', 'Hal Brekke stepped down on Friday.')).toContain(
      'k:ostria',
    );
  });

  it('reads the land of a regulator or ministry a desk names in Title Case by its field (radio transcript, explainer)', () => {
    const tarnholt = participants(
      'UC denies etching tools shipment',
      'PRESENTER: Tarnholt’s Utilities Commission on Saturday refused an export licence for nine etching tools.',
    );
    const trevalia = participants(
      'Explainer: licence refused for lithography systems',
      'Trevalia’s Energy and Water Authority on Saturday refused an export licence for seven lithography systems.',
    );
    expect(otherNation(tarnholt, trevalia)).toBe(true);
    expect(
      participants('Export rules tightened', "Zaleria's Ministry of Production tightened export rules."),
    ).toContain('k:zaleria');
    // A town's port authority is the town's, no land's (guard).
    const port = participants('Quay reopens', "Ratuava's port authority said the quay reopened on Monday.");
    expect(port.filter((p) => p.startsWith('k:'))).toEqual([]);
  });

  it('reads no land from a day’s possessive, nor from a country the gazetteer knows (guard: left to the national-story rule)', () => {
    const day = participants('Count resumes', 'Monday’s election board meeting was moved to Tuesday.');
    expect(day.filter((p) => p.startsWith('k:'))).toEqual([]);
    const known = participants('Fuel cap announced', 'France’s finance minister announced a cap on fuel prices.');
    expect(known.filter((p) => p.startsWith('k:'))).toEqual([]);
  });

  it('founds two events for two lands’ energy ministers capping fuel prices on one day, one unnamed, and joins one told by the people’s name', () => {
    const stream = [
      report(
        'https://a.example/m1',
        'Capital Wire',
        0,
        'Minister caps pump prices for three months',
        'Belmirra’s energy minister, Quill Kapiel, on Monday announced a cap on pump prices that will hold diesel below market levels for three months.',
      ),
      report(
        'https://b.example/m1',
        'Market Desk',
        40,
        'Fuel price cap announced for three months',
        'Quenderra’s energy minister on Monday announced a cap on pump prices that will hold diesel below market levels for three months.',
      ),
      report(
        'https://c.example/m1',
        'Evening Ledger',
        90,
        'Kapiel defends three-month fuel price cap',
        'The Belmirran energy minister, Quill Kapiel, said the cap on pump prices would hold diesel below market levels for three months.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    expect(of('https://a.example/m1')).not.toBe(of('https://b.example/m1'));
    expect(of('https://c.example/m1')).toBe(of('https://a.example/m1'));
  });

  it('joins one central bank told by its land’s possessive and by its people’s name (guard)', () => {
    const stream = [
      report(
        'https://a.example/b1',
        'Capital Wire',
        0,
        'Central bank raises reserve requirement',
        'Casmere’s central bank on Tuesday raised the reserve requirement for commercial lenders by one point to cool credit growth.',
      ),
      report(
        'https://c.example/b1',
        'Evening Ledger',
        90,
        'Kindpiweil: reserve rise will cool credit growth',
        'Governor Wanjiru Kindpiweil said the Casmerian central bank raised the reserve requirement for commercial lenders by one point to cool credit growth.',
      ),
    ];
    const events = decideStream(stream);
    expect(events.get('https://c.example/b1')).toBe(events.get('https://a.example/b1'));
  });
});

// What a report is of, by the name news gives it (issue 31): the ship that burned, the gathering that
// opened, the person in the dock. One port, hall or court hosts a happening a day; its name tells them
// apart however the place ties them. Sentences of our own in several desk styles, fictional names.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { identitiesOf, otherIdentity } from '../../services/dedup/identities.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

const at = reportsFrom('2026-10-05T06:00:00Z');
/** The event each report of a stream ends in, in stream order. */
const eventsOf = (items: ReturnType<typeof at>[]) => {
  const byUrl = decideStream(items);
  return items.map((x) => byUrl.get(x.article.url));
};

describe('what a report is of', () => {
  it('reads the ship, the gathering and the defendant from the headline and the first sentence only', () => {
    expect(
      identitiesOf('Fire breaks out aboard tanker Merrow Star at Port Halde', 'Crews fought the blaze for hours.'),
    ).toEqual(['v:merrow star']);
    expect(
      identitiesOf(
        'Delegates arrive in Dornholt',
        'The Coastal Fisheries Forum opened on Monday at the Dornholt Congress Hall. It follows the Regional Health Ministers’ Conference held there last week.',
      ),
    ).toEqual(['g:coastal fisheries']);
    expect(identitiesOf('Hacker Jonas Vell jailed for six years', 'The court in Dornholt gave its ruling.')).toEqual([
      'd:vell',
    ]);
    expect(identitiesOf('Court jails Petra Lindqvar for fraud', 'Lindqvar, 51, denied the charges.')).toEqual([
      'd:lindqvar',
    ]);
    expect(identitiesOf('Ivo Marsh, a former clerk, was sentenced on Monday', '')).toEqual(['d:marsh']);
    // A headline in Title Case capitalises every word: no ship, gathering or defendant in its runs.
    expect(identitiesOf('Ministry Will Ship Vaccines Directly To Clinics', 'Doses leave the depot on Monday.')).toEqual(
      [],
    );
    // A ferry to a town is no ship's name, a bank is no defendant, and a port is no gathering.
    expect(identitiesOf('Ferry to Korsk cancelled', 'Pyrex Bank charged over laundering.')).toEqual([]);
  });

  it('tells two of a kind apart only when neither headline names the other', () => {
    const a = { identities: ['v:merrow star'], headNames: ['merrow', 'star', 'halde'] };
    const b = { identities: ['v:aldra queen'], headNames: ['halde'] };
    expect(otherIdentity(a, b)).toBe(true);
    expect(otherIdentity(a, { ...b, headNames: ['halde', 'merrow'] })).toBe(false);
    expect(otherIdentity(a, { identities: ['v:merrow'], headNames: [] })).toBe(false);
    // One side of no ship, or a ship on one side and a trial on the other: nothing to tell apart by.
    expect(otherIdentity(a, { identities: [], headNames: [] })).toBe(false);
    expect(otherIdentity(a, { identities: ['d:vell'], headNames: [] })).toBe(false);
  });
});

describe('two happenings at one place', () => {
  it('keeps two ship fires at one port apart, and joins the reports of each', () => {
    const ev = eventsOf([
      at(
        'https://wire.example/1',
        'Harbour Wire',
        0,
        'Fire breaks out on container ship Merrow Star at Port Halde',
        'PORT HALDE, Oct 5 (Harbour Wire) - A fire broke out on the container ship Merrow Star at Port Halde on Monday, and the port closed two berths. The harbour master said nobody was hurt.',
      ),
      at(
        'https://gazette.example/1',
        'Halde Gazette',
        45,
        'Merrow Star blaze: smoke over the harbour',
        'Smoke from the Merrow Star drifted over Port Halde all morning as crews fought the fire in its hold. Two berths stayed shut.',
      ),
      at(
        'https://wire.example/2',
        'Harbour Wire',
        1500,
        'Fire on tanker Aldra Queen shuts Port Halde berth',
        'PORT HALDE, Oct 6 (Harbour Wire) - Fire broke out on the tanker Aldra Queen at Port Halde on Tuesday, a day after the Merrow Star blaze, and the port shut a berth. Nobody was hurt, the harbour master said.',
      ),
    ]);
    expect(ev[0]).toBe(ev[1]);
    expect(ev[2]).not.toBe(ev[0]);
  });

  it('keeps two trials at one court apart', () => {
    const ev = eventsOf([
      at(
        'https://courier.example/1',
        'Dornholt Courier',
        0,
        'Court jails Petra Lindqvar for pension fraud',
        'The Dornholt High Court jailed Petra Lindqvar for eight years on Monday for defrauding pension savers. The judge called it a grave betrayal of trust.',
      ),
      at(
        'https://brief.example/1',
        'Morning Brief',
        90,
        'Petra Lindqvar sentenced to 8 years',
        'Petra Lindqvar, 51, was sentenced to eight years in prison by the Dornholt High Court over pension fraud.',
      ),
      at(
        'https://courier.example/2',
        'Dornholt Courier',
        1440,
        'Hacker Samuel Brekk convicted at Dornholt High Court',
        'Samuel Brekk was convicted of fraud by the Dornholt High Court on Tuesday, a day after the same court jailed Petra Lindqvar for eight years. He will be sentenced next week.',
      ),
    ]);
    expect(ev[0]).toBe(ev[1]);
    expect(ev[2]).not.toBe(ev[0]);
  });

  it('keeps two conferences at one hall apart', () => {
    const ev = eventsOf([
      at(
        'https://wire.example/3',
        'Harbour Wire',
        0,
        'Coastal Fisheries Forum opens at Dornholt Congress Hall',
        'The Coastal Fisheries Forum opened at the Dornholt Congress Hall on Monday with ministers from nine countries. Quotas top the agenda.',
      ),
      at(
        'https://trade.example/3',
        'Fish Trade Weekly',
        120,
        'Ministers meet in Dornholt for Coastal Fisheries Forum',
        'Ministers met in Dornholt for the Coastal Fisheries Forum on Monday, where quotas top the agenda.',
      ),
      at(
        'https://wire.example/4',
        'Harbour Wire',
        1500,
        'Soil Health Summit opens at Dornholt Congress Hall',
        'The Soil Health Summit opened at the Dornholt Congress Hall on Tuesday with ministers from nine countries, a day after the fisheries forum closed there.',
      ),
    ]);
    expect(ev[0]).toBe(ev[1]);
    expect(ev[2]).not.toBe(ev[0]);
  });
});

import { describe, expect, it } from 'vitest';
import { differentHappenings, participants, whereTold } from '../../services/dedup/participants.ts';

// Reports that named where their happening was and were read as naming no place at all (issue 31): a
// side that reads no place cannot be told apart by its place, and two happenings of one kind joined.

describe('a post written all in lower case', () => {
  it('reads the town it tags where the post writes it (social post style)', () => {
    const title = 'crane collapse at orvik terminal, 2 dead';
    const lead =
      'breaking: crane collapse at orvik terminal, 2 dead. 2 dockers died when a crane toppled onto a quay at orvik on monday. #orvik #maritime';
    const post = participants(title, lead);
    expect(post).toContain('p:orvik');
    expect(whereTold(title, lead, post)).toContain('p:orvik');
    // Another town's crane collapse, told by a wire in the usual case, is another happening.
    const wire = participants(
      'Gantry crane falls at Dellhaven terminal',
      'DELLHAVEN, May 4 (Harbour Wire) - A gantry crane fell onto a berth at the bulk terminal in Dellhaven on Monday.',
    );
    expect(differentHappenings(post, wire)).toBe(true);
  });

  it('reads a tagged town after "off" and "in", and leaves a topic tag alone (social post style)', () => {
    const found = participants(
      'tanker grounded off velsby, crew safe',
      'just in: tanker grounded off velsby, crew safe. tugs tried on sunday to refloat a tanker that grounded outside velsby in the marn region. #velsby #maritime',
    );
    expect(found).toEqual(['p:velsby']);
  });

  it('leaves a text with capitals as written: its tags name nothing (live blog style)', () => {
    expect(
      participants('Live: storm latest', '10:02 — Winds reached 90 km/h along the coast in Tarrow. #storm #tarrow'),
    ).toEqual(['p:tarrow']);
    expect(participants('Live: storm latest', '10:02 — roads closed near the harbour. #harbour')).toEqual([]);
  });
});

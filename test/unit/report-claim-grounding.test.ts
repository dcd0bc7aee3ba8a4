// Grounding claim by claim: each statement of a report states only the numbers and names of the
// sources of the events THAT statement cites (or the report's own counts and words).
import { describe, expect, it } from 'vitest';
import { CitedGrounding } from '../../services/evidence/grounding.ts';
import { claimsIn } from '../../services/reports/claims.ts';

describe('the statements of a field, as a reader sees them', () => {
  it('splits a field at its citation markers, each text citing the events after it, the rest citing none', () => {
    expect(
      claimsIn('Ferries resumed at Holmby (Tern Post). [evt_a] Pickets left the gate. [evt_b][evt_c] No date is set.'),
    ).toEqual([
      { text: 'Ferries resumed at Holmby (Tern Post).', eventIds: ['evt_a'], own: [] },
      { text: 'Pickets left the gate.', eventIds: ['evt_b', 'evt_c'], own: [] },
      { text: 'No date is set.', eventIds: [], own: [] },
    ]);
  });
});

describe('grounding by citation', () => {
  const g = new CitedGrounding(
    new Map([
      ['evt_a', [{ text: 'At Holmby 14 ferries were held by the pickets.' }]],
      ['evt_b', [{ text: 'In Sarnow the dockers voted 212 to 40 to strike.' }]],
    ]),
    { words: ['Harbor'] },
  );
  it('checks a statement against the events it cites only: another event’s figure or place is missing', () => {
    expect(g.missing('At Holmby 14 ferries were held.', ['evt_a'])).toEqual([]);
    expect(g.missing('At Holmby 212 ferries were held, as in Sarnow.', ['evt_a'])).toEqual(['212', 'Sarnow']);
    expect(g.missing('At Holmby 212 ferries were held, as in Sarnow.', ['evt_a', 'evt_b'])).toEqual([]);
  });
  it('lets a statement citing nothing state only the own words', () => {
    expect(g.missing('Harbor sees 14 ferries held at Holmby.', [])).toEqual(['14', 'Holmby']);
  });
});

import { describe, expect, it } from 'vitest';
import { differentHappenings, differentSites, participants, whereTold } from '../../services/dedup/participants.ts';

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

describe('a town named as part of a place, not after "in"', () => {
  it('reads the town whose centre, streets or residents a report names (wire and local styles)', () => {
    const shelling = participants(
      'Shells hit market area',
      '"Those responsible will answer for this," the defence minister said. Shelling hit the centre of Marrowby on Friday.',
    );
    expect(shelling).toContain('p:marrowby');
    const flood = participants(
      'Town swamped after a reservoir overflowed',
      'Muddy water stood a metre deep in the streets of Kell Harbour on Sunday after a reservoir overflowed.',
    );
    expect(flood).toContain('p:kell harbour');
    expect(differentHappenings(shelling, flood)).toBe(true);
    expect(
      participants('Ballots ran out', 'Residents of Dunsel woke to the news on Tuesday. Ballot papers ran out.'),
    ).toContain('p:dunsel');
  });

  it('reads the town a mayor is elected in (radio transcript style)', () => {
    expect(
      participants(
        'Mayoral run-off won by challenger',
        'PRESENTER: Ana Veltri was elected mayor of Corby Reach on Thursday with 54% of the vote.',
      ),
    ).toContain('p:corby reach');
  });
});

describe('a firm’s own site, named for its town after "its"', () => {
  it('reads the town of the site where the happening was (trade press style)', () => {
    const one = participants(
      'Lender says hackers breached its systems',
      'Sorrel Bank said hackers had broken into systems at its Wethermoor operations centre on Monday.',
    );
    const other = participants(
      'Lender hit by cyberattack',
      'Sorrel Bank said on Monday that hackers had broken into servers at its Pennick data centre.',
    );
    expect(one).toContain('p:wethermoor');
    // One bank, two of its sites hacked: told apart by the towns.
    expect(
      differentSites(
        { participants: one, names: ['sorrel', 'wethermoor'], linked: false },
        { participants: other, names: ['sorrel', 'pennick'] },
      ),
    ).toBe(true);
    expect(
      participants('Flames halt output at fuel works', 'Ostrel Fuels stopped all processing at its Dravik site.'),
    ).toContain('p:dravik');
  });

  it('leaves an office a report names in passing (non-native desk style)', () => {
    expect(
      participants(
        'The fine on Corvin Bank: latest',
        'Transfers through its Lessa office were cited by the regulator.',
      ),
    ).not.toContain('p:lessa');
  });
});

describe('a firm named by its trade before "said"', () => {
  it('reads a water company as a firm, not a person (non-native desk style)', () => {
    const found = participants(
      'Water supply contaminated',
      'Orlen Water issued a boil-water notice in Haskett on Friday. "We are flushing the network," Orlen Water said.',
    );
    expect(found).toContain('o:orlen water');
    expect(found).not.toContain('n:orlen water');
  });
});

describe('a district named before the town it is in', () => {
  it('reads the district as where it happened, not as a region holding the town (radio transcript style)', () => {
    const fire = participants(
      'Chipmaker plant hit by fire',
      'PRESENTER: A fire broke out in a clean room at a chip plant in the Sallow district of Ardholm on Saturday.',
    );
    expect(fire).toContain('p:sallow');
    expect(fire).not.toContain('c:sallow');
    const other = participants('Fab fire disrupts output', 'A fire broke out at a chip plant in Mirrowby on Saturday.');
    expect(differentHappenings(fire, other)).toBe(true);
    // The town's kind before "of" still says which land holds the town.
    expect(
      participants('Flood', 'Water rose in the northern Velmark town of Ashby on Sunday, officials said.'),
    ).toContain('c:velmark');
  });
});

import { describe, expect, it } from 'vitest';
import {
  differentHappenings,
  participants,
  sharedParticipants,
  wordsOfParticipants,
} from '../../services/dedup/participants.ts';

// How news writes the names of bodies and people, read as it writes them (issue 31): a name's kind
// and its edges decide which word ties two reports, and a misread edge word ("water", "customers",
// a minister's first name) tied two firms' or two ministers' different happenings.

describe('a body that speaks is no person', () => {
  it('reads a firm named by its trade, before a speech verb, as an organisation (wire style)', () => {
    const north = participants(
      'Tap water warning in Orlen',
      '"We are flushing the mains," Velbruna Water said. Residents were told to boil water until Friday.',
    );
    const south = participants(
      'Boil notice issued',
      '"Samples showed bacteria," Corsedan Water said on Monday, and told households to boil water.',
    );
    expect(north).toContain('o:velbruna water');
    expect(south).toContain('o:corsedan water');
    expect(north.some((p) => p.startsWith('n:'))).toBe(false);
    // Two utilities' notices: the word of their trade ties neither to the other.
    expect(wordsOfParticipants(north.filter((p) => p[0] === 'o'))).toEqual(['velbruna']);
    expect(differentHappenings(north, south)).toBe(true);
  });

  it('still reads a person named later by the surname alone, whatever the text writes in lower case', () => {
    expect(
      participants('Ferry service cut', 'Mira Ferris said the ferris wheel would close. Ferris said 40 jobs were cut.'),
    ).toContain('n:mira ferris');
  });

  it('reads no person in a body after "the" before a speech verb, and ties no two boards by "board" (local desk style)', () => {
    const one = participants(
      'Broker fined over failings',
      'The firm must fix its controls within six months, the Harrowvale Conduct Board said on Tuesday.',
    );
    const other = participants(
      'Insurer barred from selling policies',
      '"There were serious failings," the Ostmark Conduct Board said.',
    );
    expect(one.some((p) => p.startsWith('n:'))).toBe(false);
    expect([...wordsOfParticipants(one), ...wordsOfParticipants(other)]).not.toContain('board');
  });

  it('still reads people by their names, a surname that is also a word included (live blog style)', () => {
    const who = participants(
      'Harbour talks resume',
      '10:42 - Talks resumed, Ines Brook said. Brook said the brook behind the depot had flooded twice.',
    );
    expect(who).toContain('n:ines brook');
    const quoted = participants('Ferry service cut', '"We cannot sail," Oren Castell said of the ferries.');
    expect(quoted).toContain('n:oren castell');
  });
});

describe('the edges of a name', () => {
  it('reads the body whose customers a sentence opens with, not "customers" (radio style)', () => {
    const one = participants(
      'Card payments fail at lender',
      'Customers of Dravena Bank could not pay by card on Sunday, the bank said.',
    );
    const other = participants(
      'Bank customers locked out',
      'Customers of Ostrune Bank were locked out of their accounts for six hours.',
    );
    expect(one).toContain('o:dravena bank');
    expect(other).toContain('o:ostrune bank');
    expect(differentHappenings(one, other)).toBe(true);
    // A live blog's entry opens after its time and a dash.
    const live = participants(
      'Live: lender outage',
      '09:40 — Queues formed in Harl.\n09:57 — Customers of Dravena Bank could not pay by card.',
    );
    expect(live).toContain('o:dravena bank');
  });

  it('reads a firm without the town it is based in, so two firms of one town are not tied by it (trade press style)', () => {
    const one = participants(
      'Card payments fail at lender',
      'Card payments failed on Sunday at Heora-based Diro Bank, the bank said in a statement.',
    );
    const other = participants(
      'Cash machines down',
      'Customers could not draw cash on Tuesday after a fault at Heora-based Draeru Cooperative Bank.',
    );
    expect(one).toContain('o:diro bank');
    expect(other).toContain('o:draeru cooperative bank');
    expect(wordsOfParticipants([...one, ...other])).not.toContain('heora');
    expect(differentHappenings(one, other)).toBe(true);
    // What stands before the town still tells the firm's kind ("operated by").
    expect(
      participants('Ship aground', 'A bulk carrier operated by Keromere-based Fanrae Lines ran aground on Friday.'),
    ).toContain('o:fanrae lines');
  });

  it('reads a body a question headline names without the question word (explainer style)', () => {
    const who = participants(
      'Why the Ministry of Fisheries ruling matters',
      'The ruling closes the northern grounds for a year.',
    );
    expect(who).toContain('o:ministry of fisheries');
  });
});

describe('a region is no site', () => {
  it('reads a region named by the compass and the lie of the land as holding places, not as where it happened (feature desk style)', () => {
    const one = participants(
      'Carrier adds fuel surcharge',
      'Bulk carrier Marren Line added a fuel surcharge on Tuesday. Exporters in the Western Steppe called the move opportunistic.',
    );
    const other = participants(
      'Rail operator raises freight rates',
      'Freight rates from Dovrik rose 8% on Friday. Farmers in the Western Steppe said they would truck grain instead.',
    );
    expect(one).toContain('c:western steppe');
    expect(one).not.toContain('p:western steppe');
    // Two firms' moves felt across one region are not tied by it.
    expect(sharedParticipants({ participants: one, head: [] }, { participants: other, head: [] })).toEqual([]);
  });
});

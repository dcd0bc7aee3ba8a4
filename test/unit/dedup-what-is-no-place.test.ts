import { describe, expect, it } from 'vitest';
import { differentHappenings, participants, whereTold } from '../../services/dedup/participants.ts';

// Names a report gives beside where its happening is, read as desks write them (issue 31): a river or
// a border that places a town, a firm named before its own site, a ticker, a party whose rally it was;
// and a site named before its kind ("the Hillcrest market"), which is where it happened.
// Each of the first four, read as a place, tied two happenings at two towns that share nothing else.

describe('a river or a border named as a bearing', () => {
  it('reads a river after a town as holding the town, not as where it happened (wire style)', () => {
    const fire = participants(
      'Refinery fire in Orlek',
      'ORLEK, May 3 (Coastline Wire) - A fire broke out at a refinery in Orlek on the Vesta river on Sunday, officials said.',
    );
    const grounding = participants(
      'Ferry runs aground',
      'A ferry ran aground in Brannick on the Vesta river on Monday. All 40 passengers were taken ashore.',
    );
    expect(fire).not.toContain('p:vesta');
    expect(fire).toContain('p:orlek');
    expect(grounding).toContain('p:brannick');
    // A refinery fire in one town and a grounding in another are told apart by their towns.
    expect(differentHappenings(fire, grounding)).toBe(true);
  });

  it('reads a border after a town the same way (local desk style)', () => {
    const one = participants(
      'Shells hit market',
      'Shells landed near a market in Korlin, near the Ostavia border, on Tuesday, the town council said.',
    );
    const other = participants(
      'Depot struck overnight',
      'A fuel depot in Marrow near the Ostavia border was struck overnight, the regional governor said.',
    );
    expect(one).not.toContain('p:ostavia');
    expect(differentHappenings(one, other)).toBe(true);
  });

  it('still reads a river as the place when the happening is on it', () => {
    expect(participants('Oil spill', 'Diesel leaked into the Vesta river near a pumping site on Friday.')).toContain(
      'p:vesta',
    );
  });
});

describe('a firm before its site', () => {
  it('reads a firm named before its site as the firm, not as where it happened (trade press style)', () => {
    const title = 'Substation fault cuts supply in Delmo';
    const lead = 'Supply failed across Delmo on Tuesday when a Halvern Power switching station tripped.';
    const found = participants(title, lead);
    expect(found).toContain('o:halvern power');
    expect(found).not.toContain('p:halvern power');
    expect(whereTold(title, lead, found)).not.toContain('p:halvern');
    expect(
      participants('Leak on trunk line', 'A leak on an Arvelis Pipelines pipeline forced 80 families out.'),
    ).toContain('o:arvelis pipelines');
  });

  it('reads a ticker in capitals before a plant as the firm, not a place (live blog style)', () => {
    const found = participants('Live: crude unit shut', '14:05 — Crude unit shut after fire at BATP plant in Varno.');
    expect(found).not.toContain('p:batp');
    expect(found).toContain('p:varno');
  });
});

describe('a party whose rally it was', () => {
  it('reads no place in a party before "party", so two of its rallies are told apart by their towns (radio transcript style)', () => {
    const one = participants(
      'Rally clash injuries rise to 27',
      'PRESENTER: Police were called to clashes at the Freedom and Soil party’s rally in Kessby on Saturday.',
    );
    const other = participants(
      'Rally ends in clashes',
      'REPORTER: Fighting broke out at the Freedom and Soil party rally in Marl, police said.',
    );
    expect(one).not.toContain('p:freedom and soil');
    expect(other).not.toContain('p:freedom and soil');
    expect(one).toContain('p:kessby');
    expect(differentHappenings(one, other)).toBe(true);
  });
});

describe('a site named before its kind', () => {
  it('reads a care home or a market named before its kind as where it happened (local desk style)', () => {
    const one = participants(
      'Food poisoning at care home',
      'Eleven residents fell ill after lunch at the Saint Orrin care home on Sunday, the manager said.',
    );
    const other = participants(
      'Shells hit market',
      'Six people were killed when shells fell on the Hillcrest market on Tuesday morning.',
    );
    expect(one).toContain('p:saint orrin');
    expect(other).toContain('p:hillcrest');
    expect(differentHappenings(one, other)).toBe(true);
    // A market named by its trade is no site.
    expect(participants('Bonds slide', 'Prices fell across the Ostrian bond market on Monday.')).not.toContain(
      'p:ostrian',
    );
  });
});

// How advice is written: who is told, then what to do as "to" and a verb, then until when. "To" and a
// place ("near to the dam", "to the east of the mill") tells where those told are, not what they are told
// to do; a headline drops the auxiliary ("Residents told to boil water"); a short desk in a second
// language writes "asks people near to the bridge to". Sentences of our own, in a dam, a chemical, a port
// and a storm desk's words.
import { describe, expect, it } from 'vitest';
import { adviceIn } from '../../services/evidence/advice.ts';

const said = (s: string) => adviceIn(s).map((a) => a.said);

describe('whom advice is for, then what they are told to do', () => {
  it('reads "near to the dam" as where those told are, not as what they are told', () => {
    expect(said('Mayor asks people living near to the dam to leave their homes before night.')).toEqual([
      'Mayor to people living near to the dam: leave their homes before night',
    ]);
  });

  it('reads a place "to the east of" the site as part of whom, and the verb after it as the advice', () => {
    expect(said('The fire service told residents to the east of the Harlow works to keep windows closed.')).toEqual([
      'The fire service to residents to the east of the Harlow works: keep windows closed',
    ]);
  });

  it('never tells a place as the advice ("to the bridge")', () => {
    for (const a of adviceIn('Officials asked motorists near to the bridge to use the ring road until Friday.'))
      expect(a.advice).not.toMatch(/^the bridge/);
  });

  it('reads a headline that drops its auxiliary ("Residents told to boil water")', () => {
    expect(said('Residents of Kell told to boil tap water after storm')).toEqual([
      'Residents of Kell: boil tap water after storm',
    ]);
    expect(said('Shippers urged to divert cargo to Brask as port shuts')).toEqual([
      'Shippers: divert cargo to Brask as port shuts',
    ]);
  });

  it('keeps an active sentence with its object as who is told ("Shippers urged the port to …")', () => {
    expect(said('Shippers urged the port authority to reopen the east berths.')).toEqual([]);
  });

  it('keeps until when as the advice says it', () => {
    expect(said('Police told drivers to avoid the coast road until further notice.')).toEqual([
      'Police to drivers: avoid the coast road until further notice',
    ]);
  });
});

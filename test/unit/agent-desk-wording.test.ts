// An agent's profile names a move as a noun ("rate hike", "rate cut"); desks write it with a verb or
// another noun of the move. A central bank's decision reaches the central-bank agent however the desk
// words it, and a rate of another field's thing does not. Fictional sentences of our own.
import { describe, expect, it } from 'vitest';
import { AgentMatcher } from '../../services/dedup/agents.ts';
import { DEMO_AGENTS } from '../../services/ops/agents.ts';

const matcher = new AgentMatcher(
  DEMO_AGENTS.map((a) => ({ id: a.name.toLowerCase(), slug: a.name.toLowerCase(), profile: a.profile })),
);
const rolesOf = (title: string, lead: string) => AgentMatcher.roles(matcher.score(title, lead, []));

describe('a profile term as desks write it', () => {
  it('links a rate decision told with a verb ("raises rates", "raised its main interest rate") to the central-bank desk', () => {
    const roles = rolesOf(
      'Bank of Pellora raises rates at unscheduled meeting',
      'The Bank of Pellora raised its main interest rate by 75 basis points to 7.25% on Thursday after the florin fell 5% in a week.',
    );
    expect(roles.primary).toBe('meridian');
  });

  it('links the reversal told as "reverses rate rise" and "cut its key rate"', () => {
    const roles = rolesOf(
      'Bank of Pellora reverses rate rise as florin steadies',
      'The Bank of Pellora cut its key rate to 6.5% from 7.25% on Friday, a day after raising it, as the florin recovered 3%.',
    );
    expect(roles.primary).toBe('meridian');
  });

  it('reads "the benchmark rate" as the interest rate the profile names, for a decision that moves nothing', () => {
    const roles = rolesOf(
      'Pellora holds benchmark rate at 6.5%',
      'Rate-setters in Pellora kept the benchmark rate at 6.5% on Thursday and said inflation was easing.',
    );
    expect(roles.primary).toBe('meridian');
  });

  it("does not take another field's rate for the central bank's: freight rates cut, an infection rate rise, a tax rate raised", () => {
    // "cut freight rates": the word between the verb and the rate puts it in shipping.
    const freight = rolesOf(
      'Carriers cut freight rates on the Tessel route',
      'Container lines cut freight rates by 12% on Monday as inflation in fuel costs eased and cargo volumes fell.',
    );
    expect(freight.primary).not.toBe('meridian');
    expect(freight.secondary).not.toContain('meridian');
    // "infection rate rise": the word before the rate puts it in health.
    const clinic = rolesOf(
      'Infection rate rise fills Dunmore clinics',
      'An infection rate rise among children filled clinics in Dunmore, where prices of medicines have risen with inflation.',
    );
    expect(clinic.primary).not.toBe('meridian');
    expect(clinic.secondary).not.toContain('meridian');
    // "raise the income tax rate": a budget's rate, not the one the central bank sets.
    const budget = rolesOf(
      'Pellora finance minister plans to raise income tax rate to 45%',
      'The finance minister plans to raise the income tax rate to 45% for top earners, saying inflation has eroded revenue.',
    );
    expect(budget.primary).not.toBe('meridian');
    expect(budget.secondary).not.toContain('meridian');
  });

  it('reads a one-word term in its verb forms: "evacuated" for evacuation, "voting" for vote', () => {
    // Neither headline names the profile's noun; each lead holds one term, each headline its verb.
    const flood = rolesOf(
      'River bursts its banks in Corlow; 250 evacuated',
      'The Corlow river burst its banks on Sunday after two days of rain, flooding the old town and the road to Marby.',
    );
    expect(flood.primary).toBe('tectonic');
    const count = rolesOf(
      'Voting extended in Kestria after long queues',
      'Polling stations across Kestria stayed open two extra hours on Sunday as queues formed in the snap presidential ballot.',
    );
    expect(count.primary).toBe('ballot');
  });

  it('reads a closed compound written open or hyphenated ("cyber-attack", "heat wave")', () => {
    const council = rolesOf(
      'Cyber-attack takes Velden council payments offline',
      'Velden council said on Monday that hackers had taken its payment systems offline and demanded money to restore them.',
    );
    expect(council.primary).toBe('aegis');
    const heat = rolesOf(
      'Heat wave closes schools in Dorava',
      'Dorava closed its schools on Tuesday as temperatures reached 44C, and firefighters fought a wildfire in the hills to the east.',
    );
    expect(heat.primary).toBe('tectonic');
  });

  it('does not take one term told twice, as noun and verb, for a second sign of the topic', () => {
    // A school's fire drill: "evacuation" in the headline, "evacuate" in the lead, nothing else of disasters.
    const drill = rolesOf(
      'Evacuation drill at Kerrow school',
      'Pupils at Kerrow primary school practised how to evacuate the building on Tuesday, the head teacher said.',
    );
    expect(drill.primary).toBeNull();
    expect(drill.secondary).toEqual([]);
  });
});

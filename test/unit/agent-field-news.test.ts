// Desks write a field's news in the field's own words, not the profile's phrases: a blackout without "power grid",
// a flood toll with one term only. The news reaches the agent whose profile watches that field, a demo agent or a
// client's own, and another field's story that shares a word with the profile does not. Fictional sentences of our own.
import { describe, expect, it } from 'vitest';
import { AgentMatcher, eventScores } from '../../services/dedup/agents.ts';
import { contentTokens } from '../../services/dedup/text.ts';
import { DEMO_AGENTS } from '../../services/ops/agents.ts';
import { subjectsOf } from '../../services/reports/subjects.ts';

const demo = DEMO_AGENTS.map((a) => ({ id: a.name.toLowerCase(), slug: a.name.toLowerCase(), profile: a.profile }));
const matcher = new AgentMatcher(demo);
const rolesOf = (title: string, lead: string, m = matcher) => AgentMatcher.roles(m.score(title, lead, []), m.owners);
const linked = (roles: { primary: string | null; secondary: string[] }) =>
  [roles.primary, ...roles.secondary].filter(Boolean);

describe("a field's news told without the profile's phrases", () => {
  it('links a blackout told as "grid failure" and "restoring power" to the energy desk', () => {
    const roles = rolesOf(
      'Grid failure leaves Tarsby dark',
      'The Tarsby grid operator said on Monday it was restoring power after a blackout across the region.',
    );
    expect(roles.primary).toBe('atlas');
  });

  it('links a flood toll to the disaster desk: one term, and the death toll its audiences watch', () => {
    const roles = rolesOf(
      'Flood toll rises to 31 in Varnhold',
      'Floods killed at least 31 people in Varnhold on Tuesday after the Ebb river burst its banks.',
    );
    expect(roles.primary).toBe('tectonic');
  });

  it("reaches a client's own agent the same way: a profile on power stations gets the blackout", () => {
    const client = {
      id: 'client-grid',
      slug: 'grid-watch',
      profile: {
        keywords: ['power station', 'grid operator'],
        entities: [],
        regions: [],
        lensStakes: { personal: ['blackouts'] },
        feeds: [],
      },
    };
    const m = new AgentMatcher([...demo, client], new Map([['client-grid', 'account-1']]));
    const roles = rolesOf(
      'Power cut hits 40,000 homes in Ostrel',
      'A fault at a substation cut power to 40,000 homes in Ostrel on Sunday; the blackout lasted six hours.',
      m,
    );
    expect(roles.secondary).toContain('client-grid');
  });

  it("does not give a tax story to the central-bank desk, nor a cyberattack on a port town's council to the shipping desk", () => {
    // "rate" is a word of the central-bank profile, "tax" and "budget" are not: the story is the budget's.
    const budget = rolesOf(
      'Income tax rate to rise, finance minister says',
      'The finance minister said the top income tax rate would rise next year and the budget would cut the debt.',
    );
    expect(linked(budget)).not.toContain('meridian');
    // "Port" names the town; once it is set aside, the text reads as a cyber story, not a shipping one.
    const council = rolesOf(
      'Port Ardley council systems down after cyberattack',
      'Computer systems at the Port Ardley council were encrypted on Saturday; the ransom demand was not disclosed.',
    );
    expect(linked(council)).not.toContain('harbor');
  });

  it("keeps the blackout the energy desk's own story: the source is about the agent its field's words link it to", () => {
    const title = 'Grid failure leaves Tarsby dark';
    const lead = 'The Tarsby grid operator said on Monday it was restoring power after a blackout across the region.';
    const [t, l] = [contentTokens(title), contentTokens(lead)];
    expect(matcher.subjectOf(t, l, matcher.scoreTokens(t, l, []))).toBe('atlas');
  });

  it("leaves a flood's power-restoration source the flood desk's story: it names the flood's evacuation orders", () => {
    const title = 'Power back across Marl valley';
    const lead =
      'Crews restored power to most homes in the Marl valley on Thursday; the grid operator said 900 were still dark and evacuation orders were lifted.';
    const [t, l] = [contentTokens(title), contentTokens(lead)];
    expect(AgentMatcher.roles(matcher.scoreTokens(t, l, [])).primary).toBe('atlas');
    expect(subjectsOf(demo, 'tectonic')({ title, lead })).toBeUndefined();
  });

  it('reads "quake" as the earthquake a disaster profile names', () => {
    const roles = rolesOf(
      'Strong quake kills 14 near Dovrin',
      'A strong earthquake shook the hills above Dovrin on Sunday; several aftershocks followed.',
    );
    expect(roles.primary).toBe('tectonic');
  });

  it("links a flood toll whose lead says the dead were killed and the army deployed: the headline is the flood's", () => {
    const roles = rolesOf(
      'Ebbmouth flood toll climbs to 12',
      'Floods killed at least 12 people in Ebbmouth on Monday after the river rose overnight; army units were deployed.',
    );
    expect(roles.primary).toBe('tectonic');
  });

  it("links a central bank's currency intervention to the central-bank desk, whose profile names the bond market", () => {
    const roles = rolesOf(
      'Bank of Ostra sells reserves to defend the crown',
      'The Bank of Ostra intervened in the currency market on Monday, selling 200 million dollars of reserves to slow the fall of the crown.',
    );
    expect(roles.primary).toBe('meridian');
  });

  it('links a chip export rule to the chip desk, whose profile names export controls', () => {
    const roles = rolesOf(
      'Velm tightens chip export rules',
      'The Velm trade ministry required export licences for advanced chipmaking tools on Thursday; the rules cover 12 firms.',
    );
    expect(roles.primary).toBe('circuit');
  });

  it("reaches a client's own agent the same way: a profile on central banks and currency reserves", () => {
    const client = {
      id: 'client-rates',
      slug: 'rates-desk',
      profile: { keywords: ['central bank', 'currency reserves'], entities: [], regions: [], feeds: [] },
    };
    const m = new AgentMatcher([...demo, client], new Map([['client-rates', 'account-2']]));
    const roles = rolesOf(
      'Bank of Ostra sells reserves to defend the crown',
      'The Bank of Ostra intervened in the currency market on Monday, selling 200 million dollars of reserves to slow the fall of the crown.',
      m,
    );
    expect(roles.secondary).toContain('client-rates');
  });

  it("does not give a bank's share slump to the central-bank desk: its headline says the market in other words", () => {
    const roles = rolesOf(
      'Stocks fall as bank earnings disappoint',
      'Bank shares led the stock market lower on Tuesday after quarterly earnings missed forecasts; the currency was steady.',
    );
    expect(linked(roles)).not.toContain('meridian');
  });

  it("does not give an energy minister's fuel price cap to the elections desk for its keyword 'prime minister'", () => {
    const roles = rolesOf(
      'Minister unveils cap on pump prices',
      'The energy minister told parliament on Tuesday that petrol prices would be capped for three months.',
    );
    expect(linked(roles)).not.toContain('ballot');
  });

  it('links a wildfire whose headline counts its dead to the disaster desk, whose audiences watch the death toll', () => {
    const roles = rolesOf(
      'Wildfire near Corran leaves 7 dead',
      'A wildfire swept through the hills near Corran on Sunday as firefighters battled flames through the night.',
    );
    expect(roles.primary).toBe('tectonic');
  });

  it("links a flood told as a river that burst its banks to the disaster desk: the banks are no bank's news", () => {
    const roles = rolesOf(
      'River Olm bursts banks in Tessany, 200 homes flooded',
      'The River Olm burst its banks in Tessany on Tuesday after three days of rain, flooding about 200 homes in the old town, the county office said.',
    );
    expect(roles.primary).toBe('tectonic');
    expect(linked(roles)).not.toContain('meridian');
  });

  it('links a town swamped after a river overtopped its banks, with no word "flood" at all, to the disaster desk', () => {
    const roles = rolesOf(
      'Marrow swamped after river overtopped its banks',
      'Rescuers in boats pulled families from rooftops in Marrow on Sunday after the Kell overtopped its banks; roads were closed and 40 homes were damaged.',
    );
    expect(roles.primary).toBe('tectonic');
  });

  it("links a landslide to the disaster desk whose profile does not name it: the evacuation its lead tells is the profile's", () => {
    const roles = rolesOf(
      'Landslide cuts mountain road at Brisk after heavy rain',
      'A landslide buried a stretch of the mountain road at Brisk on Monday. Forty houses below the slope were evacuated.',
    );
    expect(roles.primary).toBe('tectonic');
  });

  it("reaches a client's own agent the same way: a profile on floods and evacuations gets the storm", () => {
    const client = {
      id: 'client-weather',
      slug: 'weather-desk',
      profile: {
        keywords: ['flood', 'evacuation'],
        entities: [],
        regions: [],
        lensStakes: { personal: ['homes damaged'] },
        feeds: [],
      },
    };
    const m = new AgentMatcher([...demo, client], new Map([['client-weather', 'account-3']]));
    const roles = rolesOf(
      'Storm tears roofs off in Calder',
      'A storm swept across Calder on Friday night, tearing roofs off 60 houses; 300 people were evacuated from the seafront.',
      m,
    );
    expect(roles.secondary).toContain('client-weather');
  });

  it("does not link a headline of another field's kind to a desk whose term its lead names in passing", () => {
    // A police story whose lead says "breach" (of bail): the headline's field is the cyber desk's, its words no kind of it
    // its audiences watch.
    const bail = rolesOf(
      'Police arrest man in Dunmore after shooting',
      'Police arrested a 31-year-old man in Dunmore on Friday after a shooting outside a bar; he was wanted for a breach of bail.',
    );
    expect(linked(bail)).not.toContain('aegis');
    // An attack headline whose lead names troops and a president who "left office": no count of what the war desk watches.
    const office = rolesOf(
      'Report says rival paid for attacks on soldiers',
      'The president will publish findings that a rival state paid militias to attack soldiers abroad, before he leaves office; the troops are due home next year.',
    );
    expect(linked(office)).not.toContain('sentinel');
  });

  it("keeps a landslide the disaster desk's own story when a follow-up that names no field joins it", () => {
    // The source is about the agent its headline's kind of the field links it to: the event stays linked however
    // many sources tell it without a word of the field ("Mountain road reopens at Brisk").
    const title = 'Landslide cuts mountain road at Brisk after heavy rain';
    const lead =
      'A landslide buried a stretch of the mountain road at Brisk on Monday. Forty houses below the slope were evacuated.';
    const [t, l] = [contentTokens(title), contentTokens(lead)];
    const subject = matcher.subjectOf(t, l, matcher.scoreTokens(t, l, []));
    expect(subject).toBe('tectonic');
    const joined = eventScores(new Map([['tectonic', 2]]), 3);
    expect(AgentMatcher.roles(joined, matcher.owners, [subject!]).primary).toBe('tectonic');
  });
  it("links a clinic's systems restored after a malware attack to the cyber desk: the headline's attack is the malware's", () => {
    // "attack" alone reads as war news; right after the profile's term it is the term's own compound ("malware attack").
    const roles = rolesOf(
      'Tollbury Care Group restores systems after malware attack',
      'Tollbury Care Group said its booking and patient systems were working again at its three clinics, two days after a malware attack. Patients were asked to bring their letters.',
    );
    expect(linked(roles)).toContain('aegis');
  });

  it("reaches a client's own agent the same way: a profile on malware gets a library's systems back after an attack", () => {
    const client = {
      id: 'client-malware',
      slug: 'malware-desk',
      profile: {
        keywords: ['malware', 'ransomware', 'data theft'],
        entities: [],
        regions: [],
        lensStakes: { business_operations: ['systems offline'] },
        feeds: [],
      },
    };
    const m = new AgentMatcher([...demo, client], new Map([['client-malware', 'account-4']]));
    const roles = rolesOf(
      'Borrin library systems restored after malware attack',
      'The Borrin library said its catalogue and loan systems were back online on Monday, a week after a malware attack.',
      m,
    );
    expect(roles.secondary).toContain('client-malware');
  });
  it('links a village cleared again as a forest fire grows to the disaster desk: a forest fire is a wildfire', () => {
    const roles = rolesOf(
      'Harnby cleared again as blaze grows to 700 hectares',
      'Authorities restarted the evacuation of Harnby on Thursday after the forest fire crossed a firebreak, the forest service said.',
    );
    expect(linked(roles)).toContain('tectonic');
  });

  it('does not read a fire alone as a wildfire: a bakery fire is no disaster desk news', () => {
    const roles = rolesOf(
      'Fire guts bakery in Osterby',
      'A fire gutted a bakery in Osterby overnight; twenty people were evacuated from the flats above it.',
    );
    expect(linked(roles)).not.toContain('tectonic');
  });

  it("links a payroll hack to the cyber desk, whose profile watches hackers, and a client's profile on hackers alike", () => {
    const client = {
      id: 'client-hackers',
      slug: 'hacker-watch',
      profile: {
        keywords: ['hackers', 'ransomware', 'phishing'],
        entities: [],
        regions: [],
        lensStakes: { business_operations: ['servers'] },
        feeds: [],
      },
    };
    const m = new AgentMatcher([...demo, client], new Map([['client-hackers', 'account-5']]));
    const roles = rolesOf(
      'Tarrow council reopens inquiry into payroll hack',
      "Tarrow council reopened its inquiry into last week's intrusion after finding the attacker had also reached its payroll server.",
      m,
    );
    expect(roles.primary).toBe('aegis');
    expect(roles.secondary).toContain('client-hackers');
  });
});

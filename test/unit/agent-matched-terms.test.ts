// Why an event is linked to an agent (the console's event page): the dedup matcher's own phrases.
import { describe, expect, it } from 'vitest';
import { AgentMatcher } from '../../services/dedup/agents.ts';
import { DEMO_AGENTS } from '../../services/ops/agents.ts';
import { linksWhy } from '../../services/projection/event-links.ts';

const matcher = new AgentMatcher([
  {
    id: 'a1',
    slug: 'sentinel',
    profile: { keywords: ['missile', 'front line'], entities: ['NATO'], regions: ['UA'], feeds: [] },
  },
  { id: 'a2', slug: 'harbor', profile: { keywords: ['port'], entities: [], regions: ['UA'], feeds: [] } },
]);

describe('AgentMatcher.matchedTerms', () => {
  it("names each agent's profile keywords and entities in the title or lead, in the profile's own words", () => {
    const found = matcher.matchedTerms('Missile strike near the front line', 'NATO allies met.', ['UA']);
    expect(found.get('a1')).toEqual({
      keywords: ['missile', 'front line'],
      entities: ['NATO'],
      regions: ['UA'],
      fieldWords: [],
    });
    // No term of harbor's: its region alone says nothing about the topic, as in scoring.
    expect(found.has('a2')).toBe(false);
  });

  it('matches a phrase only whole', () => {
    expect(matcher.matchedTerms('The line at the front', '', []).size).toBe(0);
  });
});

describe("why an event told in its field's words, not the profile's terms, is an agent's", () => {
  const demo = DEMO_AGENTS.map((a) => ({
    id: a.name.toLowerCase(),
    slug: a.name.toLowerCase(),
    name: a.name,
    profile: a.profile,
  }));
  const blackout = {
    title: 'Grid failure leaves Tarsby dark',
    lead: 'The Tarsby grid operator said on Monday it was restoring power after a blackout across the region.',
  };

  it('names the words of the field the source says, as it spells them', () => {
    const found = new AgentMatcher(demo).matchedTerms(blackout.title, blackout.lead, []);
    expect(found.get('atlas')).toEqual({ keywords: [], entities: [], regions: [], fieldWords: ['grid', 'power'] });
  });

  it("gives the event page's link its why: the energy desk's link says the grid and the power, not nothing", () => {
    const atlas = demo.find((a) => a.slug === 'atlas')!;
    const links = linksWhy([{ ...atlas, role: 'primary' }], [blackout], []);
    expect(links).toEqual([
      {
        agent: 'atlas',
        name: 'Atlas',
        role: 'primary',
        keywords: [],
        entities: [],
        regions: [],
        fieldWords: ['grid', 'power'],
      },
    ]);
  });
});

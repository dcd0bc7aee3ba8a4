// Why an event is linked to an agent (the console's event page): the dedup matcher's own phrases.
import { describe, expect, it } from 'vitest';
import { AgentMatcher } from '../../services/dedup/agents.ts';

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
    expect(found.get('a1')).toEqual({ keywords: ['missile', 'front line'], entities: ['NATO'], regions: ['UA'] });
    // No term of harbor's: its region alone says nothing about the topic, as in scoring.
    expect(found.has('a2')).toBe(false);
  });

  it('matches a phrase only whole', () => {
    expect(matcher.matchedTerms('The line at the front', '', []).size).toBe(0);
  });
});

// A first report whose headline says nothing of the story (someone's words, a teaser): its lead tells the news, and
// the news reaches the desk of its field. A headline that says its field is read as before. Fictional sentences of our own.
import { describe, expect, it } from 'vitest';
import { AgentMatcher, quotesSomeone } from '../../services/dedup/agents.ts';
import { contentTokens } from '../../services/dedup/text.ts';
import { DEMO_AGENTS } from '../../services/ops/agents.ts';

const demo = DEMO_AGENTS.map((a) => ({ id: a.name.toLowerCase(), slug: a.name.toLowerCase(), profile: a.profile }));
const matcher = new AgentMatcher(demo);
const linked = (title: string, lead: string) => {
  const roles = AgentMatcher.roles(matcher.score(title, lead, []), matcher.owners);
  return [roles.primary, ...roles.secondary].filter(Boolean);
};
const subject = (title: string, lead: string) =>
  matcher.subjectOf(contentTokens(title), contentTokens(lead), matcher.score(title, lead, []), quotesSomeone(title));

describe('a headline that is someone’s words', () => {
  it('links a local paper’s quote headline to the desk its lead’s news is of', () => {
    const title = "'Keep your records close,' says Tolby health chief";
    const lead =
      'Twenty cases of measles have been confirmed in Tolby, the health board said on Monday, most of them in young children. ' +
      'Dr Ines Farrow urged parents to check their vaccination records.';
    expect(linked(title, lead)).toContain('pulse');
    expect(subject(title, lead)).toBe('pulse');
  });

  it('links a wire’s or a broadcaster’s quote headline on a raid or a flood to its desk', () => {
    expect(
      linked(
        '‘We heard it hit the house’: Orsk residents after night raid',
        'A drone strike killed four civilians in the village of Orsk on Sunday night, regional officials said, and damaged a school.',
      ),
    ).toContain('sentinel');
    expect(
      linked(
        "'The water came so fast,' says Penby farmer",
        'Flooding forced 300 people from their homes in Penby on Monday after the river Lune burst its banks, the county council said.',
      ),
    ).toContain('tectonic');
  });

  it('leaves a quote headline unlinked when its lead names a term in passing of another field’s news', () => {
    // A dock strike whose lead mentions "cases" of fruit: not the health desk's.
    expect(
      linked(
        "'We will not go back for less,' says union leader",
        'Dock workers at Farro walked out on Monday over pay, leaving cases of fruit to rot on the quay.',
      ),
    ).not.toContain('pulse');
  });

  it('reads a headline that says its field as before, whatever its lead opens with', () => {
    // A headline about a football club, its lead opening with a hospital visit: no health news.
    expect(
      linked(
        'Rovers sign striker on three-year deal',
        'After passing a medical at the city hospital on Monday, the striker signed for Rovers.',
      ),
    ).not.toContain('pulse');
  });
});

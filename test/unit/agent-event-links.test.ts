// Which agents an event stays linked to as its sources arrive: sources of other angles of the same
// event do not take it out of the view of the agent whose field its first source was about.
import { describe, expect, it } from 'vitest';
import { AgentMatcher } from '../../services/dedup/agents.ts';
import { addAgentScores, NO_SCORES, NO_SUBJECTS, type Enriched } from '../../services/dedup/enrichment.ts';
import { contentTokens } from '../../services/dedup/text.ts';

const matcher = new AgentMatcher([
  {
    id: 'grid',
    slug: 'grid',
    profile: { keywords: ['substation', 'power cut', 'blackout'], entities: [], regions: [], feeds: [] },
  },
  {
    id: 'rail',
    slug: 'rail',
    profile: { keywords: ['rail', 'train', 'signalling'], entities: [], regions: [], feeds: [] },
  },
]);

function event(): Enriched {
  return {
    eventType: 'disaster',
    sourceCount: 0,
    entities: [],
    locations: [],
    tags: [],
    agentScores: NO_SCORES,
    primaryAgentId: null,
    secondaryAgentIds: [],
    subjects: NO_SUBJECTS,
  };
}

function withSources(sources: [string, string][]): Enriched {
  const e = event();
  for (const [title, lead] of sources) {
    e.sourceCount++;
    const scores = matcher.score(title, lead, []);
    addAgentScores(e, scores, undefined, matcher.subjectOf(contentTokens(title), contentTokens(lead), scores));
  }
  return e;
}

describe('agents of an event as its sources arrive', () => {
  it('keeps an event linked when a second source tells another side of it in words the agent does not watch', () => {
    const e = withSources([
      [
        'Storm knocks out Garrow substation',
        'A storm tore down lines overnight, leaving a blackout across the valley.',
      ],
      ['Volunteers hand out soup in Garrow', 'Church volunteers served hot meals to families on Tuesday.'],
    ]);
    expect(e.primaryAgentId).toBe('grid');
  });

  it('does not link an event to an agent when one source in many mentions its words in passing', () => {
    const e = withSources([
      ['Rail strike halts trains across the north', 'Train drivers walked out over pay, halting rail services.'],
      ['Commuters stranded as rail strike bites', 'Rail commuters queued for buses as train services stopped.'],
      ['Union says train drivers will stay out', 'The drivers’ union said the rail stoppage would go on.'],
      ['Station cafes lose trade in train strike', 'Cafes at stations said trade fell as trains stopped.'],
      [
        'Hospital staff late as trains halt',
        'A blackout of train information boards confused travellers at the substation stop.',
      ],
    ]);
    expect(e.primaryAgentId).toBe('rail');
    expect(e.secondaryAgentIds).not.toContain('grid');
  });

  it('keeps an event linked to the agent one of its sources is about, however many sources tell another side of it', () => {
    const e = withSources([
      ['Rail strike halts trains across the north', 'Train drivers walked out over pay, halting rail services.'],
      [
        'Substation fire blacks out the northern rail line',
        'A fire at the Garrow substation caused a blackout that stopped the few trains still running.',
      ],
      ['Commuters stranded as rail strike bites', 'Rail commuters queued for buses as train services stopped.'],
      ['Union says train drivers will stay out', 'The drivers’ union said the rail stoppage would go on.'],
      ['Rail strike enters its third day', 'No trains ran on the rail network for a third day as talks stalled.'],
      [
        'Train operators count cost of rail strike',
        'Operators said the rail strike cost them fares as trains sat idle.',
      ],
    ]);
    expect(e.primaryAgentId).toBe('rail');
    expect(e.secondaryAgentIds).toEqual(['grid']);
  });

  it('makes the agent a source is about the primary when the sources that follow leave every agent below the threshold', () => {
    const e = withSources([
      ['Substation fire in Garrow', 'A fire broke out at the Garrow substation overnight, causing a blackout.'],
      ['Garrow residents queue for water', 'Families waited at water trucks on Tuesday as the pumps stood still.'],
      ['Schools in Garrow stay shut', 'The council kept schools closed for a second day.'],
      ['Garrow shops run generators', 'Shopkeepers on the high street hired generators to keep freezers cold.'],
      ['Care home in Garrow moves residents', 'Forty residents were taken to a sister home in the next valley.'],
    ]);
    expect(e.primaryAgentId).toBe('grid');
  });
});

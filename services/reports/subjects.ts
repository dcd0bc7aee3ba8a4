import { AgentMatcher, quotesSomeone, type AgentProfile } from '../dedup/agents.ts';
import { contentTokens } from '../dedup/text.ts';
import type { ComposerSource } from './dossier.ts';

/**
 * Whose story each source of an event tells, for the agent reading it (`ComposerSource.subject`): the
 * catalog agent its headline is about, by the dedup worker's own rule (`AgentMatcher.subjectOf`: one of
 * that agent's terms heads it, or it is news of the agent's field in the profile's other words, and the agent would
 * be its own primary). Read with the catalog's profiles, and no countries (a region only strengthens a match):
 * 'reader' for the agent reading,
 * 'other' for another agent, nothing for a source about none.
 */
export function subjectsOf(
  catalog: readonly AgentProfile[],
  readerId: string,
): (s: { title: string; lead: string }) => ComposerSource['subject'] {
  const matcher = new AgentMatcher([...catalog]);
  return (s) => {
    const title = contentTokens(s.title);
    const lead = contentTokens(s.lead);
    const quoted = quotesSomeone(s.title);
    const subject = matcher.subjectOf(title, lead, matcher.scoreTokens(title, lead, [], quoted), quoted);
    return subject === null ? undefined : subject === readerId ? 'reader' : 'other';
  };
}

import { Grounding } from '../evidence/grounding.ts';
import { NUMBER_WORDS } from '../evidence/lexicon.ts';
import type { Claim } from './claims.ts';
import type { Dossier } from './dossier.ts';

// Grounding as an invariant of reports: every number and proper name of a claim appears in a source
// of an event the report cites, or is the report's own count of its evidence (or one of its own
// words: the agent's name, its stakes, the report's headings).

/** Capitalised words the report's own templates open sentences with. */
export const TEMPLATE_WORDS =
  `New More First Escalating Easing Developing Steady Unconfirmed Quiet Nothing No Whether The
  Key Storylines What Figures Outlook Trend Also Change Resume Check Verify Record Log Keep Trigger Plan Reprice Review Hold
  Rework Confirm Activate
  Sources Disagreement Confidence Newest Further Latest`.split(/\s+/);

/**
 * The words a report may state of its own: the agent's name, and the common words of its domain and
 * stakes, as the agent wrote them in lower case. A capitalised word there ("Brent", "Port Vell") is a
 * name, and a claim states it only when a source it cites does.
 */
export function ownWordsOf(agentName: string, described: readonly string[]): string[] {
  const words = described.flatMap((x) => x.match(/[\p{L}][\p{L}'’-]*/gu) ?? []);
  return [agentName, ...words.filter((w) => !/^\p{Lu}/u.test(w))];
}

export class ReportGrounding {
  private readonly g: Grounding;

  constructor(dossiers: readonly Dossier[], extraTitles: readonly string[], ownWords: readonly string[]) {
    this.g = new Grounding(
      [
        ...dossiers.flatMap((d) => [
          { title: `${d.event.title} ${d.event.locations.map((l) => l.name).join(' ')}`, text: d.event.summary },
          ...d.docs.map((s) => ({ title: `${s.publication}\n${s.title}`, text: s.text, publishedAt: s.at })),
        ]),
        { text: extraTitles.join('\n') },
      ],
      { words: [...TEMPLATE_WORDS, ...ownWords] },
    );
  }

  /** The numbers and names of a claim that are neither in the evidence nor the report's own. */
  missing(c: Claim): string[] {
    const own = new Set((c.own ?? []).map(String));
    return this.g.missing(c.text).filter((m) => !own.has(m) && !own.has(String(NUMBER_WORDS[m.toLowerCase()])));
  }

  /** Checks a whole text (an LLM's prose). */
  missingIn(text: string): string[] {
    return this.g.missing(text.replace(/\[evt_[a-z0-9]+\]/g, ' '));
  }
}

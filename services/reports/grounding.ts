import { CitedGrounding, type GroundingPassage } from '../evidence/grounding.ts';
import { NUMBER_WORDS } from '../evidence/lexicon.ts';
import { claimsIn, type Claim } from './claims.ts';
import type { Dossier } from './dossier.ts';

// Grounding as an invariant of reports, claim by claim: every number and proper name of a claim
// appears in a source of an event THAT claim cites, or is the report's own count of its evidence (or
// one of its own words: the agent's name, the report's headings, the stakes' common words).

/** Capitalised words the report's own templates open sentences with. */
export const TEMPLATE_WORDS =
  `New More First Escalating Easing Developing Steady Unconfirmed Quiet Nothing No Whether The
  Key Storylines What Figures Outlook Trend Also Change Resume Check Verify Record Log Keep Trigger Plan Reprice Review Hold
  Rework Confirm Activate Next For
  Sources Disagreement Confidence Newest Further Latest Coverage`.split(/\s+/);

/**
 * The words a report may state of its own: the agent's name, and the common words of its domain and
 * stakes, as the agent wrote them in lower case. A capitalised word there ("Brent", "Port Vell") is a
 * name, and a claim states it only when a source it cites does.
 */
export function ownWordsOf(agentName: string, described: readonly string[]): string[] {
  const words = described.flatMap((x) => x.match(/[\p{L}][\p{L}'’-]*/gu) ?? []);
  return [agentName, ...words.filter((w) => !/^\p{Lu}/u.test(w))];
}

/** An event's own passage: its title and places, and its summary. */
export const eventPassage = (e: {
  title: string;
  summary: string;
  locations: { name: string }[];
}): GroundingPassage => ({
  title: `${e.title} ${e.locations.map((l) => l.name).join(' ')}`,
  text: e.summary,
});

/** A source's passage: its publication and title, its text, and when it was published. */
export const sourcePassage = (s: {
  publication: string;
  title: string;
  text: string;
  at: string | Date;
}): GroundingPassage => ({ title: `${s.publication}\n${s.title}`, text: s.text, publishedAt: s.at });

/** The passages of each event a report may cite: its own, and its sources'. */
export function passagesByEvent(
  dossiers: readonly Dossier[],
  earlier: readonly { eventId: string; title: string }[],
): Map<string, GroundingPassage[]> {
  const out = new Map<string, GroundingPassage[]>(earlier.map((e) => [e.eventId, [{ text: e.title }]]));
  for (const d of dossiers) out.set(d.event.eventId, [eventPassage(d.event), ...d.docs.map(sourcePassage)]);
  return out;
}

export class ReportGrounding {
  private readonly g: CitedGrounding;
  /** Every event the report may cite: a heading (its title, its headline) speaks of them all. */
  private readonly all: string[];

  constructor(
    dossiers: readonly Dossier[],
    earlier: readonly { eventId: string; title: string }[],
    ownWords: readonly string[],
  ) {
    const passages = passagesByEvent(dossiers, earlier);
    this.g = new CitedGrounding(passages, { words: [...TEMPLATE_WORDS, ...ownWords] });
    this.all = [...passages.keys()];
  }

  /** The numbers and names of a claim that are neither in the events it cites nor the report's own. */
  missing(c: Claim): string[] {
    const own = new Set((c.own ?? []).map(String));
    return this.g
      .missing(c.text, c.eventIds)
      .filter((m) => !own.has(m) && !own.has(String(NUMBER_WORDS[m.toLowerCase()])));
  }

  /** Checks a whole text (an LLM's prose): each of its claims against the events its markers cite. */
  missingIn(text: string): string[] {
    return [...new Set(claimsIn(text).flatMap((c) => this.missing(c)))];
  }

  /** Checks a heading (a title, a headline): against every event of the report, which it heads. */
  missingInHeading(text: string): string[] {
    return this.g.missing(text.replace(/\[evt_[a-z0-9]+\]/g, ' '), this.all);
  }
}

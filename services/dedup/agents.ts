import type { MonitoringProfile } from '../../schemas/db/tables.ts';
import { contentTokens } from './text.ts';

export interface AgentProfile {
  id: string;
  slug: string;
  profile: MonitoringProfile;
}

interface CompiledAgent {
  id: string;
  slug: string;
  /** Each keyword or entity as its token sequence, matched as a phrase. */
  keywords: string[][];
  entities: string[][];
  regions: Set<string>;
}

/** Score from which an agent is linked at all (secondary), and from which it can be primary. */
export const SECONDARY_THRESHOLD = 2;
export const PRIMARY_THRESHOLD = 3.5;
/** A secondary agent needs at least this share of the primary's score. */
const SECONDARY_SHARE = 0.4;

function phraseCount(tokens: string[], phrase: string[]): number {
  if (!phrase.length) return 0;
  let n = 0;
  outer: for (let i = 0; i + phrase.length <= tokens.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (tokens[i + j] !== phrase[j]) continue outer;
    n++;
  }
  return n;
}

/**
 * Scores articles against agents' monitoring profiles: a keyword is worth 1 per mention (2 in the
 * title, capped at 3 per keyword), a named entity 2, a region the text mentions 1.5.
 */
export class AgentMatcher {
  private readonly agents: CompiledAgent[];

  constructor(profiles: AgentProfile[]) {
    this.agents = [...profiles]
      .sort((a, b) => a.slug.localeCompare(b.slug))
      .map((a) => ({
        id: a.id,
        slug: a.slug,
        keywords: a.profile.keywords.map((k) => contentTokens(k)).filter((t) => t.length),
        entities: a.profile.entities.map((k) => contentTokens(k)).filter((t) => t.length),
        regions: new Set(a.profile.regions.map((r) => r.toUpperCase())),
      }));
  }

  /** Agent id → score, for agents scoring above zero. */
  score(title: string, lead: string, countries: string[]): Map<string, number> {
    const titleTokens = contentTokens(title);
    const leadTokens = contentTokens(lead);
    const out = new Map<string, number>();
    for (const a of this.agents) {
      let s = 0;
      let terms = 0;
      for (const k of a.keywords) {
        const n = Math.min(3, 2 * phraseCount(titleTokens, k) + phraseCount(leadTokens, k));
        if (n) terms++;
        s += n;
      }
      for (const e of a.entities) {
        if (phraseCount(titleTokens, e) + phraseCount(leadTokens, e) > 0) {
          terms++;
          s += 2;
        }
      }
      // A region only strengthens a topical match; on its own it says nothing about the topic.
      if (terms === 0) continue;
      for (const c of countries) if (a.regions.has(c)) s += 1.5;
      // One matching profile term is a weak signal: it can make a secondary link, never a primary one.
      if (terms === 1) s = Math.min(s, PRIMARY_THRESHOLD - 0.5);
      out.set(a.id, s);
    }
    return out;
  }

  /**
   * Primary: the best agent at or above PRIMARY_THRESHOLD; secondary: the others at or above
   * SECONDARY_THRESHOLD and within SECONDARY_SHARE of the best. Scores are per-source means.
   */
  static roles(scores: Map<string, number>): { primary: string | null; secondary: string[] } {
    const ranked = [...scores].filter(([, s]) => s >= SECONDARY_THRESHOLD).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    if (!ranked.length) return { primary: null, secondary: [] };
    const floor = Math.max(SECONDARY_THRESHOLD, SECONDARY_SHARE * ranked[0]![1]);
    const rest = (from: number) => ranked.slice(from).filter(([, s]) => s >= floor).map(([id]) => id).sort();
    if (ranked[0]![1] < PRIMARY_THRESHOLD) return { primary: null, secondary: rest(0) };
    return { primary: ranked[0]![0], secondary: rest(1) };
  }

  slugOf(id: string): string | undefined {
    return this.agents.find((a) => a.id === id)?.slug;
  }
}

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

/** Score above which an agent is linked to an article at all (secondary), and above which it can be primary. */
export const SECONDARY_THRESHOLD = 2;
export const PRIMARY_THRESHOLD = 3;

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
      for (const k of a.keywords) s += Math.min(3, 2 * phraseCount(titleTokens, k) + phraseCount(leadTokens, k));
      for (const e of a.entities) if (phraseCount(titleTokens, e) + phraseCount(leadTokens, e) > 0) s += 2;
      for (const c of countries) if (a.regions.has(c)) s += 1.5;
      if (s > 0) out.set(a.id, s);
    }
    return out;
  }

  /** Primary: the best agent at or above PRIMARY_THRESHOLD; secondary: the others at or above SECONDARY_THRESHOLD. */
  static roles(scores: Map<string, number>): { primary: string | null; secondary: string[] } {
    const ranked = [...scores].filter(([, s]) => s >= SECONDARY_THRESHOLD).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    if (!ranked.length || ranked[0]![1] < PRIMARY_THRESHOLD) return { primary: null, secondary: ranked.map(([id]) => id).sort() };
    return { primary: ranked[0]![0], secondary: ranked.slice(1).map(([id]) => id).sort() };
  }

  slugOf(id: string): string | undefined {
    return this.agents.find((a) => a.id === id)?.slug;
  }
}

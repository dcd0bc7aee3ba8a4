// Whether the news of a field reaches the agent of that field: each confuser row is labelled with a domain that is
// one demo agent's field. Each article is scored on its own (`AgentMatcher.scoreTokens` on its headline and lead,
// no regions, then `roles`), as the worker scores it before any event exists; an event reaches its agent when one of
// its articles does. Links to an agent of another field are counted apart: as primary (the article is taken for
// another field's news) or as secondary. Read by `bench:dedup-quality -- --reach` (see dedup-quality.ts).
import { AgentMatcher, type AgentProfile } from '../../services/dedup/agents.ts';
import { contentTokens, leadOf } from '../../services/dedup/text.ts';
import { table } from './machine.ts';

/** A labelled article as the reach figures read it. */
export interface ReachItem {
  gold: string;
  domain: string;
  title: string;
  body: string;
}

/**
 * The demo agent whose field a set's domain label names (the sets spell some labels in the singular). Sentinel's
 * field is regional (armed conflict in Eastern Europe): the sets' fictional wars elsewhere are rightly not its, so
 * conflict is counted apart from the totals.
 */
const FIELD_AGENT: Record<string, string> = {
  energy: 'atlas',
  maritime: 'harbor',
  conflict: 'sentinel',
  'central-bank': 'meridian',
  'central-banks': 'meridian',
  health: 'pulse',
  disaster: 'tectonic',
  disasters: 'tectonic',
  semiconductors: 'circuit',
  elections: 'ballot',
  cyber: 'aegis',
};
const APART = 'conflict';

interface Tally {
  articles: number;
  reached: number;
  events: Set<string>;
  eventsReached: Set<string>;
  wrongPrimary: number;
  wrongSecondary: number;
}

const tally = (): Tally => ({
  articles: 0,
  reached: 0,
  events: new Set(),
  eventsReached: new Set(),
  wrongPrimary: 0,
  wrongSecondary: 0,
});

/** One article's links: whether its field's agent is among them, and whether another field's agent is. */
export function articleLinks(matcher: AgentMatcher, item: ReachItem) {
  const scores = matcher.scoreTokens(contentTokens(item.title), contentTokens(leadOf(item.body)), []);
  const { primary, secondary } = AgentMatcher.roles(scores);
  const slug = (id: string | null) => (id === null ? null : (matcher.slugOf(id) ?? null));
  const own = FIELD_AGENT[item.domain] ?? null;
  const p = slug(primary);
  const s = secondary.map(slug);
  return {
    own,
    primary: p,
    secondary: s,
    reached: own !== null && (p === own || s.includes(own)),
    wrongPrimary: p !== null && p !== own,
    wrongSecondary: s.some((x) => x !== null && x !== own),
  };
}

/**
 * Reach figures of one set or half: by domain when `byDomain` (tune material), else one aggregate line for the
 * fields other than conflict and one for conflict (held-out material: nothing to study).
 */
export function reachTable(label: string, agents: AgentProfile[], items: ReachItem[], byDomain: boolean): string {
  const matcher = new AgentMatcher(agents);
  const by = new Map<string, Tally>();
  const add = (key: string, it: ReachItem, l: ReturnType<typeof articleLinks>) => {
    let t = by.get(key);
    if (!t) by.set(key, (t = tally()));
    t.articles++;
    t.events.add(it.gold);
    if (l.reached) {
      t.reached++;
      t.eventsReached.add(it.gold);
    }
    if (l.wrongPrimary) t.wrongPrimary++;
    if (l.wrongSecondary) t.wrongSecondary++;
  };
  for (const it of items) {
    const l = articleLinks(matcher, it);
    if (byDomain) add(`${it.domain} → ${l.own ?? '-'}`, it, l);
    add(it.domain === APART ? `${APART} (apart)` : 'all but conflict', it, l);
  }
  const pct = (n: number, d: number) => (d ? `${n}/${d} (${((100 * n) / d).toFixed(1)}%)` : '-');
  const keys = [...by.keys()].sort((a, b) => {
    const rank = (k: string) => (k === 'all but conflict' ? 2 : k.endsWith('(apart)') ? 1 : 0);
    return rank(a) - rank(b) || a.localeCompare(b);
  });
  return [
    `reach, ${label}:`,
    table([
      [
        'domain → agent',
        'articles reaching',
        'events reaching',
        'articles linked to another field: primary',
        'secondary',
      ],
      ...keys.map((k) => {
        const t = by.get(k)!;
        return [
          k,
          pct(t.reached, t.articles),
          pct(t.eventsReached.size, t.events.size),
          t.wrongPrimary,
          t.wrongSecondary,
        ];
      }),
    ]),
  ].join('\n');
}

/** Tune articles no agent of their field reached, with their links: what a study of the misses reads. */
export function unreached(agents: AgentProfile[], items: ReachItem[]): string[] {
  const matcher = new AgentMatcher(agents);
  return items.flatMap((it) => {
    const l = articleLinks(matcher, it);
    if (l.reached && !l.wrongPrimary && !l.wrongSecondary) return [];
    const tag = l.reached ? 'WRONG' : 'MISS';
    return [
      `${tag} ${it.domain} [${l.primary ?? '-'}; ${l.secondary.join(',')}] ${it.title} | ${leadOf(it.body, 200)}`,
    ];
  });
}

import { describe, expect, it } from 'vitest';
import { ArticleV1 } from '../../schemas/messages/article.ts';
import { AgentMatcher } from '../../services/dedup/agents.ts';
import { decideChunk, type KnownSources } from '../../services/dedup/chunk.ts';
import { DedupEngine, articleFeatures } from '../../services/dedup/engine.ts';
import { syntheticArticles } from '../../services/ops/synthetic.ts';

const DAY = 86_400_000;
const T0 = Date.parse('2026-11-01T00:00:00Z');

describe('what the dedup engine holds over weeks', () => {
  it('stays flat once events close: a worker that runs for months holds no more than one that ran for weeks', () => {
    // Generated articles (new words for every event), one every 29 minutes for 60 days: events close
    // after a week without a source and are evicted, so what the engine holds should stop growing.
    const articles = syntheticArticles(3000, { seed: 11 }).map((a) => ArticleV1.parse(a));
    const spacing = (60 * DAY) / articles.length;
    const engine = new DedupEngine(new AgentMatcher([]), { deferEntities: true });
    const known: KnownSources = new Map();
    const samples: { day: number; held: ReturnType<DedupEngine['holdings']> }[] = [];
    for (let i = 0; i < articles.length; i += 100) {
      const chunk = articles.slice(i, i + 100).map((a, k) => articleFeatures(a, T0 + (i + k) * spacing));
      decideChunk(engine, chunk, known, chunk[chunk.length - 1]!.ts);
      engine.takeUnsettled();
      samples.push({ day: ((i + 100) * spacing) / DAY, held: engine.holdings() });
    }
    const most = (key: 'events' | 'ids' | 'strings', from: number, to: number) =>
      Math.max(...samples.filter((s) => s.day > from && s.day <= to).map((s) => s.held[key]));
    // The third week against the last three: the same week's worth of open events…
    expect(most('events', 40, 60)).toBeLessThan(1.25 * most('events', 15, 30));
    // …and no more ids or strings than they hold (before, both grew with every event ever founded).
    expect(most('ids', 40, 60)).toBeLessThan(1.25 * most('ids', 15, 30));
    expect(most('strings', 40, 60)).toBeLessThan(1.25 * most('strings', 15, 30));
  });
});

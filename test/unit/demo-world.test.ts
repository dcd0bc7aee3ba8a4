import { describe, expect, it } from 'vitest';
import { ArticleV1 } from '../../schemas/messages/article.ts';
import { AgentMatcher } from '../../services/dedup/agents.ts';
import { DEMO_AGENTS } from '../../services/ops/agents.ts';
import { demoSite } from '../../services/ops/demo-feeds.ts';
import {
  DEMO_NOISE,
  DEMO_STORYLINES,
  WORLD_DAYS,
  demoOutlets,
  demoWorld,
  demoWorldDays,
} from '../../services/ops/demo-world/index.ts';

const NOW = new Date('2026-11-27T14:00:00Z');
const DAY = 86_400_000;
const world = demoWorld(NOW);
const slugs = DEMO_AGENTS.map((a) => a.name.toLowerCase());

describe('the demo world (sample data)', () => {
  it('is two weeks of valid sample articles from made-up outlets, none after now', () => {
    expect(world.length).toBeGreaterThanOrEqual(300);
    for (const a of world) {
      const parsed = ArticleV1.parse(a);
      expect(parsed.sample).toBe(true);
      expect(new URL(parsed.url).hostname).toMatch(/\.sample\.invalid$/);
      expect(Date.parse(parsed.publishedAt!)).toBeLessThanOrEqual(NOW.getTime());
    }
    const ages = world.map((a) => Math.floor((NOW.getTime() - Date.parse(a.publishedAt!)) / DAY));
    expect(new Set(ages)).toEqual(new Set(Array.from({ length: WORLD_DAYS }, (_, k) => k)));
    expect(demoOutlets().length).toBeGreaterThanOrEqual(15);
  });

  it('reads like wire copy: a dated dateline, weekdays filled in, several paragraphs, a quote in most stages', () => {
    for (const a of world) {
      expect(a.body).toMatch(/^[A-ZÃ ,.'a-z]+, [A-Z][a-z]+\.? \d{1,2}( \([A-Za-z ]+\))? [-—] \S/);
      expect(`${a.title} ${a.body}`).not.toMatch(/\{[+-]\d+\}/);
    }
    const stages = DEMO_STORYLINES.flatMap((s) => s.stages);
    expect(stages.filter((s) => s.quote).length / stages.length).toBeGreaterThan(0.5);
    const titles = world.map((a) => a.title);
    // Each outlet in its own words: only syndicated copies and same-URL updates repeat a headline.
    expect(new Set(titles).size).toBeGreaterThan(titles.length * 0.9);
  });

  it('tells every storyline stage through several outlets, and every storyline in stages that change', () => {
    for (const story of DEMO_STORYLINES) {
      // Each version of a stage comes from another outlet.
      expect(new Set(story.outlets).size, story.id).toBe(story.outlets.length);
      for (const stage of story.stages) {
        expect(stage.versions.length, `${story.id} day ${stage.day}`).toBeGreaterThanOrEqual(2);
        expect(story.outlets.length, story.id).toBeGreaterThanOrEqual(
          stage.versions.length + (stage.syndicated ? 1 : 0),
        );
      }
      if (story.role === 'same-day') continue;
      const days = story.stages.map((s) => s.day);
      expect(days, story.id).toEqual([...days].sort((a, b) => b - a));
      expect(story.stages.length, story.id).toBeGreaterThanOrEqual(2);
    }
    const storylines = DEMO_STORYLINES.filter((s) => s.role === 'storyline');
    expect(storylines.length).toBeGreaterThanOrEqual(20);
    const kinds = (s: (typeof storylines)[number]) => new Set(s.stages.map((x) => x.kind));
    // Storylines that escalate and then resolve, and ones still escalating on the last day.
    expect(
      storylines.filter((s) => kinds(s).has('escalation') && kinds(s).has('resolution')).length,
    ).toBeGreaterThanOrEqual(8);
    expect(
      storylines.filter((s) => s.stages.at(-1)!.day === 0 && s.stages.at(-1)!.kind === 'escalation').length,
    ).toBeGreaterThanOrEqual(2);
    // Announced next steps a report can watch: "talks on {+3}" becomes a weekday.
    expect(
      storylines.filter((s) => s.stages.some((x) => /\{\+\d+\}/.test(JSON.stringify(x)))).length,
    ).toBeGreaterThanOrEqual(12);
  });

  it('puts a number in every stage, and changes numbers from stage to stage', () => {
    const numbers = (text: string) => new Set(text.match(/\d[\d,.]*/g) ?? []);
    for (const story of DEMO_STORYLINES) {
      const perStage = story.stages.map((s) => numbers(s.versions.map((v) => `${v.title} ${v.lead}`).join(' ')));
      for (const [i, n] of perStage.entries()) expect(n.size, `${story.id} stage ${i}`).toBeGreaterThan(0);
      for (let i = 1; i < perStage.length; i++)
        expect(
          [...perStage[i]!].some((x) => !perStage[i - 1]!.has(x)),
          `${story.id} stage ${i}`,
        ).toBe(true);
    }
  });

  it('gives every agent news on most days, storylines that overlap across agents, and same-domain stories the same day', () => {
    const matcher = new AgentMatcher(
      DEMO_AGENTS.map((a) => ({ id: a.name.toLowerCase(), slug: a.name.toLowerCase(), profile: a.profile })),
    );
    for (const story of DEMO_STORYLINES) {
      expect(slugs, story.id).toEqual(expect.arrayContaining(story.agents));
      for (const stage of story.stages) {
        // The dedup worker's own matcher links each version to one of the storyline's agents, and the
        // storyline's first agent to at least one version of every stage.
        const scores = stage.versions.map((v) => matcher.score(v.title, v.lead, []));
        for (const [j, s] of scores.entries()) {
          const best = [...s].sort((x, y) => y[1] - x[1])[0];
          expect(story.agents, `${story.id} day ${stage.day} version ${j}`).toContain(best?.[0]);
        }
        expect(
          scores.some((s) => s.has(story.agents[0]!)),
          `${story.id} day ${stage.day}`,
        ).toBe(true);
      }
    }
    for (const slug of slugs) {
      const days = new Set(
        DEMO_STORYLINES.filter((s) => s.agents.includes(slug)).flatMap((s) => s.stages.map((x) => x.day)),
      );
      expect(days.size, slug).toBeGreaterThanOrEqual(6);
      // A storyline of its own, and one it shares with another agent or a same-day story in its domain.
      expect(
        DEMO_STORYLINES.some((s) => s.role === 'storyline' && s.agents[0] === slug),
        slug,
      ).toBe(true);
    }
    expect(DEMO_STORYLINES.filter((s) => s.agents.length > 1).length).toBeGreaterThanOrEqual(5);
    for (const same of DEMO_STORYLINES.filter((s) => s.role === 'same-day')) {
      const day = same.stages[0]!.day;
      const neighbour = DEMO_STORYLINES.find(
        (s) =>
          s !== same &&
          s.role === 'storyline' &&
          s.agents.includes(same.agents[0]!) &&
          s.stages.some((x) => x.day === day),
      );
      expect(neighbour, `${same.id}: a storyline of ${same.agents[0]} on day ${day}`).toBeDefined();
    }
    expect(DEMO_NOISE.length).toBeGreaterThanOrEqual(15);
  });

  it('is cut into a replayed fortnight and a live last day with nothing lost or doubled', () => {
    const { history, live } = demoWorldDays(NOW);
    expect(history).toHaveLength(WORLD_DAYS - 1);
    expect(history.map((d) => d.asOf.getTime())).toEqual(
      Array.from({ length: WORLD_DAYS - 1 }, (_, i) => NOW.getTime() - (WORLD_DAYS - 1 - i) * DAY),
    );
    for (const d of history)
      for (const a of d.articles) {
        const t = Date.parse(a.publishedAt!);
        expect(t > d.asOf.getTime() - DAY && t <= d.asOf.getTime()).toBe(true);
      }
    const all = [...history.flatMap((d) => d.articles), ...live];
    expect(all).toHaveLength(world.length);
    expect(live.length).toBeGreaterThan(20);
    // The news sites serve the live day, with a feed for every outlet (empty when it has nothing new).
    const site = demoSite(live, 'http://127.0.0.1:1', demoOutlets());
    expect(site.feeds.map((f) => f.name)).toEqual(demoOutlets());
    expect(site.pages.size).toBe(new Set(live.map((a) => `${a.publication} ${new URL(a.url).pathname}`)).size);
  });
});

import type { ArticleInput } from '../../../schemas/messages/article.ts';
import { CONFLICT_AND_ENERGY } from './conflict-and-energy.ts';
import { HEALTH_AND_DISASTERS } from './health-and-disasters.ts';
import { NOISE } from './noise.ts';
import { SHIPPING_AND_MARKETS } from './shipping-and-markets.ts';
import { TECH_POLITICS_AND_CYBER } from './tech-politics-and-cyber.ts';
import { articlesByDay, worldArticles, type Storyline } from './world.ts';

/** How many days the demo world covers: day 13 (a fortnight ago) to day 0 (the last 24 hours). */
export const WORLD_DAYS = 14;

/** Every storyline of the demo world (sample data), by domain file. */
export const DEMO_STORYLINES: Storyline[] = [
  ...CONFLICT_AND_ENERGY,
  ...SHIPPING_AND_MARKETS,
  ...HEALTH_AND_DISASTERS,
  ...TECH_POLITICS_AND_CYBER,
];
export const DEMO_NOISE = NOISE;

/** The demo world's articles, published relative to `now`, oldest first. */
export function demoWorld(now: Date): ArticleInput[] {
  return worldArticles(DEMO_STORYLINES, DEMO_NOISE, now);
}

/** Every outlet of the world, sorted: each is one of the demo's news sites. */
export function demoOutlets(): string[] {
  return [...new Set(demoWorld(new Date(0)).map((a) => a.publication))].sort();
}

/**
 * The world in days (see `articlesByDay`): `history` is what the demo replays at start, the oldest
 * day first, each day's articles ingested as of their publication and reported on at the day's end;
 * `live` is the last 24 hours, which the demo's news sites serve for the feed poller to read.
 */
export function demoWorldDays(now: Date): {
  history: { asOf: Date; articles: ArticleInput[] }[];
  live: ArticleInput[];
} {
  const days = articlesByDay(demoWorld(now), now, WORLD_DAYS);
  const history = days
    .map((articles, k) => ({ asOf: new Date(now.getTime() - k * 86_400_000), articles }))
    .slice(1)
    .reverse();
  return { history, live: days[0]! };
}

export type { Stage, StageKind, Storyline, NoiseItem } from './world.ts';

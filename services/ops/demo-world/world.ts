import type { ArticleInput } from '../../../schemas/messages/article.ts';

/**
 * The demo world: two weeks of fictional news for the nine demo agents, written for Sitrep as sample
 * data (no third-party text; made-up outlets under `.sample.invalid`, made-up officials, real places
 * and institutions only as the setting). Storylines escalate, resolve and overlap; each stage is told
 * by several outlets in their own words, and same-domain stories run the same day.
 *
 * Text may name a day relative to the article's own date: `{+2}` is the weekday two days after it
 * ("talks on {+2}" → "talks on Tuesday"), `{-1}` the day before.
 */

export type StageKind = 'incident' | 'escalation' | 'update' | 'announcement' | 'resolution';

export interface Stage {
  /** Days before the demo's last 24 hours: 13 is a fortnight ago, 0 the last 24 hours. */
  day: number;
  /** Hours into that day's 24 hours when the first version appeared (0-20). */
  hour: number;
  kind: StageKind;
  /** The place the copy is filed from, as a dateline ("ROTTERDAM"). */
  dateline: string;
  /** One per outlet, each in its own words: headline and opening paragraph (the facts). */
  versions: { title: string; lead: string }[];
  /** Said by a named (made-up) person or a body. */
  quote?: { text: string; who: string };
  /** Further paragraphs; version i carries `more[i % more.length]`. */
  more?: string[];
  /** A near-copy of version 0 run by another outlet (syndicated wire copy). */
  syndicated?: boolean;
  /** Version 0 re-sent at the same URL `hoursLater`, with a new headline and a sentence added. */
  update?: { hoursLater: number; title: string; added: string };
}

export interface Storyline {
  id: string;
  /** Slugs of the demo agents it concerns, the primary first. */
  agents: string[];
  /** A developing situation in stages, or a one-day story in the same domain as another that day. */
  role: 'storyline' | 'same-day';
  /** Outlets that cover it, taken in turn. */
  outlets: string[];
  /** Closing paragraphs any version may carry. */
  background: string[];
  stages: Stage[];
}

export interface NoiseItem {
  day: number;
  hour: number;
  outlet: string;
  dateline: string;
  title: string;
  body: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
/** Outlets that file as a wire service: their datelines name them. */
const WIRES = new Set(['Northwire', 'Continental Wire', 'Pacific Dispatch']);
/** Minutes after a stage's first version that each further version appears. */
const LAGS = [0, 55, 140, 230, 375];

export const host = (outlet: string) => `${outlet.toLowerCase().replace(/[^a-z]+/g, '')}.sample.invalid`;

export const slugOf = (title: string) =>
  title
    .replace(/\{[+-]\d+\}/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .split('-')
    .slice(0, 12)
    .join('-');

/** `{+N}` / `{-N}`: the weekday N days from `at` (UTC). */
function relativeDays(text: string, at: Date): string {
  return text.replace(/\{([+-]\d+)\}/g, (_, n: string) => WEEKDAYS[(at.getUTCDay() + Number(n) + 7 * 4) % 7]!);
}

function dateline(place: string, outlet: string, at: Date): string {
  const date = `${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()}`;
  return WIRES.has(outlet) ? `${place}, ${date} (${outlet}) -` : `${place}, ${date} —`;
}

function quoted(q: { text: string; who: string }, variant: number): string {
  const text = q.text.replace(/[.]$/, '');
  // "X, a spokesman for Y said:" needs a comma the other forms do not: those speakers take the first two.
  switch (variant % (q.who.includes(',') ? 2 : 3)) {
    case 0:
      return `"${text}," ${q.who} said.`;
    case 1:
      return `"${text}," said ${q.who}.`;
    default:
      return `${q.who[0]!.toUpperCase()}${q.who.slice(1)} said: "${text}."`;
  }
}

/** Version `j` of stage `s` of a storyline: which outlet tells it. */
function outletOf(story: Storyline, s: number, j: number): string {
  return story.outlets[(s * 2 + j) % story.outlets.length]!;
}

function article(
  outlet: string,
  path: string,
  title: string,
  paragraphs: string[],
  at: Date,
  place: string,
): ArticleInput {
  const [first, ...rest] = paragraphs.map((p) => relativeDays(p, at));
  return {
    version: 1,
    url: `https://www.${host(outlet)}${path}`,
    title: relativeDays(title, at),
    body: [`${dateline(place, outlet, at)} ${first}`, ...rest].join('\n\n'),
    publication: outlet,
    publishedAt: at.toISOString(),
    origin: 'file',
    sample: true,
  };
}

/** The stage's articles, published relative to `now` (see `Stage.day`). */
function stageArticles(story: Storyline, s: number, now: Date): ArticleInput[] {
  const stage = story.stages[s]!;
  const start = now.getTime() - (stage.day + 1) * DAY + stage.hour * HOUR;
  // Everything a stage publishes stays within its day (and never after `now`).
  const end = now.getTime() - stage.day * DAY - 10 * 60_000;
  const within = (t: number) => new Date(Math.min(t, end));
  const out: ArticleInput[] = [];
  stage.versions.forEach((v, j) => {
    const outlet = outletOf(story, s, j);
    const at = within(start + LAGS[j % LAGS.length]! * 60_000 + ((s * 7 + j * 13) % 20) * 60_000);
    const paragraphs = [v.lead];
    if (stage.quote) paragraphs.push(quoted(stage.quote, s + j));
    if (stage.more?.length) paragraphs.push(stage.more[j % stage.more.length]!);
    if (story.background.length && j % 2 === 0) paragraphs.push(story.background[(s + j) % story.background.length]!);
    const path = `/news/${slugOf(v.title)}`;
    out.push(article(outlet, path, v.title, paragraphs, at, stage.dateline));
    if (j === 0 && stage.update) {
      const later = within(at.getTime() + stage.update.hoursLater * HOUR);
      out.push(
        article(
          outlet,
          path,
          stage.update.title,
          [paragraphs[0]!, stage.update.added, ...paragraphs.slice(1)],
          later,
          stage.dateline,
        ),
      );
    }
    if (j === 0 && stage.syndicated) {
      const wire =
        story.outlets.find((o) => !stage.versions.some((_, k) => outletOf(story, s, k) === o)) ?? 'Daily Courier';
      const copied = within(at.getTime() + 50 * 60_000);
      out.push(article(wire, `/wire/${slugOf(v.title)}`, v.title, paragraphs.slice(0, 2), copied, stage.dateline));
    }
  });
  return out;
}

/** Every article of the world, published relative to `now`, oldest first. */
export function worldArticles(storylines: Storyline[], noise: NoiseItem[], now: Date): ArticleInput[] {
  const out: ArticleInput[] = [];
  for (const story of storylines) story.stages.forEach((_, s) => out.push(...stageArticles(story, s, now)));
  for (const n of noise) {
    const at = new Date(now.getTime() - (n.day + 1) * DAY + n.hour * HOUR);
    out.push(article(n.outlet, `/local/${slugOf(n.title)}`, n.title, n.body.split(/\n{2,}/), at, n.dateline));
  }
  return out.sort((a, b) => (a.publishedAt ?? '').localeCompare(b.publishedAt ?? '') || a.url.localeCompare(b.url));
}

/**
 * The world cut into days for the demo's history: `days[k]` holds the articles published in the 24
 * hours ending `k` days before `now` (k = 0: the last 24 hours), each list oldest first.
 */
export function articlesByDay(articles: ArticleInput[], now: Date, days: number): ArticleInput[][] {
  const out = Array.from({ length: days }, () => [] as ArticleInput[]);
  for (const a of articles) {
    const age = now.getTime() - Date.parse(a.publishedAt ?? now.toISOString());
    const k = Math.floor(age / DAY);
    if (age >= 0 && k < days) out[k]!.push(a);
  }
  return out;
}

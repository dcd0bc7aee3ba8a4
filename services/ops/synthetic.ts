import type { ArticleInput } from '../../schemas/messages/article.ts';

/** A small deterministic PRNG (mulberry32): generated corpora are the same on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'sar',
  'tu',
  'vel',
  'dor',
  'qua',
  'nim',
  'pel',
  'zor',
  'bri',
  'fen',
  'gal',
  'hul',
  'jor',
  'kes',
  'lun',
  'mor',
  'nas',
  'ost',
  'pra',
  'rin',
  'sel',
  'tam',
  'ul',
  'vor',
  'wen',
  'yar',
];
const COMMON = [
  'officials',
  'said',
  'the',
  'on',
  'in',
  'after',
  'report',
  'city',
  'government',
  'plan',
  'new',
  'week',
  'talks',
  'region',
  'local',
  'announced',
  'people',
  'would',
  'could',
  'more',
  'than',
  'early',
  'late',
  'during',
  'crisis',
  'support',
  'response',
  'statement',
  'sources',
  'according',
];

function word(rand: () => number, syllables: number): string {
  let w = '';
  for (let i = 0; i < syllables; i++) w += SYLLABLES[Math.floor(rand() * SYLLABLES.length)];
  return w;
}

/**
 * `count` synthetic articles about `count / perEvent` made-up events (nonsense words, never real
 * text): each event has its own topic words and names; its articles reword them, and some are
 * near-copies syndicated under another publication. Marked as sample data.
 */
export function syntheticArticles(
  count: number,
  opts: { seed?: number; perEvent?: number; start?: Date } = {},
): ArticleInput[] {
  const rand = prng(opts.seed ?? 42);
  const perEvent = opts.perEvent ?? 5;
  const start = (opts.start ?? new Date('2026-11-01T00:00:00Z')).getTime();
  const events = Math.max(1, Math.ceil(count / perEvent));
  const out: ArticleInput[] = [];
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
  const topics = Array.from({ length: events }, (_, e) => ({
    words: Array.from({ length: 10 }, () => word(rand, 2 + Math.floor(rand() * 2))),
    names: Array.from({ length: 3 }, () => {
      const w = word(rand, 2);
      return w[0]!.toUpperCase() + w.slice(1);
    }),
    at: start + e * 90_000 + Math.floor(rand() * 60_000),
  }));
  for (let i = 0; i < count; i++) {
    // Articles about one event arrive close together, events interleave.
    const e = Math.min(events - 1, Math.floor(i / perEvent) + (rand() < 0.3 ? -1 : 0) + (i < perEvent ? 1 : 0));
    const t = topics[Math.max(0, e)]!;
    const pub = `Synthetic ${pick(['Wire', 'Post', 'Herald', 'Ledger', 'Courier', 'Times', 'Gazette', 'Daily'])}`;
    const sentence = () => {
      const n = 8 + Math.floor(rand() * 6);
      const ws: string[] = [];
      for (let k = 0; k < n; k++) ws.push(rand() < 0.55 ? pick(t.words) : rand() < 0.5 ? pick(t.names) : pick(COMMON));
      return `${ws.join(' ')}.`;
    };
    const title = `${pick(t.names)} ${t.words.slice(0, 3 + Math.floor(rand() * 3)).join(' ')} ${pick(COMMON)}`;
    const body = Array.from({ length: 4 + Math.floor(rand() * 4) }, sentence).join(' ');
    out.push({
      version: 1,
      url: `https://news${i % 50}.synthetic.invalid/story/${i}`,
      title,
      body,
      publication: pub,
      publishedAt: new Date(t.at + Math.floor(rand() * 3_600_000)).toISOString(),
      origin: 'file',
      sample: true,
    });
  }
  return out;
}

import { ArticleV1 } from '../../schemas/messages/article.ts';

/**
 * Reports for `decideStream` (services/dedup/chunk.ts): each published `minute` minutes after `start`
 * and read from the log a minute later.
 */
export function reportsFrom(start: string) {
  const t0 = Date.parse(start);
  return (url: string, publication: string, minute: number, title: string, body: string) => ({
    article: ArticleV1.parse({
      version: 1,
      url,
      title,
      body,
      publication,
      publishedAt: new Date(t0 + minute * 60_000).toISOString(),
    }),
    ts: t0 + (minute + 1) * 60_000,
  });
}

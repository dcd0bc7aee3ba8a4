import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../schemas/api/common.ts';
import type { ArticleProducer } from '../../ingest/producer.ts';
import { errors } from '../errors.ts';
import { bearerGuard } from './admin.ts';

const MAX_BATCH = 500;
const Rejected = z.object({
  index: z.number().int(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});

/**
 * Operators: `POST /admin/v1/articles` sends a batch of articles to the articles topic. Each entry
 * is validated on its own: valid ones are sent, invalid ones come back with their issues (202); a
 * batch with no valid entry is 400 `invalid request`. The gateway only produces to Kafka here; the
 * dedup worker writes the projection.
 */
export function adminArticleRoutes(app: FastifyInstance, opts: { token: string; producer: ArticleProducer }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/admin/v1/articles', {
    onRequest: bearerGuard(opts.token),
    bodyLimit: 5 * 1024 * 1024,
    schema: {
      hide: true,
      tags: ['admin'],
      body: z.object({ articles: z.array(z.unknown()).min(1).max(MAX_BATCH) }),
      response: {
        202: z.object({ accepted: z.number().int(), rejected: z.array(Rejected) }),
        400: ErrorBody,
        401: ErrorBody,
        413: ErrorBody,
        502: ErrorBody,
      },
    },
    handler: async (req, reply) => {
      const result = await opts.producer.submit(req.body.articles).catch((err: unknown) => {
        req.log.error({ err }, 'could not send articles to Kafka');
        throw errors.upstreamUnavailable('kafka', err instanceof Error ? err.message : String(err));
      });
      if (result.accepted === 0) {
        throw errors.invalidRequest(
          result.rejected.flatMap((r) =>
            r.issues.map((i) => ({ path: `body.articles.${r.index}.${i.path}`, message: i.message })),
          ),
        );
      }
      return reply.code(202).send(result);
    },
  });
}

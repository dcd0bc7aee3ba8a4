import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, errors } from '../errors.ts';

/** The one place that turns any error into a DECISIONS.md §5 body. Client mistakes are never a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    let e: AppError;
    if (err instanceof AppError) {
      e = err;
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const bounds = req.routeOptions.config.limitBounds;
      const limitIssue = err.validation.some((v) => v.instancePath === '/limit');
      e =
        err.validationContext === 'querystring' && limitIssue && bounds
          ? errors.limitOutOfRange(bounds.min, bounds.max)
          : errors.invalidRequest(
              err.validation.map((v) => ({
                path: `${err.validationContext ?? ''}${v.instancePath.replaceAll('/', '.')}`.replace(/\.$/, ''),
                message: v.message ?? 'invalid',
              })),
            );
    } else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      e = new AppError(413, { error: 'payload too large' });
    } else if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      e = new AppError(415, { error: 'unsupported media type' });
    } else if (err.statusCode === 429) {
      // @fastify/rate-limit throws what its errorResponseBuilder built: { statusCode, error, retryAfter }.
      e = new AppError(
        429,
        { error: 'rate limited', retryAfter: (err as unknown as { retryAfter: number }).retryAfter },
        true,
      );
    } else if (
      err.statusCode !== undefined &&
      err.statusCode >= 400 &&
      err.statusCode < 500 &&
      !isResponseSerializationError(err)
    ) {
      // Fastify's own client errors: malformed JSON, empty JSON body, bad content length...
      e = errors.invalidRequest([{ path: 'body', message: err.message }]);
    } else {
      req.log.error({ err }, 'request failed');
      e = new AppError(500, { error: 'internal error', requestId: req.id });
    }
    return reply.code(e.status).send(e.body);
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(errors.notFound().body));
}

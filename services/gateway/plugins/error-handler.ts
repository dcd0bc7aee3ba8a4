import type { Socket } from 'node:net';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, errors } from '../errors.ts';

/** Fastify's own client errors, by code, in the §5 shapes. */
const FRAMEWORK_ERRORS: Record<string, () => AppError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => new AppError(413, { error: 'payload too large' }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new AppError(415, { error: 'unsupported media type' }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    errors.invalidRequest([{ path: 'body', message: 'content length mismatch' }]),
  FST_ERR_BAD_URL: () => errors.invalidRequest([{ path: 'url', message: 'not a valid percent-encoded UTF-8 path' }]),
  FST_ERR_MAX_PARAM_LENGTH: () => errors.invalidRequest([{ path: 'url', message: 'a path segment is too long' }]),
};

function toAppError(err: FastifyError, req: FastifyRequest): AppError {
  if (err instanceof AppError) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    const bounds = req.routeOptions.config.limitBounds;
    const limitIssue = err.validation.some((v) => v.instancePath === '/limit');
    return err.validationContext === 'querystring' && limitIssue && bounds
      ? errors.limitOutOfRange(bounds.min, bounds.max)
      : errors.invalidRequest(
          err.validation.map((v) => ({
            path: `${err.validationContext ?? ''}${v.instancePath.replaceAll('/', '.')}`.replace(/\.$/, ''),
            message: v.message ?? 'invalid',
          })),
        );
  }
  const known = FRAMEWORK_ERRORS[err.code];
  if (known) return known();
  if (err.statusCode === 429) {
    // @fastify/rate-limit throws what its errorResponseBuilder built: { statusCode, error, retryAfter }.
    const retryAfter = (err as unknown as { retryAfter: number }).retryAfter;
    return new AppError(429, { error: 'rate limited', retryAfter }, true);
  }
  if (
    err.statusCode !== undefined &&
    err.statusCode >= 400 &&
    err.statusCode < 500 &&
    !isResponseSerializationError(err)
  ) {
    // Fastify's other client errors: malformed JSON, an empty JSON body...
    return errors.invalidRequest([{ path: 'body', message: err.message }]);
  }
  req.log.error({ err }, 'request failed');
  return new AppError(500, { error: 'internal error', requestId: req.id });
}

function send(reply: FastifyReply, e: AppError): FastifyReply {
  if (e.detail) reply.log.info({ status: e.status, detail: e.detail }, e.body.error);
  return reply.code(e.status).send(e.body);
}

/**
 * Fastify's `frameworkErrors` option: errors its router raises before any route runs (a path that is
 * not valid percent-encoded UTF-8, an over-long path segment), answered in the §5 shape.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  void send(reply, toAppError(err, req));
}

const clientErrorBody = (status: number, body: object) => {
  const text = JSON.stringify(body);
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[status];
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`
  );
};
const HEADERS_TOO_LARGE = clientErrorBody(431, { error: 'request header fields too large' });
const TIMED_OUT = clientErrorBody(408, { error: 'request timeout' });
const MALFORMED = clientErrorBody(400, {
  error: 'invalid request',
  issues: [{ path: 'request', message: 'not a valid HTTP/1.1 request' }],
});

/**
 * Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses before Fastify sees a
 * request (headers over the size limit, a malformed request line, a request too slow to arrive),
 * answered in the §5 shape on the raw socket.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    socket.write(
      err.code === 'HPE_HEADER_OVERFLOW'
        ? HEADERS_TOO_LARGE
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? TIMED_OUT
          : MALFORMED,
    );
  }
  socket.destroy(err);
}

/**
 * The one place that turns any error into a DECISIONS.md §5 body. Client mistakes are never a 500.
 * A path that exists under other methods answers 405 with `Allow`; an unknown path 404.
 */
export const errorHandling = fp(
  function errorHandling(app: FastifyInstance, _opts: object, done: (err?: Error) => void) {
    installErrorHandler(app);
    done();
  },
  { name: 'error-handling' },
);

function installErrorHandler(app: FastifyInstance): void {
  // Every route, by method, so a request for a known path with another method can be told apart.
  const routes = FindMyWay({ ignoreTrailingSlash: false });
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    for (const m of methods) routes.on(m as HTTPMethod, route.url, () => undefined);
  });

  // A request for no route can still fail before the not-found handler runs (its body is parsed
  // first: a QUERY without a Content-Type); it gets the answer its method and path deserve.
  app.setErrorHandler((err: FastifyError, req, reply) =>
    req.is404 ? notFound(req, reply) : send(reply, toAppError(err, req)),
  );
  app.setNotFoundHandler(notFound);

  function notFound(req: FastifyRequest, reply: FastifyReply): FastifyReply {
    const path = req.url.split('?', 1)[0]!;
    const found = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => {
      try {
        return routes.find(m as HTTPMethod, path) !== null;
      } catch {
        return false; // a path the router cannot decode matches nothing
      }
    });
    // A route of this very method that found nothing (a file missing under a static wildcard) is a 404.
    if (found.length > 0 && !found.includes(req.method)) {
      return reply.code(405).header('Allow', found.join(', ')).send({ error: 'method not allowed' });
    }
    return send(reply, errors.notFound());
  }
}

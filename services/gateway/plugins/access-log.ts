import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface AccessLogOptions {
  /** `errors`: only 5xx answers and slow requests; `all`: every request. */
  mode: 'errors' | 'all';
  slowMs: number;
}

/**
 * One log line per request that matters. Fastify's own request logging is off (a minute of load wrote
 * hundreds of MB); by default a line is written for a server error (error) or a slow request (warn),
 * and `ACCESS_LOG=all` writes one for every request (info). Headers are never logged.
 */
export const accessLog = fp(
  function accessLog(app: FastifyInstance, opts: AccessLogOptions, done: (err?: Error) => void) {
    install(app, opts);
    done();
  },
  { name: 'access-log' },
);

function install(app: FastifyInstance, opts: AccessLogOptions): void {
  app.addHook('onResponse', (req, reply, done) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const slow = ms >= opts.slowMs && !req.routeOptions.config.longLived;
    if (opts.mode === 'all' || status >= 500 || slow) {
      const line = {
        req: { method: req.method, url: req.url, remoteAddress: req.ip },
        res: { statusCode: status },
        responseTime: Math.round(ms * 10) / 10,
      };
      if (status >= 500) req.log.error(line, 'request failed');
      else if (slow) req.log.warn(line, 'slow request');
      else req.log.info(line, 'request completed');
    }
    done();
  });
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The policy of every HTML answer (the console, /docs, the x402 paywall): scripts, styles and
 * connections from this origin only, no plugins, no framing, no MIME sniffing. The console keeps its
 * admin token in this origin's session storage, so no page of the origin may run a script it did not
 * serve or be framed by another site. `styleHashes` admits a page's own inline `<style>` by its hash.
 */
export function htmlSecurityHeaders(opts: { styleHashes?: string[]; connectSrc?: string[] } = {}) {
  const styles = ["'self'", ...(opts.styleHashes ?? []).map((h) => `'sha256-${h}'`)].join(' ');
  const connect = ["'self'", ...(opts.connectSrc ?? [])].join(' ');
  return {
    'content-security-policy':
      `default-src 'self'; script-src 'self'; style-src ${styles}; img-src 'self' data:; connect-src ${connect}; ` +
      "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  };
}

/**
 * Every HTML answer gets the policy; a page with an inline style of its own (the paywall, /docs) sets
 * the policy with that style's hash itself, which this hook leaves in place.
 */
export const htmlSecurity = fp(
  function htmlSecurity(app: FastifyInstance, _opts: object, done: (err?: Error) => void) {
    const headers = htmlSecurityHeaders();
    app.addHook('onSend', (_req, reply, payload, next) => {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('text/html')) {
        const own = reply.getHeader('content-security-policy');
        void reply.headers(headers);
        if (own) void reply.header('content-security-policy', own);
      }
      next(null, payload);
    });
    done();
  },
  { name: 'html-security' },
);

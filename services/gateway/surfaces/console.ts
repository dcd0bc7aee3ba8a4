import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { htmlSecurityHeaders } from '../plugins/html-security.ts';

/** Where `npm run console:build` writes the console (Vite, from console/). */
export const CONSOLE_DIST = fileURLToPath(new URL('../../../console/dist', import.meta.url));

/**
 * The console talks to this origin only, with a header (an API key or the admin token) it keeps in
 * the tab's session storage: the HTML policy on every answer under /console, its assets too.
 */
const SECURITY_HEADERS = htmlSecurityHeaders();

const NOT_BUILT =
  '<!doctype html><html lang="en"><title>Sitrep console</title><p>The console is not built: run <code>npm run console:build</code>.</p></html>';

/**
 * `/console`: the web console for operators and analysts, static files built from console/. Its
 * assets have hashed names (cached for a year); every other path under /console is the page itself,
 * which routes in the browser. It calls /api/v1 with an API key or /admin/v1 with the admin token,
 * like any other client. Not in /openapi.json.
 */
export async function consoleSurface(app: FastifyInstance, opts: { dist?: string } = {}): Promise<void> {
  const dist = opts.dist ?? CONSOLE_DIST;
  app.addHook('onSend', (_req, reply, payload, done) => {
    reply.headers(SECURITY_HEADERS);
    done(null, payload);
  });
  // Read on every request (it is small): a rebuild under a running gateway is served at once.
  const page = () => readFile(join(dist, 'index.html')).catch(() => null);
  await app.register(fastifyStatic, {
    root: join(dist, 'assets'),
    prefix: '/console/assets/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
    schemaHide: true,
  });
  const sendPage = async (_req: unknown, reply: FastifyReply) => {
    const html = await page();
    return reply
      .code(html ? 200 : 503)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html ?? NOT_BUILT);
  };
  app.get('/console', { schema: { hide: true } }, sendPage);
  app.get('/console/*', { schema: { hide: true } }, sendPage);
}

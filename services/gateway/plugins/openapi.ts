import { createHash } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { toolName } from '../mcp/tools.ts';
import { operations as allOperations, type Operation } from '../operations.ts';
import { CREDIT_USD, PRICE_SHEET, creditsToUsd, type PricedId } from '../pricing.ts';
import { htmlSecurityHeaders } from './html-security.ts';

/** The `<style>` of the logo Swagger UI 5 renders into /docs (pinned with @fastify/swagger-ui). */
const SWAGGER_LOGO_STYLE = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';

type OpenApiOperation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, Record<string, unknown>>;
  [k: string]: unknown;
};
type OpenApiDoc = {
  info?: Record<string, unknown>;
  servers?: { url: string }[];
  paths?: Record<string, Record<string, OpenApiOperation>>;
  webhooks?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  [k: string]: unknown;
};

/** How an x402 call is paid: the signed payment, base64, in this header (`X-PAYMENT` for v1 clients). */
const X402_SCHEME = {
  type: 'apiKey',
  in: 'header',
  name: 'PAYMENT-SIGNATURE',
  description:
    'An x402 payment: answer the 402 challenge (PAYMENT-REQUIRED header) with the signed payment payload, base64, in this header (legacy clients: X-PAYMENT).',
};

/** What a subscriber's URL receives: one delivery per message, signed per Standard Webhooks. */
const DELIVERY: OpenApiOperation = {
  operationId: 'webhookDelivery',
  summary: 'A webhook delivery: POSTed to a subscribed URL, signed (webhook-id, webhook-timestamp, webhook-signature)',
  tags: ['push'],
  security: [],
  requestBody: {
    required: true,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookPayload' } } },
  },
  responses: {
    '200': { description: 'Received: the cursor moves past the message (any 2xx)' },
    '400': { description: 'Any other answer: retried with backoff, then the subscription is paused' },
  },
};

/** Where the operators' API lives: generated with the rest, published apart, behind the admin token. */
const ADMIN_PREFIX = '/admin/v1/';
export const ADMIN_DOCUMENT_PATH = '/admin/v1/openapi.json';

/** The components nothing in the document refers to are left out (the generator emits an input and an output twin of every named schema). */
function pruned(doc: OpenApiDoc): OpenApiDoc {
  const schemas = doc.components?.schemas ?? {};
  const used = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, child] of Object.entries(v)) {
        if (k === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
          const name = child.slice(21);
          if (!used.has(name)) {
            used.add(name);
            walk(schemas[name]);
          }
        } else walk(child);
      }
  };
  walk({ ...doc, components: { ...doc.components, schemas: {} } });
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return doc;
}

/** The operators' API alone, each operation behind the admin token (what `npm run fuzz` reads). */
function adminDocument(full: OpenApiDoc): OpenApiDoc {
  const doc = structuredClone(full);
  doc.info = { ...doc.info, title: 'Sitrep operators’ API (/admin/v1)' };
  doc.paths = Object.fromEntries(Object.entries(doc.paths ?? {}).filter(([p]) => p.startsWith(ADMIN_PREFIX)));
  for (const methods of Object.values(doc.paths))
    for (const op of Object.values(methods)) op.security = [{ adminToken: [] }];
  doc.components = { ...doc.components, securitySchemes: { adminToken: { type: 'http', scheme: 'bearer' } } };
  delete doc.webhooks;
  return pruned(doc);
}

/**
 * The public document: says how every operation is paid (an API key, an x402 payment, or nothing:
 * `security: []`), adds the webhook deliveries and a license, and holds no operators' path and no
 * component nothing refers to.
 */
function published(full: OpenApiDoc, x402: boolean): OpenApiDoc {
  const doc = full;
  doc.paths = Object.fromEntries(Object.entries(doc.paths ?? {}).filter(([p]) => !p.startsWith(ADMIN_PREFIX)));
  for (const methods of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(methods)) {
      const id = op.operationId ?? '';
      if (id.startsWith('x402_')) op.security = [{ x402: [] }];
      else if (id === 'mcp') op.security = [{ apiKey: [] }, ...(x402 ? [{ x402: [] }] : []), {}];
      else op.security ??= [];
    }
  }
  if (x402)
    doc.components = { ...doc.components, securitySchemes: { ...doc.components?.securitySchemes, x402: X402_SCHEME } };
  doc.webhooks = { delivery: { post: DELIVERY } };
  doc.info = { ...doc.info, license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } };
  return pruned(doc);
}

/** The freshness contract: on every 2xx of the operations that serve Sitrep's data. */
export const FRESHNESS_HEADERS = {
  'Sitrep-Data-As-Of': {
    description:
      'The newest ingestion time the answer reflects (reports: the newest report’s asOf). Absent while the projection is empty.',
    schema: { type: 'string', format: 'date-time' },
  },
  'Sitrep-Ingest-Lag': {
    description: 'Seconds the dedup worker is behind the articles topic (0 when caught up).',
    schema: { type: 'integer', minimum: 0 },
  },
};
const FRESH = new Set(allOperations.filter((op) => op.dataAsOf !== false).map((op) => op.id as string));

/** Adds the price of every paid operation, from the one price sheet, to the generated document. */
function withPrices(doc: OpenApiDoc): OpenApiDoc {
  for (const methods of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(methods)) {
      const id = op.operationId?.replace(/^(api|x402)_/, '') as PricedId | undefined;
      if (id && id in PRICE_SHEET) {
        op['x-credits'] = PRICE_SHEET[id];
        op['x-price-usd'] = creditsToUsd(PRICE_SHEET[id]);
        if (op.operationId?.startsWith('api_')) op.security = [{ apiKey: [] }];
      }
      const ok = op.responses?.['200'];
      // The stream answers Server-Sent Events; its schema describes each message's data.
      if (id === 'streamMessage' && ok?.content) {
        const content = ok.content as Record<string, unknown>;
        ok.content = { 'text/event-stream': content['application/json'] };
      }
      if (id && FRESH.has(id) && ok) ok.headers = { ...(ok.headers as object), ...FRESHNESS_HEADERS };
    }
  }
  return doc;
}

/** /openapi.json's generator (swagger, from every route's zod schemas) and /docs. Before any route. */
export const openApi = fp(
  async function openApi(app: FastifyInstance, opts: { publicBaseUrl?: string | undefined }) {
    await installOpenApi(app, opts);
  },
  { name: 'openapi' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The operators' document (`/admin/v1/openapi.json`), built with the public one. */
    adminOpenApi: () => object;
  }
}

async function installOpenApi(app: FastifyInstance, opts: { publicBaseUrl?: string | undefined }): Promise<void> {
  let adminDoc: OpenApiDoc = {};
  app.decorate('adminOpenApi', () => {
    app.swagger();
    return adminDoc;
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sitrep situational-intelligence gateway',
        version: '1.0.0',
        description:
          'Agents, reports, canonical events, web search and web extract for autonomous machines. Two interchangeable ' +
          `surfaces: /api/v1/* with an x-api-key and prepaid credits (1 credit = $${CREDIT_USD}; get a key with POST /api/v1/register), ` +
          'and /x402/v1/* paid per call in USDC over x402. The same operations are MCP tools at POST /mcp (Streamable HTTP), ' +
          'paid by the same key or by x402. Input guards run before any billing step; only 2xx responses are charged.',
      },
      ...(opts.publicBaseUrl && { servers: [{ url: opts.publicBaseUrl }] }),
      components: { securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } } },
    },
    // The operators' routes are hidden from the public document but generated, for their own.
    transform: (args) =>
      jsonSchemaTransform(
        args.url.startsWith(ADMIN_PREFIX) && args.url !== ADMIN_DOCUMENT_PATH
          ? { ...args, schema: { ...args.schema, hide: false } }
          : args,
      ),
    // Built on first read, once every route (and whether x402 is on) is known.
    transformObject: (documentObject) => {
      const full = withPrices(jsonSchemaTransformObject(documentObject) as OpenApiDoc);
      adminDoc = adminDocument(full);
      return published(full, app.x402 !== null) as ReturnType<typeof jsonSchemaTransformObject>;
    },
  });
  // The HTML policy, admitting the one inline style Swagger UI inserts (its logo's colours) by its
  // hash; no validator badge, which would load an image from another site.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    staticCSP: htmlSecurityHeaders({
      styleHashes: [createHash('sha256').update(SWAGGER_LOGO_STYLE).digest('base64')],
      ...(opts.publicBaseUrl && { connectSrc: [new URL(opts.publicBaseUrl).origin] }),
    })['content-security-policy'],
  });
}

export function registerOpenApiRoutes(app: FastifyInstance, operations: Operation[], signupCredits: number): void {
  // With no PUBLIC_BASE_URL, the server is the origin the document was asked from.
  app.get('/openapi.json', { schema: { hide: true } }, (req) => {
    const doc = app.swagger() as OpenApiDoc;
    return doc.servers ? doc : { ...doc, servers: [{ url: `${req.protocol}://${req.host}` }] };
  });
  app.get('/llms.txt', { schema: { hide: true } }, (_req, reply) =>
    reply.type('text/plain; charset=utf-8').send(llmsTxt(operations, signupCredits)),
  );
}

function llmsTxt(operations: Operation[], signupCredits: number): string {
  const lines = operations.map(
    (op) =>
      `- ${op.method} /api/v1${op.path} (or /x402/v1${op.path}): ${op.summary}. ${PRICE_SHEET[op.id]} credits / $${creditsToUsd(PRICE_SHEET[op.id])}.`,
  );
  return `# Sitrep

> Situational intelligence for autonomous machines: topic agents, their reports (summary, situation,
> four audience lenses, trend, change score, confidence, cited event ids), canonical events, web search
> and web extract.

## Getting access
- API key: POST /api/v1/register (no body) returns {apiKey, balance}; the key is shown once and carries
  ${signupCredits} credits ($${creditsToUsd(signupCredits)}). Send it as the x-api-key header on /api/v1/*.
- x402: call /x402/v1/* without a key; answer the 402 challenge (PAYMENT-REQUIRED header) with a
  Payment-Signature header. Paid in USDC per call.

## Operations
${lines.join('\n')}
- GET /api/v1/pricing: the price sheet. Free.

## Push
- GET /api/v1/agents/{ref}/stream: Server-Sent Events of the agent's messages: event.founded, event.updated
  (a source added or updated) and report.published, each with an id: cursor. Reconnect with the
  Last-Event-ID header (or ?after=<id>) to get every message you missed, in order, none twice (kept at
  least 7 days); ?after=0 replays everything kept. ${PRICE_SHEET.streamMessage} credit per message delivered; when
  credits run out the stream sends an "error" message with {error, balance, required} and ends.
- POST /api/v1/webhooks {url, agents, types?, after?}: subscribe a public URL; the answer holds the signing
  secret (whsec_..., shown once). Deliveries are POSTs signed per Standard Webhooks (webhook-id,
  webhook-timestamp, webhook-signature: HMAC-SHA256), body {type, timestamp, cursor, data}, retried with
  backoff for 24 hours, then the subscription is paused with the reason. ${PRICE_SHEET.streamMessage} credit per delivery.
- GET /api/v1/webhooks, GET|DELETE /api/v1/webhooks/{id}, POST /api/v1/webhooks/{id}/replay {after}:
  list, inspect (cursor, paused reason, last error), delete, and re-send from a cursor (also resumes).

## Ask
- POST /api/v1/ask (or /x402/v1/ask) {question, ref?, since?}: a question in plain words (1 to 4000 characters)
  answered from Sitrep's events, their sources' texts and the agents' latest reports, aware of the period it
  names ("latest", "this week", "on 12 March") and of its places, names and figures. Returns {answer, basis,
  asOf}; each basis entry is {field, reasoning, citations: [{url, title, excerpts, publishedAt}], confidence,
  eventIds} (field "answer", "answer.earlier" for a figure the answer updates, "answer.disagreement" when
  sources differ, "related" for the closest coverage when nothing answers). Every number and name in the answer
  is in a cited excerpt. A question nothing answers gets a 200 whose answer starts "No answer:", charged like
  any answer. ref scopes to one agent's events and report; since to sources published after it.

## Freshness
Every 2xx of the operations above except web extract carries Sitrep-Data-As-Of (the newest ingestion
time the answer reflects; for reports, the newest report's asOf) and Sitrep-Ingest-Lag (seconds the
dedup worker is behind the articles topic; 0 when caught up).

## MCP
- POST /mcp is an MCP server (Streamable HTTP, stateless: plain JSON answers, no session). Tools:
  ${operations.map((op) => toolName(op.id)).join(', ')}: the operations above, with the same arguments,
  answers, guards and prices. Resources: sitrep://agents (the catalog), sitrep://agents/{ref}/reports/latest
  and sitrep://events/{eventId}, billed like list_agents, list_reports and get_event.
- Pay with an API key (x-api-key, or Authorization: Bearer sk_...): credits are charged only when the tool
  succeeds; the result's _meta holds sitrep/credits-charged and sitrep/credits-remaining.
- Or without a key, by x402 (MCP transport v2): the unpaid call is an error result with the PaymentRequired in
  structuredContent; sign it and call again with it in _meta["x402/payment"]; the receipt is in the result's
  _meta["x402/payment-response"]. A resource read answers a JSON-RPC error 402 with the PaymentRequired as data.
- A failed call is an error result whose text is the {error, ...} body below, and costs nothing.
- Client config: {"mcpServers": {"sitrep": {"type": "http", "url": "<this host>/mcp", "headers": {"x-api-key": "sk_..."}}}}

## Agent refs
{ref} is an agent's UUID, slug, name (case-insensitive) or external id ("#017", "017" and "17" are the same agent).
Reports cite canonical events by id (evt_...); resolve each with GET /api/v1/events/{eventId}.

## Errors
Bodies are {error, ...}: 400 "limit out of range" (min, max), 400/404 "agent not found" (ref),
400 "invalid event id shape", 404 "event not found", 400 "invalid request" (issues), 401 "missing api key" /
"invalid api key", 402 "insufficient credits" (balance, required), 403 "forbidden" (reason, max: a cap a top-up
cannot lift, such as webhook subscriptions or open streams per account), 405 "method not allowed" (Allow header),
413 "payload too large", 415 "unsupported media type", 429 "rate limited" (retryAfter), 431 "request header
fields too large", 502 "upstream fetch failed" (web extract: url, reason) or "payment facilitator unavailable".
A request that fails an input rule is never charged and never sees a 402. Text you type (search, objective)
may hold tabs and line breaks but no other control characters; no text anywhere may hold U+0000 or an
unpaired surrogate. A question (ask) must not be blank. Cursors are decimal digits up to 9223372036854775807: keep them as strings.

## Documents
- /openapi.json: OpenAPI 3.1 (x-credits and x-price-usd on every paid operation)
- /docs: interactive documentation (POST /mcp is under the mcp tag)
`;
}

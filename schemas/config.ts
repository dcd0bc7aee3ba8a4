import { z } from 'zod';
import { POLL_INTERVAL_FLOOR_SECONDS, POLL_INTERVAL_MAX_SECONDS } from './api/sources.ts';
import { TOPICS } from './messages/topics.ts';

const port = z.coerce.number().int().min(1).max(65535);
const network = z.string().regex(/^eip155:\d+$/, 'a CAIP-2 EVM network such as eip155:84532') as unknown as z.ZodType<
  `${string}:${string}`,
  string
>;
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'a 0x-prefixed 20-byte address') as unknown as z.ZodType<
  `0x${string}`,
  string
>;
const privateKey = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'a 0x-prefixed 32-byte hex key') as unknown as z.ZodType<
  `0x${string}`,
  string
>;
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Every setting Sitrep reads from the environment. Defaults point at the local `dev` stack
 * started by scripts/stack.sh, so a fresh checkout runs with no .env file.
 */
const baseSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).default('postgres://postgres@127.0.0.1:25432/sitrep'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  /**
   * Credit reservation statements per account in flight at once (1 or 2): with 2, a request arriving
   * while one is answered goes out at once instead of after it; PostgreSQL pays more per request (README).
   */
  CREDIT_RESERVATIONS_IN_FLIGHT: z.coerce.number().int().min(1).max(2).default(2),

  KAFKA_BROKERS: z
    .string()
    .regex(/^[^,\s]+:\d+(,[^,\s]+:\d+)*$/, 'comma-separated host:port list')
    .default('127.0.0.1:19092')
    .transform((s) => s.split(',')),
  KAFKA_CLIENT_ID: z.string().min(1).default('sitrep'),
  ARTICLES_TOPIC: z.string().min(1).default(TOPICS.articles.name),
  ARTICLES_DLQ_TOPIC: z.string().min(1).default(TOPICS.articlesDlq.name),
  EVENTS_TOPIC: z.string().min(1).default(TOPICS.eventChanges.name),
  REPORTS_TOPIC: z.string().min(1).default(TOPICS.reports.name),
  /** The dedup workers' consumer group, and the key of their offsets in Postgres. */
  DEDUP_GROUP: z.string().min(1).default('sitrep-dedup'),
  DEDUP_METRICS_PORT: port.optional(),
  /** Threads that parse articles and extract new events' entities for a dedup worker (unset: one per core but one). */
  DEDUP_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Per-agent monitor: quiet time after the last event change, longest hold, and significance threshold. */
  MONITOR_DEBOUNCE_SECONDS: z.coerce.number().int().min(1).default(60),
  MONITOR_MAX_WAIT_SECONDS: z.coerce.number().int().min(1).default(600),
  MONITOR_MIN_WEIGHT: z.coerce.number().min(0).default(3),
  /** Optional OpenAI-compatible endpoint for report prose; unset uses the deterministic composer only. */
  REPORT_LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  REPORT_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  REPORT_LLM_API_KEY: z.string().min(1).optional(),
  /** Optional OpenAI-compatible endpoint that writes Ask's answers; unset answers deterministically only. */
  ASK_LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  ASK_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  ASK_LLM_API_KEY: z.string().min(1).optional(),
  /** How long Ask waits for the model before answering deterministically (below REQUEST_TIMEOUT_MS). */
  ASK_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  /** Feed sources: the poll interval of a source added without one; never more often than every five minutes. */
  FEED_POLL_SECONDS: z.coerce
    .number()
    .int()
    .min(POLL_INTERVAL_FLOOR_SECONDS)
    .max(POLL_INTERVAL_MAX_SECONDS)
    .default(900),
  /** Feed poller: the least time between two requests to one host (requests to a host go one at a time). */
  FEED_HOST_GAP_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** Feed poller: hosts polled at once. */
  FEED_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(32),
  /** Feed poller: article pages fetched and extracted at once, for items that carry only a summary. */
  FEED_FULL_TEXT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Feed poller: new items taken from one feed per poll (the rest on the next poll, soon after). */
  FEED_MAX_NEW_ITEMS: z.coerce.number().int().min(1).max(1_000).default(100),
  /** Feed poller: how long an item's key is kept after its feed stopped listing it. */
  FEED_ITEM_RETENTION_DAYS: z.coerce.number().int().min(7).max(3_650).default(30),

  TEMPORAL_ADDRESS: z
    .string()
    .regex(/^[^:\s]+:\d+$/, 'host:port')
    .default('127.0.0.1:17233'),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default('sitrep-reports'),

  GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  GATEWAY_PORT: port.default(8787),
  PUBLIC_BASE_URL: z.url().optional(),
  TRUST_PROXY: bool.default(false),
  /** Bearer token for /admin/v1/*; unset disables the admin surface. */
  ADMIN_TOKEN: z.string().min(24, 'at least 24 characters').optional(),
  SIGNUP_CREDITS: z.coerce.number().int().min(0).default(10_000),
  REGISTER_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  REGISTER_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(10 * 1024 * 1024)
    .default(64 * 1024),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** Per-request log lines: `errors` logs 5xx answers and slow requests only; `all` logs every request. */
  ACCESS_LOG: z.enum(['errors', 'all']).default('errors'),
  /** A request slower than this is logged (at warn) whatever ACCESS_LOG says. */
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).default(1_000),
  /** Web extract: host names fetched even when they resolve to private addresses. Empty (off) by default; for tests and private deployments. */
  WEB_FETCH_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Web extract: whole fetch (every redirect hop and the body), and the largest body read. */
  WEB_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WEB_FETCH_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  /** Web extract: how long an extracted page is served from the cache before it is fetched again. */
  WEB_EXTRACT_MAX_AGE_SECONDS: z.coerce.number().int().min(0).default(3600),

  /** Push (`npm run push`): the consumer group over the event and report topics, and the webhook workflows' task queue. */
  PUSH_GROUP: z.string().min(1).default('sitrep-push'),
  PUSH_TASK_QUEUE: z.string().min(1).default('sitrep-push'),
  /** How long stream and webhook messages are kept for resuming from a cursor (at least 7 days). */
  PUSH_RETENTION_DAYS: z.coerce.number().int().min(7).default(8),
  /** A comment line on every idle stream this often, so proxies keep it open. */
  PUSH_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  /** Webhooks: how long a failing delivery is retried before the subscription is paused, and the longest wait between tries. */
  WEBHOOK_RETRY_WINDOW_SECONDS: z.coerce.number().int().min(1).default(86_400),
  WEBHOOK_MAX_BACKOFF_SECONDS: z.coerce.number().int().min(1).default(3_600),
  /** Webhooks: one delivery (connect, send, answer). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Caps a top-up cannot lift (403): webhook subscriptions an account keeps, streams it holds open at once (all gateways). */
  WEBHOOK_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
  STREAM_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Client agents an account keeps at once (create-agent past it is 403, a cap a top-up cannot lift). */
  AGENT_MAX_PER_ACCOUNT: z.coerce.number().int().min(0).default(20),
  /** How many days back a new client agent's backfill links matching events (then writes its first report). */
  AGENT_BACKFILL_DAYS: z.coerce.number().int().min(0).max(30).default(7),

  /** The x402 surface is mounted when these four are set, and refused at start-up if only some are. */
  X402_FACILITATOR_URL: z.url({ protocol: /^https?$/ }).optional(),
  X402_NETWORK: network.optional(),
  X402_ASSET: address.optional(),
  X402_PAY_TO: address.optional(),
  /** The asset's EIP-712 domain, which buyers sign over (USDC's is name "USDC"/"USD Coin", version "2"). */
  X402_ASSET_NAME: z.string().min(1).default('USDC'),
  X402_ASSET_VERSION: z.string().min(1).default('2'),
  /** Per facilitator call; a timeout answers 502, never a fresh 402. Below REQUEST_TIMEOUT_MS. */
  X402_FACILITATOR_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** How long a buyer's signed authorization stays valid. */
  X402_MAX_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
});

const X402_REQUIRED = ['X402_FACILITATOR_URL', 'X402_NETWORK', 'X402_ASSET', 'X402_PAY_TO'] as const;

export const configSchema = baseSchema.superRefine((c, ctx) => {
  const set = X402_REQUIRED.filter((k) => c[k] !== undefined);
  if (set.length > 0 && set.length < X402_REQUIRED.length) {
    for (const k of X402_REQUIRED.filter((k) => c[k] === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [k],
        message: `required when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set (the x402 surface needs all four)`,
      });
    }
  }
});

export type Config = z.infer<typeof configSchema>;

/** The local facilitator's settings (services/payments/facilitator-main.ts). */
export const facilitatorConfigSchema = z.object({
  LOG_LEVEL: baseSchema.shape.LOG_LEVEL,
  FACILITATOR_HOST: z.string().min(1).default('127.0.0.1'),
  FACILITATOR_PORT: port.default(18402),
  CHAIN_RPC_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:18545'),
  X402_NETWORK: network.default('eip155:84532'),
  /** Pays the gas of every settlement. */
  FACILITATOR_PRIVATE_KEY: privateKey,
});
export type FacilitatorConfig = z.infer<typeof facilitatorConfigSchema>;
export type ConfigInput = z.input<typeof configSchema>;

/** The demo buyer behind `npm run pay` (services/payments/pay-cli.ts). */
export const buyerConfigSchema = z.object({
  BUYER_PRIVATE_KEY: privateKey,
  X402_NETWORK: network,
  X402_ASSET: address,
});
export type BuyerConfig = z.infer<typeof buyerConfigSchema>;

import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Every setting Sitrep reads from the environment. Defaults point at the local `dev` stack
 * started by scripts/stack.sh, so a fresh checkout runs with no .env file.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).default('postgres://postgres@127.0.0.1:55432/sitrep'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),

  KAFKA_BROKERS: z
    .string()
    .regex(/^[^,\s]+:\d+(,[^,\s]+:\d+)*$/, 'comma-separated host:port list')
    .default('127.0.0.1:19092')
    .transform((s) => s.split(',')),
  KAFKA_CLIENT_ID: z.string().min(1).default('sitrep'),

  TEMPORAL_ADDRESS: z.string().regex(/^[^:\s]+:\d+$/, 'host:port').default('127.0.0.1:17233'),
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
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10 * 1024 * 1024).default(64 * 1024),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
});

export type Config = z.infer<typeof configSchema>;
export type ConfigInput = z.input<typeof configSchema>;

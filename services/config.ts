import type { z } from 'zod';
import {
  buyerConfigSchema,
  configSchema,
  facilitatorConfigSchema,
  type BuyerConfig,
  type Config,
  type FacilitatorConfig,
} from '../schemas/config.ts';

export type { Config } from '../schemas/config.ts';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Parses the environment once at start-up. Unknown variables are ignored; a bad one fails with a
 * message naming it. Empty strings count as unset so `FOO= cmd` falls back to the default.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return parseEnv(configSchema, env);
}

export function loadFacilitatorConfig(env: NodeJS.ProcessEnv = process.env): FacilitatorConfig {
  return parseEnv(facilitatorConfigSchema, env);
}

export function loadBuyerConfig(env: NodeJS.ProcessEnv = process.env): BuyerConfig {
  return parseEnv(buyerConfigSchema, env);
}

function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const input = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new ConfigError(`invalid configuration:\n${lines.join('\n')}`);
}

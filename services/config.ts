import { configSchema, type Config } from '../schemas/config.ts';

export type { Config } from '../schemas/config.ts';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Parses the environment once at start-up. Unknown variables are ignored; a bad one fails with a
 * message naming it. Empty strings count as unset so `FOO= cmd` falls back to the default.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new ConfigError(`invalid configuration:\n${lines.join('\n')}`);
}

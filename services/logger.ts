import { pino, type Logger, type LoggerOptions } from 'pino';

/** Paths that may carry secrets; pino replaces their values before a line is written. */
export const REDACT_PATHS = [
  'req.headers["x-api-key"]',
  'req.headers.authorization',
  'req.headers["payment-signature"]',
  'req.headers["x-payment"]',
  'apiKey',
  '*.apiKey',
];

export function loggerOptions(level: string): LoggerOptions {
  return { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
}

export function createLogger(level: string, name: string): Logger {
  return pino({ ...loggerOptions(level), name });
}

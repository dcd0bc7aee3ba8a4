import { Kafka, logLevel } from 'kafkajs';
import type { Config } from './config.ts';

const LEVELS: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/** A kafkajs client for the configured brokers that logs through pino (warnings and errors only). */
type LogFn = (obj: object, msg?: string) => void;

export function createKafka(
  config: Pick<Config, 'KAFKA_BROKERS' | 'KAFKA_CLIENT_ID'>,
  log: Record<'error' | 'warn' | 'info' | 'debug', LogFn>,
  clientId?: string,
): Kafka {
  return new Kafka({
    clientId: clientId ?? config.KAFKA_CLIENT_ID,
    brokers: config.KAFKA_BROKERS,
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ level, log: entry }) => {
        const { message, ...rest } = entry;
        log[LEVELS[level] ?? 'info']({ kafka: rest }, message);
      },
  });
}

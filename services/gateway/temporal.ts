import type { Client, Connection } from '@temporalio/client';
import type { Config } from '../config.ts';

/**
 * Temporal, reached (and its client library loaded) on first use; a failed connection is retried on
 * the next call. `close` closes the connection if one was made.
 */
export function lazyTemporal(config: Pick<Config, 'TEMPORAL_ADDRESS' | 'TEMPORAL_NAMESPACE'>): {
  client: () => Promise<Client>;
  close: () => Promise<void>;
} {
  let temporal: Promise<{ client: Client; connection: Connection }> | null = null;
  const client = () => {
    temporal ??= import('@temporalio/client')
      .then(async ({ Client, Connection }) => {
        const connection = await Connection.connect({ address: config.TEMPORAL_ADDRESS, connectTimeout: 5_000 });
        return { connection, client: new Client({ connection, namespace: config.TEMPORAL_NAMESPACE }) };
      })
      .catch((err: unknown) => {
        temporal = null;
        throw err;
      });
    return temporal.then((t) => t.client);
  };
  const close = async () => {
    if (temporal) await (await temporal.catch(() => null))?.connection.close();
  };
  return { client, close };
}

import pg from 'pg';
import type { Logger } from 'pino';

/**
 * A dedicated connection that LISTENs on a channel and reconnects with backoff. `onReset` runs
 * after every (re)connect, because notifications sent while disconnected are lost.
 */
export function listen(opts: {
  url: string;
  channel: string;
  log: Pick<Logger, 'warn'>;
  onNotify: (payload: string) => void;
  onReset: () => void;
}): { ready: Promise<void>; close(): Promise<void> } {
  let client: pg.Client | null = null;
  let closed = false;
  let delay = 100;
  let resolveReady!: () => void;
  const ready = new Promise<void>((r) => (resolveReady = r));

  const connect = async (): Promise<void> => {
    if (closed) return;
    const c = new pg.Client({ connectionString: opts.url, application_name: 'sitrep-listener' });
    c.on('notification', (n) => opts.onNotify(n.payload ?? ''));
    c.on('error', (err) => {
      opts.log.warn({ err }, 'projection listener lost its connection');
      void c.end().catch(() => undefined);
      if (client === c) client = null;
      setTimeout(() => void connect(), delay);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${opts.channel}`);
      if (closed) return void (await c.end());
      client = c;
      delay = 100;
      opts.onReset();
      resolveReady();
    } catch (err) {
      opts.log.warn({ err }, 'projection listener could not connect; retrying');
      await c.end().catch(() => undefined);
      delay = Math.min(delay * 2, 5_000);
      setTimeout(() => void connect(), delay);
    }
  };
  void connect();
  return {
    ready,
    close: async () => {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

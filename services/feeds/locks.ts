import pg from 'pg';

/** Advisory lock classes (the two-key form, apart from every single-key lock in Sitrep). */
const CLASS = { host: 0x5feed001, source: 0x5feed002 } as const;
export type LockKind = keyof typeof CLASS;

/**
 * Session advisory locks on one connection of the poller's own: a host while requests go to it
 * (one at a time per host, whatever the pollers), a source while its items are taken and sent.
 * A poller that dies loses its connection and with it every lock at once, so another poller takes
 * over at the next look, with no lease to wait out. `lost` aborts when the connection drops: the
 * work done under its locks must stop.
 */
export class LockSession {
  private readonly controller = new AbortController();
  readonly lost = this.controller.signal;
  /** Locks held here: PostgreSQL's are re-entrant within a session, so this process checks its own. */
  private readonly held = new Set<string>();
  /** The connection runs one query at a time; callers queue here. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(private readonly client: pg.Client) {
    client.on('error', () => this.controller.abort(new Error('the poller lost its lock connection')));
    client.on('end', () => this.controller.abort(new Error('the poller lost its lock connection')));
  }

  static async open(url: string): Promise<LockSession> {
    const client = new pg.Client({ connectionString: url, application_name: 'sitrep-feeds-locks' });
    await client.connect();
    return new LockSession(client);
  }

  async tryLock(kind: LockKind, key: string): Promise<boolean> {
    const name = `${kind} ${key}`;
    if (this.lost.aborted || this.held.has(name)) return false;
    this.held.add(name);
    try {
      const { rows } = await this.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok', [
        CLASS[kind],
        key,
      ]);
      if (!rows[0]!.ok) this.held.delete(name);
      return rows[0]!.ok;
    } catch (err) {
      this.held.delete(name);
      throw err;
    }
  }

  async unlock(kind: LockKind, key: string): Promise<void> {
    const name = `${kind} ${key}`;
    if (!this.held.delete(name) || this.lost.aborted) return;
    await this.query('SELECT pg_advisory_unlock($1, hashtext($2))', [CLASS[kind], key]);
  }

  private query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    const run = this.queue.then(() => this.client.query<R>(text, values));
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    await this.client.end().catch(() => undefined);
  }
}

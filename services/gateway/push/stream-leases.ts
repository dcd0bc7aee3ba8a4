import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { withTransaction } from '../../db/client.ts';

/** Advisory lock class of "one account's streams are being counted". */
const STREAMS_LOCK = 0x5e_57_12;

/**
 * The streams open on every gateway, one row each in `push_streams`, so an account's cap on concurrent
 * streams holds across gateways. This gateway renews its leases while its streams are open; a crashed
 * gateway's rows expire with theirs.
 */
export class StreamLeases {
  private readonly held = new Set<string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly leaseSeconds: number,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  /** Renews this gateway's leases every third of a lease. */
  start(): void {
    this.timer = setInterval(() => void this.renew(), (this.leaseSeconds * 1000) / 3);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** A lease for a new stream of the account, or null when it already holds `max` open streams. */
  async acquire(accountId: string, max: number): Promise<string | null> {
    const id = `st_${randomBytes(12).toString('hex')}`;
    const granted = await withTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [STREAMS_LOCK, accountId]);
      await client.query('DELETE FROM push_streams WHERE account_id = $1 AND expires_at <= now()', [accountId]);
      const { rows } = await client.query<{ open: number }>(
        'SELECT count(*)::int AS open FROM push_streams WHERE account_id = $1',
        [accountId],
      );
      if ((rows[0]?.open ?? 0) >= max) return false;
      await client.query(
        `INSERT INTO push_streams (id, account_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
        [id, accountId, this.leaseSeconds],
      );
      return true;
    });
    if (!granted) return null;
    this.held.add(id);
    return id;
  }

  /** The stream ended. */
  release(id: string): void {
    if (!this.held.delete(id)) return;
    this.pool
      .query('DELETE FROM push_streams WHERE id = $1', [id])
      .catch((err: unknown) => this.log.warn({ err, id }, 'could not release a stream lease; it expires'));
  }

  private async renew(): Promise<void> {
    if (!this.held.size) return;
    try {
      await this.pool.query(
        'UPDATE push_streams SET expires_at = now() + make_interval(secs => $2) WHERE id = ANY($1)',
        [[...this.held], this.leaseSeconds],
      );
    } catch (err) {
      this.log.warn({ err }, 'could not renew stream leases; trying again');
    }
  }
}

import { hash, randomInt, timingSafeEqual } from 'node:crypto';
import diagnosticsChannel from 'node:diagnostics_channel';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import type { LedgerEntry } from '../../../schemas/api/admin.ts';
import { withTransaction } from '../../db/client.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const API_KEY_PATTERN = /^sk_[A-Za-z0-9]{32,128}$/;
const KEY_PREFIX_LENGTH = 12;

export function mintApiKey(): string {
  let body = '';
  for (let i = 0; i < 40; i++) body += BASE62[randomInt(62)];
  return `sk_${body}`;
}

export function hashApiKey(key: string): string {
  return hash('sha256', key, 'hex');
}

export function keyPrefix(key: string): string {
  return key.slice(0, KEY_PREFIX_LENGTH);
}

/** Notified with an account id when the account is revoked; every gateway LISTENs. */
export const ACCOUNTS_CHANNEL = 'sitrep_accounts';

/** A refused reservation says whether the account is revoked (or gone), not only the balance. */
export type Reservation = { ok: true; balance: number } | { ok: false; balance: number; revoked?: true };

interface ReserveQueue {
  accountId: string;
  credits: number;
  operation: string;
  waiting: { requestId: string; resolve: (r: Reservation) => void; reject: (e: unknown) => void }[];
  /** A statement is due on the next turn of the event loop. */
  scheduled: boolean;
  /** Statements sent and not answered yet, and the requests they decide. */
  inFlight: number;
  inFlightRequests: number;
}

/**
 * Each reservation, from the call to its answer (`tracing:sitrep.credits.reserve:start` … `:asyncEnd`),
 * for a probe to time (bench:gateway's latency-probe.ts); nothing is published while nobody listens.
 */
const reserveTrace = diagnosticsChannel.tracingChannel<object, object>('sitrep.credits.reserve');
/**
 * Each reservation statement, from its send to its answer (`tracing:sitrep.credits.reserve-statement:…`),
 * likewise; its context says how many requests it decides.
 */
const statementTrace = diagnosticsChannel.tracingChannel<object, object>('sitrep.credits.reserve-statement');

export interface AccountView {
  id: string;
  status: 'active' | 'revoked';
  balanceCredits: number;
  createdAt: string;
  keyPrefixes: string[];
}

/**
 * Accounts, API keys and the usage ledger. Every balance change is one SQL statement that also
 * writes its ledger row, so the ledger's sum per account always equals the balance.
 */
export class AccountStore {
  /**
   * key hash → account id. A revocation anywhere reaches every gateway's cache within milliseconds
   * (`revoked`, from NOTIFY); the TTL only bounds what a lost notification could leave behind.
   */
  private readonly keyCache = new LRUCache<string, string>({ max: 50_000, ttl: 30_000 });
  private readonly revokedListeners: ((accountId: string | null) => void)[] = [];

  /**
   * `reservationsInFlight`: reservation statements one queue may have in flight at once. With 2, the
   * second goes out while the first is still answering, so a request that arrives meanwhile waits for
   * one statement, not for the rest of the one in flight and then its own (PostgreSQL orders the two
   * on the account's row lock); batches are smaller, and PostgreSQL spends more per request.
   */
  constructor(
    private readonly pool: pg.Pool,
    private readonly reservationsInFlight = 2,
  ) {}

  /** Calls `listener` with each account revoked from now on, or null when some may have been missed. */
  onRevoked(listener: (accountId: string | null) => void): void {
    this.revokedListeners.push(listener);
  }

  /**
   * An account was revoked (by this process or another: the NOTIFY), or with null, revocations may have
   * been missed (the listener reconnected): its keys leave the cache, and the listeners hear of it.
   */
  revoked(accountId: string | null): void {
    if (accountId === null) this.keyCache.clear();
    else for (const [hash, id] of this.keyCache.entries()) if (id === accountId) this.keyCache.delete(hash);
    for (const l of this.revokedListeners) l(accountId);
  }

  /** Which of these accounts are no longer active. */
  async inactive(accountIds: string[]): Promise<string[]> {
    if (!accountIds.length) return [];
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT a FROM unnest($1::uuid[]) AS a WHERE NOT EXISTS (SELECT 1 FROM accounts WHERE id = a AND status = 'active')`,
      [accountIds],
    );
    return rows.map((r) => r.id);
  }

  /**
   * A new account with one key and `signupCredits`: self-onboarding (`POST /api/v1/register`), or an
   * operator minting one (`npm run ops -- accounts create`), with a note saying which.
   */
  async register(
    signupCredits: number,
    requestId: string | null,
    note = 'self-onboarding',
  ): Promise<{ apiKey: string; accountId: string; balanceCredits: number }> {
    const apiKey = mintApiKey();
    const accountId = await withTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ id: string }>(
        'INSERT INTO accounts (balance_credits) VALUES ($1) RETURNING id',
        [signupCredits],
      );
      const id = rows[0]!.id;
      await client.query('INSERT INTO api_keys (account_id, key_hash, key_prefix) VALUES ($1, $2, $3)', [
        id,
        hashApiKey(apiKey),
        keyPrefix(apiKey),
      ]);
      await client.query(
        `INSERT INTO usage_ledger (account_id, kind, credits, balance_after, request_id, note) VALUES ($1, 'signup_grant', $2, $2, $3, $4)`,
        [id, signupCredits, requestId, note],
      );
      return id;
    });
    return { apiKey, accountId, balanceCredits: signupCredits };
  }

  /**
   * The account of an active key, or null. Looks the key up by its public prefix and compares the
   * SHA-256 digests in constant time, so response timing says nothing about stored hashes.
   */
  async authenticate(apiKey: string): Promise<string | null> {
    if (!API_KEY_PATTERN.test(apiKey)) return null;
    const digest = hashApiKey(apiKey);
    const cached = this.keyCache.get(digest);
    if (cached) return cached;
    const { rows } = await this.pool.query<{ account_id: string; key_hash: string }>(
      `SELECT k.account_id, k.key_hash FROM api_keys k JOIN accounts a ON a.id = k.account_id
        WHERE k.key_prefix = $1 AND k.revoked_at IS NULL AND a.status = 'active'`,
      [keyPrefix(apiKey)],
    );
    const wanted = Buffer.from(digest, 'hex');
    const match = rows.find((r) => timingSafeEqual(Buffer.from(r.key_hash, 'hex'), wanted));
    if (!match) return null;
    this.keyCache.set(digest, match.account_id);
    return match.account_id;
  }

  /**
   * Takes `credits` if the balance allows, atomically. Concurrent reservations for the same account
   * and operation are group-committed: the requests parsed in one turn of the event loop go out as one
   * statement, which grants as many of them, in arrival order, as the balance covers. Each grant still
   * gets its own ledger row with its request id, and the balance never goes below zero. Up to
   * `reservationsInFlight` statements are in flight at once, but a second one only while the balance last
   * seen covers every request in flight and waiting: two statements can commit in either order, which
   * then decides nothing (both are granted whole), whereas a short balance keeps the order.
   */
  reserve(accountId: string, credits: number, operation: string, requestId: string): Promise<Reservation> {
    return reserveTrace.hasSubscribers
      ? reserveTrace.tracePromise(() => this.enqueue(accountId, credits, operation, requestId), {})
      : this.enqueue(accountId, credits, operation, requestId);
  }

  private enqueue(accountId: string, credits: number, operation: string, requestId: string): Promise<Reservation> {
    const key = `${accountId}:${operation}:${credits}`;
    let q = this.queues.get(key);
    if (!q) {
      q = { accountId, credits, operation, waiting: [], scheduled: false, inFlight: 0, inFlightRequests: 0 };
      this.queues.set(key, q);
    }
    const queue = q;
    return new Promise<Reservation>((resolve, reject) => {
      queue.waiting.push({ requestId, resolve, reject });
      if (!queue.scheduled && this.maySend(queue)) {
        // Start on the next turn of the event loop, so that every request parsed in this turn joins.
        queue.scheduled = true;
        setImmediate(() => void this.flush(key, queue));
      }
    });
  }

  private readonly queues = new Map<string, ReserveQueue>();
  /**
   * Per account, its balance as the last reservation statement left it: only a hint (other processes
   * change balances too) that says whether a second statement may go out before the first is answered.
   */
  private readonly lastBalance = new Map<string, number>();

  private maySend(q: ReserveQueue): boolean {
    if (q.inFlight === 0) return true;
    if (q.inFlight >= this.reservationsInFlight) return false;
    const balance = this.lastBalance.get(q.accountId);
    return balance !== undefined && balance >= (q.inFlightRequests + q.waiting.length) * q.credits;
  }

  /** Sends the queue's waiting requests as one statement (up to 500), and the next ones as they queue. */
  private async flush(key: string, q: ReserveQueue): Promise<void> {
    q.scheduled = false;
    while (q.waiting.length > 0 && this.maySend(q)) {
      const batch = q.waiting.splice(0, 500);
      q.inFlight++;
      q.inFlightRequests += batch.length;
      try {
        const { granted, after, revoked } = await (statementTrace.hasSubscribers
          ? statementTrace.tracePromise(() => this.grant(q, batch), { requests: batch.length })
          : this.grant(q, batch));
        if (revoked) this.lastBalance.delete(q.accountId);
        else this.rememberBalance(q.accountId, after);
        // Request i (from 0) of the granted ones left the balance at `after + (granted - 1 - i) × credits`.
        batch.forEach((w, i) =>
          w.resolve(
            i < granted
              ? { ok: true, balance: after + (granted - 1 - i) * q.credits }
              : { ok: false, balance: after, ...(revoked && { revoked }) },
          ),
        );
      } catch (err) {
        for (const w of batch) w.reject(err);
      } finally {
        q.inFlight--;
        q.inFlightRequests -= batch.length;
      }
    }
    // The requests that queued while both statements were in flight go out now, with the next answer.
    if (q.waiting.length === 0 && q.inFlight === 0 && !q.scheduled) this.queues.delete(key);
  }

  private rememberBalance(accountId: string, balance: number): void {
    // A hint per account that is busy now: dropped whole when many accounts have been seen.
    if (this.lastBalance.size >= 10_000 && !this.lastBalance.has(accountId)) this.lastBalance.clear();
    this.lastBalance.set(accountId, balance);
  }

  /**
   * Grants the first `granted` requests of a batch, in order, as far as the balance covers them. The
   * general statement: `granted` is computed from the balance as the statement first read it, while the
   * update applies to the row as it is when the update runs: a refund or another reservation that
   * commits in between makes the two differ. So the update only goes through when the balance it
   * finds still covers the grant; otherwise nothing is written and the batch is decided again.
   */
  private async grant(
    q: ReserveQueue,
    batch: ReserveQueue['waiting'],
  ): Promise<{ granted: number; after: number; revoked?: true }> {
    const requestIds = batch.map((w) => w.requestId);
    // The usual case first: the balance covers the whole batch. One UPDATE, whose condition PostgreSQL
    // checks again on the row as it is when the update runs, so nothing can race it; no row back means
    // a short balance or an inactive account, which the statement below sorts out. At 19 requests a
    // batch it costs PostgreSQL about a quarter less CPU than the statement below (README).
    const all = await this.pool.query<{ after: string }>({
      name: 'sitrep_reserve_credits_all',
      text: `WITH upd AS (UPDATE accounts SET balance_credits = balance_credits - cardinality($2::text[]) * $3
                        WHERE id = $1 AND status = 'active' AND balance_credits >= cardinality($2::text[]) * $3
                    RETURNING balance_credits),
              ins AS (INSERT INTO usage_ledger (account_id, kind, credits, balance_after, operation, request_id)
                      SELECT $1, 'charge', -$3::bigint, upd.balance_credits + (cardinality($2::text[]) - r.ord) * $3, $4, r.request_id
                        FROM upd, unnest($2::text[]) WITH ORDINALITY AS r(request_id, ord))
         SELECT balance_credits AS after FROM upd`,
      values: [q.accountId, requestIds, q.credits, q.operation],
    });
    if (all.rows[0]) return { granted: batch.length, after: Number(all.rows[0].after) };
    for (let attempt = 1; ; attempt++) {
      const { rows } = await this.pool.query<{ granted: number | null; after: string | null; current: string | null }>({
        // Named, so PostgreSQL plans it once per connection instead of on every batch.
        name: 'sitrep_reserve_credits',
        text: `WITH acc AS (SELECT balance_credits AS before FROM accounts WHERE id = $1 AND status = 'active' FOR UPDATE),
              n AS (SELECT least(cardinality($2::text[]), before / $3)::int AS granted FROM acc),
              upd AS (UPDATE accounts SET balance_credits = balance_credits - (SELECT granted FROM n) * $3
                       WHERE id = $1 AND balance_credits >= (SELECT granted FROM n) * $3 RETURNING balance_credits),
              ins AS (INSERT INTO usage_ledger (account_id, kind, credits, balance_after, operation, request_id)
                      SELECT $1, 'charge', -$3::bigint, upd.balance_credits + (n.granted - r.ord) * $3, $4, r.request_id
                        FROM upd, n, unnest($2::text[]) WITH ORDINALITY AS r(request_id, ord) WHERE r.ord <= n.granted)
         SELECT (SELECT granted FROM n) AS granted, (SELECT balance_credits FROM upd) AS after,
                (SELECT before FROM acc) AS current`,
        values: [q.accountId, requestIds, q.credits, q.operation],
      });
      const row = rows[0];
      // No active account (revoked, or gone): nothing granted, nothing to retry.
      if (!row || row.current === null) return { granted: 0, after: 0, revoked: true };
      if (row.after !== null) return { granted: row.granted ?? 0, after: Number(row.after) };
      if (attempt === 100) throw new Error(`credit reservation for ${q.accountId} kept racing other balance changes`);
    }
  }

  /** Gives back a reservation whose response was not 2xx. */
  async refund(accountId: string, credits: number, operation: string, requestId: string): Promise<number> {
    return this.adjust(accountId, credits, 'refund', { operation, requestId });
  }

  async topUp(accountId: string, credits: number, note: string | null, requestId: string | null): Promise<number> {
    return this.adjust(accountId, credits, 'topup', { note, requestId });
  }

  async revoke(accountId: string, note: string | null, requestId: string | null): Promise<boolean> {
    const keyHashes = await withTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ balance_credits: string }>(
        `UPDATE accounts SET status = 'revoked' WHERE id = $1 AND status = 'active' RETURNING balance_credits`,
        [accountId],
      );
      if (!rows[0]) return null;
      const keys = await client.query<{ key_hash: string }>(
        'UPDATE api_keys SET revoked_at = now() WHERE account_id = $1 AND revoked_at IS NULL RETURNING key_hash',
        [accountId],
      );
      await client.query(
        `INSERT INTO usage_ledger (account_id, kind, credits, balance_after, request_id, note) VALUES ($1, 'revoke', 0, $2, $3, $4)`,
        [accountId, rows[0].balance_credits, requestId, note],
      );
      // Every gateway (this process's too, if it is one) drops the keys and closes the account's streams.
      await client.query('SELECT pg_notify($1, $2)', [ACCOUNTS_CHANNEL, accountId]);
      return keys.rows.map((k) => k.key_hash);
    });
    if (!keyHashes) return false;
    for (const h of keyHashes) this.keyCache.delete(h);
    return true;
  }

  async findByKeyPrefix(prefix: string): Promise<AccountView[]> {
    const { rows } = await this.pool.query<{
      id: string;
      status: 'active' | 'revoked';
      balance_credits: string;
      created_at: Date;
      prefixes: string[];
    }>(
      `SELECT a.id, a.status, a.balance_credits, a.created_at, array_agg(k.key_prefix ORDER BY k.created_at) AS prefixes
         FROM accounts a JOIN api_keys k ON k.account_id = a.id
        WHERE a.id IN (SELECT account_id FROM api_keys WHERE key_prefix LIKE $1 || '%')
        GROUP BY a.id ORDER BY a.created_at LIMIT 20`,
      [prefix.replace(/[%_\\]/g, (c) => `\\${c}`)],
    );
    return rows.map((r) => ({
      id: r.id,
      status: r.status,
      balanceCredits: Number(r.balance_credits),
      createdAt: r.created_at.toISOString(),
      keyPrefixes: r.prefixes,
    }));
  }

  /** The account's ledger, newest first. */
  async ledger(accountId: string, limit: number): Promise<LedgerEntry[]> {
    const { rows } = await this.pool.query<{
      id: string;
      kind: LedgerEntry['kind'];
      credits: string;
      balance_after: string;
      operation: string | null;
      request_id: string | null;
      note: string | null;
      created_at: Date;
    }>(
      `SELECT id, kind, credits, balance_after, operation, request_id, note, created_at FROM usage_ledger
        WHERE account_id = $1 ORDER BY id DESC LIMIT $2`,
      [accountId, limit],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      credits: Number(r.credits),
      balanceAfter: Number(r.balance_after),
      operation: r.operation,
      requestId: r.request_id,
      note: r.note,
      createdAt: r.created_at.toISOString(),
    }));
  }

  async ledgerSum(accountId: string): Promise<number> {
    const { rows } = await this.pool.query<{ sum: string | null }>(
      'SELECT sum(credits) AS sum FROM usage_ledger WHERE account_id = $1',
      [accountId],
    );
    return Number(rows[0]?.sum ?? 0);
  }

  async balance(accountId: string): Promise<number | null> {
    const { rows } = await this.pool.query<{ balance_credits: string }>(
      'SELECT balance_credits FROM accounts WHERE id = $1',
      [accountId],
    );
    return rows[0] ? Number(rows[0].balance_credits) : null;
  }

  private async adjust(
    accountId: string,
    credits: number,
    kind: 'refund' | 'topup',
    meta: { operation?: string; requestId?: string | null; note?: string | null },
  ): Promise<number> {
    const { rows } = await this.pool.query<{ balance_after: string }>({
      name: 'sitrep_adjust_credits',
      text: `WITH upd AS (UPDATE accounts SET balance_credits = balance_credits + $2 WHERE id = $1 RETURNING id, balance_credits)
       INSERT INTO usage_ledger (account_id, kind, credits, balance_after, operation, request_id, note)
       SELECT id, $3, $2::bigint, balance_credits, $4, $5, $6 FROM upd RETURNING balance_after`,
      values: [accountId, credits, kind, meta.operation ?? null, meta.requestId ?? null, meta.note ?? null],
    });
    if (!rows[0]) throw new Error(`account ${accountId} not found`);
    return Number(rows[0].balance_after);
  }
}

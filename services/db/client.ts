import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as tables from '../../schemas/db/tables.ts';

export type Db = NodePgDatabase<typeof tables>;

export interface Database {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

export function connectDatabase(
  url: string,
  opts: { max?: number; applicationName?: string; searchPath?: string } = {},
): Database {
  if (opts.searchPath && !/^[a-z_][a-z0-9_]*$/.test(opts.searchPath))
    throw new Error(`not a schema name: ${opts.searchPath}`);
  const pool = new pg.Pool({
    connectionString: url,
    // A replay writes into a schema of its own; its tables shadow the public ones by name.
    ...(opts.searchPath && { options: `-c search_path=${opts.searchPath},public` }),
    max: opts.max ?? 10,
    application_name: opts.applicationName ?? 'sitrep',
    connectionTimeoutMillis: 5_000,
    statement_timeout: 10_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return { pool, db: drizzle(pool, { schema: tables }), close: () => pool.end() };
}

/** Runs `fn` in one transaction on one pooled connection: committed if it resolves, rolled back if it throws. */
export async function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

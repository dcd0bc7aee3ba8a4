import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as tables from '../../schemas/db/tables.ts';

export type Db = NodePgDatabase<typeof tables>;

export interface Database {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

export function connectDatabase(url: string, opts: { max?: number; applicationName?: string } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    application_name: opts.applicationName ?? 'sitrep',
    connectionTimeoutMillis: 5_000,
    statement_timeout: 10_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return { pool, db: drizzle(pool, { schema: tables }), close: () => pool.end() };
}

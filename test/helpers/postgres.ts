import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../../services/db/client.ts';
import { TEMPLATE_DB, withDatabase } from '../global-setup.ts';

export interface TestDatabase extends Database {
  url: string;
  name: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: inject('services').databaseUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A fresh, migrated database of the test's own, cloned from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin(async (c) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
        return;
      } catch (err) {
        // Two clones started at the same instant can collide on the template's lock; retry briefly.
        if (attempt >= 5 || !String(err).includes('being accessed by other users')) throw err;
        await new Promise((r) => setTimeout(r, 100 * (attempt + 1)));
      }
    }
  });
  const url = withDatabase(inject('services').databaseUrl, name);
  const database = connectDatabase(url, { max: 20, applicationName: 'sitrep-test' });
  return {
    ...database,
    url,
    name,
    drop: async () => {
      await database.close();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

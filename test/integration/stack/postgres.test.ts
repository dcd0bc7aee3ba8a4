import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '../../../schemas/db/tables.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/postgres.ts';

describe('PostgreSQL (real server)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('runs drizzle queries against the migrated schema', async () => {
    const [row] = await t.db
      .insert(agents)
      .values({
        name: 'Smoke Test',
        slug: 'smoke_test',
        domain: 'testing',
        description: 'd',
        profile: { keywords: ['k'], entities: [], regions: [], feeds: [] },
      })
      .returning();
    const found = await t.db.select().from(agents).where(eq(agents.id, row!.id));
    expect(found).toHaveLength(1);
    expect(found[0]!.profile.keywords).toEqual(['k']);
    // The unique index on lower(name) is real: a differently-cased duplicate is refused.
    await expect(
      t.db.insert(agents).values({
        name: 'SMOKE TEST',
        slug: 'other',
        domain: 'x',
        description: 'd',
        profile: { keywords: [], entities: [], regions: [], feeds: [] },
      }),
    ).rejects.toThrow();
  });

  it('delivers NOTIFY to a LISTEN on another connection', async () => {
    const listener = new pg.Client({ connectionString: t.url });
    await listener.connect();
    try {
      await listener.query('LISTEN smoke_channel');
      const received = new Promise<string | undefined>((resolve) =>
        listener.once('notification', (n: pg.Notification) => resolve(n.payload)),
      );
      await t.pool.query(`SELECT pg_notify('smoke_channel', $1)`, ['hello']);
      await expect(received).resolves.toBe('hello');
    } finally {
      await listener.end();
    }
  });
});

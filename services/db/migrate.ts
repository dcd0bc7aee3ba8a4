import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { loadConfig } from '../config.ts';
import { connectDatabase } from './client.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Applies every migration in migrations/ that the database has not seen yet. */
export async function migrateDatabase(url: string): Promise<void> {
  const database = connectDatabase(url, { max: 1, applicationName: 'sitrep-migrate' });
  try {
    await migrate(database.db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { DATABASE_URL } = loadConfig();
  await migrateDatabase(DATABASE_URL);
  console.log(`migrated ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}`);
}

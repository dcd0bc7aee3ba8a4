import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { migrateDatabase } from '../services/db/migrate.ts';
import { provideServices, type ServiceEndpoints } from './helpers/services.ts';

export const TEMPLATE_DB = 'sitrep_template';

declare module 'vitest' {
  export interface ProvidedContext {
    services: ServiceEndpoints;
    templateDatabaseUrl: string;
  }
}

/** Starts or checks the real services once per run and migrates a template database for the tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const services = await provideServices();
  try {
    const admin = new pg.Client({ connectionString: services.databaseUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    } finally {
      await admin.end();
    }
    const templateDatabaseUrl = withDatabase(services.databaseUrl, TEMPLATE_DB);
    await migrateDatabase(templateDatabaseUrl);
    const { provider, databaseUrl, kafkaBrokers, temporalAddress, payments } = services;
    project.provide('services', { provider, databaseUrl, kafkaBrokers, temporalAddress, payments });
    project.provide('templateDatabaseUrl', templateDatabaseUrl);
  } catch (err) {
    await services.stop();
    throw err;
  }
  return () => services.stop();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

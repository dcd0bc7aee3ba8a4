import { defineConfig } from 'vitest/config';

// Three tiers: unit (no I/O), integration (real Postgres, Kafka, Temporal, Fastify inject),
// e2e (the running stack over HTTP). `vitest run --project <tier>` runs one.
export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});

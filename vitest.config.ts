import { defineConfig } from 'vitest/config';

// Three tiers: unit (no I/O), integration (real Postgres, Kafka, Temporal, Fastify inject),
// e2e (the running stack over HTTP). `vitest run --project <tier>` runs one.
export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [
      // Unit tests do no I/O, but a few walk thousands of generated cases (the candidate index's random
      // streams): on a loaded two-core machine they can pass 5 s, so the unit tier allows 20 s.
      {
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node', testTimeout: 20_000 },
      },
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

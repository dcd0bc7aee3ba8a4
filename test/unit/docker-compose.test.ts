// docker-compose.yml describes the whole product, as scripts/run.sh runs it: a Docker user gets the
// same processes (reports included), the same demo data, and the services they need.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface ComposeService {
  command?: string[];
  depends_on?: Record<string, unknown>;
}
const compose = parse(readFileSync('docker-compose.yml', 'utf8')) as { services: Record<string, ComposeService> };
const runScript = readFileSync('scripts/run.sh', 'utf8');

/** Every `services/….ts` entry point that a command names. */
const entryPoints = (text: string) => new Set([...text.matchAll(/services\/[\w/-]+\.ts/g)].map((m) => m[0]));

describe('docker-compose.yml', () => {
  it('runs every process and demo step that scripts/run.sh runs', () => {
    const composed = entryPoints(
      Object.values(compose.services)
        .map((s) => (s.command ?? []).join(' '))
        .join('\n'),
    );
    composed.add('services/gateway/main.ts'); // the image's default command
    const run = entryPoints(runScript);
    expect(run.size).toBeGreaterThan(5);
    for (const entry of run) {
      if (entry === 'services/payments/pay-cli.ts') continue; // the demo buyer's one paid call, not a service
      expect(composed, entry).toContain(entry);
    }
    expect(composed).toContain('services/feeds/main.ts'); // the feed poller, which run.sh leaves to `npm run feeds`
  });

  it('starts each app only after the database is migrated', () => {
    for (const name of ['dedup', 'reports', 'signaller', 'feeds', 'gateway', 'demo-data']) {
      expect(compose.services[name]?.depends_on, name).toHaveProperty('migrate');
    }
  });
});

// The dedup worker's memory settings are measured by bench:ingest (its peak RSS must stay under
// 500 MB): every way the product starts the worker must give it the flags and environment the bench
// gives it, or the product's worker is not the one measured.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEDUP_ENV, DEDUP_NODE_OPTIONS } from '../../scripts/bench/harness.ts';

const flags = DEDUP_NODE_OPTIONS.split(' ');
const env = Object.entries(DEDUP_ENV);

/** The words of the one line of `text` that starts the dedup worker. */
function launchLine(text: string): string[] {
  const lines = text.split('\n').filter((l) => l.includes('services/dedup/main.ts'));
  expect(lines).toHaveLength(1);
  return lines[0]!.trim().split(/\s+/);
}

describe('the dedup worker launchers', () => {
  it('bound the heap and the malloc arenas as the ingest bench does', () => {
    expect(flags).toContain('--max-old-space-size=384');
    expect(DEDUP_ENV).toMatchObject({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
  });

  it('scripts/run.sh starts it with the bench flags and environment', () => {
    const words = launchLine(readFileSync('scripts/run.sh', 'utf8'));
    for (const f of flags) expect(words).toContain(f);
    for (const [k, v] of env) expect(words).toContain(`${k}=${v}`);
  });

  it('npm run dedup starts it with the bench flags and environment', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    const words = pkg.scripts.dedup!.split(/\s+/);
    for (const f of flags) expect(words).toContain(f);
    for (const [k, v] of env) expect(words).toContain(`${k}=${v}`);
  });

  it('docker-compose.yml starts it with the bench flags and environment', () => {
    const compose = parse(readFileSync('docker-compose.yml', 'utf8')) as {
      services: { dedup: { command: string[]; environment: Record<string, string> } };
    };
    const { command, environment } = compose.services.dedup;
    for (const f of flags) expect(command).toContain(f);
    for (const [k, v] of env) expect(environment[k], k).toBe(v);
  });
});

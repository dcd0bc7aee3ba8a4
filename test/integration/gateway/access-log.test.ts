// Per-request log lines: by default only server errors and slow requests are written (a minute of
// load used to write hundreds of MB); ACCESS_LOG=all writes one per request. No key is ever logged.
import { describe, expect, it } from 'vitest';
import { get, startTestGateway } from '../../helpers/gateway.ts';

async function linesFor(env: Record<string, string>, calls: number) {
  const lines: Record<string, unknown>[] = [];
  const gw = await startTestGateway(
    { LOG_LEVEL: 'info', ...env },
    { logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
  );
  try {
    const { apiKey } = await gw.register();
    lines.length = 0; // start-up lines are not per-request lines
    for (let i = 0; i < calls; i++)
      expect((await get(gw.app, '/api/v1/agents/017/reports', apiKey)).statusCode).toBe(200);
    expect((await get(gw.app, '/api/v1/agents/nobody/reports', apiKey)).statusCode).toBe(404);
    return { lines: lines.filter((l) => l.req !== undefined), text: JSON.stringify(lines), apiKey };
  } finally {
    await gw.close();
  }
}

describe('gateway access log', () => {
  it('writes no line for fast requests by default, a line per request with ACCESS_LOG=all', async () => {
    const quiet = await linesFor({}, 20);
    expect(quiet.lines).toEqual([]);
    const all = await linesFor({ ACCESS_LOG: 'all' }, 20);
    expect(all.lines).toHaveLength(21);
    expect(all.lines[20]).toMatchObject({ msg: 'request completed', res: { statusCode: 404 } });
    expect(all.text).not.toContain(all.apiKey);
  });

  it('writes a warning line for a slow request whatever the mode', async () => {
    const slow = await linesFor({ SLOW_REQUEST_MS: '1' }, 3);
    expect(slow.lines.length).toBeGreaterThan(0);
    expect(slow.lines[0]).toMatchObject({ level: 40, msg: 'slow request', responseTime: expect.any(Number) });
    expect(slow.text).not.toContain(slow.apiKey);
  });
});

// /openapi.json as a standard linter sees it: Redocly CLI (pinned devDependency) with its recommended
// rules, on the document of a gateway with every surface mounted (x402 included), must find nothing.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../helpers/services.ts';
import { ADMIN_TOKEN } from '../../helpers/gateway.ts';
import { startPaidGateway, type PaidGateway } from '../../helpers/x402.ts';

const run = promisify(execFile);
let g: PaidGateway;
let dir: string;
beforeAll(async () => {
  g = await startPaidGateway({ PUBLIC_BASE_URL: 'https://sitrep.example' });
  dir = mkdtempSync(join(tmpdir(), 'sitrep-openapi-'));
});
afterAll(async () => {
  await g?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

describe('/openapi.json', () => {
  it("passes Redocly CLI's recommended rules with no error and no warning", async () => {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, await (await fetch(`${g.baseUrl}/openapi.json`)).text());
    const out = await run(
      process.execPath,
      [
        join(ROOT, 'node_modules/@redocly/cli/bin/cli.js'),
        'lint',
        '--extends',
        'recommended',
        '--format',
        'json',
        file,
      ],
      { cwd: dir, maxBuffer: 16 << 20 },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const { problems } = JSON.parse(out.stdout) as { problems: Problem[] };
    expect(problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
  }, 60_000);

  it('names the server, and says how each operation is paid: a key, an x402 payment, or nothing', async () => {
    const doc = (await (await fetch(`${g.baseUrl}/openapi.json`)).json()) as {
      servers: { url: string }[];
      components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
      paths: Record<string, Record<string, { operationId: string; security?: Record<string, string[]>[] }>>;
    };
    expect(doc.servers).toEqual([{ url: 'https://sitrep.example' }]);
    expect(doc.components.securitySchemes.x402).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'PAYMENT-SIGNATURE',
    });
    const ops = Object.values(doc.paths).flatMap((m) => Object.values(m));
    const security = (id: string) => ops.find((o) => o.operationId === id)?.security;
    expect(security('api_listReports')).toEqual([{ apiKey: [] }]);
    expect(security('x402_listReports')).toEqual([{ x402: [] }]);
    expect(security('register')).toEqual([]);
    expect(security('mcp')).toEqual([{ apiKey: [] }, { x402: [] }, {}]);
    for (const o of ops) expect(o.security, o.operationId).toBeDefined();
  });

  it('has an operators twin behind the admin token, which `npm run fuzz` reads', async () => {
    expect((await fetch(`${g.baseUrl}/admin/v1/openapi.json`)).status).toBe(401);
    const res = await fetch(`${g.baseUrl}/admin/v1/openapi.json`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const doc = (await res.json()) as {
      paths: Record<string, Record<string, { security: unknown; responses: Record<string, unknown> }>>;
    };
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(expect.arrayContaining(['/admin/v1/accounts/{id}/revoke', '/admin/v1/reports/{reportId}']));
    expect(paths.every((p) => p.startsWith('/admin/v1/'))).toBe(true);
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        expect(op.security, `${method} ${path}`).toEqual([{ adminToken: [] }]);
        expect(Object.keys(op.responses), `${method} ${path}`).toEqual(
          expect.arrayContaining(['400', '401', '431', '500']),
        );
      }
  });
});

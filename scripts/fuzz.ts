// The body of scripts/fuzz.sh: runs schemathesis against the gateway until at least N requests have
// been answered, then reads what the gateway itself counted (/metrics, by route and status) and
// compares every status with the ones /openapi.json declares for that operation.
//   node --import tsx scripts/fuzz.ts <base-url> <requests> <path to st>
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadConfig } from '../services/config.ts';
import { connectDatabase } from '../services/db/client.ts';
import { AccountStore } from '../services/gateway/billing/accounts.ts';
import { machineLine } from './bench/machine.ts';

const [base, wantArg, st] = process.argv.slice(2);
if (!base || !wantArg || !st) throw new Error('usage: fuzz.ts <base-url> <requests> <st>');
const want = Number(wantArg);

type Counts = Map<string, number>; // "METHOD route status" → requests
async function counts(): Promise<Counts> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const out: Counts = new Map();
  for (const m of text.matchAll(
    /^sitrep_http_request_duration_seconds_count\{method="([A-Z]+)",route="([^"]*)",status="(\d+)"\} (\d+)/gm,
  )) {
    out.set(`${m[1]} ${m[2]} ${m[3]}`, Number(m[4]));
  }
  return out;
}
const total = (c: Counts) => [...c.values()].reduce((a, b) => a + b, 0);

// A key with credit enough for every call, minted by the operator path (no rate limit).
const config = loadConfig();
const database = connectDatabase(config.DATABASE_URL, { max: 2, applicationName: 'sitrep-fuzz' });
const { apiKey } = await new AccountStore(database.pool).register(1_000_000_000, null, 'operator: fuzzing');
await database.close();

// web extract's 502 (the page could not be fetched) is its documented answer to a URL that does not
// resolve, which is every URL a fuzzer makes up on a machine without internet.
// The stream never ends by design (a valid request would only time out); its refusals are tested in
// test/integration/push/stream.test.ts.
const toml = `[[operations]]
include-operation-id-regex = "_webExtract$"
checks.not_a_server_error.expected-statuses = ["2XX", "3XX", "4XX", "502"]

[[operations]]
include-operation-id-regex = "_streamMessage$"
enabled = false
`;
const stateDir = process.env.SITREP_STATE_DIR ?? '.';
const configFile = `${stateDir}/schemathesis.toml`;
const junit = `${stateDir}/schemathesis-junit.xml`;
writeFileSync(configFile, toml);

const before = await counts();
const started = performance.now();
let rounds = 0;
let checkFailures = 0;
let toolErrors = 0;
while (total(await counts()) - total(before) < want) {
  rounds++;
  const code = await new Promise<number>((resolve) => {
    const child = spawn(
      st,
      [
        '--config-file',
        configFile,
        'run',
        `${base}/openapi.json`,
        '--header',
        `x-api-key: ${apiKey}`,
        '--checks',
        'not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,unsupported_method',
        '--mode',
        'all',
        '--phases',
        'examples,coverage,fuzzing',
        '--workers',
        '4',
        '--max-time',
        '300',
        '--seed',
        String(rounds),
        '--no-shrink',
        '--output-truncate',
        'true',
        '--warnings',
        'off',
        '--report',
        'junit',
        '--report-junit-path',
        junit,
      ],
      // Its caches (.hypothesis, .schemathesis) go to the state folder, not the checkout.
      { stdio: ['ignore', 'inherit', 'inherit'], cwd: stateDir },
    );
    child.on('exit', (c) => resolve(c ?? 1));
  });
  // Failed checks are answers of ours; errors are schemathesis's own (its generator crashing).
  const report = readFileSync(junit, 'utf8');
  checkFailures += (report.match(/<failure\b/g) ?? []).length;
  toolErrors += (report.match(/<error\b/g) ?? []).length;
  if (code !== 0 && checkFailures === 0 && toolErrors === 0) checkFailures++; // it failed without saying why
  console.log(`-- after round ${rounds}: ${total(await counts()) - total(before)} requests answered`);
}
const seconds = (performance.now() - started) / 1000;

// What the gateway answered, by operation and status, against what the document declares.
const doc = (await (await fetch(`${base}/openapi.json`)).json()) as {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};
const after = await counts();
const byStatus = new Map<number, number>();
const undocumented: string[] = [];
let serverErrors = 0;
let requests = 0;
for (const [key, n] of after) {
  const delta = n - (before.get(key) ?? 0);
  if (delta <= 0) continue;
  const [method, route, statusText] = key.split(' ') as [string, string, string];
  if (route === '/metrics' || route === '/openapi.json') continue; // this script's own reads
  const status = Number(statusText);
  requests += delta;
  byStatus.set(status, (byStatus.get(status) ?? 0) + delta);
  const op = doc.paths[route.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  // An unknown path or method is 404 or 405; any OPTIONS is the CORS answer (204).
  const documented = op
    ? status in op.responses
    : status === 404 || status === 405 || (method === 'OPTIONS' && status === 204);
  if (!documented) undocumented.push(`${method} ${route} ${status} ×${delta}`);
  if (status === 500 || (status >= 500 && !documented)) serverErrors += delta;
}

console.log(`\nfuzz: ${machineLine()}`);
console.log(
  `requests answered: ${requests} in ${seconds.toFixed(0)} s (${(requests / seconds).toFixed(0)}/s), ${rounds} schemathesis round(s)`,
);
console.log(
  `by status: ${[...byStatus]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s}×${n}`)
    .join(', ')}`,
);
console.log(`server errors (500, or an undocumented 5xx): ${serverErrors}`);
console.log(
  `undocumented statuses: ${undocumented.length}${undocumented.length ? `\n  ${undocumented.join('\n  ')}` : ''}`,
);
console.log(
  `schemathesis: ${checkFailures} failed check(s)${checkFailures ? ' (see above)' : ''}, ` +
    `${toolErrors} error(s) of its own generator (not answers of the gateway)`,
);
process.exitCode = checkFailures > 0 || serverErrors > 0 || undocumented.length > 0 || requests < want ? 1 : 0;

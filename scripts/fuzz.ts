// The body of scripts/fuzz.sh: runs schemathesis against the gateway (the public document, the
// operators' document with the admin token, and MCP requests built from the tools' and resources'
// schemas) until at least N requests have been answered, then reads what the gateway itself counted
// (/metrics, by route and status) and compares every status with the ones the documents declare.
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
const stateDir = process.env.SITREP_STATE_DIR ?? '.';

/**
 * Agents of the fuzzing account, so that changing and deleting one is reached too: a made-up ref is
 * only ever a 404. Their slugs are the examples of the `ref` the change and delete operations take
 * (over REST and MCP), each set its own, so a delete does not take the agents a change needs.
 */
async function seedAgents(prefix: string, n: number): Promise<string[]> {
  const slugs: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${base}/api/v1/agents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({
        name: `${prefix} ${i} ${Date.now().toString(36)}`,
        description: 'Port strikes and congestion delaying container shipping through Rotterdam and Antwerp',
      }),
    });
    if (!res.ok) throw new Error(`seeding an agent: ${res.status} ${await res.text()}`);
    slugs.push(((await res.json()) as { slug: string }).slug);
  }
  return slugs;
}
const seeded = {
  patch: await seedAgents('fuzz change', 3),
  delete: await seedAgents('fuzz delete', 3),
  update_agent: await seedAgents('fuzz mcp change', 2),
  delete_agent: await seedAgents('fuzz mcp delete', 2),
};
const withRefExamples = <T extends { examples?: unknown[] }>(schema: T, slugs: string[]): T => ({
  ...schema,
  examples: slugs,
});
const adminToken = readFileSync(`${stateDir}/admin-token`, 'utf8').trim();

type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>> };
const fetchDoc = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as Doc & Record<string, unknown>;
};
const publicDoc = await fetchDoc('/openapi.json');
/** Operations a run must reach (client agents: a body and a ref, a charge, a cap, owner-only refs). */
const MUST_FUZZ = [
  ['post', '/api/v1/agents'],
  ['patch', '/api/v1/agents/{ref}'],
  ['delete', '/api/v1/agents/{ref}'],
] as const;
const MUST_FUZZ_TOOLS = ['create_agent', 'update_agent', 'delete_agent'];
const missing = MUST_FUZZ.filter(([method, path]) => !publicDoc.paths[path]?.[method]);
if (missing.length) throw new Error(`not in /openapi.json: ${missing.map((m) => m.join(' ')).join(', ')}`);
const adminDoc = await fetchDoc('/admin/v1/openapi.json', { authorization: `Bearer ${adminToken}` });
// An operator's manual report and a replay start Temporal work (a replay reads the whole log): left
// out; their guards are tested in test/integration.
const fuzzedAdmin = structuredClone(adminDoc);
for (const heavy of ['/admin/v1/replays', '/admin/v1/agents/{ref}/reports']) delete fuzzedAdmin.paths[heavy]?.post;

/**
 * MCP as schemathesis sees it: POST /mcp whose body is one of the JSON-RPC requests the server
 * answers, each tool call's `arguments` the tool's own input schema and each resource read's `uri` one
 * of the resources or templates, as the server lists them.
 */
async function mcpDoc(): Promise<Doc & Record<string, unknown>> {
  const rpc = async (method: string) => {
    const res = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method }),
    });
    return (
      (await res.json()) as {
        result: Record<string, { name: string; inputSchema?: object; uri?: string; uriTemplate?: string }[]>;
      }
    ).result;
  };
  const tools = (await rpc('tools/list')).tools!;
  const missingTools = MUST_FUZZ_TOOLS.filter((name) => !tools.some((t) => t.name === name));
  if (missingTools.length) throw new Error(`MCP tools missing from tools/list: ${missingTools.join(', ')}`);
  const resources = (await rpc('resources/list')).resources!;
  const templates = (await rpc('resources/templates/list')).resourceTemplates!;
  const request = (method: string, params?: object) => ({
    type: 'object',
    required: ['jsonrpc', 'id', 'method', ...(params ? ['params'] : [])],
    properties: {
      jsonrpc: { const: '2.0' },
      id: { type: 'integer', minimum: 0 },
      method: { const: method },
      ...(params && { params }),
    },
  });
  const object = (properties: Record<string, object>) => ({
    type: 'object',
    required: Object.keys(properties),
    properties,
  });
  // A template's variables as a pattern: `sitrep://events/{eventId}` → `^sitrep://events/[^/]+$`.
  const uriPattern = (t: string) => `^${t.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`;
  const oneOf = [
    request(
      'initialize',
      object({
        protocolVersion: { type: 'string', enum: ['2025-06-18', '2025-03-26', '2024-11-05'] },
        capabilities: { type: 'object' },
        clientInfo: object({ name: { type: 'string' }, version: { type: 'string' } }),
      }),
    ),
    request('ping'),
    request('tools/list'),
    request('resources/list'),
    request('resources/templates/list'),
    ...tools.map((t) => {
      let args = (t.inputSchema ?? {}) as { properties?: Record<string, object> };
      const slugs = t.name === 'update_agent' || t.name === 'delete_agent' ? seeded[t.name] : null;
      if (slugs && args.properties?.ref)
        args = { ...args, properties: { ...args.properties, ref: withRefExamples(args.properties.ref, slugs) } };
      return request('tools/call', object({ name: { const: t.name }, arguments: args }));
    }),
    request(
      'resources/read',
      object({
        uri: {
          anyOf: [
            ...resources.map((r) => ({ const: r.uri })),
            ...templates.map((t) => ({ type: 'string', pattern: uriPattern(t.uriTemplate!) })),
          ],
        },
      }),
    ),
  ];
  const op = structuredClone(publicDoc.paths['/mcp']!.post!);
  op.requestBody = { required: true, content: { 'application/json': { schema: { oneOf } } } };
  return { ...publicDoc, paths: { '/mcp': { post: op } } };
}

// Web extract's 502 (the page could not be fetched) is its documented answer to a URL whose host does
// not answer, which is most URLs a fuzzer makes up on a machine without internet.
// The stream never ends by design (a valid request would only time out); its refusals are tested in
// test/integration/push/stream.test.ts.
const toml = `[[operations]]
include-operation-id-regex = "_webExtract$"
checks.not_a_server_error.expected-statuses = ["2XX", "3XX", "4XX", "502"]

[[operations]]
include-operation-id-regex = "_streamMessage$"
enabled = false
`;
const configFile = `${stateDir}/schemathesis.toml`;
const junit = `${stateDir}/schemathesis-junit.xml`;
writeFileSync(configFile, toml);
const fuzzedPublic = structuredClone(publicDoc) as Doc & {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; in: string; schema: object; examples?: object }[] }>
  >;
};
for (const method of ['patch', 'delete'] as const) {
  const ref = fuzzedPublic.paths['/api/v1/agents/{ref}']?.[method]?.parameters?.find(
    (p) => p.in === 'path' && p.name === 'ref',
  );
  if (ref) ref.examples = Object.fromEntries(seeded[method].map((slug, i) => [`own${i}`, { value: slug }]));
}
const documents = [
  {
    name: 'public',
    file: `${stateDir}/fuzz-openapi.json`,
    doc: fuzzedPublic,
    header: `x-api-key: ${apiKey}`,
    seconds: 240,
  },
  {
    name: 'admin',
    file: `${stateDir}/fuzz-admin.json`,
    doc: fuzzedAdmin,
    header: `Authorization: Bearer ${adminToken}`,
    seconds: 90,
  },
  { name: 'mcp', file: `${stateDir}/fuzz-mcp.json`, doc: await mcpDoc(), header: `x-api-key: ${apiKey}`, seconds: 90 },
];
for (const d of documents) writeFileSync(d.file, JSON.stringify(d.doc));

const before = await counts();
const started = performance.now();
let rounds = 0;
let checkFailures = 0;
let toolErrors = 0;
while (total(await counts()) - total(before) < want) {
  rounds++;
  for (const d of documents) {
    const code = await new Promise<number>((resolve) => {
      const child = spawn(
        st,
        [
          '--config-file',
          configFile,
          'run',
          d.file,
          '--url',
          base,
          '--header',
          d.header,
          '--checks',
          'not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,unsupported_method',
          '--mode',
          'all',
          '--phases',
          'examples,coverage,fuzzing',
          '--workers',
          '4',
          '--max-time',
          String(d.seconds),
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
    const failures = (report.match(/<failure\b/g) ?? []).length;
    const errors = (report.match(/<error\b/g) ?? []).length;
    checkFailures += failures;
    toolErrors += errors;
    if (code !== 0 && failures === 0 && errors === 0) checkFailures++; // it failed without saying why
    console.log(`-- round ${rounds}, ${d.name}: ${total(await counts()) - total(before)} requests answered`);
  }
}
const seconds = (performance.now() - started) / 1000;

// What the gateway answered, by operation and status, against what the documents declare.
const doc = { paths: { ...publicDoc.paths, ...adminDoc.paths } };
const after = await counts();
const byStatus = new Map<number, number>();
const undocumented: string[] = [];
let serverErrors = 0;
let requests = 0;
for (const [key, n] of after) {
  const delta = n - (before.get(key) ?? 0);
  if (delta <= 0) continue;
  const [method, route, statusText] = key.split(' ') as [string, string, string];
  if (route === '/metrics' || route === '/openapi.json' || route === '/admin/v1/openapi.json') continue; // this script's own reads
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
// The operations every run must reach, with what they answered (MCP tool calls are all POST /mcp).
const unreached: string[] = [];
for (const [method, path] of MUST_FUZZ) {
  const route = path.replace(/\{(\w+)\}/g, ':$1');
  const answered = [...after]
    .map(([key, n]) => [key, n - (before.get(key) ?? 0)] as const)
    .filter(([key, n]) => n > 0 && key.startsWith(`${method.toUpperCase()} ${route} `))
    .map(([key, n]) => `${key.split(' ')[2]}×${n}`);
  console.log(`  ${method.toUpperCase()} ${path}: ${answered.join(', ') || 'not reached'}`);
  if (!answered.length) unreached.push(`${method.toUpperCase()} ${path}`);
}
console.log(
  `undocumented statuses: ${undocumented.length}${undocumented.length ? `\n  ${undocumented.join('\n  ')}` : ''}`,
);
console.log(
  `schemathesis: ${checkFailures} failed check(s)${checkFailures ? ' (see above)' : ''}, ` +
    `${toolErrors} error(s) of its own generator (not answers of the gateway)`,
);
process.exitCode =
  checkFailures > 0 || serverErrors > 0 || undocumented.length > 0 || unreached.length > 0 || requests < want ? 1 : 0;

// Discovery: every 402, on /x402/v1 and on MCP (tools and resources), carries the Bazaar extension, and
// what it declares validates against its own schema, the way a facilitator checks it before cataloging.
// Real gateway, chain and facilitator; the buyer signs with @x402/core and @x402/evm.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { PaymentRequired } from '@x402/core/types';
import {
  extractDiscoveryInfo,
  isValidServiceName,
  sanitizeTags,
  validateDiscoveryExtension,
  validateDiscoveryExtensionSpec,
} from '@x402/extensions/bazaar';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callTool, mcpClient } from '../../helpers/mcp.ts';
import { challengeOf, fundedBuyer, startPaidGateway, type PaidGateway, type TestBuyer } from '../../helpers/x402.ts';

let g: PaidGateway;
let client: Client;
let buyer: TestBuyer;
beforeAll(async () => {
  g = await startPaidGateway();
  client = await mcpClient(g.baseUrl);
  buyer = await fundedBuyer();
});
afterAll(async () => {
  await client.close();
  await g.close();
});

type Bazaar = { info: { input: Record<string, unknown>; output?: unknown }; schema: object; routeTemplate?: string };

/** What a facilitator checks of a challenge before cataloging it, with formats checked too. */
async function expectCatalogable(pr: PaymentRequired, what: string): Promise<Bazaar> {
  const bazaar = pr.extensions?.bazaar as Bazaar | undefined;
  expect(bazaar, what).toBeDefined();
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  expect(ajv.validate(bazaar!.schema, bazaar!.info), `${what}: ${ajv.errorsText()}`).toBe(true);
  expect(validateDiscoveryExtension(bazaar as never), what).toEqual({ valid: true });
  expect(validateDiscoveryExtensionSpec(bazaar as never), what).toEqual({ valid: true });
  expect(bazaar!.info.output, what).toMatchObject({ type: 'json', example: expect.any(Object) });
  expect(isValidServiceName(pr.resource.serviceName), what).toBe(true);
  expect(sanitizeTags(pr.resource.tags), what).toEqual(pr.resource.tags);
  // The buyer echoes the extension in its payment, from which the facilitator extracts the catalog entry.
  const payment = await buyer.sign(pr);
  const found = extractDiscoveryInfo(payment, pr.accepts[0]!);
  // The catalog's key: the URL without its query, or with the route template for its path.
  const url = new URL(pr.resource.url);
  expect(found, what).toMatchObject({
    resourceUrl: `${url.origin}${bazaar!.routeTemplate ?? url.pathname}`,
    serviceName: 'Sitrep',
    x402Version: 2,
  });
  return bazaar!;
}

describe('the Bazaar extension on every 402', () => {
  it('is on every /x402/v1 challenge: method, route template, path parameters, input schema and example', async () => {
    const json = { method: 'POST', headers: { 'content-type': 'application/json' } };
    const cases: [string, RequestInit, object, string | undefined][] = [
      ['/x402/v1/agents?limit=5', {}, { type: 'http', method: 'GET', queryParams: { search: 'conflict' } }, undefined],
      [
        '/x402/v1/agents/017/reports',
        {},
        { type: 'http', method: 'GET', pathParams: { ref: '017' } },
        '/x402/v1/agents/:ref/reports',
      ],
      [
        '/x402/v1/agents/017/reports/diff',
        {},
        { type: 'http', method: 'GET', pathParams: { ref: '017' } },
        '/x402/v1/agents/:ref/reports/diff',
      ],
      [
        '/x402/v1/agents/sentinel/events',
        {},
        { type: 'http', method: 'GET', pathParams: { ref: 'sentinel' } },
        '/x402/v1/agents/:ref/events',
      ],
      [
        `/x402/v1/events/evt_${'a'.repeat(24)}`,
        {},
        { type: 'http', method: 'GET', pathParams: { eventId: `evt_${'a'.repeat(24)}` } },
        '/x402/v1/events/:eventId',
      ],
      [
        '/x402/v1/web-search',
        { ...json, body: '{"search":"grid"}' },
        { type: 'http', method: 'POST', bodyType: 'json', body: { search: expect.any(String) } },
        undefined,
      ],
      [
        '/x402/v1/web-extract',
        { ...json, body: '{"url":"https://example.com/"}' },
        { type: 'http', method: 'POST', bodyType: 'json', body: { url: expect.any(String) } },
        undefined,
      ],
    ];
    for (const [url, init, input, template] of cases) {
      const pr = await challengeOf(`${g.baseUrl}${url}`, init);
      const bazaar = await expectCatalogable(pr, url);
      expect(bazaar.info.input, url).toMatchObject(input);
      expect(bazaar.routeTemplate, url).toBe(template);
    }
  });

  it('is on every MCP challenge, tools and resources: the tool name, its listed input schema and an example', async () => {
    const { tools } = await client.listTools();
    const args: Record<string, Record<string, unknown>> = {
      list_agents: {},
      list_reports: { ref: '017' },
      diff_reports: { ref: '017' },
      list_events: { ref: '017' },
      get_event: { eventId: `evt_${'a'.repeat(24)}` },
      web_search: { search: 'grid' },
      web_extract: { url: 'https://example.com/' },
      ask: { question: 'What happened in Kharkiv?' },
    };
    // An account's own agents are API-key only: without a key those tools answer an error, not a challenge.
    const keyOnly = new Set(['create_agent', 'update_agent', 'delete_agent']);
    for (const t of tools.filter((x) => keyOnly.has(x.name))) {
      const result = await callTool(client, t.name, { ref: 'mine', name: 'Mine', description: 'Ports' });
      expect(result.isError, t.name).toBe(true);
      expect((result.structuredContent as { x402Version?: number } | undefined)?.x402Version, t.name).toBeUndefined();
    }
    for (const t of tools.filter((x) => !keyOnly.has(x.name))) {
      const result = await callTool(client, t.name, args[t.name]!);
      const pr = result.structuredContent as unknown as PaymentRequired;
      const bazaar = await expectCatalogable(pr, t.name);
      expect(bazaar.info.input, t.name).toMatchObject({
        type: 'mcp',
        toolName: t.name,
        transport: 'streamable-http',
        inputSchema: t.inputSchema,
        example: expect.any(Object),
      });
    }
    for (const [uri, toolName] of [
      ['sitrep://agents', 'list_agents'],
      ['sitrep://agents/017/reports/latest', 'list_reports'],
      [`sitrep://events/evt_${'a'.repeat(24)}`, 'get_event'],
    ] as const) {
      const err = (await client.readResource({ uri }).catch((e: unknown) => e)) as { data: PaymentRequired };
      const bazaar = await expectCatalogable(err.data, uri);
      expect(bazaar.info.input, uri).toMatchObject({ type: 'mcp', toolName });
    }
  });
});

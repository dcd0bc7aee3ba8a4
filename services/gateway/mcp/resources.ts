import { UriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js';
import type { Resource, ResourceTemplate } from '@modelcontextprotocol/sdk/types.js';
import { errors } from '../errors.ts';
import { PRICE_SHEET, creditsToUsd, type OperationId } from '../pricing.ts';

/**
 * Sitrep's MCP resources, each the answer of an operation (and billed like it): the agent catalog,
 * an agent's latest report, and an event by id, so that a client can attach a report and resolve its
 * citations.
 */

const price = (op: OperationId) =>
  `Reading it is billed like the ${op} operation: ${PRICE_SHEET[op]} credits ($${creditsToUsd(PRICE_SHEET[op])}) with an API key, or the same in USDC over x402.`;

const CATALOG_URI = 'sitrep://agents';
const CATALOG_LIMIT = 500;
const latestReport = new UriTemplate('sitrep://agents/{ref}/reports/latest');
const eventById = new UriTemplate('sitrep://events/{eventId}');

export const RESOURCES: Resource[] = [
  {
    uri: CATALOG_URI,
    name: 'agents',
    title: 'Agent catalog',
    description: `Every agent Sitrep runs (up to ${CATALOG_LIMIT}), as list_agents answers. ${price('listAgents')}`,
    mimeType: 'application/json',
  },
];

export const RESOURCE_TEMPLATES: ResourceTemplate[] = [
  {
    uriTemplate: latestReport.toString(),
    name: 'latest-report',
    title: "An agent's latest report",
    description:
      'The newest report of the agent {ref} (UUID, slug, name or external id), as list_reports with limit 1 answers; ' +
      `its claims cite events as [evt_…], each readable as sitrep://events/{eventId}. ${price('listReports')}`,
    mimeType: 'application/json',
  },
  {
    uriTemplate: eventById.toString(),
    name: 'event',
    title: 'A canonical event',
    description: `One canonical event by id (evt_…), as get_event answers: a report citation resolved. ${price('getEvent')}`,
    mimeType: 'application/json',
  },
];

/** The operation a resource URI reads, and its arguments; null for a URI that names no resource. */
export function resolveResource(uri: string): { operation: OperationId; args: Record<string, unknown> } | null {
  if (uri === CATALOG_URI) return { operation: 'listAgents', args: { limit: CATALOG_LIMIT } };
  const decode = (v: string | string[] | undefined, name: string) => {
    try {
      return decodeURIComponent(String(v));
    } catch {
      throw errors.invalidRequest([{ path: `uri.${name}`, message: 'not valid percent-encoded UTF-8' }]);
    }
  };
  const report = latestReport.match(uri);
  if (report) return { operation: 'listReports', args: { ref: decode(report.ref, 'ref'), limit: 1 } };
  const event = eventById.match(uri);
  if (event) return { operation: 'getEvent', args: { eventId: decode(event.eventId, 'eventId') } };
  return null;
}

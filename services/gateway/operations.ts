import type { z } from 'zod';
import { AgentRefParams, ListAgentsQuery, ListAgentsResponse } from '../../schemas/api/agent.ts';
import { EventIdParams, GetEventResponse, ListEventsQuery, ListEventsResponse } from '../../schemas/api/event.ts';
import { ListReportsQuery, ListReportsResponse } from '../../schemas/api/report.ts';
import { ReportDiff, ReportDiffQuery } from '../../schemas/api/report-diff.ts';
import { WebExtractBody, WebExtractResponse, WebSearchBody, WebSearchResponse } from '../../schemas/api/web.ts';
import { errors } from './errors.ts';
import type { FreshnessMonitor } from './freshness.ts';
import type { OperationId } from './pricing.ts';
import { toSummary, type CatalogAgent } from '../domain/agent-ref.ts';
import { diffReports } from '../domain/report-diff.ts';
import type { JsonBody, ProjectionReader } from '../projection/reader.ts';
import { FetchFailed, RefusedUrl } from '../web/fetcher.ts';
import { MAX_RESULTS, type SearchProvider } from '../web/search.ts';
import type { WebExtractor } from '../web/web-extract.ts';

export interface OperationDeps {
  reader: ProjectionReader;
  freshness: Pick<FreshnessMonitor, 'current'>;
  clock: () => Date;
  search: SearchProvider;
  extractor: WebExtractor;
}

type AnyObject = z.ZodObject;

export interface OperationInput<P extends AnyObject, Q extends AnyObject, B extends AnyObject> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  /** Set by the ref guard on agent-scoped operations, before any billing step. */
  agent: CatalogAgent | null;
}

/** One billed operation: its schemas, its input guards and its handler, mounted on both surfaces. */
export interface Operation<
  P extends AnyObject = AnyObject,
  Q extends AnyObject = AnyObject,
  B extends AnyObject = AnyObject,
> {
  id: OperationId;
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  params?: P;
  querystring?: Q;
  body?: B;
  response: z.ZodType;
  /** Bounds of the `limit` query parameter, echoed by `limit out of range`. */
  limitBounds?: { min: number; max: number };
  guard: 'agentRef' | 'eventId' | null;
  /** An input check of the operation's own that needs no billing (throws an AppError); runs with the guards. */
  precheck?(input: OperationInput<P, Q, B>, deps: OperationDeps): void;
  /** Error statuses of the operation's own besides those every operation of its kind has (see `errorStatuses`). */
  errorStatuses?: number[];
  /**
   * `Sitrep-Data-As-Of` of a 2xx: by default the projection's (the newest ingestion time it reflects);
   * an operation whose answer is older says so from its result (reports: the newest report's asOf);
   * false for an answer that is not Sitrep's data (a page fetched by web extract).
   */
  dataAsOf?: ((result: unknown) => Date | null) | false;
  /** Resolves to the response object, or to a `JsonBody` already validated and serialised. */
  handler(input: OperationInput<P, Q, B>, deps: OperationDeps): Promise<unknown>;
}

function define<P extends AnyObject, Q extends AnyObject, B extends AnyObject>(op: Operation<P, Q, B>): Operation {
  return op;
}

const agentOf = (agent: CatalogAgent | null): CatalogAgent => {
  if (!agent) throw new Error('agent guard did not run');
  return agent;
};

export const operations: Operation[] = [
  define({
    id: 'listAgents',
    method: 'GET',
    path: '/agents',
    summary: 'List agents (the catalog of refs)',
    querystring: ListAgentsQuery,
    response: ListAgentsResponse,
    limitBounds: { min: 1, max: 500 },
    guard: null,
    async handler({ query }, { reader }) {
      const agents = (await reader.agents()).search(query.search, query.limit).map(toSummary);
      return { count: agents.length, agents };
    },
  }),
  define({
    id: 'listReports',
    method: 'GET',
    path: '/agents/:ref/reports',
    summary: "List an agent's reports, newest first",
    params: AgentRefParams,
    querystring: ListReportsQuery,
    response: ListReportsResponse,
    limitBounds: { min: 1, max: 3 },
    guard: 'agentRef',
    dataAsOf: (page) => (page as JsonBody).asOf,
    handler: ({ query, agent }, { reader }) => reader.reportsPage(agentOf(agent), query.limit),
  }),
  define({
    id: 'diffReports',
    method: 'GET',
    path: '/agents/:ref/reports/diff',
    summary:
      "What changed between two of an agent's reports (default: the latest against the one before it): new, grown and gone events, trend, change score, situation and lens fields",
    params: AgentRefParams,
    querystring: ReportDiffQuery,
    response: ReportDiff,
    guard: 'agentRef',
    dataAsOf: (diff) => new Date((diff as ReportDiff).to.asOf),
    async handler({ query, agent }, { reader }) {
      const a = agentOf(agent);
      const to = await reader.storedReport(a.id, query.to ? { id: query.to } : {});
      if (!to) throw query.to ? errors.reportNotFound(query.to) : errors.noReports(a.slug);
      const from = await reader.storedReport(a.id, query.from ? { id: query.from } : { before: to.report });
      if (query.from && !from) throw errors.reportNotFound(query.from);
      const titles = await reader.eventTitles([
        ...new Set([...(from?.report.sourceEventIds ?? []), ...to.report.sourceEventIds]),
      ]);
      return { agent: toSummary(a), ...diffReports(from, to, titles) };
    },
  }),
  define({
    id: 'listEvents',
    method: 'GET',
    path: '/agents/:ref/events',
    summary: "List an agent's canonical events, most recently updated first",
    params: AgentRefParams,
    querystring: ListEventsQuery,
    response: ListEventsResponse,
    limitBounds: { min: 1, max: 30 },
    guard: 'agentRef',
    async handler({ query, agent }, { reader, clock }) {
      const a = agentOf(agent);
      const events = await reader.listEvents(a.id, query.limit, query.since, clock());
      return { agent: toSummary(a), count: events.length, events };
    },
  }),
  define({
    id: 'getEvent',
    method: 'GET',
    path: '/events/:eventId',
    summary: 'Get one canonical event (resolves a report citation)',
    params: EventIdParams,
    response: GetEventResponse,
    guard: 'eventId',
    async handler({ params }, { reader, clock }) {
      const event = await reader.getEvent(params.eventId, clock());
      if (!event) throw errors.eventNotFound(params.eventId);
      return { event };
    },
  }),
  define({
    id: 'webSearch',
    method: 'POST',
    path: '/web-search',
    summary: 'Search the web corpus (up to 10 results)',
    body: WebSearchBody,
    response: WebSearchResponse,
    guard: null,
    async handler({ body }, { search }) {
      return { results: await search.search(body.search, MAX_RESULTS) };
    },
  }),
  define({
    id: 'webExtract',
    method: 'POST',
    path: '/web-extract',
    summary: 'Extract one URL: title, date, excerpts, full content',
    body: WebExtractBody,
    response: WebExtractResponse,
    guard: null,
    dataAsOf: false,
    errorStatuses: [502],
    // Guards before money: what the URL's shape alone refuses never sees a charge or a 402.
    precheck({ body }, { extractor }) {
      const reason = extractor.refusal(body.url);
      if (reason) throw errors.invalidRequest([{ path: 'body.url', message: reason }]);
    },
    async handler({ body }, { extractor }) {
      try {
        return await extractor.extract(body.url, body.objective);
      } catch (err) {
        // A refused address is the caller's mistake (400); a page we could not get is upstream's (502).
        if (err instanceof RefusedUrl) throw errors.invalidRequest([{ path: 'body.url', message: err.reason }]);
        if (err instanceof FetchFailed) throw errors.upstreamFetchFailed(err.url, err.reason);
        throw err;
      }
    },
  }),
];

import type { z } from 'zod';
import {
  AgentRefParams,
  CreateAgentBody,
  DeleteAgentResponse,
  ListAgentsQuery,
  ListAgentsResponse,
  OwnAgent,
  UpdateAgentBody,
} from '../../schemas/api/agent.ts';
import type { MonitoringProfile } from '../../schemas/db/tables.ts';
import { NameTaken, PENDING, type ClientAgentRow, type ClientAgentStore } from './agents/client-agents.ts';
import { AskBody, AskResponse } from '../../schemas/api/ask.ts';
import { EventIdParams, GetEventResponse, ListEventsQuery, ListEventsResponse } from '../../schemas/api/event.ts';
import { ListReportsQuery, ListReportsResponse } from '../../schemas/api/report.ts';
import { ReportDiff, ReportDiffQuery } from '../../schemas/api/report-diff.ts';
import { WebExtractBody, WebExtractResponse, WebSearchBody, WebSearchResponse } from '../../schemas/api/web.ts';
import { errors } from './errors.ts';
import type { FreshnessMonitor } from './freshness.ts';
import type { Asker } from '../ask/asker.ts';
import { PRICE_SHEET, type OperationId } from './pricing.ts';
import { slugify, toSummary, type CatalogAgent } from '../domain/agent-ref.ts';
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
  ask: Pick<Asker, 'ask'>;
  /** Client agents' definitions, and how many one account may have. */
  clientAgents: ClientAgentStore;
  agentCap: number;
}

type AnyObject = z.ZodObject;

export interface OperationInput<P extends AnyObject, Q extends AnyObject, B extends AnyObject> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  /** Set by the ref guard on agent-scoped operations, before any billing step. */
  agent: CatalogAgent | null;
  /** The calling account when its API key is known (its own agents resolve for it); null for x402 buyers. */
  viewer: string | null;
}

/** One billed operation: its schemas, its input guards and its handler, mounted on both surfaces. */
export interface Operation<
  P extends AnyObject = AnyObject,
  Q extends AnyObject = AnyObject,
  B extends AnyObject = AnyObject,
> {
  id: OperationId;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  /** What it returns and how to use it, for agents (MCP tool descriptions) and /docs. */
  description: string;
  params?: P;
  querystring?: Q;
  body?: B;
  response: z.ZodType;
  /** Bounds of the `limit` query parameter, echoed by `limit out of range`. */
  limitBounds?: { min: number; max: number };
  /** Needs the caller's account (API key only, never x402): operations on the account's own agents. */
  accountOnly?: true;
  /** `agentRef`: the path's ref; `bodyAgentRef`: an optional `ref` in the body. */
  guard: 'agentRef' | 'bodyAgentRef' | 'eventId' | null;
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
    description:
      'Lists the agents (topic monitors) Sitrep runs: id, external id, name, slug, domain and description of each, optionally filtered by a case-insensitive substring of name, domain or description. An agent\'s slug, name or external id is the ref the other operations take. With an API key the list also holds the agents your account created (`owner: "you"`, the catalog\'s `owner: "catalog"`), after the catalog.',
    querystring: ListAgentsQuery,
    response: ListAgentsResponse,
    limitBounds: { min: 1, max: 500 },
    guard: null,
    async handler({ query, viewer }, { reader, clientAgents }) {
      const found = (await reader.agents()).search(query.search, query.limit, viewer);
      // An own agent shows its owner its backfill's progress and whether its reports run.
      const states =
        viewer && found.some((a) => a.ownerAccountId === viewer) ? await clientAgents.states(viewer) : null;
      const agents = found.map((a) => ({ ...toSummary(a, viewer), ...(a.ownerAccountId && states?.get(a.id)) }));
      return { count: agents.length, agents };
    },
  }),
  define({
    id: 'listReports',
    method: 'GET',
    path: '/agents/:ref/reports',
    summary: "List an agent's reports, newest first",
    description:
      "Returns an agent's latest reports, newest first (1 to 3, default 1): title, summary, Markdown analysis, situation, decision advantage for four audiences, trend, change score, confidence and the ids of the events it cites. Claims cite events inline as [evt_…]; resolve a citation with get-event.",
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
    summary: "What changed between two of an agent's reports",
    description:
      "Compares two of an agent's reports (default: the latest against the one before it; `from` and `to` report ids to choose): the events that are new, grown (sourceCount before and after) or gone, the trend and change-score change, and the situation and lens fields whose text changed, with before and after text. A first report is compared with nothing (every event new).",
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
    description:
      "Returns an agent's canonical events, most recently updated first (1 to 30, default 10), optionally only those updated after `since`. Each event collapses every article about one real-world happening: title, summary, type, status, confidence, entities, locations and its sources.",
    params: AgentRefParams,
    querystring: ListEventsQuery,
    response: ListEventsResponse,
    limitBounds: { min: 1, max: 30 },
    guard: 'agentRef',
    async handler({ query, agent }, { reader, clock }) {
      const a = agentOf(agent);
      // An event only own agents follow names no catalog primary: in its owner's list, the own agent is its primary.
      const events = (await reader.listEvents(a.id, query.limit, query.since, clock())).map((e) =>
        e.primaryAgent ? e : { ...e, primaryAgent: a.slug },
      );
      return { agent: toSummary(a), count: events.length, events };
    },
  }),
  define({
    id: 'getEvent',
    method: 'GET',
    path: '/events/:eventId',
    summary: 'Get one canonical event (resolves a report citation)',
    description:
      "Returns one canonical event by id (evt_…), which is what a report's citation points to: title, summary, type, status, confidence, entities, locations and every source article (URL, publication, date).",
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
    description:
      'Searches every article Sitrep holds (full text, ranked by relevance and recency, one result per event, at most 10): URL, title, publication date and the passages that match.',
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
    description:
      'Fetches one public web page and returns its title, publication date, main text and the passages most relevant to `objective` (else to the title). Private and local addresses are refused; a page that cannot be fetched is an error and costs nothing.',
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
        if (err instanceof RefusedUrl)
          throw errors.invalidRequest([{ path: 'body.url', message: err.reason }], err.detail);
        if (err instanceof FetchFailed) throw errors.upstreamFetchFailed(err.url, err.reason, err.detail);
        throw err;
      }
    },
  }),
  define({
    id: 'ask',
    method: 'POST',
    path: '/ask',
    summary: 'Ask a question; get an answer with its basis and citations',
    description:
      'Answers a natural-language question from what Sitrep holds (canonical events with their sources\' texts, the web corpus behind web search, and the latest reports of the agents the question touches), aware of the period it names ("latest", "this week", a date) and of its places, names and figures. Returns `answer` and `basis` entries (`field`, `reasoning`, `citations` with the excerpts used, `confidence`, `eventIds` to follow with get-event) and `asOf`. For a figure the latest value is given, with the earlier one or a disagreement when sources differ; every number and name in the answer appears in a cited excerpt. A question nothing answers gets a 200 whose answer starts "No answer:" (charged like any answer). Optional `ref` scopes the answer to one agent\'s events and `since` to sources published after it.',
    body: AskBody,
    response: AskResponse,
    guard: 'bodyAgentRef',
    dataAsOf: (answer) => new Date((answer as AskResponse).asOf),
    async handler({ body, agent }, { ask }) {
      return ask.ask({ question: body.question, agent, since: body.since });
    },
  }),
];

/** An own agent as its owner reads it. */
function ownAgent(a: ClientAgentRow, derived: OwnAgent['derived'], extra: Partial<OwnAgent> = {}): OwnAgent {
  return {
    id: a.id,
    externalId: null,
    name: a.name,
    slug: a.slug,
    domain: a.domain,
    description: a.description,
    owner: 'you',
    profile: { keywords: a.profile.keywords, entities: a.profile.entities, regions: a.profile.regions },
    derived,
    ...extra,
    reportIntervalMinutes: a.reportIntervalMinutes,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

type ProfileInput = Partial<Pick<MonitoringProfile, 'keywords' | 'entities' | 'regions'>>;

/**
 * The profile given, its missing fields read from the description (and which ones were). The reader
 * (the pipeline's entity extractor, compromise: 10 MB of heap) loads on the first agent created or
 * changed, not with every gateway: billed reads never need it.
 */
async function profileOf(
  description: string,
  given: ProfileInput,
): Promise<{ profile: MonitoringProfile; derived: OwnAgent['derived'] }> {
  const { profileFromDescription } = await import('../dedup/profile-from-text.ts');
  const read = profileFromDescription(description);
  const derived: OwnAgent['derived'] = [];
  const pick = (field: 'keywords' | 'entities' | 'regions') => {
    const value = given[field];
    if (value !== undefined) return [...new Set(value)];
    derived.push(field);
    return read[field];
  };
  const profile = {
    keywords: pick('keywords'),
    entities: pick('entities'),
    regions: pick('regions').map((r) => r.toUpperCase()),
    feeds: [],
  };
  return { profile, derived };
}

/** An own agent may not take a name or slug that already means a catalog agent (refs resolve there first). */
async function claimName(name: string, deps: OperationDeps): Promise<void> {
  const catalog = await deps.reader.agents();
  const taken = catalog.catalogRef(name) ?? catalog.catalogRef(slugify(name));
  if (taken)
    throw errors.conflict([{ path: 'body.name', message: `"${name}" is a ref of the catalog agent ${taken.slug}` }]);
}

const viewerOf = (viewer: string | null): string => {
  if (viewer === null) throw errors.missingApiKey();
  return viewer;
};

/** The caller's own agent behind the ref: a catalog agent is not the caller's to change. */
function ownedBy(agent: CatalogAgent | null, viewer: string | null): { id: string; owner: string } {
  const a = agentOf(agent);
  if (a.ownerAccountId === null || a.ownerAccountId !== viewer) throw errors.notOwner(a.slug);
  return { id: a.id, owner: a.ownerAccountId };
}

/**
 * Operations on an account's own agents: API key only (an x402 buyer has no account to own one),
 * on /api/v1 and as MCP tools. The agent-scoped reads above serve own agents to their owner.
 */
export const accountOperations: Operation[] = [
  define({
    id: 'createAgent',
    accountOnly: true,
    method: 'POST',
    path: '/agents',
    summary: 'Create an agent of your own (a monitor on demand)',
    description: `Creates an agent that watches what \`description\` says, for your account alone: from the next article on, Sitrep links matching events to it, writes its reports on its schedule and pushes them to its stream and webhooks, like a catalog agent. Keywords, entities and regions left out are read from the description (its words, the people and organisations it names, the countries of the places it names); the answer shows the profile and which fields were derived, to correct with update-agent. Names are unique among your agents and may not be a catalog agent's name or slug. Past the per-account cap the answer is 403. The events of the last days (AGENT_BACKFILL_DAYS, 7 by default) that match it are linked too, then its first report is written at once (its progress is the agent's \`backfill\` in list-agents). Each report written for it (first, scheduled or signal) costs ${PRICE_SHEET.agentReport} credits, charged to your account with the report id in the ledger; when the balance cannot pay the next one its reports pause (\`reports.paused\` in list-agents) and resume after a top-up.`,
    body: CreateAgentBody,
    response: OwnAgent,
    guard: null,
    errorStatuses: [403, 409],
    dataAsOf: false,
    async handler({ body, viewer }, deps) {
      const owner = viewerOf(viewer);
      await claimName(body.name, deps);
      const { profile, derived } = await profileOf(body.description, body);
      try {
        const created = await deps.clientAgents.create(
          owner,
          {
            name: body.name,
            description: body.description,
            domain: body.domain ?? 'client agent',
            profile,
            reportIntervalMinutes: body.reportIntervalMinutes ?? 360,
          },
          deps.agentCap,
        );
        if (!created) throw errors.capReached('agents per account', deps.agentCap);
        // Just defined: its backfill starts once the dedup worker matches with it (GET /agents shows the progress).
        return ownAgent(created, derived, { backfill: PENDING });
      } catch (err) {
        if (err instanceof NameTaken)
          throw errors.conflict([{ path: 'body.name', message: `you already have an agent named "${body.name}"` }]);
        throw err;
      }
    },
  }),
  define({
    id: 'updateAgent',
    accountOnly: true,
    method: 'PATCH',
    path: '/agents/:ref',
    summary: 'Change one of your agents',
    description:
      "Changes one of your own agents: the fields given replace the current ones. A new description without keywords, entities or regions reads those from it again. Matching uses the new profile from the next article on (events already linked stay linked). Another account's agent is not found; a catalog agent is 403.",
    params: AgentRefParams,
    body: UpdateAgentBody,
    response: OwnAgent,
    guard: 'agentRef',
    errorStatuses: [403, 409],
    dataAsOf: false,
    async handler({ body, agent, viewer }, deps) {
      const { id, owner } = ownedBy(agent, viewer);
      const current = (await deps.clientAgents.owned(owner)).find((a) => a.id === id);
      if (!current) throw errors.agentNotFound(id);
      if (body.name !== undefined && body.name.toLowerCase() !== current.name.toLowerCase())
        await claimName(body.name, deps);
      const description = body.description ?? current.description;
      const given: ProfileInput = { keywords: body.keywords, entities: body.entities, regions: body.regions };
      const rederive = body.description !== undefined && !body.keywords && !body.entities && !body.regions;
      const { profile, derived } = rederive
        ? await profileOf(description, {})
        : await profileOf(description, {
            keywords: given.keywords ?? current.profile.keywords,
            entities: given.entities ?? current.profile.entities,
            regions: given.regions ?? current.profile.regions,
          });
      try {
        const updated = await deps.clientAgents.update(owner, id, {
          name: body.name ?? current.name,
          description,
          domain: body.domain ?? current.domain,
          profile,
          reportIntervalMinutes: body.reportIntervalMinutes ?? current.reportIntervalMinutes,
        });
        if (!updated) throw errors.agentNotFound(id);
        return ownAgent(updated, derived);
      } catch (err) {
        if (err instanceof NameTaken)
          throw errors.conflict([{ path: 'body.name', message: `you already have an agent named "${body.name}"` }]);
        throw err;
      }
    },
  }),
  define({
    id: 'deleteAgent',
    accountOnly: true,
    method: 'DELETE',
    path: '/agents/:ref',
    summary: 'Delete one of your agents',
    description:
      "Deletes one of your own agents: no article is linked to it from the next one on, its schedule stops and nothing more is pushed for it; its refs no longer resolve and its name is free again. Another account's agent is not found; a catalog agent is 403.",
    params: AgentRefParams,
    response: DeleteAgentResponse,
    guard: 'agentRef',
    errorStatuses: [403],
    dataAsOf: false,
    async handler({ agent, viewer }, deps) {
      const { id, owner } = ownedBy(agent, viewer);
      const deleted = await deps.clientAgents.delete(owner, id);
      if (!deleted) throw errors.agentNotFound(id);
      return { id, deleted: true as const };
    },
  }),
];

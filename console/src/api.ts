// The console's only way to the gateway: the same REST API every client uses. An analyst signs in
// with an API key and reads /api/v1 (billed like any client); an operator signs in with the admin
// token and reads the same operations on /admin/v1, plus the admin API. The secret lives in this
// tab's session storage only, and goes out as a header, never as a cookie.
import type {
  ClientAgentsResponse,
  DeadLettersResponse,
  EventLinksResponse,
  FindAccountsResponse,
  LedgerResponse,
  PipelineFigures,
  ReplayStarted,
  ReplayStatus,
  ReportResponse,
  ReportTimelineResponse,
  TopUpResponse,
} from '../../schemas/api/admin.ts';
import type { z } from 'zod';
import type { ListAgentsResponse } from '../../schemas/api/agent.ts';
import type { ErrorBody } from '../../schemas/api/common.ts';
import type { GetEventResponse, ListEventsResponse } from '../../schemas/api/event.ts';
import type { ListReportsResponse } from '../../schemas/api/report.ts';
import type { ReportDiff } from '../../schemas/api/report-diff.ts';
import type {
  CreateSourceBody,
  ListSourcesResponse,
  SourceResponse,
  UpdateSourceBody,
} from '../../schemas/api/sources.ts';

export type Role = 'admin' | 'analyst';
export interface Session {
  role: Role;
  secret: string;
}
type Out<T extends z.ZodType> = z.output<T>;
export type AgentList = Out<typeof ListAgentsResponse>;
export type ClientAgentList = Out<typeof ClientAgentsResponse>;
export type ReportList = Out<typeof ListReportsResponse>;
export type EventList = Out<typeof ListEventsResponse>;
export type EventEnvelope = Out<typeof GetEventResponse>;
export type ReportChanges = Out<typeof ReportDiff>;
export type SourceList = Out<typeof ListSourcesResponse>;
export type Source = SourceList['sources'][number];

const STORAGE_KEY = 'sitrep-console-session';

export function savedSession(): Session | null {
  try {
    const s = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Session | null;
    return s && (s.role === 'admin' || s.role === 'analyst') && typeof s.secret === 'string' ? s : null;
  } catch {
    return null;
  }
}
export function saveSession(s: Session | null): void {
  if (s) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(s));
  else sessionStorage.removeItem(STORAGE_KEY);
}

/** An answer outside 2xx, with its §5 body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(`${status} ${body.error}`);
  }
}

/** Reads are remembered this long, so moving between pages does not pay twice for the same answer. */
const READ_TTL_MS = 30_000;

export class Api {
  /** Credits left on the analyst's account, from the last billed answer (`x-credits-remaining`). */
  balance: number | null = null;
  private readonly reads = new Map<string, { at: number; value: Promise<unknown> }>();
  /** Requests under way, and the lowest balance answered since the last moment none was. */
  private inFlight = 0;
  private burstLowest = Infinity;

  constructor(
    readonly session: Session,
    private readonly onChange: (api: Api) => void,
    private readonly onUnauthorized: () => void,
    balance: number | null = null,
  ) {
    this.balance = balance;
  }

  get isAdmin(): boolean {
    return this.session.role === 'admin';
  }

  private async request<T>(url: string, init: RequestInit = {}): Promise<T> {
    const headers = new Headers(init.headers);
    if (this.isAdmin) headers.set('authorization', `Bearer ${this.session.secret}`);
    else headers.set('x-api-key', this.session.secret);
    if (init.body) headers.set('content-type', 'application/json');
    if (this.inFlight++ === 0) this.burstLowest = Infinity;
    let res: Response;
    try {
      res = await fetch(url, { ...init, headers });
    } finally {
      this.inFlight--;
    }
    const remaining = res.headers.get('x-credits-remaining');
    if (remaining !== null) {
      // Concurrent calls answer in any order; the lowest balance among them is the latest charge's.
      this.burstLowest = Math.min(this.burstLowest, Number(remaining));
      this.balance = this.burstLowest;
      this.onChange(this);
    }
    const body = (await res.json().catch(() => ({ error: res.statusText }))) as unknown;
    if (!res.ok) {
      const err = new ApiError(res.status, body as ErrorBody);
      if (res.status === 401) this.onUnauthorized();
      else if (res.status === 402 && typeof err.body.balance === 'number') {
        this.balance = err.body.balance;
        this.onChange(this);
      }
      throw err;
    }
    return body as T;
  }

  /** One of the billed surface's read operations: /api/v1 with a key, /admin/v1 with the token. */
  read<T>(path: string, fresh = false): Promise<T> {
    const url = `${this.isAdmin ? '/admin/v1' : '/api/v1'}${path}`;
    const hit = this.reads.get(url);
    if (!fresh && hit && Date.now() - hit.at < READ_TTL_MS) return hit.value as Promise<T>;
    const value = this.request<T>(url);
    this.reads.set(url, { at: Date.now(), value });
    value.catch(() => this.reads.delete(url));
    return value;
  }

  private admin<T>(path: string, init?: RequestInit): Promise<T> {
    return this.request<T>(`/admin/v1${path}`, init);
  }

  agents(search = ''): Promise<AgentList> {
    const q = new URLSearchParams({ limit: '500' });
    if (search.trim()) q.set('search', search.trim());
    return this.read(`/agents?${q}`);
  }
  latestReports(ref: string, limit: number, fresh = false): Promise<ReportList> {
    return this.read(`/agents/${encodeURIComponent(ref)}/reports?limit=${limit}`, fresh);
  }
  events(ref: string, limit = 30): Promise<EventList> {
    return this.read(`/agents/${encodeURIComponent(ref)}/events?limit=${limit}`);
  }
  /** The report diff operation: what changed from `from` to `to`. */
  reportDiff(ref: string, from: string, to: string): Promise<ReportChanges> {
    return this.read(`/agents/${encodeURIComponent(ref)}/reports/diff?${new URLSearchParams({ from, to })}`);
  }
  event(eventId: string): Promise<EventEnvelope> {
    return this.read(`/events/${encodeURIComponent(eventId)}`);
  }

  // The admin API (operators only).
  /** Every account's own agents, with their owners. */
  clientAgents(): Promise<ClientAgentList> {
    return this.admin('/client-agents?limit=1000');
  }
  timeline(ref: string, limit = 50): Promise<Out<typeof ReportTimelineResponse>> {
    return this.admin(`/agents/${encodeURIComponent(ref)}/timeline?limit=${limit}`);
  }
  report(reportId: string): Promise<Out<typeof ReportResponse>> {
    return this.admin(`/reports/${encodeURIComponent(reportId)}`);
  }
  triggerReport(ref: string): Promise<{ workflowId: string; reportId: string }> {
    return this.admin(`/agents/${encodeURIComponent(ref)}/reports`, { method: 'POST' });
  }
  eventLinks(eventId: string): Promise<Out<typeof EventLinksResponse>> {
    return this.admin(`/events/${encodeURIComponent(eventId)}/links`);
  }
  pipeline(minutes = 60): Promise<Out<typeof PipelineFigures>> {
    return this.admin(`/pipeline?minutes=${minutes}`);
  }
  deadLetters(limit = 50): Promise<Out<typeof DeadLettersResponse>> {
    return this.admin(`/dead-letters?limit=${limit}`);
  }
  startReplay(keepSchema: boolean): Promise<Out<typeof ReplayStarted>> {
    return this.admin('/replays', { method: 'POST', body: JSON.stringify({ keepSchema }) });
  }
  replay(replayId: string): Promise<Out<typeof ReplayStatus>> {
    return this.admin(`/replays/${encodeURIComponent(replayId)}`);
  }
  sources(): Promise<SourceList> {
    return this.admin('/sources?limit=1000');
  }
  addSource(body: z.input<typeof CreateSourceBody>): Promise<Out<typeof SourceResponse>> {
    return this.admin('/sources', { method: 'POST', body: JSON.stringify(body) });
  }
  editSource(id: string, body: z.input<typeof UpdateSourceBody>): Promise<Out<typeof SourceResponse>> {
    return this.admin(`/sources/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify(body) });
  }
  pollSource(id: string): Promise<Out<typeof SourceResponse>> {
    return this.admin(`/sources/${encodeURIComponent(id)}/poll`, { method: 'POST' });
  }
  removeSource(id: string): Promise<{ id: string; deleted: true }> {
    return this.admin(`/sources/${encodeURIComponent(id)}`, { method: 'DELETE' });
  }
  findAccounts(keyPrefix: string): Promise<Out<typeof FindAccountsResponse>> {
    return this.admin(`/accounts?${new URLSearchParams({ keyPrefix })}`);
  }
  ledger(accountId: string): Promise<Out<typeof LedgerResponse>> {
    return this.admin(`/accounts/${encodeURIComponent(accountId)}/ledger?limit=100`);
  }
  topUp(accountId: string, credits: number, note: string): Promise<Out<typeof TopUpResponse>> {
    return this.admin(`/accounts/${encodeURIComponent(accountId)}/topup`, {
      method: 'POST',
      body: JSON.stringify({ credits, ...(note && { note }) }),
    });
  }
  revoke(accountId: string, note: string): Promise<{ accountId: string; revoked: boolean }> {
    return this.admin(`/accounts/${encodeURIComponent(accountId)}/revoke`, {
      method: 'POST',
      body: JSON.stringify(note ? { note } : {}),
    });
  }
}

/** Dollars for credits (1 credit = $0.0001), as the API writes balances. */
export const dollars = (credits: number) => `$${(credits / 10_000).toFixed(4).replace(/(\.\d\d\d?)0$/, '$1')}`;

export function errorText(err: unknown): string {
  if (err instanceof ApiError) {
    const issues = err.body.issues?.map((i) => `${i.path}: ${i.message}`).join('; ');
    return `${err.status} ${err.body.error}${issues ? ` (${issues})` : ''}${err.body.reason ? ` (${err.body.reason})` : ''}`;
  }
  return err instanceof Error ? err.message : String(err);
}

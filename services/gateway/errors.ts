import type { ErrorBody } from '../../schemas/api/common.ts';

/**
 * The one error type: a stable code, an HTTP status, the §5 body, whether retrying may help, and what
 * the server's log gets beyond the body (never sent to the client).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly canRetry = false,
    readonly detail?: string,
  ) {
    super(body.error);
  }
}

export const errors = {
  limitOutOfRange: (min: number, max: number) => new AppError(400, { error: 'limit out of range', min, max }),
  malformedRef: (ref: string) => new AppError(400, { error: 'agent not found', ref }),
  agentNotFound: (ref: string) => new AppError(404, { error: 'agent not found', ref }),
  invalidEventId: (eventId: string) => new AppError(400, { error: 'invalid event id shape', eventId }),
  eventNotFound: (eventId: string) => new AppError(404, { error: 'event not found', eventId }),
  reportNotFound: (reportId: string) => new AppError(404, { error: 'report not found', reportId }),
  noReports: (ref: string) =>
    new AppError(404, { error: 'report not found', ref, reason: 'the agent has no reports yet' }),
  invalidRequest: (issues: { path: string; message: string }[], detail?: string) =>
    new AppError(400, { error: 'invalid request', issues }, false, detail),
  missingApiKey: () => new AppError(401, { error: 'missing api key' }),
  invalidApiKey: () => new AppError(401, { error: 'invalid api key' }),
  insufficientCredits: (balance: number, required: number) =>
    new AppError(402, { error: 'insufficient credits', balance, required }),
  /** A cap a top-up cannot lift (DECISIONS.md §5): which one, and its value. */
  capReached: (what: string, max: number) =>
    new AppError(403, { error: 'forbidden', reason: `at most ${max} ${what}`, max }),
  notOwner: (ref: string) =>
    new AppError(403, { error: 'forbidden', ref, reason: 'a catalog agent: only its owner (the operator) changes it' }),
  webhookNotFound: (id: string) => new AppError(404, { error: 'webhook not found', id }),
  sourceNotFound: (id: string) => new AppError(404, { error: 'source not found', id }),
  conflict: (issues: { path: string; message: string }[]) => new AppError(409, { error: 'conflict', issues }),
  unauthorized: () => new AppError(401, { error: 'unauthorized' }),
  notFound: () => new AppError(404, { error: 'not found' }),
  upstreamFetchFailed: (url: string, reason: string, detail?: string) =>
    new AppError(502, { error: 'upstream fetch failed', url, reason }, true, detail),
  upstreamUnavailable: (service: string, reason: string) =>
    new AppError(502, { error: `${service} unavailable`, reason }),
  timeout: (workflowId: string) =>
    new AppError(504, {
      error: 'report still running',
      reason: `workflow ${workflowId} did not finish in time; it keeps running`,
    }),
};

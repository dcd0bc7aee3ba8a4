import { z } from 'zod';

export const dateTime = z.iso.datetime({ offset: true });

/** `{error, ...}`: every error body (DECISIONS.md §5). Extra members depend on the error. */
export const ErrorBody = z
  .object({
    error: z.string(),
    ref: z.string().optional(),
    eventId: z.string().optional(),
    min: z.number().int().optional(),
    max: z.number().int().optional(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    balance: z.number().int().optional().describe('credits left on the account'),
    required: z.number().int().optional().describe('credits the operation costs'),
    retryAfter: z.number().int().optional().describe('seconds'),
    url: z.string().optional(),
    reason: z.string().optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A `limit` query parameter with the route's bounds; out-of-range values become `limit out of range`. */
export function limitParam(min: number, max: number, dflt: number) {
  return z.coerce
    .number()
    .int()
    .min(min)
    .max(max)
    .default(dflt)
    .meta({ description: `${min} to ${max}, default ${dflt}`, 'x-limit-bounds': { min, max } });
}

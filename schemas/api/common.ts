import { z } from 'zod';

export { dateTime, instant, typedText } from '../primitives.ts';

/** `{error, ...}`: every error body (DECISIONS.md §5). Extra members depend on the error. */
export const ErrorBody = z
  .object({
    error: z.string(),
    ref: z.string().optional(),
    eventId: z.string().optional(),
    reportId: z.string().optional(),
    id: z.string().optional(),
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

/**
 * A `limit` query parameter with the route's bounds. Only plain decimal digits are a number here
 * (`0x2`, `+1`, ` 1` or a repeated parameter are not); anything else, or a number out of bounds,
 * becomes `limit out of range`.
 */
export function limitParam(min: number, max: number, dflt: number) {
  return z
    .preprocess(
      (v) => (typeof v === 'string' && /^[0-9]{1,9}$/.test(v) ? Number(v) : v),
      z.number().int().min(min).max(max),
    )
    .default(dflt)
    .meta({
      type: 'integer',
      minimum: min,
      maximum: max,
      default: dflt,
      description: `${min} to ${max}, default ${dflt}`,
      'x-limit-bounds': { min, max },
    });
}

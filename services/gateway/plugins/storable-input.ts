import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unstorableAt } from '../../../schemas/primitives.ts';
import { errors, type AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route applies `unstorableInput` itself, to answer in its protocol's shape (MCP). */
    checksStorableInput?: boolean;
  }
}

/** Path parameters whose own guard has a §5 answer for any malformed value (DECISIONS.md §2 and §5). */
const GUARDED_PARAMS: Record<string, (value: string) => AppError> = {
  ref: errors.malformedRef,
  eventId: errors.invalidEventId,
};

/**
 * The §5 error for a request part holding text PostgreSQL cannot hold, or null: a ref or event id gets
 * its guard's answer, anything else `invalid request` naming the field.
 */
export function unstorableInput(input: { params: unknown; query: unknown; body: unknown }): AppError | null {
  const at =
    unstorableAt(input.params, 'params') ??
    unstorableAt(input.query, 'querystring') ??
    unstorableAt(input.body, 'body');
  if (!at) return null;
  const param = at.startsWith('params.') ? at.slice(7) : '';
  const guarded = GUARDED_PARAMS[param];
  if (guarded) return guarded((input.params as Record<string, string>)[param]!);
  return errors.invalidRequest([{ path: at, message: 'must not contain U+0000 or an unpaired UTF-16 surrogate' }]);
}

/**
 * One input rule for every route, public and admin, before its own validation: a path or query
 * parameter, or any text in the body, that PostgreSQL cannot hold is a 400 in the §5 shape, so no
 * handler has to think of it.
 */
export const storableInput = fp(
  function storableInput(app: FastifyInstance, _opts: object, done: (err?: Error) => void) {
    app.addHook('preValidation', (req: FastifyRequest, _reply, next) =>
      next((!req.routeOptions.config.checksStorableInput && unstorableInput(req)) || undefined),
    );
    done();
  },
  { name: 'storable-input' },
);

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unstorableAt } from '../../../schemas/primitives.ts';
import { errors, type AppError } from '../errors.ts';

/** Path parameters whose own guard has a §5 answer for any malformed value (DECISIONS.md §2 and §5). */
const GUARDED_PARAMS: Record<string, (value: string) => AppError> = {
  ref: errors.malformedRef,
  eventId: errors.invalidEventId,
};

function refusal(req: FastifyRequest): AppError | null {
  const params = req.params as Record<string, string> | undefined;
  const at = unstorableAt(params, 'params') ?? unstorableAt(req.query, 'querystring') ?? unstorableAt(req.body, 'body');
  if (!at) return null;
  const param = at.startsWith('params.') ? at.slice(7) : null;
  const guarded = param !== null ? GUARDED_PARAMS[param] : undefined;
  if (guarded) return guarded(params![param!]!);
  return errors.invalidRequest([{ path: at, message: 'must not contain U+0000 or an unpaired UTF-16 surrogate' }]);
}

/**
 * One input rule for every route, public and admin, before its own validation: a path or query
 * parameter, or any text in the body, that PostgreSQL cannot hold is a 400 in the §5 shape, so no
 * handler has to think of it. A ref or event id keeps its guard's answer.
 */
export const storableInput = fp(
  function storableInput(app: FastifyInstance, _opts: object, done: (err?: Error) => void) {
    app.addHook('preValidation', (req, _reply, next) => next(refusal(req) ?? undefined));
    done();
  },
  { name: 'storable-input' },
);

import type { FastifyInstance } from 'fastify';
import { MSG } from '@yym/contract';
import { BizError } from './errors.ts';

/** Half of a surrogate pair: well-formed text never holds one (in `u` mode a whole pair is one code point). */
const LONE_SURROGATE = /\p{Surrogate}/u;

function holdsLoneSurrogate(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return LONE_SURROGATE.test(v);
  if (!v || typeof v !== 'object' || depth > 64) return false;
  if (Array.isArray(v)) return v.some((x) => holdsLoneSurrogate(x, depth + 1));
  return Object.entries(v).some(([k, x]) => LONE_SURROGATE.test(k) || holdsLoneSurrogate(x, depth + 1));
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), and refused with 参数错误 when a
 * string holds a lone surrogate: JSON may escape one (`"\ud800"`), but no text or json column can
 * store it, so every route is spared the database's error.
 */
export function wellFormedJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    parse(req, body as string, (err, value) => {
      if (err) return done(err, undefined);
      if (holdsLoneSurrogate(value)) return done(new BizError(400, MSG.paramInvalid), undefined);
      done(null, value);
    });
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';

/**
 * Read-your-writes with a replica: a browser that has just saved reads its lists from the primary for
 * a short time (READ_YOUR_WRITES_MS, 5 s by default). The time of the save travels with the browser in
 * a cookie, not in a process or a shared store, so whichever process behind the balancer takes the
 * next list knows it without asking anyone; a replica further behind than that is not read at all
 * (db.ts checks its lag every second).
 */
const COOKIE = 'yym_wrote';
const COOKIE_RE = new RegExp(`(?:^|;\\s*)${COOKIE}=(\\d{1,15})(?:;|$)`);

/** After a write: this browser's lists go to the primary for the configured time. */
export function noteWrite(req: FastifyRequest, reply: FastifyReply, cfg: Config): void {
  if (!cfg.databaseReadUrl) return;
  const secure = req.protocol === 'https' ? '; Secure' : '';
  const maxAge = Math.max(1, Math.ceil(cfg.readYourWritesMs / 1000));
  reply.header('Set-Cookie', `${COOKIE}=${Date.now()}; Max-Age=${maxAge}; Path=/api; HttpOnly; SameSite=Strict${secure}`);
}

/** Did this browser write within the configured time? (A clock in the future counts as now.) */
export function wroteLately(req: FastifyRequest, cfg: Config): boolean {
  if (!cfg.databaseReadUrl) return false;
  const at = COOKIE_RE.exec(String(req.headers.cookie ?? ''))?.[1];
  return !!at && Date.now() - Number(at) < cfg.readYourWritesMs;
}

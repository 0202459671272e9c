import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { ok, MSG, PLATFORM_TENANT_ID } from '@yym/contract';
import { Ctx, type Services } from './context.ts';
import { accessClaims, callerFrom, callerQuery, isSuperAdmin, protectingScopes, type LoadedUser } from './auth.ts';
import type { AccessClaims } from './tokens.ts';
import { BizError, forbidden } from './errors.ts';
import { sql } from './sql.ts';
import type { Queryable, Row } from './db.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Infer<T> = T extends ZodType ? z.output<T> : undefined;

export interface RouteDef<B extends ZodType | undefined, Q extends ZodType | undefined> {
  method: Method;
  /** Path under /api, e.g. `/blade-system/dict/submit`. */
  url: string;
  summary: string;
  /** `public` routes need no token. Default: a logged-in user. */
  auth?: 'public' | 'user';
  /** Button (or menu) codes, any of which allows the call. Every mutating user route declares one, or `self`. */
  perm?: string | string[];
  /** A mutating route that only touches the caller's own account (logout, own password). */
  self?: true;
  /** Only the platform tenant 000000 may call it. */
  platform?: boolean;
  body?: B;
  query?: Q;
  /** The handler writes the reply itself (file downloads). */
  raw?: boolean;
  /** The handler opens its own transactions (login, long exports). */
  noTx?: boolean;
  /** Record in the operation log (default: every mutating call). */
  log?: boolean;
  /** Largest accepted body in bytes (uploads). */
  bodyLimit?: number;
  /** Mount point; default '/api'. Public files are served at '/files'. */
  prefix?: string;
  handler: (
    ctx: Ctx,
    input: { body: Infer<B>; query: Infer<Q>; req: FastifyRequest; reply: FastifyReply },
  ) => Promise<unknown>;
}

const MUTATING = new Set<Method>(['POST', 'PUT', 'DELETE']);

/** The single way a module adds a route: auth, tenant, permission, transaction, envelope, operation log. */
export function defineRoute<B extends ZodType | undefined = undefined, Q extends ZodType | undefined = undefined>(
  app: FastifyInstance,
  svc: Services,
  def: RouteDef<B, Q>,
): void {
  const isPublic = def.auth === 'public';
  const mutating = MUTATING.has(def.method) && !def.url.endsWith('/page') && !def.url.endsWith('/list');
  if (mutating && !isPublic && !def.perm && !def.self) {
    throw new Error(`route ${def.method} ${def.url} must declare its button code (perm) or self`);
  }
  const codes = def.perm ? (Array.isArray(def.perm) ? def.perm : [def.perm]) : [];
  const service = def.url.split('/')[1] ?? 'api';

  routeCatalog.push({ method: def.method, url: `${def.prefix ?? '/api'}${def.url}`, summary: def.summary, perm: codes, self: !!def.self,
    public: isPublic, platform: !!def.platform, mutating });

  const writeLog = async (req: FastifyRequest, user: LoadedUser, started: number, outcome: number, outcomeMsg: string) => {
    // Written in its own transaction after the request's ended, so a refused or failed call is logged too.
    await svc.db
      .tx(
        (q) =>
          q.query(sql`INSERT INTO blade_log_api (tenant_id, title, method, request_uri, route, remote_ip, user_agent,
                       time_ms, outcome_code, outcome_msg, user_id, create_by)
                    VALUES (${user.tenantId}, ${def.summary}, ${def.method}, ${req.url.slice(0, 500)}, ${def.url},
                       ${req.ip}, ${String(req.headers['user-agent'] ?? '').slice(0, 500)}, ${Date.now() - started},
                       ${outcome}, ${outcomeMsg.slice(0, 500)}, ${user.userId}, ${user.account})`),
        { tenantId: user.tenantId },
      )
      .catch((err) => req.log.error({ err }, 'operation log write failed'));
  };
  const shouldLog = def.log ?? mutating;
  const outcomeOf = (e: unknown): [number, string] => (e instanceof BizError ? [e.code, e.message] : [500, (e as Error).message]);
  /** Platform-only routes, the button codes and the api scopes, answered from the caller's row. */
  const admit = (user: LoadedUser, lead: Row) => {
    const row = lead.caller as { allowed: boolean; scope_ok: boolean };
    if (def.platform && user.tenantId !== PLATFORM_TENANT_ID) throw forbidden(MSG.platformOnly);
    if (isSuperAdmin(user)) return;
    if (!row.allowed) throw forbidden(`${MSG.noPermission}: ${codes.join(' / ')}`);
    if (!row.scope_ok) throw forbidden(MSG.noPermission);
  };

  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: `${def.prefix ?? '/api'}${def.url}`,
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    schema: {
      summary: def.summary,
      tags: [service],
      ...(def.body ? { body: def.body } : {}),
      ...(def.query ? { querystring: def.query } : {}),
    },
    // Validation errors wait until the caller is known: who may call is settled first, so a caller
    // without the button code learns nothing about the route's input rules.
    attachValidation: true,
    // The token is checked before the body is read; the session, user and permissions are loaded by
    // the first statement of the route's transaction (one round trip with BEGIN), or here for routes
    // that open their own transactions.
    onRequest: isPublic
      ? undefined
      : async (req) => {
          const started = Date.now();
          const claims = await accessClaims(svc, req);
          const scopeIds = await protectingScopes(svc.db, req.url.split('?')[0]!);
          Object.assign(req, { yymClaims: claims, yymScopes: scopeIds, yymStarted: started });
          if (def.noTx) {
            const row = await svc.db.one(callerQuery(claims, codes, scopeIds));
            const user = callerFrom(row, claims);
            (req as any).yymUser = user;
            try {
              admit(user, row!);
            } catch (e) {
              if (shouldLog) await writeLog(req, user, started, ...outcomeOf(e));
              throw e;
            }
          }
        },
    handler: async (req, reply) => {
      const claims: AccessClaims | undefined = (req as any).yymClaims;
      const scopeIds: string[] = (req as any).yymScopes ?? [];
      const started: number = (req as any).yymStarted ?? Date.now();
      let user: LoadedUser | null = (req as any).yymUser ?? null;
      try {
        const input = { body: req.body as Infer<B>, query: req.query as Infer<Q>, req, reply };
        const tenantId = claims?.tid ?? '';
        const run = async (q: Queryable, lead?: Row) => {
          if (claims && !user) {
            user = callerFrom(lead, claims);
            admit(user, lead!); // a refusal is logged below, once this transaction has ended
          }
          if (req.validationError) throw req.validationError;
          return def.handler(new Ctx(svc, q, tenantId, user, req.ip), input);
        };
        const data = def.noTx
          ? await run(svc.db)
          : await svc.db.tx(run, tenantId ? { tenantId, ...(user ? {} : { lead: callerQuery(claims!, codes, scopeIds) }) } : {});
        if (shouldLog && user) await writeLog(req, user, started, 200, 'ok');
        if (def.raw) return reply;
        return ok(data ?? null);
      } catch (e) {
        if (shouldLog && user) await writeLog(req, user, started, ...outcomeOf(e));
        throw e;
      }
    },
  });
}

/** Every route as registered: method, url, button codes (tests walk it; /api/docs shows it). */
export interface CatalogEntry { method: string; url: string; summary: string; perm: string[]; self: boolean; public: boolean; platform: boolean; mutating: boolean }
export const routeCatalog: CatalogEntry[] = [];

/** A module registers its routes through this: `export default defineModule((r) => { r({...}) })`. */
export type RouteAdder = <B extends ZodType | undefined = undefined, Q extends ZodType | undefined = undefined>(
  def: RouteDef<B, Q>,
) => void;
export type Module = (r: RouteAdder, svc: Services) => void;
export const defineModule = (m: Module) => m;

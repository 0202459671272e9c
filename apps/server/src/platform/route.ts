import { noteWrite, wroteLately } from './read-your-writes.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z, ZodType } from 'zod';
import type { Endpoint } from '@yym/contract';
import { Ctx, type Services } from './context.ts';
import { accessClaims, admitCaller, callerAsk, callerFrom, callersOf, protectingScopes, type LoadedUser } from './auth.ts';
import type { AccessClaims } from './tokens.ts';
import { BizError } from './errors.ts';
import { keepRawBody, sendAfterCommit } from './raw.ts';
import { answer } from './json-answer.ts';
import { opLogInsert, operationTitle, type OpLogLine } from './oplog.ts';
import type { Queryable, Row, TxOptions } from './db.ts';

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
  /** The handler only reads (reports): it runs on the database's read path, like lists. */
  read?: boolean;
  /** Record in the operation log (default: every mutating call). */
  log?: boolean;
  /** Largest accepted body in bytes (uploads). */
  bodyLimit?: number;
  /** Keep the body's exact text as `req.rawBody` (signed notices of payment providers: the signature covers the bytes). */
  rawBody?: boolean;
  /** Mount point; default '/api'. Public files are served at '/files'. */
  prefix?: string;
  handler: (ctx: Ctx, input: { body: Infer<B>; query: Infer<Q>; req: FastifyRequest; reply: FastifyReply }) => Promise<unknown>;
}

/** A route of any schemas: what the registry handles without looking at the types. */
type AnyRouteDef = RouteDef<ZodType | undefined, ZodType | undefined>;

/** What the identify hook learnt about a request, kept on it for the handler. */
type Identity = { yymClaims?: AccessClaims; yymScopes?: string[]; yymStarted?: number; yymUser?: LoadedUser | null };
type Identified = FastifyRequest & Identity;

const MUTATING = new Set<Method>(['POST', 'PUT', 'DELETE']);

/** The single way a module adds a route: auth, tenant, permission, transaction, envelope, operation log. */
export function defineRoute<B extends ZodType | undefined = undefined, Q extends ZodType | undefined = undefined>(
  app: FastifyInstance,
  svc: Services,
  def: RouteDef<B, Q>,
): void {
  const isPublic = def.auth === 'public';
  // Lists only read (whatever their method): they run on the database's read path, and so do reads said so.
  const isList = !!def.read || def.url.endsWith('/page') || def.url.endsWith('/list');
  const mutating = MUTATING.has(def.method) && !isList;
  if (mutating && !isPublic && !def.perm && !def.self) {
    throw new Error(`route ${def.method} ${def.url} must declare its button code (perm) or self`);
  }
  const codes = def.perm ? (Array.isArray(def.perm) ? def.perm : [def.perm]) : [];
  const service = def.url.split('/')[1] ?? 'api';

  routeCatalog.push({
    method: def.method,
    url: `${def.prefix ?? '/api'}${def.url}`,
    summary: def.summary,
    perm: codes,
    self: !!def.self,
    public: isPublic,
    platform: !!def.platform,
    mutating,
  });

  const lineOf = async (
    on: Queryable,
    req: FastifyRequest,
    user: LoadedUser,
    started: number,
    outcome: number,
    outcomeMsg: string,
  ): Promise<OpLogLine> => ({
    // Its tenant is the verified caller's, written by the server itself.
    tenantId: user.tenantId,
    title: await operationTitle(svc.db, def, codes, req.body, on),
    method: def.method,
    requestUri: req.url,
    route: def.url,
    remoteIp: req.ip ?? '', // undefined once the client has hung up (a load test ending mid-request)
    userAgent: String(req.headers['user-agent'] ?? ''),
    timeMs: Date.now() - started,
    outcomeCode: outcome,
    outcomeMsg,
    userId: user.userId,
    account: user.account,
  });
  // A failure's line is written after the request's transaction ended (rolled back, its line with it).
  const writeLog = async (req: FastifyRequest, user: LoadedUser, started: number, outcome: number, outcomeMsg: string) => {
    await lineOf(svc.db, req, user, started, outcome, outcomeMsg)
      .then((line) => svc.opLog.write(line))
      .catch((err) => req.log.error({ err }, 'operation log write failed'));
  };
  // A success's line goes out in the request's transaction, behind its work and before its COMMIT.
  const logIn = async (q: Queryable, req: FastifyRequest, user: LoadedUser, started: number) =>
    q.defer(q.query(opLogInsert(await lineOf(q, req, user, started, 200, 'ok'))));
  const shouldLog = def.log ?? mutating;
  const lastCallers = callersOf(svc);
  const outcomeOf = (e: unknown): [number, string] => (e instanceof BizError ? [e.code, e.message] : [500, (e as Error).message]);
  const admit = (user: LoadedUser, lead: Row) => admitCaller(user, lead, codes, !!def.platform);

  // The token is checked before the body is read; the caller is known from the first statement of the
  // route's transaction (with BEGIN), or from one here for routes that open their own transactions.
  const identify = async (req: FastifyRequest) => {
    const started = Date.now();
    const claims = await accessClaims(svc, req);
    const scopeIds = await protectingScopes(svc.db, req.url.split('?')[0]!);
    Object.assign(req, { yymClaims: claims, yymScopes: scopeIds, yymStarted: started } satisfies Identity);
    if (def.noTx) {
      const ask = callerAsk(claims, codes, scopeIds);
      const row = await lastCallers.caller(ask, await svc.db.one(lastCallers.lead(ask)), svc.db);
      const user = callerFrom(row, claims);
      (req as Identified).yymUser = user;
      try {
        admit(user, row!);
      } catch (e) {
        if (shouldLog) await writeLog(req, user, started, ...outcomeOf(e));
        throw e;
      }
    }
  };
  const handle = async (req: FastifyRequest, reply: FastifyReply) => {
    const known = req as Identified;
    const claims = known.yymClaims;
    const scopeIds = known.yymScopes ?? [];
    const started = known.yymStarted ?? Date.now();
    let user = known.yymUser ?? null;
    try {
      const input = { body: req.body as Infer<B>, query: req.query as Infer<Q>, req, reply };
      const tenantId = claims?.tid ?? '';
      const ask = tenantId ? callerAsk(claims!, codes, scopeIds) : null; // a tenant comes with claims
      const inTx = !def.noTx && !(isList && ask);
      let logged = false; // the success's line went out in the call's transaction
      const run = async (q: Queryable, lead?: Row) => {
        if (claims && !user) {
          user = callerFrom(lead, claims);
          admit(user, lead!); // a refusal is logged below, once this transaction has ended
        }
        if (req.validationError) throw req.validationError;
        const ctx = new Ctx(svc, q, tenantId, user, req.ip);
        if (!shouldLog || !user) return def.handler(ctx, input);
        const caller = user;
        if (def.noTx) {
          // the handler's own transactions: the one ending its work carries the line
          ctx.logOperationIn = (tx) => logIn(tx, req, caller, started).then(() => void (logged = true));
          return def.handler(ctx, input);
        }
        if (!inTx) return def.handler(ctx, input); // the read path cannot write
        const data = await def.handler(ctx, input);
        await logIn(q, req, caller, started);
        logged = true; // it commits with the transaction, or the call fails and logs that below
        return data;
      };
      const bound = ask ? { tenantId, ...(user ? {} : { lead: lastCallers.lead(ask) }) } : {};
      const read = (q: Queryable, lead: Promise<Row | undefined>) =>
        lastCallers.run(ask!, lead, q, (row, again) => {
          if (again) user = null;
          return run(q, row);
        });
      // A session too new for the replica (a login the replica has not replayed yet) is asked again of
      // the primary before it is refused.
      const readList = async (fn: typeof read, opts: TxOptions & { tenantId: string }) => {
        const primary = wroteLately(req, svc.cfg) || !svc.db.replica?.().inUse;
        try {
          return await svc.db.read(fn, { ...opts, primary });
        } catch (e) {
          if (primary || !(e instanceof BizError) || (e.code !== 401 && e.code !== 411)) throw e;
          user = known.yymUser ?? null;
          return svc.db.read(fn, { ...opts, ...(user ? {} : { lead: lastCallers.lead(ask!) }), primary: true });
        }
      };
      const data = def.noTx
        ? await run(svc.db)
        : isList && ask
          ? await readList(read, { ...bound, tenantId })
          : await svc.db.tx(async (q, answer) => run(q, ask && !user ? await lastCallers.caller(ask, answer, q) : undefined), bound);
      if (shouldLog && user && !logged) await writeLog(req, user, started, 200, 'ok');
      if (mutating && !reply.sent) noteWrite(req, reply, svc.cfg);
      if (def.raw) return sendAfterCommit(reply);
      return answer(reply, data);
    } catch (e) {
      if (shouldLog && user) await writeLog(req, user, started, ...outcomeOf(e));
      throw e;
    }
  };

  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: `${def.prefix ?? '/api'}${def.url}`,
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    ...(def.rawBody ? { preParsing: keepRawBody } : {}),
    schema: {
      summary: def.summary,
      tags: [service],
      ...(def.body ? { body: def.body } : {}),
      ...(def.query ? { querystring: def.query } : {}),
    },
    // Validation errors wait until the caller is known: who may call is settled first, so a caller
    // without the button code learns nothing about the route's input rules.
    attachValidation: true,
    onRequest: isPublic ? undefined : (req) => svc.inFlight.track(identify(req)),
    handler: (req, reply) => svc.inFlight.track(handle(req, reply)),
  });
}

/** Every route as registered: method, url, button codes (tests walk it; /api/docs shows it). */
export interface CatalogEntry {
  method: string;
  url: string;
  summary: string;
  perm: string[];
  self: boolean;
  public: boolean;
  platform: boolean;
  mutating: boolean;
}
export const routeCatalog: CatalogEntry[] = [];

/** Server-side options of a route that the contract does not carry. */
export type RouteOptions = Pick<RouteDef<undefined, undefined>, 'raw' | 'noTx' | 'read' | 'log' | 'bodyLimit' | 'prefix' | 'rawBody'>;

type EndpointHandler<E> =
  E extends Endpoint<infer Q, infer B>
    ? (ctx: Ctx, input: { body: Infer<B>; query: Infer<Q>; req: FastifyRequest; reply: FastifyReply }) => Promise<unknown>
    : never;

/**
 * How a module adds its routes: `r(endpoint, handler, options?)`, the endpoint coming from the
 * area's contract (path, schemas, button codes), so nothing of it is typed twice.
 */
export type RouteAdder = <E extends Endpoint>(ep: E, handler: EndpointHandler<E>, opts?: RouteOptions) => void;

/** The RouteDef (one per path) of an endpoint and its handler. */
export function routeDefs(ep: Endpoint, handler: AnyRouteDef['handler'], opts: RouteOptions = {}): AnyRouteDef[] {
  return [ep.path, ...(ep.aliases ?? [])].map((url) => ({
    method: ep.method,
    url,
    summary: ep.summary,
    handler,
    ...opts,
    ...(ep.query ? { query: ep.query } : {}),
    ...(ep.body ? { body: ep.body } : {}),
    ...(ep.perm?.length ? { perm: [...ep.perm] } : {}),
    ...(ep.auth ? { auth: ep.auth } : {}),
    ...(ep.self ? { self: true as const } : {}),
    ...(ep.platform ? { platform: true } : {}),
  }));
}

/** A route file's registration function: `export default defineRoutes((r, svc) => { r(endpoint, handler) })`. */
export type Routes = (r: RouteAdder, svc: Services) => void;
export const defineRoutes = (f: Routes): Routes => f;

/** The adder handed to the modules: endpoints and full definitions alike end in defineRoute. */
export function routeAdder(app: FastifyInstance, svc: Services): RouteAdder {
  return ((ep: Endpoint, handler: AnyRouteDef['handler'], opts?: RouteOptions) => {
    for (const d of routeDefs(ep, handler, opts)) defineRoute(app, svc, d);
  }) as RouteAdder;
}

import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, jsonSchemaTransform } from 'fastify-type-provider-zod';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fail, inputRefusal, isCustomerPath, MSG } from '@yym/contract';
import type { Config } from './platform/config.ts';
import { openPg, openPglite, type Database } from './platform/db.ts';
import { BizError, httpStatusFor } from './platform/errors.ts';
import { TokenService } from './platform/tokens.ts';
import { JobRunner } from './platform/jobs.ts';
import { createProviders } from './platform/providers/index.ts';
import type { Services } from './platform/context.ts';
import { opLogWriter } from './platform/oplog.ts';
import { InFlight } from './platform/inflight.ts';
import { Storages } from './platform/storages.ts';
import { routeAdder, routeCatalog } from './platform/route.ts';
import { registerModules } from './platform/module.ts';
import { databaseAnswers } from './platform/migrate.ts';
import { gzipLargeJson } from './platform/json-answer.ts';
import { registerMetrics } from './platform/metrics.ts';
import { wellFormedJsonBodies } from './platform/json-body.ts';
import { modules } from './modules/index.ts';
import { sendCustomerApp } from './customer-app.ts';

/**
 * Scripts only from this origin; antd writes its styles inline; pictures and media may come from
 * storage hosts; uploads go to this origin or, with object storage, to the bucket's.
 */
const contentSecurityPolicy = (cfg: Config, buckets: string[]) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${bucketOrigin(cfg)}${buckets.map((o) => ` ${o}`).join('')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-src 'self' https:",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
const bucketOrigin = (cfg: Config) => {
  if (cfg.storage.kind !== 's3') return '';
  const at = cfg.storage.publicEndpoint || cfg.storage.endpoint;
  return at ? ` ${new URL(at).origin}` : ' https:';
};
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

/** Does any string inside this query or JSON body hold a NUL character? */
function hasNul(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (depth > 20 || v === null || typeof v !== 'object' || Buffer.isBuffer(v)) return false;
  return Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x, depth + 1));
}

export interface App {
  app: FastifyInstance;
  svc: Services;
  /** The health route answers 503 from now on (the first step of a graceful stop). */
  drain(): void;
  close(): Promise<void>;
}

export async function openDatabase(cfg: Config): Promise<Database> {
  if (cfg.databaseUrl) return openPg(cfg.databaseUrl, undefined, cfg.databaseReadUrl);
  return openPglite(cfg.memoryDb ? null : join(cfg.dataDir, 'pglite'));
}

/** Build the server: plugins, modules, error handling. It does not listen (main.ts does). */
export async function buildApp(cfg: Config, db: Database, opts: { logger?: boolean } = {}): Promise<App> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: cfg.logLevel },
    trustProxy: cfg.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    ajv: { customOptions: { coerceTypes: true } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const providers = createProviders(cfg, (obj, msg) => app.log.info(obj, msg), db);
  const svc: Services = {
    cfg,
    db,
    tokens: new TokenService(cfg),
    jobs: new JobRunner(db),
    providers,
    opLog: opLogWriter(db),
    inFlight: new InFlight(),
    storages: new Storages(cfg),
  };

  await app.register(swagger, {
    openapi: {
      info: {
        title: '商铺管理平台 API',
        version: '1.0.0',
        description: 'Merchant back office: every call answers {code, success, data, msg}.',
      },
      components: { securitySchemes: { bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth' } } },
      security: [{ bladeAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Accept form-encoded bodies (oauth/token is posted as a form by OAuth clients).
  wellFormedJsonBodies(app);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // Baseline security headers on every answer (API and the web app).
  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !req.url.startsWith('/api/docs')) {
      // the OSS configs' buckets too: a tenant's uploads may go to one of them
      reply.header('Content-Security-Policy', contentSecurityPolicy(cfg, await svc.storages.uploadOrigins(db)));
    }
    // API answers (JSON and exported files) are the caller's data: no cache keeps them.
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });

  gzipLargeJson(app);

  // One text rule for every route: PostgreSQL cannot store NUL, so no query or body may carry one.
  app.addHook('preValidation', async (req) => {
    if (hasNul(req.query) || hasNul(req.body)) throw new BizError(400, MSG.textHasNul);
  });

  // Anything else (a file PUT to a signed upload URL) arrives as raw bytes.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof BizError) {
      return reply.status(httpStatusFor(err.code)).send({ ...fail(err.code, err.message), ...err.extra });
    }
    if (err.validation) {
      const first = err.validation[0];
      // fastify-type-provider-zod hands the zod issue in params
      const issuePath = (first?.params?.issue as { path?: PropertyKey[] } | undefined)?.path;
      const msg = inputRefusal(first?.message, first?.instancePath || issuePath?.join('.') || '');
      return reply.status(400).send(fail(400, msg));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send(fail(err.statusCode, err.message));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(fail(500, '服务器开小差了,请稍后再试'));
  });

  // A process told to stop answers 503 here first, so the balancer sends it nothing new while it
  // finishes what it has (main.ts waits SHUTDOWN_DRAIN_MS before closing).
  let draining = false;
  app.get('/api/health', { schema: { summary: 'Health', tags: ['platform'] } }, async (_req, reply) => {
    if (draining) return reply.status(503).send({ code: 503, success: false, data: { status: 'DRAINING', db: db.kind }, msg: 'draining' });
    await databaseAnswers(db);
    const replica = db.replica?.();
    return { code: 200, success: true, data: { status: 'UP', db: db.kind, ...(replica ? { replica } : {}) }, msg: 'ok' };
  });
  registerMetrics(app, db, cfg.metricsToken);

  routeCatalog.length = 0;
  registerModules(modules, routeAdder(app, svc), svc);
  // The embedded database has no autovacuum: reclaim dead rows and refresh the planner's statistics hourly.
  if (db.kind === 'pglite') {
    svc.jobs.register('db.maintain', () => db.exec('VACUUM (ANALYZE)'));
    svc.jobs.every({ queue: 'db.maintain', everySeconds: 3600 });
  }

  // The built web app, with the SPA's own routes falling back to index.html.
  if (existsSync(join(cfg.webDist, 'index.html'))) {
    // wildcard: files are looked up on each request (a rebuilt dist is served without a restart);
    // preCompressed: the build writes .br/.gz beside each asset.
    await app.register(fastifyStatic, {
      root: cfg.webDist,
      wildcard: true,
      preCompressed: true,
      // Hashed asset names never change content: cache them for good.
      setHeaders: (reply, path) => {
        if (/[\\/]assets[\\/]/.test(path)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
    app.setNotFoundHandler(async (req, reply) => {
      if (req.url.startsWith('/api/') || req.method !== 'GET') return reply.status(404).send(fail(404, MSG.notFound));
      // The customer pages have their own lean app (no back-office shell or kit) when the build has one.
      if (isCustomerPath(req.url.split('?')[0]!) && existsSync(join(cfg.webDist, 'h5.html'))) {
        // with the page's first answers inline when it has any (customer-app.ts)
        return (await sendCustomerApp(app, cfg.webDist, req, reply)) ? reply : reply.sendFile('h5.html');
      }
      return reply.sendFile('index.html');
    });
  } else {
    app.setNotFoundHandler((_req, reply) => reply.status(404).send(fail(404, MSG.notFound)));
  }

  await app.ready();
  return {
    app,
    svc,
    drain() {
      draining = true;
    },
    async close() {
      await svc.jobs.stop();
      await app.close();
      await svc.inFlight.settled();
    },
  };
}

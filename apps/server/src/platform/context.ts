import type { Database, Queryable } from './db.ts';
import { type Scoped, tenantData } from './repo.ts';
import type { Config } from './config.ts';
import type { TokenService } from './tokens.ts';
import type { JobRunner } from './jobs.ts';
import type { Providers } from './providers/index.ts';
import type { opLogWriter } from './oplog.ts';
import type { InFlight } from './inflight.ts';
import type { Storages } from './storages.ts';
import { PLATFORM_TENANT_ID } from '@yym/contract';
import { forbidden } from './errors.ts';
import { hasPermission } from './auth.ts';
import { MSG } from '@yym/contract';

/** Who is calling, as read from a verified access token and the user row. */
export interface AuthUser {
  userId: string;
  tenantId: string;
  account: string;
  name: string;
  realName: string;
  avatar: string | null;
  roleIds: string[];
  deptIds: string[];
  userType: number;
  sessionId: string;
  isMerchant: boolean;
  roleAliases: string[];
}

/** Shared services every handler may use. */
export interface Services {
  cfg: Config;
  db: Database;
  tokens: TokenService;
  jobs: JobRunner;
  providers: Providers;
  /** The operation log (every mutating call: a success in its transaction, a failure after it). */
  opLog: ReturnType<typeof opLogWriter>;
  /** Handlers still running; shutdown waits for them before the pool ends. */
  inFlight: InFlight;
  /** Where files are kept: the OSS configs, else the environment's STORAGE. */
  storages: Storages;
}

/**
 * The request context: the caller, the tenant, and data access bound to that tenant inside the
 * request's transaction. Handlers get everything from here.
 */
export class Ctx {
  readonly data: Scoped;
  constructor(
    readonly svc: Services,
    /** The request's transaction (tenant-bound with RLS when the tenant is known). */
    readonly q: Queryable,
    readonly tenantId: string,
    readonly user: AuthUser | null,
    readonly ip: string,
  ) {
    this.data = tenantData(q, tenantId, user?.userId ?? null);
  }

  /**
   * A handler that opens its own transactions (`noTx`) writes its success's operation-log line in the
   * transaction that ends its work, so the call commits once (set by the route when it logs the call).
   */
  logOperationIn: ((q: Queryable) => Promise<void>) | null = null;

  get isPlatform(): boolean {
    return this.tenantId === PLATFORM_TENANT_ID;
  }

  /** Data access for another tenant: only the platform administrator may ask. */
  forTenant(tenantId: string): Scoped {
    if (tenantId === this.tenantId) return this.data;
    if (!this.isPlatform) throw forbidden(MSG.platformOnly);
    return tenantData(this.q, tenantId, this.user?.userId ?? null);
  }

  /** Does the caller hold one of these button codes? (Routes check their own code before the handler runs.) */
  async can(...codes: string[]): Promise<boolean> {
    // Inside the request's transaction: on PGlite a second connection would wait for this one.
    return !!this.user && hasPermission(this.q, this.user, codes);
  }

  requireUser(): AuthUser {
    if (!this.user) throw forbidden();
    return this.user;
  }
}

import type { RouteAdder } from './route.ts';
import type { Services } from './context.ts';
import type { JobHandler, Recurring } from './jobs.ts';
import type { Queryable } from './db.ts';
import type { BuyerRule, CheckoutRule, OrderMoveHook } from './checkout.ts';

/** Demo data of an area: the seed transaction and the demo tenants' ids (first start only). */
export type DemoSeeder = (q: Queryable, tenants: { demo: string; second: string }) => Promise<void>;

/**
 * A business area as the app sees it: its routes, its background jobs, its demo data and its part in
 * a checkout.
 * `modules/<area>/index.ts` exports one as default, beside the area's public service functions.
 */
export interface ModuleManifest {
  /** The area's folder name. */
  name: string;
  routes: (r: RouteAdder, svc: Services) => void;
  /** Queue name → handler; `every` makes it recurring. */
  jobs?: Record<string, { run: (svc: Services) => JobHandler; every?: Omit<Recurring, 'queue'> }>;
  /** Demo data; `demoOrder` runs later ones last (the storefront shows the other areas' goods). */
  demo?: DemoSeeder;
  demoOrder?: number;
  /** Who may buy at all, whatever is bought (the blacklist): see platform/checkout.ts. */
  admitBuyer?: BuyerRule;
  /** The area's rule on a ticket purchase (prices it, takes its own stock, records its part). */
  checkout?: CheckoutRule;
  /** The area's reaction to an order's move (paid, refunded, ended), inside the move's transaction. */
  orderMoved?: OrderMoveHook;
}

export const defineModule = (m: ModuleManifest): ModuleManifest => m;

/** Register every module's routes and jobs. */
export function registerModules(modules: readonly ModuleManifest[], add: RouteAdder, svc: Services): void {
  for (const m of modules) {
    m.routes(add, svc);
    for (const [queue, job] of Object.entries(m.jobs ?? {})) {
      svc.jobs.register(queue, job.run(svc));
      if (job.every) svc.jobs.every({ queue, ...job.every });
    }
  }
}

/** The demo seeders of every module, in their order. */
export const demoSeeders = (modules: readonly ModuleManifest[]): DemoSeeder[] =>
  [...modules].sort((a, b) => (a.demoOrder ?? 0) - (b.demoOrder ?? 0)).flatMap((m) => (m.demo ? [m.demo] : []));

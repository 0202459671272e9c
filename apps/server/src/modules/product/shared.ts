import type { Ctx } from '../../platform/context.ts';

type Hook<A extends unknown[]> = (ctx: Ctx, ...args: A) => Promise<void>;

/**
 * What the areas above products do when a product changes, inside the same transaction. They
 * register here (products never import them), the product services run the hooks.
 */
export const productEvents = {
  /** Products left distribution (model 0, 不分销). */
  distributionOff: [] as Hook<[productIds: string[]]>[],
  /** A batch change set the free stock of these sku dates. */
  stockSet: [] as Hook<[skuIds: string[], dates: string[]]>[],
};

export async function emit<A extends unknown[]>(hooks: Hook<A>[], ctx: Ctx, ...args: A): Promise<void> {
  for (const h of hooks) await h(ctx, ...args);
}

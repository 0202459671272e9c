import type { Scoped } from '../../platform/repo.ts';
import { bad } from '../../platform/errors.ts';
import * as onShelf from './repo/on-shelf.ts';

/** What a sale activity keeps of each sku it sells, as it was when the goods were saved. */
export interface SaleSkuSnapshot {
  productName: string;
  skuName: string;
  image: string | null;
  /** The higher of the sku's price and its original price, in cents: the crossed-out price. */
  originalPrice: number;
}

/**
 * The goods of a sale activity (flash sale, group buying) as they will be saved: each sku on shelf and
 * of the tenant, none twice, the sale price not above the sku's price. The area's own messages say why not.
 */
export async function saleSkus<G extends { productId: string; skuId: string }>(
  db: Scoped,
  goods: G[],
  salePrice: (g: G) => number,
  msg: { duplicate: string; offShelf: string; priceAbove: string },
): Promise<(G & SaleSkuSnapshot)[]> {
  const seen = new Set<string>();
  const out: (G & SaleSkuSnapshot)[] = [];
  for (const g of goods) {
    if (seen.has(g.skuId)) throw bad(msg.duplicate);
    seen.add(g.skuId);
    const s = await onShelf.onShelfSku(db, g.productId, g.skuId);
    if (!s) throw bad(msg.offShelf);
    const originalPrice = Math.max(Number(s.original_price), Number(s.price));
    if (salePrice(g) > originalPrice) throw bad(msg.priceAbove);
    out.push({ ...g, productName: s.product_name, skuName: s.sku_name, image: s.image ?? null, originalPrice });
  }
  return out;
}

/** An on-shelf sku of the tenant's product (undefined: none, off shelf or another tenant's). */
export const onShelfSku: typeof onShelf.onShelfSku = (db, productId, skuId) => onShelf.onShelfSku(db, productId, skuId);

/** The tenant's on-shelf skus a page at a time (the sale activities' goods pickers). */
export const onShelfSkuPage: typeof onShelf.onShelfSkuPage = (db, q) => onShelf.onShelfSkuPage(db, q);

/** Any on-shelf sku of the tenant (demo data picks one). */
export const anyOnShelfSku: typeof onShelf.anyOnShelfSku = (db, newest) => onShelf.anyOnShelfSku(db, newest);

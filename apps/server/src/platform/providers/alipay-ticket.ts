import { createHash } from 'node:crypto';

/** An Alipay mini-program's ticket goods: what the sync sends, and what Alipay answers. */
export interface AlipayTicketItem {
  appId: string;
  productId: string;
  name: string;
  poiName: string;
  ticketType: string;
  /** Cents. */
  price: number;
}

/** The Alipay mini-program ticket industry calls the sync needs (goods up, on / off sale). */
export interface AlipayTicketProvider {
  readonly name: string;
  readonly sandbox: boolean;
  /** Create or update the goods; answers Alipay's item id. */
  syncItem(item: AlipayTicketItem): Promise<{ ok: boolean; itemId: string; message?: string }>;
  setOnSale(m: { appId: string; itemId: string; onSale: boolean }): Promise<{ ok: boolean; message?: string }>;
}

/**
 * Pretends to be Alipay: the item id is derived from the app and product (a second sync answers the
 * same id, as the real call's idempotency by out_item_id does); a goods without a price is refused,
 * as Alipay refuses it. Never used in production (the service refuses there).
 */
export class SandboxAlipayTicket implements AlipayTicketProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;

  async syncItem(item: AlipayTicketItem) {
    if (!(item.price > 0)) return { ok: false, itemId: '', message: '商品价格必须大于 0' };
    const itemId = `SBXI${createHash('sha256').update(`${item.appId}/${item.productId}`).digest('hex').slice(0, 20)}`;
    return { ok: true, itemId };
  }

  async setOnSale() {
    return { ok: true };
  }
}

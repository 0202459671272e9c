import { ORDER_STATUS } from '@yym/contract';
import type { Row } from '../../platform/db.ts';
import { SandboxChain, SandboxPay } from '../../platform/providers/index.ts';
import type { Scoped } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';
import { ensureCustomer } from '../customer/index.ts';
import { SYSTEM, lockOrder, move, payDemo } from '../order/index.ts';
import * as orders from './orders/repo.ts';
import { buyCollection } from './orders/sale.ts';
import * as products from './products/repo.ts';
import { treasuryOf } from './products/service.ts';

/**
 * Demo: two collections of tenant 100001. 《敦煌飞天》 is minted on the sandbox chain and on shelf, with
 * three paid orders granted (the ledger written in the seed's own transaction) and one waiting for
 * payment; 《青花瓷韵》 has its rules but waits to be minted.
 */

const art = (a: string, b: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><defs><linearGradient id="g"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="300" height="300" fill="url(#g)"/><text x="150" y="165" font-size="36" text-anchor="middle" fill="#fff">${text}</text></svg>`,
  )}`;
const stamp = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
const pay = new SandboxPay('demo-collections');

async function product(db: Scoped, p: Record<string, unknown>): Promise<string> {
  const row = await db.insert(products.PRODUCT, p);
  return String(row.id);
}

/** The paid order's editions go to the buyer on the sandbox ledger, in this transaction. */
async function grantNow(db: Scoped, orderId: string) {
  const c = (await orders.collOrderOf(db, orderId))!;
  for (const k of await orders.tokensGranting(db, orderId)) {
    const { txHash } = await SandboxChain.transferIn(db.q, {
      key: k.grant_key,
      contract: c.contract_address,
      tokenId: Number(k.token_id),
      from: treasuryOf(db.tenantId),
      to: k.owner_address,
    });
    await orders.tokenDone(db, String(k.id), orderId, txHash, null);
  }
  await orders.settleGrant(db, orderId);
  const o: Row = await lockOrder(db, orderId);
  if (Number(o.order_status) === ORDER_STATUS.TO_BE_USED) await move(db, o, 'autoCheck', SYSTEM, '数字藏品已发放至买家');
}

export async function seedCollections(db: Scoped) {
  const feitian = await product(db, {
    name: '敦煌飞天·数字藏品',
    issuer: '云游文旅数字藏馆',
    category: '文创',
    intro: '以莫高窟飞天壁画为蓝本的限量数字藏品',
    artwork: art('#d4380d', '#faad14', '敦煌飞天'),
    description: '飞天是敦煌艺术的象征。本藏品限量发行20份,每份拥有唯一编号,上链存证。',
    creator: '李青',
    edition: 20,
    perLimit: 2,
    saleStart: stamp(-3),
    saleEnd: stamp(30),
    price: 990,
    chainId: 'sandbox',
    channels: JSON.stringify(['小程序', 'H5']),
  });
  const key = `mint-${db.tenantId}-${feitian}`;
  await products.startMint(db, feitian, key);
  const m = await SandboxChain.mintIn(db.q, {
    key,
    chainId: 'sandbox',
    name: '敦煌飞天·数字藏品',
    supply: 20,
    issuer: treasuryOf(db.tenantId),
  });
  await products.minted(db, feitian, m);
  await products.setShelf(db, feitian, 0, 1);

  await product(db, {
    name: '青花瓷韵·数字藏品',
    issuer: '云游文旅数字藏馆',
    category: '文创',
    intro: '景德镇青花纹样数字再现',
    artwork: art('#0958d9', '#69b1ff', '青花瓷韵'),
    description: '青花瓷纹样的数字化创作,限量发行50份。',
    creator: '王瓷',
    edition: 50,
    perLimit: 5,
    saleStart: stamp(1),
    saleEnd: stamp(60),
    price: 1990,
    chainId: 'sandbox',
  });

  const buyers = [
    ['13712346601', '赵藏家', 1],
    ['13712346602', '钱藏家', 2],
    ['13712346603', '孙藏家', 1],
  ] as const;
  for (const [phone, name, n] of buyers) {
    const c = await ensureCustomer(db, phone, name, 'h5');
    const o = await buyCollection(db, c, { id: feitian, quantity: n, contactName: name });
    await payDemo(db, pay, o.orderId);
    await grantNow(db, o.orderId);
  }
  const waiting = await ensureCustomer(db, '13712346604', '李藏家', 'h5');
  await buyCollection(db, waiting, { id: feitian, quantity: 1, contactName: '李藏家' });
  // The sale's clock: the demo orders read as made over the last days.
  await db.query(sql`UPDATE ord_order SET create_time = create_time - (id % 3) * interval '1 day'
    WHERE ${db.tenant()} AND order_kind = 'coll'`);
}

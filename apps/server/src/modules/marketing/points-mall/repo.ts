import type { Row } from '../../../platform/db.ts';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql } from '../../../platform/sql.ts';
import { toApi } from '../../../platform/rows.ts';

/** The points mall's statements: items (generic table helpers) and exchanges. */
export const ITEM: TableSpec = {
  name: 'mk_integral_item',
  tenant: true,
  writable: ['name', 'image', 'points_price', 'stock', 'per_limit', 'shelf_status', 'sort', 'description'],
  orderBy: 'sort, id DESC',
};

const like = (col: string, v: string | undefined) => v && sql`${sql.raw(col)} ILIKE ${`%${v}%`}`;

export const itemPage = (db: Scoped, q: { name?: string; shelfStatus?: number; current: number; size: number }) =>
  db.page(ITEM, {
    where: [like('name', q.name), q.shelfStatus !== undefined && sql`shelf_status = ${q.shelfStatus}`],
    current: q.current,
    size: q.size,
  });

/** Items on shelf (the storefront's list and the selectors). */
export const onShelf = (db: Scoped, name?: string) => db.list(ITEM, [sql`shelf_status = 1`, like('name', name)], 'sort, id DESC', 500);

/** The item on shelf, or nothing. */
export const shelfItem = async (db: Scoped, id: string) => {
  const r = await db.one(sql`SELECT * FROM mk_integral_item WHERE ${db.base(ITEM)} AND id = ${id} AND shelf_status = 1`);
  return r && toApi<Row>(r);
};

/**
 * Take stock with one conditional statement: the item is on shelf, costs what the customer was
 * charged and has the units left. No row: nothing was taken.
 */
export const takeStock = (db: Scoped, id: string, n: number, price: number) =>
  db.one<{ stock: number }>(sql`UPDATE mk_integral_item SET stock = stock - ${n}, exchanged = exchanged + ${n}, update_time = now()
    WHERE ${db.base(ITEM)} AND id = ${id} AND shelf_status = 1 AND points_price = ${price} AND stock >= ${n} RETURNING stock`);

/** Units of the item the customer has exchanged so far. */
export const exchangedBy = async (db: Scoped, itemId: string, customerId: string) =>
  Number(
    (await db.one<{ n: string }>(sql`SELECT coalesce(sum(quantity), 0) AS n FROM mk_integral_exchange
      WHERE ${db.tenant()} AND item_id = ${itemId} AND customer_id = ${customerId}`))!.n,
  );

export interface NewExchange {
  exchangeNo: string;
  item: Row;
  customerId: string;
  phone: string;
  quantity: number;
  points: number;
}
export const insertExchange = async (db: Scoped, e: NewExchange) =>
  toApi<Row>(
    (await db.one(sql`INSERT INTO mk_integral_exchange (tenant_id, exchange_no, item_id, item_name, item_image, customer_id, customer_phone, quantity, points)
      VALUES (${db.tenantId}, ${e.exchangeNo}, ${e.item.id}, ${e.item.name}, ${e.item.image}, ${e.customerId}, ${e.phone}, ${e.quantity}, ${e.points})
      RETURNING *`))!,
  );

export const exchangePage = (
  db: Scoped,
  q: { itemName?: string; phone?: string; itemId?: string; customerId?: string; current: number; size: number },
) =>
  pageQuery<Row>(db.q, {
    from: sql`mk_integral_exchange`,
    where: [
      db.tenant(),
      like('item_name', q.itemName),
      like('customer_phone', q.phone),
      q.itemId && sql`item_id = ${q.itemId}`,
      q.customerId && sql`customer_id = ${q.customerId}`,
    ],
    orderBy: sql`create_time DESC, id DESC`,
    current: q.current,
    size: q.size,
    map: (r) => ({ ...r, points: Number(r.points) }),
  });

/** The customer's points now. */
export const pointsOf = async (db: Scoped, customerId: string) =>
  Number((await db.one<{ points: string }>(sql`SELECT points FROM uc_customer WHERE ${db.tenant()} AND id = ${customerId}`))?.points ?? 0);

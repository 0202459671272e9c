import type { z } from 'zod';
import { ORDER_STATUS, type PrintRecordRow, type TemplateRow, type winPrintRecordQuery, type winTemplateQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql } from '../../../platform/sql.ts';

export const TEMPLATE: TableSpec = {
  name: 'win_template',
  tenant: true,
  writable: ['name', 'paper', 'width_mm', 'height_mm', 'per_page', 'fields'],
  orderBy: 'id DESC',
};

export const templatePage = (db: Scoped, q: z.output<typeof winTemplateQuery>) =>
  db.page<TemplateRow>(TEMPLATE, {
    where: [q.name && sql`name ILIKE ${`%${q.name}%`}`, q.paper && sql`paper = ${q.paper}`],
    current: q.current,
    size: q.size,
  });
export const templateNames = (db: Scoped) =>
  db.query<{ id: string; name: string; paper: string }>(
    sql`SELECT id::text AS id, name, paper FROM win_template WHERE ${db.base(TEMPLATE)} ORDER BY paper, id LIMIT 200`,
  );
export const firstTemplate = (db: Scoped, paper: string) =>
  db.one<{ id: string }>(sql`SELECT id::text AS id FROM win_template WHERE ${db.base(TEMPLATE)} AND paper = ${paper} ORDER BY id LIMIT 1`);

/** How many times each order was printed before. */
export const printCounts = (db: Scoped, orderIds: string[]) =>
  db.query<{ order_id: string; n: number }>(sql`SELECT order_id::text AS order_id, count(*)::int AS n FROM win_print
    WHERE ${db.tenant()} AND order_id = ANY(${orderIds}::bigint[]) GROUP BY order_id`);

export const insertPrint = (
  db: Scoped,
  p: {
    orderId: string;
    orderNo: string;
    templateId: string;
    paper: string;
    tickets: number;
    reprint: boolean;
    sellerId: string;
    sellerName: string;
  },
) =>
  db.one<{
    id: string;
  }>(sql`INSERT INTO win_print (tenant_id, order_id, order_no, template_id, paper, tickets, reprint, seller_id, seller_name)
    VALUES (${db.tenantId}, ${p.orderId}, ${p.orderNo}, ${p.templateId}, ${p.paper}, ${p.tickets}, ${p.reprint ? 1 : 0}, ${p.sellerId}, ${p.sellerName})
    RETURNING id::text AS id`);

export const records = (db: Scoped, q: z.output<typeof winPrintRecordQuery>) =>
  pageQuery<PrintRecordRow>(db.q, {
    from: sql`win_print`,
    where: [db.tenant(), q.orderId && sql`order_id = ${q.orderId}`, q.keyword && sql`order_no ILIKE ${`%${q.keyword}%`}`],
    orderBy: sql`id DESC`,
    current: q.current,
    size: q.size,
  });

export const closePrints = async (db: Scoped, ids: string[]) =>
  (
    await db.query(
      sql`UPDATE win_print SET print_status = 2 WHERE ${db.tenant()} AND id = ANY(${ids}::bigint[]) AND print_status = 1 RETURNING id`,
    )
  ).length;

/** The newest paid window order (a template's preview with a real order). */
export const latestWindowOrder = (db: Scoped) =>
  db.one<{ order_id: string }>(sql`SELECT so.order_id::text AS order_id FROM win_sale_order so
    JOIN ord_order o ON o.tenant_id = so.tenant_id AND o.id = so.order_id
    WHERE ${db.tenant('so')} AND o.order_status IN (${ORDER_STATUS.CONFIRMING}, ${ORDER_STATUS.TO_BE_USED}) ORDER BY so.order_id DESC LIMIT 1`);

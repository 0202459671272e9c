import type { DemoSeeder } from '../../platform/module.ts';
import { tenantData } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';
import { invoicePdf } from '../../platform/providers/einvoice.ts';
import { BILL_STATUS as B } from '@yym/contract';
import { taxIn } from './issue/service.ts';

/**
 * The demo shop invoices as 杭州西湖文旅有限公司 through one sandbox tax disk, its tickets under
 * 旅游服务 at 6%; four of its paid orders have asked for invoices: two waiting, one issued, one rejected.
 */
export const seedInvoices: DemoSeeder = async (q, { demo: t }) => {
  const db = tenantData(q, t);
  const seller =
    await db.one(sql`INSERT INTO inv_seller (tenant_id, name, tax_no, address, phone, bank_name, bank_account, drawer, is_default)
    VALUES (${t}, '杭州西湖文旅有限公司', '91330106MA2H3T7Q8P', '杭州市西湖区龙井路1号', '0571-87979999', '中国工商银行杭州西湖支行',
      '1202021109900012345', '王会计', 1) RETURNING id`);
  await db.query(
    sql`INSERT INTO inv_channel (tenant_id, seller_id, name, disk_no) VALUES (${t}, ${seller!.id}, '电子发票服务平台', 'TD661234567890')`,
  );
  const products = await db.query<{ id: string }>(sql`SELECT id FROM prd_product WHERE tenant_id = ${t} AND is_deleted = 0 ORDER BY id`);
  await db.query(sql`INSERT INTO inv_tax_class (tenant_id, code, name, rate, product_ids)
    VALUES (${t}, '3070201020000000000', '旅游服务', 600, ${products.map((p) => p.id)}::bigint[])`);

  // Paid orders nothing was refunded of.
  const orders = await db.query(sql`SELECT o.id, o.order_no, o.product_name, sum(tr.amount)::bigint AS paid FROM ord_order o
      JOIN ord_trade tr ON tr.tenant_id = o.tenant_id AND tr.order_id = o.id AND tr.kind = 'pay' AND tr.trade_status = 'done'
    WHERE o.tenant_id = ${t} AND o.is_deleted = 0
      AND NOT EXISTS (SELECT 1 FROM ord_trade r WHERE r.tenant_id = o.tenant_id AND r.order_id = o.id AND r.kind = 'refund')
    GROUP BY o.id, o.order_no, o.product_name ORDER BY o.id LIMIT 4`);
  const asks = [
    { titleType: 2, title: '杭州云栖科技有限公司', taxNo: '91330100MA28L1234A', email: 'finance@yunqi.example.com', status: B.PENDING },
    { titleType: 1, title: '李明', taxNo: null, email: 'liming@example.com', status: B.PENDING },
    { titleType: 2, title: '北京远航旅行社有限公司', taxNo: '91110108MA01ABCDEN', email: 'ap@yuanhang.example.com', status: B.ISSUED },
    { titleType: 1, title: '张三', taxNo: null, email: 'zhangsan@example', status: B.REJECTED },
  ];
  for (const [i, o] of orders.entries()) {
    const a = asks[i]!;
    const bill =
      await db.one(sql`INSERT INTO inv_bill (tenant_id, order_id, order_no, product_name, title_type, title, tax_no, email, bill_status, reject_reason, create_time)
      VALUES (${t}, ${o.id}, ${o.order_no}, ${o.product_name}, ${a.titleType}, ${a.title}, ${a.taxNo}, ${a.email}, ${a.status},
        ${a.status === B.REJECTED ? '邮箱地址不完整,请重新提交' : null}, now() - ${`${4 - i} hours`}::interval) RETURNING id`);
    if (a.status !== B.ISSUED) continue;
    const amount = Number(o.paid);
    const tax = taxIn(amount, 600);
    const at = new Date();
    const code = '032001900204';
    const no = '80012345';
    const pdf = invoicePdf(
      {
        key: 'demo',
        kind: 'blue',
        diskNo: 'TD661234567890',
        seller: {
          name: '杭州西湖文旅有限公司',
          taxNo: '91330106MA2H3T7Q8P',
          address: '杭州市西湖区龙井路1号',
          phone: '0571-87979999',
          drawer: '王会计',
        },
        buyer: { name: a.title, taxNo: a.taxNo },
        item: { name: '旅游服务', taxCode: '3070201020000000000', rate: 600, amount, taxAmount: tax },
      },
      code,
      no,
      at,
    );
    const inv =
      await db.one(sql`INSERT INTO inv_invoice (tenant_id, bill_id, order_id, kind, inv_status, seller_id, amount, tax_amount, tax_rate, tax_code,
        title, tax_no, invoice_code, invoice_no, pdf, issued_time)
      VALUES (${t}, ${bill!.id}, ${o.id}, 'blue', 'issued', ${seller!.id}, ${amount}, ${tax}, 600, '3070201020000000000', ${a.title}, ${a.taxNo},
        ${code}, ${no}, ${pdf}, ${at}) RETURNING id`);
    await db.query(sql`UPDATE inv_bill SET invoice_id = ${inv!.id} WHERE tenant_id = ${t} AND id = ${bill!.id}`);
  }
};

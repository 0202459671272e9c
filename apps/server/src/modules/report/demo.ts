import { VERIFY_METHOD, idCardCheckDigit } from '@yym/contract';
import type { DemoSeeder } from '../../platform/module.ts';
import { SandboxPay } from '../../platform/providers/index.ts';
import { tenantData } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';
import { chinaToday } from '../../platform/time.ts';
import { checkGuests, payDemo, placeOrder } from '../order/index.ts';

const demoPay = new SandboxPay('demo-data');
const PROVINCES = ['33', '31', '32', '11', '44', '51', '42', '37'];

/** A valid ID number of a visitor born in `year`, of the province and sex given. */
const idCard = (prov: string, year: number, n: number) => {
  const first = `${prov}0102${year}0${(n % 9) + 1}1${n % 9}${String(n % 90).padStart(2, '0')}${n % 2}`;
  return first + idCardCheckDigit(first);
};

/**
 * A month of sales for the report pages (first start only): orders placed, paid, checked through the
 * order area's own calls, then moved back to the day they stand for (the rollups follow by trigger).
 */
export const seedReports: DemoSeeder = async (q, { demo: t }) => {
  const db = tenantData(q, t);
  const products = await q.query<{ product_id: string; sku_id: string }>(sql`SELECT p.id AS product_id, min(s.id) AS sku_id
    FROM prd_product p JOIN prd_sku s ON s.tenant_id = p.tenant_id AND s.product_id = p.id
    WHERE p.tenant_id = ${t} AND p.is_deleted = 0 AND p.shelf_status = 1 AND p.spu_type = 1 AND p.need_confirm = 0
    GROUP BY p.id ORDER BY p.id LIMIT 3`);
  if (!products.length) return;
  const channels = ['wechat', 'h5', 'backoffice', 'alipay'];
  for (let i = 0; i < 45; i++) {
    const back = 29 - Math.floor(i / 1.5);
    const p = products[i % products.length]!;
    const quantity = 1 + (i % 3);
    const guests = Array.from({ length: quantity }, (_, g) => ({
      guestName: `游客${i}-${g}`,
      cardType: 1,
      cardNum: idCard(PROVINCES[(i + g) % PROVINCES.length]!, 1960 + ((i * 7 + g * 13) % 50), i * 3 + g),
      phone: `1390000${String(1000 + i).slice(-4)}`,
    }));
    let placed: { orderId: string };
    try {
      placed = await placeOrder(
        db,
        { userId: null, name: '演示数据' },
        {
          productId: p.product_id,
          skuId: String(p.sku_id),
          touristDate: chinaToday(),
          quantity,
          contactName: guests[0]!.guestName,
          contactPhone: guests[0]!.phone,
          guests,
          channel: channels[i % channels.length],
        },
      );
    } catch {
      continue; // out of stock or refused: the month has one order fewer
    }
    const id = placed.orderId;
    if (i % 7 !== 6) await payDemo(db, demoPay, id);
    const ids = (await q.query(sql`SELECT id FROM ord_guest WHERE tenant_id = ${t} AND order_id = ${id} ORDER BY id`)).map((g) =>
      String(g.id),
    );
    if (i % 7 !== 6 && i % 4 !== 3)
      await checkGuests(db, id, ids, { userId: null, name: '张检票' }, VERIFY_METHOD.QR_SCAN, { deviceNo: 'GATE-01' });
    const shift = sql`${`${back} days ${(i * 5) % 9} hours`}::interval`;
    await q.query(
      sql`UPDATE ord_order SET create_time = create_time - ${shift}, pay_time = pay_time - ${shift} WHERE tenant_id = ${t} AND id = ${id}`,
    );
    await q.query(
      sql`UPDATE ord_trade SET create_time = create_time - ${shift}, finish_time = finish_time - ${shift} WHERE tenant_id = ${t} AND order_id = ${id}`,
    );
    await q.query(sql`UPDATE ord_guest SET check_time = check_time - ${shift} WHERE tenant_id = ${t} AND order_id = ${id}`);
  }
};

import { REFUND_TYPE, VERIFY_METHOD, idCardCheckDigit } from '@yym/contract';
import type { Queryable } from '../../platform/db.ts';
import { sql } from '../../platform/sql.ts';
import type { DemoSeeder } from '../../platform/module.ts';
import { chinaToday, setCalendar } from '../product/index.ts';
import { SandboxPay } from '../../platform/providers/index.ts';
import { art } from '../decoration/index.ts';
import { CUSTOMER, SYSTEM, move, scopedTo, type Actor } from './orders/service.ts';
import { endUnpaid, placeOrder } from './purchase/service.ts';
import { checkGuests } from './checks/service.ts';
import { applyRefund, auditRefund } from './refunds/service.ts';

const BOSS: Actor = { userId: null, name: '李总' };
const demoPay = new SandboxPay('demo-data');

/** A valid demo ID number (real check digit) for guest n. */
const idCard = (n: number) => {
  const first = `330106199${n % 10}0${(n % 9) + 1}1${String(n % 100).padStart(2, '0')}`.slice(0, 17).padEnd(17, '1');
  return first + idCardCheckDigit(first);
};

async function ticket(
  q: Queryable,
  t: string,
  o: {
    poiId: string;
    classifyId: string;
    labelIds: string[];
    name: string;
    skus: [string, number][];
    shelf?: number;
    needConfirm?: number;
    expireRule?: number;
    needIdCard?: number;
    stock?: number;
  },
) {
  const p =
    (await q.one(sql`INSERT INTO prd_product (tenant_id, poi_id, classify_id, spu_type, name, image, label_ids, need_confirm, need_id_card, expire_rule,
      original_price, et_pk_time, et_pk_address, cancel_order_text, adv_text, et_text, cost_desc, cost_not_desc, detail, weekly, dis_date)
    VALUES (${t}, ${o.poiId}, ${o.classifyId}, 1, ${o.name}, ${art(o.name.slice(0, 6), '#10AB7F', '#0E7C86', 750, 420, '电子门票')}, ${o.labelIds}::bigint[], ${o.needConfirm ?? 0}, ${o.needIdCard ?? 0},
      ${o.expireRule ?? 1}, ${o.skus[0]![1] + 2000}, '08:00-17:00', '景区南门售票处', '游玩日前一天23:59前可免费退,过期不可退', '请提前一天预订',
      '凭二维码或辅助码入园,一人一票', '景区大门票一张', '景区内小交通、餐饮', '<p>畅游景区,感受山水之美。</p>', '0,1,2,3,4,5,6', '') RETURNING id`))!;
  const skuIds: string[] = [];
  for (const [i, [name, price]] of o.skus.entries()) {
    const s = (await q.one(
      sql`INSERT INTO prd_sku (tenant_id, product_id, name, price, original_price, sort) VALUES (${t}, ${p.id}, ${name}, ${price}, ${price + 2000}, ${i}) RETURNING id`,
    ))!;
    skuIds.push(String(s.id));
    const dates = Array.from({ length: 60 }, (_, d) => chinaToday(d));
    await setCalendar(q, t, { productId: String(p.id), skuId: String(s.id), dates, price, stock: o.stock ?? 500, userId: null });
  }
  if (o.shelf ?? 1) await q.query(sql`UPDATE prd_product SET shelf_status = 1 WHERE tenant_id = ${t} AND id = ${p.id}`);
  await q.query(
    sql`INSERT INTO prd_change_record (tenant_id, product_id, action, content, user_name) VALUES (${t}, ${p.id}, 'add', '演示数据', '系统')`,
  );
  return { productId: String(p.id), skuIds };
}

async function paid(q: Queryable, t: string, orderId: string) {
  const o = (await q.one(sql`SELECT * FROM ord_order WHERE tenant_id = ${t} AND id = ${orderId}`))!;
  await q.query(sql`INSERT INTO ord_trade (tenant_id, order_id, kind, trade_no, provider, amount, trade_status, provider_ref, finish_time)
    VALUES (${t}, ${o.id}, 'pay', ${'PDEMO' + t + orderId}, 'sandbox', ${o.total_money}, 'done', 'SBXDEMO', now())`);
  const p = await q.one(sql`SELECT need_confirm FROM prd_product WHERE tenant_id = ${t} AND id = ${o.product_id}`);
  return move(scopedTo(q, t), o, 'pay', CUSTOMER, '演示支付', !!p?.need_confirm);
}

const PEOPLE = [
  ['王小明', '13800000101'],
  ['李华', '13800000102'],
  ['赵敏', '13800000103'],
  ['陈晨', '13800000104'],
  ['刘洋', '13800000105'],
  ['周杰', '13800000106'],
  ['吴昊', '13800000107'],
  ['郑爽', '13800000108'],
  ['孙悦', '13800000109'],
  ['钱多', '13800000110'],
] as const;

export const seedCommerce: DemoSeeder = async (q, { demo: t, second }) => {
  const db = scopedTo(q, t);
  // catalogue
  const cls = async (tenant: string, name: string, sort: number, parentId = '0', level = 1) =>
    String(
      (await q.one(
        sql`INSERT INTO prd_classify (tenant_id, parent_id, name, type, level, sort) VALUES (${tenant}, ${parentId}, ${name}, 1, ${level}, ${sort}) RETURNING id`,
      ))!.id,
    );
  const scenicCls = await cls(t, '景区门票', 1);
  const showCls = await cls(t, '演出票', 2);
  const tourCls = await cls(t, '一日游', 1, scenicCls, 2);
  const labels: string[] = [];
  for (const [i, [name, color]] of [
    ['热销', '#f5222d'],
    ['新品', '#10AB7F'],
    ['限时优惠', '#fa8c16'],
  ].entries()) {
    labels.push(
      String(
        (await q.one(sql`INSERT INTO prd_label (tenant_id, name, color, sort) VALUES (${t}, ${name}, ${color}, ${i}) RETURNING id`))!.id,
      ),
    );
  }
  const poi = async (tenant: string, name: string, level: string, address: string, phone: string) =>
    String(
      (await q.one(sql`INSERT INTO prd_poi (tenant_id, name, level, image, province, city, address, open_time, phone, intro, shelf_status)
      VALUES (${tenant}, ${name}, ${level}, ${art(name.slice(0, 6), '#3A7BD5', '#00D2FF', 750, 420)}, '浙江', '杭州市', ${address}, '08:00-17:30', ${phone}, ${'<p>' + name + '欢迎您。</p>'}, 1) RETURNING id`))!
        .id,
    );
  const westLake = await poi(t, '西湖风景名胜区', '5A', '杭州市西湖区龙井路1号', '0571-87179617');
  const lingyin = await poi(t, '灵隐寺', '5A', '杭州市西湖区法云弄1号', '0571-87968665');
  const qiandao = await poi(t, '千岛湖景区', '5A', '杭州市淳安县千岛湖镇', '0571-65012345');

  const boat = await ticket(q, t, {
    poiId: westLake,
    classifyId: scenicCls,
    labelIds: [labels[0]!],
    name: '西湖游船票',
    skus: [
      ['成人票', 5500],
      ['儿童票', 2800],
    ],
  });
  const temple = await ticket(q, t, {
    poiId: lingyin,
    classifyId: scenicCls,
    labelIds: [labels[1]!],
    name: '灵隐寺门票',
    skus: [['成人票', 4500]],
    needIdCard: 1,
  });
  const lake = await ticket(q, t, {
    poiId: qiandao,
    classifyId: tourCls,
    labelIds: [labels[2]!],
    name: '千岛湖一日游',
    skus: [['成人票', 16800]],
    expireRule: 2,
  });
  const show = await ticket(q, t, {
    poiId: westLake,
    classifyId: showCls,
    labelIds: [],
    name: '印象西湖演出(需确认)',
    skus: [
      ['A区', 26800],
      ['B区', 18800],
    ],
    needConfirm: 1,
  });
  await ticket(q, t, { poiId: qiandao, classifyId: tourCls, labelIds: [], name: '千岛湖夜游(未上架)', skus: [['成人票', 9900]], shelf: 0 });

  // orders in every state
  let n = 0;
  const order = async (p: { productId: string; skuIds: string[] }, quantity = 2, date = chinaToday()) => {
    const [name, phone] = PEOPLE[n++ % PEOPLE.length]!;
    const guests = Array.from({ length: quantity }, (_, i) => ({
      guestName: i ? `${name}同行${i}` : name,
      cardType: 1,
      cardNum: idCard(n * 10 + i),
      phone,
    }));
    return placeOrder(db, BOSS, {
      productId: p.productId,
      skuId: p.skuIds[0],
      touristDate: date,
      quantity,
      contactName: name,
      contactPhone: phone,
      guests,
      channel: n % 3 ? 'wechat' : 'backoffice',
    });
  };
  const guestsOf = async (orderId: string) =>
    (await q.query(sql`SELECT id FROM ord_guest WHERE tenant_id = ${t} AND order_id = ${orderId} ORDER BY id`)).map((g) => String(g.id));
  // A gate clerk checks them (the checking area records each check, with the gate's device).
  const check = async (orderId: string, ids: string[], method: number) => {
    await checkGuests(db, orderId, ids, { userId: null, name: '张检票' }, method, { deviceNo: 'GATE-01' });
  };

  await order(boat, 2); // 8100 pending payment
  await order(boat, 1, chinaToday(1));
  await paid(q, t, (await order(show, 2, chinaToday(2))).orderId); // 8003 confirming
  for (const p of [boat, temple, lake]) await paid(q, t, (await order(p, 2)).orderId); // 8821 to be used
  await paid(q, t, (await order(boat, 3, chinaToday(3))).orderId);
  const inUse = (await order(boat, 3)).orderId; // 8824 in use
  await paid(q, t, inUse);
  await check(inUse, (await guestsOf(inUse)).slice(0, 1), VERIFY_METHOD.QR_SCAN);
  for (const [p, m] of [
    [temple, VERIFY_METHOD.ID_CARD],
    [boat, VERIFY_METHOD.ASSIST_CODE],
  ] as const) {
    // 8826 completed
    const id = (await order(p, 2)).orderId;
    await paid(q, t, id);
    await check(id, await guestsOf(id), m);
  }
  const refunding = (await order(lake, 2)).orderId; // 7600 refund in progress (customer application waiting for audit)
  await paid(q, t, refunding);
  await applyRefund(db, refunding, REFUND_TYPE.CUSTOMER, { reason: '行程有变,无法出行', reasonIndex: 0, text: '临时有事去不了' }, CUSTOMER);
  await endUnpaid(db, (await order(boat, 1)).orderId, 'cancel', CUSTOMER); // 7700 cancelled (unpaid)
  const refunded = (await order(temple, 2)).orderId; // 7700 cancelled by an audited refund
  await paid(q, t, refunded);
  const rf = await applyRefund(db, refunded, REFUND_TYPE.MERCHANT, { reason: '天气原因' }, BOSS);
  await auditRefund(db, demoPay, String(rf.id), 'pass', BOSS, '同意');
  const expired = (await order(boat, 2)).orderId; // 5050 expired
  await paid(q, t, expired);
  await q.query(sql`UPDATE ord_order SET play_date = play_date - 2 WHERE tenant_id = ${t} AND id = ${expired}`);
  await q.query(sql`UPDATE ord_guest SET ticket_status = 3 WHERE tenant_id = ${t} AND order_id = ${expired}`);
  await move(db, (await q.one(sql`SELECT * FROM ord_order WHERE tenant_id = ${t} AND id = ${expired}`))!, 'expire', SYSTEM);
  await endUnpaid(db, (await order(lake, 1)).orderId, 'close', SYSTEM); // 4040 closed
  const late = (await order(boat, 1)).orderId; // unusual: paid after it closed
  await endUnpaid(db, late, 'close', SYSTEM);
  const lateRow = (await q.one(sql`SELECT total_money FROM ord_order WHERE tenant_id = ${t} AND id = ${late}`))!;
  await q.query(sql`INSERT INTO ord_trade (tenant_id, order_id, kind, trade_no, provider, amount, trade_status, provider_ref, finish_time)
    VALUES (${t}, ${late}, 'pay', ${'PDEMOLATE' + late}, 'sandbox', ${lateRow.total_money}, 'done', 'SBXDEMO', now())`);
  await q.query(sql`UPDATE ord_order SET is_unusual = 1, unusual_type = 1 WHERE tenant_id = ${t} AND id = ${late}`);

  // a little for the second merchant
  const c2 = await cls(second, '景区门票', 1);
  const p2 = await poi(second, '普陀山', '5A', '舟山市普陀区', '0580-6091414');
  const mount = await ticket(q, second, { poiId: p2, classifyId: c2, labelIds: [], name: '普陀山门票', skus: [['成人票', 16000]] });
  const o2 = await placeOrder(scopedTo(q, second), BOSS, {
    productId: mount.productId,
    touristDate: chinaToday(1),
    quantity: 1,
    contactName: '陈一',
    contactPhone: '13800000201',
  });
  await paid(q, second, o2.orderId);
};

import { z } from 'zod';
import {
  MSG, ORDER_STATUS as S, PLATFORM_TENANT_ID, REFUND_WINDOW_TEXT, centsToYuan, customerOrderStatus, orderStatusText, zFilter, zId, zPageQuery, zRefundApply,
} from '@yym/contract';
import type { FastifyRequest } from 'fastify';
import { defineModule } from '../../platform/route.ts';
import { sql, type Cond } from '../../platform/sql.ts';
import type { Ctx } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { toApi, toApiRows } from '../../platform/rows.ts';
import { REFUND_STATUS_TEXT, REFUND_TYPE, REFUND_TYPE_TEXT } from './flow.ts';
import {
  CUSTOMER, UNUSUAL_TYPES, actorOf, applyRefund, auditRefund, closeOverdue, createTrade, endUnpaid, expireTickets, forcedRefund, idempotent,
  lockOrder, moneyOf, orderLog, payCallback, placeOrder, reschedule, unusualRefund,
} from './service.ts';
import { payProvider } from './pay.ts';
import { exportStorage, sendXlsx } from './export.ts';

const zDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.paramInvalid);
const idemKey = (req: FastifyRequest, body?: { idempotencyKey?: string }) =>
  (req.headers['idempotency-key'] as string | undefined) ?? body?.idempotencyKey;

const placeForm = z.object({
  productId: zId, skuId: zId.optional(), touristDate: zDate, quantity: z.coerce.number().int().min(1).max(99),
  contactName: z.string().max(50).default(''), contactPhone: z.string().max(20).default(''),
  guests: z.array(z.object({ guestName: z.string().max(50).optional(), cardType: z.coerce.number().int().min(1).max(10).optional(),
    cardNum: z.string().max(30).optional(), phone: z.string().max(20).optional() })).max(99).optional(),
  channel: z.string().max(20).optional(), idempotencyKey: z.string().max(100).optional(),
});
const refundForm = z.object({
  orderId: zId, guestIds: z.array(zId).max(99).optional(), reason: z.string().max(100).optional(), refundText: z.string().max(100).optional(),
  idempotencyKey: z.string().max(100).optional(),
});

const ORDER_COLS = sql.raw(`o.*, (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'pay' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS paid_money,
  (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'refund' AND trade_status = 'done'), 0) FROM ord_trade t
    WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id) AS refund_money`);
const withText = (o: any) => ({ ...o, orderStatusText: orderStatusText(o.orderStatus), totalMoneyYuan: centsToYuan(o.totalMoney) });

const orderFilters = zPageQuery.extend({
  orderNo: zFilter, contactName: zFilter, contactPhone: zFilter, productName: zFilter, productId: zId.optional(), orderStatus: z.coerce.number().int().optional(),
  channel: zFilter, startDate: zDate.optional(), endDate: zDate.optional(), playStartDate: zDate.optional(), playEndDate: zDate.optional(),
  isUnusual: z.coerce.number().int().optional(), unusualType: z.coerce.number().int().optional(),
});
type OrderFilters = z.output<typeof orderFilters>;
// Create-date bounds are China days, compared on the indexed create_time.
const orderWhere = (ctx: Ctx, q: Partial<OrderFilters>): Cond[] => [
  sql`o.tenant_id = ${ctx.tenantId}`, sql`o.is_deleted = 0`,
  q.orderNo && sql`o.order_no = ${q.orderNo}`, q.contactName && sql`o.contact_name = ${q.contactName}`, q.contactPhone && sql`o.contact_phone = ${q.contactPhone}`,
  q.productName && sql`o.product_name ILIKE ${'%' + q.productName + '%'}`, q.productId && sql`o.product_id = ${q.productId}`,
  q.orderStatus !== undefined && sql`o.order_status = ${q.orderStatus}`, q.channel && sql`o.channel = ${q.channel}`,
  q.startDate && sql`o.create_time >= (${q.startDate}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`,
  q.endDate && sql`o.create_time < ((${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`,
  q.playStartDate && sql`o.play_date >= ${q.playStartDate}`, q.playEndDate && sql`o.play_date <= ${q.playEndDate}`,
  q.isUnusual !== undefined && sql`o.is_unusual = ${q.isUnusual}`, q.unusualType !== undefined && sql`o.unusual_type = ${q.unusualType}`,
];

async function orderPage(ctx: Ctx, q: OrderFilters) {
  const w = sql.and(orderWhere(ctx, q));
  const [{ n }] = (await ctx.q.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ord_order o WHERE ${w} LIMIT 10001) x`)) as [{ n: number }];
  const rows = await ctx.q.query(sql`SELECT ${ORDER_COLS} FROM ord_order o WHERE ${w} ORDER BY o.create_time DESC, o.id DESC
    LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`);
  const total = Math.min(n, 10000);
  return { records: toApiRows(rows).map(withText), total, size: q.size, current: q.current, pages: Math.ceil(total / q.size), ...(n > 10000 ? { totalCapped: true } : {}) };
}

async function orderInfo(ctx: Ctx, id: string) {
  if (!/^\d{1,19}$/.test(id)) throw notFound();
  const row = await ctx.q.one(sql`SELECT ${ORDER_COLS} FROM ord_order o WHERE o.tenant_id = ${ctx.tenantId} AND o.id = ${id} AND o.is_deleted = 0`);
  if (!row) throw notFound();
  const guests = toApiRows(await ctx.q.query(sql`SELECT * FROM ord_guest WHERE tenant_id = ${ctx.tenantId} AND order_id = ${id} ORDER BY id`));
  const refunds = toApiRows(await ctx.q.query(sql`SELECT * FROM ord_refund WHERE tenant_id = ${ctx.tenantId} AND order_id = ${id} ORDER BY id`))
    .map((r: any) => ({ ...r, refundStatusText: REFUND_STATUS_TEXT[r.refundStatus], refundTypeText: REFUND_TYPE_TEXT[r.refundType] }));
  const trades = toApiRows(await ctx.q.query(sql`SELECT * FROM ord_trade WHERE tenant_id = ${ctx.tenantId} AND order_id = ${id} ORDER BY id`));
  return { ...withText(toApi(row)), guests, refunds, trades };
}

const logs = (ctx: Ctx, orderId: string, kind: string) =>
  ctx.q.query(sql`SELECT * FROM ord_log WHERE tenant_id = ${ctx.tenantId} AND order_id = ${orderId} AND kind = ${kind} ORDER BY id`).then((rows) =>
    toApiRows(rows).map((l: any) => ({ ...l, fromStatusText: l.fromStatus == null ? '' : kind === 'refund' ? REFUND_STATUS_TEXT[l.fromStatus] : orderStatusText(l.fromStatus),
      toStatusText: l.toStatus == null ? '' : kind === 'refund' ? REFUND_STATUS_TEXT[l.toStatus] : orderStatusText(l.toStatus) })));

/** The public order by its unguessable code (no tenant in the request: the code decides). */
async function orderByCode(ctx: Ctx, code: string) {
  const o = await ctx.q.one(sql`SELECT * FROM ord_order WHERE code = ${code} AND is_deleted = 0`);
  if (!o) throw notFound();
  return o;
}
const mask = (s: string | null, keepStart: number, keepEnd: number) =>
  !s ? s : s.length <= keepStart + keepEnd ? s : s.slice(0, keepStart) + '*'.repeat(s.length - keepStart - keepEnd) + s.slice(s.length - keepEnd);

export default defineModule((r, svc) => {
  const pay = () => payProvider(svc.cfg.accessSecret);
  const OA = '/order-api';
  const G = `${OA}/generic-poi/biz`;

  svc.jobs.register('order.close', async () => void (await closeOverdue(svc.db)));
  svc.jobs.register('order.expire', async () => void (await expireTickets(svc.db)));
  svc.jobs.every({ queue: 'order.close', everySeconds: 60 });
  svc.jobs.every({ queue: 'order.expire', everySeconds: 600 });

  // ------------------------------------------------------------ selling
  r({ method: 'POST', url: `${OA}/place-order`, summary: 'Place an order (stock taken at once; idempotent by key)', body: placeForm, perm: 'order_scenic_place',
    handler: (ctx, { body, req }) => idempotent(ctx.q, ctx.tenantId, 'place-order', idemKey(req, body), () => placeOrder(ctx.q, ctx.tenantId, actorOf(ctx), body)) });
  for (const url of [`${OA}/pay/trade`, `${OA}/pay/trade/repay`]) {
    r({ method: 'POST', url, summary: 'Start a payment of an unpaid order (sandbox provider by default)', body: z.object({ orderId: zId }), perm: 'order_scenic_place',
      handler: (ctx, { body }) => createTrade(ctx.q, ctx.tenantId, pay(), body.orderId) });
  }
  r({ method: 'POST', url: `${OA}/pay/notify/sandbox`, summary: 'Sandbox provider: paid notice (signed; idempotent by trade)', auth: 'public',
    body: z.object({ tradeNo: z.string().max(40), amount: z.coerce.number().int(), providerRef: z.string().max(64), sign: z.string().max(128) }),
    handler: (ctx, { body }) => payCallback(ctx.q, pay(), body) });
  r({ method: 'GET', url: `${OA}/pay/trade/status`, summary: 'Payment state of an order', query: z.object({ orderId: zId }),
    handler: async (ctx, { query }) => {
      const o = await lockOrder(ctx.q, ctx.tenantId, query.orderId);
      const trades = toApiRows(await ctx.q.query(sql`SELECT trade_no, kind, amount, trade_status, create_time, finish_time FROM ord_trade
        WHERE tenant_id = ${ctx.tenantId} AND order_id = ${o.id} ORDER BY id`));
      return { orderId: String(o.id), orderStatus: Number(o.order_status), orderStatusText: orderStatusText(o.order_status), ...(await moneyOf(ctx.q, ctx.tenantId, o.id)), trades };
    } });
  r({ method: 'POST', url: `${OA}/cancelOrder`, summary: 'Cancel an unpaid order (stock comes back once)', body: z.object({ orderId: zId }), perm: ['order_scenic_cancel', 'order_scenic_place'],
    handler: (ctx, { body }) => endUnpaid(ctx.q, ctx.tenantId, body.orderId, 'cancel', actorOf(ctx)) });

  // ------------------------------------------------------------ back office
  r({ method: 'GET', url: `${G}/page`, summary: 'Scenic orders: page', query: orderFilters, perm: 'order_scenic', handler: (ctx, { query }) => orderPage(ctx, query) });
  r({ method: 'GET', url: `${G}/detail/order-info`, summary: 'Scenic order: detail', query: z.object({ orderId: zId }), perm: 'order_scenic',
    handler: (ctx, { query }) => orderInfo(ctx, query.orderId) });
  r({ method: 'GET', url: `${G}/detail/sub-order`, summary: 'Scenic order: guests (sub-orders)', query: z.object({ orderId: zId }), perm: 'order_scenic',
    handler: async (ctx, { query }) => (await orderInfo(ctx, query.orderId)).guests });
  for (const [p, kind] of [['order-process', 'process'], ['refund-log', 'refund'], ['operate-log', 'operate'], ['reschedule-log', 'reschedule']] as const) {
    r({ method: 'GET', url: `${G}/${p}`, summary: `Scenic order: ${kind} log`, query: z.object({ orderId: zId }), perm: 'order_scenic',
      handler: (ctx, { query }) => logs(ctx, query.orderId, kind) });
  }
  r({ method: 'POST', url: `${G}/reschedule`, summary: 'Scenic order: move the unused tickets to another play date', perm: 'order_scenic_reschedule',
    body: z.object({ orderId: zId, touristDate: zDate }),
    handler: (ctx, { body }) => reschedule(ctx.q, ctx.tenantId, body.orderId, body.touristDate, actorOf(ctx)) });
  r({ method: 'GET', url: `${G}/get-remark`, summary: 'Scenic order: remark', query: z.object({ orderId: zId }), perm: 'order_scenic',
    handler: async (ctx, { query }) => ({ orderId: query.orderId, remark: (await lockOrder(ctx.q, ctx.tenantId, query.orderId)).remark ?? '' }) });
  r({ method: 'GET', url: `${G}/add-remark`, summary: 'Scenic order: set the remark', query: z.object({ orderId: zId, remark: z.string().max(500) }), perm: 'order_scenic_remark', log: true,
    handler: async (ctx, { query }) => {
      const o = await lockOrder(ctx.q, ctx.tenantId, query.orderId);
      await ctx.q.query(sql`UPDATE ord_order SET remark = ${query.remark}, update_time = now() WHERE tenant_id = ${ctx.tenantId} AND id = ${o.id}`);
      await orderLog(ctx.q, ctx.tenantId, o.id, 'operate', 'remark', o.order_status, o.order_status, `备注: ${query.remark}`, actorOf(ctx));
      return true;
    } });
  r({ method: 'GET', url: `${G}/refund-detail`, summary: 'Scenic order: refundable tickets and money', query: z.object({ orderId: zId }), perm: 'order_scenic',
    handler: async (ctx, { query }) => {
      const info = await orderInfo(ctx, query.orderId);
      const refundable = info.guests.filter((g: any) => g.ticketStatus === 0 || g.ticketStatus === 3);
      return { orderId: info.id, orderNo: info.orderNo, refundable, refundableMoney: refundable.reduce((s: number, g: any) => s + Number(g.price), 0),
        paidMoney: Number(info.paidMoney), refundMoney: Number(info.refundMoney), refunds: info.refunds };
    } });
  r({ method: 'GET', url: `${G}/unusual-refund-detail`, summary: 'Scenic order: unusual refund detail', query: z.object({ orderId: zId }), perm: 'order_scenic',
    handler: async (ctx, { query }) => {
      const info = await orderInfo(ctx, query.orderId);
      return { ...info, unusualTypeText: UNUSUAL_TYPES[info.unusualType] ?? '' };
    } });
  // Full refund (all refundable tickets) and part refund (chosen guests): both go to audit.
  for (const [p, perm] of [['refund', 'order_scenic_refund'], ['part-refund', 'order_scenic_part_refund']] as const) {
    r({ method: 'POST', url: `${G}/${p}`, summary: `Scenic order: ${p} (application, then audit)`, body: refundForm, perm,
      handler: (ctx, { body, req }) => idempotent(ctx.q, ctx.tenantId, 'refund', idemKey(req, body), async () => toApi(await applyRefund(ctx.q, ctx.tenantId, body.orderId,
        REFUND_TYPE.MERCHANT, { guestIds: p === 'refund' ? undefined : body.guestIds, reason: body.reason, text: body.refundText }, actorOf(ctx)))) });
  }
  r({ method: 'POST', url: `${G}/forced-refund`, summary: 'Scenic order: forced refund (no audit)', body: refundForm, perm: 'order_scenic_forced_refund',
    handler: (ctx, { body, req }) => idempotent(ctx.q, ctx.tenantId, 'refund', idemKey(req, body), async () => toApi(await forcedRefund(ctx.q, ctx.tenantId, pay(), body.orderId,
      { guestIds: body.guestIds, reason: body.reason, text: body.refundText }, actorOf(ctx)))) });
  r({ method: 'POST', url: `${G}/unusual-refund`, summary: 'Scenic order: unusual refund (audit, then out-audit)', perm: 'order_scenic_refund',
    body: refundForm.extend({ amount: z.coerce.number().int().min(1).optional() }),
    handler: (ctx, { body, req }) => idempotent(ctx.q, ctx.tenantId, 'refund', idemKey(req, body), async () => toApi(await unusualRefund(ctx.q, ctx.tenantId, body.orderId,
      { reason: body.reason, text: body.refundText, amount: body.amount }, actorOf(ctx)))) });
  const auditForm = z.object({ refundId: zId, pass: z.coerce.boolean(), remark: z.string().max(255).optional() });
  r({ method: 'POST', url: `${G}/audit-refund`, summary: 'Refund audit: pass or reject', body: auditForm, perm: 'order_scenic_audit',
    handler: async (ctx, { body }) => toApi(await auditRefund(ctx.q, ctx.tenantId, pay(), body.refundId, body.pass ? 'pass' : 'reject', actorOf(ctx), body.remark)) });
  r({ method: 'POST', url: `${G}/out-audit`, summary: 'Refund out-audit (unusual refunds): pass or reject', body: auditForm, perm: 'order_scenic_audit',
    handler: async (ctx, { body }) => toApi(await auditRefund(ctx.q, ctx.tenantId, pay(), body.refundId, body.pass ? 'outPass' : 'outReject', actorOf(ctx), body.remark)) });
  r({ method: 'GET', url: `${OA}/refund/page`, summary: 'Refund applications: page', perm: 'order_scenic',
    query: zPageQuery.extend({ refundStatus: z.coerce.number().int().optional(), refundType: z.coerce.number().int().optional(), orderNo: zFilter }),
    handler: async (ctx, { query }) => {
      const w = sql.and([sql`f.tenant_id = ${ctx.tenantId}`, query.refundStatus !== undefined && sql`f.refund_status = ${query.refundStatus}`,
        query.refundType !== undefined && sql`f.refund_type = ${query.refundType}`, query.orderNo && sql`o.order_no = ${query.orderNo}`]);
      const from = sql`FROM ord_refund f JOIN ord_order o ON o.tenant_id = f.tenant_id AND o.id = f.order_id WHERE ${w}`;
      const [{ n }] = (await ctx.q.query<{ n: number }>(sql`SELECT count(*)::int AS n ${from}`)) as [{ n: number }];
      const rows = await ctx.q.query(sql`SELECT f.*, o.order_no, o.product_name, o.contact_name, o.contact_phone, o.order_status ${from}
        ORDER BY f.id DESC LIMIT ${query.size} OFFSET ${(query.current - 1) * query.size}`);
      return { records: toApiRows(rows).map((x: any) => ({ ...x, refundStatusText: REFUND_STATUS_TEXT[x.refundStatus], refundTypeText: REFUND_TYPE_TEXT[x.refundType] })),
        total: n, size: query.size, current: query.current, pages: Math.ceil(n / query.size) };
    } });
  const ORDER_XLSX: [string, string | ((x: any) => unknown)][] = [
    ['订单号', 'orderNo'], ['商品', 'productName'], ['票种', 'skuName'], ['景区', 'poiName'], ['游玩日期', 'playDate'], ['数量', 'quantity'],
    ['订单金额(元)', (x) => centsToYuan(x.totalMoney)], ['已付(元)', (x) => centsToYuan(x.paidMoney)], ['已退(元)', (x) => centsToYuan(x.refundMoney)],
    ['状态', (x) => orderStatusText(x.orderStatus)], ['联系人', 'contactName'], ['手机号', 'contactPhone'], ['渠道', 'channel'], ['下单时间', 'createTime'],
  ];
  r({ method: 'POST', url: `${G}/export`, summary: 'Scenic orders: export xlsx', raw: true, perm: 'order_scenic_export', query: orderFilters.partial(),
    handler: async (ctx, { query, reply }) => {
      const rows = toApiRows(await ctx.q.query(sql`SELECT ${ORDER_COLS} FROM ord_order o WHERE ${sql.and(orderWhere(ctx, query))} ORDER BY o.create_time DESC LIMIT 50000`));
      await sendXlsx(ctx, reply, '景区订单', ORDER_XLSX, rows);
    } });
  r({ method: 'GET', url: `${OA}/order/export/page`, summary: 'Order export records: the caller\'s own, page', query: zPageQuery,
    handler: (ctx, { query }) => exportPage(ctx, query) });
  const exportQuery = zPageQuery.extend({ name: z.string().max(100).optional() });
  r({ method: 'GET', url: '/yym-biz-report/export/record/page', summary: 'Export records (report download list): the caller\'s own, page', query: exportQuery,
    handler: (ctx, { query }) => exportPage(ctx, query) });
  r({ method: 'GET', url: '/yym-biz-report/export/record/download', summary: 'Export records: the kept xlsx file again (own exports only)', raw: true,
    query: z.object({ id: zId }),
    handler: async (ctx, { query, reply }) => {
      const rec = await ctx.q.one<{ file_name: string; file_key: string | null }>(sql`SELECT file_name, file_key FROM biz_export_record
        WHERE tenant_id = ${ctx.tenantId} AND id = ${query.id} AND create_user = ${ctx.requireUser().userId}`);
      if (!rec) throw notFound();
      const buf = rec.file_key ? await exportStorage(svc.cfg).get(rec.file_key) : null;
      if (!buf) throw notFound(MSG.coExportFileGone);
      reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(rec.file_name)}`)
        .send(buf);
    } });
  r({ method: 'POST', url: `${OA}/scenicmainorder/remove`, summary: 'Scenic orders: remove finished orders from the list', perm: 'order_scenic_audit',
    query: z.object({ ids: z.string().regex(/^\d{1,19}(,\d{1,19})*$/, MSG.paramInvalid) }),
    handler: async (ctx, { query }) => {
      const rows = await ctx.q.query(sql`UPDATE ord_order SET is_deleted = 1, update_time = now() WHERE tenant_id = ${ctx.tenantId}
        AND id = ANY(${query.ids.split(',')}::bigint[]) AND order_status IN (${S.CANCELLED}, ${S.CLOSED}) RETURNING id`);
      if (!rows.length) throw notFound();
      return rows.length;
    } });

  // ------------------------------------------------------------ unusual orders
  const U = `${OA}/unusual`;
  r({ method: 'GET', url: `${U}/type-list`, summary: 'Unusual order types', handler: async () => Object.entries(UNUSUAL_TYPES).map(([k, v]) => ({ type: Number(k), name: v })) });
  r({ method: 'GET', url: `${U}/page`, summary: 'Unusual orders: page', query: orderFilters, perm: ['order_abnormal', 'order_scenic'],
    handler: (ctx, { query }) => orderPage(ctx, { ...query, isUnusual: query.isUnusual ?? 1 }).then((p) => ({ ...p,
      records: p.records.map((x: any) => ({ ...x, unusualTypeText: UNUSUAL_TYPES[x.unusualType] ?? '' })) })) });
  r({ method: 'GET', url: `${U}/refund-detail`, summary: 'Unusual order: detail', query: z.object({ orderId: zId }), perm: ['order_abnormal', 'order_scenic'],
    handler: (ctx, { query }) => orderInfo(ctx, query.orderId) });
  r({ method: 'GET', url: `${U}/refund-money`, summary: 'Unusual order: money that can be given back', query: z.object({ orderId: zId }), perm: ['order_abnormal', 'order_scenic'],
    handler: async (ctx, { query }) => {
      const o = await lockOrder(ctx.q, ctx.tenantId, query.orderId);
      const m = await moneyOf(ctx.q, ctx.tenantId, o.id);
      const active = [S.CLOSED, S.CANCELLED].includes(Number(o.order_status) as 4040) ? 0 : Number(o.total_money);
      return { ...m, refundable: Math.max(0, m.paid - m.refunded - active) };
    } });
  r({ method: 'POST', url: `${U}/refund`, summary: 'Unusual order: apply a refund', perm: ['order_abnormal_refund', 'order_scenic_refund'],
    body: refundForm.extend({ amount: z.coerce.number().int().min(1).optional() }),
    handler: (ctx, { body, req }) => idempotent(ctx.q, ctx.tenantId, 'refund', idemKey(req, body), async () => toApi(await unusualRefund(ctx.q, ctx.tenantId, body.orderId,
      { reason: body.reason, text: body.refundText, amount: body.amount }, actorOf(ctx)))) });
  r({ method: 'GET', url: `${U}/log`, summary: 'Unusual order: logs', query: z.object({ orderId: zId }), perm: ['order_abnormal', 'order_scenic'],
    handler: async (ctx, { query }) => [...(await logs(ctx, query.orderId, 'operate')), ...(await logs(ctx, query.orderId, 'refund'))] });
  r({ method: 'POST', url: `${U}/audit-refund`, summary: 'Unusual order: audit step (audit, then out-audit)', perm: ['order_abnormal_audit', 'order_scenic_audit'],
    body: auditForm.extend({ step: z.enum(['audit', 'out']).default('audit') }),
    handler: async (ctx, { body }) => toApi(await auditRefund(ctx.q, ctx.tenantId, pay(), body.refundId,
      body.step === 'out' ? (body.pass ? 'outPass' : 'outReject') : body.pass ? 'pass' : 'reject', actorOf(ctx), body.remark)) });

  // ------------------------------------------------------------ customer pages (public, by code)
  const zCode = z.object({ code: z.string().regex(/^[\w-]{10,40}$/, MSG.paramInvalid) });
  r({ method: 'GET', url: `${OA}/h5/order/detail`, summary: 'Customer: order detail by code', auth: 'public', query: zCode,
    handler: async (ctx, { query }) => {
      const o = await orderByCode(ctx, query.code);
      const t = o.tenant_id as string;
      const p = (await ctx.q.one(sql`SELECT * FROM prd_product WHERE tenant_id = ${t} AND id = ${o.product_id}`)) ?? {};
      const poi = o.poi_id ? await ctx.q.one(sql`SELECT name, phone, address FROM prd_poi WHERE tenant_id = ${t} AND id = ${o.poi_id}`) : null;
      const shop = await ctx.q.one(sql`SELECT tenant_name, contact_number FROM blade_tenant WHERE tenant_id = ${t}`);
      const guests = await ctx.q.query(sql`SELECT * FROM ord_guest WHERE tenant_id = ${t} AND order_id = ${o.id} ORDER BY id`);
      const usable = (g: any) => g.ticket_status === 0 && [S.TO_BE_USED, S.IN_USE].includes(o.order_status);
      return {
        code: o.code, orderMainId: o.order_no, orderNum: o.quantity, totalMoney: Number(o.total_money), ticketprice: Number(o.unit_price), playDate: o.play_date,
        orderCreateTime: toApi({ t: o.create_time }).t, orderStatus: o.order_status, orderState: customerOrderStatus(o.order_status), vouchermold: 1,
        linkName: o.contact_name, linkerName: o.contact_name, contactPhone: mask(o.contact_phone, 3, 4), assistCode: [S.TO_BE_USED, S.IN_USE].includes(o.order_status) ? o.assist_code : '',
        spOrder: guests.map((g: any) => ({ id: String(g.id), qrCode: usable(g) ? g.qr_code : '', qrCodeUrl: usable(g) ? g.qr_code : '', guestName: g.guest_name, guestCardType: g.card_type,
          guestCardNum: mask(g.card_num, 3, 4), guestPhone: mask(g.phone, 3, 4), ticketStatus: g.ticket_status })),
        product: { prdName: o.product_name, skuName: o.sku_name, scName: o.poi_name, etPkTime: p.et_pk_time, etPkAddress: p.et_pk_address ?? poi?.address,
          changeTktTime: p.change_tkt_time, changeTktAddress: p.change_tkt_address, cancelOrderTips: '退改规则', cancelOrderText: p.cancel_order_text,
          cancelOrderDesc: ['不可退', '未使用可退', '随时可退'][p.refund_rule ?? 1], advTips: '预订须知', advText: p.adv_text, etTips: '入园须知', etText: p.et_text,
          costDesc: p.cost_desc, costNotDesc: p.cost_not_desc, receipsDesc: p.receips_desc, otDesc: p.ot_desc, weekly: p.weekly, disDate: p.dis_date },
        merchant: { name: shop?.tenant_name ?? '', phone: poi?.phone || shop?.contact_number || '' },
      };
    } });
  r({ method: 'GET', url: `${OA}/h5/refund/detail`, summary: 'Customer: refund detail by code', auth: 'public', query: zCode,
    handler: async (ctx, { query }) => {
      const o = await orderByCode(ctx, query.code);
      const t = o.tenant_id as string;
      const n = await ctx.q.one<{ n: number; money: string }>(sql`SELECT count(*)::int AS n, coalesce(sum(price), 0)::bigint AS money FROM ord_guest
        WHERE tenant_id = ${t} AND order_id = ${o.id} AND ticket_status IN (0, 3)`);
      const reasons = await ctx.q.query<{ dict_value: string }>(sql`SELECT dict_value FROM blade_dict WHERE tenant_id = ${PLATFORM_TENANT_ID}
        AND code = 'refund_reason' AND parent_id <> 0 AND is_deleted = 0 AND is_sealed = 0 ORDER BY sort, id`);
      return { scName: o.poi_name || o.product_name, refundNum: n!.n, orderMainId: o.order_no, money: Number(n!.money), refundReason: reasons.map((x) => x.dict_value),
        refundWindow: REFUND_WINDOW_TEXT };
    } });
  r({ method: 'POST', url: `${OA}/h5/refund/apply`, summary: 'Customer: apply for a refund (goes to audit)', auth: 'public', body: zRefundApply,
    handler: async (ctx, { body, req }) => {
      const o = await orderByCode(ctx, body.code);
      const t = o.tenant_id as string;
      return idempotent(ctx.q, t, 'refund', idemKey(req), async () => {
        const refund = await applyRefund(ctx.q, t, o.id, REFUND_TYPE.CUSTOMER,
          { reason: body.returnReason, reasonIndex: body.refundTextNumber, text: body.refundText }, CUSTOMER);
        return { refundNo: refund.refund_no, refundNum: refund.refund_num, money: Number(refund.amount) };
      });
    } });
});

/** The caller's own exports, newest first (an export may hold customers' phone numbers: nobody else's are listed). */
async function exportPage(ctx: Ctx, q: { current: number; size: number; name?: string }) {
  const where = sql.and([sql`tenant_id = ${ctx.tenantId}`, sql`create_user = ${ctx.requireUser().userId}`, q.name && sql`name ILIKE ${'%' + q.name + '%'}`]);
  const [{ n }] = (await ctx.q.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM biz_export_record WHERE ${where}`)) as [{ n: number }];
  const rows = await ctx.q.query(sql`SELECT id, name, file_name, row_count, user_name, create_time, file_size, file_key IS NOT NULL AS downloadable
    FROM biz_export_record WHERE ${where} ORDER BY id DESC LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`);
  return { records: toApiRows(rows), total: n, size: q.size, current: q.current, pages: Math.ceil(n / q.size) };
}

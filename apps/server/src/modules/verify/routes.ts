import { z } from 'zod';
import { MSG, ORDER_STATUS as S, VERIFY_METHOD as M, VERIFY_METHOD_LABELS, verifyMethodText, zFilter, zId, zIds, zPageQuery } from '@yym/contract';
import { defineModule } from '../../platform/route.ts';
import { sql } from '../../platform/sql.ts';
import type { Queryable, Row } from '../../platform/db.ts';
import type { Ctx } from '../../platform/context.ts';
import type { TableSpec } from '../../platform/repo.ts';
import { BizError, bad, forbidden, notFound } from '../../platform/errors.ts';
import { toApiRows } from '../../platform/rows.ts';
import { TICKET, actorOf, checkGuests, type Actor } from '../order/service.ts';
import { chinaToday } from '../product/stock.ts';
import { sendXlsx } from '../order/export.ts';

export const VERIFIER: TableSpec = { name: 'vf_verifier', tenant: true, orderBy: 'id DESC', writable: ['user_id', 'user_name', 'poi_id', 'verify_poi_status'] };
export const POWER: TableSpec = { name: 'vf_power', tenant: true, orderBy: 'id DESC', writable: ['user_id', 'user_name', 'product_ids'] };

/** Methods a clerk may use at the gate (9 is the expiry job's). */
const GATE_METHODS = [M.ID_CARD, M.QR_SCAN, M.FACE, M.BATCH, M.MANUAL, M.PHONE, M.ASSIST_CODE] as const;

export interface CheckInput {
  method: number;
  /** QR code, assist code, ID card number or phone, by method. */
  code?: string;
  guestIds?: string[];
  orderIds?: string[];
  deviceNo?: string;
}

/** The tickets a scan points at. */
async function findGuests(q: Queryable, t: string, i: CheckInput): Promise<Row[]> {
  const base = sql`SELECT g.*, o.order_status, o.play_date, o.product_id, o.product_name, o.order_no FROM ord_guest g
    JOIN ord_order o ON o.tenant_id = g.tenant_id AND o.id = g.order_id AND o.is_deleted = 0 WHERE g.tenant_id = ${t}`;
  const code = (i.code ?? '').trim();
  switch (i.method) {
    case M.QR_SCAN:
      return code ? q.query(sql`${base} AND g.qr_code = ${code}`) : [];
    case M.ASSIST_CODE:
      return code ? q.query(sql`${base} AND o.assist_code = ${code} ORDER BY g.id`) : [];
    case M.ID_CARD:
    case M.FACE:
      return code ? q.query(sql`${base} AND g.card_num = ${code.toUpperCase()} AND o.play_date = ${chinaToday()} ORDER BY g.id`) : [];
    case M.PHONE:
      return code ? q.query(sql`${base} AND o.contact_phone = ${code} AND o.play_date = ${chinaToday()} ORDER BY g.id`) : [];
    case M.MANUAL:
    case M.BATCH:
      if (i.guestIds?.length) return q.query(sql`${base} AND g.id = ANY(${i.guestIds}::bigint[]) ORDER BY g.id`);
      if (i.orderIds?.length) return q.query(sql`${base} AND g.order_id = ANY(${i.orderIds}::bigint[]) ORDER BY g.id`);
      return [];
    default:
      return [];
  }
}

/** Why this ticket cannot be checked now, or null. */
function refusal(g: Row): string | null {
  const st = Number(g.ticket_status);
  if (st === TICKET.CHECKED) return MSG.coTicketChecked;
  if (st === TICKET.REFUNDED) return MSG.coTicketRefunded;
  if (st === TICKET.REFUNDING || Number(g.order_status) === S.REFUNDING) return MSG.coTicketRefunding;
  if (st === TICKET.EXPIRED || Number(g.order_status) === S.EXPIRED) return MSG.coTicketExpired;
  if (![S.TO_BE_USED, S.IN_USE].includes(Number(g.order_status) as 8821)) return MSG.coTicketNotPaid;
  if (g.play_date > chinaToday()) return MSG.coTicketNotToday;
  if (g.play_date < chinaToday()) return MSG.coTicketExpired;
  return null;
}

async function check(q: Queryable, t: string, user: { userId: string } | null, actor: Actor, i: CheckInput) {
  const cfg = await q.one(sql`SELECT enabled FROM vf_config WHERE tenant_id = ${t} AND method = ${i.method}`);
  if (cfg && Number(cfg.enabled) === 0) throw bad(MSG.coVerifyMethodDisabled);
  if (user) {
    const v = await q.one(sql`SELECT verify_poi_status FROM vf_verifier WHERE tenant_id = ${t} AND user_id = ${user.userId} AND is_deleted = 0 LIMIT 1`);
    if (v && Number(v.verify_poi_status) === 0) throw bad(MSG.coVerifierDisabled);
  }
  const all = await findGuests(q, t, i);
  if (!all.length) throw bad(MSG.coTicketNotFound);
  const ok = all.filter((g) => !refusal(g));
  if (!ok.length) throw new BizError(400, refusal(all[0]!)!, { guestId: String(all[0]!.id) });
  if (user) {
    const powers = await q.query<{ product_ids: string[] }>(sql`SELECT product_ids FROM vf_power WHERE tenant_id = ${t} AND user_id = ${user.userId} AND is_deleted = 0`);
    const allowed = new Set(powers.flatMap((p) => p.product_ids.map(String)));
    if (powers.length && ok.some((g) => !allowed.has(String(g.product_id)))) throw bad(MSG.coVerifyNoPower);
  }
  const byOrder = new Map<string, Row[]>();
  for (const g of ok) byOrder.set(String(g.order_id), [...(byOrder.get(String(g.order_id)) ?? []), g]);
  let checked = 0;
  for (const [orderId, gs] of byOrder) {
    const o = await q.one(sql`SELECT * FROM ord_order WHERE tenant_id = ${t} AND id = ${orderId} FOR UPDATE`);
    const n = await checkGuests(q, t, o!, gs.map((g) => String(g.id)), actor, i.method);
    if (n !== gs.length) throw bad(MSG.coTicketChecked); // a concurrent scan took one: nothing is kept
    checked += n;
  }
  for (const g of ok) {
    await q.query(sql`INSERT INTO vf_record (tenant_id, order_id, guest_id, product_id, product_name, order_no, guest_name, method, input, device_no, result, user_id, user_name)
      VALUES (${t}, ${g.order_id}, ${g.id}, ${g.product_id}, ${g.product_name}, ${g.order_no}, ${g.guest_name}, ${i.method}, ${(i.code ?? '').slice(0, 100) || null},
        ${i.deviceNo ?? null}, 1, ${actor.userId}, ${actor.name})`);
  }
  return { checked, methodText: verifyMethodText(i.method), productName: ok[0]!.product_name, orderNo: ok[0]!.order_no,
    guests: ok.map((g) => ({ id: String(g.id), guestName: g.guest_name, orderNo: g.order_no })) };
}

/**
 * Check tickets in one transaction; when refused, the refusal is recorded in its own transaction
 * (the check's was rolled back) and the reason answered.
 */
async function checkAndRecord(ctx: Ctx, i: CheckInput) {
  const actor = actorOf(ctx);
  try {
    return await ctx.svc.db.tx((q) => check(q, ctx.tenantId, ctx.user, actor, i), { tenantId: ctx.tenantId });
  } catch (e) {
    if (!(e instanceof BizError)) throw e;
    await ctx.svc.db.tx((q) => q.query(sql`INSERT INTO vf_record (tenant_id, guest_id, method, input, device_no, result, reason, user_id, user_name)
      VALUES (${ctx.tenantId}, ${(e.extra.guestId as string) ?? null}, ${i.method}, ${(i.code ?? i.guestIds?.join(',') ?? i.orderIds?.join(',') ?? '').slice(0, 100) || null},
        ${i.deviceNo ?? null}, 0, ${e.message.slice(0, 200)}, ${actor.userId}, ${actor.name})`), { tenantId: ctx.tenantId });
    throw e;
  }
}

const recordFilters = zPageQuery.extend({ method: z.coerce.number().int().optional(), result: z.coerce.number().int().optional(), orderNo: zFilter,
  deviceNo: zFilter, productId: zId.optional(), userId: zId.optional(), startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(), endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional() });
type RecordFilters = z.output<typeof recordFilters>;
const recordWhere = (ctx: Ctx, q: Partial<RecordFilters>) => sql.and([sql`tenant_id = ${ctx.tenantId}`,
  q.method !== undefined && sql`method = ${q.method}`, q.result !== undefined && sql`result = ${q.result}`, q.orderNo && sql`order_no = ${q.orderNo}`,
  q.deviceNo && sql`device_no = ${q.deviceNo}`, q.productId && sql`product_id = ${q.productId}`, q.userId && sql`user_id = ${q.userId}`,
  q.startDate && sql`create_time >= (${q.startDate}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`,
  q.endDate && sql`create_time < ((${q.endDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`]);

/** Powers with the names of their products (a removed product keeps its id, named as removed). */
async function withProducts(ctx: Ctx, rows: any[]) {
  const ids = [...new Set(rows.flatMap((x) => (x.productIds ?? []).map(String)))];
  const names = new Map((ids.length ? await ctx.q.query<{ id: string; name: string }>(sql`SELECT id, name FROM prd_product
    WHERE tenant_id = ${ctx.tenantId} AND id = ANY(${ids}::bigint[]) AND is_deleted = 0`) : []).map((p) => [String(p.id), p.name]));
  return rows.map((x) => ({ ...x, productIds: (x.productIds ?? []).map(String),
    products: (x.productIds ?? []).map((id: unknown) => ({ id: String(id), name: names.get(String(id)) ?? '(已删除)' })) }));
}

export default defineModule((r) => {
  const V = '/yym-verification-api';
  const checkBody = z.object({
    method: z.coerce.number().int().refine((m) => (GATE_METHODS as readonly number[]).includes(m), MSG.paramInvalid),
    code: z.string().max(100).optional(), guestIds: z.array(zId).max(500).optional(), orderIds: z.array(zId).max(500).optional(), deviceNo: z.string().max(50).optional(),
  });
  r({ method: 'POST', url: `${V}/manPower/verify/submit`, summary: 'Check tickets (QR, assist code, ID card, phone, manual)', body: checkBody, perm: 'ticket_check_verify', noTx: true,
    handler: (ctx, { body }) => checkAndRecord(ctx, body) });
  r({ method: 'POST', url: `${V}/batch/verify/submit`, summary: 'Check tickets in batch (orders or guests)', perm: 'ticket_check_batch_verify', noTx: true,
    body: z.object({ orderIds: z.array(zId).max(500).optional(), guestIds: z.array(zId).max(500).optional(), deviceNo: z.string().max(50).optional() }),
    handler: (ctx, { body }) => checkAndRecord(ctx, { ...body, method: M.BATCH }) });
  r({ method: 'GET', url: `${V}/verify/lookup`, summary: 'Find the tickets a code points at (before checking)', query: checkBody.pick({ method: true, code: true }), perm: 'ticket_check',
    handler: async (ctx, { query }) => (await findGuests(ctx.q, ctx.tenantId, query)).map((g) => ({ id: String(g.id), orderId: String(g.order_id), orderNo: g.order_no,
      productName: g.product_name, guestName: g.guest_name, playDate: g.play_date, ticketStatus: g.ticket_status, refusal: refusal(g) })) });

  // ------------------------------------------------------------ records
  r({ method: 'GET', url: `${V}/verification/record/page`, summary: 'Check records: page', query: recordFilters, perm: ['ticket_verification', 'ticket_check'],
    handler: async (ctx, { query }) => {
      const w = recordWhere(ctx, query);
      const [{ n }] = (await ctx.q.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM vf_record WHERE ${w} LIMIT 10001) x`)) as [{ n: number }];
      const rows = await ctx.q.query(sql`SELECT * FROM vf_record WHERE ${w} ORDER BY create_time DESC, id DESC LIMIT ${query.size} OFFSET ${(query.current - 1) * query.size}`);
      const total = Math.min(n, 10000);
      return { records: toApiRows(rows).map((x: any) => ({ ...x, methodText: verifyMethodText(x.method) })), total, size: query.size, current: query.current, pages: Math.ceil(total / query.size) };
    } });
  r({ method: 'POST', url: `${V}/verification/record/export`, summary: 'Check records: export xlsx', raw: true, perm: 'ticket_verification_export', query: recordFilters.partial(),
    handler: async (ctx, { query, reply }) => {
      const rows = toApiRows(await ctx.q.query(sql`SELECT * FROM vf_record WHERE ${recordWhere(ctx, query)} ORDER BY id DESC LIMIT 50000`));
      await sendXlsx(ctx, reply, '核销记录', [['订单号', 'orderNo'], ['商品', 'productName'], ['游客', 'guestName'], ['方式', (x: any) => verifyMethodText(x.method)],
        ['结果', (x: any) => (x.result === 1 ? '成功' : '拒绝')], ['原因', 'reason'], ['设备', 'deviceNo'], ['核销人', 'userName'], ['时间', 'createTime']], rows);
    } });
  r({ method: 'GET', url: `${V}/verification/record/deviceNoRecordList`, summary: 'Check records of devices', query: recordFilters, perm: ['ticket_device_record', 'ticket_verification'],
    handler: async (ctx, { query }) => {
      const w = sql`${recordWhere(ctx, query)} AND device_no IS NOT NULL`;
      const [{ n }] = (await ctx.q.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM vf_record WHERE ${w} LIMIT 10001) x`)) as [{ n: number }];
      const rows = await ctx.q.query(sql`SELECT * FROM vf_record WHERE ${w} ORDER BY create_time DESC, id DESC LIMIT ${query.size} OFFSET ${(query.current - 1) * query.size}`);
      const total = Math.min(n, 10000);
      return { records: toApiRows(rows).map((x: any) => ({ ...x, methodText: verifyMethodText(x.method) })), total, size: query.size, current: query.current,
        pages: Math.ceil(total / query.size) };
    } });

  // ------------------------------------------------------------ verifiers
  r({ method: 'GET', url: `${V}/verifier/list`, summary: 'Verifiers: page', query: zPageQuery.extend({ userName: zFilter }), perm: 'ticket_verifier',
    handler: async (ctx, { query }) => {
      const page = await ctx.data.page<any>(VERIFIER, { where: [query.userName && sql`user_name ILIKE ${'%' + query.userName + '%'}`], current: query.current, size: query.size });
      return { ...page, records: page.records.map((v) => ({ ...v, verifyPoiId: v.poiId, scenicVerificationId: v.id })) };
    } });
  r({ method: 'GET', url: `${V}/verifier/detail`, summary: 'Verifier: detail', query: z.object({ verifyPoiId: zId.optional(), scenicVerificationId: zId }), perm: 'ticket_verifier',
    handler: (ctx, { query }) => ctx.data.get(VERIFIER, query.scenicVerificationId) });
  r({ method: 'POST', url: `${V}/verifier/submit`, summary: 'Verifier: add or update', perm: ['ticket_verifier_add', 'ticket_verifier_edit'],
    body: z.object({ id: zId.optional(), userId: zId, verifyPoiId: zId.optional().nullable(), verifyPoiStatus: z.coerce.number().int().min(0).max(1).default(1) }),
    handler: async (ctx, { body }) => {
      const code = body.id ? 'ticket_verifier_edit' : 'ticket_verifier_add';
      if (!(await ctx.can(code))) throw forbidden(`${MSG.noPermission}: ${code}`);
      const u = await ctx.q.one(sql`SELECT id, coalesce(nullif(real_name, ''), account) AS name FROM blade_user WHERE tenant_id = ${ctx.tenantId} AND id = ${body.userId} AND is_deleted = 0`);
      if (!u) throw notFound();
      const dup = await ctx.q.one(sql`SELECT id FROM vf_verifier WHERE tenant_id = ${ctx.tenantId} AND user_id = ${body.userId} AND is_deleted = 0 AND id <> ${body.id ?? '0'}`);
      if (dup) throw bad(MSG.coVerifierExists);
      const row = { userId: body.userId, userName: u.name, poiId: body.verifyPoiId ?? null, verifyPoiStatus: body.verifyPoiStatus };
      return body.id ? ctx.data.update(VERIFIER, body.id, row) : ctx.data.insert(VERIFIER, row);
    } });
  r({ method: 'POST', url: `${V}/verifier/remove`, summary: 'Verifiers: remove', query: z.object({ ids: zIds }), perm: 'ticket_verifier_delete',
    handler: async (ctx, { query }) => {
      if (!(await ctx.data.remove(VERIFIER, query.ids))) throw notFound();
      return true;
    } });
  r({ method: 'POST', url: `${V}/verifier/status/update`, summary: 'Verifiers: enable or disable', perm: 'ticket_verifier_status',
    query: z.object({ ids: zIds, verifyPoiStatus: z.coerce.number().int().min(0).max(1) }),
    handler: async (ctx, { query }) => {
      const rows = await ctx.q.query(sql`UPDATE vf_verifier SET verify_poi_status = ${query.verifyPoiStatus}, update_time = now()
        WHERE ${ctx.data.base(VERIFIER)} AND id = ANY(${query.ids}::bigint[]) RETURNING id`);
      if (!rows.length) throw notFound();
      return rows.length;
    } });
  for (const url of [`${V}/verifier/tenant/user/list`, `${V}/verify/power/verifyUserList`]) {
    r({ method: 'GET', url, summary: 'Users of the tenant (to make verifiers)', perm: ['ticket_verifier', 'ticket_verify_power'],
      handler: async (ctx) => toApiRows(await ctx.q.query(sql`SELECT id, account, real_name, name FROM blade_user WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 ORDER BY id`)) });
  }

  // ------------------------------------------------------------ check-type config
  r({ method: 'GET', url: `${V}/verify/type/configList`, summary: 'Check methods and whether each is enabled', perm: ['ticket_verify_config', 'ticket_check'],
    handler: async (ctx) => {
      const rows = await ctx.q.query(sql`SELECT method, enabled FROM vf_config WHERE tenant_id = ${ctx.tenantId}`);
      const off = new Map(rows.map((x) => [Number(x.method), Number(x.enabled)]));
      return Object.entries(VERIFY_METHOD_LABELS).map(([k, v]) => ({ method: Number(k), name: v.zh, enabled: off.get(Number(k)) ?? 1 }));
    } });
  r({ method: 'POST', url: `${V}/verify/type/configAdd`, summary: 'Check methods: enable or disable', perm: 'ticket_verify_config_edit',
    body: z.object({ configs: z.array(z.object({ method: z.coerce.number().int().min(0).max(11), enabled: z.coerce.number().int().min(0).max(1) })).max(20) }),
    handler: async (ctx, { body }) => {
      for (const c of body.configs) {
        await ctx.q.query(sql`INSERT INTO vf_config (tenant_id, method, enabled, update_user) VALUES (${ctx.tenantId}, ${c.method}, ${c.enabled}, ${ctx.user?.userId ?? null})
          ON CONFLICT (tenant_id, method) DO UPDATE SET enabled = EXCLUDED.enabled, update_user = EXCLUDED.update_user, update_time = now()`);
      }
      return true;
    } });

  // ------------------------------------------------------------ check powers
  r({ method: 'GET', url: `${V}/verify/power/list`, summary: 'Check powers: page', query: zPageQuery.extend({ userId: zId.optional() }), perm: 'ticket_verify_power',
    handler: async (ctx, { query }) => {
      const page = await ctx.data.page<any>(POWER, { where: [query.userId && sql`user_id = ${query.userId}`], current: query.current, size: query.size });
      return { ...page, records: await withProducts(ctx, page.records) };
    } });
  r({ method: 'GET', url: `${V}/verify/power/detail`, summary: 'Check power: detail', query: z.object({ powerId: zId }), perm: 'ticket_verify_power',
    handler: async (ctx, { query }) => (await withProducts(ctx, [await ctx.data.get<any>(POWER, query.powerId)]))[0] });
  r({ method: 'POST', url: `${V}/verify/power/addPower`, summary: 'Check power: set the products a user may check', perm: ['ticket_verify_power_add', 'ticket_verify_power_edit'],
    body: z.object({ id: zId.optional(), userId: zId, productIds: z.array(zId).max(500) }),
    handler: async (ctx, { body }) => {
      const code = body.id ? 'ticket_verify_power_edit' : 'ticket_verify_power_add';
      if (!(await ctx.can(code))) throw forbidden(`${MSG.noPermission}: ${code}`);
      const u = await ctx.q.one(sql`SELECT coalesce(nullif(real_name, ''), account) AS name FROM blade_user WHERE tenant_id = ${ctx.tenantId} AND id = ${body.userId} AND is_deleted = 0`);
      if (!u) throw notFound();
      // Only the tenant's own products (another tenant's id is simply not found).
      const ids = [...new Set(body.productIds)];
      const found = ids.length ? (await ctx.q.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM prd_product
        WHERE tenant_id = ${ctx.tenantId} AND id = ANY(${ids}::bigint[]) AND is_deleted = 0`))!.n : 0;
      if (found !== ids.length) throw notFound();
      const row = { userId: body.userId, userName: u.name, productIds: ids };
      return body.id ? ctx.data.update(POWER, body.id, row) : ctx.data.insert(POWER, row);
    } });
  r({ method: 'POST', url: `${V}/verify/power/delete`, summary: 'Check power: remove', query: z.object({ powerId: zId }), perm: 'ticket_verify_power_delete',
    handler: async (ctx, { query }) => {
      if (!(await ctx.data.remove(POWER, [query.powerId]))) throw notFound();
      return true;
    } });
});

import type { FastifyReply } from 'fastify';
import {
  ECARD_QR_PREFIX,
  DEVICE_MSG,
  MSG,
  ORDER_STATUS,
  TICKET_STATUS,
  VERIFY_METHOD,
  VERIFY_METHOD_LABELS,
  verifyMethodText,
  type CheckRecordFilters,
  type checkConfigForm,
  type checkPowerForm,
  type verifierForm,
} from '@yym/contract';
import type { z } from 'zod';
import type { Database, Queryable, Row } from '../../platform/db.ts';
import type { Ctx } from '../../platform/context.ts';
import type { Scoped } from '../../platform/repo.ts';
import { BizError, bad, forbidden, notFound } from '../../platform/errors.ts';
import { sendXlsx } from '../../platform/export.ts';
import { actorOf, checkGuests, onTicketChecks, scopedTo, type Actor } from '../order/index.ts';
import { chinaToday } from '../product/index.ts';
import * as repo from './repo.ts';
import type { CheckInput } from './repo.ts';
import { checkCard } from '../ecard/index.ts';
import { checkVoucher, voucherQrOfScan } from '../voucher/index.ts';

/** Why this ticket cannot be checked now, or null. */
function refusal(g: Row): string | null {
  const st = Number(g.ticket_status);
  const orderStatus = Number(g.order_status);
  if (st === TICKET_STATUS.CHECKED) return MSG.coTicketChecked;
  if (st === TICKET_STATUS.REFUNDED) return MSG.coTicketRefunded;
  if (st === TICKET_STATUS.REFUNDING || orderStatus === ORDER_STATUS.REFUNDING) return MSG.coTicketRefunding;
  if (st === TICKET_STATUS.EXPIRED || orderStatus === ORDER_STATUS.EXPIRED) return MSG.coTicketExpired;
  if (orderStatus !== ORDER_STATUS.TO_BE_USED && orderStatus !== ORDER_STATUS.IN_USE) return MSG.coTicketNotPaid;
  if (g.play_date > chinaToday()) return MSG.coTicketNotToday;
  if (g.play_date < chinaToday()) return MSG.coTicketExpired;
  return null;
}

export async function lookup(db: Scoped, i: CheckInput) {
  return (await repo.findGuests(db, i, chinaToday())).map((g) => ({
    id: String(g.id),
    orderId: String(g.order_id),
    orderNo: g.order_no,
    productName: g.product_name,
    guestName: g.guest_name,
    playDate: g.play_date,
    ticketStatus: g.ticket_status,
    refusal: refusal(g),
  }));
}

type Checker = { userId: string } | null;
async function check(db: Scoped, user: Checker, actor: Actor, i: CheckInput, devicePoi: string | null = null) {
  const { gate, guests: all } = await repo.gateAndGuests(db, i, user?.userId ?? null, chinaToday());
  if (gate.enabled != null && Number(gate.enabled) === 0) throw bad(MSG.coVerifyMethodDisabled);
  if (gate.verify_poi_status != null && Number(gate.verify_poi_status) === 0) throw bad(MSG.coVerifierDisabled);
  // A held e-card's entry QR (scanned, or matched by a face device): one use of its matching project
  // (the e-card area decides, and refuses a face check without a photo on file), recorded here.
  const ecardMethod = i.method === VERIFY_METHOD.QR_SCAN || i.method === VERIFY_METHOD.FACE;
  if (ecardMethod && (i.code ?? '').trim().startsWith(ECARD_QR_PREFIX)) return checkHeldCard(db, user, actor, i, devicePoi);
  // A voucher's QR: one use, decided by the voucher area (a use the order's check path did not record is recorded here).
  const qr = ecardMethod ? voucherQrOfScan(i.code ?? '') : null;
  const poi = async () => devicePoi ?? (user ? ((await repo.verifierPoi(db, user.userId))?.poi_id ?? null) : null);
  if (qr) return checkVoucher(db, qr, { method: i.method, actor, poiId: await poi() }, (c) => repo.insertCardCheck(db, c, i, actor));
  if (!all.length) throw bad(MSG.coTicketNotFound);
  if (devicePoi && all.some((g) => String(g.order_poi_id) !== devicePoi)) throw bad(DEVICE_MSG.wrongPoi);
  const ok = all.filter((g) => !refusal(g));
  if (!ok.length) throw new BizError(400, refusal(all[0]!)!, { guestId: String(all[0]!.id) });
  if (gate.powers) {
    const allowed = new Set((gate.products ?? []).map(String));
    if (ok.some((g) => !allowed.has(String(g.product_id)))) throw bad(MSG.coVerifyNoPower);
  }
  const byOrder = new Map<string, Row[]>();
  for (const g of ok) byOrder.set(String(g.order_id), [...(byOrder.get(String(g.order_id)) ?? []), g]);
  const note = { input: (i.code ?? '').slice(0, 100) || null, deviceNo: i.deviceNo ?? null };
  let checked = 0;
  for (const [orderId, gs] of byOrder) {
    const n = await checkGuests(
      db,
      orderId,
      gs.map((g) => String(g.id)),
      actor,
      i.method,
      note,
    );
    if (n !== gs.length) throw bad(MSG.coTicketChecked); // a concurrent scan took one: nothing is kept
    checked += n;
  }
  return {
    checked,
    methodText: verifyMethodText(i.method),
    productName: ok[0]!.product_name,
    orderNo: ok[0]!.order_no,
    guests: ok.map((g) => ({ id: String(g.id), guestName: g.guest_name, orderNo: g.order_no })),
  };
}

async function checkHeldCard(db: Scoped, user: Checker, actor: Actor, i: CheckInput, devicePoi: string | null) {
  const poiId = devicePoi ?? (user ? ((await repo.verifierPoi(db, user.userId))?.poi_id ?? null) : null);
  const productIds = user ? (await repo.powersOf(db, user.userId)).flatMap((p) => p.product_ids.map(String)) : [];
  const c = await checkCard(db, { code: i.code!, method: i.method, poiId: poiId && String(poiId), productIds, actor });
  await repo.insertCardCheck(db, { ...c, orderId: c.row.order_id ?? null, guestId: c.row.guest_id ?? null }, i, actor);
  const { userCardId, cardNo, cardName, holderName, projectName, left, dayLeft } = c;
  return {
    checked: 1,
    methodText: verifyMethodText(i.method),
    productName: `${cardName} · ${projectName}`,
    orderNo: cardNo,
    guests: [{ id: userCardId, guestName: holderName ?? '', orderNo: cardNo }],
    card: { userCardId, cardNo, cardName, holderName, projectName, left, dayLeft },
  };
}

/**
 * Check tickets in one transaction, the call's operation-log line in it (one commit); when refused, the
 * refusal is recorded in its own transaction (the check's was rolled back) and the reason answered.
 */
export const checkAndRecord = (ctx: Ctx, i: CheckInput) =>
  runCheck(ctx.svc.db, ctx.tenantId, ctx.user, actorOf(ctx), i, ctx.logOperationIn);
/** A device's check (the device area): as its checker, at its scenic spot only (`poi`), recorded with its number. */
export const checkAsDevice = runCheck;
async function runCheck(db: Database, tid: string, user: Checker, actor: Actor, i: CheckInput, logIn: Ctx['logOperationIn'], poi?: string) {
  const checked = (q: Queryable) => check(scopedTo(q, tid), user, actor, i, poi).then((done) => logIn?.(q).then(() => done) ?? done);
  try {
    return await db.tx(checked, { tenantId: tid });
  } catch (e) {
    if (!(e instanceof BizError)) throw e;
    const input = (i.code ?? i.guestIds?.join(',') ?? i.orderIds?.join(',') ?? '').slice(0, 100) || null;
    await db.tx(
      (q) =>
        repo.insertRefusal(scopedTo(q, tid), {
          guestId: (e.extra.guestId as string) ?? null,
          method: i.method,
          input,
          deviceNo: i.deviceNo ?? null,
          reason: e.message.slice(0, 200),
          userId: actor.userId,
          userName: actor.name,
        }),
      { tenantId: tid },
    );
    throw e;
  }
}

// ---------------------------------------------------------------- records

export async function records(db: Scoped, q: CheckRecordFilters, deviceOnly = false) {
  const page = await repo.recordPage(db, q, deviceOnly);
  return { ...page, records: page.records.map((x: Row) => ({ ...x, methodText: verifyMethodText(x.method) })) };
}

export async function exportRecords(ctx: Ctx, reply: FastifyReply, q: Partial<CheckRecordFilters>) {
  await sendXlsx(
    ctx,
    reply,
    '核销记录',
    [
      ['订单号', 'orderNo'],
      ['商品', 'productName'],
      ['游客', 'guestName'],
      ['方式', (x: Row) => verifyMethodText(x.method)],
      ['结果', (x: Row) => (x.result === 1 ? '成功' : '拒绝')],
      ['原因', 'reason'],
      ['设备', 'deviceNo'],
      ['核销人', 'userName'],
      ['时间', 'createTime', 'time'],
    ],
    await repo.recordRows(ctx.data, q),
  );
}

// ---------------------------------------------------------------- verifiers, methods, powers

export async function verifiers(db: Scoped, q: { current: number; size: number; userName?: string }) {
  const page = await repo.verifierPage(db, q);
  return { ...page, records: page.records.map((v) => ({ ...v, verifyPoiId: v.poiId, scenicVerificationId: v.id })) };
}

/** Adding and editing have their own button codes, either of which opens the route. */
async function mustHave(ctx: Ctx, code: string) {
  if (!(await ctx.can(code))) throw forbidden(`${MSG.noPermission}: ${code}`);
}

export const verifierDetail = (db: Scoped, id: string) => db.get(repo.VERIFIER, id);
export const tenantUsers = (db: Scoped) => repo.tenantUsers(db);

export async function saveVerifier(ctx: Ctx, body: z.output<typeof verifierForm>) {
  await mustHave(ctx, body.id ? 'ticket_verifier_edit' : 'ticket_verifier_add');
  const user = await repo.userName(ctx.data, body.userId);
  if (!user) throw notFound();
  if (await repo.otherVerifier(ctx.data, body.userId, body.id ?? '0')) throw bad(MSG.coVerifierExists);
  const row = { userId: body.userId, userName: user.name, poiId: body.verifyPoiId ?? null, verifyPoiStatus: body.verifyPoiStatus };
  return body.id ? ctx.data.update(repo.VERIFIER, body.id, row) : ctx.data.insert(repo.VERIFIER, row);
}

export async function removeVerifiers(db: Scoped, ids: string[]) {
  if (!(await db.remove(repo.VERIFIER, ids))) throw notFound();
  return true;
}

export async function setVerifierStatus(db: Scoped, ids: string[], status: number) {
  const rows = await repo.setVerifierStatus(db, ids, status);
  if (!rows.length) throw notFound();
  return rows.length;
}

export async function methodConfigs(db: Scoped) {
  const enabled = new Map((await repo.configs(db)).map((x) => [Number(x.method), Number(x.enabled)]));
  return Object.entries(VERIFY_METHOD_LABELS).map(([k, v]) => ({ method: Number(k), name: v.zh, enabled: enabled.get(Number(k)) ?? 1 }));
}

export async function saveMethodConfigs(db: Scoped, body: z.output<typeof checkConfigForm>) {
  for (const c of body.configs) await repo.saveConfig(db, c.method, c.enabled);
  return true;
}

/** Powers with the names of their products (a removed product keeps its id, named as removed). */
async function withProducts(db: Scoped, rows: Row[]) {
  const ids = [...new Set(rows.flatMap((x) => (x.productIds ?? []).map(String)))];
  const names = new Map((ids.length ? await repo.productNames(db, ids) : []).map((p) => [String(p.id), p.name]));
  return rows.map((x) => ({
    ...x,
    productIds: (x.productIds ?? []).map(String),
    products: (x.productIds ?? []).map((id: unknown) => ({ id: String(id), name: names.get(String(id)) ?? '(已删除)' })),
  }));
}

export async function powers(db: Scoped, q: { current: number; size: number; userId?: string }) {
  const page = await repo.powerPage(db, q);
  return { ...page, records: await withProducts(db, page.records) };
}
export const powerDetail = async (db: Scoped, id: string) => (await withProducts(db, [await db.get<Row>(repo.POWER, id)]))[0];

export async function savePower(ctx: Ctx, body: z.output<typeof checkPowerForm>) {
  await mustHave(ctx, body.id ? 'ticket_verify_power_edit' : 'ticket_verify_power_add');
  const user = await repo.userName(ctx.data, body.userId);
  if (!user) throw notFound();
  // Only the tenant's own products (another tenant's id is simply not found).
  const ids = [...new Set(body.productIds)];
  const found = ids.length ? (await repo.productNames(ctx.data, ids)).length : 0;
  if (found !== ids.length) throw notFound();
  const row = { userId: body.userId, userName: user.name, productIds: ids };
  return body.id ? ctx.data.update(repo.POWER, body.id, row) : ctx.data.insert(repo.POWER, row);
}

export async function removePower(db: Scoped, id: string) {
  if (!(await db.remove(repo.POWER, [id]))) throw notFound();
  return true;
}

/**
 * Every check of the order area (the gate, the expiry job, the demo) is recorded here; checking on
 * expiry (method 9) follows the check-method config page.
 */
export function recordTicketChecks() {
  onTicketChecks({
    recorded: repo.insertChecks,
    autoCheckEnabled: async (db) => Number((await repo.methodConfig(db, VERIFY_METHOD.AUTO_ON_EXPIRY))?.enabled ?? 1) === 1,
  });
}

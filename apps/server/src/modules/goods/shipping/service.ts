import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { EXPRESS_COMPANIES, GOODS_MSG, MSG, ORDER_STATUS, expressRow, type ExpressReport } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { type Scoped, inTenant } from '../../../platform/repo.ts';
import { bad } from '../../../platform/errors.ts';
import { excel, sendXlsx } from '../../../platform/export.ts';
import { actorOf, lockOrder, orderLog, type Actor } from '../../order/index.ts';
import * as repo from './repo.ts';

/**
 * Shipping goods orders: a courier and tracking number per parcel, by hand or from an xlsx, each row in
 * its own transaction with a per-row report; tracking is asked of the express provider after commit.
 */

const companyCode = (v: string) => {
  const t = v.trim();
  if (EXPRESS_COMPANIES[t.toUpperCase()]) return t.toUpperCase();
  return Object.entries(EXPRESS_COMPANIES).find(([, name]) => name === t)?.[0];
};

/** Ship one parcel (or correct its courier and number) in its own transaction; answers whether anything changed. */
async function shipOne(db: Scoped, row: z.output<typeof expressRow>, actor: Actor): Promise<boolean> {
  const code = companyCode(row.expressCode);
  if (!code) throw bad(GOODS_MSG.expressUnknown(row.expressCode));
  const found = await repo.orderByNo(db, row.orderNo);
  if (!found) throw bad(GOODS_MSG.orderNoUnknown);
  if (found.order_kind !== 'goods') throw bad(GOODS_MSG.notGoodsOrder);
  const id = String(found.id);
  const o = await lockOrder(db, id);
  const status = Number(o.order_status);
  if (status !== ORDER_STATUS.TO_BE_USED) throw bad(GOODS_MSG.notShippable);
  const owner = await repo.trackingOwner(db, code, row.trackingNo);
  if (owner && String(owner.order_id) !== id) throw bad(GOODS_MSG.trackingUsed);
  const changed = await repo.setExpress(db, id, code, EXPRESS_COMPANIES[code]!, row.trackingNo);
  if (!changed) return false;
  const first = Number(changed.was) === 0;
  const text = `${first ? '发货' : '修改物流'}: ${EXPRESS_COMPANIES[code]} ${row.trackingNo}`;
  await orderLog(db, id, 'process', first ? 'ship' : 'express', status, status, text, actor);
  await orderLog(db, id, 'operate', first ? 'ship' : 'express', status, status, `${actor.name}${text}`, actor);
  return true;
}

const isUnique = (e: unknown) => (e as { code?: string } | null)?.code === '23505';
const messageOf = (e: unknown) => (isUnique(e) ? GOODS_MSG.trackingUsed : ((e as Error).message ?? MSG.paramInvalid));

/**
 * Ship rows one transaction each, so a bad row is reported and the good ones are written; a parcel's
 * tracking starts after its row commits. A repeated or parallel import writes each number once (the
 * row changes only when its courier or number differs; the unique index keeps a number on one parcel).
 */
export async function shipRows(ctx: Ctx, rows: { row: number; data: z.output<typeof expressRow> }[], failed: ExpressReport['failed'] = []) {
  const actor = actorOf(ctx);
  let written = 0;
  let unchanged = 0;
  for (const r of rows) {
    try {
      const changed = await inTenant(ctx.svc.db, ctx.tenantId, (db) => shipOne(db, r.data, actor), ctx.user?.userId ?? null);
      if (changed) {
        written++;
        const code = companyCode(r.data.expressCode)!;
        await ctx.svc.providers.express
          .subscribe({ tenantId: ctx.tenantId, expressCode: code, trackingNo: r.data.trackingNo })
          .catch(() => {});
      } else unchanged++;
    } catch (e) {
      failed.push({ row: r.row, orderNo: r.data.orderNo, message: messageOf(e) });
    }
  }
  return { written, unchanged, failed: failed.sort((a, b) => a.row - b.row) };
}

const cellText = (v: unknown): string => {
  if (v == null) return '';
  if (typeof v === 'object' && 'text' in (v as object)) return String((v as { text: unknown }).text).trim();
  if (typeof v === 'object' && 'result' in (v as object)) return String((v as { result: unknown }).result).trim();
  return String(v).trim();
};

/** The xlsx import: 订单号, 快递公司 (name or code), 快递单号 from the second row on; each bad row reported. */
export async function importExpress(ctx: Ctx, body: unknown) {
  if (!Buffer.isBuffer(body) || body.length === 0 || body.length > 2 * 1024 * 1024) throw bad(GOODS_MSG.importBadFile);
  const wb = new (await excel()).Workbook();
  try {
    await wb.xlsx.load(body as unknown as Parameters<typeof wb.xlsx.load>[0]);
  } catch {
    throw bad(GOODS_MSG.importBadFile);
  }
  const raw: { row: number; orderNo: string; expressCode: string; trackingNo: string }[] = [];
  wb.worksheets[0]?.eachRow((r, i) => {
    if (i === 1) return;
    const row = {
      row: i,
      orderNo: cellText(r.getCell(1).value),
      expressCode: cellText(r.getCell(2).value),
      trackingNo: cellText(r.getCell(3).value),
    };
    if (row.orderNo || row.expressCode || row.trackingNo) raw.push(row);
  });
  if (!raw.length) throw bad(GOODS_MSG.importEmpty);
  if (raw.length > 500) throw bad(GOODS_MSG.importTooMany);
  const failed: ExpressReport['failed'] = [];
  const good: { row: number; data: z.output<typeof expressRow> }[] = [];
  for (const r of raw) {
    const p = expressRow.safeParse(r);
    if (p.success) good.push({ row: r.row, data: p.data });
    else failed.push({ row: r.row, orderNo: r.orderNo, message: p.error.issues[0]?.message ?? MSG.paramInvalid });
  }
  return shipRows(ctx, good, failed);
}

export async function expressTemplate(ctx: Ctx, reply: FastifyReply) {
  await sendXlsx(
    ctx,
    reply,
    '发货导入模板',
    [
      ['订单号', 'orderNo'],
      ['快递公司', 'company'],
      ['快递单号', 'trackingNo'],
    ],
    [{ orderNo: 'G20260101000000000001', company: '顺丰速运', trackingNo: 'SF1234567890' }],
  );
}

/** A parcel shipped without the logs (the demo data's shipped order). */
export const markShipped = repo.setExpress;

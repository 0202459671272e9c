import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { CARD_AUDIT_TEXT, MSG, type CinemaCardRow, type cinemaCardQuery, type h5CardApplyForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { notFound, tooMany } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/export.ts';
import { toApi } from '../../../platform/rows.ts';
import { lockedKeys, recordFailure } from '../../auth/index.ts';
import { scopedTo } from '../../order/index.ts';
import { CARD_FLOW } from '../flow.ts';
import * as repo from './repo.ts';

/** 观影卡审核: applications for a cinema card from the storefront, approved or rejected with a reason, exported. */

const mask = (p: string) => (p.length === 11 ? `${p.slice(0, 3)}****${p.slice(7)}` : p);
export const page = (ctx: Ctx, q: z.output<typeof cinemaCardQuery>) => repo.page(ctx.data, q);

export async function audit(ctx: Ctx, id: string, auditStatus: number, reason = ''): Promise<CinemaCardRow> {
  const row = await ctx.data.find(repo.CARD, id);
  if (!row) throw notFound();
  await CARD_FLOW.apply(ctx.q, {
    table: 'cin_card_apply',
    column: 'audit_status',
    tenantId: ctx.tenantId,
    id,
    from: Number(row.audit_status),
    action: auditStatus === 1 ? 'approve' : 'reject',
    context: { reason },
    userId: ctx.user?.userId ?? null,
    set: repo.auditSet(reason, ctx.user?.userId ?? null),
  });
  return toApi<CinemaCardRow>((await repo.one(ctx.data, id))!);
}

export async function exportCards(ctx: Ctx, reply: FastifyReply, q: Partial<z.output<typeof cinemaCardQuery>>) {
  const rows = (await repo.all(ctx.data, q)).map((r) => toApi<CinemaCardRow>(r));
  await sendXlsx(
    ctx,
    reply,
    '观影卡审核',
    [
      ['申请人', 'name'],
      ['手机号', (r: CinemaCardRow) => mask(r.phone)],
      ['卡类型', 'cardType'],
      ['影院', 'cinemaName'],
      ['审核状态', (r: CinemaCardRow) => CARD_AUDIT_TEXT[r.auditStatus] ?? ''],
      ['驳回原因', 'auditReason'],
      ['申请时间', 'createTime'],
      ['审核时间', 'auditTime'],
    ],
    rows,
  );
}

/** A storefront application (public): throttled per address and per phone. */
export async function apply(ctx: Ctx, f: z.output<typeof h5CardApplyForm>) {
  const keys = [`h5card:ip:${ctx.ip}`, `h5card:phone:${f.phone}`];
  if (await lockedKeys(ctx.svc, keys)) throw tooMany(MSG.coOrderTooFrequent);
  for (const k of keys) await recordFailure(ctx.svc, k, 10);
  const row = await ctx.svc.db.tx(
    (q) => scopedTo(q, f.tenantId).insert<{ id: unknown }>(repo.CARD, { name: f.name, phone: f.phone, cardType: f.cardType }),
    { tenantId: f.tenantId },
  );
  return { id: String(row.id) };
}

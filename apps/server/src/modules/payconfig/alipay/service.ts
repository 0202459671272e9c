import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  ALIPAY_SYNC_MSG,
  ALIPAY_SYNC_STATUS,
  ALIPAY_TICKET_TYPES,
  type AlipaySyncConfigRow,
  type alipayProductQuery,
  type alipaySyncConfigForm,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad, forbidden, notFound } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/export.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { toApi, toApiRows } from '../../../platform/rows.ts';
import { SandboxAlipayTicket, type AlipayTicketProvider } from '../../../platform/providers/alipay-ticket.ts';
import * as repo from './repo.ts';

/**
 * The Alipay mini-program ticket sync: each scenic spot is published to one Alipay mini-program
 * (a sync configuration); its ticket products are sent there with an Alipay ticket type and put on or
 * off sale. The calls go through the provider layer; only its sandbox exists so far (Alipay's ticket
 * industry API needs an approved ISV), so production refuses.
 */
const sandbox = new SandboxAlipayTicket();
function provider(ctx: Ctx): AlipayTicketProvider {
  if (ctx.svc.cfg.production && !ctx.svc.cfg.allowSandbox) throw forbidden(ALIPAY_SYNC_MSG.sandboxOnly);
  return sandbox;
}

export const productPage = (db: Scoped, q: z.output<typeof alipayProductQuery>) => repo.productPage(db, q);
export const ticketTypes = async () => ALIPAY_TICKET_TYPES.map((t) => ({ ...t }));

export async function submitProduct(ctx: Ctx, productId: string, ticketType?: string) {
  const p = await repo.productToSync(ctx.data, productId);
  if (!p) throw notFound();
  if (!p.app_id) throw bad(ALIPAY_SYNC_MSG.noEnabledConfig);
  const type = ticketType ?? p.ticket_type ?? 'ADULT';
  const answer = await provider(ctx).syncItem({
    appId: p.app_id,
    productId: String(p.id),
    name: p.name,
    poiName: p.poi_name ?? '',
    ticketType: type,
    price: Number(p.price),
  });
  await repo.saveSync(ctx.data, String(p.id), type, answer.ok, answer.itemId, answer.message ?? null);
  return toApi((await repo.productRow(ctx.data, String(p.id)))!);
}

export async function updateStatus(ctx: Ctx, productIds: string[], onSale: 0 | 1) {
  const synced = await repo.syncedOf(ctx.data, productIds);
  if (!synced.length) throw bad(ALIPAY_SYNC_MSG.notSynced);
  let n = 0;
  for (const s of synced) {
    if (!s.app_id) continue;
    const answer = await provider(ctx).setOnSale({ appId: s.app_id, itemId: s.item_id, onSale: onSale === 1 });
    if (answer.ok) {
      await repo.setOnSale(ctx.data, String(s.product_id), onSale);
      n++;
    }
  }
  return n;
}

export const batchSet = (db: Scoped, productIds: string[], ticketType: string) => repo.setTicketType(db, productIds, ticketType);

export async function exportProducts(ctx: Ctx, reply: FastifyReply, q: z.output<typeof alipayProductQuery>) {
  const typeName = new Map<string, string>(ALIPAY_TICKET_TYPES.map((t) => [t.code, t.name]));
  await sendXlsx(
    ctx,
    reply,
    '支付宝票务同步',
    [
      ['商品', 'product_name'],
      ['景区', 'poi_name'],
      ['支付宝票种', (r) => typeName.get(r.ticket_type) ?? r.ticket_type],
      ['同步状态', (r) => ALIPAY_SYNC_STATUS[Number(r.sync_status)] ?? ''],
      ['支付宝在售', (r) => (Number(r.on_sale) ? '在售' : '未上架')],
      ['支付宝商品编号', 'item_id'],
      ['说明', 'message'],
    ],
    await repo.productRows(ctx.data, q),
  );
}

// ---------------------------------------------------------------- configurations

export const configPage = (db: Scoped, current: number, size: number) => repo.configPage(db, current, size);

export async function configInfo(db: Scoped, id: string): Promise<AlipaySyncConfigRow> {
  const row = await repo.configInfo(db, id);
  if (!row) throw notFound();
  return toApi<AlipaySyncConfigRow>(row);
}

export async function submitConfig(db: Scoped, f: z.output<typeof alipaySyncConfigForm>) {
  if (!(await repo.poiOf(db, f.poiId))) throw bad(ALIPAY_SYNC_MSG.poiRequired);
  if (f.id && !(await repo.configInfo(db, f.id))) throw notFound();
  const saved = await repo.saveConfig(db, f);
  if (!saved) throw bad(ALIPAY_SYNC_MSG.poiTaken);
  return configInfo(db, String(saved.id));
}

export async function enableConfig(db: Scoped, id: string, enabled: 0 | 1) {
  if (!(await repo.setConfigEnabled(db, id, enabled))) throw notFound();
  return configInfo(db, id);
}

export const scenicSelect = async (db: Scoped) => toApiRows<{ id: string; name: string }>(await repo.scenicOptions(db));

import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  COLL_MINT_TEXT,
  COLLECTION_MSG as M,
  MSG,
  type CollectionRow,
  type collInfoForm,
  type collQuery,
  type collRuleForm,
  type collShowForm,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Database, Row } from '../../../platform/db.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { SHELF_FLOW } from '../../../platform/flow.ts';
import { chainAddress, type ChainProvider } from '../../../platform/providers/index.ts';
import { resizedPng } from '../../../platform/png.ts';
import { sendOnCommit } from '../../../platform/raw.ts';
import { type Scoped, inTenant } from '../../../platform/repo.ts';
import { toApi } from '../../../platform/rows.ts';
import { KEY_RE } from '../../../platform/storage.ts';
import { uploadBytes } from '../../resource/index.ts';
import * as repo from './repo.ts';

/** 数字藏品: a cultural product's info, showcase and rules, minting on its chain, shelf, preview, artwork sizes. */

/** A product row as the API shows it (from the table's row, or the page's camelCased one). */
export const present = (r: Row, chains: ChainProvider) => shape(toApi<Row>(r), chains);

function shape(r: Row, chains: ChainProvider): CollectionRow {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    ...(r as CollectionRow),
    id: String(r.id),
    edition: num(r.edition),
    perLimit: num(r.perLimit),
    price: num(r.price),
    left: num(r.left),
    granted: Number(r.granted ?? 0),
    mintStatus: Number(r.mintStatus),
    mintStatusText: COLL_MINT_TEXT[Number(r.mintStatus)] ?? '',
    shelfStatus: Number(r.shelfStatus),
    channels: Array.isArray(r.channels) ? r.channels : JSON.parse(r.channels ?? '[]'),
    chainName: chains.networks().find((n) => n.id === r.chainId)?.name ?? r.chainId ?? null,
  };
}

export async function page(ctx: Ctx, q: z.output<typeof collQuery>) {
  const p = await repo.page(ctx.data, q);
  return { ...p, records: p.records.map((r) => shape(r as Row, ctx.svc.providers.chain)) };
}

export async function productOf(db: Scoped, id: string, lock = false): Promise<Row> {
  const r = await repo.one(db, id, lock);
  if (!r) throw notFound();
  return r;
}
/** The storefront's list: on shelf, minted, not ended. */
export const onShelf = (db: Scoped) => repo.onShelf(db);
export const detail = async (ctx: Ctx, id: string) => present(await productOf(ctx.data, id), ctx.svc.providers.chain);

export async function submitInfo(ctx: Ctx, f: z.output<typeof collInfoForm>) {
  const data = { name: f.name, issuer: f.issuer, category: f.category, cover: f.cover || null, intro: f.intro };
  const row = f.id ? await ctx.data.update(repo.PRODUCT, f.id, data) : await ctx.data.insert(repo.PRODUCT, data);
  return detail(ctx, String(row.id));
}

/** The artwork must be a PNG or JPG this tenant uploaded (the checked upload path's `/files/<key>`). */
async function checkArtwork(ctx: Ctx, url: string) {
  const key = url.split('?')[0]!.replace(/^\/files\//, '');
  if (!KEY_RE.test(key) || !key.startsWith(`${ctx.tenantId}/`) || !/\.(png|jpe?g)$/.test(key)) throw bad(M.artworkInvalid);
  if (!(await uploadBytes(ctx.svc, ctx.q, key))) throw bad(M.artworkInvalid);
  return `/files/${key}`;
}

export async function submitShow(ctx: Ctx, f: z.output<typeof collShowForm>) {
  await productOf(ctx.data, f.id);
  const artwork = await checkArtwork(ctx, f.artwork);
  await ctx.data.update(repo.PRODUCT, f.id, { artwork, description: f.description, creator: f.creator });
  return detail(ctx, f.id);
}

export async function submitRule(ctx: Ctx, f: z.output<typeof collRuleForm>) {
  const p = await productOf(ctx.data, f.id, true);
  if (!ctx.svc.providers.chain.networks().some((n) => n.id === f.chainId)) throw bad(M.chainUnknown);
  const minted = Number(p.mint_status) !== 0 && Number(p.mint_status) !== 3;
  if (minted && (Number(p.edition) !== f.edition || p.chain_id !== f.chainId)) throw bad(M.editionLocked);
  await ctx.data.update(repo.PRODUCT, f.id, {
    edition: f.edition,
    perLimit: f.perLimit,
    saleStart: f.saleStart,
    saleEnd: f.saleEnd,
    price: f.price,
    chainId: f.chainId,
  });
  return detail(ctx, f.id);
}

export const chains = (ctx: Ctx) => ctx.svc.providers.chain.networks().map((n) => ({ ...n, sandbox: ctx.svc.providers.chain.sandbox }));

/** The tenant's treasury on the chain: the issuer of its editions until they are granted. */
export const treasuryOf = (tenantId: string) => chainAddress(`tenant:${tenantId}`);
const mintKey = (tenantId: string, id: string) => `mint-${tenantId}-${id}`;

/**
 * 上链: the product is marked minting in the request's transaction (once: a second call is refused), the
 * chain is called after the commit with the product's key, and its answer (the contract and the
 * edition's token ids) is recorded in a short transaction of its own. A lost answer is asked again by
 * the job with the same key.
 */
export async function cochain(ctx: Ctx, id: string) {
  const p = await productOf(ctx.data, id, true);
  const status = Number(p.mint_status);
  if (status === 2) throw bad(M.alreadyMinted);
  if (status === 1) throw bad(M.minting);
  if (!p.artwork || !p.creator || !p.edition || !p.chain_id || p.price === null) throw bad(M.notReady);
  const key = mintKey(ctx.tenantId, id);
  await repo.startMint(ctx.data, id, key);
  const chain = ctx.svc.providers.chain;
  ctx.q.afterCommit((base) => mintOnChain(base, chain, ctx.tenantId, { ...p, mint_key: key }));
  const answer = {} as CollectionRow;
  ctx.q.afterCommit(async (base) =>
    Object.assign(answer, await inTenant(base, ctx.tenantId, async (db) => present(await productOf(db, id), chain))),
  );
  return answer;
}

export async function mintOnChain(base: Database, chain: ChainProvider, tenantId: string, p: Row) {
  const id = String(p.id);
  try {
    const m = await chain.mint({
      key: p.mint_key,
      chainId: p.chain_id,
      name: p.name,
      supply: Number(p.edition),
      issuer: treasuryOf(tenantId),
    });
    await inTenant(base, tenantId, (db) => repo.minted(db, id, m));
  } catch (e) {
    await inTenant(base, tenantId, (db) => repo.mintFailed(db, id, (e as Error).message || '上链失败'));
  }
}

/** Minting left unanswered (the process stopped): asked again with the same key. */
export async function finishMints(base: Database, chain: ChainProvider) {
  for (const { tenant_id } of await repo.tenantsMinting(base)) {
    const stuck = await inTenant(base, tenant_id, (db) => repo.stuckMints(db));
    for (const p of stuck) await mintOnChain(base, chain, tenant_id, p);
  }
}

export async function racking(ctx: Ctx, id: string, status: number) {
  const p = await productOf(ctx.data, id, true);
  const from = Number(p.shelf_status);
  if (status === 1 && Number(p.mint_status) !== 2) throw bad(M.notMinted);
  if (from !== status)
    await SHELF_FLOW.apply(ctx.q, {
      table: 'coll_product',
      column: 'shelf_status',
      tenantId: ctx.tenantId,
      id,
      from,
      action: status ? 'onShelf' : 'offShelf',
      context: { sellable: true },
      userId: ctx.user?.userId ?? null,
    });
  return detail(ctx, id);
}

export async function remove(ctx: Ctx, ids: string[]) {
  for (const b of await repo.blockers(ctx.data, ids)) {
    if (Number(b.shelf_status) === 1) throw bad(M.onShelfNoRemove);
    if (b.has_orders) throw bad(M.hasOrders);
  }
  return ctx.data.remove(repo.PRODUCT, ids);
}

export async function preview(ctx: Ctx, id: string) {
  const product = await detail(ctx, id);
  return { id, url: `/h5/collection?tenantId=${ctx.tenantId}&id=${id}`, product };
}

export async function updateChannel(ctx: Ctx, id: string, channels: string[]) {
  await productOf(ctx.data, id);
  await ctx.data.update(repo.PRODUCT, id, { channels: JSON.stringify([...new Set(channels)]) });
  return detail(ctx, id);
}

/** 下载: the artwork with its longer side at `size` px (PNG, resized here); a JPG is sent as it is. */
export async function download(ctx: Ctx, reply: FastifyReply, id: string, size: number) {
  const p = await productOf(ctx.data, id);
  if (!p.artwork) throw bad(M.noArtwork);
  if (!String(p.artwork).startsWith('/files/')) throw bad(M.artworkNotStored);
  const key = String(p.artwork).replace(/^\/files\//, '');
  const file = await uploadBytes(ctx.svc, ctx.q, key);
  if (!file) throw notFound(MSG.notFound);
  const png = key.endsWith('.png') ? resizedPng(file, size) : null;
  const name = encodeURIComponent(`${p.name}-${png ? size : 'original'}.${png ? 'png' : key.split('.').pop()}`);
  sendOnCommit(reply, () =>
    reply
      .header('Content-Type', png ? 'image/png' : 'image/jpeg')
      .header('Content-Disposition', `attachment; filename*=UTF-8''${name}`)
      .send(png ?? file),
  );
}

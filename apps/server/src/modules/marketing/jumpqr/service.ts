import type { z } from 'zod';
import { MARKETING_MSG as M, type JumpQrRow, type jumpQrForm, type jumpQrVerifyForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import * as repo from './repo.ts';

/**
 * 跳转二维码: WeChat's "plain QR code opens the mini-program" rules. A rule holds the URL prefix and the
 * mini-program page; WeChat checks the domain with its verify file (MP_verify_*.txt, letters and digits)
 * before it can be published. A change sends the rule back to unpublished.
 */
const present = (r: Record<string, unknown>): JumpQrRow => {
  const { verifyFileContent: _, ...rest } = r;
  return rest as JumpQrRow;
};
const rowOf = async (ctx: Ctx, id: string) => {
  const r = await repo.jumpQrRow(ctx.data, id);
  if (!r) throw notFound();
  return r;
};

export async function page(ctx: Ctx, q: { name?: string; current: number; size: number }) {
  const p = await ctx.data.page(repo.JUMP_QR, {
    where: [repo.like('name', q.name)],
    columns: repo.jumpQrColumns,
    current: q.current,
    size: q.size,
  });
  return { ...p, records: p.records.map((r) => present(r as Record<string, unknown>)) };
}
export async function submit(ctx: Ctx, f: z.output<typeof jumpQrForm>) {
  if (await repo.prefixTaken(ctx.data, f.prefix, f.id ?? null)) throw bad(M.qrPrefixTaken);
  const row = f.id
    ? await ctx.data.update(repo.JUMP_QR, f.id, f, { publish_status: 0 })
    : await ctx.data.insert(repo.JUMP_QR, f, { publish_status: 0 });
  return present(row as Record<string, unknown>);
}
export async function verifyFile(ctx: Ctx, f: z.output<typeof jumpQrVerifyForm>) {
  await rowOf(ctx, f.id);
  await repo.setVerifyFile(ctx.data, f.id, f.fileName, f.content);
  return present(await rowOf(ctx, f.id));
}
export async function publish(ctx: Ctx, id: string) {
  await rowOf(ctx, id);
  if (!(await repo.publishJumpQr(ctx.data, id))) throw bad(M.verifyFileMissing);
  return present(await rowOf(ctx, id));
}
export const remove = (ctx: Ctx, ids: string[]) => ctx.data.remove(repo.JUMP_QR, ids);

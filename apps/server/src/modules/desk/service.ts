import type { z } from 'zod';
import { DESK_MSG, MSG, NOTICE_PERMS, type NoticeRow, type noticeForm, type noticeQuery } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import { bad, forbidden, notFound } from '../../platform/errors.ts';
import { toApi } from '../../platform/rows.ts';
import * as repo from './repo.ts';

type NoticeForm = z.output<typeof noticeForm>;

/** Notices shown by the top-bar bell (polled every 5 minutes). */
const BELL_SIZE = 5;

/** Whoever may write notices also sees drafts and notices still to come; everyone else, the released ones. */
const releasedOnly = async (ctx: Ctx) => !(await ctx.can(NOTICE_PERMS.add, NOTICE_PERMS.edit));

export const noticePage = async (ctx: Ctx, q: z.output<typeof noticeQuery>) => repo.noticePage(ctx.data, q, await releasedOnly(ctx));
export async function noticeDetail(ctx: Ctx, id: string) {
  const row = await repo.notice(ctx.data, id, await releasedOnly(ctx));
  if (!row) throw notFound(MSG.notFound);
  return toApi<NoticeRow>(row);
}
/** The top notice list (polled): the newest letters meant for the caller. */
export const noticeTop = (ctx: Ctx) => repo.letterPage(ctx.data, reader(ctx), { current: 1, size: BELL_SIZE });

const reader = (ctx: Ctx): repo.Reader => {
  const u = ctx.requireUser();
  return { userId: u.userId, roleIds: u.roleIds };
};
export const letters = (ctx: Ctx, q: { current: number; size: number; unread?: number }) => repo.letterPage(ctx.data, reader(ctx), q);
export const unread = async (ctx: Ctx) => (await repo.unreadCount(ctx.data, reader(ctx)))?.n ?? 0;
export async function markRead(ctx: Ctx, body: { items?: { tenantId: string; id: string }[]; all?: boolean }) {
  if (!body.all && !body.items?.length) return 0;
  return (await repo.markRead(ctx.data, reader(ctx), body.all ? 'all' : body.items!)).length;
}

/** Add (no id) or update (with id); submit checks the button code of the one it does. */
export async function submitNotice(ctx: Ctx, form: NoticeForm) {
  if (form.audience === 1 && !ctx.isPlatform) throw bad(DESK_MSG.tenantsPlatformOnly);
  const code = form.id ? NOTICE_PERMS.edit : NOTICE_PERMS.add;
  if (!(await ctx.can(code))) throw forbidden(`${MSG.noPermission}: ${code}`);
  return form.id ? updateNotice(ctx, form) : addNotice(ctx, form);
}

export function addNotice(ctx: Ctx, form: NoticeForm) {
  if (form.audience === 1 && !ctx.isPlatform) throw bad(DESK_MSG.tenantsPlatformOnly);
  return ctx.data.insert<NoticeRow>(repo.NOTICE, { ...form, id: undefined });
}

export function updateNotice(ctx: Ctx, form: NoticeForm) {
  if (!form.id) throw bad(MSG.paramInvalid);
  if (form.audience === 1 && !ctx.isPlatform) throw bad(DESK_MSG.tenantsPlatformOnly);
  return ctx.data.update<NoticeRow>(repo.NOTICE, form.id, form);
}

export async function removeNotices(ctx: Ctx, ids: string[]) {
  const removed = await ctx.data.remove(repo.NOTICE, ids);
  if (!removed) throw notFound();
  return removed;
}

export const dashboard = (ctx: Ctx) => repo.dashboardFigures(ctx.data);

import type { z } from 'zod';
import type { BannerRow, bannerForm, bannerUpdate } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import * as repo from './repo.ts';

/** 广告位: banners by position with their times; the storefront reads the open ones. */
type Q = { name?: string; position?: string; openStatus?: number; current: number; size: number };

export const page = (ctx: Ctx, q: Q) => repo.bannerPage(ctx.data, q);
export const detail = (ctx: Ctx, id: string) => ctx.data.get<BannerRow>(repo.BANNER, id);
export const save = (ctx: Ctx, f: z.output<typeof bannerForm>) => ctx.data.insert<BannerRow>(repo.BANNER, f);
export const update = (ctx: Ctx, f: z.output<typeof bannerUpdate>) => ctx.data.update<BannerRow>(repo.BANNER, f.id, f);
export const remove = (ctx: Ctx, ids: string[]) => ctx.data.remove(repo.BANNER, ids);
export const openOrClose = (ctx: Ctx, id: string, status: number) => ctx.data.update<BannerRow>(repo.BANNER, id, { openStatus: status });

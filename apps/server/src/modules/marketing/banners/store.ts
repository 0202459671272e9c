import type { BannerRow } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { inTenant } from '../../../platform/repo.ts';
import * as repo from './repo.ts';

/** The storefront: the open banners of a position in the given tenant (public). */
export const shopList = (ctx: Ctx, tenantId: string, position: string) =>
  inTenant(ctx.svc.db, tenantId, (data) => repo.openBanners(data, position) as Promise<BannerRow[]>);

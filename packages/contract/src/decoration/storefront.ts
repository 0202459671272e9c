import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import { zInt } from '../schemas.ts';
import type { PageDoc } from '../editor/page.ts';

/** The storefront's messages to a customer. */
export const STOREFRONT_MSG = {
  /** A storefront or product link without (or with a malformed) `tenantId`. */
  linkIncomplete: '店铺链接不完整,请从商家提供的链接进入',
};

/** The shop a public storefront link names (`?tenantId=`): missing or malformed, the customer is told the link is incomplete. */
export const zStoreTenantId = z.string({ error: STOREFRONT_MSG.linkIncomplete }).regex(/^\d{6}$/, STOREFRONT_MSG.linkIncomplete);

/** A storefront list of one kind of thing on shelf (hotels, food): the link's tenant and a short page. */
export const storeShelfQuery = z.object({
  tenantId: zStoreTenantId,
  current: zInt().min(1).max(50).default(1),
  size: zInt().min(1).max(20).default(10),
});

/** A published page as the storefront shows it. */
export interface Published {
  tenantId: string;
  pageId: string;
  versionNo: number;
  publishedTime: string;
  doc: PageDoc;
}

const hex = z.string().regex(/^[0-9a-fA-F]{6}$/);
/** A drawn placeholder picture: caption, subcaption, gradient colours, size (demo images; no files needed). */
export const zArt = z.object({
  t: z.string().max(12).default(''),
  s: z.string().max(20).default(''),
  a: hex.default('10AB7F'),
  b: hex.default('0E7C86'),
  w: z.coerce.number().int().min(16).max(2000).default(750),
  h: z.coerce.number().int().min(16).max(2000).default(360),
});

/** The storefront (public): a tenant's published home page, or any published page by id. */
export const storefrontPageApi = {
  home: endpoint({
    method: 'GET',
    path: '/yym-content-api/h5/page/home',
    summary: 'Storefront: published home page of a tenant',
    auth: 'public',
    query: z.object({ tenantId: zStoreTenantId }),
    response: returns<Published>(),
  }),
  /** `:pageId` is filled in by the caller (`pagePath`). */
  page: endpoint({
    method: 'GET',
    path: '/yym-content-api/h5/page/:pageId',
    summary: 'Storefront: a published page',
    auth: 'public',
    response: returns<Published>(),
  }),
  art: endpoint({
    method: 'GET',
    path: '/yym-content-api/h5/art.svg',
    summary: 'Storefront: demo placeholder picture',
    auth: 'public',
    query: zArt,
    blob: true,
  }),
};

/** The storefront page endpoint with its id in the path. */
export const storefrontPage = (pageId: string) => ({
  ...storefrontPageApi.page,
  path: storefrontPageApi.page.path.replace(':pageId', encodeURIComponent(pageId)),
});

import type { ComponentType } from 'react';
import { logPages } from './features/log/index.ts';
import { systemPages } from './features/system/index.ts';
import { profilePages } from './features/profile/index.ts';
import { productPages } from './features/product/index.ts';
import { distributionPages } from './features/distribution/index.ts';
import { homePages } from './features/home/index.ts';
import { reportPages } from './features/report/index.ts';
import { contentPages } from './features/content/index.ts';
import { decorationPages } from './editor/index.ts';
import { orderPages } from './features/order/index.ts';
import { ticketPages } from './features/ticket/index.ts';
import { hotelPages } from './features/hotel/index.ts';
import { ecardPages, ecardPublicPages } from './features/ecard/index.ts';
import { memberPages } from './features/member/index.ts';
import { payConfigPages } from './features/payconfig/index.ts';
import { smsPages } from './features/sms/index.ts';
import { openApiPages } from './features/openapi/index.ts';
import { manualPages } from './features/manual/index.ts';
import { noticePages } from './features/notice/index.ts';
import { seckillPages } from './features/seckill/index.ts';
import { groupBuyPages } from './features/groupbuy/index.ts';
import { couponPages } from './features/coupon/index.ts';
import { marketingPages } from './features/marketing/index.ts';
import { reservationPages } from './features/reservation/index.ts';
import { festivalPages } from './features/festival/index.ts';
import { teamPages } from './features/team/index.ts';
import { fissionPages } from './features/fission/index.ts';
import { freeTicketPages } from './features/freeticket/index.ts';
import { windowPages } from './features/window/index.ts';
import { reportPublicPages } from './features/report/index.ts';
import { voucherPages } from './features/voucher/index.ts';
import { blindBoxPages } from './features/blindbox/index.ts';
import { cinemaPages } from './features/cinema/index.ts';
import { invoicePages } from './features/invoice/index.ts';
import { devicePages } from './features/device/index.ts';
import { goodsPages } from './features/goods/index.ts';
import { mpPages, mpPublicPages } from './features/mp/index.ts';
import { collectionPages } from './features/collection/index.ts';
import { voicePages } from './features/voice/index.ts';

type Lazy = () => Promise<{ default: ComponentType }>;
/** Page loaders by route path: what each `features/<area>/index.ts` exports. */
export type PageLoaders = Record<string, Lazy>;

/**
 * Back-office pages by route path (the menu's `path`). The shell builds routes from the server menu
 * and renders the page registered here, or a "coming soon" page. One line per page.
 */
export const pages: Record<string, Lazy> = {};

/**
 * Public pages (no login) of the back-office app: the distributor portal, the big screen, the mini-program
 * authorisation result. The customer (phone H5) pages are the lean customer app's (h5/pages.ts).
 */
export const publicPages: Record<string, Lazy> = {};

Object.assign(pages, logPages);

// System administration and the caller's profile
Object.assign(pages, systemPages, profilePages);

// Desk, reports, page decoration and its published storefront, content
Object.assign(pages, homePages, reportPages, decorationPages, contentPages);

// Orders, refunds, ticket checking; the customer's order pages and the sandbox cashier
Object.assign(pages, orderPages, ticketPages);
// Products (scenic spots, catalogue, tickets, stock, spec templates), their storefront page and distribution
Object.assign(pages, productPages, distributionPages);

// Payment configuration (支付配置)
Object.assign(pages, payConfigPages);

// Members and customers: 会员设置, 会员折扣, 用户列表, 黑名单; the customer's login and member centre
Object.assign(pages, memberPages);
// Hotels (hotels, room types, rate plans, the room status board, orders, report) and their storefront booking
Object.assign(pages, hotelPages);
// E-cards (cards, orders, codes, held cards, records, upgrades) and their storefront pages
Object.assign(pages, ecardPages);
Object.assign(publicPages, ecardPublicPages);
// 秒杀活动 and the storefront's seckill home
Object.assign(pages, seckillPages);
// 拼团活动 and the storefront's group-buy page
Object.assign(pages, groupBuyPages);
// 优惠券 and the storefront's coupon centre and my coupons
Object.assign(pages, couponPages);
// 积分商城, 广告位, 一码通 and the storefront's points mall
Object.assign(pages, marketingPages);
// 活动预约, 预约商品订单 and the storefront's reservation page
Object.assign(pages, reservationPages);
// 新春活动 and the storefront's 活动报名
Object.assign(pages, festivalPages);
// 团队订单 and the storefront's 团队预约
Object.assign(pages, teamPages);
// 分销裂变 and the storefront's 我的分销
Object.assign(pages, fissionPages);
// 免票政策
Object.assign(pages, freeTicketPages);
// 窗口售票
Object.assign(pages, windowPages);
// 实时客流's big screen, opened by its read-only link
Object.assign(publicPages, reportPublicPages);
// 套餐券, 团购券, 套餐券订单 and the storefront's voucher pages
Object.assign(pages, voucherPages);
// 盲盒管理 (its orders on a tab) and the storefront's blind-box pages
Object.assign(pages, blindBoxPages);

// Messaging: 短信管理, 开放接口, 操作手册, 通知公告
Object.assign(pages, smsPages, openApiPages, manualPages, noticePages);
// 发票管理 and the storefront's invoice request
Object.assign(pages, invoicePages);
// 设备列表 and 设备监控
Object.assign(pages, devicePages);
// 商品管理, 运费模板, 商品订单, 组合商品, 美食, 线路 and the storefront's goods pages
Object.assign(pages, goodsPages);

// Mini-program publishing (小程序发布) and where its authorisation returns
Object.assign(pages, mpPages);
Object.assign(publicPages, mpPublicPages);
// 数字藏品 (its orders are the page's second tab) and the storefront's collections with 我的藏品
Object.assign(pages, collectionPages);
// 语音导览 (voices, packs, their equipment), 语音订单 and the storefront's voice player
Object.assign(pages, voicePages);
// 影院影片 and the storefront's cinema (seat picking, ticket order)
Object.assign(pages, cinemaPages);

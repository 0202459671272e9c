import type { ComponentType } from 'react';

type Lazy = () => Promise<{ default: ComponentType }>;

/**
 * Every customer (phone H5) page by route path: the lean customer app (h5.html, h5/main.tsx) routes
 * these, each page its own chunk. The server answers these paths with h5.html (`isCustomerPath`), so
 * a customer's phone never loads the back office's kit; web-registry.test.ts holds the two together.
 */
export const customerPages: Record<string, Lazy> = {
  // The published storefront and its search
  '/h5/page/:pageId': () => import('./storefront/StorefrontPage.tsx'),
  '/h5/search': () => import('./product/SearchPage.tsx'),
  // Tickets, the cashier, the customer's order and its refund
  '/h5/product/:id': () => import('./product/ProductPage.tsx'),
  '/h5/pay': () => import('./pay/PayPage.tsx'),
  '/orderDetail': () => import('./order/OrderDetailPage.tsx'),
  '/refound': () => import('./order/RefundPage.tsx'),
  // Member centre
  '/h5/member': () => import('./member/MemberPage.tsx'),
  // Hotels
  '/h5/hotels': () => import('./shelf/HotelListPage.tsx'),
  '/h5/hotel/:id': () => import('./hotel/HotelBookingPage.tsx'),
  '/h5/hotelOrder': () => import('./hotel/HotelOrderPage.tsx'),
  // E-cards: the editor's e-card links (spec 2's link catalogue) open the same page on the link's tab
  '/h5/ecard': () => import('./ecard/EcardPage.tsx'),
  ...Object.fromEntries(
    ['index', 'pack', 'activate', 'entry', 'buy', 'records'].map((p) => [`/pages/ecard/${p}`, () => import('./ecard/EcardPage.tsx')]),
  ),
  // Marketing: flash sale, group buy, coupons, points
  '/h5/seckill': () => import('./seckill/SeckillHomePage.tsx'),
  '/pages/seckill/index': () => import('./seckill/SeckillHomePage.tsx'),
  '/h5/groupBuy': () => import('./groupbuy/GroupBuyHomePage.tsx'),
  '/pages/groupbuy/list': () => import('./groupbuy/GroupBuyHomePage.tsx'),
  '/h5/coupon/center': () => import('./coupon/CouponCentrePage.tsx'),
  '/h5/coupon/mine': () => import('./coupon/MyCouponsPage.tsx'),
  '/h5/points': () => import('./points/PointsMallPage.tsx'),
  '/h5/points/:id': () => import('./points/PointsItemPage.tsx'),
  // Reservations, sign-ups, team visits, the customer's distribution
  '/h5/reservation': () => import('./reservation/ReservationH5Page.tsx'),
  '/h5/festival': () => import('./festival/FestivalH5Page.tsx'),
  '/pages/activity/signup': () => import('./festival/FestivalH5Page.tsx'),
  '/pages/activity/list': () => import('./festival/FestivalH5Page.tsx'),
  '/pages/activity/detail': () => import('./festival/FestivalH5Page.tsx'),
  '/h5/team': () => import('./team/TeamH5Page.tsx'),
  '/pages/team/index': () => import('./team/TeamH5Page.tsx'),
  '/pages/team/orders': () => import('./team/TeamH5Page.tsx'),
  '/h5/fission': () => import('./fission/FissionH5Page.tsx'),
  // Vouchers, blind boxes, goods, food and lines
  '/h5/voucher/package/:id': () => import('./voucher/PackageBuyPage.tsx'),
  '/h5/voucher/gpv/:id': () => import('./voucher/GpvBuyPage.tsx'),
  '/h5/voucher/order': () => import('./voucher/VoucherOrderPage.tsx'),
  '/h5/blindbox/box/:id': () => import('./blindbox/BoxPage.tsx'),
  '/h5/blindbox/order': () => import('./blindbox/BoxOrderPage.tsx'),
  '/h5/blindbox/mine': () => import('./blindbox/MyPrizesPage.tsx'),
  '/h5/goods/:id': () => import('./goods/GoodsBuyPage.tsx'),
  '/h5/shop/:kind/:id': () => import('./goods/ItemBuyPage.tsx'),
  '/h5/foods': () => import('./shelf/FoodListPage.tsx'),
  '/h5/goodsOrder': () => import('./goods/GoodsOrderPage.tsx'),
  // Invoices, collections, voice guides, the cinema
  '/h5/invoice': () => import('./invoice/InvoiceRequestPage.tsx'),
  '/h5/collection': () => import('./collection/CollectionH5Page.tsx'),
  '/h5/collection/mine': () => import('./collection/MyCollectionsPage.tsx'),
  '/h5/voice/:id': () => import('./voice/VoicePlayerPage.tsx'),
  '/h5/cinema': () => import('./cinema/CinemaHomePage.tsx'),
  '/h5/cinema/seats/:id': () => import('./cinema/SeatPickPage.tsx'),
  '/h5/cinema/order': () => import('./cinema/CinemaOrderPage.tsx'),
};

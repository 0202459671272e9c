import type { ModuleManifest } from '../platform/module.ts';
import { installCheckout } from '../platform/checkout.ts';
import auth from './auth/index.ts';
import user from './user/index.ts';
import menu from './menu/index.ts';
import role from './role/index.ts';
import org from './org/index.ts';
import dict from './dict/index.ts';
import param from './param/index.ts';
import region from './region/index.ts';
import client from './client/index.ts';
import tenant from './tenant/index.ts';
import log from './log/index.ts';
import desk from './desk/index.ts';
import resource from './resource/index.ts';
import oss from './oss/index.ts';
import decoration from './decoration/index.ts';
import content from './content/index.ts';
import scenic from './scenic/index.ts';
import catalogue from './catalogue/index.ts';
import product from './product/index.ts';
import distribution from './distribution/index.ts';
import order from './order/index.ts';
import checking from './checking/index.ts';
import storefront from './storefront/index.ts';
import hotel from './hotel/index.ts';
import ecard from './ecard/index.ts';
import report from './report/index.ts';
import customer from './customer/index.ts';
import member from './member/index.ts';
import seckill from './seckill/index.ts';
import groupbuy from './groupbuy/index.ts';
import coupon from './coupon/index.ts';
import marketing from './marketing/index.ts';
import reservation from './reservation/index.ts';
import festival from './festival/index.ts';
import team from './team/index.ts';
import fission from './fission/index.ts';
import freeticket from './freeticket/index.ts';
import payconfig from './payconfig/index.ts';
import window from './window/index.ts';
import voucher from './voucher/index.ts';
import blindbox from './blindbox/index.ts';
import collection from './collection/index.ts';
import sms from './sms/index.ts';
import openapi from './openapi/index.ts';
import manual from './manual/index.ts';
import invoice from './invoice/index.ts';
import device from './device/index.ts';
import goods from './goods/index.ts';
import mp from './mp/index.ts';
import voice from './voice/index.ts';
import cinema from './cinema/index.ts';

/** Every business area, one line each: its manifest (routes, jobs, demo data). */
export const modules: readonly ModuleManifest[] = [
  auth,
  user,
  menu,
  role,
  org,
  dict,
  param,
  region,
  client,
  tenant,
  log,
  desk,
  resource,
  oss,
  decoration,
  content,
  scenic,
  catalogue,
  product,
  distribution,
  order,
  checking,
  storefront,
  hotel,
  ecard,
  report,
  customer,
  member,
  seckill,
  groupbuy,
  coupon,
  marketing,
  reservation,
  festival,
  team,
  fission,
  freeticket,
  payconfig,
  window,
  voucher,
  blindbox,
  sms,
  openapi,
  manual,
  invoice,
  device,
  goods,
  mp,
  collection,
  voice,
  cinema,
];

// The areas' checkout rules and order-move hooks run in this order (wherever orders are placed: the
// app, the seed's demo data).
installCheckout(modules);

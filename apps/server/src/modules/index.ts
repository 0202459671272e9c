import type { Module } from '../platform/route.ts';
import auth from './auth/routes.ts';
import user from './user/routes.ts';
import menu from './system/menu.ts';
import role from './system/role.ts';
import org from './system/org.ts';
import dict from './system/dict.ts';
import misc from './system/misc.ts';
import tenant from './system/tenant.ts';
import log from './log/routes.ts';
import desk from './desk/routes.ts';
import product from './product/routes.ts';
import productExtras from './product/extras.ts';
import order from './order/routes.ts';
import storefront from './order/storefront.ts';
import verify from './verify/routes.ts';
import dashboard from './desk/dashboard.ts';
import resource from './resource/routes.ts';
import decoration from './decoration/routes.ts';

/** Every business area registers here: one line per module. */
export const modules: Module[] = [auth, user, menu, role, org, dict, misc, tenant, log, desk, dashboard, resource, decoration, product, productExtras, order, storefront, verify];

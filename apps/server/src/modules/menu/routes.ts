import { menuApi, topMenuApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import { crudRoutes } from '../../platform/crud.ts';
import * as service from './service.ts';
import * as repo from './repo.ts';

export default defineRoutes((r) => {
  // The caller's own menus and buttons (the shell loads them after login).
  r(menuApi.routes, (ctx, { query }) => service.routes(ctx, query.topMenuId));
  r(menuApi.buttons, (ctx) => service.buttons(ctx));
  r(menuApi.buttonList, (ctx) => service.buttonTree(ctx));
  r(menuApi.topMenu, (ctx) => service.topMenus(ctx));

  // Management of the product's menu (platform administrators).
  r(menuApi.list, (ctx, { query }) => service.menuList(ctx, query, false));
  r(menuApi.menuList, (ctx, { query }) => service.menuList(ctx, query, true));
  r(menuApi.lazyList, (ctx, { query }) => service.menuLevel(ctx, query, false));
  r(menuApi.lazyMenuList, (ctx, { query }) => service.menuLevel(ctx, query, true));
  r(menuApi.tree, (ctx, { query }) => service.menuTree(ctx, query.tenantId));
  r(menuApi.grantTree, (ctx) => service.grantTrees(ctx));
  r(menuApi.roleTreeKeys, (ctx, { query }) => service.roleTreeKeys(ctx, query.roleIds));
  r(menuApi.detail, (ctx, { query }) => service.menuDetail(ctx, query.id));
  r(menuApi.submit, (ctx, { body }) => service.submitMenu(ctx, body));
  r(menuApi.remove, (ctx, { query }) => service.removeMenus(ctx, query.ids));

  // Top menus of a tenant and the menus each one shows.
  crudRoutes(r, topMenuApi, { spec: repo.TOP_MENU, where: (_ctx, q) => repo.topMenuFilters(q) });
  r(topMenuApi.grant, (ctx, { body }) => service.grantTopMenus(ctx, body.topMenuIds, body.menuIds));
  r(topMenuApi.treeKeys, (ctx, { query }) => service.topMenuKeys(ctx, query.topMenuIds));
});

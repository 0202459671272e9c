import { HIDDEN_MENU_SORT } from '@yym/contract';
import type { MenuNode } from './session.ts';

/** A menu item as a route: where it opens and its route flags (spec 1 §2 "Route flags"). */
export interface MenuRoute {
  node: MenuNode;
  /** The location the item opens. */
  path: string;
  /** The page-registry key (the menu path without the /index suffix the shell adds). */
  pageKey: string;
  iframe?: string;
  keepAlive: boolean;
  isTab: boolean;
}

const isExternal = (p: string) => /^https?:/i.test(p) || p.includes('html');

/**
 * Where a menu item opens: html/http paths in the embedded frame /myiframe/{code}; a top-level item
 * without children gets an /index suffix; other items open at their path.
 */
export function routeOf(n: MenuNode, topLevel: boolean): MenuRoute {
  const raw = n.path || `/${n.code}`;
  const flags = { keepAlive: !!n.keepAlive, isTab: n.isTab !== false };
  if (isExternal(raw)) return { node: n, path: `/myiframe/${n.code}`, pageKey: raw, iframe: raw, ...flags };
  const leaf = !n.children?.length;
  const path = topLevel && leaf && !raw.endsWith('/index') ? `${raw.replace(/\/$/, '')}/index` : raw;
  return { node: n, path, pageKey: raw, ...flags };
}

/** Visible items: sort -999 is never shown (the server already leaves out role-hidden items). */
export const visible = (list: MenuNode[] = []) => (Array.isArray(list) ? list : []).filter((n) => n.sort !== HIDDEN_MENU_SORT);

/** Every item of the tree with its route, keyed by the location it opens. */
export function flattenMenu(menu: MenuNode[]): Map<string, MenuRoute> {
  const out = new Map<string, MenuRoute>();
  const walk = (list: MenuNode[], top: boolean) => {
    for (const n of visible(list)) {
      const r = routeOf(n, top);
      if (!out.has(r.path)) out.set(r.path, r);
      if (n.children?.length) walk(n.children, false);
    }
  };
  walk(menu, true);
  return out;
}

/** Leaves only (for the menu search overlay). */
export function menuLeaves(menu: MenuNode[]): MenuRoute[] {
  return [...flattenMenu(menu).values()].filter((r) => !r.node.children?.length);
}

/** The menu path from the root to the item that opens `path` (to open the sidebar submenus). */
export function menuTrail(menu: MenuNode[], path: string): string[] {
  const find = (list: MenuNode[], top: boolean, trail: string[]): string[] | null => {
    for (const n of visible(list)) {
      const r = routeOf(n, top);
      if (r.path === path) return [...trail, r.path];
      if (n.children?.length) {
        const t = find(n.children, false, [...trail, r.path]);
        if (t) return t;
      }
    }
    return null;
  };
  return find(menu, true, []) ?? [];
}

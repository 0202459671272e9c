import { ADMIN_MENUS } from './menus-admin.ts';
import { BUSINESS_MENUS } from './menus-business.ts';
import { COMMERCE_MENUS } from './menus-commerce.ts';
import type { MenuSeed } from './menu-seed.ts';

export type { MenuSeed } from './menu-seed.ts';

/** The whole menu tree, in the order the side menu shows it. */
export const MENU_TREE: MenuSeed[] = [...COMMERCE_MENUS, ...BUSINESS_MENUS, ...ADMIN_MENUS];

import type { ComponentType } from 'react';

type Lazy = () => Promise<{ default: ComponentType<any> }>;

/**
 * Back-office pages by route path (the menu's `path`). The shell builds routes from the server menu
 * and renders the page registered here, or a "coming soon" page. One line per page.
 */
export const pages: Record<string, Lazy> = {};

/** Public pages (no login): the customer H5 pages and the published storefront. */
export const publicPages: Record<string, Lazy> = {};

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { findRegistered } from './find-page.ts';
import { pages, publicPages } from '../pages.ts';

type Loader = () => Promise<{ default: ComponentType }>;
const cache = new Map<Loader, LazyExoticComponent<ComponentType>>();

/** One lazy component per registered loader (a stable identity keeps the page mounted). */
export function lazyOf(loader: Loader) {
  let c = cache.get(loader);
  if (!c) {
    c = lazy(loader);
    cache.set(loader, c);
  }
  return c;
}

export const findPage = (path: string) => findRegistered(pages, path);
export const findPublicPage = (path: string) => findRegistered(publicPages, path);

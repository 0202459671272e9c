import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router-dom';
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

/** The registered page for a location: exact key, key without the /index suffix, then key patterns. */
export function findRegistered(registry: Record<string, Loader>, path: string): Loader | null {
  const candidates = [path, path.replace(/\/index$/, '')];
  for (const c of candidates) if (registry[c]) return registry[c];
  for (const key of Object.keys(registry)) {
    if (key.includes(':') || key.includes('*')) {
      if (candidates.some((c) => matchPath({ path: key, end: true }, c))) return registry[key];
    }
  }
  return null;
}

export const findPage = (path: string) => findRegistered(pages, path);
export const findPublicPage = (path: string) => findRegistered(publicPages, path);

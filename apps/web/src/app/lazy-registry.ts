import { use } from 'react';

/**
 * The page registry (every area's page loaders, pages.ts) is loaded on demand: the login page's first
 * load must not pull every area's index. These paths are the shell's own screens (App.tsx's routes),
 * which never show a registered page, so they render without it; any other path waits for it.
 */
const SHELL_PATHS = ['/login', '/merchantLogin', '/reg', '/forgetpassword', '/lock', '/selectMerchant', '/welcome'];

type Registry = typeof import('./registry.tsx');
let loaded: Registry | null = null;
let loading: Promise<Registry> | null = null;

export const needsRegistry = (path: string) => !SHELL_PATHS.includes(path);

export function loadRegistry(): Promise<Registry> {
  loading ??= import('./registry.tsx').then((m) => (loaded = m));
  return loading;
}

/** The registry if it has loaded (main.tsx loads it before the first render of any other path). */
export const loadedRegistry = (): Registry | null => loaded;

/** The registry in a component: suspends until it has loaded (`use` may be called conditionally). */
export function useRegistry(): Registry;
export function useRegistry(needed: boolean): Registry | null;
export function useRegistry(needed = true): Registry | null {
  if (!needed) return null;
  return loaded ?? use(loadRegistry());
}

import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** Whether a registered key (`/h5/product/:id`, `/x/*`) covers a path. */
function matches(key: string, path: string): boolean {
  const k = key.split('/');
  const p = path.split('/');
  for (let i = 0; i < k.length; i++) {
    if (k[i] === '*') return true;
    if (i >= p.length) return false;
    if (k[i]!.startsWith(':')) {
      if (!p[i]) return false;
    } else if (k[i] !== p[i]) return false;
  }
  return k.length === p.length || (p.length === k.length + 1 && p[k.length] === '');
}

/**
 * The registered page for a location: exact key, key without the /index suffix, then key patterns.
 * Shared by the back office and the customer app (which loads no router library).
 */
export function findRegistered(registry: Record<string, Loader>, path: string): Loader | null {
  const candidates = [path, path.replace(/\/index$/, '')];
  for (const c of candidates) if (registry[c]) return registry[c];
  for (const key of Object.keys(registry)) {
    if (key.includes(':') || key.includes('*')) {
      if (candidates.some((c) => matches(key, c))) return registry[key];
    }
  }
  return null;
}

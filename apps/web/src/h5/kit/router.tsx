import { useMemo, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * The customer app's routing: the browser's history and nothing else. The pages need a location, its
 * query, navigation and links; react-router would have been a fifth of a page's script on a phone.
 */

const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};
function subscribe(l: () => void) {
  if (!listeners.size) window.addEventListener('popstate', changed);
  listeners.add(l);
  return () => {
    listeners.delete(l);
    if (!listeners.size) window.removeEventListener('popstate', changed);
  };
}
const href = () => window.location.href;

/** Go to `to` inside the customer app (a new history entry, or in place with `replace`), at the page's top. */
export function navigate(to: string, opts: { replace?: boolean } = {}) {
  if (opts.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.scrollTo(0, 0);
  changed();
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

/** The address shown, re-rendering when it changes. */
export function useLocation(): Location {
  const at = useSyncExternalStore(subscribe, href);
  return useMemo(() => {
    const u = new URL(at);
    return { pathname: u.pathname, search: u.search, hash: u.hash };
  }, [at]);
}

/** The address's query (read only: pages change it by navigating). */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

export const useNavigate = () => navigate;

/** A link inside the customer app: a plain anchor (new tab, modifiers and other sites work as usual). */
export function Link({
  to,
  onClick,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; 'data-testid'?: string }) {
  return (
    <a
      {...rest}
      href={to}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(e);
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || rest.target) return;
        e.preventDefault();
        navigate(to);
      }}
    />
  );
}

import { loadedRegistry } from './lazy-registry.ts';
import { HOME_PATH, LOGIN_PATH } from './session.ts';

/** Paths anyone may open (spec 1 §2 "Public routes"). */
export const PUBLIC_PATHS = [
  '/login',
  '/outLogin',
  '/merchantLogin',
  '/forgetpassword',
  '/reg',
  '/merchantManage',
  '/selectMerchant',
  '/welcome',
  '/lock',
  '/dataList',
  '/distributorDataList',
  '/distributionDetail',
  '/orderDetail',
  '/refound',
];

/** Rule 5: the order-detail path, the refund path, any path with H5, and the public pages (Root loads their registry first). */
export const isPublicPath = (path: string) => PUBLIC_PATHS.includes(path) || /h5/i.test(path) || !!loadedRegistry()?.findPublicPage(path);

export interface GuardState {
  token: string;
  isLock: boolean;
  /** Where a just-ended session goes (default /login). */
  exitTo?: string;
}

/**
 * The route guard (spec 1 §2): where a visit to `path` must go instead, or null to let it through.
 * Rules 1-5; tabs (6) and titles (7) are the layout's and the root's.
 */
export function guard(path: string, s: GuardState): { to: string; logout?: boolean } | null {
  if (s.token) {
    if (path === LOGIN_PATH) return { to: HOME_PATH };
    if (s.isLock && path !== '/lock' && !isPublicPath(path)) return { to: '/lock' };
    if (path === '/lock' && !s.isLock) return { to: HOME_PATH };
    return null;
  }
  if (isPublicPath(path) && path !== '/lock') return null;
  return { to: s.exitTo || LOGIN_PATH, logout: true };
}

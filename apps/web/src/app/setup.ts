import { TOKEN_CHECK_INTERVAL_MS } from '@yym/contract';
import { ApiError, setHttpHooks } from './http.ts';
import { session, LOGIN_PATH } from './session.ts';
import { refreshIfDue } from './auth.ts';
import { toastError } from './toast.ts';

/** Navigation outside React (the router registers itself here). */
let navigateFn: (to: string) => void = (to) => window.location.assign(to);
export const setNavigator = (fn: (to: string) => void) => {
  navigateFn = fn;
};
export const go = (to: string) => navigateFn(to);

/** Wire the HTTP client to the session store and start the token refresh check. */
export function setupApp() {
  setHttpHooks({
    auth: () => {
      const s = session.get();
      return { token: s.token || null, tenantId: s.tenantId || null };
    },
    onUnauthorized: () => {
      // 401: log out and go to /login (the token is already dead, so no logout call).
      if (!session.get().token) return;
      session.logout(LOGIN_PATH);
      go(LOGIN_PATH);
    },
    onPushedOut: () => {
      session.logout('/outLogin');
      go('/outLogin');
    },
    onError: toastError,
  });
  setInterval(() => void refreshIfDue(), TOKEN_CHECK_INTERVAL_MS);
  // Uncaught errors feed the error-log dialog.
  const log = (type: string, msg: string, stack = '') =>
    session.addLog({ type, url: window.location.href, message: msg, stack, time: new Date().toLocaleString('zh-CN', { hour12: false }) });
  window.addEventListener('error', (e) => log('error', e.message, e.error?.stack));
  window.addEventListener('unhandledrejection', (e) => {
    const r = e.reason as { name?: string; message?: string; stack?: string } | undefined;
    // API errors were already shown; form validation failures are shown on their fields.
    if (e.reason instanceof ApiError || (e.reason && typeof e.reason === 'object' && 'errorFields' in e.reason)) return;
    log('promise', r?.message ?? String(e.reason), r?.stack);
  });
  hideMeasureRows();
}

/**
 * antd tables measure their columns in a hidden row that copies the column titles, the select-all
 * checkbox among them: a focusable control inside aria-hidden. Such rows are made inert (out of the
 * focus order as well as the accessibility tree); antd offers no option for it.
 */
function hideMeasureRows() {
  const mark = () => {
    for (const row of document.querySelectorAll('tr.ant-table-measure-row:not([inert])')) row.setAttribute('inert', '');
  };
  new MutationObserver(mark).observe(document.documentElement, { childList: true, subtree: true });
}

import { AUTH_HEADER, FIRST_DATA_ID, MSG, REQUEST_TIMEOUT_MS, TENANT_HEADER, firstDataKey, type R } from '@yym/contract';
import { MERCHANT_TOKEN_KEY, getStore } from './storage.ts';

/** Distributor calls carry the distributor's token in this header, read from local storage (spec 1 §6). */
export const MERCHANT_TOKEN_HEADER = 'Merchant-Token';
export { MERCHANT_TOKEN_KEY };

/**
 * The one HTTP client. Pages never call fetch; each area's api.ts calls these.
 * The shell issue owns this file and the session store; other areas only import `http`.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export interface HttpHooks {
  /** Current access token and tenant (from the session store). */
  auth(): { token: string | null; tenantId: string | null };
  /** Body code or HTTP status 401. */
  onUnauthorized(url: string): void;
  /** Code 411: the session was pushed out. */
  onPushedOut(): void;
  /** Any other failure the user should read. */
  onError(message: string, url: string): void;
}

let hooks: HttpHooks = {
  auth: () => ({ token: null, tenantId: null }),
  onUnauthorized: () => {},
  onPushedOut: () => {},
  onError: () => {},
};
export const setHttpHooks = (h: Partial<HttpHooks>) => {
  hooks = { ...hooks, ...h };
};

/** A refusal made in the browser (the contract's check of a body): shown like the server's own. */
export function refuse(e: ApiError, opts: { silent?: boolean } = {}): ApiError {
  if (!opts.silent) hooks.onError(e.message, '');
  return e;
}

/** The applets order-detail call answers 401 for a stranger without logging anyone out (spec 1 §8). */
const NO_LOGOUT_ON_401 = [/applets\/detail/];
/** Calls whose failures the caller shows itself: place-order and pay trade status (spec 1 §8). */
const SILENT_ERRORS = [/place-?order/i, /trade\/status/i];

export interface RequestOptions {
  params?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Leave out the token and tenant headers (calls flagged not merchant-scoped). */
  noAuth?: boolean;
  /** Do not show the error to the user (the caller handles it). */
  silent?: boolean;
  /** Answer the raw Blob (downloads). */
  blob?: boolean;
  /** A distributor call: also send the Merchant-Token header from local storage. */
  distributor?: boolean;
}

function query(params?: Record<string, unknown>): string {
  if (!params) return '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    q.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The first answers the server sent inline with a customer page (server: customer-app.ts), read once. */
let firstData: Record<string, { status: number; body: unknown }> | null = null;
/** A public GET the page's HTML already answered: the answer, once (a later ask goes to the server). */
function takeFirstData(method: string, url: string, noAuth?: boolean): Response | undefined {
  if (method !== 'GET' || !noAuth) return undefined;
  firstData ??= JSON.parse(globalThis.document?.getElementById(FIRST_DATA_ID)?.textContent || '{}') as NonNullable<typeof firstData>;
  const key = firstDataKey(url);
  const answer = firstData[key];
  if (!answer) return undefined;
  delete firstData[key];
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
}

export async function request<T = unknown>(method: string, url: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (!opts.noAuth) {
    const { token, tenantId } = hooks.auth();
    if (token) headers[AUTH_HEADER] = `bearer ${token}`;
    if (tenantId) headers[TENANT_HEADER] = tenantId;
  }
  if (opts.distributor) {
    const merchantToken = getStore<string>(MERCHANT_TOKEN_KEY, '');
    if (merchantToken) headers[MERCHANT_TOKEN_HEADER] = merchantToken;
  }
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData || opts.body instanceof Blob) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const full = `/api${url}${query(opts.params)}`;
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), REQUEST_TIMEOUT_MS);
  let res: Response;
  try {
    res = takeFirstData(method, full, opts.noAuth) ?? (await fetch(full, { method, headers, body, signal: ctrl.signal }));
  } catch (e) {
    const msg = (e as Error).name === 'AbortError' ? '请求超时' : '网络异常';
    if (!opts.silent) hooks.onError(msg, url);
    throw new ApiError(0, msg);
  } finally {
    clearTimeout(timer);
  }
  const type = res.headers.get('content-type') ?? '';
  if (opts.blob && !type.includes('application/json')) {
    if (res.ok) return (await res.blob()) as T;
  }
  let json: Partial<R<T>> & { error_description?: string };
  try {
    // A blob download that fails answers JSON: its msg is shown like any other error.
    json = await res.json();
  } catch {
    // A body that is not JSON is never a success, whatever the status.
    json = { code: res.status >= 400 ? res.status : 500, msg: MSG.unknownError };
  }
  // Statuses 200-500 are accepted and the body code decides; 405 is whitelisted (passed to the caller).
  const code = json.code ?? res.status;
  if (code === 200 || code === 10101 || res.status === 405) return (json.data !== undefined ? json.data : json) as T;
  if (code === 411) {
    hooks.onPushedOut();
    throw new ApiError(code, json.msg ?? MSG.tokenExpired);
  }
  if (code === 401 || res.status === 401) {
    if (!NO_LOGOUT_ON_401.some((re) => re.test(url))) hooks.onUnauthorized(url);
    throw new ApiError(401, json.msg ?? MSG.tokenInvalid);
  }
  const msg = json.msg || json.error_description || MSG.unknownError;
  if (!opts.silent && !SILENT_ERRORS.some((re) => re.test(url))) hooks.onError(msg, url);
  throw new ApiError(code, msg, json.data);
}

export const http = {
  get: <T = unknown>(url: string, params?: Record<string, unknown>, o: RequestOptions = {}) => request<T>('GET', url, { ...o, params }),
  post: <T = unknown>(url: string, body?: unknown, params?: Record<string, unknown>, o: RequestOptions = {}) =>
    request<T>('POST', url, { ...o, body, params }),
  put: <T = unknown>(url: string, body?: unknown, o: RequestOptions = {}) => request<T>('PUT', url, { ...o, body }),
  del: <T = unknown>(url: string, params?: Record<string, unknown>, o: RequestOptions = {}) => request<T>('DELETE', url, { ...o, params }),
  blob: (url: string, params?: Record<string, unknown>, method = 'GET') => request<Blob>(method, url, { params, blob: true }),
};

/** Business constants and limits (spec 1 §9, spec 3 §9). */
export const PAGE_SIZES = [10, 30, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 200;
export const PICKER_PAGE_SIZE = 10;
export const SECKILL_PICKER_PAGE_SIZE = 100;
export const SECKILL_PICKER_MAX = 5;

export const TOKEN_TIME_SECONDS = 3000;
export const TOKEN_CHECK_INTERVAL_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 50_000;
export const CHUNK_TIMEOUT_MS = 120_000;
export const NOTICE_POLL_MS = 300_000;
export const TOAST_MS = 3000;
export const DEBOUNCE_MS = 200;

export const REFUND_TEXT_MAX = 100;
export const REFUND_DEFAULT_REASON_INDEX = 1;
export const REFUND_WINDOW_TEXT = '1-7个工作日';

export const UPLOAD_MAX_FILES = 20;
export const UPLOAD_MAX_FILES_CUBE = 100;
export const UPLOAD_MAX_MB_DEFAULT = 0; // 0 = unlimited
export const UPLOAD_CUBE_IMAGE_MB = 3;
export const AVATAR_MAX_KB = 500;
export const IMAGE_COMPRESS_THRESHOLD_BYTES = 512_000;
export const IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'gif'] as const;
export const AVATAR_TYPES = ['jpg', 'png'] as const;
export const THUMBNAIL_STYLE = 'yym';
/** A thumbnail of an uploaded file uses the storage's `yym` style (the storefront draws these; the server preloads them). */
export function thumbnailUrl(url: string | undefined | null): string {
  if (!url) return '';
  return url.startsWith('/files/') && !url.includes('?') ? `${url}?x-oss-process=style/${THUMBNAIL_STYLE}` : url;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const NUMBER_INPUT_MAX = 99999;
export const NUMBER_INPUT_MAX_LENGTH = 10;

export const TOP_MENU_ITEM_WIDTH = 82;
export const BREAKPOINTS = [768, 992, 1200] as const;
export const NARROW_SCREEN = 1366;
export const NARROW_VIEWPORT = 768;

export const PLATFORM_TENANT_ID = '000000';
export const DEMO_TENANT_ID = '100001';
export const AUTH_HEADER = 'Blade-Auth';
export const TENANT_HEADER = 'Tenant-Id';
export const WHITELISTED_STATUS = [405];
export const ENV_TYPE = 'MERCHANT';
export const EXPRESS_PLATFORM = 'KDNIAO';

export const THEMES = [
  { key: 'theme-hey', name: 'default' },
  { key: 'theme-white', name: 'white' },
  { key: 'theme-dark', name: 'dark' },
  { key: 'theme-colourful', name: 'colourful' },
  { key: 'theme-smart', name: 'smart' },
  { key: 'theme-iview', name: 'iview' },
  { key: 'theme-vip', name: 'vip' },
  { key: 'theme-cool', name: 'cool' },
  { key: 'theme-d2', name: 'd2' },
  { key: 'theme-lte', name: 'lte' },
] as const;
export const DEFAULT_THEME = 'theme-hey';
export const DEFAULT_COLOR = '#10AB7F';
export const DEFAULT_LANGUAGE = 'zh';

/** Menu items with this sort are never shown (spec 1 §6). */
export const HIDDEN_MENU_SORT = -999;

/**
 * The customer (phone H5) pages' paths: the server answers them with the lean customer app (h5.html),
 * which carries none of the back office's kit; the back office hands them over with a full load.
 */
export const isCustomerPath = (path: string): boolean => /^\/(h5|pages)\//.test(path) || path === '/orderDetail' || path === '/refound';

/**
 * The script tag (`<script type="application/json" id="first-data">`) in which the server sends a customer
 * page's first answers with its HTML, so a phone on a weak signal needs no second round trip before
 * it can draw (#41). Each answer is keyed by its request's URL with the query sorted (`firstDataKey`),
 * so the server and the HTTP client name a call alike whatever the order of its parameters.
 */
export const FIRST_DATA_ID = 'first-data';
export function firstDataKey(url: string): string {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.sort();
  const q = params.toString();
  return q ? `${path}?${q}` : path!;
}

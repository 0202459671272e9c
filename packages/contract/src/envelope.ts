/** The response envelope every JSON route answers with (spec 1 §7, architecture "API contract"). */
export interface R<T = unknown> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

/** A page of rows: query `current`, `size`; answer `{records,total,size,current,pages}`. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** Codes the client acts on (spec 1 §8). */
/** What an export answers when it is too large to wait for: it goes on in the background and 报表下载 shows it. */
export interface ExportQueued {
  queued: true;
  recordId: string;
  total: number;
}

export const CODE = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PUSHED_OUT: 411,
  TOO_MANY: 429,
  SERVER_ERROR: 500,
  PASS_THROUGH: 10101,
} as const;

export function ok<T>(data: T, msg = '操作成功'): R<T> {
  return { code: 200, success: true, data, msg };
}

export function fail(code: number, msg: string): R<null> {
  return { code, success: false, data: null, msg };
}

export function pageOf<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0 };
}

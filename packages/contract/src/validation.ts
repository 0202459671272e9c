import { MSG } from './messages.ts';
import { PROVINCES } from './codes.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';

/**
 * Validation rules of spec 1 §5 and spec 3 §5. Each returns the spec's message, or null when valid.
 * The same functions back the zod schemas (server) and the form rules (web).
 */
export type Check = (value: unknown) => string | null;

const isBlank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

export function checkMobile(v: unknown): string | null {
  if (isBlank(v)) return MSG.mobileEmpty;
  const s = String(v).trim();
  if (s.length !== 11) return MSG.mobileLength;
  if (!/^1\d{10}$/.test(s)) return MSG.mobileFormat;
  return null;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** Check digit of the first 17 digits of a mainland ID number (GB 11643). */
export function idCardCheckDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK[sum % 11]!;
}

function isRealDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

export function checkIdCard(v: unknown, today: Date = new Date()): string | null {
  if (isBlank(v)) return MSG.idEmpty;
  const s = String(v).trim();
  if (s.length !== 18) return MSG.idLength;
  if (!/^\d{17}[\dXx]$/.test(s)) return MSG.idFormat;
  if (!PROVINCES[s.slice(0, 2)]) return MSG.idRegion;
  const y = Number(s.slice(6, 10));
  const m = Number(s.slice(10, 12));
  const d = Number(s.slice(12, 14));
  const birth = Date.UTC(y, m - 1, d);
  if (y < 1900 || !isRealDate(y, m, d) || birth > today.getTime()) return MSG.idFormat;
  if (idCardCheckDigit(s.slice(0, 17)) !== s[17]!.toUpperCase()) return MSG.idCheckDigit;
  return null;
}

export function checkNewPassword(v: unknown): string | null {
  if (isBlank(v)) return MSG.newPasswordRequired;
  const s = String(v);
  const re = new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${PASSWORD_MIN},${PASSWORD_MAX}}$`);
  return re.test(s) ? null : MSG.passwordFormat;
}

export function checkConfirmPassword(confirm: unknown, password: unknown): string | null {
  if (isBlank(confirm)) return MSG.newPasswordRequired;
  return confirm === password ? null : MSG.passwordsDiffer;
}

export function checkUrl(v: unknown): string | null {
  return /^https?:\/\/\S+$/i.test(String(v ?? '')) ? null : MSG.urlFormat;
}

export function checkEmail(v: unknown): string | null {
  return /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(String(v ?? '')) ? null : MSG.emailFormat;
}

export function checkQQ(v: unknown): string | null {
  return /^[1-9]\d{4,9}$/.test(String(v ?? '')) ? null : MSG.qqFormat;
}

export function checkAccountName(v: unknown): string | null {
  return /^[A-Za-z][A-Za-z0-9_-]{5,19}$/.test(String(v ?? '')) ? null : MSG.accountFormat;
}

export type AmountRange = '0.01-999999' | '0-999999' | 'max99999999' | '0.01-10000';
const RANGES: Record<AmountRange, { min: number; max: number; msg: string }> = {
  '0.01-999999': { min: 0.01, max: 999999, msg: MSG.range001to999999 },
  '0-999999': { min: 0, max: 999999, msg: MSG.range0to999999 },
  max99999999: { min: -Infinity, max: 99999999, msg: MSG.max99999999 },
  '0.01-10000': { min: 0.01, max: 10000, msg: MSG.range001to10000 },
};

/** An amount typed in yuan: required, numeric, at most two decimals, then the range. */
export function checkAmount(v: unknown, range?: AmountRange): string | null {
  if (isBlank(v)) return MSG.amountRequired;
  const s = String(v).trim();
  if (!/^-?\d+(\.\d+)?$/.test(s)) return MSG.amountNumeric;
  if (/\.\d{3,}$/.test(s)) return MSG.amountDecimals;
  if (range) {
    const r = RANGES[range];
    const n = Number(s);
    if (n < r.min || n > r.max) return r.msg;
  }
  return null;
}

/** Yuan text → integer cents without floating point error. Call after checkAmount. */
export function yuanToCents(v: string | number): number {
  const s = String(v).trim();
  const neg = s.startsWith('-');
  const [int, frac = ''] = s.replace('-', '').split('.');
  const cents = Number(int) * 100 + Number((frac + '00').slice(0, 2));
  return neg ? -cents : cents;
}

/** Integer cents → yuan text with two decimals. */
export function centsToYuan(cents: number | string | null | undefined): string {
  const n = Number(cents ?? 0);
  const neg = n < 0;
  const abs = Math.abs(Math.trunc(n));
  const s = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return neg ? `-${s}` : s;
}

const intIn = (v: unknown, min: number, max: number) => {
  const s = String(v ?? '').trim();
  if (!/^-?\d+$/.test(s)) return false;
  const n = Number(s);
  return n >= min && n <= max;
};

export function checkPoints(v: unknown): string | null {
  if (isBlank(v)) return MSG.pointsRequired;
  return intIn(v, 1, 100000) ? null : MSG.points1to100000;
}

export function checkDays(v: unknown): string | null {
  return intIn(v, 0, 365) ? null : MSG.days0to365;
}

export function checkPositiveInteger(v: unknown): string | null {
  return /^[1-9]\d*$/.test(String(v ?? '').trim()) ? null : MSG.positiveInteger;
}

export function checkInteger1to100(v: unknown): string | null {
  return intIn(v, 1, 100) ? null : MSG.integer1to100;
}

export function checkRefundText(v: unknown): string | null {
  if (isBlank(v)) return MSG.refundTextRequired;
  return String(v).length > 100 ? MSG.refundTextRequired : null;
}

/** Registration: tenant id, account, password in that order; confirm equals password. */
export function checkRegistration(
  f: { tenantId?: string; account?: string; password?: string; password2?: string },
  needTenant = true,
): string | null {
  if (needTenant && isBlank(f.tenantId)) return MSG.regTenantRequired;
  if (isBlank(f.account)) return MSG.regAccountRequired;
  if (isBlank(f.password)) return MSG.regPasswordRequired;
  if (f.password !== f.password2) return MSG.passwordsDiffer;
  return null;
}

/** Dictionary form: code, name, sort, sealed flag, key value required (key only for children). */
export function checkDict(f: {
  code?: unknown;
  dictValue?: unknown;
  sort?: unknown;
  isSealed?: unknown;
  dictKey?: unknown;
  parentId?: unknown;
}): string | null {
  if (isBlank(f.code)) return MSG.dictCodeRequired;
  if (isBlank(f.dictValue)) return MSG.dictNameRequired;
  if (isBlank(f.sort)) return MSG.dictSortRequired;
  if (isBlank(f.isSealed)) return MSG.dictSealedRequired;
  const isChild = !isBlank(f.parentId) && String(f.parentId) !== '0';
  if (isChild && isBlank(f.dictKey)) return MSG.dictKeyRequired;
  return null;
}

export function checkParam(f: { paramName?: unknown; paramKey?: unknown; paramValue?: unknown }): string | null {
  if (isBlank(f.paramName)) return MSG.paramNameRequired;
  if (isBlank(f.paramKey)) return MSG.paramKeyRequired;
  if (isBlank(f.paramValue)) return MSG.paramValueRequired;
  return null;
}

export interface UploadRule {
  maxFiles?: number; // default 20
  types?: readonly string[]; // extensions without dot
  maxMb?: number; // 0 = unlimited
}

/** Upload count, type and size rules (spec 1 §5). */
export function checkUpload(files: { name: string; size: number }[], already: number, rule: UploadRule = {}): string | null {
  const maxFiles = rule.maxFiles ?? 20;
  if (already + files.length > maxFiles) return MSG.uploadCount(maxFiles);
  for (const f of files) {
    const ext = f.name.includes('.') ? f.name.split('.').pop()!.toLowerCase() : '';
    if (rule.types?.length && !rule.types.includes(ext)) return MSG.uploadType;
    if (rule.maxMb && f.size / 1024 / 1024 > rule.maxMb) return MSG.uploadSize(rule.maxMb);
  }
  return null;
}

/**
 * What a refused input says, on the server and in the browser alike: the rule's own message, or
 * 参数校验失败 and where for zod's generic ones (they are English and name no field a person knows).
 */
export function inputRefusal(message: string | undefined, path: string): string {
  return message && !/^(Invalid|Required|Expected)/.test(message) ? message : `${MSG.paramInvalid}: ${path} ${message ?? ''}`.trim();
}

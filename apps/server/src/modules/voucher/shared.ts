import { VOUCHER_MSG, VOUCHER_QR_PREFIX } from '@yym/contract';
import { SHELF_FLOW } from '../../platform/flow.ts';
import { bad, notFound } from '../../platform/errors.ts';
import { chinaToday } from '../../platform/time.ts';
import type { Ctx } from '../../platform/context.ts';
import type { Row } from '../../platform/db.ts';
import type { Actor } from '../order/index.ts';
import {
  SandboxChain,
  SandboxEInvoice,
  SandboxExpress,
  SandboxMail,
  SandboxMiniProgram,
  SandboxMpPlatform,
  SandboxPartners,
  SandboxPay,
  SandboxSms,
} from '../../platform/providers/index.ts';

/** What the voucher sub-areas share (no SQL). */

export type VoucherKind = 'package' | 'gpv';

/** The QR a voucher shows: the prefix and its ticket row's code. */
export const voucherQr = (qrCode: string) => `${VOUCHER_QR_PREFIX}${qrCode}`;
/** The ticket row's code in a scanned voucher QR, or null when it is not one. */
export const qrOfScan = (scan: string): string | null => {
  const s = scan.trim();
  return s.startsWith(VOUCHER_QR_PREFIX) ? s.slice(VOUCHER_QR_PREFIX.length) : null;
};

/** The storefront page of a voucher. */
export const storeLink = (kind: VoucherKind, id: string, tenantId: string) =>
  `/h5/voucher/${kind === 'package' ? 'package' : 'gpv'}/${id}?tenantId=${tenantId}`;

/**
 * Moves locked vouchers on or off shelf: on shelf needs stock left and a validity not yet over (the shelf
 * table's guard). `setShelf` is the kind's conditional update; the ids it moved are returned.
 */
export async function moveShelves(
  rows: Row[],
  status: number,
  setShelf: (id: string, from: number, to: number) => Promise<unknown>,
): Promise<string[]> {
  if (!rows.length) throw notFound();
  const moved: string[] = [];
  for (const r of rows) {
    const from = Number(r.shelf_status);
    if (from === status) continue;
    const sellable = Number(r.stock) > Number(r.sold) && String(r.valid_end) >= chinaToday();
    const to = SHELF_FLOW.next(from, status ? 'onShelf' : 'offShelf', { sellable });
    if (await setShelf(String(r.id), from, to)) moved.push(String(r.id));
  }
  return moved;
}

/** A voucher on shelf is taken off before it is deleted. */
export function refuseOnShelf(rows: Row[]) {
  if (rows.some((r) => Number(r.shelf_status) === 1)) throw bad(VOUCHER_MSG.onShelfNoDelete);
}

/** The sandboxes the demo seed pays and sends with (no request gives it providers), made when it runs. */
const quiet = () => {};
export const demoProviders = () => ({
  payment: new SandboxPay('demo-vouchers'),
  sms: new SandboxSms(quiet),
  mail: new SandboxMail(quiet),
  miniProgram: new SandboxMiniProgram('http://localhost'),
  einvoice: new SandboxEInvoice(),
  // no parcel is sent by the voucher demo
  express: new SandboxExpress(() => undefined),
  partners: new SandboxPartners(),
  mpWechat: new SandboxMpPlatform('wechat', 'http://localhost'),
  mpAlipay: new SandboxMpPlatform('alipay', 'http://localhost'),
  // no chain call is made by the voucher demo
  chain: new SandboxChain(() => undefined),
});

/** What a voucher action needs of a request (the demo seed acts with the same functions). */
export type Act = Pick<Ctx, 'q' | 'tenantId' | 'data' | 'user'> & { svc: Pick<Ctx['svc'], 'providers'> };
export const who = (a: Act): Actor => ({ userId: a.user?.userId ?? null, name: a.user?.realName || a.user?.account || '系统' });

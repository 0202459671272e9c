import { VOUCHER_QR_PREFIX } from '@yym/contract';

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

/** Date columns read as text (YYYY-MM-DD) on both drivers. */
export const DATES = ['valid_start', 'valid_end'] as const;

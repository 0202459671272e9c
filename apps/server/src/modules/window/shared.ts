import { WINDOW_PAY_CHANNEL } from '@yym/contract';
import type { PayProvider } from '../../platform/providers/index.ts';

/**
 * The window's own pay channels: cash in the till and a window customer's account. The money changes
 * hands at the counter, so there is nothing to ask and a refund is the cashier handing it back (or the
 * account credited): the trade is still recorded through the one payment path, so the order's money,
 * refunds and logs are the same as for any order.
 */
class WindowChannel implements PayProvider {
  readonly sandbox = false;
  constructor(readonly name: string) {}
  async createPayment() {
    return {};
  }
  verifyCallback() {
    return null; // nothing outside the counter may say a window trade was paid
  }
  async refund(t: { refundNo: string }) {
    return { ok: true, providerRef: `${this.name}:${t.refundNo}` };
  }
}

export const CASH = new WindowChannel(WINDOW_PAY_CHANNEL.cash);
export const ACCOUNT = new WindowChannel(WINDOW_PAY_CHANNEL.account);

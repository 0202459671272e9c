import type { PayProvider } from './payment.ts';

/**
 * Paying on account: a partner's order paid from its account with the merchant (a distributor's
 * prepaid or credit account, an open-API partner who settles by contract). No outside provider is
 * asked: the pay trade is opened and settled in the order's transaction, and a refund trade is
 * done as soon as it is sent (the account itself is credited back by its owner's order-move hook,
 * in the refund's own transaction), so a refund of such an order goes through the one refund path.
 */
export const accountPay: PayProvider = {
  name: 'account',
  sandbox: false,
  createPayment: async () => ({}),
  verifyCallback: () => null,
  refund: async (t) => ({ ok: true, providerRef: `account-${t.refundNo}` }),
};

import { ecardStoreApi, upgradeStoreApi, type BodyOf } from '@yym/contract';
import { call } from '../../app/call.ts';
import { customerToken } from '../member/api.ts';

export { customerToken };
const withToken = () => ({ noAuth: true, silent: true, headers: { 'Customer-Token': customerToken.get() ?? '' } });

/** The storefront's e-card calls (public routes; buying, activating and the pack carry the customer's token). */
export const ecardH5 = {
  cards: (tenantId: string) => call(ecardStoreApi.cards, { query: { tenantId } }, { noAuth: true, silent: true }),
  buy: (body: BodyOf<typeof ecardStoreApi.buy>) => call(ecardStoreApi.buy, { body }, withToken()),
  activate: (body: BodyOf<typeof ecardStoreApi.activate>) => call(ecardStoreApi.activate, { body }, withToken()),
  pack: () => call(ecardStoreApi.pack, {}, withToken()),
  records: () => call(ecardStoreApi.records, {}, withToken()),
};

/** 续卡 and 升级 of a held card: the offers, and buying one (an unpaid order for the cashier). */
export const upgradeH5 = {
  upgradeOptions: (userCardId: string) => call(upgradeStoreApi.upgradeOptions, { query: { userCardId } }, withToken()),
  upgradeBuy: (userCardId: string, upgradeId: string) => call(upgradeStoreApi.upgradeBuy, { body: { userCardId, upgradeId } }, withToken()),
  renewalOptions: (userCardId: string) => call(upgradeStoreApi.renewalOptions, { query: { userCardId } }, withToken()),
  renewalBuy: (userCardId: string, comboId: string) => call(upgradeStoreApi.renewalBuy, { body: { userCardId, comboId } }, withToken()),
};

import { alipaySyncApi, payConfigApi, type BodyOf, type PayType } from '@yym/contract';
import { call, idList } from '../../app/call.ts';

export type { PayConfigDetail, PayStartRow, PayType } from '@yym/contract';

/** The tenant's payment configuration (server: modules/payconfig). */
export const payConfigs = () => call(payConfigApi.startConfig);
export const payConfigDetail = (payType: PayType) => call(payConfigApi.detail, { query: { payType } });
export const savePayConfig = (body: BodyOf<typeof payConfigApi.save>) => call(payConfigApi.save, { body });
export const switchPayConfig = (payType: PayType, enable: 0 | 1) => call(payConfigApi.startOrClose, { body: { payType, enable } });

// ---------------------------------------------------------------- Alipay mini-program ticket sync

export type { AlipaySyncConfigRow, AlipayTicketRow } from '@yym/contract';
type SyncConfigForm = BodyOf<typeof alipaySyncApi.configSubmit>;

export const alipaySync = {
  products: (query: { current: number; size: number; productName?: string }) => call(alipaySyncApi.productPage, { query }),
  submit: (productId: string) => call(alipaySyncApi.productSubmit, { body: { productId } }),
  onSale: (ids: string[], onSale: 0 | 1) => call(alipaySyncApi.productStatus, { body: { ids: idList(ids), onSale } }),
  batchSet: (productIds: string[], ticketType: string) =>
    call(alipaySyncApi.batchSet, { body: { productIds: idList(productIds), ticketType } }),
  exportFile: () => call(alipaySyncApi.productExport, { query: { current: 1, size: 10 } }) as unknown as Promise<Blob>,
  ticketTypes: () => call(alipaySyncApi.ticketTypes),
  configs: (query: { current: number; size: number }) => call(alipaySyncApi.configPage, { query }),
  saveConfig: (body: SyncConfigForm) => call(alipaySyncApi.configSubmit, { body }),
  enableConfig: (id: string, enabled: 0 | 1) => call(alipaySyncApi.configEnable, { body: { id, enabled } }),
  scenic: () => call(alipaySyncApi.scenicSelect),
};

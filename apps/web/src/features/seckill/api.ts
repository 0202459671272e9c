import { seckillApi, type BodyOf, type SeckillRow, type SeckillSkuOption } from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { SeckillGoods, SeckillRow, SeckillShare, SeckillSkuOption } from '@yym/contract';

export const seckills = defineResource<SeckillRow>({
  key: 'seckills',
  list: (query) => call(seckillApi.page, { body: query as BodyOf<typeof seckillApi.page> }),
  remove: (ids) => call(seckillApi.remove, { query: { ids: idList(ids) } }),
});

/** On-shelf ticket skus for the goods picker (at most five chosen). */
export const seckillSkus = defineResource<SeckillSkuOption & { id: string }>({
  key: 'seckill-skus',
  list: async (query) => {
    const p = await call(seckillApi.skuPage, { query });
    return { ...p, records: p.records.map((r) => ({ ...r, id: r.skuId })) };
  },
});

export const seckillActions = {
  info: (seckillId: string) => call(seckillApi.infoEcho, { query: { seckillId } }),
  goods: (seckillId: string) => call(seckillApi.activityEcho, { query: { seckillId } }),
  share: (seckillId: string) => call(seckillApi.shareEcho, { query: { seckillId } }),
  submitInfo: (body: BodyOf<typeof seckillApi.submitInfo>) => call(seckillApi.submitInfo, { body }),
  checkGoods: (body: BodyOf<typeof seckillApi.checkActivity>) => call(seckillApi.checkActivity, { body }),
  submitGoods: (body: BodyOf<typeof seckillApi.submitActivity>) => call(seckillApi.submitActivity, { body }),
  submitShare: (body: BodyOf<typeof seckillApi.submitShare>) => call(seckillApi.submitShare, { body }),
  channel: (body: BodyOf<typeof seckillApi.updateChannel>) => call(seckillApi.updateChannel, { body }),
  copy: (seckillId: string) => call(seckillApi.copy, { query: { seckillId } }),
  effective: (ids: string[], status: number) => call(seckillApi.effective, { query: { seckillIds: idList(ids), status } }),
  poster: (seckillId: string, channelType: 'h5' | 'wechat' | 'alipay') =>
    call(seckillApi.generatePoster, { query: { seckillId, channelType } }) as Promise<Blob>,
};

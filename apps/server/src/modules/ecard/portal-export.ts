import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { PORTAL_EXPORT_KINDS, PORTAL_MSG, centsToYuan, type portalExportQuery } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import { forbidden } from '../../platform/errors.ts';
import { sendXlsx, type Column } from '../../platform/export.ts';
import * as repo from './repo/portal.ts';
import { asDistributor, presentOrder, presentUse } from './portal.ts';

/** The portal's xlsx exports (its orders, the check records, the daily uses) and the merchant's order columns. */

const ORDER_COLUMNS: Column[] = [
  ['订单号', 'orderNo'],
  ['电子卡', 'productName'],
  ['数量', 'quantity'],
  ['订单金额(元)', (r) => centsToYuan(r.totalMoney)],
  ['状态', 'orderStatusText'],
  ['已使用卡数', 'usedCards'],
  ['已冻结卡数', 'frozenCards'],
  ['联系人', 'contactName'],
  ['联系电话', 'contactPhone'],
  ['下单时间', 'createTime'],
];
const USE_COLUMNS: Column[] = [
  ['卡号', 'cardNo'],
  ['电子卡', 'cardName'],
  ['项目', 'projectName'],
  ['持卡人', 'holderName'],
  ['方式', 'methodText'],
  ['核销人', 'userName'],
  ['时间', 'createTime'],
];
const DAY_COLUMNS: Column[] = [
  ['日期', 'date'],
  ['使用次数', 'uses'],
  ['使用卡数', 'cards'],
];

export const exportsOf = (ctx: Ctx, req: FastifyRequest, reply: FastifyReply, q: z.output<typeof portalExportQuery>) =>
  asDistributor(ctx, req, async (c, m) => {
    const title = `${m.distributorName}${PORTAL_EXPORT_KINDS[q.kind]}`;
    if (q.kind === 'order') {
      if (m.readOnly) throw forbidden(PORTAL_MSG.readOnly);
      const rows = (await repo.orderRows(c.data, { ...q, distributorId: m.distributorId })).map(presentOrder);
      return sendXlsx(c, reply, title, ORDER_COLUMNS, rows);
    }
    if (q.kind === 'verify')
      return sendXlsx(c, reply, title, USE_COLUMNS, (await repo.useRows(c.data, m.distributorId, q)).map(presentUse));
    return sendXlsx(c, reply, title, DAY_COLUMNS, await repo.dayRows(c.data, m.distributorId, q));
  });

export { ORDER_COLUMNS };

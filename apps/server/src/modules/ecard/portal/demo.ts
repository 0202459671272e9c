import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import { hashPlainPassword } from '../../../platform/tokens.ts';
import { lockOrder, move } from '../../order/index.ts';
import { buyCard } from '../orders/service.ts';
import * as repo from './repo.ts';

/**
 * The distributor portal: account fenxiao (Demo1234, a distributor account) logs in for 携程旅行 at
 * /outLogin?code=100001&id=<its portal key> (on 分销商订单); one order of two annual cards settled on account. Answers the
 * order and who checks one of its cards (nothing without the distributor).
 */
export async function seedPortal(db: Scoped, cardId: string): Promise<{ orderId: string; checker: string } | null> {
  const dis = await db.one<{ id: string; name: string }>(
    sql`SELECT id, name FROM dis_distributor WHERE ${db.tenant()} AND name = '携程旅行' AND is_deleted = 0 LIMIT 1`,
  );
  if (!dis) return null;
  const user = await db.one<{ id: string }>(sql`INSERT INTO blade_user (tenant_id, account, password, name, real_name, user_type, phone)
    VALUES (${db.tenantId}, 'fenxiao', ${await hashPlainPassword('Demo1234')}, '携程分销', '携程分销', 2, '13900001001') RETURNING id`);
  await repo.bindAccount(db, String(user!.id), String(dis.id), 0);
  const actor = { userId: null, name: dis.name };
  const o = await buyCard(db, actor, {
    cardId,
    quantity: 2,
    holderName: '周经理',
    contactPhone: '13900001001',
    customerId: null,
    channel: 'distributor',
  });
  await repo.markDistributorOrder(db, o.orderId, String(dis.id));
  await move(db, await lockOrder(db, o.orderId), 'pay', actor, '分销商挂账,与商户线下结算');
  return { orderId: o.orderId, checker: `${dis.name}(fenxiao)` };
}

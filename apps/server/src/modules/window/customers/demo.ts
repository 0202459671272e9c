import type { Scoped } from '../../../platform/repo.ts';
import * as repo from './repo.ts';

/** Demo: a travel agency and a school buying on account, and one closed customer. */
export async function seedCustomers(db: Scoped) {
  const agency = await db.insert(repo.CUSTOMER, {
    name: '杭州假日旅行社',
    kind: '旅行社',
    contactName: '陈经理',
    phone: '13900000011',
    creditLimit: 5_000_00,
    remark: '月结',
  });
  await db.insert(repo.CUSTOMER, {
    name: '西湖区实验小学',
    kind: '学校',
    contactName: '王老师',
    phone: '13900000012',
    creditLimit: 2_000_00,
  });
  await db.insert(repo.CUSTOMER, {
    name: '远途国旅(已停止合作)',
    kind: '旅行社',
    contactName: '刘经理',
    phone: '13900000013',
    creditLimit: 1_000_00,
    customerStatus: 0,
  });
  return String(agency.id);
}

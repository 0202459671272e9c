import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { issueCard } from '../held/service.ts';
import * as repo from './repo.ts';

/**
 * Demo for 人脸管理 and bound people: the face-checking card with two holders (no photo yet: the
 * merchant uploads one on 会员卡 → 人脸管理) and a family member bound to the first.
 */
export async function seedFaceHolders(db: Scoped, card: Row) {
  const holders: [string, string, string][] = [
    ['刘芳', '13800138021', '110101199003074514'],
    ['黄磊', '13800138022', '110101199003070054'],
  ];
  for (const [i, [name, phone, idCard]] of holders.entries()) {
    const u = await issueCard(db, card, { source: 3, holderName: name, holderPhone: phone, holderIdCard: idCard });
    if (i === 0 && (await repo.takePlace(db, String(u.id), 5)))
      await repo.insertMember(db, { userCardId: String(u.id), name: '刘小芳', idCard: '110101199003071698', phone: null });
  }
}

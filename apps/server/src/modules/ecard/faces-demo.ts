import type { Scoped } from '../../platform/repo.ts';
import * as cards from './repo/cards.ts';
import * as messages from './repo/messages.ts';
import * as people from './repo/people.ts';
import { issueCard } from './held.ts';

/**
 * Demo for 人脸管理, bound people and the batch SMS: a face-checking card with two holders (no photo
 * yet: the merchant uploads one on 会员卡 → 人脸管理), a family member bound to the first, and three
 * codes of the demo batch sent to a travel agency's customers (one failed, ready for 重试失败).
 */
export async function seedFaces(db: Scoped, batchId: string | null) {
  const card = await db.insert<any>(cards.CARD, {
    name: '刷脸入园年卡',
    cardType: 1,
    price: 29900,
    originalPrice: 39900,
    stock: 500,
    intro: '实名制年卡,入园刷脸核验',
    validityType: 2,
    validDays: 365,
    realName: 1,
    faceCheck: 1,
    step: 3,
  });
  await cards.replaceProjects(db, String(card.id), [{ poiId: null, name: '刷脸入园', dayLimit: 1, totalLimit: 365 }]);
  await cards.setShelf(db, [String(card.id)], 1);
  const row = (await db.find(cards.CARD, String(card.id)))!;
  const holders: [string, string, string][] = [
    ['刘芳', '13800138021', '110101199003074514'],
    ['黄磊', '13800138022', '110101199003070054'],
  ];
  for (const [i, [name, phone, idCard]] of holders.entries()) {
    const u = await issueCard(db, row, { source: 3, holderName: name, holderPhone: phone, holderIdCard: idCard });
    if (i === 0 && (await people.takePlace(db, String(u.id), 5)))
      await people.insertMember(db, { userCardId: String(u.id), name: '刘小芳', idCard: '110101199003071698', phone: null });
  }

  if (!batchId) return;
  await messages.assign(db, batchId, [
    { name: '张伟', phone: '13800138031' },
    { name: '王芳', phone: '13800138032' },
    { name: '李强', phone: '17000001234' },
  ]);
  const claimed = (await messages.claim(db, batchId, 0, 10)) as { id: string; phone: string }[];
  await messages.markSent(
    db,
    claimed.filter((c) => !c.phone.startsWith('1700000')).map((c) => String(c.id)),
  );
  for (const c of claimed.filter((x) => x.phone.startsWith('1700000')))
    await messages.markFailed(db, String(c.id), '号码无法接收短信(沙箱)');
}

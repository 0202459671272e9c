import type { Scoped } from '../../../platform/repo.ts';
import * as repo from './repo.ts';

/** Demo: a template by piece (remote regions dearer, free from 3 pieces, Tibet not delivered) and one by weight. */
export async function seedFreight(db: Scoped) {
  const piece = await db.insert<{ id: string }>(repo.FREIGHT, {
    name: '文创按件计费',
    chargeType: 1,
    expressCode: 'ZTO',
    rules: JSON.stringify({
      default: { firstUnit: 1, firstFee: 800, addUnit: 1, addFee: 300 },
      regions: [{ regionCodes: ['650000', '150000'], firstUnit: 1, firstFee: 1800, addUnit: 1, addFee: 800 }],
    }),
    freeRules: JSON.stringify([{ regionCodes: [], kind: 1, threshold: 3 }]),
    noDelivery: JSON.stringify(['540000']),
  });
  const weight = await db.insert<{ id: string }>(repo.FREIGHT, {
    name: '茶叶按重量(顺丰)',
    chargeType: 2,
    expressCode: 'SF',
    rules: JSON.stringify({
      default: { firstUnit: 1000, firstFee: 1200, addUnit: 500, addFee: 400 },
      regions: [{ regionCodes: ['330000'], firstUnit: 1000, firstFee: 600, addUnit: 500, addFee: 200 }],
    }),
    freeRules: JSON.stringify([{ regionCodes: ['330000', '310000'], kind: 2, threshold: 50000 }]),
    noDelivery: JSON.stringify([]),
  });
  return { piece: String(piece.id), weight: String(weight.id) };
}

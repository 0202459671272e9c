import type { CheckoutRule } from '../../../platform/checkout.ts';
import { customerByPhone } from '../../customer/index.ts';
import * as repo from './repo/programme.ts';
import { settingsOf } from './service.ts';

// The member discount: the buyer's level (by the order's contact phone) lowers the unit price, when
// the programme is on and the level's discount is switched on. The order records it.
export const memberDiscount: CheckoutRule = async ({ db, phone, unit, customer }) => {
  const c = customer === undefined ? await customerByPhone(db, phone) : customer;
  if (!c?.level_id) return;
  const s = await settingsOf(db);
  const level = await repo.levelById(db, String(c.level_id));
  if (!s.enabled || !level?.discount_enabled || level.discount >= 100) return;
  return { unit: Math.round((unit * level.discount) / 100), memberLevel: level.name };
};

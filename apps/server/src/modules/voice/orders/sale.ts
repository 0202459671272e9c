import { ORDER_STATUS, PRICE_TYPE, VOICE_MSG, VOICE_TYPE_TEXT, type VoiceBooked } from '@yym/contract';
import type { Moved } from '../../../platform/flow.ts';
import { type Scoped, tenantData } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { chinaToday } from '../../../platform/time.ts';
import { type Actor, SYSTEM, move, openKindOrder } from '../../order/index.ts';
import * as items from '../items/service.ts';
import * as repo from './repo.ts';

/**
 * The sale of a paid voice or pack: an order of kind 'voice' (one ticket row: what the refund path
 * refunds), its vo_order row, and the sale counted last in one statement that holds only while the
 * item is listed (an item taken off shelf meanwhile refuses the purchase and rolls it all back).
 */

export interface VoiceBuy {
  voiceId: string;
  contactName: string;
  contactPhone: string;
  channel: string;
}

export async function buyVoice(db: Scoped, actor: Actor, input: VoiceBuy): Promise<VoiceBooked> {
  const v = await items.findVoice(db, input.voiceId);
  if (!v || Number(v.shelf_status) !== 1) throw notFound(VOICE_MSG.offShelf);
  if (Number(v.price_type) !== PRICE_TYPE.PAID) throw bad(VOICE_MSG.free);
  const o = await openKindOrder(db, actor, {
    kind: 'voice',
    prefix: 'V',
    productName: String(v.name),
    skuName: VOICE_TYPE_TEXT[Number(v.voice_type)] ?? '',
    date: chinaToday(),
    quantity: 1,
    unit: Number(v.current_price),
    contactName: input.contactName.trim(),
    contactPhone: input.contactPhone.trim(),
    guests: [],
    channel: input.channel,
  });
  const orderId = String(o.id);
  await repo.insertVoiceOrder(db, { orderId, voiceId: String(v.id), voiceType: Number(v.voice_type), voiceName: String(v.name) });
  if (!(await items.countSale(db, String(v.id)))) throw notFound(VOICE_MSG.offShelf);
  return {
    orderId,
    orderNo: String(o.order_no),
    code: String(o.code),
    totalMoney: Number(o.total_money),
    orderStatus: ORDER_STATUS.PENDING_PAYMENT,
  };
}

/** Inside every order move: a paid voice order needs no merchant's confirmation, it plays at once. */
export async function voiceMoved(m: Moved<number, string>) {
  if (m.row.order_kind !== 'voice' || m.action !== 'pay' || m.to !== ORDER_STATUS.CONFIRMING) return;
  await move(tenantData(m.q, m.tenantId), m.row, 'confirm', SYSTEM, '语音无需确认,支付后即可收听');
}

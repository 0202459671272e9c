import type { Queryable } from '../../platform/db.ts';
import { SandboxPay } from '../../platform/providers/index.ts';
import { CUSTOMER, SYSTEM, forcedRefund, payDemo, scopedTo } from '../order/index.ts';
import * as repo from './items/service.ts';
import { buyVoice } from './orders/sale.ts';

/**
 * Demo: three listed voices (one free, two paid), a listed pack of the paid two, one voice being made
 * (off shelf), and orders: unpaid, paid, paid then refunded. The seed stores no files: demo voices play
 * a generated tone of their length (demo_tone).
 */
export async function seedVoice(q: Queryable, tenantId: string) {
  const db = scopedTo(q, tenantId);
  const voice = async (name: string, seconds: number, tone: number, price: number, trial: number, shelf = 1) =>
    String(
      (
        await db.insert(
          repo.VOICE,
          {
            voiceType: 1,
            name,
            intro: `${name}: 景区讲解员录制,约${Math.round(seconds / 60)}分钟。`,
            priceType: price ? 2 : 1,
            currentPrice: price,
            originalPrice: price ? price * 2 : 0,
            trialTime: trial,
          },
          { voice_time: seconds, voice_num: 1, audio_ext: 'wav', demo_tone: tone, shelf_status: shelf },
        )
      ).id,
    );
  await voice('景区总览讲解', 95, 440, 0, 0);
  const halls = await voice('古建筑群讲解', 180, 523, 500, 30);
  const steles = await voice('碑林故事', 120, 659, 300, 20);
  await voice('夜游导览(制作中)', 60, 392, 200, 15, 0);
  const pack = String(
    (
      await db.insert(
        repo.VOICE,
        {
          voiceType: 2,
          name: '全景语音包',
          intro: '古建筑群与碑林两段讲解,一次购买全部收听。',
          priceType: 2,
          currentPrice: 680,
          originalPrice: 800,
          trialTime: 30,
        },
        { voice_time: 300, voice_num: 2, shelf_status: 1 },
      )
    ).id,
  );
  await repo.setPackItems(db, pack, [halls, steles]);

  const pay = new SandboxPay('demo-voice');
  const buy = (voiceId: string, contactName: string, contactPhone: string) =>
    buyVoice(db, CUSTOMER, { voiceId, contactName, contactPhone, channel: 'h5' });
  await buy(halls, '周先生', '13812340101');
  const paid = await buy(pack, '吴女士', '13812340102');
  await payDemo(db, pay, paid.orderId);
  const refunded = await buy(steles, '郑先生', '13812340103');
  await payDemo(db, pay, refunded.orderId);
  await forcedRefund(db, pay, refunded.orderId, { reason: '游客行程取消' }, SYSTEM);
  const more = await buy(halls, '王女士', '13812340104');
  await payDemo(db, pay, more.orderId);
}

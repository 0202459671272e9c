import { chinaToday } from '@yym/contract';
import type { Scoped } from '../../../platform/repo.ts';
import { addDays } from '../../../platform/time.ts';
import * as repo from './repo.ts';
import { art } from '../../decoration/index.ts';

/** Demo: a one-day and a two-day line with departures over the next two weeks. */
export async function seedLines(db: Scoped) {
  const add = async (
    name: string,
    days: number,
    meetingPoint: string,
    itinerary: { day: number; title: string; content: string }[],
    price: number,
  ) => {
    const l = await db.insert<{ id: string }>(repo.LINE, {
      name,
      days,
      departure: '杭州',
      meetingPoint,
      meetingTime: '08:00',
      itinerary: JSON.stringify(itinerary),
      cover: art(name, '#3A7BD5', '#00D2FF', 640, 400),
      detail: `<p>${name}:含往返大巴、导游讲解、景区首道门票。</p>`,
      shelfStatus: 1,
    });
    for (let i = 1; i <= 14; i++)
      await repo.upsertDate(db, String(l.id), { day: addDays(chinaToday(), i), price: price + (i % 7 >= 5 ? 2000 : 0), stock: 30 });
    return String(l.id);
  };
  return [
    await add(
      '西湖-灵隐寺一日游',
      1,
      '杭州东站西广场1号门',
      [{ day: 1, title: '西湖、灵隐寺', content: '上午游船西湖,午餐后参观灵隐寺、飞来峰。' }],
      19800,
    ),
    await add(
      '千岛湖两日游',
      2,
      '武林广场地铁站C口',
      [
        { day: 1, title: '杭州-千岛湖', content: '乘车前往千岛湖,下午中心湖区游船。' },
        { day: 2, title: '千岛湖-杭州', content: '上午骑行环湖绿道,午后返回杭州。' },
      ],
      59800,
    ),
  ];
}

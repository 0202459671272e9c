import { type HotelRow, type PlanRow, type RoomTypeRow, chinaToday } from '@yym/contract';
import type { Scoped } from '../../../platform/repo.ts';
import { addDays } from '../../../platform/time.ts';
import { art } from '../../decoration/index.ts';
import { upsertNights } from '../nights/service.ts';
import * as catalog from './repo.ts';

/** Room type: name, bed, area, guests, colours of its drawn picture; plans: name, breakfast, cancel rule, weekday price, stock. */
type RoomSeed = [string, string, number, number, string, string, [string, number, number, number, number][]];
const HOTELS: { name: string; star: number; address: string; email: string; colors: [string, string]; rooms: RoomSeed[] }[] = [
  {
    name: '西湖山水酒店',
    star: 4,
    address: '浙江省杭州市西湖区北山街88号',
    email: 'frontdesk@xihu-shanshui.example.com',
    colors: ['#2193b0', '#6dd5ed'],
    rooms: [
      [
        '高级大床房',
        '大床',
        28,
        2,
        '#c79081',
        '#dfa579',
        [
          ['标准价', 0, 1, 39800, 8],
          ['含双早', 2, 1, 45800, 6],
        ],
      ],
      ['豪华双床房', '双床', 35, 2, '#5f2c82', '#49a09d', [['含双早', 2, 1, 52800, 6]]],
      ['湖景套房', '大床', 60, 3, '#0f2027', '#2c5364', [['含双早 不可取消', 2, 0, 128800, 2]]],
    ],
  },
  {
    name: '灵隐山居民宿',
    star: 0,
    address: '浙江省杭州市西湖区法云弄12号',
    email: 'stay@lingyin-shanju.example.com',
    colors: ['#134e5e', '#71b280'],
    rooms: [['山景大床房', '大床', 22, 2, '#3ca55c', '#b5ac49', [['随心住', 1, 2, 36800, 4]]]],
  },
];

/** Demo: two hotels with rooms and rate plans, four weeks of nights each; answers the plans' ids. */
export async function seedCatalogue(db: Scoped) {
  const plans: string[] = [];
  for (const [i, h] of HOTELS.entries()) {
    const hotel = await db.insert<HotelRow>(catalog.HOTEL, {
      name: h.name,
      star: h.star,
      phone: `0571-8797${i}000`,
      email: h.email,
      address: h.address,
      cover: art(h.name, h.colors[0], h.colors[1], 640, 400),
      intro: `${h.name}坐落于西湖风景区,步行可达湖边,闹中取静。`,
      facilities: '免费WiFi,停车场,早餐厅,行李寄存,24小时前台',
      notice: '入住时请出示入住人有效证件;14:00后入住,12:00前退房。',
      shelfStatus: 1,
      recommend: i === 0 ? 1 : 0,
      sort: i,
    });
    for (const [name, bed, area, guests, c1, c2, rates] of h.rooms) {
      const room = await db.insert<RoomTypeRow>(catalog.ROOM, {
        hotelId: hotel.id,
        name,
        bedType: bed,
        area,
        maxGuests: guests,
        images: art(name, c1, c2, 400, 300),
        facilities: '空调,电视,独立卫浴,吹风机',
        floor: '3-8层',
      });
      for (const [plan, breakfast, cancelRule, price, stock] of rates) {
        const p = await db.insert<PlanRow>(catalog.PLAN, {
          hotelId: hotel.id,
          roomTypeId: room.id,
          name: plan,
          breakfast,
          cancelRule,
          cancelDays: 1,
          basePrice: price + 20000,
          shelfStatus: 1,
        });
        plans.push(String(p.id));
        // Four weeks of nights: weekdays at the plan's price, Friday and Saturday 100 yuan more.
        const days = Array.from({ length: 28 }, (_, d) => addDays(chinaToday(), d));
        const weekend = (d: string) => [5, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay());
        await upsertNights(
          db,
          [String(p.id)],
          days.filter((d) => !weekend(d)),
          price,
          stock,
        );
        await upsertNights(db, [String(p.id)], days.filter(weekend), price + 10000, stock);
      }
    }
  }
  return plans;
}

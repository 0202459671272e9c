import { createHash } from 'node:crypto';
import { datesBetween } from '../../platform/time.ts';

/**
 * A hotel supplier behind one small interface: it answers its hotels with their rooms, rate plans and
 * nightly price and stock. The sandbox answers a fixed, believable set derived from the supplier's code;
 * a real adapter (an OTA's or a hotel group's API) implements the same call and registers by name.
 */
export interface SupplierHotel {
  code: string;
  name: string;
  star: number;
  address: string;
  phone: string;
  email: string;
  intro: string;
  facilities: string;
  rooms: {
    code: string;
    name: string;
    bedType: string;
    area: number;
    maxGuests: number;
    plans: {
      code: string;
      name: string;
      breakfast: number;
      cancelRule: number;
      cancelDays: number;
      basePrice: number;
      nights: { night: string; price: number; stock: number }[];
    }[];
  }[];
}

export interface HotelSupplierProvider {
  readonly name: string;
  readonly sandbox: boolean;
  hotels(q: { supplierCode: string; hotelCode?: string; from: string; to: string }): Promise<SupplierHotel[]>;
}

export class SandboxHotelSupplier implements HotelSupplierProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;

  async hotels(q: { supplierCode: string; hotelCode?: string; from: string; to: string }): Promise<SupplierHotel[]> {
    // The same supplier code always answers the same hotels (a pull twice updates, never duplicates).
    const seed = createHash('sha256').update(q.supplierCode).digest()[0]!;
    const dates = datesBetween(q.from, q.to);
    const nights = (base: number) =>
      dates.map((night) => {
        const wd = new Date(`${night}T00:00:00Z`).getUTCDay();
        return { night, price: wd === 5 || wd === 6 ? base + 10000 : base, stock: 5 + (seed % 4) };
      });
    const hotel = (n: number, name: string, star: number, base: number): SupplierHotel => ({
      code: `${q.supplierCode}-H${n}`,
      name,
      star,
      address: `浙江省杭州市西湖区供应商路${n}号`,
      phone: `0571-8800${String(seed).padStart(3, '0')}${n}`,
      email: `booking${n}@supplier.example.com`,
      intro: `${name}由供应商 ${q.supplierCode} 提供,房价房量每日同步。`,
      facilities: '免费WiFi,停车场,餐厅,行李寄存',
      rooms: [
        {
          code: 'R1',
          name: '高级大床房',
          bedType: '大床',
          area: 28,
          maxGuests: 2,
          plans: [
            { code: 'P1', name: '标准价', breakfast: 0, cancelRule: 1, cancelDays: 1, basePrice: base + 8000, nights: nights(base) },
            {
              code: 'P2',
              name: '含双早',
              breakfast: 2,
              cancelRule: 1,
              cancelDays: 1,
              basePrice: base + 12000,
              nights: nights(base + 6000),
            },
          ],
        },
        {
          code: 'R2',
          name: '豪华双床房',
          bedType: '双床',
          area: 35,
          maxGuests: 2,
          plans: [
            {
              code: 'P1',
              name: '含双早',
              breakfast: 2,
              cancelRule: 0,
              cancelDays: 0,
              basePrice: base + 16000,
              nights: nights(base + 9000),
            },
          ],
        },
      ],
    });
    const all = [hotel(1, '西湖景观酒店(供应商)', 4, 42800), hotel(2, '灵隐禅意民宿(供应商)', 0, 36800)];
    return q.hotelCode ? all.filter((h) => h.code === q.hotelCode) : all;
  }
}

const PROVIDERS: Record<string, HotelSupplierProvider> = { sandbox: new SandboxHotelSupplier() };

/** The provider a supplier row names (only the sandbox exists so far). */
export const providerOf = (name: string): HotelSupplierProvider => PROVIDERS[name] ?? PROVIDERS.sandbox!;

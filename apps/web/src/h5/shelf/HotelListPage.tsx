import { HOTEL_STARS, type StoreHotelCard } from '@yym/contract';
import { ShelfList } from './ShelfList.tsx';
import { shelfApi } from './api.ts';

/** 酒店民宿 (/h5/hotels?tenantId=): the merchant's hotels on shelf, each opening its booking page. */
export default function HotelListPage() {
  return (
    <ShelfList<StoreHotelCard>
      title="酒店民宿"
      name="h5-hotels"
      empty="暂无可预订的酒店"
      read={shelfApi.hotels}
      card={(h, tenantId) => ({
        id: h.id,
        to: `/h5/hotel/${h.id}?tenantId=${tenantId}`,
        title: h.name,
        sub: [HOTEL_STARS[h.star], h.address].filter(Boolean).join(' · '),
        image: h.cover,
      })}
    />
  );
}

import { FOOD_TYPE_TEXT, centsToYuan, type StoreFoodCard } from '@yym/contract';
import { ShelfList } from './ShelfList.tsx';
import { shelfApi } from './api.ts';

/** 美食餐饮 (/h5/foods?tenantId=): the merchant's set meals and restaurant vouchers on shelf, each opening its page. */
export default function FoodListPage() {
  return (
    <ShelfList<StoreFoodCard>
      title="美食餐饮"
      name="h5-foods"
      empty="暂无在售的美食"
      read={shelfApi.foods}
      card={(f, tenantId) => ({
        id: f.id,
        to: `/h5/shop/food/${f.id}?tenantId=${tenantId}`,
        title: f.name,
        sub: `${f.restaurant} · ${FOOD_TYPE_TEXT[f.foodType] ?? ''}`,
        image: f.cover,
        price: `¥${centsToYuan(f.price)}`,
      })}
    />
  );
}

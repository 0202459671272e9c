import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../kit/router.tsx';
import { Button, Input, InputNumber, Select, useFeedback } from '../kit/index.ts';
import { GOODS_MSG, MSG, STOREFRONT_MSG, TOAST_MS, centsToYuan, checkMobile, chinaToday } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { newIdempotencyKey as newKey } from '../../app/keys.ts';
import { H5Row, errorOf, notReady } from '../parts.tsx';
import { storeGoodsApi } from './api.ts';
import '../order/order.css';
import './goods.css';

type Kind = 'bundle' | 'food' | 'line';
interface Shown {
  name: string;
  cover: string | null;
  price: number;
  lines: string[];
  dates?: { day: string; price: number; stock: number }[];
  /** A bundle with tickets or a hotel night: bought for a day. */
  needsDay?: boolean;
}

async function load(kind: Kind, id: string, tenantId: string): Promise<Shown> {
  if (kind === 'bundle') {
    const b = await storeGoodsApi.bundle(id, tenantId);
    // a bundle's goods are handed over when its code is checked (no parcel of its own)
    const pickUp = b.parts.some((p) => p.partKind === 'sku') ? ['含实物商品,核销时现场领取'] : [];
    const dated = b.needsDay ? ['门票和酒店按所选日期使用(酒店住一晚)'] : [];
    return {
      name: b.name,
      cover: b.cover,
      price: b.price,
      lines: [...b.parts.map((p) => `${p.name} × ${p.qty}`), ...pickUp, ...dated],
      needsDay: b.needsDay,
    };
  }
  if (kind === 'food') {
    const f = await storeGoodsApi.food(id, tenantId);
    return {
      name: f.name,
      cover: f.cover,
      price: f.price,
      lines: [f.restaurant, f.address ?? '', f.openHours ? `营业时间 ${f.openHours}` : '', `购买后${f.validDays}天内有效`].filter(Boolean),
    };
  }
  const l = await storeGoodsApi.line(id, tenantId);
  return {
    name: l.name,
    cover: l.cover,
    price: l.minPrice ?? 0,
    lines: [`集合: ${l.meetingPoint}${l.meetingTime ? ` ${l.meetingTime}` : ''}`, ...l.itinerary.map((d) => `第${d.day}天 ${d.title}`)],
    dates: l.dates.filter((d) => d.stock > 0),
  };
}

/** The storefront's page of a bundle, meal or line `/h5/shop/:kind/:id?tenantId=`: quantity (and departure), contact, then pay. */
export default function ItemBuyPage() {
  const m = useLocation().pathname.match(/^\/h5\/shop\/(bundle|food|line)\/(\d+)/);
  const kind = (m?.[1] ?? 'bundle') as Kind;
  const id = m?.[2] ?? '';
  const [search] = useSearchParams();
  const tenantId = search.get('tenantId') ?? '';
  const valid = /^\d{6}$/.test(tenantId) && !!m;
  const navigate = useNavigate();
  const { message } = useFeedback();
  const item = useQueryOf('h5-shop-item', [kind, id, tenantId], () => load(kind, id, tenantId), { enabled: valid });
  const [quantity, setQuantity] = useState(1);
  const [day, setDay] = useState<string>();
  const [c, setC] = useState({ name: '', phone: '' });
  const [busy, setBusy] = useState(false);
  const key = useRef(newKey());
  useEffect(() => {
    document.title = '商品详情';
  }, []);
  const wait = notReady(item, valid ? null : STOREFRONT_MSG.linkIncomplete);
  if (wait || !item.data) return wait;
  const it = item.data;
  const pickDay = kind === 'line' || !!it.needsDay;
  const unit = kind === 'line' ? (it.dates?.find((d) => d.day === day)?.price ?? it.price) : it.price;
  const buy = async () => {
    const msg = !c.name.trim()
      ? MSG.coContactRequired
      : (checkMobile(c.phone) ?? (pickDay && !day ? (kind === 'line' ? GOODS_MSG.dateRequired : GOODS_MSG.useDayRequired) : null));
    if (msg) return void message.warning(msg, TOAST_MS / 1000);
    setBusy(true);
    const base = { tenantId, quantity, contactName: c.name.trim(), contactPhone: c.phone.trim(), idempotencyKey: key.current };
    try {
      const o =
        kind === 'bundle'
          ? await storeGoodsApi.buyBundle({ ...base, bundleId: id, day })
          : kind === 'food'
            ? await storeGoodsApi.buyFood({ ...base, foodId: id })
            : await storeGoodsApi.buyLine({ ...base, lineId: id, day: day! });
      window.scrollTo(0, 0);
      navigate(`/h5/pay?code=${encodeURIComponent(o.code)}&then=goods`);
    } catch (e) {
      void message.warning(errorOf(e), TOAST_MS / 1000);
      setBusy(false);
    }
  };
  return (
    <div className="h5o" style={{ paddingBottom: 90 }}>
      {it.cover && <img src={it.cover} alt={it.name} style={{ width: '100%', height: 240, objectFit: 'cover' }} fetchPriority="high" />}
      <div className="h5o-card">
        <h2 data-testid="h5-item-name" style={{ margin: '4px 0' }}>
          {it.name}
        </h2>
        <div style={{ color: '#e4393c', fontSize: 22 }}>
          ¥{centsToYuan(unit)}
          {kind === 'line' && !day ? ' 起' : ''}
        </div>
        {it.lines.map((l) => (
          <div className="h5o-note" key={l}>
            {l}
          </div>
        ))}
      </div>
      <div className="h5o-card h5g-field">
        {pickDay && (
          <H5Row label={kind === 'line' ? '出发日期' : '使用日期'}>
            <Select
              style={{ width: 200 }}
              value={day}
              onChange={setDay}
              placeholder="选择日期"
              data-testid={kind === 'line' ? 'h5-line-day' : 'h5-bundle-day'}
              options={
                kind === 'line'
                  ? (it.dates ?? []).map((d) => ({ value: d.day, label: `${d.day} ¥${centsToYuan(d.price)} 余${d.stock}` }))
                  : Array.from({ length: 30 }, (_, i) => chinaToday(i)).map((d) => ({ value: d, label: d }))
              }
            />
          </H5Row>
        )}
        <H5Row label="数量">
          <InputNumber min={1} max={20} value={quantity} onChange={(v) => setQuantity(v ?? 1)} data-testid="h5-item-qty" />
        </H5Row>
        <Input
          placeholder="联系人"
          value={c.name}
          onChange={(e) => setC({ ...c, name: e.target.value })}
          data-testid="h5-contact"
          style={{ margin: '8px 0' }}
        />
        <Input
          placeholder="手机号"
          inputMode="tel"
          value={c.phone}
          onChange={(e) => setC({ ...c, phone: e.target.value })}
          data-testid="h5-contact-phone"
        />
      </div>
      <div
        style={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          padding: 12,
          background: '#fff',
          boxShadow: '0 -2px 8px rgba(0,0,0,.06)',
        }}
      >
        <Button type="primary" size="large" block loading={busy} onClick={buy} data-testid="h5-item-buy">
          提交订单 ¥{centsToYuan(unit * quantity)}
        </Button>
      </div>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../kit/router.tsx';
import { Button, Input, InputNumber, useFeedback } from '../kit/index.ts';
import { MSG, TOAST_MS, VOUCHER_MSG, centsToYuan, checkMobile } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { newIdempotencyKey } from '../../app/keys.ts';
import { H5Row, errorOf, notReady } from '../parts.tsx';
import { storeVoucherApi } from './api.ts';
import '../order/order.css';
import './voucher.css';

/** The storefront's group-purchase voucher: `/h5/voucher/gpv/:id?tenantId=`: the group's size and each person's name, then buy. */
export default function GpvBuyPage() {
  // the id is the path's last part (public pages are matched by pattern, without route params)
  const id = useLocation().pathname.match(/^\/h5\/voucher\/gpv\/(\d+)/)?.[1] ?? '';
  const [search] = useSearchParams();
  const tenantId = search.get('tenantId') ?? '';
  const navigate = useNavigate();
  const { message } = useFeedback();
  const valid = /^\d{6}$/.test(tenantId) && /^\d{1,19}$/.test(id);
  const q = useQueryOf('h5-gpv', [id, tenantId], () => storeVoucherApi.gpvDetail(id, tenantId), { enabled: valid });
  const [count, setCount] = useState<number | null>(null);
  const [names, setNames] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  useEffect(() => {
    document.title = '团购券';
  }, []);
  const wait = notReady(q, valid ? null : '链接无效');
  const g = q.data;
  if (wait || !g) return wait;
  const n = count ?? g.minPeople;
  const buy = async () => {
    const bad = !name.trim() ? MSG.coContactRequired : checkMobile(phone);
    if (bad) return void message.warning(bad, TOAST_MS / 1000);
    const people = Array.from({ length: n }, (_, i) => ({ name: (names[i] ?? '').trim() }));
    if (g.realName && people.some((p) => !p.name)) return void message.warning(VOUCHER_MSG.namesRequired, TOAST_MS / 1000);
    setBusy(true);
    try {
      const o = await storeVoucherApi.gpvBuy({
        tenantId,
        gpvId: id,
        contactName: name,
        contactPhone: phone,
        people,
        idempotencyKey: key.current,
      });
      navigate(`/h5/voucher/order?code=${encodeURIComponent(o.code)}`);
    } catch (e) {
      void message.warning(errorOf(e), TOAST_MS / 1000);
      key.current = newIdempotencyKey();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="h5o" style={{ paddingBottom: 90 }}>
      <div className="h5o-bar">团购券</div>
      <div className="h5o-card">
        {g.cover && <img className="h5v-cover" src={g.cover} alt={g.name} fetchPriority="high" />}
        <h3 data-testid="h5-gpv-name">{g.name}</h3>
        <div>
          <span className="h5v-price">¥{centsToYuan(g.price)}</span>/人
          {g.originalPrice > g.price && <span className="h5v-orig">¥{centsToYuan(g.originalPrice)}</span>}
        </div>
        <H5Row label="每单人数">
          {g.minPeople}~{g.maxPeople}人
        </H5Row>
        <H5Row label="有效期">
          {g.validStart} 至 {g.validEnd}
        </H5Row>
        {g.poiName && <H5Row label="使用地点">{g.poiName}</H5Row>}
        {g.intro && <H5Row label="介绍">{g.intro}</H5Row>}
        {g.notice && <H5Row label="须知">{g.notice}</H5Row>}
      </div>
      <div className="h5o-card">
        <div className="h5v-field">
          <label htmlFor="gpv-n">人数</label>
          <InputNumber
            id="gpv-n"
            min={g.minPeople}
            max={g.maxPeople}
            value={n}
            onChange={(v) => setCount(Number(v ?? g.minPeople))}
            data-testid="h5-gpv-count"
          />
        </div>
        {g.realName === 1 &&
          Array.from({ length: n }, (_, i) => (
            <div className="h5v-field" key={i}>
              <label htmlFor={`gpv-p${i}`}>出行人{i + 1}</label>
              <Input
                id={`gpv-p${i}`}
                value={names[i] ?? ''}
                maxLength={50}
                onChange={(e) => setNames((old) => Object.assign([...old], { [i]: e.target.value }))}
                data-testid={`h5-gpv-person-${i}`}
              />
            </div>
          ))}
        <div className="h5v-field">
          <label htmlFor="gpv-name">联系人</label>
          <Input id="gpv-name" value={name} maxLength={50} onChange={(e) => setName(e.target.value)} data-testid="h5-gpv-contact" />
        </div>
        <div className="h5v-field">
          <label htmlFor="gpv-phone">手机号</label>
          <Input
            id="gpv-phone"
            value={phone}
            maxLength={11}
            inputMode="numeric"
            onChange={(e) => setPhone(e.target.value)}
            data-testid="h5-gpv-phone"
          />
        </div>
      </div>
      <div className="h5o-foot">
        <Button type="primary" size="large" block loading={busy} disabled={g.left < n} onClick={() => void buy()} data-testid="h5-gpv-buy">
          {g.left < n ? '库存不足' : `立即购买 ¥${centsToYuan(g.price * n)}`}
        </Button>
      </div>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../kit/router.tsx';
import { Button, Input, InputNumber, useFeedback } from '../kit/index.ts';
import { MSG, TOAST_MS, centsToYuan, checkMobile } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { newIdempotencyKey } from '../../app/keys.ts';
import { H5Row, errorOf, notReady } from '../parts.tsx';
import { storeVoucherApi } from './api.ts';
import '../order/order.css';
import './voucher.css';

/** The storefront's package voucher: `/h5/voucher/package/:id?tenantId=`: what it bundles, the rules, and buying it. */
export default function PackageBuyPage() {
  // the id is the path's last part (public pages are matched by pattern, without route params)
  const id = useLocation().pathname.match(/^\/h5\/voucher\/package\/(\d+)/)?.[1] ?? '';
  const [search] = useSearchParams();
  const tenantId = search.get('tenantId') ?? '';
  const navigate = useNavigate();
  const { message } = useFeedback();
  const valid = /^\d{6}$/.test(tenantId) && /^\d{1,19}$/.test(id);
  const q = useQueryOf('h5-package', [id, tenantId], () => storeVoucherApi.packageDetail(id, tenantId), { enabled: valid });
  const [quantity, setQuantity] = useState(1);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  useEffect(() => {
    document.title = '套餐券';
  }, []);
  const wait = notReady(q, valid ? null : '链接无效');
  const p = q.data;
  if (wait || !p) return wait;
  const buy = async () => {
    const bad = !name.trim() ? MSG.coContactRequired : checkMobile(phone);
    if (bad) return void message.warning(bad, TOAST_MS / 1000);
    setBusy(true);
    try {
      const o = await storeVoucherApi.packageBuy({
        tenantId,
        packageId: id,
        quantity,
        contactName: name,
        contactPhone: phone,
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
      <div className="h5o-bar">套餐券</div>
      <div className="h5o-card">
        {p.cover && <img className="h5v-cover" src={p.cover} alt={p.name} fetchPriority="high" />}
        <h3 data-testid="h5-package-name">{p.name}</h3>
        <div>
          <span className="h5v-price">¥{centsToYuan(p.price)}</span>
          {p.originalPrice > p.price && <span className="h5v-orig">¥{centsToYuan(p.originalPrice)}</span>}
        </div>
        <ul className="h5v-items">
          {p.items.map((i) => (
            <li key={i.name}>
              <span>{i.name}</span>
              <span>×{i.times}次</span>
            </li>
          ))}
        </ul>
        <H5Row label="有效期">
          {p.validStart} 至 {p.validEnd}
        </H5Row>
        {p.poiName && <H5Row label="使用地点">{p.poiName}</H5Row>}
        <H5Row label="剩余">{p.left}张</H5Row>
      </div>
      {(p.useRule || p.notice) && (
        <div className="h5o-card">
          {p.useRule && <H5Row label="使用规则">{p.useRule}</H5Row>}
          {p.notice && <H5Row label="购买须知">{p.notice}</H5Row>}
        </div>
      )}
      <div className="h5o-card">
        <div className="h5v-field">
          <label htmlFor="vc-qty">数量(每单最多{p.maxBuy}张)</label>
          <InputNumber
            id="vc-qty"
            min={1}
            max={p.maxBuy}
            value={quantity}
            onChange={(v) => setQuantity(Number(v ?? 1))}
            data-testid="h5-vc-qty"
          />
        </div>
        <div className="h5v-field">
          <label htmlFor="vc-name">联系人</label>
          <Input id="vc-name" value={name} maxLength={50} onChange={(e) => setName(e.target.value)} data-testid="h5-vc-name" />
        </div>
        <div className="h5v-field">
          <label htmlFor="vc-phone">手机号</label>
          <Input
            id="vc-phone"
            value={phone}
            maxLength={11}
            inputMode="numeric"
            onChange={(e) => setPhone(e.target.value)}
            data-testid="h5-vc-phone"
          />
        </div>
      </div>
      <div className="h5o-foot">
        <Button type="primary" size="large" block loading={busy} disabled={p.left < 1} onClick={() => void buy()} data-testid="h5-vc-buy">
          {p.left < 1 ? '已售罄' : `立即购买 ¥${centsToYuan(p.price * quantity)}`}
        </Button>
      </div>
    </div>
  );
}

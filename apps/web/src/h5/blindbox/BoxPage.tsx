import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../kit/router.tsx';
import { Button, Input, InputNumber, useFeedback } from '../kit/index.ts';
import { MSG, TOAST_MS, centsToYuan, checkMobile } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { newIdempotencyKey } from '../../app/keys.ts';
import { H5Row, errorOf, notReady } from '../parts.tsx';
import { storeBoxApi } from './api.ts';
import '../order/order.css';
import '../voucher/voucher.css';
import './blindbox.css';

/** The storefront's blind box: `/h5/blindbox/box/:id?tenantId=`: the prizes with their odds and stock, the seed hash, then buy. */
export default function BoxPage() {
  const id = useLocation().pathname.match(/^\/h5\/blindbox\/box\/(\d+)/)?.[1] ?? '';
  const [search] = useSearchParams();
  const tenantId = search.get('tenantId') ?? '';
  const navigate = useNavigate();
  const { message } = useFeedback();
  const valid = /^\d{6}$/.test(tenantId) && /^\d{1,19}$/.test(id);
  const q = useQueryOf('h5-blindbox', [id, tenantId], () => storeBoxApi.detail(id, tenantId), { enabled: valid });
  const [n, setN] = useState(1);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  useEffect(() => {
    document.title = '盲盒';
  }, []);
  const wait = notReady(q, valid ? null : '链接无效');
  const b = q.data;
  if (wait || !b) return wait;
  const buy = async () => {
    const bad = !name.trim() ? MSG.coContactRequired : checkMobile(phone);
    if (bad) return void message.warning(bad, TOAST_MS / 1000);
    setBusy(true);
    try {
      const o = await storeBoxApi.buy({
        tenantId,
        boxId: id,
        quantity: n,
        contactName: name,
        contactPhone: phone,
        idempotencyKey: key.current,
      });
      navigate(`/h5/blindbox/order?code=${encodeURIComponent(o.code)}`);
    } catch (e) {
      void message.warning(errorOf(e), TOAST_MS / 1000);
      key.current = newIdempotencyKey();
    } finally {
      setBusy(false);
    }
  };
  const soldOut = b.left < n;
  return (
    <div className="h5o" style={{ paddingBottom: 90 }}>
      <div className="h5o-bar">盲盒</div>
      <div className="h5o-card">
        {b.cover && <img className="h5v-cover" src={b.cover} alt={b.name} fetchPriority="high" />}
        <h3 data-testid="h5-bb-name">{b.name}</h3>
        <div>
          <span className="h5v-price">¥{centsToYuan(b.price)}</span>/个
          {b.originalPrice > b.price && <span className="h5v-orig">¥{centsToYuan(b.originalPrice)}</span>}
        </div>
        <H5Row label="剩余">{b.left} 个</H5Row>
        {b.poiName && <H5Row label="领取地点">{b.poiName}</H5Row>}
        {(b.saleStart || b.saleEnd) && (
          <H5Row label="销售时间">
            {b.saleStart ?? '不限'} 至 {b.saleEnd ?? '不限'}
          </H5Row>
        )}
      </div>
      <div className="h5o-card">
        <h3>奖池与概率</h3>
        <ul className="h5b-odds" data-testid="h5-bb-odds">
          {b.prizes.map((p) => (
            <li key={p.id}>
              <div className="h5b-odds-head">
                <span>{p.name}</span>
                <span>
                  {p.odds}% · 剩{p.remaining}/{p.quantity}
                </span>
              </div>
              <div className="h5b-odds-bar">
                <span style={{ width: `${Math.min(100, p.odds)}%` }} />
              </div>
            </li>
          ))}
        </ul>
        <div className="h5o-note" style={{ marginTop: 8 }}>
          公平承诺:本奖池的随机种子已在开售前锁定,其 SHA-256 哈希为
        </div>
        <div className="h5b-hash" data-testid="h5-bb-hash">
          {b.seedHash}
        </div>
        <div className="h5o-note">每次开盒结果由种子与您的订单号、序号计算得出;奖池关闭后公开种子,可在订单页自行验证。</div>
      </div>
      {b.instructions && (
        <div className="h5o-card">
          <h3>购买须知</h3>
          <div style={{ whiteSpace: 'pre-wrap' }}>{b.instructions}</div>
        </div>
      )}
      <div className="h5o-card">
        <div className="h5v-field">
          <label htmlFor="bb-n">数量</label>
          <InputNumber id="bb-n" min={1} max={b.perOrder} value={n} onChange={(v) => setN(Number(v ?? 1))} data-testid="h5-bb-count" />
        </div>
        <div className="h5v-field">
          <label htmlFor="bb-name">联系人</label>
          <Input id="bb-name" value={name} maxLength={50} onChange={(e) => setName(e.target.value)} data-testid="h5-bb-contact" />
        </div>
        <div className="h5v-field">
          <label htmlFor="bb-phone">手机号</label>
          <Input
            id="bb-phone"
            value={phone}
            maxLength={11}
            inputMode="numeric"
            onChange={(e) => setPhone(e.target.value)}
            data-testid="h5-bb-phone"
          />
        </div>
      </div>
      <div className="h5o-foot">
        <Button type="primary" size="large" block loading={busy} disabled={soldOut} onClick={() => void buy()} data-testid="h5-bb-buy">
          {soldOut ? '已售罄' : `立即购买 ¥${centsToYuan(b.price * n)}`}
        </Button>
      </div>
    </div>
  );
}

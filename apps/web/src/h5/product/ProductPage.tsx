import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { App, Button, Input } from 'antd';
import { MSG, TOAST_MS, centsToYuan, checkIdCard, checkMobile } from '@yym/contract';
import { storeProductApi, type CalendarDay, type PlaceGuest, type StoreProduct } from './api.ts';
import { unusableWeekdays } from '../order/OrderDetailPage.tsx';
import '../order/order.css';
import './product.css';

/** One key per purchase attempt: a resubmit (double tap, lost answer) makes the same order once. */
const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

type Errors = Record<string, string>;

/** The form's checks, with the contract's rules and messages (the server checks the same). */
function checkForm(f: { date: string; contactName: string; contactPhone: string; guests: PlaceGuest[] }, realName: boolean): Errors {
  const e: Errors = {};
  if (!f.date) e.date = '请选择游玩日期';
  if (!f.contactName.trim()) e.contactName = MSG.coContactRequired;
  const phone = checkMobile(f.contactPhone);
  if (phone) e.contactPhone = phone;
  if (realName) {
    f.guests.forEach((g, i) => {
      if (!g.guestName.trim()) e[`g${i}.name`] = MSG.coGuestCardRequired;
      const id = checkIdCard(g.cardNum);
      if (id) e[`g${i}.card`] = id;
    });
  }
  return e;
}

const WEEK = ['日', '一', '二', '三', '四', '五', '六'];

/** The public product page a storefront goods block links to: `/h5/product/:id?tenantId=`. */
export default function ProductPage() {
  // Public pages are matched by the registry, not by a <Route>, so the id is read from the path.
  const id = useLocation().pathname.match(/^\/h5\/product\/([^/]+)/)?.[1] ?? '';
  const [search] = useSearchParams();
  const tenantId = search.get('tenantId') ?? '';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [state, setState] = useState<{ p?: StoreProduct; days?: CalendarDay[]; error?: string }>({});
  const [picked, setPicked] = useState<string>('');
  const [skuId, setSkuId] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [contactName, setContactName] = useState('');
  const [contactPhone, setContactPhone] = useState('');
  const [guests, setGuests] = useState<PlaceGuest[]>([{ guestName: '', cardType: 1, cardNum: '' }]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const key = useRef(newKey());

  useEffect(() => {
    if (!/^\d+$/.test(id) || !/^\d{6}$/.test(tenantId)) return setState({ error: '商品不存在' });
    storeProductApi.detail(id, tenantId).then((p) => {
      setState({ p });
      setSkuId(p.skus?.[0]?.id ?? '');
    }, (e: Error) => setState({ error: e.message }));
  }, [id, tenantId]);
  // The calendar of the chosen ticket kind (price and stock differ by kind).
  useEffect(() => {
    if (!state.p) return;
    let current = true; // a quick switch of kind: only the last answer counts
    storeProductApi.calendar(id, tenantId, skuId || undefined)
      .then((days) => current && setState((s) => ({ ...s, days })), (e: Error) => current && setState((s) => ({ ...s, error: e.message })));
    return () => {
      current = false;
    };
  }, [state.p, skuId, id, tenantId]);
  // One guest row per ticket.
  useEffect(() => {
    setGuests((g) => Array.from({ length: quantity }, (_, i) => g[i] ?? { guestName: '', cardType: 1, cardNum: '' }));
  }, [quantity]);

  if (state.error) return <div className="h5o"><div className="h5o-msg">{state.error}</div></div>;
  const { p, days } = state;
  if (!p || !days) return <div className="h5o"><div className="h5o-msg">加载中…</div></div>;
  const images = [p.image, ...(p.images ?? '').split(',')].map((s) => s?.trim()).filter((s, i, a): s is string => !!s && a.indexOf(s) === i);
  const chosen = days.find((d) => d.date === picked && d.bookable);
  const realName = p.needIdCard === 1;
  const maxQty = Math.max(1, Math.min(p.maxBuy || 1, chosen?.stock ?? p.maxBuy ?? 1));
  const total = chosen?.price != null ? chosen.price * quantity : null;

  const pickSku = (sid: string) => {
    setSkuId(sid);
    setPicked('');
  };
  // Typing in a field takes its error away; the next submit checks again.
  const clear = (k: string) => setErrors((x) => (k in x ? Object.fromEntries(Object.entries(x).filter(([key]) => key !== k)) : x));
  const setGuest = (i: number, patch: Partial<PlaceGuest>) => setGuests((g) => g.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const submit = async () => {
    const e = checkForm({ date: chosen ? picked : '', contactName, contactPhone, guests }, realName);
    setErrors(e);
    const first = Object.values(e)[0];
    if (first) return void message.warning(first, TOAST_MS / 1000);
    setBusy(true);
    try {
      const o = await storeProductApi.place({ tenantId, productId: id, skuId: skuId || undefined, touristDate: picked, quantity, contactName: contactName.trim(),
        contactPhone: contactPhone.trim(), guests: realName ? guests.map((g) => ({ ...g, guestName: g.guestName.trim(), cardNum: g.cardNum.trim().toUpperCase() })) : undefined,
        idempotencyKey: key.current });
      navigate(`/h5/pay?code=${encodeURIComponent(o.code)}`);
    } catch (err) {
      void message.warning((err as Error).message || MSG.unknownError, TOAST_MS / 1000);
      // The stock may have changed: show the calendar as it is now.
      void storeProductApi.calendar(id, tenantId, skuId || undefined).then((d) => setState((s) => ({ ...s, days: d })), () => undefined);
    } finally {
      setBusy(false);
    }
  };
  // Blank cells before the first day so the grid lines up under its weekday.
  const lead = new Date(`${days[0]!.date}T00:00:00Z`).getUTCDay();
  const notes: [string, string | null][] = [['入园时间', p.etPkTime], ['入园地址', p.etPkAddress], ['费用包含', p.costDesc], ['预订说明', p.advText], ['使用说明', p.etText]];

  return (
    <div className="h5o">
      <div className="h5o-bar">{p.name}</div>
      {images.length > 0 && <div className="h5p-imgs">{images.map((src) => <img key={src} src={src} alt={p.name} />)}</div>}
      <div className="h5o-card">
        <h1 className="h5p-name">{p.name}</h1>
        {p.poiName && <div className="h5o-note">{p.poiName}</div>}
        <div className="h5p-price" data-testid="price">¥{p.priceYuan}<span className="h5o-note"> 起</span></div>
      </div>
      {p.skus.length > 1 && (
        <div className="h5o-card">
          <h3>选择票种</h3>
          <div className="h5p-skus">
            {p.skus.map((k) => (
              <button key={k.id} type="button" aria-pressed={k.id === skuId} className={`h5p-sku${k.id === skuId ? ' is-on' : ''}`} onClick={() => pickSku(k.id)}
                data-testid={`sku-${k.id}`}>{k.name}<span>¥{k.priceYuan}</span></button>
            ))}
          </div>
        </div>
      )}
      <div className="h5o-card">
        <h3>选择游玩日期</h3>
        <div className="h5p-cal" role="grid">
          {WEEK.map((w) => <div key={w} className="h5p-wd">{w}</div>)}
          {Array.from({ length: lead }, (_, i) => <div key={`b${i}`} />)}
          {days.map((d) => (
            <button key={d.date} type="button" data-date={d.date} disabled={!d.bookable} aria-pressed={d.date === picked}
              className={`h5p-day${d.bookable ? '' : ' is-off'}${d.date === picked ? ' is-on' : ''}`} onClick={() => { setPicked(d.date); setQuantity((n) => Math.max(1, Math.min(n, d.stock, p.maxBuy || 1))); }}>
              <b>{Number(d.date.slice(8))}</b>
              <span>{d.allowed && d.priceYuan ? (d.stock > 0 ? `¥${d.priceYuan}` : '售罄') : '不可用'}</span>
            </button>
          ))}
        </div>
        {chosen && <div className="h5o-row"><span>{chosen.date}</span><span className="h5o-money">¥{centsToYuan(chosen.price)} · 余{chosen.stock}</span></div>}
        <div className="h5o-row"><span>不可用星期</span><span>{unusableWeekdays(p.weekly)}</span></div>
        <div className="h5o-row"><span>不可用日期</span><span>{p.disDate || '无'}</span></div>
        {errors.date && !chosen && <div className="h5p-err">{errors.date}</div>}
      </div>
      <div className="h5o-card" data-testid="buy-form">
        <h3>预订信息</h3>
        <div className="h5o-row h5p-qty">
          <span>购买数量</span>
          <span>
            <Button size="small" disabled={quantity <= 1} onClick={() => setQuantity((n) => Math.max(1, n - 1))} aria-label="减少">-</Button>
            <b data-testid="qty">{quantity}</b>
            <Button size="small" disabled={quantity >= maxQty} onClick={() => setQuantity((n) => Math.min(maxQty, n + 1))} aria-label="增加" data-testid="qty-plus">+</Button>
          </span>
        </div>
        <label className="h5p-field">
          <span>联系人</span>
          <Input value={contactName} maxLength={50} placeholder="请输入联系人姓名" status={errors.contactName ? 'error' : undefined} data-testid="contact-name"
            onChange={(e) => { setContactName(e.target.value); clear('contactName'); }} />
        </label>
        {errors.contactName && <div className="h5p-err">{errors.contactName}</div>}
        <label className="h5p-field">
          <span>手机号</span>
          <Input value={contactPhone} maxLength={11} inputMode="numeric" placeholder="请输入手机号" status={errors.contactPhone ? 'error' : undefined} data-testid="contact-phone"
            onChange={(e) => { setContactPhone(e.target.value.replace(/\D/g, '')); clear('contactPhone'); }} />
        </label>
        {errors.contactPhone && <div className="h5p-err">{errors.contactPhone}</div>}
      </div>
      {realName && (
        <div className="h5o-card">
          <h3>游客信息<span className="h5o-note"> 实名制,每张票填写一位游客</span></h3>
          {guests.map((g, i) => (
            <div key={i} className="h5p-guest" data-testid={`guest-${i}`}>
              <div className="h5o-note">游客{i + 1}</div>
              <label className="h5p-field">
                <span>姓名</span>
                <Input value={g.guestName} maxLength={50} placeholder="与证件一致" status={errors[`g${i}.name`] ? 'error' : undefined} data-testid={`guest-${i}-name`}
                  onChange={(e) => { setGuest(i, { guestName: e.target.value }); clear(`g${i}.name`); }} />
              </label>
              {errors[`g${i}.name`] && <div className="h5p-err">{errors[`g${i}.name`]}</div>}
              <label className="h5p-field">
                <span>身份证</span>
                <Input value={g.cardNum} maxLength={18} placeholder="请输入18位身份证号" status={errors[`g${i}.card`] ? 'error' : undefined} data-testid={`guest-${i}-card`}
                  onChange={(e) => { setGuest(i, { cardNum: e.target.value.trim() }); clear(`g${i}.card`); }}
                  onBlur={() => setErrors((x) => { const m = g.cardNum ? checkIdCard(g.cardNum) : null; const n = { ...x }; if (m) n[`g${i}.card`] = m; else delete n[`g${i}.card`]; return n; })} />
              </label>
              {errors[`g${i}.card`] && <div className="h5p-err" data-testid={`guest-${i}-card-error`}>{errors[`g${i}.card`]}</div>}
            </div>
          ))}
        </div>
      )}
      <div className="h5o-card">
        <h3>购买须知</h3>
        {notes.filter(([, v]) => v).map(([k, v]) => <div key={k} className="h5o-row"><span>{k}</span><span className="h5p-text">{v}</span></div>)}
        {notes.every(([, v]) => !v) && <div className="h5o-note">无</div>}
      </div>
      <div className="h5o-card">
        <h3>退改规则</h3>
        <div className="h5p-text">{p.cancelOrderText || '以商家规则为准'}</div>
      </div>
      {/* The detail is the merchant's rich text; shown as plain text here (never injected as HTML). */}
      {p.detail && <div className="h5o-card"><h3>商品详情</h3><div className="h5p-text">{p.detail.replace(/<[^>]*>/g, '')}</div></div>}
      <div className="h5o-foot h5p-foot">
        <span className="h5p-total">合计 <b className="h5o-money" data-testid="total">{total != null ? `¥${centsToYuan(total)}` : '--'}</b></span>
        <Button type="primary" size="large" loading={busy} disabled={!p.skus.length} onClick={() => void submit()} data-testid="place-submit">提交订单</Button>
      </div>
    </div>
  );
}

import { useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../kit/router.tsx';
import { Button, useFeedback } from '../kit/index.ts';
import { MSG, STOREFRONT_MSG, TOAST_MS, centsToYuan } from '@yym/contract';
import { storeProductApi, type CalendarDay } from './api.ts';
import { checkForm, useBookingForm } from './useBookingForm.ts';
import { ContactCard, GuestsCard } from './BookingFields.tsx';
import { DateCalendar } from './DateCalendar.tsx';
import { notReady } from '../parts.tsx';
import { useCache, useQueryOf } from '../../app/data.ts';
import { newIdempotencyKey as newKey } from '../../app/keys.ts';
import { CouponChooser, type ChosenCoupon } from '../coupon/CouponChooser.tsx';
import '../order/order.css';
import './product.css';

/** One key per purchase attempt: a resubmit (double tap, lost answer) makes the same order once. */

/** The public product page a storefront goods block links to: `/h5/product/:id?tenantId=`. */
export default function ProductPage() {
  // Public pages are matched by the registry, not by a <Route>, so the id is read from the path.
  const id = useLocation().pathname.match(/^\/h5\/product\/([^/]+)/)?.[1] ?? '';
  const [search] = useSearchParams();
  const tenantId = search.get('tenantId') ?? '';
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [picked, setPicked] = useState<string>('');
  const [skuId, setSkuId] = useState('');
  const booking = useBookingForm();
  const { quantity, setQuantity, contactName, contactPhone, guests, setErrors } = booking;
  const [busy, setBusy] = useState(false);
  const [coupon, setCoupon] = useState<ChosenCoupon | null>(null);
  const key = useRef(newKey());

  const linkError = !/^\d+$/.test(id) ? '商品不存在' : !/^\d{6}$/.test(tenantId) ? STOREFRONT_MSG.linkIncomplete : null;
  const product = useQueryOf('h5-product', [id, tenantId], () => storeProductApi.detail(id, tenantId), { enabled: !linkError });
  // the first ticket kind until another is chosen
  const sku = skuId || (product.data?.skus?.[0]?.id ?? '');
  // The calendar of the chosen ticket kind (price and stock differ by kind); a switch keeps the last one shown until its own comes.
  const calendar = useQueryOf('h5-product-calendar', [id, tenantId, sku], () => storeProductApi.calendar(id, tenantId, sku || undefined), {
    enabled: !!product.data,
    placeholderData: (prev) => prev,
  });
  const { set } = useCache();

  const p = product.data;
  const days = calendar.data;
  const wait = notReady({ data: p && days, error: product.error ?? calendar.error }, linkError);
  if (wait || !p || !days) return wait;
  const images = [p.image, ...(p.images ?? '').split(',')]
    .map((s) => s?.trim())
    .filter((s, i, a): s is string => !!s && a.indexOf(s) === i);
  const chosen = days.find((d) => d.date === picked && d.bookable);
  const realName = p.needIdCard === 1;
  const maxQty = Math.max(1, Math.min(p.maxBuy || 1, chosen?.stock ?? p.maxBuy ?? 1));
  const total = chosen?.price != null ? chosen.price * quantity : null;
  const payable = total != null ? Math.max(0, total - (coupon?.off ?? 0)) : null;

  const pickSku = (sid: string) => {
    setSkuId(sid);
    setPicked('');
  };
  const submit = async () => {
    const e = checkForm({ date: chosen ? picked : '', contactName, contactPhone, guests }, realName);
    setErrors(e);
    const first = Object.values(e)[0];
    if (first) return void message.warning(first, TOAST_MS / 1000);
    setBusy(true);
    try {
      const o = await storeProductApi.place({
        tenantId,
        productId: id,
        skuId: sku || undefined,
        touristDate: picked,
        quantity,
        contactName: contactName.trim(),
        contactPhone: contactPhone.trim(),
        guests: realName
          ? guests.map((g) => ({ ...g, guestName: g.guestName.trim(), cardNum: g.cardNum.trim().toUpperCase() }))
          : undefined,
        idempotencyKey: key.current,
        couponId: coupon?.id,
        // 分销裂变: a promoter's share link carries their code (pc); the order records the referral
        promoterCode: search.get('pc') || undefined,
      });
      navigate(`/h5/pay?code=${encodeURIComponent(o.code)}`);
    } catch (err) {
      void message.warning((err as Error).message || MSG.unknownError, TOAST_MS / 1000);
      // The stock may have changed: show the calendar as it is now.
      void storeProductApi.calendar(id, tenantId, sku || undefined).then(
        (d) => set<CalendarDay[]>('h5-product-calendar', [id, tenantId, sku], d),
        () => undefined,
      );
    } finally {
      setBusy(false);
    }
  };
  const notes: [string, string | null][] = [
    ['入园时间', p.etPkTime],
    ['入园地址', p.etPkAddress],
    ['费用包含', p.costDesc],
    ['预订说明', p.advText],
    ['使用说明', p.etText],
  ];

  return (
    <div className="h5o">
      <div className="h5o-bar">{p.name}</div>
      {images.length > 0 && (
        <div className="h5p-imgs">
          {/* the first picture is the page's largest paint: asked for first; the others when swiped to */}
          {images.map((src, i) => (
            <img
              key={src}
              src={src}
              alt={p.name}
              width={390}
              height={240}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              decoding={i === 0 ? undefined : 'async'}
            />
          ))}
        </div>
      )}
      <div className="h5o-card">
        <h1 className="h5p-name">{p.name}</h1>
        {p.poiName && <div className="h5o-note">{p.poiName}</div>}
        <div className="h5p-price" data-testid="price">
          ¥{p.priceYuan}
          <span className="h5o-note"> 起</span>
        </div>
      </div>
      {p.skus.length > 1 && (
        <div className="h5o-card">
          <h3>选择票种</h3>
          <div className="h5p-skus">
            {p.skus.map((k) => (
              <button
                key={k.id}
                type="button"
                aria-pressed={k.id === sku}
                className={`h5p-sku${k.id === sku ? ' is-on' : ''}`}
                onClick={() => pickSku(k.id)}
                data-testid={`sku-${k.id}`}
              >
                {k.name}
                <span>¥{k.priceYuan}</span>
              </button>
            ))}
          </div>
        </div>
      )}
      <DateCalendar
        days={days}
        picked={picked}
        chosen={chosen}
        weekly={p.weekly}
        disDate={p.disDate}
        error={booking.errors.date}
        onPick={(d) => {
          setPicked(d.date);
          setQuantity((n) => Math.max(1, Math.min(n, d.stock, p.maxBuy || 1)));
        }}
      />
      <ContactCard booking={booking} maxQty={maxQty} />
      <CouponChooser tenantId={tenantId} productId={id} amount={total} quantity={quantity} onChange={setCoupon} />
      {realName && <GuestsCard booking={booking} />}
      <div className="h5o-card">
        <h3>购买须知</h3>
        {notes
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className="h5o-row">
              <span>{k}</span>
              <span className="h5p-text">{v}</span>
            </div>
          ))}
        {notes.every(([, v]) => !v) && <div className="h5o-note">无</div>}
      </div>
      <div className="h5o-card">
        <h3>退改规则</h3>
        <div className="h5p-text">{p.cancelOrderText || '以商家规则为准'}</div>
      </div>
      {/* The detail is the merchant's rich text; shown as plain text here (never injected as HTML). */}
      {p.detail && (
        <div className="h5o-card">
          <h3>商品详情</h3>
          <div className="h5p-text">{p.detail.replace(/<[^>]*>/g, '')}</div>
        </div>
      )}
      <div className="h5o-foot h5p-foot">
        <span className="h5p-total">
          合计{' '}
          <b className="h5o-money" data-testid="total">
            {payable != null ? `¥${centsToYuan(payable)}` : '--'}
          </b>
        </span>
        <Button
          type="primary"
          size="large"
          loading={busy}
          disabled={!p.skus.length}
          onClick={() => void submit()}
          data-testid="place-submit"
        >
          提交订单
        </Button>
      </div>
    </div>
  );
}

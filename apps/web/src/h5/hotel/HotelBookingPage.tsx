import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../kit/router.tsx';
import { Button, Input, useFeedback } from '../kit/index.ts';
import {
  BREAKFAST_TEXT,
  HOTEL_MSG,
  HOTEL_STARS,
  MSG,
  STOREFRONT_MSG,
  TOAST_MS,
  centsToYuan,
  checkEmail,
  checkIdCard,
  checkMobile,
  chinaToday,
} from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { storeHotelApi, type StoreHotel } from './api.ts';
import { notReady } from '../parts.tsx';
import { newIdempotencyKey as newKey } from '../../app/keys.ts';
import '../order/order.css';
import './hotel.css';

type Plan = StoreHotel['rooms'][number]['plans'][number];
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const nightsOf = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);
const yuan = (c: number) => centsToYuan(c).replace(/\.00$/, '');

/** The storefront's hotel page: `/h5/hotel/:id?tenantId=`: dates, rooms with their plans priced for the stay, and the booking form. */
export default function HotelBookingPage() {
  const id = useLocation().pathname.match(/^\/h5\/hotel\/(\d+)/)?.[1] ?? '';
  const [search] = useSearchParams();
  const tenantId = search.get('tenantId') ?? '';
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [checkIn, setCheckIn] = useState(chinaToday());
  const [checkOut, setCheckOut] = useState(chinaToday(1));
  const validLink = /^\d{6}$/.test(tenantId);
  // new dates keep the hotel shown until it is priced for them
  const hotel = useQueryOf('h5-hotel', [id, tenantId, checkIn, checkOut], () => storeHotelApi.detail(id, tenantId, checkIn, checkOut), {
    enabled: validLink,
    placeholderData: (prev) => prev,
  });
  const [plan, setPlan] = useState<(Plan & { roomName: string }) | null>(null);
  const [rooms, setRooms] = useState(1);
  const [guests, setGuests] = useState<{ name: string; card: string }[]>([{ name: '', card: '' }]);
  const [contact, setContact] = useState({ name: '', phone: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const key = useRef(newKey());
  const formRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = '酒店预订';
  }, []);
  // New dates price the plans again: the chosen one is dropped.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dates are the trigger
  useEffect(() => setPlan(null), [checkIn, checkOut]);
  useEffect(() => setGuests((g) => Array.from({ length: rooms }, (_, i) => g[i] ?? { name: '', card: '' })), [rooms]);

  const pickIn = (v: string) => {
    if (!v) return;
    setCheckIn(v);
    if (checkOut <= v) setCheckOut(addDays(v, 1));
  };
  const choose = (p: Plan, roomName: string) => {
    setPlan({ ...p, roomName });
    setRooms(1);
    setTimeout(() => formRef.current?.scrollIntoView({ behavior: 'smooth' }), 50);
  };
  const check = () => {
    const e: Record<string, string> = {};
    guests.forEach((g, i) => {
      if (!g.name.trim()) e[`g${i}`] = HOTEL_MSG.guestRequired;
      const card = g.card.trim() ? checkIdCard(g.card.trim().toUpperCase()) : null;
      if (card) e[`c${i}`] = card;
    });
    if (!contact.name.trim()) e.name = MSG.coContactRequired;
    const phone = checkMobile(contact.phone.trim());
    if (phone) e.phone = phone;
    if (contact.email.trim() && checkEmail(contact.email.trim())) e.email = HOTEL_MSG.emailInvalid;
    return e;
  };
  const submit = async () => {
    if (!plan) return;
    const e = check();
    setErrors(e);
    const first = Object.values(e)[0];
    if (first) return void message.warning(first, TOAST_MS / 1000);
    setBusy(true);
    try {
      const o = await storeHotelApi.book({
        tenantId,
        planId: plan.id,
        checkIn,
        checkOut,
        rooms,
        contactName: contact.name.trim(),
        contactPhone: contact.phone.trim(),
        email: contact.email.trim() || undefined,
        guests: guests.map((g) => ({ guestName: g.name.trim(), cardType: 1, cardNum: g.card.trim().toUpperCase() || undefined })),
        idempotencyKey: key.current,
      });
      window.scrollTo(0, 0);
      navigate(`/h5/hotelOrder?code=${encodeURIComponent(o.code)}`);
    } catch (err) {
      void message.warning((err as Error).message || MSG.unknownError, TOAST_MS / 1000);
      setBusy(false);
    }
  };

  const h = hotel.data;
  const wait = notReady(hotel, validLink ? null : STOREFRONT_MSG.linkIncomplete);
  if (wait || !h) return wait;
  const nights = nightsOf(checkIn, checkOut);
  const maxRooms = plan ? Math.max(1, Math.min(plan.maxRooms, plan.left)) : 1;
  return (
    <div className="h5o" style={{ paddingBottom: plan ? 90 : 16 }}>
      {h.cover && <img className="h5h-cover" src={h.cover} alt={h.name} fetchPriority="high" />}
      <div className="h5o-card h5h-head">
        <h1 data-testid="h5-hotel-name">{h.name}</h1>
        <div className="h5h-sub">
          {HOTEL_STARS[h.star] ?? ''} · 入住 {h.checkInTime} 后 · 离店 {h.checkOutTime} 前
          <br />
          {h.address}
          {h.phone ? ` · ${h.phone}` : ''}
        </div>
        {h.facilities.length > 0 && (
          <div className="h5h-tags">
            {h.facilities.map((f) => (
              <span key={f}>{f}</span>
            ))}
          </div>
        )}
      </div>
      <div className="h5o-card">
        <div className="h5h-dates">
          <div>
            <label htmlFor="h5h-in">入住</label>
            <input
              id="h5h-in"
              type="date"
              value={checkIn}
              min={chinaToday()}
              onChange={(e) => pickIn(e.target.value)}
              data-testid="h5-check-in"
            />
          </div>
          <div>
            <label htmlFor="h5h-out">
              离店 <span className="h5h-nights">共{nights}晚</span>
            </label>
            <input
              id="h5h-out"
              type="date"
              value={checkOut}
              min={addDays(checkIn, 1)}
              onChange={(e) => e.target.value > checkIn && setCheckOut(e.target.value)}
              data-testid="h5-check-out"
            />
          </div>
        </div>
      </div>
      {h.rooms.map((r) => (
        <div className="h5o-card" key={r.id}>
          <div className="h5h-room">
            {r.images[0] && <img src={r.images[0]} alt={r.name} loading="lazy" decoding="async" />}
            <div>
              <h3>{r.name}</h3>
              <div className="h5h-sub">
                {r.bedType} · {r.area}㎡ · 可住{r.maxGuests}人 · {r.hasWindow ? '有窗' : '无窗'}
              </div>
            </div>
          </div>
          {r.plans.map((p) => (
            <div className="h5h-plan" key={p.id} data-testid={`h5-plan-${p.id}`}>
              <div style={{ minWidth: 0 }}>
                <div className="h5h-plan-name">
                  {p.name} · {BREAKFAST_TEXT(p.breakfast)}
                </div>
                <div className={`h5h-plan-note${p.cancelRule ? ' free' : ''}`}>{p.cancelText}</div>
                {p.minNights > 1 && <div className="h5h-plan-note">{p.minNights}晚起订</div>}
              </div>
              <div className="h5h-price">
                {p.total === null ? '—' : `¥${yuan(p.total)}`}
                <small>{p.total === null ? '不可订' : `共${nights}晚`}</small>
                <Button
                  size="small"
                  type="primary"
                  disabled={p.total === null || p.left < 1 || nights < p.minNights}
                  onClick={() => choose(p, r.name)}
                  data-testid={`h5-book-${p.id}`}
                >
                  {p.total !== null && p.left < 1 ? '满房' : '预订'}
                </Button>
              </div>
            </div>
          ))}
        </div>
      ))}
      {plan && (
        <div className="h5o-card" ref={formRef} data-testid="h5-book-form">
          <h3>
            {plan.roomName} · {plan.name}
          </h3>
          <div className="h5h-sub" style={{ marginBottom: 10 }}>
            {checkIn} 至 {checkOut},{nights}晚 · {plan.cancelText}
          </div>
          <div className="h5h-field">
            <span className="h5h-label">房间数</span>
            <div className="h5h-stepper">
              <Button onClick={() => setRooms(Math.max(1, rooms - 1))} disabled={rooms <= 1} aria-label="减少">
                −
              </Button>
              <span data-testid="h5-rooms">{rooms}间</span>
              <Button onClick={() => setRooms(Math.min(maxRooms, rooms + 1))} disabled={rooms >= maxRooms} aria-label="增加">
                +
              </Button>
            </div>
          </div>
          {guests.map((g, i) => (
            <div className="h5h-field" key={i}>
              <label htmlFor={`h5-guest-${i}`}>入住人(第{i + 1}间)</label>
              <Input
                id={`h5-guest-${i}`}
                value={g.name}
                placeholder="姓名,与证件一致"
                onChange={(e) => setGuests(guests.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
                status={errors[`g${i}`] ? 'error' : undefined}
                data-testid={`h5-guest-${i}`}
              />
              <Input
                style={{ marginTop: 6 }}
                value={g.card}
                placeholder="身份证号(选填)"
                onChange={(e) => setGuests(guests.map((x, j) => (j === i ? { ...x, card: e.target.value } : x)))}
                status={errors[`c${i}`] ? 'error' : undefined}
              />
              {(errors[`g${i}`] || errors[`c${i}`]) && <div className="h5h-err">{errors[`g${i}`] || errors[`c${i}`]}</div>}
            </div>
          ))}
          {(['name', 'phone', 'email'] as const).map((f) => (
            <div className="h5h-field" key={f}>
              <label htmlFor={`h5-contact-${f}`}>{{ name: '联系人', phone: '手机号', email: '邮箱(选填,接收确认)' }[f]}</label>
              <Input
                id={`h5-contact-${f}`}
                value={contact[f]}
                inputMode={f === 'phone' ? 'numeric' : undefined}
                maxLength={f === 'phone' ? 11 : 50}
                onChange={(e) => {
                  setContact({ ...contact, [f]: e.target.value });
                  setErrors(({ [f]: _, ...rest }) => rest);
                }}
                status={errors[f] ? 'error' : undefined}
                data-testid={`h5-contact-${f}`}
              />
              {errors[f] && <div className="h5h-err">{errors[f]}</div>}
            </div>
          ))}
        </div>
      )}
      {plan && (
        <div className="h5o-foot">
          <Button
            type="primary"
            size="large"
            block
            loading={busy}
            onClick={() => void submit()}
            style={{ maxWidth: 460 }}
            data-testid="h5-submit"
          >
            提交订单 ¥{yuan((plan.total ?? 0) * rooms)}
          </Button>
        </div>
      )}
    </div>
  );
}

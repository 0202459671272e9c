import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../kit/router.tsx';
import { Button, Input, useFeedback } from '../kit/index.ts';
import { CINEMA_MSG, MSG, TOAST_MS, centsToYuan, checkMobile, type SeatCell } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { newIdempotencyKey } from '../../app/keys.ts';
import { SeatGrid, SeatLegend } from '../../components/SeatGrid.tsx';
import { H5Row, errorOf, notReady } from '../parts.tsx';
import { storeCinemaApi } from './api.ts';
import '../order/order.css';
import './cinema.css';

/** Picking seats: `/h5/cinema/seats/:id?tenantId=`: the hall drawn, free seats picked (up to the tenant's limit), the price, buying. */
export default function SeatPickPage() {
  const id = useLocation().pathname.match(/^\/h5\/cinema\/seats\/(\d+)/)?.[1] ?? '';
  const [search] = useSearchParams();
  const tenantId = search.get('tenantId') ?? '';
  const navigate = useNavigate();
  const { message } = useFeedback();
  const valid = /^\d{6}$/.test(tenantId) && /^\d{1,19}$/.test(id);
  const q = useQueryOf('h5-cinema-seats', [id, tenantId], () => storeCinemaApi.seats(id, tenantId), { enabled: valid });
  const [picked, setPicked] = useState<SeatCell[]>([]);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  useEffect(() => {
    document.title = '选座购票';
  }, []);
  const wait = notReady(q, valid ? null : '链接无效');
  const m = q.data;
  if (wait || !m) return wait;
  const s = m.screening;
  const pickedKeys = new Set(picked.map((c) => `${c.row}-${c.col}`));
  const pick = (c: SeatCell) => {
    const k = `${c.row}-${c.col}`;
    if (pickedKeys.has(k)) return setPicked(picked.filter((x) => `${x.row}-${x.col}` !== k));
    if (picked.length >= m.maxSeats) return void message.warning(CINEMA_MSG.seatsTooMany(m.maxSeats), TOAST_MS / 1000);
    setPicked([...picked, c]);
  };
  const buy = async () => {
    const bad = !picked.length ? CINEMA_MSG.seatsRequired : !name.trim() ? MSG.coContactRequired : checkMobile(phone);
    if (bad) return void message.warning(bad, TOAST_MS / 1000);
    setBusy(true);
    try {
      const o = await storeCinemaApi.buy({
        tenantId,
        screeningId: id,
        seats: picked.map((c) => ({ row: c.row, col: c.col })),
        contactName: name,
        contactPhone: phone,
        idempotencyKey: key.current,
      });
      navigate(`/h5/cinema/order?code=${encodeURIComponent(o.code)}`);
    } catch (e) {
      void message.warning(errorOf(e), TOAST_MS / 1000);
      key.current = newIdempotencyKey();
      setPicked([]);
      void q.refetch();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="h5o" style={{ paddingBottom: 90 }}>
      <div className="h5o-bar">选座购票</div>
      <div className="h5o-card">
        <h3 data-testid="h5-cin-film">{s.filmName}</h3>
        <div className="h5c-meta">
          {s.cinemaName} · {s.hallName} · {s.language}
        </div>
        <div className="h5c-meta">
          {s.startTime} 开场 · ¥{centsToYuan(s.price)}/座
        </div>
      </div>
      <div className="h5o-card">
        <SeatGrid rows={m.rows} picked={pickedKeys} onPick={pick} fit={Math.min(window.innerWidth, 480) - 52} />
        <SeatLegend picking />
        <div className="h5c-picked" data-testid="h5-cin-picked">
          {picked.length ? (
            picked.map((c) => <span key={`${c.row}-${c.col}`}>{c.label}</span>)
          ) : (
            <i className="h5c-meta">请点击座位选择,每单最多{m.maxSeats}个</i>
          )}
        </div>
      </div>
      <div className="h5o-card">
        <div className="h5c-field">
          <label htmlFor="cin-name">联系人</label>
          <Input id="cin-name" value={name} maxLength={50} onChange={(e) => setName(e.target.value)} data-testid="h5-cin-name" />
        </div>
        <div className="h5c-field">
          <label htmlFor="cin-phone">手机号</label>
          <Input
            id="cin-phone"
            value={phone}
            maxLength={11}
            inputMode="numeric"
            onChange={(e) => setPhone(e.target.value)}
            data-testid="h5-cin-phone"
          />
        </div>
        <H5Row label="合计" money>
          ¥{centsToYuan(s.price * picked.length)}
        </H5Row>
      </div>
      <div className="h5o-foot">
        <Button
          type="primary"
          size="large"
          block
          loading={busy}
          disabled={!picked.length}
          onClick={() => void buy()}
          data-testid="h5-cin-buy"
        >
          {picked.length ? `确认选座 ¥${centsToYuan(s.price * picked.length)}` : '请先选座'}
        </Button>
      </div>
    </div>
  );
}

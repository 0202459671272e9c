import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../kit/router.tsx';
import { Button, Input, InputNumber, Tag } from '../kit/index.ts';
import { useQueryOf } from '../../app/data.ts';
import { ORDER_STATUS, centsToYuan } from '@yym/contract';
import { customerToken, reservationH5, type ReservationDetail, type ReservationSlot } from './api.ts';
import { errorOf, H5Spin, H5Empty } from '../parts.tsx';
import './reservation.css';

/** The booking sheet of one slot: people (within the limit), the visitor's name; free ones are booked at once. */
function BookSheet({
  p,
  slot,
  onDone,
  onError,
}: {
  p: ReservationDetail;
  slot: ReservationSlot;
  onDone: (m: string, code?: string) => void;
  onError: (m: string) => void;
}) {
  const [quantity, setQuantity] = useState(1);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const o = await reservationH5.book({ slotId: slot.id, quantity, contactName: name.trim() });
      if (o.orderStatus === ORDER_STATUS.PENDING_PAYMENT) return onDone('', o.code);
      onDone(o.auditStatus === 1 ? '预约已提交,等待商家审核' : '预约成功');
    } catch (e) {
      onError(errorOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="h5r-sheet" data-testid="res-sheet">
      <div className="h5r-row">
        <span>
          {slot.slotDate} {slot.startTime}-{slot.endTime}
        </span>
        <span>剩余 {slot.left}</span>
      </div>
      <div className="h5r-row">
        <span>人数(每次最多{p.limitNum}人)</span>
        <InputNumber min={1} max={Math.max(1, Math.min(p.limitNum, slot.left))} value={quantity} onChange={(v) => setQuantity(v ?? 1)} />
      </div>
      <Input placeholder="预约人姓名" value={name} maxLength={50} onChange={(e) => setName(e.target.value)} data-testid="res-name" />
      <div className="h5r-row">
        <span>
          合计 <b className="h5r-price">{p.price ? `¥${centsToYuan(p.price * quantity)}` : '免费'}</b>
        </span>
        <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="res-submit">
          {p.price ? '提交并支付' : '立即预约'}
        </Button>
      </div>
    </div>
  );
}

function Mine() {
  const mine = useQueryOf('h5-reservation-mine', [], () => reservationH5.mine());
  if (mine.isLoading) return <H5Spin />;
  if (!mine.data?.length) return <H5Empty text="暂无预约" />;
  return (
    <>
      {mine.data.map((o) => (
        <div className="h5r-card" key={o.id} data-testid="res-mine">
          <div className="h5r-name">
            <span>{o.productName}</span>
            <Tag color={o.orderStatus === ORDER_STATUS.TO_BE_USED ? 'green' : undefined}>{o.orderStatusText}</Tag>
          </div>
          <div className="h5r-sub">
            {o.slotDate} {o.startTime}-{o.endTime} · {o.quantity}人{o.auditStatus ? ` · ${o.auditStatusText}` : ''}
          </div>
          <div className="h5r-sub">订单号 {o.orderNo}</div>
        </div>
      ))}
    </>
  );
}

/** 活动预约 (storefront, 390×844): open activities with their slots and places left, booking, my reservations. */
export default function ReservationH5Page() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tenantId = params.get('tenantId') ?? '100001';
  const [tab, setTab] = useState<'list' | 'mine'>(params.get('tab') === 'mine' ? 'mine' : 'list');
  const [msg, setMsg] = useState<{ text: string; ok?: boolean } | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const list = useQueryOf('h5-reservation', [tenantId], () => reservationH5.list(tenantId));
  const loggedIn = !!customerToken.get();
  const items = list.data ?? [];
  return (
    <div className="h5r-page">
      <div className="h5r-head">
        <h2>活动预约</h2>
        <div>选择时段,在线预约</div>
        <div className="h5r-tabs">
          <button type="button" className={tab === 'list' ? 'on' : ''} onClick={() => setTab('list')}>
            预约活动
          </button>
          <button type="button" className={tab === 'mine' ? 'on' : ''} onClick={() => setTab('mine')} data-testid="res-tab-mine">
            我的预约
          </button>
        </div>
      </div>
      {msg && (
        <div className={msg.ok ? 'h5r-msg ok' : 'h5r-msg'} role="alert">
          {msg.text}
        </div>
      )}
      <div className="h5r-list">
        {tab === 'mine' ? (
          loggedIn ? (
            <Mine />
          ) : (
            <Link to={`/h5/member?tenantId=${tenantId}`}>登录后查看我的预约</Link>
          )
        ) : list.isLoading ? (
          <H5Spin />
        ) : !items.length ? (
          <H5Empty text="暂无可预约的活动" />
        ) : (
          items.map((p) => {
            const slot = p.slots.find((s) => s.id === picked);
            return (
              <div className="h5r-card" key={p.id} data-testid="res-item">
                {p.image && <img src={p.image} alt={p.name} loading="lazy" decoding="async" />}
                <div className="h5r-name">
                  <span>{p.name}</span>
                  <span className="h5r-price">{p.price ? `¥${centsToYuan(p.price)}/人` : '免费'}</span>
                </div>
                {p.address && <div className="h5r-sub">地址:{p.address}</div>}
                {p.intro && <div className="h5r-sub">{p.intro}</div>}
                {p.rule && <div className="h5r-sub">须知:{p.rule}</div>}
                {!!p.needAudit && <Tag color="orange">需商家审核</Tag>}
                <div className="h5r-slots">
                  {p.slots.map((s) => (
                    <button
                      type="button"
                      key={s.id}
                      className={picked === s.id ? 'h5r-slot on' : 'h5r-slot'}
                      disabled={s.left <= 0}
                      data-testid="res-slot"
                      onClick={() => {
                        setMsg(null);
                        if (!loggedIn) return setMsg({ text: '请先登录后预约' });
                        setPicked(picked === s.id ? null : s.id);
                      }}
                    >
                      {s.slotDate.slice(5)} {s.startTime}-{s.endTime}
                      <small>{s.left > 0 ? `剩余 ${s.left}` : '已约满'}</small>
                    </button>
                  ))}
                </div>
                {slot && (
                  <BookSheet
                    p={p}
                    slot={slot}
                    onError={(text) => setMsg({ text })}
                    onDone={(text, code) => {
                      if (code) return navigate(`/h5/pay?code=${code}`);
                      setPicked(null);
                      setMsg({ text, ok: true });
                      void list.refetch();
                    }}
                  />
                )}
              </div>
            );
          })
        )}
        {!loggedIn && (
          <div style={{ textAlign: 'center', padding: 8 }}>
            <Link to={`/h5/member?tenantId=${tenantId}`}>登录后预约</Link>
          </div>
        )}
      </div>
    </div>
  );
}

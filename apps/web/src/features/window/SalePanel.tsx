import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Empty, Input, InputNumber, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { chinaToday } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { Money } from '../../components/index.ts';
import { type CounterInfo, type SaleResult, type SellableTicket, ticketsOn } from './api.ts';
import { PayPanel } from './PayPanel.tsx';
import { handOver } from './PrintPage.tsx';

export interface CartLine {
  ticket: SellableTicket;
  quantity: number;
  guests: { guestName: string; cardNum: string }[];
}

const matches = (t: SellableTicket, q: string) => !q || `${t.productName}${t.skuName}${t.poiName}`.toLowerCase().includes(q.toLowerCase());

/**
 * The sale, made for the keyboard: the search box is focused; ↑/↓ pick a ticket, Enter adds it; with
 * the search box empty, digits set the current line's quantity, + and − change it, Delete drops it;
 * Space (or F2) opens the payment, Esc clears. The mouse does the same by clicking.
 */
export function SalePanel({ info }: { info: CounterInfo & { shift: NonNullable<CounterInfo['shift']> } }) {
  const navigate = useNavigate();
  const windowId = String(info.shift.windowId);
  const [date, setDate] = useState(chinaToday());
  const [q, setQ] = useState('');
  const [hi, setHi] = useState(0);
  const [cart, setCart] = useState<CartLine[]>([]);
  const [cur, setCur] = useState(-1);
  const [paying, setPaying] = useState(false);
  const digits = useRef<{ text: string; at: number }>({ text: '', at: 0 });
  const search = useRef<HTMLInputElement>(null);
  const tickets = useQueryOf('window-tickets', [windowId, date], () => ticketsOn({ windowId, touristDate: date }));
  const list = useMemo(() => (tickets.data ?? []).filter((t) => matches(t, q)), [tickets.data, q]);
  const total = cart.reduce((s, l) => s + l.ticket.price * l.quantity, 0);

  useEffect(() => {
    if (!paying) search.current?.focus();
  }, [paying]);

  const setQty = (i: number, n: number) =>
    setCart((c) => c.map((l, k) => (k === i ? { ...l, quantity: Math.max(1, Math.min(99, n)) } : l)));
  const add = (t: SellableTicket | undefined) => {
    if (!t) return;
    const i = cart.findIndex((l) => l.ticket.skuId === t.skuId);
    if (i >= 0) {
      setQty(i, cart[i]!.quantity + 1);
      setCur(i);
    } else {
      setCart([...cart, { ticket: t, quantity: 1, guests: [] }]);
      setCur(cart.length);
    }
    setQ('');
    setHi(0);
    digits.current = { text: '', at: 0 };
  };
  const clear = () => {
    setCart([]);
    setCur(-1);
    setPaying(false);
  };

  const onKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const empty = q === '';
    if (e.key === 'ArrowDown') setHi((h) => Math.min(h + 1, list.length - 1));
    else if (e.key === 'ArrowUp') setHi((h) => Math.max(h - 1, 0));
    else if (e.key === 'Enter') add(list[hi]);
    else if ((e.key === ' ' && empty) || e.key === 'F2') {
      if (cart.length) setPaying(true);
    } else if (e.key === 'Escape') {
      if (empty) clear();
      else setQ('');
    } else if (empty && cur >= 0 && /^\d$/.test(e.key)) {
      // typed quickly one after the other, digits make one number: 1 then 2 is 12
      const d = digits.current;
      const text = Date.now() - d.at < 900 ? d.text + e.key : e.key;
      digits.current = { text, at: Date.now() };
      if (Number(text) > 0) setQty(cur, Number(text));
    } else if (empty && cur >= 0 && (e.key === '+' || e.key === '=')) setQty(cur, cart[cur]!.quantity + 1);
    else if (empty && cur >= 0 && e.key === '-') setQty(cur, cart[cur]!.quantity - 1);
    else if (empty && cur >= 0 && e.key === 'Delete') {
      setCart(cart.filter((_, k) => k !== cur));
      setCur(cart.length - 2);
    } else return;
    e.preventDefault();
  };

  const done = (sale: SaleResult) => {
    const orders = sale.orders.map((o) => o.orderId).join(',');
    clear();
    if (info.setting?.autoPrint === 0) return;
    if (sale.printJob) handOver(sale.saleNo, sale.printJob);
    navigate(`/windowTicket/preview?orders=${orders}&job=${sale.saleNo}`);
  };

  return (
    <div className="win-counter">
      <div>
        <div style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
          <Input
            ref={(el) => {
              search.current = el?.input ?? null;
            }}
            aria-label="搜索门票"
            placeholder="输入票名搜索,↑↓选择,Enter加入"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setHi(0);
            }}
            onKeyDown={onKey}
            autoFocus
            allowClear
          />
          <Input
            type="date"
            aria-label="游玩日期"
            style={{ width: 160 }}
            value={date}
            min={chinaToday()}
            onChange={(e) => e.target.value && setDate(e.target.value)}
          />
        </div>
        <div className="win-tickets" role="listbox" aria-label="可售门票">
          {tickets.isLoading && <div style={{ padding: 16 }}>加载中…</div>}
          {!tickets.isLoading && !list.length && <Empty description="该日期没有可售的门票" />}
          {list.map((t, i) => (
            <div
              key={t.skuId}
              role="option"
              aria-selected={i === hi}
              tabIndex={-1}
              className="win-ticket-row"
              onClick={() => add(t)}
              onKeyDown={() => {}}
            >
              <span>
                {t.productName} <span style={{ color: 'var(--yym-muted)' }}>{t.skuName}</span>{' '}
                {t.needIdCard && <Tag color="orange">实名</Tag>}
                <div style={{ color: 'var(--yym-muted)', fontSize: 12 }}>{t.poiName}</div>
              </span>
              <span style={{ textAlign: 'right' }}>
                <Money cents={t.price} />
                <div style={{ color: t.stock > 0 ? 'var(--yym-muted)' : '#cf1322', fontSize: 12 }}>余{t.stock}</div>
              </span>
            </div>
          ))}
        </div>
        <div className="win-keys" style={{ marginTop: 8 }}>
          <kbd>↑</kbd>
          <kbd>↓</kbd>选择 <kbd>Enter</kbd>加入 <kbd>0-9</kbd>数量 <kbd>+</kbd>
          <kbd>-</kbd>增减 <kbd>Del</kbd>删除 <kbd>空格</kbd>/<kbd>F2</kbd>结账 <kbd>Esc</kbd>清空
        </div>
      </div>
      <div>
        <h3 style={{ marginTop: 0 }}>本单</h3>
        {!cart.length && <div style={{ color: 'var(--yym-muted)' }}>还没有添加门票</div>}
        {cart.map((l, i) => (
          <div key={l.ticket.skuId} className="win-cart-line" aria-current={i === cur} data-testid="cart-line">
            <button type="button" className="win-plain" style={{ flex: 1 }} tabIndex={-1} onClick={() => setCur(i)}>
              {l.ticket.productName}
              <div style={{ color: 'var(--yym-muted)', fontSize: 12 }}>
                <Money cents={l.ticket.price} /> × {l.quantity}
              </div>
            </button>
            <InputNumber
              aria-label={`${l.ticket.productName} 数量`}
              size="small"
              min={1}
              max={99}
              value={l.quantity}
              onChange={(v) => setQty(i, Number(v ?? 1))}
              style={{ width: 64 }}
              tabIndex={-1}
            />
            <Button size="small" type="text" danger tabIndex={-1} onClick={() => setCart(cart.filter((_, k) => k !== i))}>
              删除
            </Button>
          </div>
        ))}
        <div style={{ margin: '12px 0' }}>
          合计{' '}
          <span className="win-total" data-testid="sale-total">
            <Money cents={total} />
          </span>
        </div>
        {paying ? (
          <PayPanel
            info={info}
            windowId={windowId}
            date={date}
            cart={cart}
            total={total}
            onGuests={setCart}
            onCancel={() => setPaying(false)}
            onDone={done}
          />
        ) : (
          <Button type="primary" size="large" block disabled={!cart.length} onClick={() => setPaying(true)}>
            结账 (空格)
          </Button>
        )}
      </div>
    </div>
  );
}

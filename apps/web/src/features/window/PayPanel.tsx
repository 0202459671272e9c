import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Input, Radio, Select } from 'antd';
import { PAY_METHODS, PAY_METHOD_TEXT, type WinPayMethod, centsToYuan, yuanToCents } from '@yym/contract';
import { Money, useBusy } from '../../components/index.ts';
import { type CounterInfo, type SaleResult, paySandbox, saleDetail, sell } from './api.ts';
import type { CartLine } from './SalePanel.tsx';

const KEYS: Record<string, WinPayMethod> = { F5: 'cash', F6: 'card', F7: 'qr', F8: 'account' };

/**
 * Payment of the sale: cash (received and change), card or QR (through the payment provider: the sale
 * waits until it is paid), or on a window customer's account. Travellers' names and ID cards are asked
 * only for tickets that need them. Enter moves from field to field and sells on the last; Esc goes back.
 */
export function PayPanel(p: {
  info: CounterInfo;
  windowId: string;
  date: string;
  cart: CartLine[];
  total: number;
  onGuests: (c: CartLine[]) => void;
  onCancel: () => void;
  onDone: (s: SaleResult) => void;
}) {
  const allowed = PAY_METHODS.filter((m) => !p.info.setting || p.info.setting.payMethods.includes(m));
  const [method, setMethod] = useState<WinPayMethod>(allowed[0] ?? 'cash');
  const [received, setReceived] = useState('');
  const [customerId, setCustomerId] = useState<string | undefined>();
  const [waiting, setWaiting] = useState<SaleResult | null>(null);
  const { busy, attempt } = useBusy();
  const panel = useRef<HTMLFormElement>(null);
  const key = useRef(`win-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  const receivedCents = received.trim() && /^\d+(\.\d{1,2})?$/.test(received.trim()) ? yuanToCents(received.trim()) : p.total;
  const change = receivedCents - p.total;

  useEffect(() => {
    panel.current?.querySelector<HTMLInputElement>('input:not([type=radio])')?.focus();
  }, []);

  const submit = () =>
    attempt(async () => {
      const sale = await sell({
        windowId: p.windowId,
        touristDate: p.date,
        payMethod: method,
        received: method === 'cash' ? receivedCents : undefined,
        customerId: method === 'account' ? customerId : undefined,
        idempotencyKey: key.current,
        print: p.info.setting?.autoPrint !== 0,
        lines: p.cart.map((l) => ({
          productId: l.ticket.productId,
          skuId: l.ticket.skuId,
          quantity: l.quantity,
          guests: l.ticket.needIdCard
            ? Array.from({ length: l.quantity }, (_, i) => ({
                guestName: l.guests[i]?.guestName ?? '',
                cardNum: l.guests[i]?.cardNum ?? '',
                cardType: 1,
              }))
            : undefined,
        })),
      });
      if (sale.saleStatus === 2) p.onDone(sale);
      else setWaiting(sale);
    });

  const sandboxPaid = () =>
    attempt(async () => {
      for (const o of waiting!.orders) {
        const cb = o.payParams?.callback as Record<string, unknown> | undefined;
        if (cb) await paySandbox(cb);
      }
      const s = await saleDetail(waiting!.saleId);
      if (s.saleStatus === 2) p.onDone(s);
    });

  const onKey = (e: React.KeyboardEvent) => {
    if (KEYS[e.key] && allowed.includes(KEYS[e.key]!) && !waiting) setMethod(KEYS[e.key]!);
    else if (e.key === 'Escape') p.onCancel();
    else if (e.key === 'Enter' && !busy) {
      if (waiting) return void sandboxPaid();
      const inputs = [...(panel.current?.querySelectorAll<HTMLInputElement>('input:not([type=radio])') ?? [])];
      const i = inputs.indexOf(e.target as HTMLInputElement);
      if (i >= 0 && i < inputs.length - 1) inputs[i + 1]!.focus();
      else void submit();
    } else return;
    e.preventDefault();
  };

  const setGuest = (li: number, gi: number, field: 'guestName' | 'cardNum', v: string) =>
    p.onGuests(
      p.cart.map((l, k) => {
        if (k !== li) return l;
        const guests = Array.from({ length: l.quantity }, (_, i) => l.guests[i] ?? { guestName: '', cardNum: '' });
        guests[gi] = { ...guests[gi]!, [field]: v };
        return { ...l, guests };
      }),
    );

  if (waiting)
    return (
      <form ref={panel} aria-label="等待支付" onKeyDown={onKey} onSubmit={(e) => e.preventDefault()} data-testid="pay-waiting">
        <Alert
          type="info"
          showIcon
          message={`等待顾客${PAY_METHOD_TEXT[method]}支付 ${centsToYuan(waiting.total)} 元`}
          description="支付成功后自动出票"
        />
        <Button autoFocus type="primary" block style={{ marginTop: 8 }} loading={busy} onClick={() => void sandboxPaid()}>
          模拟支付成功(沙箱) Enter
        </Button>
      </form>
    );

  return (
    <form ref={panel} aria-label="收款" onKeyDown={onKey} onSubmit={(e) => e.preventDefault()} data-testid="pay-panel">
      <Radio.Group
        value={method}
        onChange={(e) => setMethod(e.target.value)}
        optionType="button"
        buttonStyle="solid"
        style={{ marginBottom: 8 }}
      >
        {allowed.map((m) => (
          <Radio.Button key={m} value={m}>
            {PAY_METHOD_TEXT[m]} F{5 + PAY_METHODS.indexOf(m)}
          </Radio.Button>
        ))}
      </Radio.Group>
      {p.cart.map((l, li) =>
        l.ticket.needIdCard
          ? Array.from({ length: l.quantity }, (_, gi) => (
              <div key={`${l.ticket.skuId}-${gi}`} style={{ display: 'flex', gap: 4, marginBottom: 4 }}>
                <Input
                  size="small"
                  aria-label={`游客${gi + 1}姓名`}
                  placeholder={`${l.ticket.productName} 游客${gi + 1}姓名`}
                  value={l.guests[gi]?.guestName ?? ''}
                  onChange={(e) => setGuest(li, gi, 'guestName', e.target.value)}
                />
                <Input
                  size="small"
                  aria-label={`游客${gi + 1}身份证号`}
                  placeholder="身份证号(可扫描)"
                  maxLength={18}
                  value={l.guests[gi]?.cardNum ?? ''}
                  onChange={(e) => setGuest(li, gi, 'cardNum', e.target.value.trim().toUpperCase())}
                />
              </div>
            ))
          : null,
      )}
      {method === 'cash' && (
        <>
          <Input
            aria-label="实收金额"
            addonBefore="实收"
            addonAfter="元"
            placeholder={centsToYuan(p.total)}
            value={received}
            onChange={(e) => setReceived(e.target.value)}
          />
          <div style={{ margin: '8px 0', fontSize: 18 }} data-testid="change">
            找零 {change >= 0 ? <Money cents={change} /> : <span style={{ color: '#cf1322' }}>实收不足</span>}
          </div>
        </>
      )}
      {method === 'account' && (
        <Select
          aria-label="窗口客户"
          showSearch
          optionFilterProp="label"
          placeholder="选择挂账客户"
          style={{ width: '100%', marginBottom: 8 }}
          value={customerId}
          onChange={setCustomerId}
          options={p.info.customers.map((c) => ({ value: c.id, label: `${c.name}(可用 ${centsToYuan(c.creditLimit - c.owed)} 元)` }))}
        />
      )}
      <Button type="primary" size="large" block loading={busy} onClick={() => void submit()} data-testid="pay-submit">
        确认收款并出票 (Enter)
      </Button>
      <div className="win-keys" style={{ marginTop: 6 }}>
        <kbd>F5</kbd>-<kbd>F8</kbd>切换支付方式 <kbd>Esc</kbd>返回
      </div>
    </form>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { Button, Empty, Popconfirm, Spin, type ButtonProps } from './kit/index.ts';
import { centsToYuan } from '@yym/contract';
import { useQueryOf } from '../app/data.ts';

/**
 * The customer pages' shared parts (order detail, cashier, refund, hotel booking and hotel order): the
 * page that is only a word, the label–value line of a card, the sandbox payment and the pay button.
 * Their look is order.css (`h5o-*`).
 */

const WEEK = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** Weekdays not in the product's allowed list ("0,1,...,6"): the order detail and the product's calendar say them. */
export function unusableWeekdays(weekly?: string | null): string {
  if (!weekly) return '无';
  const allowed = new Set(weekly.split(',').filter(Boolean).map(Number));
  const out = WEEK.filter((_, i) => !allowed.has(i));
  return out.length ? out.join('、') : '无';
}

/** A customer page that is only a word: its link's or its read's error, or 加载中…. */
export function H5Message({ text }: { text: string }) {
  return (
    <div className="h5o">
      <div className="h5o-msg">{text}</div>
    </div>
  );
}

/**
 * What a customer page shows while its read is not ready: the link's fault (`linkError`), the read's
 * error, or 加载中… until the data is there; null once it is.
 */
export function notReady(q: { data?: unknown; error: Error | null }, linkError?: string | null): ReactNode {
  const text = linkError ? linkError : q.error ? q.error.message : q.data === undefined ? '加载中…' : null;
  return text === null ? null : <H5Message text={text} />;
}

/** One line of a card: the label on the left, the value on the right. */
export function H5Row({ label, children, testId, money }: { label: ReactNode; children?: ReactNode; testId?: string; money?: boolean }) {
  return (
    <div className="h5o-row">
      <span>{label}</span>
      <span className={money ? 'h5o-money' : undefined} data-testid={testId}>
        {children}
      </span>
    </div>
  );
}

/** The sandbox's word under a payment method. */
export const SANDBOX_NOTE = '测试环境,不产生真实扣款';

/** 沙箱支付, the only method where the tenant has none switched on. */
export function SandboxPayRow() {
  return (
    <div className="h5o-row">
      <span>沙箱支付</span>
      <span className="h5o-note">{SANDBOX_NOTE}</span>
    </div>
  );
}

/** The reminder under an unpaid order's payment methods. */
export function PayDeadlineNote() {
  return <div className="h5o-note">请尽快完成支付,超时未支付的订单将自动关闭。</div>;
}

/** 确认支付 ¥amount, the unpaid order's main button. */
export function PayButton({ cents, ...button }: ButtonProps & { cents: number; 'data-testid'?: string }) {
  return (
    <Button type="primary" size="large" {...button}>
      确认支付 ¥{centsToYuan(cents)}
    </Button>
  );
}

/** The words of a failed customer call: the server's `msg`, else the error's message. */
export const errorOf = (e: unknown) => (e as { msg?: string; message?: string })?.msg ?? (e as Error)?.message ?? '请稍后再试';

/** A storefront list's spinner while it loads. */
export function H5Spin() {
  return <Spin style={{ display: 'block', margin: 40 }} />;
}

/** A storefront list with nothing in it: `text` on a white card. */
export function H5Empty({ text }: { text: string }) {
  return <Empty description={text} style={{ background: '#fff', padding: 24, borderRadius: 10 }} />;
}

/**
 * The cancel button of one of the customer's own rows (a sign-up, a team visit): asked first, then
 * `cancel`; `onMessage` tells how it went and `onDone` reloads the list.
 */
export function CancelButton(p: {
  confirm: string;
  text: string;
  done: string;
  cancel: () => Promise<unknown>;
  onMessage: (m: { text: string; ok?: boolean }) => void;
  onDone: () => void;
}) {
  return (
    <Popconfirm
      title={p.confirm}
      onConfirm={async () => {
        try {
          await p.cancel();
          p.onMessage({ text: p.done, ok: true });
          p.onDone();
        } catch (e) {
          p.onMessage({ text: errorOf(e) });
        }
      }}
    >
      <Button size="small">{p.text}</Button>
    </Popconfirm>
  );
}

/**
 * A sale home's read (秒杀, 拼团), asked again every 30 s, with a clock that ticks every second for its
 * countdowns: `fetchedAt` is when the answer came, `now` the clock.
 */
export function useCountdownRead<T>(name: string, tenantId: string, fetcher: () => Promise<T>) {
  const home = useQueryOf(name, [tenantId], fetcher, { refetchInterval: 30_000 });
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return { home, now, fetchedAt: home.dataUpdatedAt || Date.now() };
}

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_MS } from '@yym/contract';
import { Confirmation } from './overlay.tsx';
import { cx } from './cx.ts';

type Kind = 'success' | 'error' | 'warning' | 'info';
interface Toast {
  id: number;
  kind: Kind;
  text: ReactNode;
}
interface Ask {
  id: number;
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  okButtonProps?: { danger?: boolean };
  onOk?: () => unknown;
  onCancel?: () => void;
}

// One layer of toasts and confirmations for the whole customer app, fed from anywhere (pages, the HTTP client).
let toasts: Toast[] = [];
let asks: Ask[] = [];
let seq = 0;
const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

function toast(kind: Kind, text: ReactNode, seconds = TOAST_MS / 1000): Promise<void> {
  const id = ++seq;
  toasts = [...toasts, { id, kind, text }];
  changed();
  return new Promise((done) =>
    setTimeout(() => {
      toasts = toasts.filter((t) => t.id !== id);
      changed();
      done();
    }, seconds * 1000),
  );
}

/** Short messages at the top of the screen, spoken by screen readers; they go by themselves. */
export const message = {
  success: (text: ReactNode, seconds?: number) => toast('success', text, seconds),
  error: (text: ReactNode, seconds?: number) => toast('error', text, seconds),
  warning: (text: ReactNode, seconds?: number) => toast('warning', text, seconds),
  info: (text: ReactNode, seconds?: number) => toast('info', text, seconds),
};

/** A question before an action: 确定 runs `onOk` (awaited), 取消 closes. */
export const modal = {
  confirm(a: Omit<Ask, 'id'>) {
    asks = [...asks, { ...a, id: ++seq }];
    changed();
  },
};

/** The customer pages' messages and questions: `const { message, modal } = useFeedback()`. */
export const useFeedback = () => ({ message, modal });

/** Where the toasts and questions show; the customer app renders it once. */
export function FeedbackLayer() {
  const shown = useSyncExternalStore(subscribe, () => toasts);
  const asked = useSyncExternalStore(subscribe, () => asks);
  const [busy, setBusy] = useState(false);
  const done = (id: number) => {
    asks = asks.filter((a) => a.id !== id);
    changed();
  };
  const ask = asked[0];
  return (
    <>
      <div className="k-toasts">
        {shown.map((t) => (
          <div
            key={t.id}
            className={cx('k-toast', `k-toast-${t.kind}`)}
            role={t.kind === 'error' || t.kind === 'warning' ? 'alert' : 'status'}
          >
            {t.text}
          </div>
        ))}
      </div>
      {ask && (
        <Confirmation
          title={ask.title}
          content={ask.content}
          okText={ask.okText ?? '确定'}
          cancelText={ask.cancelText ?? '取消'}
          danger={ask.okButtonProps?.danger}
          busy={busy}
          onCancel={() => {
            ask.onCancel?.();
            done(ask.id);
          }}
          onOk={async () => {
            setBusy(true);
            try {
              await ask.onOk?.();
            } finally {
              setBusy(false);
              done(ask.id);
            }
          }}
        />
      )}
    </>
  );
}

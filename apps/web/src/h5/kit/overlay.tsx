import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Button } from './Button.tsx';
import { cx } from './cx.ts';

/** Escape closes, focus moves into the layer while it is open and back where it was after. */
function useLayer(open: boolean, onClose?: () => void) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    box.current?.focus();
    const key = (e: KeyboardEvent) => e.key === 'Escape' && onClose?.();
    document.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('keydown', key);
      before?.focus?.();
    };
  }, [open, onClose]);
  return box;
}

/** The dimmed page behind a dialog: a press on it closes the dialog, as Escape does (`useLayer`). */
function Mask({ onClose, bottom, children }: { onClose?: () => void; bottom?: boolean; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer's shortcut; keyboards close with Escape or 关闭
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled for the whole layer (useLayer)
    <div className={cx('k-mask', bottom && 'k-mask-bottom')} onClick={(e) => e.target === e.currentTarget && onClose?.()}>
      {children}
    </div>
  );
}

interface LayerProps {
  open?: boolean;
  title?: ReactNode;
  onCancel?: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  width?: number;
}

/** A dialog over the page (role dialog, its title its name); the mask and 关闭 close it. */
export function Modal({ open, title, onCancel, children, footer, width }: LayerProps) {
  const id = useId();
  const box = useLayer(!!open, onCancel);
  if (!open) return null;
  return (
    <Mask onClose={onCancel}>
      <div
        ref={box}
        tabIndex={-1}
        className="k-modal"
        style={width ? { width } : undefined}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? id : undefined}
      >
        <div className="k-layer-head">
          <div id={id} className="k-layer-title">
            {title}
          </div>
          {onCancel && (
            <button type="button" className="k-layer-close" aria-label="关闭" onClick={onCancel}>
              ×
            </button>
          )}
        </div>
        <div className="k-layer-body">{children}</div>
        {footer && <div className="k-layer-foot">{footer}</div>}
      </div>
    </Mask>
  );
}

/** A sheet from the bottom of the screen (role dialog), as tall as `height`. */
export function Drawer({
  open,
  title,
  onClose,
  children,
  height,
  styles,
}: {
  open?: boolean;
  title?: ReactNode;
  onClose?: () => void;
  children?: ReactNode;
  height?: number;
  placement?: 'bottom';
  styles?: { body?: CSSProperties };
}) {
  const id = useId();
  const box = useLayer(!!open, onClose);
  if (!open) return null;
  return (
    <Mask onClose={onClose} bottom>
      <div ref={box} tabIndex={-1} className="k-sheet" style={{ height }} role="dialog" aria-modal="true" aria-labelledby={id}>
        <div className="k-layer-head">
          <div id={id} className="k-layer-title">
            {title}
          </div>
          <button type="button" className="k-layer-close" aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="k-layer-body" style={styles?.body}>
          {children}
        </div>
      </div>
    </Mask>
  );
}

/** Asks `title` before `onConfirm` when its child (a button) is pressed. */
export function Popconfirm({
  title,
  onConfirm,
  children,
  okText = '确定',
  cancelText = '取消',
}: {
  title: ReactNode;
  onConfirm: () => unknown;
  children: ReactElement<{ onClick?: (e: MouseEvent) => void }>;
  okText?: string;
  cancelText?: string;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      {cloneElement(children, { onClick: () => setOpen(true) })}
      {open && (
        <Confirmation
          title={title}
          okText={okText}
          cancelText={cancelText}
          busy={busy}
          onCancel={close}
          onOk={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
              close();
            }
          }}
        />
      )}
    </>
  );
}

/** A question with its two answers (Popconfirm's and `modal.confirm`'s). */
export function Confirmation(p: {
  title: ReactNode;
  content?: ReactNode;
  okText: string;
  cancelText: string;
  danger?: boolean;
  busy?: boolean;
  onOk(): void;
  onCancel(): void;
}) {
  const id = useId();
  const box = useLayer(true, p.onCancel);
  return (
    <Mask onClose={p.onCancel}>
      <div ref={box} tabIndex={-1} className="k-modal k-confirm" role="alertdialog" aria-modal="true" aria-labelledby={id}>
        <div id={id} className="k-layer-title">
          {p.title}
        </div>
        {p.content && <div className="k-layer-body">{p.content}</div>}
        <div className="k-layer-foot">
          <Button onClick={p.onCancel}>{p.cancelText}</Button>
          <Button type="primary" danger={p.danger} loading={p.busy} onClick={p.onOk}>
            {p.okText}
          </Button>
        </div>
      </div>
    </Mask>
  );
}

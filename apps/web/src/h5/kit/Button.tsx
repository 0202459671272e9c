import type { ButtonHTMLAttributes, CSSProperties, MouseEvent, ReactNode } from 'react';
import { cx } from './cx.ts';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type?: 'primary' | 'default' | 'link' | 'text' | 'dashed';
  htmlType?: 'button' | 'submit' | 'reset';
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'round' | 'circle';
  block?: boolean;
  danger?: boolean;
  /** Shows a spinner and ignores clicks until the work it started is done (the button stays focusable). */
  loading?: boolean;
  icon?: ReactNode;
  style?: CSSProperties;
  'data-testid'?: string;
}

/** The customer pages' button: primary (filled), default (outlined), link or text; small, middle or large. */
export function Button({
  type = 'default',
  htmlType = 'button',
  size,
  shape,
  block,
  danger,
  loading,
  icon,
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={htmlType}
      aria-busy={loading || undefined}
      className={cx(
        'k-btn',
        `k-btn-${type}`,
        size && size !== 'middle' && `k-btn-${size}`,
        shape && shape !== 'default' && `k-btn-${shape}`,
        block && 'k-btn-block',
        danger && 'k-btn-danger',
        loading && 'k-btn-loading',
        className,
      )}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        if (!loading) onClick?.(e);
      }}
    >
      {loading ? <span className="k-spin-dot k-spin-dot-small" aria-hidden /> : icon}
      {children}
    </button>
  );
}

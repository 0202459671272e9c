import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { cx } from './cx.ts';

/** A spinner that says 加载中 to a screen reader. */
export function Spin({ size, style }: { size?: 'small' | 'default' | 'large'; style?: CSSProperties }) {
  return (
    <div className={cx('k-spin', size && size !== 'default' && `k-spin-${size}`)} style={style} role="status" aria-label="加载中">
      <span className="k-spin-dot" aria-hidden />
    </div>
  );
}

/** Nothing to show: a light outline and the reason. */
export function Empty({ description = '暂无数据', style }: { description?: ReactNode; style?: CSSProperties }) {
  return (
    <div className="k-empty" style={style}>
      <svg className="k-empty-img" width="64" height="41" viewBox="0 0 64 41" aria-hidden>
        <g fill="none" fillRule="evenodd" transform="translate(0 1)">
          <ellipse fill="#f5f5f5" cx="32" cy="33" rx="32" ry="7" />
          <path stroke="#d9d9d9" fill="#fafafa" d="M55 12.8 44.9 1.3A2.6 2.6 0 0 0 43 .4H21a2.6 2.6 0 0 0-1.9.9L9 12.8V22h46z" />
        </g>
      </svg>
      <div className="k-empty-text">{description}</div>
    </div>
  );
}

const TAG_COLORS = new Set([
  'green',
  'success',
  'red',
  'error',
  'orange',
  'warning',
  'gold',
  'blue',
  'processing',
  'cyan',
  'purple',
  'magenta',
  'volcano',
  'lime',
  'geekblue',
  'default',
]);

/** A small label; a named colour is a readable tint (WCAG AA), any other colour a filled tag. */
export function Tag({
  color,
  style,
  children,
  ...rest
}: {
  color?: string;
  style?: CSSProperties;
  children?: ReactNode;
  title?: string;
  'data-testid'?: string;
}) {
  const named = !color || TAG_COLORS.has(color);
  return (
    <span
      {...rest}
      className={cx('k-tag', named && `k-tag-${color ?? 'default'}`)}
      style={named ? style : { background: color, color: '#fff', borderColor: color, ...style }}
    >
      {children}
    </span>
  );
}

/** A bar of `percent`, with the figure beside it unless `showInfo` is false. */
export function Progress({
  percent = 0,
  showInfo = true,
  strokeColor,
  size,
  style,
}: {
  percent?: number;
  showInfo?: boolean;
  strokeColor?: string;
  size?: 'small' | 'default';
  style?: CSSProperties;
}) {
  const p = Math.max(0, Math.min(100, percent));
  return (
    <div
      className={cx('k-progress', size === 'small' && 'k-progress-small')}
      style={style}
      role="progressbar"
      aria-valuenow={Math.round(p)}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className="k-progress-rail">
        <div className="k-progress-bar" style={{ width: `${p}%`, background: strokeColor }} />
      </div>
      {showInfo && <span className="k-progress-text">{Math.round(p)}%</span>}
    </div>
  );
}

/** Steps in time, newest first as given. */
export function Timeline({ items, style }: { items: { key?: string; children: ReactNode; color?: string }[]; style?: CSSProperties }) {
  return (
    <ul className="k-timeline" style={style}>
      {items.map((it, i) => (
        <li key={it.key ?? i} className="k-timeline-item">
          <span className="k-timeline-dot" style={it.color ? { borderColor: it.color } : undefined} aria-hidden />
          <div className="k-timeline-body">{it.children}</div>
        </li>
      ))}
    </ul>
  );
}

export interface TabItem {
  key: string;
  label: ReactNode;
  children?: ReactNode;
}

/** Tabs over panels (roles tablist, tab, tabpanel); the first is open unless `activeKey` says otherwise. */
export function Tabs({
  items,
  activeKey,
  defaultActiveKey,
  onChange,
}: {
  items: TabItem[];
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
}) {
  const [own, setOwn] = useState(defaultActiveKey ?? items[0]?.key);
  const active = activeKey ?? own;
  const id = useId();
  const open = items.find((t) => t.key === active);
  return (
    <div className="k-tabs">
      <div className="k-tabs-nav" role="tablist">
        {items.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${id}-${t.key}`}
            aria-selected={t.key === active}
            aria-controls={`${id}-panel`}
            className={cx('k-tab', t.key === active && 'k-tab-active')}
            onClick={() => {
              setOwn(t.key);
              onChange?.(t.key);
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}`}>
        {open?.children}
      </div>
    </div>
  );
}

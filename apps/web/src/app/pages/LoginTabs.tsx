import { useRef, type KeyboardEvent } from 'react';

interface Item<K extends string> {
  key: K;
  label: string;
}

/**
 * The login kinds as a tab strip (WAI-ARIA tabs: arrow keys, Home and End move between them). Not
 * antd's Tabs: with its overflow menu (rc-tabs, rc-menu, rc-dropdown) it was ~23 KiB gzip of the
 * login page's first load for four fixed labels. Looks like antd's tabs (login.css).
 */
export function LoginTabs<K extends string>({ items, active, onChange }: { items: Item<K>[]; active: K; onChange: (key: K) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const last = items.length - 1;
    const to = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = (to + items.length) % items.length;
    refs.current[next]?.focus();
    onChange(items[next]!.key);
  };
  return (
    <div className="login-tabs" role="tablist">
      {items.map((it, i) => (
        <button
          key={it.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          aria-selected={it.key === active}
          tabIndex={it.key === active ? 0 : -1}
          className={it.key === active ? 'login-tab login-tab-active' : 'login-tab'}
          onClick={() => onChange(it.key)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {it.label}
        </button>
      ))}
    </div>
  );
}

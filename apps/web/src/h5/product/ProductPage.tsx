import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { centsToYuan } from '@yym/contract';
import { storeProductApi, type CalendarDay, type StoreProduct } from './api.ts';
import { unusableWeekdays } from '../order/OrderDetailPage.tsx';
import '../order/order.css';
import './product.css';

const WEEK = ['日', '一', '二', '三', '四', '五', '六'];

/** The public product page a storefront goods block links to: `/h5/product/:id?tenantId=`. */
export default function ProductPage() {
  // Public pages are matched by the registry, not by a <Route>, so the id is read from the path.
  const id = useLocation().pathname.match(/^\/h5\/product\/([^/]+)/)?.[1] ?? '';
  const [search] = useSearchParams();
  const tenantId = search.get('tenantId') ?? '';
  const [state, setState] = useState<{ p?: StoreProduct; days?: CalendarDay[]; error?: string }>({});
  const [picked, setPicked] = useState<string>('');

  useEffect(() => {
    if (!/^\d+$/.test(id) || !/^\d{6}$/.test(tenantId)) return setState({ error: '商品不存在' });
    Promise.all([storeProductApi.detail(id, tenantId), storeProductApi.calendar(id, tenantId)])
      .then(([p, days]) => setState({ p, days }), (e: Error) => setState({ error: e.message }));
  }, [id, tenantId]);

  if (state.error) return <div className="h5o"><div className="h5o-msg">{state.error}</div></div>;
  const { p, days } = state;
  if (!p || !days) return <div className="h5o"><div className="h5o-msg">加载中…</div></div>;
  const images = [p.image, ...(p.images ?? '').split(',')].map((s) => s?.trim()).filter((s, i, a): s is string => !!s && a.indexOf(s) === i);
  const chosen = days.find((d) => d.date === picked);
  // Blank cells before the first day so the grid lines up under its weekday.
  const lead = new Date(`${days[0]!.date}T00:00:00Z`).getUTCDay();
  const notes: [string, string | null][] = [['入园时间', p.etPkTime], ['入园地址', p.etPkAddress], ['费用包含', p.costDesc], ['预订说明', p.advText], ['使用说明', p.etText]];

  return (
    <div className="h5o">
      <div className="h5o-bar">{p.name}</div>
      {images.length > 0 && <div className="h5p-imgs">{images.map((src) => <img key={src} src={src} alt={p.name} />)}</div>}
      <div className="h5o-card">
        <h1 className="h5p-name">{p.name}</h1>
        {p.poiName && <div className="h5o-note">{p.poiName}</div>}
        <div className="h5p-price" data-testid="price">¥{p.priceYuan}<span className="h5o-note"> 起</span></div>
      </div>
      <div className="h5o-card">
        <h3>选择游玩日期</h3>
        <div className="h5p-cal" role="grid">
          {WEEK.map((w) => <div key={w} className="h5p-wd">{w}</div>)}
          {Array.from({ length: lead }, (_, i) => <div key={`b${i}`} />)}
          {days.map((d) => (
            <button key={d.date} type="button" data-date={d.date} disabled={!d.bookable} aria-pressed={d.date === picked}
              className={`h5p-day${d.bookable ? '' : ' is-off'}${d.date === picked ? ' is-on' : ''}`} onClick={() => setPicked(d.date)}>
              <b>{Number(d.date.slice(8))}</b>
              <span>{d.allowed && d.priceYuan ? (d.stock > 0 ? `¥${d.priceYuan}` : '售罄') : '不可用'}</span>
            </button>
          ))}
        </div>
        {chosen && <div className="h5o-row"><span>{chosen.date}</span><span className="h5o-money">¥{centsToYuan(chosen.price)} · 余{chosen.stock}</span></div>}
        <div className="h5o-row"><span>不可用星期</span><span>{unusableWeekdays(p.weekly)}</span></div>
        <div className="h5o-row"><span>不可用日期</span><span>{p.disDate || '无'}</span></div>
      </div>
      <div className="h5o-card">
        <h3>购买须知</h3>
        {notes.filter(([, v]) => v).map(([k, v]) => <div key={k} className="h5o-row"><span>{k}</span><span className="h5p-text">{v}</span></div>)}
        {notes.every(([, v]) => !v) && <div className="h5o-note">无</div>}
      </div>
      <div className="h5o-card">
        <h3>退改规则</h3>
        <div className="h5p-text">{p.cancelOrderText || '以商家规则为准'}</div>
      </div>
      {/* The detail is the merchant's rich text; shown as plain text here (never injected as HTML). */}
      {p.detail && <div className="h5o-card"><h3>商品详情</h3><div className="h5p-text">{p.detail.replace(/<[^>]*>/g, '')}</div></div>}
    </div>
  );
}

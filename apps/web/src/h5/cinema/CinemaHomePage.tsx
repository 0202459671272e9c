import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '../kit/router.tsx';
import { Empty } from '../kit/index.ts';
import { centsToYuan } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { notReady } from '../parts.tsx';
import { storeCinemaApi } from './api.ts';
import { CardApply } from './CardApply.tsx';
import '../order/order.css';
import './cinema.css';

/** The storefront's cinema: `/h5/cinema?tenantId=`: the films on screen, each with its screenings to come by day. */
export default function CinemaHomePage() {
  const [search] = useSearchParams();
  const tenantId = search.get('tenantId') ?? '';
  const navigate = useNavigate();
  const valid = /^\d{6}$/.test(tenantId);
  const q = useQueryOf('h5-cinema-home', [tenantId], () => storeCinemaApi.home(tenantId), { enabled: valid });
  useEffect(() => {
    document.title = '影院购票';
  }, []);
  const wait = notReady(q, valid ? null : '链接无效');
  if (wait || !q.data) return wait;
  return (
    <div className="h5o">
      <div className="h5o-bar">影院购票</div>
      {q.data.films.length === 0 && (
        <div className="h5o-card">
          <Empty description="暂无可购票的场次" />
        </div>
      )}
      {q.data.films.map((f) => {
        const days = [...new Set(f.screenings.map((s) => s.startTime.slice(0, 10)))];
        return (
          <div className="h5o-card" key={f.id} data-testid={`h5-film-${f.id}`}>
            <div className="h5c-film">
              {f.poster && <img className="h5c-poster" src={f.poster} alt={f.name} loading="lazy" decoding="async" />}
              <div>
                <h3>{f.name}</h3>
                <div className="h5c-meta">{f.screenings[0]?.cinemaName}</div>
                <div className="h5c-meta">{f.screenings.length} 场可选</div>
              </div>
            </div>
            {days.map((d) => (
              <div key={d}>
                <div className="h5c-date">{d}</div>
                <div className="h5c-shows">
                  {f.screenings
                    .filter((s) => s.startTime.startsWith(d))
                    .map((s) => (
                      <button
                        type="button"
                        key={s.id}
                        className="h5c-show"
                        data-testid={`h5-show-${s.id}`}
                        onClick={() => navigate(`/h5/cinema/seats/${s.id}?tenantId=${tenantId}`)}
                      >
                        <b>{s.startTime.slice(11)}</b>
                        <span>
                          {s.hallName} ¥{centsToYuan(s.price)} 余{s.left}
                        </span>
                      </button>
                    ))}
                </div>
              </div>
            ))}
          </div>
        );
      })}
      <CardApply tenantId={tenantId} />
      {q.data.notice && (
        <div className="h5o-note" style={{ padding: '0 16px' }}>
          {q.data.notice}
        </div>
      )}
    </div>
  );
}

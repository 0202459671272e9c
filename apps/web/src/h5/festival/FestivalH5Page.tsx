import { useState } from 'react';
import { Link, useSearchParams } from '../kit/router.tsx';
import { Button, Input, InputNumber, Progress, Tag } from '../kit/index.ts';
import { useQueryOf } from '../../app/data.ts';
import { RichTextView } from '../../components/RichTextView.tsx';
import { customerToken, festivalH5, type FestivalRow } from './api.ts';
import { CancelButton, errorOf, H5Spin, H5Empty } from '../parts.tsx';
import './festival.css';

/** The sign-up sheet of one activity: the name and how many people (within the per-phone limit and the places left). */
function SignupSheet({ a, onDone, onError }: { a: FestivalRow; onDone: (m: string) => void; onError: (m: string) => void }) {
  const left = Math.max(0, a.capacity - a.signed);
  const [people, setPeople] = useState(1);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!name.trim()) return onError('请输入报名人姓名');
    setBusy(true);
    try {
      await festivalH5.signup({ activityId: a.id, name: name.trim(), people });
      onDone('报名成功,请按时参加');
    } catch (e) {
      onError(errorOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="h5f-sheet" data-testid="festival-sheet">
      <Input placeholder="报名人姓名" value={name} maxLength={50} onChange={(e) => setName(e.target.value)} data-testid="festival-name" />
      <div className="h5f-row">
        <span>人数(每人最多{a.perPhone}人)</span>
        <InputNumber min={1} max={Math.max(1, Math.min(a.perPhone, left))} value={people} onChange={(v) => setPeople(v ?? 1)} />
      </div>
      <Button type="primary" danger block loading={busy} onClick={() => void submit()} data-testid="festival-submit">
        确认报名
      </Button>
    </div>
  );
}

function Mine({ onMessage }: { onMessage: (m: { text: string; ok?: boolean }) => void }) {
  const mine = useQueryOf('h5-festival-mine', [], () => festivalH5.mine());
  if (mine.isLoading) return <H5Spin />;
  const rows = mine.data?.records ?? [];
  if (!rows.length) return <H5Empty text="暂无报名" />;
  return (
    <>
      {rows.map((s) => (
        <div className="h5f-card" key={s.id} data-testid="festival-mine">
          <div className="h5f-title">
            <span>{s.activityTitle}</span>
            <Tag color={s.state === 1 ? 'green' : undefined}>{s.state === 1 ? '已报名' : '已取消'}</Tag>
          </div>
          <div className="h5f-sub">
            {s.startTime} {s.place ? `· ${s.place}` : ''}
          </div>
          <div className="h5f-row h5f-sub">
            <span>
              {s.name} · {s.people}人
            </span>
            {s.state === 1 && (
              <CancelButton
                confirm="确定取消报名?"
                text="取消报名"
                done="已取消报名"
                cancel={() => festivalH5.cancel(s.id)}
                onMessage={onMessage}
                onDone={() => void mine.refetch()}
              />
            )}
          </div>
        </div>
      ))}
    </>
  );
}

/** 活动报名 (storefront, 390×844): the merchant's published festival activities, sign-up, my sign-ups. */
export default function FestivalH5Page() {
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId') ?? '100001';
  const [tab, setTab] = useState<'list' | 'mine'>(params.get('tab') === 'mine' ? 'mine' : 'list');
  const [msg, setMsg] = useState<{ text: string; ok?: boolean } | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const list = useQueryOf('h5-festival', [tenantId], () => festivalH5.list(tenantId));
  const loggedIn = !!customerToken.get();
  // 活动详情 links carry the activity's id: that one only
  const only = params.get('id');
  const items = (list.data ?? []).filter((a) => !only || a.id === only);
  return (
    <div className="h5f-page">
      <div className="h5f-head">
        <h2>新春活动</h2>
        <div>精彩活动,在线报名</div>
        <div className="h5f-tabs">
          <button type="button" className={tab === 'list' ? 'on' : ''} onClick={() => setTab('list')}>
            活动
          </button>
          <button type="button" className={tab === 'mine' ? 'on' : ''} onClick={() => setTab('mine')} data-testid="festival-tab-mine">
            我的报名
          </button>
        </div>
      </div>
      {msg && (
        <div className={msg.ok ? 'h5f-msg ok' : 'h5f-msg'} role="alert">
          {msg.text}
        </div>
      )}
      <div className="h5f-list">
        {tab === 'mine' ? (
          loggedIn ? (
            <Mine onMessage={setMsg} />
          ) : (
            <Link to={`/h5/member?tenantId=${tenantId}`}>登录后查看我的报名</Link>
          )
        ) : list.isLoading ? (
          <H5Spin />
        ) : !items.length ? (
          <H5Empty text="暂无活动" />
        ) : (
          items.map((a) => {
            const left = Math.max(0, a.capacity - a.signed);
            return (
              <div className="h5f-card" key={a.id} data-testid="festival-item">
                {a.cover && <img src={a.cover} alt={a.title} loading="lazy" decoding="async" />}
                <div className="h5f-title">
                  <span>{a.title}</span>
                  {a.phase === 2 && <Tag color="green">进行中</Tag>}
                </div>
                <div className="h5f-sub">
                  {a.startTime.slice(5, 16)} 至 {a.endTime.slice(5, 16)}
                </div>
                {a.place && <div className="h5f-sub">地点:{a.place}</div>}
                {a.content && (
                  <div className="h5f-content">
                    <RichTextView html={a.content} />
                  </div>
                )}
                {a.signupEnabled ? (
                  <>
                    <div className="h5f-row h5f-sub" data-testid="festival-left">
                      <span>{left > 0 ? `剩余名额 ${left}` : '名额已满'}</span>
                      <span>
                        已报名 {a.signed}/{a.capacity}
                      </span>
                    </div>
                    <Progress percent={a.capacity ? Math.round((a.signed / a.capacity) * 100) : 0} showInfo={false} strokeColor="#e4572e" />
                    {a.signupOpen && left > 0 ? (
                      open === a.id ? (
                        <SignupSheet
                          a={a}
                          onError={(text) => setMsg({ text })}
                          onDone={(text) => {
                            setOpen(null);
                            setMsg({ text, ok: true });
                            void list.refetch();
                          }}
                        />
                      ) : (
                        <Button
                          type="primary"
                          danger
                          block
                          data-testid="festival-open"
                          onClick={() => {
                            setMsg(null);
                            if (!loggedIn) return setMsg({ text: '请先登录后报名' });
                            setOpen(a.id);
                          }}
                        >
                          我要报名
                        </Button>
                      )
                    ) : (
                      <Button block disabled>
                        {left > 0 ? '报名已截止' : '名额已满'}
                      </Button>
                    )}
                  </>
                ) : (
                  <div className="h5f-sub">无需报名,欢迎光临</div>
                )}
              </div>
            );
          })
        )}
        {!loggedIn && tab === 'list' && (
          <div style={{ textAlign: 'center', padding: 8 }}>
            <Link to={`/h5/member?tenantId=${tenantId}`}>登录后报名</Link>
          </div>
        )}
      </div>
    </div>
  );
}

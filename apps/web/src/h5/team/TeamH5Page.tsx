import { useState } from 'react';
import { Link, useLocation, useSearchParams } from '../kit/router.tsx';
import { Button, Form, Input, InputNumber, Select, Tag } from '../kit/index.ts';
import { useQueryOf } from '../../app/data.ts';
import { TEAM_MSG as M, TEAM_STATE_TEXT } from '@yym/contract';
import { customerToken, teamH5 } from './api.ts';
import { CancelButton, errorOf, H5Spin, H5Empty } from '../parts.tsx';
// the storefront's activity pages share one look
import '../festival/festival.css';

/** The phone's local date `n` days from today, as the date field writes it (YYYY-MM-DD). */
const dayAfter = (n: number) => new Date(Date.now() + n * 86_400_000).toLocaleDateString('sv-SE');

const STATE_COLOR: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'red' };

function ApplyForm({ tenantId, onDone, onError }: { tenantId: string; onDone: () => void; onError: (m: string) => void }) {
  const spots = useQueryOf('h5-team-spots', [tenantId], () => teamH5.spots(tenantId));
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await teamH5.apply({ ...(v as Parameters<typeof teamH5.apply>[0]), visitDate: String(v.visitDate), remark: String(v.remark ?? '') });
      form.resetFields();
      onDone();
    } catch (e) {
      onError(errorOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="h5f-card">
      <Form form={form} layout="vertical" initialValues={{ headcount: 20 }} requiredMark={false}>
        <Form.Item name="poiId" label="参观景区" rules={[{ required: true, message: M.spotRequired }]}>
          <Select
            loading={spots.isLoading}
            placeholder="请选择景区"
            options={(spots.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            data-testid="team-spot"
          />
        </Form.Item>
        <Form.Item name="visitDate" label="参观日期" rules={[{ required: true, message: M.dateRequired }]}>
          <Input type="date" min={dayAfter(1)} max={dayAfter(180)} data-testid="team-date" />
        </Form.Item>
        <Form.Item name="teamName" label="团队名称" rules={[{ required: true, whitespace: true, message: M.teamRequired }]}>
          <Input maxLength={50} placeholder="如 阳光中学研学团" data-testid="team-name" />
        </Form.Item>
        <Form.Item name="headcount" label="团队人数(10-500人)" rules={[{ required: true, message: M.headcountRange }]}>
          <InputNumber min={10} max={500} precision={0} style={{ width: '100%' }} data-testid="team-count" />
        </Form.Item>
        <Form.Item name="leaderName" label="领队姓名" rules={[{ required: true, whitespace: true, message: M.leaderRequired }]}>
          <Input maxLength={20} data-testid="team-leader" />
        </Form.Item>
        <Form.Item name="leaderPhone" label="领队手机号" rules={[{ required: true, pattern: /^1\d{10}$/, message: '请输入11位手机号' }]}>
          <Input maxLength={11} inputMode="numeric" data-testid="team-phone" />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea maxLength={200} rows={2} placeholder="选填,如需要讲解员" />
        </Form.Item>
      </Form>
      <div className="h5f-sub" style={{ marginBottom: 8 }}>
        提交后由景区审核,无需在线支付,参观当日现场购票。
      </div>
      <Button type="primary" danger block loading={busy} onClick={() => void submit()} data-testid="team-submit">
        提交预约
      </Button>
    </div>
  );
}

function Mine({ onMessage }: { onMessage: (m: { text: string; ok?: boolean }) => void }) {
  const mine = useQueryOf('h5-team-mine', [], () => teamH5.mine());
  if (mine.isLoading) return <H5Spin />;
  const rows = mine.data?.records ?? [];
  if (!rows.length) return <H5Empty text="暂无团队预约" />;
  return (
    <>
      {rows.map((b) => (
        <div className="h5f-card" key={b.id} data-testid="team-mine">
          <div className="h5f-title">
            <span>{b.teamName}</span>
            <Tag color={STATE_COLOR[b.state]}>{TEAM_STATE_TEXT[b.state]}</Tag>
          </div>
          <div className="h5f-sub">
            {b.poiName} · {b.visitDate} · {b.headcount}人
          </div>
          {b.rejectReason && <div className="h5f-sub">驳回原因:{b.rejectReason}</div>}
          <div className="h5f-row h5f-sub">
            <span>预约号 {b.bookingNo}</span>
            {b.state === 1 && (
              <CancelButton
                confirm="确定取消该预约?"
                text="取消"
                done="已取消预约"
                cancel={() => teamH5.cancel(b.id)}
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

/** 团队预约 (storefront, 390×844): a leader asks for a team visit, and follows its audit under 我的预约. */
export default function TeamH5Page() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const tenantId = params.get('tenantId') ?? '100001';
  const [tab, setTab] = useState<'apply' | 'mine'>(pathname.endsWith('/orders') || params.get('tab') === 'mine' ? 'mine' : 'apply');
  const [msg, setMsg] = useState<{ text: string; ok?: boolean } | null>(null);
  const loggedIn = !!customerToken.get();
  return (
    <div className="h5f-page">
      <div className="h5f-head">
        <h2>团队预约</h2>
        <div>10人以上团队参观,提前预约</div>
        <div className="h5f-tabs">
          <button type="button" className={tab === 'apply' ? 'on' : ''} onClick={() => setTab('apply')}>
            预约参观
          </button>
          <button type="button" className={tab === 'mine' ? 'on' : ''} onClick={() => setTab('mine')} data-testid="team-tab-mine">
            我的预约
          </button>
        </div>
      </div>
      {msg && (
        <div className={msg.ok ? 'h5f-msg ok' : 'h5f-msg'} role="alert">
          {msg.text}
        </div>
      )}
      <div className="h5f-list">
        {!loggedIn ? (
          <Link to={`/h5/member?tenantId=${tenantId}`}>登录后预约团队参观</Link>
        ) : tab === 'mine' ? (
          <Mine onMessage={setMsg} />
        ) : (
          <ApplyForm
            tenantId={tenantId}
            onError={(text) => setMsg({ text })}
            onDone={() => {
              setMsg({ text: '预约已提交,请等待景区审核', ok: true });
              setTab('mine');
            }}
          />
        )}
      </div>
    </div>
  );
}

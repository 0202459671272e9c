import { type ReactNode, useMemo, useState } from 'react';
import { useQueryOf } from '../../../app/data.ts';
import { App, Button, Card, DatePicker, Empty, Input, Result, Space, Spin, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { PORTAL_EXPORT_KINDS, type PortalKind } from '@yym/contract';
import { EChart, saveBlob } from '../../../components/index.ts';
import { type CardChecked, type PortalStored, type WriteOffRow, portalApi, portalSession } from './api.ts';
import { PortalLogin } from './PortalLogin.tsx';
import './portal.css';

/** The login link of a stored session (where a logout or an expired token goes back to). */
export const loginLink = (s: PortalStored | null, kind: PortalKind) =>
  s ? `${kind === 'out' ? '/outLogin' : '/dataList'}?code=${s.tenantId}&id=${s.distributorId}` : kind === 'out' ? '/outLogin' : '/dataList';

/**
 * The portal's frame: the distributor and tenant, a logout; without a live session the login of the
 * page's kind (the link is kept in the query).
 */
export function PortalShell({ kind, title, children }: { kind: PortalKind; title: string; children: (s: PortalStored) => ReactNode }) {
  const [, rerender] = useState(0);
  const stored = portalSession.get();
  const me = useQueryOf('ecard-portal-me', [stored?.account], portalApi.me, { enabled: !!stored, retry: false });
  if (!stored || me.isError) {
    if (stored && me.isError) portalSession.clear();
    return <PortalLogin kind={kind} onDone={() => rerender((n) => n + 1)} />;
  }
  if (!me.data)
    return (
      <div className="ecp-login">
        <Spin />
      </div>
    );
  const logout = () => {
    portalSession.clear();
    window.location.assign(loginLink(stored, stored.kind));
  };
  return (
    <div className="ecp-page">
      <div className="ecp-header">
        <Space direction="vertical" size={0}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {title}
          </Typography.Text>
          <Typography.Text type="secondary">
            {me.data.tenantName} · {me.data.distributorName}
          </Typography.Text>
        </Space>
        <Space wrap>
          {!me.data.sellEnabled && <Tag color="orange">已停止销售</Tag>}
          {me.data.readOnly && <Tag>只读账号</Tag>}
          <Typography.Text>{me.data.account}</Typography.Text>
          <Button size="small" onClick={logout}>
            退出
          </Button>
        </Space>
      </div>
      <div className="ecp-body">{children({ ...stored, ...me.data })}</div>
    </div>
  );
}

type Range = [Dayjs | null, Dayjs | null] | null;
export type Paging = { current: number; size: number };

/** The portal tables' pager: page and size kept by the caller, the total from the last answer. */
export const paging = (page: Paging, setPage: (p: Paging) => void, total?: number) => ({
  current: page.current,
  pageSize: page.size,
  total: total ?? 0,
  showTotal: (t: number) => `共 ${t} 条`,
  onChange: (current: number, size: number) => setPage({ current, size }),
});
const rangeQuery = (r: Range) => ({ startDate: r?.[0]?.format('YYYY-MM-DD'), endDate: r?.[1]?.format('YYYY-MM-DD') });

/** Save an xlsx of the portal's exports (orders, check records, daily uses). */
export function ExportButton({ kind, filters }: { kind: keyof typeof PORTAL_EXPORT_KINDS; filters: Record<string, unknown> }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveBlob(await portalApi.exportFile({ kind, ...filters }), `${PORTAL_EXPORT_KINDS[kind]}.xlsx`);
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={run} loading={busy}>
      导出
    </Button>
  );
}

/** The check records of the cards the distributor sold (the used-record list), with paging and export. */
export function UseRecords() {
  const [cardNo, setCardNo] = useState('');
  const [range, setRange] = useState<Range>(null);
  const [page, setPage] = useState({ current: 1, size: 10 });
  const filters = { cardNo: cardNo.trim() || undefined, ...rangeQuery(range) };
  const q = useQueryOf('ecard-portal-uses', [filters, page], () => portalApi.verifyPage({ ...filters, ...page }));
  return (
    <>
      <div className="ecp-filters">
        <Input.Search
          allowClear
          placeholder="卡号"
          style={{ width: 220 }}
          onSearch={(v) => {
            setCardNo(v);
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
        <DatePicker.RangePicker value={range} onChange={(v) => setRange(v as Range)} />
        <ExportButton kind="verify" filters={filters} />
      </div>
      <Table<WriteOffRow>
        rowKey="id"
        size="small"
        scroll={{ x: 1000 }}
        loading={q.isLoading}
        dataSource={q.data?.records}
        locale={{ emptyText: <Empty description="暂无核销记录" /> }}
        pagination={paging(page, setPage, q.data?.total)}
        columns={[
          { title: '时间', dataIndex: 'createTime', width: 170 },
          { title: '卡号', dataIndex: 'cardNo', width: 150 },
          { title: '电子卡', dataIndex: 'cardName' },
          { title: '项目', dataIndex: 'projectName' },
          { title: '持卡人', dataIndex: 'holderName', width: 90 },
          { title: '方式', dataIndex: 'methodText', width: 90 },
          { title: '核销人', dataIndex: 'userName', width: 150 },
        ]}
      />
    </>
  );
}

/** Uses by day (the e-cards have no bookings): a chart of the last days and the table under it. */
export function DayUses() {
  const [range, setRange] = useState<Range>(null);
  const filters = rangeQuery(range);
  const q = useQueryOf('ecard-portal-days', [filters], () => portalApi.appointmentPage({ ...filters, current: 1, size: 31 }));
  // One option object per answer: a new object redraws the chart.
  const option = useMemo(() => {
    const days = [...(q.data?.records ?? [])].reverse();
    return {
      tooltip: { trigger: 'axis' as const },
      legend: { top: 0, data: ['使用次数', '使用卡数'] },
      grid: { left: 40, right: 16, top: 40, bottom: 28 },
      xAxis: { type: 'category' as const, data: days.map((d) => d.date) },
      yAxis: { type: 'value' as const, minInterval: 1 },
      series: [
        { name: '使用次数', type: 'bar' as const, barMaxWidth: 40, data: days.map((d) => d.uses) },
        { name: '使用卡数', type: 'line' as const, data: days.map((d) => d.cards) },
      ],
    };
  }, [q.data]);
  return (
    <>
      <div className="ecp-filters">
        <DatePicker.RangePicker value={range} onChange={(v) => setRange(v as Range)} />
        <ExportButton kind="appointment" filters={filters} />
      </div>
      {q.data?.records.length ? <EChart height={240} testId="ecp-day-chart" option={option} /> : null}
      <Table
        rowKey="date"
        size="small"
        loading={q.isLoading}
        dataSource={q.data?.records}
        pagination={false}
        locale={{ emptyText: <Empty description="暂无使用记录" /> }}
        columns={[
          { title: '日期', dataIndex: 'date' },
          { title: '使用次数', dataIndex: 'uses' },
          { title: '使用卡数', dataIndex: 'cards' },
        ]}
      />
    </>
  );
}

/** 核销: the distributor's own gate: a held card's QR content or card number, one use per check. */
export function VerifyBox({ onChecked }: { onChecked?: () => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<CardChecked | null>(null);
  const [error, setError] = useState('');
  const run = async () => {
    if (!code.trim()) return setError('请输入或扫描电子卡二维码');
    setBusy(true);
    setError('');
    try {
      setLast(await portalApi.gpvVerify(code.trim()));
      setCode('');
      onChecked?.();
    } catch (e) {
      setLast(null);
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title="核销电子卡">
      <Space.Compact style={{ width: '100%', maxWidth: 520 }}>
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onPressEnter={run}
          placeholder="扫描二维码或输入卡号"
          aria-label="电子卡二维码或卡号"
        />
        <Button type="primary" loading={busy} onClick={run}>
          核销
        </Button>
      </Space.Compact>
      {error && <Result status="error" title={error} style={{ padding: '16px 0' }} />}
      {last && (
        <Result
          status="success"
          title="核销成功"
          style={{ padding: '16px 0' }}
          subTitle={`${last.cardName} ${last.cardNo} · ${last.projectName} · 剩余 ${last.left} 次${last.dayLeft !== null ? `(今日剩余 ${last.dayLeft} 次)` : ''}`}
        />
      )}
    </Card>
  );
}

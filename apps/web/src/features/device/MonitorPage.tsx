import { useEffect, useState } from 'react';
import { App, Button, Card, Drawer, Input, Space, Statistic, Table, Tag } from 'antd';
import {
  DEVICE_KIND_LABELS,
  DEVICE_STATE_LABELS,
  MONITOR_REFRESH_MS,
  verifyMethodText,
  type CheckRecord,
  type DeviceState,
} from '@yym/contract';
import { PagedTable, useCan } from '../../components/index.ts';
import { useList, usePaging, useQueryOf, useRefresh } from '../../app/data.ts';
import { deviceCalls, monitor, type MonitorRow } from './api.ts';
import { GroupSelect, StateTag } from './shared.tsx';
import './device.css';

const STATES: DeviceState[] = ['online', 'offline', 'fault', 'never'];
const COLORS: Record<DeviceState, string> = { online: '#52c41a', offline: '#ff4d4f', fault: '#fa8c16', never: '#bfbfbf' };

/** A device's check records (the gate's records, filtered by its number). */
function RecordsDrawer({ row, onClose }: { row: MonitorRow; onClose: () => void }) {
  const [current, setCurrent] = useState(1);
  const q = useQueryOf(monitor, ['records', row.deviceNo, current], () => deviceCalls.records(row.deviceNo, current));
  return (
    <Drawer open width={820} title={`核销记录 · ${row.name}(${row.deviceNo})`} onClose={onClose}>
      <Table<CheckRecord>
        rowKey="id"
        size="small"
        loading={q.isLoading}
        dataSource={q.data?.records ?? []}
        pagination={{ current, pageSize: 10, total: q.data?.total ?? 0, onChange: setCurrent, showTotal: (n) => `共 ${n} 条` }}
        columns={[
          { title: '时间', dataIndex: 'createTime', width: 170 },
          { title: '订单号', dataIndex: 'orderNo', render: (v) => v ?? '-' },
          { title: '商品', dataIndex: 'productName', render: (v) => v ?? '-' },
          { title: '方式', dataIndex: 'method', width: 90, render: (v: number) => verifyMethodText(v) },
          {
            title: '结果',
            dataIndex: 'result',
            width: 160,
            render: (v: number, r) => (v === 1 ? <Tag color="green">成功</Tag> : <Tag color="red">{r.reason ?? '拒绝'}</Tag>),
          },
        ]}
      />
    </Drawer>
  );
}

/** 设备监控: online, offline, fault and never-seen counts, last seen and today's checks; refreshes itself. */
export default function MonitorPage() {
  const { message } = App.useApp();
  const canRefresh = useCan('device_monitor_refresh');
  const [filters, setFilters] = useState<{ state?: DeviceState; groupId?: string; keyword?: string }>({});
  const [keyword, setKeyword] = useState('');
  const { paging, setPaging, tablePaging } = usePaging();
  const params = { ...filters, current: paging.current, size: paging.size };
  const list = useList(monitor, params);
  const counts = useQueryOf(monitor, ['counts', filters.groupId], () => deviceCalls.counts(filters.groupId));
  const refresh = useRefresh(monitor);
  const [at, setAt] = useState(() => new Date());
  const [records, setRecords] = useState<MonitorRow | null>(null);
  // Devices report every minute or so: the page reads again on its own, as a wall screen would.
  useEffect(() => {
    const timer = window.setInterval(() => {
      void refresh().then(() => setAt(new Date()));
    }, MONITOR_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);
  const filter = (next: typeof filters) => {
    setFilters(next);
    setPaging((p) => ({ ...p, current: 1 }));
  };
  const c = counts.data;
  const columns = [
    { title: '设备序列号', dataIndex: 'deviceNo', width: 130 },
    { title: '设备名称', dataIndex: 'name' },
    { title: '类型', dataIndex: 'kind', width: 110, render: (v: number) => DEVICE_KIND_LABELS[v] },
    { title: '分组', dataIndex: 'groupName', width: 120, render: (v: string | null) => v ?? '-' },
    { title: '所属景区', dataIndex: 'poiName', render: (v: string | null) => v ?? '-' },
    {
      title: '状态',
      dataIndex: 'state',
      width: 150,
      render: (v: DeviceState, r: MonitorRow) => (
        <Space size={4}>
          <StateTag state={v} />
          {v === 'fault' && r.faultMsg && <span className="dev-fault">{r.faultMsg}</span>}
        </Space>
      ),
    },
    {
      title: '最后在线',
      dataIndex: 'lastSeen',
      width: 210,
      render: (v: string | null, r: MonitorRow) =>
        v ? (
          <span className={r.state === 'offline' ? 'dev-silent' : undefined}>
            {v}
            {r.silentMinutes != null && r.silentMinutes > 0 && `(${r.silentMinutes} 分钟前)`}
          </span>
        ) : (
          '从未上线'
        ),
    },
    { title: '今日核销', dataIndex: 'todayChecks', width: 90 },
    { title: '版本', dataIndex: 'version', width: 80, render: (v: string | null) => v ?? '-' },
    {
      title: '操作',
      dataIndex: 'id',
      width: 100,
      render: (_: unknown, r: MonitorRow) => (
        <Button type="link" size="small" onClick={() => setRecords(r)}>
          核销记录
        </Button>
      ),
    },
  ];
  return (
    <div className="dev-monitor">
      <div className="dev-cards">
        <Card
          size="small"
          hoverable
          onClick={() => filter({ ...filters, state: undefined })}
          className={!filters.state ? 'dev-on' : undefined}
        >
          <Statistic title="全部设备" value={c?.total ?? '-'} loading={counts.isLoading} />
        </Card>
        {STATES.map((s) => (
          <Card
            key={s}
            size="small"
            hoverable
            data-testid={`count-${s}`}
            className={filters.state === s ? 'dev-on' : undefined}
            onClick={() => filter({ ...filters, state: filters.state === s ? undefined : s })}
          >
            <Statistic title={DEVICE_STATE_LABELS[s]} value={c?.[s] ?? '-'} loading={counts.isLoading} valueStyle={{ color: COLORS[s] }} />
          </Card>
        ))}
      </div>
      <Space wrap className="dev-bar">
        <GroupSelect value={filters.groupId} onChange={(groupId) => filter({ ...filters, groupId })} placeholder="全部分组" />
        <Input.Search
          allowClear
          aria-label="设备名称/序列号"
          placeholder="设备名称/序列号"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => filter({ ...filters, keyword: v.trim() || undefined })}
        />
        <Button
          disabled={!canRefresh}
          onClick={() =>
            void deviceCalls
              .refresh()
              .then(() => refresh())
              .then(() => {
                setAt(new Date());
                void message.success('已刷新');
              })
          }
        >
          刷新
        </Button>
        <span className="dev-hint" data-testid="monitor-at">
          每 {MONITOR_REFRESH_MS / 1000} 秒自动刷新 · 上次 {at.toLocaleTimeString('zh-CN', { hour12: false })} · 超过{' '}
          {c?.offlineMinutes ?? 5} 分钟无心跳记为离线
        </span>
      </Space>
      <PagedTable<MonitorRow>
        list={list}
        paging={tablePaging}
        columns={columns}
        rowClassName={(r) => (r.state === 'offline' ? 'dev-row-offline' : '')}
        locale={{ emptyText: '暂无设备' }}
      />
      {records && <RecordsDrawer row={records} onClose={() => setRecords(null)} />}
    </div>
  );
}

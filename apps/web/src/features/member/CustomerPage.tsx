import { useState } from 'react';
import { App, Button, Space, Switch, Tag } from 'antd';
import { CUSTOMER_SOURCE_LABELS, MSG } from '@yym/contract';
import { CrudPage, useCan, type CrudColumn } from '../../components/index.ts';
import { useRefresh } from '../../app/data.ts';
import { blacklist, customers, type CustomerRow } from './api.ts';
import { lockTag, useLockDialog } from './LockDialog.tsx';
import { CustomerDrawer } from './CustomerDrawer.tsx';
import './member.css';

const columns: CrudColumn<CustomerRow>[] = [
  { title: '手机号', dataIndex: 'phone', search: true, width: 130 },
  { title: '姓名', dataIndex: 'name', search: true, width: 100, render: (v) => v || '—' },
  { title: '会员等级', dataIndex: 'levelName', width: 100, render: (v) => (v ? <Tag color="gold">{v}</Tag> : '—') },
  { title: '成长值', dataIndex: 'growth', width: 90 },
  { title: '积分', dataIndex: 'points', width: 90 },
  { title: '订单数', dataIndex: 'orderCount', width: 80 },
  { title: '标签', dataIndex: 'labels', render: (v: string[]) => (v?.length ? v.map((l) => <Tag key={l}>{l}</Tag>) : '—') },
  { title: '来源', dataIndex: 'source', width: 100, render: (v) => CUSTOMER_SOURCE_LABELS[v] ?? v },
  {
    title: '状态',
    dataIndex: 'lockStatus',
    width: 90,
    search: true,
    options: [
      { label: '正常', value: 0 },
      { label: '黑名单', value: 1 },
    ],
    render: (_v, r) => lockTag(r),
  },
  { title: '首次下单时间', dataIndex: 'createTime', width: 170 },
];

/** 用户列表: who bought from the merchant, their level, points and orders; blacklist from here. */
export default function CustomerPage() {
  const { message } = App.useApp();
  const canUnmask = useCan('merchant_user_unmask');
  const canLock = useCan('blacklist_lock');
  const canView = useCan('merchant_user_view');
  const [unmask, setUnmask] = useState(false);
  const [detailOf, setDetailOf] = useState<CustomerRow | null>(null);
  const refresh = useRefresh(customers);
  const refreshBlacklist = useRefresh(blacklist);
  const lock = useLockDialog(() => {
    void refresh();
    void refreshBlacklist();
  });
  return (
    <>
      <CrudPage
        resource={customers}
        title="用户列表"
        columns={columns}
        params={unmask ? { unmask: 1 } : {}}
        perms={{ add: false, edit: false, remove: false, view: false, export: 'merchant_user_export' }}
        exportName="用户列表"
        toolbar={(selected) => (
          <Space>
            {canLock && (
              <Button
                danger
                onClick={() => {
                  const ids = selected.filter((r) => r.lockStatus !== 1).map((r) => r.id);
                  if (!ids.length) return void message.warning(MSG.selectAtLeastOne);
                  lock.open(ids);
                }}
              >
                批量拉黑
              </Button>
            )}
            {canUnmask && (
              <span className="mb-unmask">
                <Switch size="small" checked={unmask} onChange={setUnmask} aria-label="显示完整信息" /> 显示完整信息
              </span>
            )}
          </Space>
        )}
        rowActions={(r) => (
          <Space size={4}>
            {canView && (
              <Button type="link" size="small" onClick={() => setDetailOf(r)}>
                详情
              </Button>
            )}
            {canLock && r.lockStatus !== 1 && (
              <Button type="link" size="small" danger onClick={() => lock.open([r.id])}>
                拉黑
              </Button>
            )}
          </Space>
        )}
      />
      {lock.dialog}
      {detailOf && <CustomerDrawer row={detailOf} unmask={unmask} onClose={() => setDetailOf(null)} />}
    </>
  );
}

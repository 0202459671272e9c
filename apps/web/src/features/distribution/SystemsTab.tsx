import { useState } from 'react';
import { App, Button, Modal, Tag } from 'antd';
import { CrudPage, SmallTable, useCan, type CrudColumn } from '../../components/index.ts';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { SYSTEM_MSG, partnerCalls, partnerPerms, type PartyKind, type SystemRow } from './api.ts';

function SyncLog({ kind, row, onClose }: { kind: PartyKind; row: SystemRow; onClose: () => void }) {
  const q = useQueryOf(partnerCalls[kind].systems, ['log', row.id], () => partnerCalls[kind].syncLog(row.id));
  return (
    <Modal open title={`同步日志 · ${row.name}`} footer={null} onCancel={onClose} width={760}>
      <SmallTable
        loading={q.isLoading}
        dataSource={q.data?.records ?? []}
        locale={{ emptyText: '暂无同步记录' }}
        columns={[
          { title: '时间', dataIndex: 'createTime', width: 170 },
          {
            title: '结果',
            dataIndex: 'ok',
            width: 80,
            render: (v: number) => (v === 1 ? <Tag color="green">成功</Tag> : <Tag color="red">失败</Tag>),
          },
          { title: '数量', dataIndex: 'count', width: 70 },
          { title: '说明', dataIndex: 'message' },
        ]}
      />
    </Modal>
  );
}

/** 三方供应系统 / 三方分销系统: endpoints and credentials (the secret never shown again), sync now and its log. */
export function SystemsTab({ kind }: { kind: PartyKind }) {
  const { message } = App.useApp();
  const c = partnerCalls[kind];
  const p = partnerPerms(kind);
  const canSync = useCan(p.edit);
  const refresh = useRefresh(c.systems);
  const [syncing, setSyncing] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<SystemRow | null>(null);
  const sync = async (r: SystemRow) => {
    setSyncing(r.id);
    try {
      const log = await c.sync(r.id);
      if (log.ok === 1) void message.success(log.message ?? '同步成功');
      else void message.error(`同步失败:${log.message ?? ''}`);
      void refresh();
    } finally {
      setSyncing(null);
    }
  };
  const columns: CrudColumn<SystemRow>[] = [
    { title: '系统名称', dataIndex: 'name', search: true, form: { required: SYSTEM_MSG.nameRequired } },
    {
      title: '系统编码',
      dataIndex: 'code',
      width: 120,
      form: { rules: [{ required: true, pattern: /^\w{2,40}$/, message: SYSTEM_MSG.codeInvalid }] },
    },
    {
      title: '接口地址',
      dataIndex: 'endpoint',
      form: { span: 24, rules: [{ required: true, pattern: /^https:\/\/\S+$/, message: SYSTEM_MSG.endpointInvalid }] },
    },
    { title: 'AppKey', dataIndex: 'appKey', width: 140, form: { required: SYSTEM_MSG.appKeyRequired } },
    {
      title: '密钥',
      dataIndex: 'secret',
      hideInTable: true,
      form: { type: 'password', placeholder: '新增时必填;修改时留空则保持不变' },
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      search: true,
      options: [
        { value: 1, label: '启用' },
        { value: 0, label: '停用' },
      ],
      render: (v) => (Number(v) === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
      form: { type: 'radio' },
    },
    {
      title: '最近同步',
      dataIndex: 'lastSyncTime',
      width: 210,
      form: false,
      render: (v, r) =>
        v ? (
          <>
            {v} {r.lastSyncOk === 1 ? <Tag color="green">成功</Tag> : <Tag color="red">失败</Tag>}
          </>
        ) : (
          '未同步'
        ),
    },
    { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24 } },
  ];
  return (
    <>
      <CrudPage<SystemRow>
        resource={c.systems}
        columns={columns}
        perms={{ add: p.add, edit: p.edit, remove: p.remove, view: p.view, export: false }}
        defaults={{ status: 1 }}
        toForm={(r) => ({ ...r, secret: '' })}
        actionWidth={280}
        rowActions={(r) => (
          <>
            {canSync && (
              <Button type="link" size="small" loading={syncing === r.id} disabled={Number(r.status) !== 1} onClick={() => void sync(r)}>
                同步
              </Button>
            )}
            <Button type="link" size="small" onClick={() => setLogOf(r)}>
              日志
            </Button>
          </>
        )}
      />
      {logOf && <SyncLog kind={kind} row={logOf} onClose={() => setLogOf(null)} />}
    </>
  );
}

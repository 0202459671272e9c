import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Image, Modal, Popconfirm, Space, Spin, Tabs, Tag } from 'antd';
import { Facts, SmallTable, useCan } from '../../components/index.ts';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import {
  MP_ACTIONS,
  MP_STATUS,
  MP_STATUS_TEXT,
  mpCalls,
  mpPerms as P,
  type MpAction,
  type MpLogRow,
  type MpPanel,
  type MpStatus,
  type MpVersionRow,
} from './api.ts';
import { KEY, Testers, UploadDialog } from './MpParts.tsx';

const COLOR: Record<MpStatus, string> = { 1: 'blue', 2: 'gold', 3: 'red', 4: 'cyan', 5: 'default', 6: 'green', 7: 'default', 8: 'purple' };
const ACTION_PERM: Partial<Record<MpAction, string>> = { submit: P.audit, cancel: P.audit, speedup: P.audit, release: P.release };

function Versions({ panel }: { panel: MpPanel }) {
  const { message } = App.useApp();
  const [canAudit, canRelease] = [useCan(P.audit), useCan(P.release)];
  const canOf = (code?: string) => !code || (code === P.audit ? canAudit : canRelease);
  const refresh = useRefresh(KEY);
  const p = panel.platform;
  const list = useQueryOf(KEY, ['versions', p], () => mpCalls.versions(p));
  const history = useQueryOf(KEY, ['history', p], () => mpCalls.history(p));
  const [busyId, setBusyId] = useState<string | null>(null);
  const run = async (id: string, action: MpAction) => {
    setBusyId(id);
    try {
      const fn = { submit: mpCalls.submit, cancel: mpCalls.cancel, speedup: mpCalls.speedup, release: mpCalls.release }[action as 'submit'];
      await fn(p, id);
      void message.success(`${MP_ACTIONS[action]}成功`);
      await refresh();
    } finally {
      setBusyId(null);
    }
  };
  const actions = (r: MpVersionRow) =>
    r.actions
      .filter((a) => a !== 'rollback' && !(p === 'alipay' && a === 'speedup') && canOf(ACTION_PERM[a]))
      .map((a) =>
        a === 'release' ? (
          <Popconfirm key={a} title={`确认发布 ${r.version}?发布后用户将看到此版本。`} onConfirm={() => run(r.id, a)}>
            <Button type="link" size="small" loading={busyId === r.id}>
              {p === 'alipay' ? '上架' : '发布'}
            </Button>
          </Popconfirm>
        ) : (
          <Button key={a} type="link" size="small" loading={busyId === r.id} onClick={() => void run(r.id, a)}>
            {MP_ACTIONS[a]}
          </Button>
        ),
      );
  return (
    <>
      <SmallTable<MpVersionRow>
        loading={list.isLoading}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: '暂无版本,请先上传代码' }}
        columns={[
          { title: '版本号', dataIndex: 'version', width: 90 },
          { title: '模板', dataIndex: 'templateId', width: 60 },
          { title: '描述', dataIndex: 'userDesc' },
          {
            title: '状态',
            dataIndex: 'status',
            width: 200,
            render: (s: MpStatus, r) => (
              <>
                <Tag color={COLOR[s]}>{MP_STATUS_TEXT[s]}</Tag>
                {s === MP_STATUS.REJECTED && r.reason && <div style={{ color: '#cf1322', fontSize: 12 }}>{r.reason}</div>}
              </>
            ),
          },
          { title: '提审时间', dataIndex: 'submitTime', width: 170, render: (v) => v ?? '—' },
          { title: '发布时间', dataIndex: 'releaseTime', width: 170, render: (v) => v ?? '—' },
          { title: '操作', key: 'op', width: 200, render: (_: unknown, r) => <Space size={0}>{actions(r)}</Space> },
        ]}
      />
      <h4 style={{ marginTop: 16 }}>版本历史</h4>
      <SmallTable<MpLogRow>
        loading={history.isLoading}
        dataSource={history.data?.records ?? []}
        locale={{ emptyText: '暂无记录' }}
        columns={[
          { title: '时间', dataIndex: 'createTime', width: 170 },
          { title: '版本', dataIndex: 'version', width: 80 },
          { title: '操作', dataIndex: 'action', width: 120, render: (a: MpAction) => MP_ACTIONS[a] ?? a },
          {
            title: '状态变化',
            key: 'move',
            width: 240,
            render: (_: unknown, r) =>
              `${r.fromStatus ? MP_STATUS_TEXT[r.fromStatus as MpStatus] : '—'} → ${MP_STATUS_TEXT[r.toStatus as MpStatus]}`,
          },
          { title: '说明', dataIndex: 'remark', render: (v) => v ?? '' },
          { title: '操作人', dataIndex: 'createName', width: 100 },
        ]}
      />
    </>
  );
}

function PlatformPanel({ panel }: { panel: MpPanel }) {
  const { message } = App.useApp();
  const [canAuth, canUpload, canRevert, canRelease] = [useCan(P.auth), useCan(P.upload), useCan(P.revert), useCan(P.release)];
  const refresh = useRefresh(KEY);
  const [uploading, setUploading] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const p = panel.platform;
  const a = panel.app;
  if (!a)
    return (
      <Card>
        <Empty description={`尚未授权${panel.name}`}>
          {canAuth && (
            <Button type="primary" onClick={async () => void window.location.assign(await mpCalls.authUrl(p))}>
              去授权
            </Button>
          )}
        </Empty>
      </Card>
    );
  const trial = async () => setCode(await mpCalls.trialCode(p, panel.online?.id));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        title={`${a.appName}(${a.appId})`}
        extra={
          <Space wrap>
            {canUpload && (
              <Button type="primary" onClick={() => setUploading(true)}>
                上传新版本
              </Button>
            )}
            <Button onClick={() => void mpCalls.refresh(p, a.appId).then(() => refresh())}>刷新审核状态</Button>
            <Button onClick={() => void trial()} disabled={p === 'alipay' && !panel.online}>
              体验二维码
            </Button>
            {canRevert && (
              <Popconfirm
                title="确认回退到上一个线上版本?"
                onConfirm={async () => {
                  if (!panel.online) return;
                  await mpCalls.rollback(p, panel.online.id);
                  void message.success('已回退');
                  await refresh();
                }}
              >
                <Button danger disabled={!panel.online}>
                  版本回退
                </Button>
              </Popconfirm>
            )}
            {p === 'wechat' && canRelease && panel.online && (
              <Popconfirm
                title={a.visitStatus === 'open' ? '暂停后用户将无法打开小程序,确认暂停?' : '确认恢复访问?'}
                onConfirm={async () => {
                  await mpCalls.visit(panel.online!.id, a.visitStatus === 'open' ? 'close' : 'open');
                  await refresh();
                }}
              >
                <Button>{a.visitStatus === 'open' ? '暂停访问' : '恢复访问'}</Button>
              </Popconfirm>
            )}
            {canAuth && (
              <Popconfirm
                title={`解除授权后将不能再发布${panel.name},确认解除?`}
                onConfirm={async () => {
                  await mpCalls.unbind(p, a.appId);
                  await refresh();
                }}
              >
                <Button type="link" danger>
                  解除授权
                </Button>
              </Popconfirm>
            )}
          </Space>
        }
      >
        <Facts
          column={3}
          items={{
            线上版本: panel.online ? `${panel.online.version}(${panel.online.releaseTime ?? ''})` : '暂无',
            服务状态: a.visitStatus === 'open' ? <Tag color="green">正常访问</Tag> : <Tag color="red">已暂停</Tag>,
            授权时间: a.authTime,
            本月提审额度: panel.quota ? `${panel.quota.rest} / ${panel.quota.limit}` : '—',
            默认版本: a.defaultVersion ?? '—',
            服务器域名: (a.domains?.requestDomain ?? []).join(', ') || '—',
          }}
        />
      </Card>
      <Card>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'versions', label: '版本管理', children: <Versions panel={panel} /> },
            { key: 'testers', label: p === 'wechat' ? '体验者' : '体验成员', children: <Testers platform={p} appId={a.appId} /> },
          ]}
        />
      </Card>
      {uploading && (
        <UploadDialog
          platform={p}
          appId={a.appId}
          onClose={(done) => {
            setUploading(false);
            if (done) void refresh();
          }}
        />
      )}
      <Modal open={!!code} title="体验版二维码" footer={null} onCancel={() => setCode(null)}>
        {code && <Image src={code} alt="体验版二维码" preview={false} width={280} />}
      </Modal>
    </Space>
  );
}

/** 小程序发布: the chat-app and payment-app mini programs, their authorisation, versions through audit and release, testers. */
export default function MpPage() {
  const { message } = App.useApp();
  const refresh = useRefresh(KEY);
  const q = useQueryOf(KEY, ['panels'], mpCalls.panels);
  const [elapsing, setElapsing] = useState(false);
  if (q.isLoading) return <Spin />;
  const panels = q.data ?? [];
  const sandbox = panels.some((x) => x.sandbox);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {sandbox && (
        <Alert
          type="info"
          showIcon
          message="当前连接的是沙箱平台"
          description="授权会立即同意;提审约 1 分钟后出结果(版本描述含“测试驳回”时会被驳回,可演练驳回流程);审核结果通过平台回调和定时查询两路送达。"
          action={
            <Button
              size="small"
              loading={elapsing}
              onClick={async () => {
                setElapsing(true);
                try {
                  const n = await mpCalls.elapse(3600);
                  void message.success(n ? `已处理 ${n} 个审核结果` : '审核结果已送达');
                  await refresh();
                } finally {
                  setElapsing(false);
                }
              }}
            >
              模拟审核完成
            </Button>
          }
        />
      )}
      <Tabs items={panels.map((x) => ({ key: x.platform, label: x.name, children: <PlatformPanel panel={x} /> }))} />
    </Space>
  );
}

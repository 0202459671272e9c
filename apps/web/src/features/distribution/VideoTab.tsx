import { useState } from 'react';
import { Alert, App, Button, Card, Col, Empty, Input, Popconfirm, Row as Grid, Select, Space, Spin, Tag } from 'antd';
import { Facts, SmallTable, useBusy, useCan } from '../../components/index.ts';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { SYSTEM_MSG, partnerPerms, productApi, videoCalls, type VideoAccount, type VideoPlatform } from './api.ts';

const ACCOUNTS = 'short-video-accounts';

function PlatformCard({ a, tickets }: { a: VideoAccount; tickets: { value: string; label: string }[] }) {
  const { message } = App.useApp();
  const canEdit = useCan(partnerPerms(1).edit);
  const refresh = useRefresh(ACCOUNTS);
  const [code, setCode] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const { busy, attempt } = useBusy();
  const products = useQueryOf(ACCOUNTS, ['products', a.platform, a.id], () => videoCalls.products(a.platform), { enabled: a.bound });
  const bind = () =>
    attempt(async () => {
      if (!code.trim()) return void message.warning(SYSTEM_MSG.authCodeRequired);
      await videoCalls.bind(a.platform, code.trim());
      void message.success(`已绑定${a.name}账号`);
      setCode('');
      await refresh();
    });
  const sync = () =>
    attempt(async () => {
      const log = await videoCalls.sync(a.platform, picked);
      if (log.ok === 1) void message.success(log.message ?? '同步成功');
      else void message.error(`同步失败:${log.message ?? ''}`);
      setPicked([]);
      await refresh();
    });
  return (
    <Card title={a.name} extra={a.bound ? <Tag color="green">已绑定</Tag> : <Tag>未绑定</Tag>}>
      {a.bound ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Facts column={1} items={{ 账号: a.accountName, 账号ID: a.accountId, 绑定时间: a.bindTime, 已同步商品: a.products }} />
          {canEdit && (
            <Space.Compact style={{ width: '100%' }}>
              <Select
                mode="multiple"
                aria-label={`同步到${a.name}的商品`}
                style={{ flex: 1 }}
                placeholder="选择要同步的门票"
                value={picked}
                onChange={setPicked}
                options={tickets}
                maxCount={50}
              />
              <Button type="primary" disabled={!picked.length} loading={busy} onClick={() => void sync()}>
                同步商品
              </Button>
            </Space.Compact>
          )}
          <SmallTable
            rowKey="productId"
            loading={products.isLoading}
            dataSource={products.data?.records ?? []}
            locale={{ emptyText: '暂无已同步商品' }}
            columns={[
              { title: '商品', dataIndex: 'productName' },
              { title: '平台商品ID', dataIndex: 'outId', width: 160 },
              { title: '同步时间', dataIndex: 'syncTime', width: 170 },
            ]}
          />
          {canEdit && (
            <Popconfirm
              title={`确认解绑${a.name}账号?已同步的商品将不再更新。`}
              onConfirm={async () => {
                await videoCalls.unbind(a.platform);
                void message.success('已解绑');
                await refresh();
              }}
            >
              <Button danger>解绑</Button>
            </Popconfirm>
          )}
        </Space>
      ) : canEdit ? (
        <Space.Compact style={{ width: '100%' }}>
          <Input
            aria-label={`${a.name}授权码`}
            placeholder={`在${a.name}开放平台授权后获得的授权码`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="primary" loading={busy} onClick={() => void bind()}>
            绑定账号
          </Button>
        </Space.Compact>
      ) : (
        <Empty description="尚未绑定" />
      )}
    </Card>
  );
}

/** 短视频平台: the tenant's account on 抖音 and 快手, and the tickets synced to each. */
export function VideoTab() {
  const q = useQueryOf(ACCOUNTS, ['list'], videoCalls.accounts);
  const tickets = useQueryOf(ACCOUNTS, ['tickets'], () => productApi.page({ current: 1, size: 100 }));
  const options = ((tickets.data && !Array.isArray(tickets.data) ? tickets.data.records : []) as { id: string; name: string }[]).map(
    (t) => ({
      value: String(t.id),
      label: t.name,
    }),
  );
  if (q.isLoading) return <Spin />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {q.data?.some((a) => a.sandbox) && (
        <Alert type="info" showIcon message="当前为沙箱环境:授权码任意填写即可绑定(含 fail 的授权码会被拒绝),不会连接真实平台。" />
      )}
      <Grid gutter={12}>
        {(q.data ?? []).map((a) => (
          <Col span={12} key={a.platform as VideoPlatform}>
            <PlatformCard a={a} tickets={options} />
          </Col>
        ))}
      </Grid>
    </Space>
  );
}

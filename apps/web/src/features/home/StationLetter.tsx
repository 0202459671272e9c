import { useState } from 'react';
import { App, Badge, Button, Card, Segmented, Table, Tag } from 'antd';
import { rowsOf, useCache, useList, usePaging, useRefresh } from '../../app/data.ts';
import { RichTextView } from '../../components/index.ts';
import { deskCalls, letters, type LetterRow } from './api.ts';

/** /stationLetter/index: the station-letter inbox opened from the bell; opening a letter marks it read. */
export default function StationLetter() {
  const { message } = App.useApp();
  const { paging: page, setPaging, tablePaging } = usePaging();
  const [unread, setUnread] = useState(0);
  const q = useList(letters, { ...page, unread });
  const refresh = useRefresh(letters);
  const cache = useCache();
  const changed = () => {
    void refresh();
    cache.invalidate('notice-unread');
    cache.invalidate('notice-top');
  };
  const open = async (r: LetterRow) => {
    if (r.read) return;
    await deskCalls.markRead([{ tenantId: r.tenantId, id: r.id }]).catch(() => undefined);
    changed();
  };
  return (
    <Card
      title="站内信"
      variant="borderless"
      extra={
        <Button
          onClick={async () => {
            const n = await deskCalls.markAllRead();
            void message.success(n ? `已将${n}封标记为已读` : '没有未读的站内信');
            changed();
          }}
        >
          全部已读
        </Button>
      }
    >
      <Segmented
        style={{ marginBottom: 12 }}
        value={unread}
        options={[
          { label: '全部', value: 0 },
          { label: '未读', value: 1 },
        ]}
        onChange={(v) => {
          setUnread(Number(v));
          setPaging((p) => ({ ...p, current: 1 }));
        }}
      />
      <Table<LetterRow>
        rowKey={(r) => `${r.tenantId}-${r.id}`}
        loading={q.isLoading}
        dataSource={rowsOf(q.data)}
        locale={{ emptyText: unread ? '没有未读的站内信' : '暂无站内信' }}
        expandable={{
          expandedRowRender: (r) => <RichTextView html={r.content} />,
          expandRowByClick: true,
          onExpand: (on, r) => on && void open(r),
        }}
        columns={[
          {
            title: '标题',
            dataIndex: 'title',
            render: (v: string, r) => (
              <Badge dot={!r.read} offset={[6, 0]}>
                <span style={{ fontWeight: r.read ? 400 : 600 }}>{v}</span>
              </Badge>
            ),
          },
          {
            title: '来源',
            dataIndex: 'fromPlatform',
            width: 100,
            render: (v: boolean) => (v ? <Tag color="blue">平台公告</Tag> : <Tag>本商户</Tag>),
          },
          { title: '状态', dataIndex: 'read', width: 90, render: (v: boolean) => (v ? '已读' : <Tag color="red">未读</Tag>) },
          { title: '发布时间', dataIndex: 'releaseTime', width: 180 },
        ]}
        pagination={tablePaging(q.data)}
      />
    </Card>
  );
}

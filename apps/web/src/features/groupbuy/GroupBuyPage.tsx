import { useState } from 'react';
import { App, Button, Checkbox, Modal, Popconfirm, Tag } from 'antd';
import { GROUPBUY_CHANNELS, GROUPBUY_PERMS, GROUPBUY_STATUS_TEXT, MSG } from '@yym/contract';
import { CrudPage, escGuard, useCan, type CrudColumn } from '../../components/index.ts';
import { useRefresh } from '../../app/data.ts';
import { groupBuyActions, groupBuys, type GroupBuyActivity } from './api.ts';
import { GroupBuyEditor } from './GroupBuyEditor.tsx';

const P = GROUPBUY_PERMS;
const STATUS_COLOR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'default', 4: 'red' };
type Channel = 'h5' | 'wechat' | 'alipay';
const CHANNEL_OPTIONS = Object.entries(GROUPBUY_CHANNELS).map(([value, label]) => ({ value, label }));

/** 投放渠道: which storefront channels sell the activity. */
function ChannelDialog({ row, onClose }: { row: GroupBuyActivity; onClose: (saved: boolean) => void }) {
  const { message } = App.useApp();
  const [value, setValue] = useState<Channel[]>(row.channels as Channel[]);
  const save = async () => {
    await groupBuyActions.channel({ groupBuyId: row.id, channels: value });
    void message.success(MSG.updateSuccess);
    onClose(true);
  };
  return (
    <Modal modalRender={escGuard} open title={`投放渠道 · ${row.name}`} onCancel={() => onClose(false)} onOk={() => void save()}>
      <Checkbox.Group value={value} onChange={(v) => setValue(v as Channel[])} options={CHANNEL_OPTIONS} />
    </Modal>
  );
}

/** 拼团活动: list with name and state filters; create/edit dialog; copy, effective, channel, delete with confirm. */
export default function GroupBuyPage() {
  const { message } = App.useApp();
  const refresh = useRefresh(groupBuys);
  const canAdd = useCan(P.add);
  const canEdit = useCan(P.edit);
  const canCopy = useCan(P.copy);
  const canEffective = useCan(P.effective);
  const canRemove = useCan(P.remove);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [channel, setChannel] = useState<GroupBuyActivity | null>(null);
  const after = async (p: Promise<unknown>, text: string = MSG.updateSuccess) => {
    await p;
    void message.success(text);
    void refresh();
  };
  const columns: CrudColumn<GroupBuyActivity>[] = [
    { title: '活动名称', dataIndex: 'name', search: true, form: false },
    { title: '活动时间', dataIndex: 'startTime', width: 300, form: false, render: (_, r) => `${r.startTime} 至 ${r.endTime}` },
    {
      title: '状态',
      dataIndex: 'activityStatus',
      width: 90,
      search: true,
      options: Object.entries(GROUPBUY_STATUS_TEXT).map(([v, l]) => ({ value: Number(v), label: l })),
      form: false,
      render: (v) => <Tag color={STATUS_COLOR[v]}>{GROUPBUY_STATUS_TEXT[v]}</Tag>,
    },
    { title: '成团人数', dataIndex: 'groupSize', width: 90, form: false, render: (v) => `${v}人` },
    { title: '成团时限', dataIndex: 'hours', width: 90, form: false, render: (v) => `${v}小时` },
    { title: '商品数', dataIndex: 'goodsCount', width: 80, form: false },
    { title: '已成团/开团', dataIndex: 'formedCount', width: 110, form: false, render: (_, r) => `${r.formedCount} / ${r.groupCount}` },
    { title: '每人限购', dataIndex: 'limitNum', width: 90, form: false },
    {
      title: '渠道',
      dataIndex: 'channels',
      width: 160,
      form: false,
      render: (v: string[]) => v.map((c) => <Tag key={c}>{GROUPBUY_CHANNELS[c] ?? c}</Tag>),
    },
  ];
  const done = () => {
    setEditing(null);
    void refresh();
  };
  return (
    <>
      <CrudPage<GroupBuyActivity>
        resource={groupBuys}
        title="拼团活动"
        columns={columns}
        perms={{ add: false, edit: false, view: false, remove: false, export: false }}
        actionWidth={260}
        toolbar={() =>
          canAdd ? (
            <Button type="primary" data-testid="gb-new" onClick={() => setEditing({ id: null })}>
              新建拼团
            </Button>
          ) : null
        }
        rowActions={(r) => (
          <>
            {canEdit && (
              <Button type="link" size="small" onClick={() => setEditing({ id: r.id })}>
                编辑
              </Button>
            )}
            {canCopy && (
              <Button type="link" size="small" onClick={() => void after(groupBuyActions.copy(r.id), '复制成功')}>
                复制
              </Button>
            )}
            {canEffective && (
              <Popconfirm
                title={r.effective ? '确定使该活动失效?' : '确定使该活动生效?'}
                onConfirm={() => after(groupBuyActions.effective([r.id], r.effective ? 0 : 1))}
              >
                <Button type="link" size="small">
                  {r.effective ? '失效' : '生效'}
                </Button>
              </Popconfirm>
            )}
            {canEdit && (
              <Button type="link" size="small" onClick={() => setChannel(r)}>
                渠道
              </Button>
            )}
            {canRemove && (
              <Popconfirm title="确定删除该拼团活动?" onConfirm={() => after(groupBuys.remove!([r.id]), MSG.deleteSuccess)}>
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            )}
          </>
        )}
      />
      {editing && <GroupBuyEditor id={editing.id} onClose={done} onSaved={done} />}
      {channel && (
        <ChannelDialog
          row={channel}
          onClose={(saved) => {
            setChannel(null);
            if (saved) void refresh();
          }}
        />
      )}
    </>
  );
}

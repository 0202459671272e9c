import { useState, type ComponentType, type ReactNode } from 'react';
import { App, Button, Checkbox, Modal, Popconfirm, Tag } from 'antd';
import { MSG } from '@yym/contract';
import { useCan } from '../app/session.ts';
import { useRefresh, type Resource } from '../app/data.ts';
import { CrudPage, type CrudColumn } from './CrudPage.tsx';
import { escGuard } from './EscGuard.tsx';

/** What the list of a sale activity (秒杀, 拼团) shows of every row. */
export interface SaleActivityRow {
  id: string;
  name: string;
  startTime: string;
  endTime: string;
  activityStatus: number;
  effective: number | boolean;
  channels: string[];
}

export interface SaleActivityPageProps<R extends SaleActivityRow> {
  /** 秒杀 / 拼团: the page says 新建{noun}, 确定删除该{noun}活动? */
  noun: string;
  resource: Resource<R>;
  perms: { add: string; edit: string; copy: string; effective: string; remove: string };
  statusText: Record<number, string>;
  channelText: Record<string, string>;
  /** The area's own columns, between the state and the channels. */
  columns: CrudColumn<R>[];
  copy: (id: string) => Promise<unknown>;
  effective: (ids: string[], status: number) => Promise<unknown>;
  saveChannels: (id: string, channels: string[]) => Promise<unknown>;
  Editor: ComponentType<{ id: string | null; onClose: () => void; onSaved: () => void }>;
  /** More row buttons (the seckill poster), before 删除. */
  extraActions?: (r: R) => ReactNode;
  actionWidth?: number;
  testId: string;
}

const STATUS_COLOR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'default', 4: 'red' };

/** 投放渠道: which storefront channels sell the activity. */
function ChannelDialog({
  row,
  channelText,
  save,
  onClose,
}: {
  row: SaleActivityRow;
  channelText: Record<string, string>;
  save: (channels: string[]) => Promise<unknown>;
  onClose: (saved: boolean) => void;
}) {
  const { message } = App.useApp();
  const [value, setValue] = useState<string[]>(row.channels);
  const ok = async () => {
    await save(value);
    void message.success(MSG.updateSuccess);
    onClose(true);
  };
  const options = Object.entries(channelText).map(([v, label]) => ({ value: v, label }));
  return (
    <Modal modalRender={escGuard} open title={`投放渠道 · ${row.name}`} onCancel={() => onClose(false)} onOk={() => void ok()}>
      <Checkbox.Group value={value} onChange={(v) => setValue(v as string[])} options={options} />
    </Modal>
  );
}

/**
 * The list page of a sale activity: name and state filters, time, state tag and channels around the
 * area's own columns; create and edit in the area's editor; copy, 生效/失效, 渠道 and delete with confirm.
 */
export function SaleActivityPage<R extends SaleActivityRow>(p: SaleActivityPageProps<R>) {
  const { message } = App.useApp();
  const refresh = useRefresh(p.resource);
  const can = {
    add: useCan(p.perms.add),
    edit: useCan(p.perms.edit),
    copy: useCan(p.perms.copy),
    effective: useCan(p.perms.effective),
    remove: useCan(p.perms.remove),
  };
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [channel, setChannel] = useState<R | null>(null);
  const after = async (done: Promise<unknown>, text: string = MSG.updateSuccess) => {
    await done;
    void message.success(text);
    void refresh();
  };
  const closeEditor = () => {
    setEditing(null);
    void refresh();
  };
  const columns: CrudColumn<R>[] = [
    { title: '活动名称', dataIndex: 'name', search: true, form: false },
    { title: '活动时间', dataIndex: 'startTime', width: 300, form: false, render: (_, r) => `${r.startTime} 至 ${r.endTime}` },
    {
      title: '状态',
      dataIndex: 'activityStatus',
      width: 90,
      search: true,
      options: Object.entries(p.statusText).map(([v, l]) => ({ value: Number(v), label: l })),
      form: false,
      render: (v) => <Tag color={STATUS_COLOR[v]}>{p.statusText[v]}</Tag>,
    },
    ...p.columns,
    {
      title: '渠道',
      dataIndex: 'channels',
      width: 160,
      form: false,
      render: (v: string[]) => v.map((c) => <Tag key={c}>{p.channelText[c] ?? c}</Tag>),
    },
  ];
  return (
    <>
      <CrudPage<R>
        resource={p.resource}
        title={`${p.noun}活动`}
        columns={columns}
        perms={{ add: false, edit: false, view: false, remove: false, export: false }}
        actionWidth={p.actionWidth ?? 260}
        toolbar={() =>
          can.add ? (
            <Button type="primary" data-testid={`${p.testId}-new`} onClick={() => setEditing({ id: null })}>
              新建{p.noun}
            </Button>
          ) : null
        }
        rowActions={(r) => (
          <>
            {can.edit && (
              <Button type="link" size="small" onClick={() => setEditing({ id: r.id })}>
                编辑
              </Button>
            )}
            {can.copy && (
              <Button type="link" size="small" onClick={() => void after(p.copy(r.id), '复制成功')}>
                复制
              </Button>
            )}
            {can.effective && (
              <Popconfirm
                title={r.effective ? '确定使该活动失效?' : '确定使该活动生效?'}
                onConfirm={() => after(p.effective([r.id], r.effective ? 0 : 1))}
              >
                <Button type="link" size="small">
                  {r.effective ? '失效' : '生效'}
                </Button>
              </Popconfirm>
            )}
            {can.edit && (
              <Button type="link" size="small" onClick={() => setChannel(r)}>
                渠道
              </Button>
            )}
            {p.extraActions?.(r)}
            {can.remove && (
              <Popconfirm title={`确定删除该${p.noun}活动?`} onConfirm={() => after(p.resource.remove!([r.id]), MSG.deleteSuccess)}>
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            )}
          </>
        )}
      />
      {editing && <p.Editor id={editing.id} onClose={closeEditor} onSaved={closeEditor} />}
      {channel && (
        <ChannelDialog
          row={channel}
          channelText={p.channelText}
          save={(channels) => p.saveChannels(channel.id, channels)}
          onClose={(saved) => {
            setChannel(null);
            if (saved) void refresh();
          }}
        />
      )}
    </>
  );
}

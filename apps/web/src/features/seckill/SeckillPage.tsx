import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Image, Modal, Popconfirm, Radio, Spin, Tag } from 'antd';
import { MSG, SECKILL_CHANNELS, SECKILL_PERMS, SECKILL_STATUS_TEXT } from '@yym/contract';
import { CrudPage, escGuard, useCan, type CrudColumn } from '../../components/index.ts';
import { useRefresh } from '../../app/data.ts';
import { seckillActions, seckills, type SeckillRow } from './api.ts';
import { SeckillEditor } from './SeckillEditor.tsx';

const P = SECKILL_PERMS;
const STATUS_COLOR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'default', 4: 'red' };
type Channel = 'h5' | 'wechat' | 'alipay';
const CHANNEL_OPTIONS = Object.entries(SECKILL_CHANNELS).map(([value, label]) => ({ value, label }));

/** 分享海报: the PNG drawn by the server (generatePoster) for the chosen channel. */
function PosterDialog({ row, onClose }: { row: SeckillRow; onClose: () => void }) {
  const [channel, setChannel] = useState<Channel>('wechat');
  const q = useQuery({
    queryKey: ['seckill-poster', row.id, channel],
    queryFn: async () => URL.createObjectURL(await seckillActions.poster(row.id, channel)),
  });
  return (
    <Modal modalRender={escGuard} open title={`分享海报 · ${row.name}`} footer={null} onCancel={onClose} width={420}>
      <Radio.Group value={channel} onChange={(e) => setChannel(e.target.value)} options={CHANNEL_OPTIONS} style={{ marginBottom: 12 }} />
      <div style={{ textAlign: 'center', minHeight: 200 }}>
        {q.isLoading ? <Spin /> : q.data ? <Image src={q.data} alt="秒杀海报" width={300} data-testid="sk-poster" /> : '海报生成失败'}
      </div>
      {q.data && (
        <div style={{ textAlign: 'center', marginTop: 8 }}>
          <a href={q.data} download={`秒杀海报-${row.id}.png`}>
            下载海报
          </a>
        </div>
      )}
    </Modal>
  );
}

/** 投放渠道: which storefront channels sell the activity. */
function ChannelDialog({ row, onClose }: { row: SeckillRow; onClose: (saved: boolean) => void }) {
  const { message } = App.useApp();
  const [value, setValue] = useState<Channel[]>(row.channels as Channel[]);
  const save = async () => {
    await seckillActions.channel({ seckillId: row.id, channels: value });
    void message.success(MSG.updateSuccess);
    onClose(true);
  };
  return (
    <Modal modalRender={escGuard} open title={`投放渠道 · ${row.name}`} onCancel={() => onClose(false)} onOk={() => void save()}>
      <Checkbox.Group value={value} onChange={(v) => setValue(v as Channel[])} options={CHANNEL_OPTIONS} />
    </Modal>
  );
}

/** 秒杀活动: list with name and state filters; three-step editor; copy, effective, channel, poster, delete with confirm. */
export default function SeckillPage() {
  const { message } = App.useApp();
  const refresh = useRefresh(seckills);
  const canAdd = useCan(P.add);
  const canEdit = useCan(P.edit);
  const canCopy = useCan(P.copy);
  const canEffective = useCan(P.effective);
  const canRemove = useCan(P.remove);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [poster, setPoster] = useState<SeckillRow | null>(null);
  const [channel, setChannel] = useState<SeckillRow | null>(null);
  const after = async (p: Promise<unknown>, text: string = MSG.updateSuccess) => {
    await p;
    void message.success(text);
    void refresh();
  };
  const columns: CrudColumn<SeckillRow>[] = [
    { title: '活动名称', dataIndex: 'name', search: true, form: false },
    {
      title: '活动时间',
      dataIndex: 'startTime',
      width: 300,
      form: false,
      render: (_, r) => `${r.startTime} 至 ${r.endTime}`,
    },
    {
      title: '状态',
      dataIndex: 'activityStatus',
      width: 90,
      search: true,
      options: Object.entries(SECKILL_STATUS_TEXT).map(([v, l]) => ({ value: Number(v), label: l })),
      form: false,
      render: (v) => <Tag color={STATUS_COLOR[v]}>{SECKILL_STATUS_TEXT[v]}</Tag>,
    },
    {
      title: '商品数',
      dataIndex: 'goodsCount',
      width: 80,
      form: false,
      render: (v, r) => (r.step < 2 ? <Tag color="orange">待完善</Tag> : v),
    },
    { title: '剩余/秒杀库存', dataIndex: 'remaining', width: 120, form: false, render: (_, r) => `${r.remaining} / ${r.totalStock}` },
    { title: '每人限购', dataIndex: 'limitNum', width: 90, form: false },
    {
      title: '渠道',
      dataIndex: 'channels',
      width: 160,
      form: false,
      render: (v: string[]) => v.map((c) => <Tag key={c}>{SECKILL_CHANNELS[c] ?? c}</Tag>),
    },
  ];
  return (
    <>
      <CrudPage<SeckillRow>
        resource={seckills}
        title="秒杀活动"
        columns={columns}
        perms={{ add: false, edit: false, view: false, remove: false, export: false }}
        actionWidth={300}
        toolbar={() =>
          canAdd ? (
            <Button type="primary" data-testid="sk-new" onClick={() => setEditing({ id: null })}>
              新建秒杀
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
              <Button type="link" size="small" onClick={() => void after(seckillActions.copy(r.id), '复制成功')}>
                复制
              </Button>
            )}
            {canEffective && (
              <Popconfirm
                title={r.effective ? '确定使该活动失效?' : '确定使该活动生效?'}
                onConfirm={() => after(seckillActions.effective([r.id], r.effective ? 0 : 1))}
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
            {r.step >= 2 && (
              <Button type="link" size="small" data-testid="sk-poster-open" onClick={() => setPoster(r)}>
                海报
              </Button>
            )}
            {canRemove && (
              <Popconfirm title="确定删除该秒杀活动?" onConfirm={() => after(seckills.remove!([r.id]), MSG.deleteSuccess)}>
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            )}
          </>
        )}
      />
      {editing && (
        <SeckillEditor
          id={editing.id}
          onClose={() => {
            setEditing(null);
            void refresh();
          }}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
      {poster && <PosterDialog row={poster} onClose={() => setPoster(null)} />}
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

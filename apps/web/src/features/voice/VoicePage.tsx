import { useState } from 'react';
import { App, Button, Card, Tabs, Tag, Typography } from 'antd';
import { MSG, PRICE_TYPE_TEXT, VOICE_PERMS as P, VOICE_TYPE_TEXT } from '@yym/contract';
import { useRefresh } from '../../app/data.ts';
import { CrudPage, useCan, type CrudColumn } from '../../components/index.ts';
import { voiceCalls, voices, type VoiceItemRow } from './api.ts';
import { VoiceDevices } from './VoiceDevices.tsx';
import { VoiceEditor } from './VoiceEditor.tsx';
import { lengthText } from './VoicePicker.tsx';

const options = (t: Record<number, string>) => Object.entries(t).map(([value, label]) => ({ value: Number(value), label }));
const SHELF = [
  { value: 1, label: '已上架' },
  { value: 0, label: '已下架' },
];

const columns: CrudColumn<VoiceItemRow>[] = [
  { title: 'ID', dataIndex: 'id', width: 70, form: false },
  { title: '名称', dataIndex: 'name', search: true, form: false },
  {
    title: '类型',
    dataIndex: 'voiceType',
    width: 80,
    search: true,
    options: options(VOICE_TYPE_TEXT),
    form: false,
    render: (v) => VOICE_TYPE_TEXT[v],
  },
  {
    title: '收费',
    dataIndex: 'priceType',
    width: 70,
    search: true,
    options: options(PRICE_TYPE_TEXT),
    form: false,
    render: (v) => PRICE_TYPE_TEXT[v],
  },
  { title: '售价(元)', dataIndex: 'currentPriceStr', width: 90, form: false },
  { title: '时长/数量', dataIndex: 'voiceTime', width: 90, form: false, render: (_, r) => lengthText(r) },
  {
    title: '试听(秒)',
    dataIndex: 'trialTime',
    width: 80,
    form: false,
    render: (v, r) => (r.priceType === 2 && r.voiceType === 1 ? v : '—'),
  },
  { title: '已售', dataIndex: 'sold', width: 70, form: false },
  {
    title: '状态',
    dataIndex: 'shelfStatus',
    width: 80,
    search: true,
    options: SHELF,
    form: false,
    render: (v) => (v === 1 ? <Tag color="green">已上架</Tag> : <Tag>已下架</Tag>),
  },
  { title: '创建时间', dataIndex: 'createTime', width: 170, form: false },
];

function VoiceList() {
  const { message, modal } = App.useApp();
  const refresh = useRefresh(voices);
  const can = { add: useCan(P.add), edit: useCan(P.edit), shelf: useCan(P.shelf) };
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const shelve = async (r: VoiceItemRow) => {
    await voiceCalls.shelve([r.id], r.shelfStatus === 1 ? 0 : 1);
    void message.success(MSG.updateSuccess);
    void refresh();
  };
  const preview = async (r: VoiceItemRow) => {
    const url = `${window.location.origin}${(await voiceCalls.preview(r.id)).url}`;
    modal.info({ title: `预览:${r.name}`, content: <Typography.Paragraph copyable={{ text: url }}>{url}</Typography.Paragraph> });
  };
  return (
    <>
      <CrudPage<VoiceItemRow>
        resource={voices}
        title="语音与语音包"
        columns={columns}
        exportName="语音导览"
        perms={{ add: false, edit: false, view: false, remove: P.remove, export: P.exportFile }}
        actionWidth={260}
        toolbar={() =>
          can.add && (
            <Button type="primary" onClick={() => setEditing(null)} data-testid="voice-add">
              新增
            </Button>
          )
        }
        rowActions={(r) => (
          <>
            {can.edit && (
              <Button type="link" size="small" onClick={() => setEditing(r.id)} data-testid={`voice-edit-${r.id}`}>
                编辑
              </Button>
            )}
            {can.shelf && (
              <Button type="link" size="small" onClick={() => void shelve(r)} data-testid={`voice-shelf-${r.id}`}>
                {r.shelfStatus === 1 ? '下架' : '上架'}
              </Button>
            )}
            <Button type="link" size="small" onClick={() => void preview(r)}>
              预览
            </Button>
          </>
        )}
      />
      {editing !== undefined && (
        <VoiceEditor
          id={editing}
          onClose={() => setEditing(undefined)}
          onDone={() => {
            setEditing(undefined);
            void refresh();
          }}
        />
      )}
    </>
  );
}

/** 语音导览: voices and packs (audio, trial, free or paid, shelf, export), and the voice-guide equipment at the scenic spots. */
export default function VoicePage() {
  const [tab, setTab] = useState('list');
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'list', label: '语音导览', children: <VoiceList /> },
          { key: 'devices', label: '语音导览设备', children: <VoiceDevices /> },
        ]}
      />
    </Card>
  );
}

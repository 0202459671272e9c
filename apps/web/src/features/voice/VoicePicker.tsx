import { useMemo, useState } from 'react';
import { Tabs } from 'antd';
import { PRICE_TYPE_TEXT, VOICE_TYPE, voiceClock } from '@yym/contract';
import { PickerDialog } from '../../components/index.ts';
import { pickVoices, type VoiceItemRow } from './api.ts';

/** The column "duration or count": a voice's minutes:seconds, a pack's number of voices. */
export const lengthText = (r: Pick<VoiceItemRow, 'voiceType' | 'voiceTime' | 'voiceNum'>) =>
  r.voiceType === VOICE_TYPE.PACK ? `${r.voiceNum}条` : voiceClock(r.voiceTime);

const columns = [
  { title: 'ID', dataIndex: 'id', width: 80 },
  { title: '名称', dataIndex: 'name' },
  { title: '收费', dataIndex: 'priceType', width: 70, render: (v: number) => PRICE_TYPE_TEXT[v] },
  { title: '价格(元)', dataIndex: 'currentPriceStr', width: 90 },
  { title: '时长/数量', dataIndex: 'voiceTime', width: 90, render: (_: unknown, r: VoiceItemRow) => lengthText(r) },
];

/**
 * 已上架语音/语音包 (spec 2's picker): tabs voice = 1 and pack = 2, search by title or ID, 10 a page,
 * single by default. `only` keeps one tab (a pack's voices are voices).
 */
export function VoicePicker(p: {
  open: boolean;
  only?: number;
  multiple?: boolean;
  onOk: (rows: VoiceItemRow[]) => void;
  onCancel: () => void;
}) {
  const [tab, setTab] = useState(p.only ?? VOICE_TYPE.VOICE);
  const resource = useMemo(() => pickVoices(tab), [tab]);
  return (
    <PickerDialog<VoiceItemRow>
      open={p.open}
      title={
        p.only ? (
          '选择已上架语音'
        ) : (
          <Tabs
            activeKey={String(tab)}
            onChange={(k) => setTab(Number(k))}
            items={[
              { key: '1', label: '语音' },
              { key: '2', label: '语音包' },
            ]}
          />
        )
      }
      resource={resource}
      columns={columns}
      multiple={p.multiple}
      pageSize={10}
      onOk={p.onOk}
      onCancel={p.onCancel}
    />
  );
}

import { useState } from 'react';
import { Button, Select } from 'antd';
import { AUDIO_SIZES, type BlockProps } from '@yym/contract';
import { Choice, Color, ItemList, Row, Section } from '../../kit/fields.tsx';
import { ImageField } from '../../kit/ImageField.tsx';
import { VoicePicker } from '../../pickers/pickers.tsx';
import type { PanelProps } from '../../registry.ts';

type P = BlockProps<'audio'>;
export default function AudioPanel({ props: p, set }: PanelProps<P>) {
  const up = (x: Partial<P>, key?: string) => set({ ...p, ...x }, key);
  const [pickFor, setPickFor] = useState<number | null>(null);
  const size = AUDIO_SIZES[p.sizeModel - 1];
  return (
    <>
      <Section title="样式">
        <Choice
          label="展示样式"
          value={p.modelType}
          onChange={(v) => up({ modelType: v })}
          options={[
            { value: 0, label: '图片样式' },
            { value: 1, label: '播放器样式' },
          ]}
        />
        {p.modelType === 0 ? (
          <Row label="图片尺寸">
            <Select
              size="small"
              style={{ width: 140 }}
              value={p.sizeModel}
              onChange={(v) => up({ sizeModel: v })}
              options={AUDIO_SIZES.map(([w, h], i) => ({ value: i + 1, label: `${w}x${h}` }))}
            />
          </Row>
        ) : (
          <Color label="背景色" value={p.backgroundColor} onChange={(v) => up({ backgroundColor: v })} />
        )}
      </Section>
      <Section title="语音">
        <ItemList
          items={p.list}
          max={100}
          addLabel="添加语音"
          onChange={(list) => up({ list: list.map((x, i) => ({ ...x, order: i })) })}
          onAdd={() => setPickFor(p.list.length)}
          render={(it, i, setIt) => (
            <>
              <Row label="语音">
                <Button size="small" onClick={() => setPickFor(i)}>
                  {it.voiceInfo?.name ?? '选择语音'}
                </Button>
              </Row>
              <ImageField
                label="图片"
                value={it.imgUrl}
                size={size ? `${size[0]}x${size[1]}` : undefined}
                onChange={(v) => setIt({ ...it, imgUrl: v })}
              />
            </>
          )}
        />
      </Section>
      <VoicePicker
        open={pickFor !== null}
        onCancel={() => setPickFor(null)}
        onOk={([v]) => {
          const list = p.list.slice();
          list[pickFor!] = { imgUrl: list[pickFor!]?.imgUrl ?? '', order: pickFor!, voiceInfo: v };
          up({ list });
          setPickFor(null);
        }}
      />
    </>
  );
}

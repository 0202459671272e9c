import { useRef, useState } from 'react';
import { App, Button, Progress } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { MSG, type BlockProps } from '@yym/contract';
import { Choice, Num, Row, Section, Text } from '../../kit/fields.tsx';
import { ImageField } from '../../kit/ImageField.tsx';
import { checkAndUpload, VIDEO_RULE } from '../../kit/upload.ts';
import type { PanelProps } from '../../registry.ts';

type P = BlockProps<'video'>;
export default function VideoPanel({ props: p, set }: PanelProps<P>) {
  const { message } = App.useApp();
  const up = (x: Partial<P>, key?: string) => set({ ...p, ...x }, key);
  const input = useRef<HTMLInputElement>(null);
  const [pct, setPct] = useState<number | null>(null);
  const upload = async (f?: File) => {
    if (!f) return;
    if (!/\.mp4$/i.test(f.name)) return void message.error(MSG.edVideoMp4);
    setPct(0);
    try {
      const url = await checkAndUpload(f, VIDEO_RULE, 0, setPct);
      up({ videoBaseUrl: url, videoName: p.videoName || f.name.replace(/\.mp4$/i, '') });
      setTimeout(() => setPct(null), 2000); // progress 96 → 100, hidden after 2 s
    } catch (e) {
      message.error((e as Error).message);
      setPct(null);
    }
  };
  return (
    <>
      <Section title="视频">
        <Choice
          label="来源"
          value={p.videoOrgin}
          onChange={(v) => up({ videoOrgin: v })}
          options={[
            { value: 1, label: '视频链接' },
            { value: 2, label: '本地上传' },
          ]}
        />
        {p.videoOrgin === 1 ? (
          <>
            <Text label="视频地址" value={p.videoUrl} placeholder="https://" onChange={(v) => up({ videoUrl: v }, 'videoUrl')} />
            <ImageField label="封面" value={p.videoPhoto} size="750x420" onChange={(v) => up({ videoPhoto: v })} />
          </>
        ) : (
          <>
            <Row label="视频文件" hint="仅支持mp4，建议720P以上，不超过30M">
              <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
                {p.videoBaseUrl ? '重新上传' : '上传视频'}
              </Button>
              {pct !== null && <Progress percent={pct} size="small" />}
              <input ref={input} type="file" accept="video/mp4" hidden onChange={(e) => void upload(e.target.files?.[0])} />
            </Row>
            <ImageField label="封面" value={p.videoBasePhoto} size="750x420" onChange={(v) => up({ videoBasePhoto: v })} />
          </>
        )}
        <Text label="视频名称" value={p.videoName} max={100} onChange={(v) => up({ videoName: v }, 'videoName')} />
      </Section>
      <Section title="样式">
        <Choice
          label="圆角"
          value={p.radius}
          onChange={(v) => up({ radius: v })}
          options={[
            { value: 1, label: '圆角' },
            { value: 0, label: '直角' },
          ]}
        />
        <Num label="页面边距" value={p.padding} path="padding" hint="0-50" onChange={(v) => up({ padding: v }, 'padding')} />
      </Section>
    </>
  );
}

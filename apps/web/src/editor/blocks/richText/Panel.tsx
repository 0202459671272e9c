import { useMemo, useRef, useState } from 'react';
import { App, Button, Input, Segmented, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnorderedListOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { BlockProps } from '@yym/contract';
import { Color, Num, Section } from '../../kit/fields.tsx';
import { checkAndUpload, IMAGE_RULE, VIDEO_RULE } from '../../kit/upload.ts';
import { sanitizeHtml } from '../../kit/sanitize.ts';
import type { PanelProps } from '../../registry.ts';

type P = BlockProps<'richText'>;

/** A small rich-text editor: visual (contentEditable) or HTML source; image and video upload; no tables. */
export default function RichTextPanel({ props: p, set }: PanelProps<P>) {
  const { message } = App.useApp();
  const [mode, setMode] = useState<'visual' | 'html'>('visual');
  const box = useRef<HTMLDivElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const kind = useRef<'img' | 'video'>('img');
  const up = (x: Partial<P>, key?: string) => set({ ...p, ...x }, key);
  // The editable box owns its DOM while typing: its HTML is set when it mounts (or the mode changes), not on every keystroke.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above: the mode, not the content
  const initialHtml = useMemo(() => sanitizeHtml(p.content), [mode]);
  const sync = () => box.current && up({ content: box.current.innerHTML }, 'content');
  const exec = (cmd: string, arg?: string) => {
    box.current?.focus();
    document.execCommand(cmd, false, arg);
    sync();
  };
  const upload = async (f?: File) => {
    if (!f) return;
    try {
      const url = await checkAndUpload(f, kind.current === 'img' ? IMAGE_RULE : VIDEO_RULE);
      const html = kind.current === 'img' ? `<img src="${url}">` : `<video src="${url}" controls></video>`;
      if (mode === 'visual') exec('insertHTML', html);
      else up({ content: p.content + html });
    } catch (e) {
      message.error((e as Error).message || 'Upload failed');
    } finally {
      if (file.current) file.current.value = '';
    }
  };
  return (
    <>
      <Section
        title="富文本"
        extra={
          <Segmented
            size="small"
            value={mode}
            onChange={(v) => setMode(v as 'visual')}
            options={[
              { value: 'visual', label: '编辑' },
              { value: 'html', label: 'HTML' },
            ]}
          />
        }
      >
        {mode === 'visual' ? (
          <>
            <Space size={2} style={{ marginBottom: 6 }}>
              <Tooltip title="加粗">
                <Button
                  size="small"
                  icon={<BoldOutlined />}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    exec('bold');
                  }}
                />
              </Tooltip>
              <Tooltip title="斜体">
                <Button
                  size="small"
                  icon={<ItalicOutlined />}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    exec('italic');
                  }}
                />
              </Tooltip>
              <Tooltip title="标题">
                <Button
                  size="small"
                  onMouseDown={(e) => {
                    e.preventDefault();
                    exec('formatBlock', 'h3');
                  }}
                >
                  H
                </Button>
              </Tooltip>
              <Tooltip title="有序列表">
                <Button
                  size="small"
                  icon={<OrderedListOutlined />}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    exec('insertOrderedList');
                  }}
                />
              </Tooltip>
              <Tooltip title="无序列表">
                <Button
                  size="small"
                  icon={<UnorderedListOutlined />}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    exec('insertUnorderedList');
                  }}
                />
              </Tooltip>
              <Tooltip title="图片">
                <Button
                  size="small"
                  icon={<PictureOutlined />}
                  onClick={() => {
                    kind.current = 'img';
                    file.current?.click();
                  }}
                />
              </Tooltip>
              <Tooltip title="视频">
                <Button
                  size="small"
                  icon={<VideoCameraOutlined />}
                  onClick={() => {
                    kind.current = 'video';
                    file.current?.click();
                  }}
                />
              </Tooltip>
            </Space>
            {/* biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useSemanticElements: contentEditable makes it focusable; a textarea cannot hold the formatting */}
            <div
              ref={box}
              className="ed-rich pv-rich"
              contentEditable
              role="textbox"
              aria-multiline="true"
              suppressContentEditableWarning
              aria-label="富文本内容"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeHtml
              dangerouslySetInnerHTML={{ __html: initialHtml }}
              onBlur={sync}
              onInput={sync}
            />
          </>
        ) : (
          <Input.TextArea
            aria-label="HTML源码"
            value={p.content}
            autoSize={{ minRows: 8, maxRows: 20 }}
            style={{ fontFamily: 'monospace', fontSize: 12 }}
            onChange={(e) => up({ content: e.target.value }, 'content')}
          />
        )}
        <input
          ref={file}
          type="file"
          hidden
          accept={kind.current === 'img' ? 'image/*' : 'video/mp4'}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </Section>
      <Section title="样式">
        <Color label="背景色" value={p.backgroundColor} onChange={(v) => up({ backgroundColor: v })} />
        <Num label="内边距" value={p.padding} path="padding" min={0} max={50} onChange={(v) => up({ padding: v }, 'padding')} />
      </Section>
    </>
  );
}

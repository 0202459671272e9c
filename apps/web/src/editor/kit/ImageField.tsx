import { useRef, useState } from 'react';
import { App, Button, Input, Spin } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { MSG } from '@yym/contract';
import { checkAndUpload, IMAGE_RULE, type UploadRule } from './upload.ts';
import { thumb } from './preview.tsx';
import { Row } from './fields.tsx';
import { pressable } from '../../components/pressable.ts';

/** One picture: upload (checked, compressed, with the 正在上传 overlay) or paste a URL; the recommended size is the hint. */
export function ImageField({
  value,
  onChange,
  label,
  size,
  rule = IMAGE_RULE,
  accept = 'image/png,image/jpeg,image/gif',
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  size?: string;
  rule?: UploadRule;
  accept?: string;
}) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (f: File | undefined) => {
    if (!f) return;
    setBusy(true);
    try {
      onChange(await checkAndUpload(f, rule));
    } catch (e) {
      message.error((e as Error).message || MSG.uploadFailed);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const hint = `${size ? `建议尺寸 ${size}，` : ''}支持 ${rule.types.join('/')}，不超过 ${rule.maxMb}M`;
  return (
    <Row label={label} hint={hint}>
      <div className="ed-img">
        <Spin spinning={busy} tip={MSG.uploading}>
          <div className="ed-img-box" {...pressable(() => input.current?.click(), { label: `上传${label}` })}>
            {value ? <img src={thumb(value)} alt="" /> : <UploadOutlined />}
          </div>
        </Spin>
        <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
          <Input
            size="small"
            placeholder="或粘贴图片地址"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-label={`${label}地址`}
          />
          <div>
            <Button size="small" icon={<UploadOutlined />} onClick={() => input.current?.click()}>
              上传
            </Button>
            {value && <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => onChange('')} />}
          </div>
        </div>
        <input ref={input} type="file" accept={accept} hidden onChange={(e) => void pick(e.target.files?.[0])} />
      </div>
    </Row>
  );
}

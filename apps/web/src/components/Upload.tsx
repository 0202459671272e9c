import { useState } from 'react';
import { App, Button, Spin, Upload as AntUpload, type UploadFile } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { IMAGE_COMPRESS_THRESHOLD_BYTES, IMAGE_TYPES, MSG, THUMBNAIL_STYLE, UPLOAD_MAX_FILES, checkUpload } from '@yym/contract';
import { putFile } from './upload/api.ts';

const isMedia = (type: string) => type.startsWith('audio/') || type.startsWith('video/');

/**
 * Upload one file (credential, then the signed PUT: upload/api.ts). Non-audio, non-video files above
 * 512000 bytes get the compression style appended (spec 1 §7).
 */
export async function uploadFile(file: File, dir?: string): Promise<string> {
  const url = await putFile(file, dir);
  return !isMedia(file.type) && file.size > IMAGE_COMPRESS_THRESHOLD_BYTES ? `${url}?x-oss-process=style/${THUMBNAIL_STYLE}` : url;
}

export interface UploadFieldProps {
  /** One URL (single) or a list of URLs. */
  value?: string | string[];
  onChange?: (v: string | string[]) => void;
  /** Most files (default 20); 1 makes the value a single string. */
  maxFiles?: number;
  /** Allowed extensions (default images png/jpg/jpeg/gif). */
  types?: readonly string[];
  /** Size limit in MB (0 = none). */
  maxMb?: number;
  /** Show as picture cards (images) or a file list. */
  picture?: boolean;
  dir?: string;
  disabled?: boolean;
  hint?: string;
}

/** The upload control: count/type/size checked with the spec's messages, 正在上传 overlay, 上传失败 on failure. */
export function UploadField({
  value,
  onChange,
  maxFiles = UPLOAD_MAX_FILES,
  types = IMAGE_TYPES,
  maxMb = 0,
  picture = true,
  dir,
  disabled,
  hint,
}: UploadFieldProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(0);
  const urls = (Array.isArray(value) ? value : value ? [value] : []).filter(Boolean);
  const single = maxFiles === 1;
  const emit = (list: string[]) => onChange?.(single ? (list[0] ?? '') : list);
  const files: UploadFile[] = urls.map((u, i) => ({ uid: `${i}-${u}`, name: u.split('/').pop() ?? u, status: 'done', url: u }));

  const before = (file: File, batch: File[]) => {
    // The whole batch is checked once (on its first file), against what is already there.
    if (file !== batch[0]) return false;
    const err = checkUpload(batch, single ? 0 : urls.length, { maxFiles, types: [...types], maxMb });
    if (err) {
      void message.error(err);
      return AntUpload.LIST_IGNORE;
    }
    setBusy((n) => n + 1);
    Promise.all(batch.map((f) => uploadFile(f, dir)))
      .then((got) => emit(single ? got.slice(0, 1) : [...urls, ...got]))
      .catch(() => void message.error(MSG.uploadFailed))
      .finally(() => setBusy((n) => n - 1));
    return false;
  };

  return (
    <Spin spinning={busy > 0} tip={MSG.uploading}>
      <AntUpload
        listType={picture ? 'picture-card' : 'text'}
        multiple={!single}
        fileList={files}
        disabled={disabled}
        accept={types.map((t) => `.${t}`).join(',')}
        beforeUpload={before}
        onRemove={(f) => emit(urls.filter((u) => u !== f.url))}
        onPreview={(f) => f.url && window.open(f.url)}
      >
        {urls.length >= maxFiles ? null : picture ? (
          <div>
            <PlusOutlined />
            <div style={{ marginTop: 6 }}>上传</div>
          </div>
        ) : (
          <Button icon={<UploadOutlined />}>上传文件</Button>
        )}
      </AntUpload>
      {hint && <div style={{ color: 'var(--yym-muted)', fontSize: 12 }}>{hint}</div>}
    </Spin>
  );
}

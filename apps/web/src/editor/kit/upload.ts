import { checkUpload } from '@yym/contract';
import { putFile } from '../../components/upload/api.ts';
import { compressImage } from '../../components/upload/compress.ts';

export interface UploadRule {
  types: string[];
  maxMb: number;
  maxFiles?: number;
}
export const IMAGE_RULE: UploadRule = { types: ['png', 'jpg', 'jpeg', 'gif'], maxMb: 3 };
export const BG_RULE: UploadRule = { types: ['png', 'jpg', 'jpeg'], maxMb: 1 };
export const TIP_RULE: UploadRule = { types: ['png', 'jpg', 'jpeg', 'gif'], maxMb: 1 };
export const VIDEO_RULE: UploadRule = { types: ['mp4'], maxMb: 30 };

/** Check type, size and count with the spec's messages, compress, upload. */
export async function checkAndUpload(file: File, rule: UploadRule, already = 0, onProgress?: (pct: number) => void): Promise<string> {
  const refusal = checkUpload([{ name: file.name, size: file.size }], already, {
    types: rule.types,
    maxMb: rule.maxMb,
    maxFiles: rule.maxFiles ?? 20,
  });
  if (refusal) throw new Error(refusal);
  const ready = file.type.startsWith('image/') ? await compressImage(file) : file;
  return putFile(ready, 'decoration', onProgress);
}

import { IMAGE_COMPRESS_THRESHOLD_BYTES, MSG, checkUpload } from '@yym/contract';
import { http } from '../../app/http.ts';

/** Images above 512000 bytes are re-encoded in the browser (canvas, JPEG) before upload; GIFs keep their frames. */
export async function compressImage(file: File): Promise<File> {
  if (file.size <= IMAGE_COMPRESS_THRESHOLD_BYTES || !/^image\/(png|jpe?g)$/.test(file.type)) return file;
  const bmp = await createImageBitmap(file);
  const scale = Math.min(1, 1500 / bmp.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bmp.width * scale);
  canvas.height = Math.round(bmp.height * scale);
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.drawImage(bmp, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((res) => canvas.toBlob(res, 'image/jpeg', 0.82));
  if (!blob || blob.size >= file.size) return file;
  return new File([blob], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' });
}

interface Credential { uploadUrl: string; method: 'PUT'; headers: Record<string, string>; key: string; url: string }

/** The upload contract: credential call, then PUT of the raw bytes to the signed URL. Answers the file's URL. */
export async function uploadFile(file: File, dir = 'decoration', onProgress?: (pct: number) => void): Promise<string> {
  let cred: Credential;
  try {
    const raw = await http.post<string>('/yym-external-server/oss/endpoint/token', { fileName: file.name, size: file.size, contentType: file.type, dir }, undefined, { silent: true });
    cred = JSON.parse(raw);
  } catch {
    throw new Error(MSG.uploadFailed);
  }
  onProgress?.(96);
  const res = await fetch(cred.uploadUrl.startsWith('/api') ? cred.uploadUrl : `/api${cred.uploadUrl}`, { method: 'PUT', headers: cred.headers, body: file });
  const json = await res.json().catch(() => ({}));
  if (json.code !== 200) throw new Error(json.msg || MSG.uploadFailed);
  onProgress?.(100);
  return json.data?.url ?? cred.url;
}

export interface UploadRule { types: string[]; maxMb: number; maxFiles?: number }
export const IMAGE_RULE: UploadRule = { types: ['png', 'jpg', 'jpeg', 'gif'], maxMb: 3 };
export const BG_RULE: UploadRule = { types: ['png', 'jpg', 'jpeg'], maxMb: 1 };
export const TIP_RULE: UploadRule = { types: ['png', 'jpg', 'jpeg', 'gif'], maxMb: 1 };
export const VIDEO_RULE: UploadRule = { types: ['mp4'], maxMb: 30 };

/** Check type, size and count with the spec's messages, compress, upload. */
export async function checkAndUpload(file: File, rule: UploadRule, already = 0, onProgress?: (pct: number) => void): Promise<string> {
  const m = checkUpload([{ name: file.name, size: file.size }], already, { types: rule.types, maxMb: rule.maxMb, maxFiles: rule.maxFiles ?? 20 });
  if (m) throw new Error(m);
  const f = file.type.startsWith('image/') ? await compressImage(file) : file;
  return uploadFile(f, 'decoration', onProgress);
}

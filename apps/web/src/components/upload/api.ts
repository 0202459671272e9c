import { MSG, resourceApi, type UploadCredential, type UploadedFile } from '@yym/contract';
import { call } from '../../app/call.ts';

/**
 * The one upload path of the web app: ask for a credential (the spec's oss endpoint token), then PUT
 * the raw bytes straight to the signed URL: the server's, or the bucket's (object storage), after
 * which the server is asked to check and keep the file (`confirmUrl`). That PUT and confirm are the
 * app's only `fetch` outside app/http.ts: their answers are read here, not by the HTTP client.
 * Answers the file's URL. The signed URL (every parameter signed, the file name too) stores one file
 * once: each file asks its own credential.
 */
export async function putFile(file: File, dir?: string, onProgress?: (pct: number) => void): Promise<string> {
  const contentType = file.type || 'application/octet-stream';
  let cred: UploadCredential;
  try {
    const raw = await call(resourceApi.uploadToken, { body: { fileName: file.name, size: file.size, contentType, dir } }, { silent: true });
    cred = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    throw new Error(MSG.uploadFailed);
  }
  onProgress?.(96);
  const direct = /^https?:/.test(cred.uploadUrl);
  const url = direct || cred.uploadUrl.startsWith('/api') ? cred.uploadUrl : `/api${cred.uploadUrl}`;
  let res = await fetch(url, { method: cred.method || 'PUT', headers: cred.headers, body: file });
  if (cred.confirmUrl) {
    if (!res.ok) throw new Error(MSG.uploadFailed);
    res = await fetch(cred.confirmUrl, { method: 'POST' });
  }
  const json = (await res.json().catch(() => ({}))) as { code?: number; msg?: string; data?: UploadedFile };
  if (!res.ok || json.code !== 200) throw new Error(json.msg || MSG.uploadFailed);
  onProgress?.(100);
  return json.data?.url ?? cred.url;
}

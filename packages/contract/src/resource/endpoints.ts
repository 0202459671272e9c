import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zInt } from '../schemas.ts';

/** What the credential call answers (as a JSON string, like the spec's oss endpoint token). */
export interface UploadCredential {
  uploadUrl: string;
  method: 'PUT';
  headers: Record<string, string>;
  key: string;
  url: string;
  /**
   * Set when `uploadUrl` is a presigned PUT to the bucket (STORAGE=s3): the bucket answers nothing of
   * ours, so the browser then POSTs here, and the server checks the stored file before it counts.
   */
  confirmUrl?: string;
}
/** What the signed PUT (or the confirm after a bucket PUT) answers. */
export interface UploadedFile {
  key: string;
  url: string;
  size: number;
  contentType: string;
}
/** A file a user of the tenant uploaded (blade_attach). */
export interface AttachRow {
  id: string;
  key: string;
  originalName: string | null;
  extension: string;
  contentType: string;
  attachSize: number;
  url: string;
  createTime: string;
  [k: string]: unknown;
}

export const uploadTokenBody = z.object({
  fileName: z.string().min(1).max(255),
  size: zInt().min(1),
  contentType: z.string().max(100),
  dir: z
    .string()
    .regex(/^[a-z0-9-]{1,30}$/)
    .default('upload'),
});
/** The signed upload URL's parameters: every one of them is covered by `sig` (and the URL works once). */
export const uploadPutQuery = z.object({
  type: z.string().max(100),
  max: zInt(),
  exp: zInt(),
  uid: z.string().max(20),
  sig: z.string().regex(/^[a-f0-9]{64}$/),
  name: z.string().max(100).default(''),
  /** The OSS config the file goes to (empty: the server's STORAGE). */
  oss: z
    .string()
    .regex(/^\d{0,19}$/)
    .default(''),
});
export const RESOURCE_MSG = { uploadUsed: '上传链接已使用,请重新上传' } as const;

/**
 * Uploads: the browser asks for a credential, then PUTs the bytes straight to the signed URL, as it
 * would to a bucket. Files are served outside /api, at /files/<key> (the server mounts that one at the root).
 */
export const resourceApi = {
  uploadToken: endpoint({
    method: 'POST',
    path: '/yym-external-server/oss/endpoint/token',
    summary: 'Upload credential (then PUT the file to uploadUrl)',
    self: true,
    body: uploadTokenBody,
    response: returns<string>(),
  }),
  put: endpoint({
    method: 'PUT',
    path: '/blade-resource/oss/put/*',
    summary: 'Signed direct upload of one file',
    auth: 'public',
    query: uploadPutQuery,
    response: returns<UploadedFile>(),
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/blade-resource/oss/confirm/*',
    summary: 'After a presigned PUT to the bucket: check the stored file (type, first bytes, size) and keep it',
    auth: 'public',
    query: uploadPutQuery,
    response: returns<UploadedFile>(),
  }),
  attachPage: endpoint({
    method: 'GET',
    path: '/blade-resource/attach/page',
    summary: "Uploaded files: page (the caller's own)",
    query: z.object({ current: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(200).default(10) }),
    response: returns<Page<AttachRow>>(),
  }),
  /** Mounted at the root, not under /api. */
  file: endpoint({ method: 'GET', path: '/files/*', summary: 'Serve an uploaded file', auth: 'public', blob: true }),
};

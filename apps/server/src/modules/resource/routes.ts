import { z } from 'zod';
import { MSG } from '@yym/contract';
import { defineModule } from '../../platform/route.ts';
import { sql } from '../../platform/sql.ts';
import { bad, forbidden } from '../../platform/errors.ts';
import {
  FILE_KINDS, KEY_RE, LocalStorage, SIZE_LIMITS, checkUploadSignature, newKey, signUpload, sniffMatches, type Storage,
} from '../../platform/storage.ts';

const UPLOAD_TTL_S = 600;

/**
 * Uploads: the browser asks for a credential (the spec's oss endpoint token), then PUTs the bytes
 * straight to the signed URL, as it would to a bucket. Extension, content type, magic bytes and size
 * are all checked; files are served with nosniff and a Content-Disposition.
 */
export default defineModule((r, svc) => {
  const storage: Storage = new LocalStorage(svc.cfg.storageDir);

  r({
    method: 'POST', url: '/yym-external-server/oss/endpoint/token', summary: 'Upload credential (then PUT the file to uploadUrl)', self: true, log: false,
    body: z.object({
      fileName: z.string().min(1).max(255), size: z.coerce.number().int().min(1), contentType: z.string().max(100),
      dir: z.string().regex(/^[a-z0-9-]{1,30}$/).default('upload'),
    }),
    handler: async (ctx, { body }) => {
      const ext = body.fileName.includes('.') ? body.fileName.split('.').pop()!.toLowerCase() : '';
      const kind = FILE_KINDS[ext];
      if (!kind || !kind.types.includes(body.contentType.toLowerCase())) throw bad(MSG.uploadType);
      const max = SIZE_LIMITS[kind.kind]!;
      if (body.size > max) throw bad(MSG.uploadSize(Math.round(max / 1024 / 1024)));
      const key = newKey(ctx.tenantId, body.dir, ext);
      const exp = Math.floor(Date.now() / 1000) + UPLOAD_TTL_S;
      const p = { key, type: body.contentType.toLowerCase(), max: body.size, exp, uid: ctx.requireUser().userId };
      const sig = signUpload(svc.cfg.accessSecret, p);
      const q = new URLSearchParams({ type: p.type, max: String(p.max), exp: String(exp), uid: p.uid, sig, name: body.fileName.slice(0, 100) });
      // The spec's credential call answers a JSON string.
      return JSON.stringify({ uploadUrl: `/api/blade-resource/oss/put/${key}?${q}`, method: 'PUT', headers: { 'Content-Type': p.type }, key, url: `/files/${key}` });
    },
  });

  r({
    method: 'PUT', url: '/blade-resource/oss/put/*', summary: 'Signed direct upload of one file', auth: 'public', noTx: true, bodyLimit: 100 * 1024 * 1024,
    query: z.object({ type: z.string(), max: z.coerce.number().int(), exp: z.coerce.number().int(), uid: z.string(), sig: z.string().regex(/^[a-f0-9]{64}$/), name: z.string().optional() }),
    handler: async (_ctx, { query, req }) => {
      const key = (req.params as { '*': string })['*'];
      if (!KEY_RE.test(key)) throw bad(MSG.uploadType);
      if (!checkUploadSignature(svc.cfg.accessSecret, { key, type: query.type, max: query.max, exp: query.exp, uid: query.uid }, query.sig)) throw forbidden(MSG.uploadFailed);
      if (String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() !== query.type) throw bad(MSG.uploadType);
      const bytes = req.body as Buffer;
      if (!Buffer.isBuffer(bytes) || !bytes.length) throw bad(MSG.uploadFailed);
      if (bytes.length > query.max) throw bad(MSG.uploadSize(Math.ceil(query.max / 1024 / 1024)));
      const ext = key.split('.').pop()!;
      if (!sniffMatches(ext, bytes)) throw bad(MSG.uploadType);
      await storage.put(key, bytes);
      const tenantId = key.slice(0, 6);
      await svc.db.tx((q) => q.query(sql`INSERT INTO blade_attach (tenant_id, key, original_name, extension, content_type, attach_size, url, create_user)
        VALUES (${tenantId}, ${key}, ${query.name ?? null}, ${ext}, ${query.type}, ${bytes.length}, ${'/files/' + key}, ${query.uid})
        ON CONFLICT (key) DO NOTHING`), { tenantId });
      return { key, url: `/files/${key}`, size: bytes.length, contentType: query.type };
    },
  });

  r({
    method: 'GET', url: '/blade-resource/attach/page', summary: 'Uploaded files: page', query: z.object({ current: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(200).default(10) }),
    handler: (ctx, { query }) => ctx.data.page({ name: 'blade_attach', tenant: true, writable: [] }, { current: query.current, size: query.size }),
  });

  // Files are served outside /api (public links in the storefront), never executed.
  r({
    method: 'GET', prefix: '', url: '/files/*', summary: 'Serve an uploaded file', auth: 'public', noTx: true, raw: true,
    handler: async (_ctx, { req, reply }) => {
      const key = (req.params as { '*': string })['*'];
      const bytes = KEY_RE.test(key) ? await storage.get(key) : null;
      if (!bytes) return reply.status(404).send({ code: 404, success: false, data: null, msg: MSG.notFound });
      const ext = key.split('.').pop()!;
      const kind = FILE_KINDS[ext];
      const inline = kind && kind.kind !== 'doc';
      return reply
        .header('Content-Type', kind?.types[0] ?? 'application/octet-stream')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${key.split('/').pop()}"`)
        .send(bytes);
    },
  });
});

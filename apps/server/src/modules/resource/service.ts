import type { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG, RESOURCE_MSG, type UploadedFile, type uploadPutQuery, type uploadTokenBody } from '@yym/contract';
import type { Ctx, Services } from '../../platform/context.ts';
import { tenantData } from '../../platform/repo.ts';
import { bad, conflict, forbidden } from '../../platform/errors.ts';
import {
  FILE_KINDS,
  KEY_RE,
  LocalStorage,
  SIZE_LIMITS,
  checkUploadSignature,
  newKey,
  signUpload,
  sniffMatches,
  type Storage,
  type UploadGrant,
} from '../../platform/storage.ts';
import * as repo from './repo.ts';

const UPLOAD_TTL_S = 600;
const MB = 1024 * 1024;

/**
 * Uploads: the browser asks for a credential (the spec's oss endpoint token), then PUTs the bytes
 * straight to the signed URL, as it would to a bucket. Extension, content type, magic bytes and size
 * are all checked; every parameter of the URL is signed and the URL stores one file once; files are
 * served with nosniff and a Content-Disposition.
 */
export class Uploads {
  private readonly storage: Storage;
  constructor(private readonly svc: Services) {
    this.storage = new LocalStorage(svc.cfg.storageDir);
  }

  /** The spec's credential call answers a JSON string. */
  credential(ctx: Ctx, body: z.output<typeof uploadTokenBody>): string {
    const ext = body.fileName.includes('.') ? body.fileName.split('.').pop()!.toLowerCase() : '';
    const kind = FILE_KINDS[ext];
    if (!kind?.types.includes(body.contentType.toLowerCase())) throw bad(MSG.uploadType);
    const max = SIZE_LIMITS[kind.kind]!;
    if (body.size > max) throw bad(MSG.uploadSize(Math.round(max / MB)));
    const key = newKey(ctx.tenantId, body.dir, ext);
    const exp = Math.floor(Date.now() / 1000) + UPLOAD_TTL_S;
    const signed: UploadGrant = {
      key,
      type: body.contentType.toLowerCase(),
      max: body.size,
      exp,
      uid: ctx.requireUser().userId,
      name: body.fileName.slice(0, 100),
    };
    const sig = signUpload(this.svc.cfg.accessSecret, signed);
    const params = new URLSearchParams({
      type: signed.type,
      max: String(signed.max),
      exp: String(exp),
      uid: signed.uid,
      name: signed.name,
      sig,
    });
    return JSON.stringify({
      uploadUrl: `/api/blade-resource/oss/put/${key}?${params}`,
      method: 'PUT',
      headers: { 'Content-Type': signed.type },
      key,
      url: `/files/${key}`,
    });
  }

  /** The signed PUT (public: the signature is the permission; the tenant is the key's). */
  async put(query: z.output<typeof uploadPutQuery>, req: FastifyRequest): Promise<UploadedFile> {
    const key = (req.params as { '*': string })['*'];
    if (!KEY_RE.test(key)) throw bad(MSG.uploadType);
    const grant: UploadGrant = { key, type: query.type, max: query.max, exp: query.exp, uid: query.uid, name: query.name };
    if (!checkUploadSignature(this.svc.cfg.accessSecret, grant, query.sig)) throw forbidden(MSG.uploadFailed);
    if (
      String(req.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase() !== query.type
    )
      throw bad(MSG.uploadType);
    const bytes = req.body as Buffer;
    if (!Buffer.isBuffer(bytes) || !bytes.length) throw bad(MSG.uploadFailed);
    if (bytes.length > query.max) throw bad(MSG.uploadSize(Math.ceil(query.max / MB)));
    const ext = key.split('.').pop()!;
    if (!sniffMatches(ext, bytes)) throw bad(MSG.uploadType);
    const tenantId = key.slice(0, 6);
    const url = `/files/${key}`;
    // The record spends the URL and the bytes are stored in one transaction: a replay, or the second
    // of two parallel PUTs, finds the key taken and stores nothing; a failed write spends nothing.
    await this.svc.db.tx(
      async (q) => {
        const file = { key, name: query.name || null, ext, type: query.type, size: bytes.length, url };
        if (!(await repo.claimAttach(tenantData(q, tenantId, query.uid), file))) throw conflict(RESOURCE_MSG.uploadUsed);
        await this.storage.put(key, bytes);
      },
      { tenantId },
    );
    return { key, url, size: bytes.length, contentType: query.type };
  }

  /** Files are served outside /api (public links in the storefront), never executed. */
  async serve(req: FastifyRequest, reply: FastifyReply) {
    const key = (req.params as { '*': string })['*'];
    const bytes = KEY_RE.test(key) ? await this.storage.get(key) : null;
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
  }
}

/** The caller's own uploads (other users' files are theirs to list). */
export const attachPage = (ctx: Ctx, q: { current: number; size: number }) => repo.attachPage(ctx.data, ctx.requireUser().userId, q);

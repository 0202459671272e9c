import type { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG, RESOURCE_MSG, type UploadedFile, type uploadPutQuery, type uploadTokenBody } from '@yym/contract';
import type { Ctx, Services } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db.ts';
import { tenantData } from '../../platform/repo.ts';
import { bad, conflict, forbidden } from '../../platform/errors.ts';
import {
  FILE_KINDS,
  KEY_RE,
  SIZE_LIMITS,
  checkUploadSignature,
  newKey,
  signUpload,
  sniffMatches,
  type UploadGrant,
} from '../../platform/storage.ts';
import * as repo from './repo.ts';

const UPLOAD_TTL_S = 600;
const MB = 1024 * 1024;

/** Enough of a file's start for every check of `sniffMatches`. */
const SNIFF_BYTES = 16;

/**
 * Uploads: the browser asks for a credential (the spec's oss endpoint token), then PUTs the bytes
 * straight to the signed URL: this server's (local storage), or a presigned URL of the bucket
 * (STORAGE=s3), after which it asks this server to confirm. Extension, content type, magic bytes and
 * size are all checked, before a file is kept in either case; every parameter of the URL is signed
 * and the URL stores one file once; files are served with nosniff and a Content-Disposition.
 */
export class Uploads {
  constructor(private readonly svc: Services) {}

  /** The spec's credential call answers a JSON string. */
  async credential(ctx: Ctx, body: z.output<typeof uploadTokenBody>): Promise<string> {
    const ext = body.fileName.includes('.') ? body.fileName.split('.').pop()!.toLowerCase() : '';
    const kind = FILE_KINDS[ext];
    if (!kind?.types.includes(body.contentType.toLowerCase())) throw bad(MSG.uploadType);
    const max = SIZE_LIMITS[kind.kind]!;
    if (body.size > max) throw bad(MSG.uploadSize(Math.round(max / MB)));
    const key = newKey(ctx.tenantId, body.dir, ext);
    const exp = Math.floor(Date.now() / 1000) + UPLOAD_TTL_S;
    // The storage is chosen now and signed into the URL: the file lands where it was meant to go.
    const oss = (await this.svc.storages.chosen(ctx.q, ctx.tenantId)) ?? '';
    const signed: UploadGrant = {
      key,
      type: body.contentType.toLowerCase(),
      max: body.size,
      exp,
      uid: ctx.requireUser().userId,
      name: body.fileName.slice(0, 100),
      oss,
    };
    const sig = signUpload(this.svc.cfg.accessSecret, signed);
    const params = new URLSearchParams({
      type: signed.type,
      max: String(signed.max),
      exp: String(exp),
      uid: signed.uid,
      name: signed.name,
      oss,
      sig,
    });
    const incoming = await this.svc.storages.incoming(ctx.q, oss || null);
    return JSON.stringify({
      uploadUrl: incoming ? await incoming.presignPut(key, signed.type, UPLOAD_TTL_S) : `/api/blade-resource/oss/put/${key}?${params}`,
      method: 'PUT',
      headers: { 'Content-Type': signed.type },
      key,
      url: `/files/${key}`,
      ...(incoming ? { confirmUrl: `/api/blade-resource/oss/confirm/${key}?${params}` } : {}),
    });
  }

  /** The grant of a signed upload URL, or the refusal (bad key, bad or spent signature). */
  private grantOf(query: z.output<typeof uploadPutQuery>, req: FastifyRequest): UploadGrant {
    const key = (req.params as { '*': string })['*'];
    if (!KEY_RE.test(key)) throw bad(MSG.uploadType);
    const grant: UploadGrant = { key, type: query.type, max: query.max, exp: query.exp, uid: query.uid, name: query.name, oss: query.oss };
    if (!checkUploadSignature(this.svc.cfg.accessSecret, grant, query.sig)) throw forbidden(MSG.uploadFailed);
    return grant;
  }

  /**
   * After the browser's PUT to the bucket: the same checks as a PUT here, on what the bucket holds
   * (its declared type, its first bytes, its size), then the record and the move to the public area in
   * one transaction. A refused file is deleted; the presigned URL can only ever write the incoming
   * copy, so nothing sent after the confirm reaches the kept file.
   */
  async confirm(query: z.output<typeof uploadPutQuery>, req: FastifyRequest): Promise<UploadedFile> {
    const grant = this.grantOf(query, req);
    const incoming = await this.svc.storages.incoming(this.svc.db, grant.oss || null);
    if (!incoming) throw bad(MSG.uploadFailed);
    const { key } = grant;
    const got = await incoming.head(key, SNIFF_BYTES);
    if (!got?.size) {
      const kept = await this.svc.db.tx((q) => repo.attachKept(tenantData(q, key.slice(0, 6)), key), { tenantId: key.slice(0, 6) });
      throw kept ? conflict(RESOURCE_MSG.uploadUsed) : bad(MSG.uploadFailed);
    }
    const ext = key.split('.').pop()!;
    const refusal =
      got.type.split(';')[0]!.trim().toLowerCase() !== grant.type
        ? MSG.uploadType
        : got.size > grant.max
          ? MSG.uploadSize(Math.ceil(grant.max / MB))
          : !sniffMatches(ext, got.first)
            ? MSG.uploadType
            : null;
    try {
      if (refusal) throw bad(refusal);
      return await this.keep(grant, ext, got.size, () => incoming.moveTo(key, 'files', grant.type));
    } catch (e) {
      // a refused file, or a second PUT after the URL was spent, is not left in the bucket
      await incoming.remove(key).catch(() => {});
      throw e;
    }
  }

  /** The record spends the URL and the file is kept in one transaction (see `put`). */
  private async keep(grant: UploadGrant, ext: string, size: number, store: () => Promise<void>): Promise<UploadedFile> {
    const { key } = grant;
    const tenantId = key.slice(0, 6);
    const url = `/files/${key}`;
    await this.svc.db.tx(
      async (q) => {
        const file = { key, name: grant.name || null, ext, type: grant.type, size, url, ossId: grant.oss || null };
        if (!(await repo.claimAttach(tenantData(q, tenantId, grant.uid), file))) throw conflict(RESOURCE_MSG.uploadUsed);
        await store();
      },
      { tenantId },
    );
    return { key, url, size, contentType: grant.type };
  }

  /** The signed PUT (public: the signature is the permission; the tenant is the key's). */
  async put(query: z.output<typeof uploadPutQuery>, req: FastifyRequest): Promise<UploadedFile> {
    const grant = this.grantOf(query, req);
    const { key } = grant;
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
    // The record spends the URL and the bytes are stored in one transaction: a replay, or the second
    // of two parallel PUTs, finds the key taken and stores nothing; a failed write spends nothing.
    const storage = await this.svc.storages.of(this.svc.db, grant.oss || null, 'files');
    return this.keep(grant, ext, bytes.length, () => storage.put(key, bytes, grant.type));
  }

  /** Read on the primary: a file just uploaded may not have reached the replica yet. */
  private storageOf(key: string) {
    const tenantId = key.slice(0, 6);
    return this.svc.db.read((q) => uploadStorage(this.svc, q, key), { tenantId, primary: true });
  }

  /** Files are served outside /api (public links in the storefront), never executed. */
  async serve(req: FastifyRequest, reply: FastifyReply) {
    const key = (req.params as { '*': string })['*'];
    const file = KEY_RE.test(key) ? await (await this.storageOf(key)).reader(key) : null;
    if (!file) return reply.status(404).send({ code: 404, success: false, data: null, msg: MSG.notFound });
    const ext = key.split('.').pop()!;
    const kind = FILE_KINDS[ext];
    const inline = kind && kind.kind !== 'doc';
    return reply
      .header('Content-Type', kind?.types[0] ?? 'application/octet-stream')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'")
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${key.split('/').pop()}"`)
      .header('Content-Length', file.size)
      .send(file.stream);
  }
}

/** The storage an uploaded file was kept in (its record's config; none: the environment's). */
export async function uploadStorage(svc: Services, q: Queryable, key: string) {
  const ossId = await repo.attachOss(tenantData(q, key.slice(0, 6)), key);
  return svc.storages.of(q, ossId, 'files');
}

/** An uploaded file's bytes (collection artworks, voice audio: the caller checks whose key it is), or null. */
export async function uploadBytes(svc: Services, q: Queryable, key: string): Promise<Buffer | null> {
  return KEY_RE.test(key) ? (await uploadStorage(svc, q, key)).get(key) : null;
}

/** The caller's own uploads (other users' files are theirs to list). */
export const attachPage = (ctx: Ctx, q: { current: number; size: number }) => repo.attachPage(ctx.data, ctx.requireUser().userId, q);

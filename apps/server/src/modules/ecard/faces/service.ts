import type { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FACE_EXTS, FACE_MAX_MB, FACE_MSG, MSG, type FaceRow, type faceQuery } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { FILE_KINDS, newKey, sniffMatches } from '../../../platform/storage.ts';
import type { Row } from '../../../platform/db.ts';
import { maskPhone } from '../../customer/index.ts';
import * as repo from './repo.ts';

/**
 * 人脸管理: the face photo of a held card whose card checks faces at the gate. The photo is checked as
 * every upload is (extension, content type and the file's first bytes, size), stored under a generated
 * key in private storage (not the public /files), and read back only through the API with the
 * held-card codes.
 */

const MB = 1024 * 1024;
/**
 * Private: outside the public files area, so no link reaches a photo without a permission check. In
 * the storage of the OSS config the photo was written through (none: the environment's).
 */
const faceStorage = (ctx: Ctx, ossId: string | null) => ctx.svc.storages.of(ctx.q, ossId, 'faces');

const present = (r: Row, mask = true): FaceRow => ({
  id: String(r.id),
  cardId: String(r.cardId),
  cardNo: r.cardNo,
  cardName: r.cardName,
  holderName: r.holderName,
  holderPhone: mask ? maskPhone(r.holderPhone) : r.holderPhone,
  cardStatus: Number(r.cardStatus),
  hasPhoto: !!r.hasPhoto,
  photoTime: r.photoTime ?? null,
  fileSize: r.fileSize == null ? null : Number(r.fileSize),
});

export async function facePage(db: Scoped, q: z.output<typeof faceQuery>) {
  const page = await repo.facePage(db, q);
  return { ...page, records: page.records.map((r) => present(r)) };
}

/** The held card (404 when not the tenant's), refused when its card does not check faces. */
async function faceCard(db: Scoped, userCardId: string) {
  const u = await repo.heldWithFlag(db, userCardId);
  if (!u) throw notFound();
  if (Number(u.face_check) !== 1) throw bad(FACE_MSG.faceNotNeeded);
  return u;
}

/** The uploaded photo (the body), checked by name, declared type, first bytes and size. */
function photoOf(req: FastifyRequest, fileName: string) {
  const ext = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  if (!(FACE_EXTS as readonly string[]).includes(ext)) throw bad(FACE_MSG.faceType);
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (!FILE_KINDS[ext]!.types.includes(type)) throw bad(MSG.uploadType);
  const bytes = req.body as Buffer;
  if (!Buffer.isBuffer(bytes) || !bytes.length) throw bad(MSG.uploadFailed);
  if (bytes.length > FACE_MAX_MB * MB) throw bad(FACE_MSG.faceSize(FACE_MAX_MB));
  if (!sniffMatches(ext, bytes)) throw bad(MSG.uploadType);
  return { ext: ext === 'jpeg' ? 'jpg' : ext, type, bytes };
}

/**
 * Upload (first photo) or replace (the live one). The row is written first and the file after, in the
 * request's transaction: a refused row stores nothing, a failed write keeps no row.
 */
export async function savePhoto(ctx: Ctx, req: FastifyRequest, q: { id: string; fileName: string }, replace: boolean) {
  await faceCard(ctx.data, q.id);
  const p = photoOf(req, q.fileName);
  const face = {
    ossId: await ctx.svc.storages.chosen(ctx.q, ctx.tenantId),
    userCardId: q.id,
    key: newKey(ctx.tenantId, 'face', p.ext),
    fileName: q.fileName,
    contentType: p.type,
    size: p.bytes.length,
  };
  if (replace) {
    if (!(await repo.replaceFace(ctx.data, face))) throw bad(FACE_MSG.faceMissing);
  } else if (!(await repo.insertFace(ctx.data, face))) throw bad(FACE_MSG.faceExists);
  await (await faceStorage(ctx, face.ossId)).put(face.key, p.bytes);
  return present((await repo.faceRow(ctx.data, q.id))!);
}

export async function removePhoto(db: Scoped, userCardId: string) {
  if (!(await repo.heldWithFlag(db, userCardId))) throw notFound();
  if (!(await repo.removeFace(db, userCardId))) throw bad(FACE_MSG.faceMissing);
  return true;
}

/** The photo's bytes, never cached by shared caches and never run as anything but a picture. */
export async function sendPhoto(ctx: Ctx, reply: FastifyReply, userCardId: string) {
  const f = await repo.liveFace(ctx.data, userCardId);
  const bytes = f ? await (await faceStorage(ctx, f.oss_id == null ? null : String(f.oss_id))).get(f.file_key) : null;
  if (!f || !bytes) throw notFound();
  return reply
    .header('Content-Type', f.content_type)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'")
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', `inline; filename="face-${userCardId}.${String(f.file_key).split('.').pop()}"`)
    .send(bytes);
}

/** The held card's live photo, or nothing (the gate's face check needs one on file). */
export const liveFace = (db: Scoped, userCardId: string) => repo.liveFace(db, userCardId);

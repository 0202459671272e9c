import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ok } from '@yym/contract';

// How large answers (a year of a report by day: 70-330 KB of JSON) leave the server cheaply.

/** Rows a piece of a long list's JSON holds. */
const PIECE_ROWS = 64;
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The envelope of a long list as UTF-8 bytes, its rows written a few at a time; null for any other
 * answer (JSON.stringify as usual). One JSON string of a whole list with Chinese in it is two bytes a
 * character: past 64K characters V8 places it in its large-object space, memory mapped afresh for each
 * answer, and turning it into bytes then cost more than the rest of the request. Pieces stay small.
 */
export function longListBytes(data: unknown): Buffer | null {
  if (!Array.isArray(data) || data.length <= PIECE_ROWS) return null;
  const { data: _, ...envelope } = ok(null);
  const parts = [Buffer.from(`${JSON.stringify(envelope).slice(0, -1)},"data":[`)]; // {"code":200,…,"msg":"操作成功","data":[
  for (let i = 0; i < data.length; i += PIECE_ROWS) {
    const rows = JSON.stringify(data.slice(i, i + PIECE_ROWS)).slice(1, -1); // without the piece's brackets
    parts.push(Buffer.from(i ? `,${rows}` : rows));
  }
  parts.push(Buffer.from(']}'));
  return Buffer.concat(parts);
}

/** Answer a handler's data in the envelope: long lists as bytes written in pieces, the rest as usual. */
export function answer(reply: FastifyReply, data: unknown) {
  const bytes = longListBytes(data);
  return bytes ? reply.type(JSON_TYPE).send(bytes) : ok(data ?? null);
}

const gzipped = promisify(gzip);
/** JSON answers from this size on are gzipped (smaller ones cost more to pack than to send). */
const GZIP_FROM = 16 * 1024;

/**
 * Large JSON answers go gzipped to a client that takes it, as every browser does: a tenth of the bytes
 * over the merchant's line and through the server's socket.
 */
export function gzipLargeJson(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    const size = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload.length : 0;
    if (size < GZIP_FROM || reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return payload;
    reply.header('Content-Encoding', 'gzip').header('Vary', 'Accept-Encoding').removeHeader('content-length');
    return gzipped(payload as string | Buffer, { level: 1 }); // the fastest level: JSON's repeated keys shrink well at any
  });
}

import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@yym/contract';
import { BizError } from './errors.ts';

// What routes with raw bodies (signed notices) or raw replies (files) need around their handler.

/** Reads the body once, keeps its text on the request, and hands the same bytes on to the parser. */
export async function keepRawBody(req: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of payload) {
    size += (c as Buffer).length;
    if (size > 1024 * 1024) throw new BizError(413, MSG.paramInvalid);
    chunks.push(c as Buffer);
  }
  const body = Buffer.concat(chunks);
  (req as FastifyRequest & { rawBody?: string }).rawBody = body.toString('utf8');
  return Readable.from([body]);
}

const afterCommit = new WeakMap<FastifyReply, () => unknown>();

/**
 * Send a file once the request's transaction has committed: what the handler wrote beside it (the
 * export's record) is then there for the next request to read. Sent from inside the transaction, the
 * client could have the file and ask for the record before the COMMIT.
 */
export function sendOnCommit(reply: FastifyReply, send: () => unknown): void {
  afterCommit.set(reply, send);
}

/** The route's last step for file routes: the file kept by `sendOnCommit`, if any, goes out. */
export async function sendAfterCommit(reply: FastifyReply): Promise<FastifyReply> {
  await afterCommit.get(reply)?.();
  return reply;
}

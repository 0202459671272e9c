import type { Ctx } from '../../platform/context.ts';
import type { RouteAdder } from '../../platform/route.ts';

/** The stored secret's hash, under its column and its API name: never part of an answer. */
const SECRET_FIELDS = ['clientSecretHash', 'client_secret_hash'] as const;

function strip(row: unknown): unknown {
  if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
  const copy = { ...(row as Record<string, unknown>) };
  for (const f of SECRET_FIELDS) delete copy[f];
  return copy;
}

/** A client row, a list of them or a page of them, without the secret's hash. */
export function withoutSecret(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(strip);
  const page = data as { records?: unknown } | null;
  if (page && typeof page === 'object' && Array.isArray(page.records)) return { ...page, records: page.records.map(strip) };
  return strip(data);
}

/** An adder whose every handler answers without the secret's hash (reads and the saved row alike). */
export const secretFree = (r: RouteAdder): RouteAdder =>
  ((ep, handler, opts) =>
    r(
      ep,
      (async (ctx: Ctx, input: unknown) => withoutSecret(await (handler as Handler)(ctx, input))) as typeof handler,
      opts,
    )) as RouteAdder;
type Handler = (ctx: Ctx, input: unknown) => Promise<unknown>;

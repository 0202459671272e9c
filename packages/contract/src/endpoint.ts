import { z, type ZodType } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API, written once and used by both sides: the server registers its route from it
 * (`r(endpoint, handler)`), the web app calls it through the typed client (`call(endpoint, input)`).
 */
export interface Endpoint<
  Q extends ZodType | undefined = ZodType | undefined,
  B extends ZodType | undefined = ZodType | undefined,
  R = unknown,
> {
  readonly method: Method;
  /** Path under /api, e.g. `/yym-product-api/poi/page`. */
  readonly path: string;
  /** Other paths the spec gives the same call (served by the same handler; the web app uses `path`). */
  readonly aliases?: readonly string[];
  readonly summary: string;
  readonly query?: Q;
  readonly body?: B;
  /** What `data` holds on success; `returns<T>()` when only the type is written down. */
  readonly response?: ZodType<R>;
  /** Button (or menu) codes, any of which allows the call. */
  readonly perm?: readonly string[];
  /** `public` calls need no token. Default: a logged-in user. */
  readonly auth?: 'public' | 'user';
  /** A mutating call that only touches the caller's own account (logout, own password). */
  readonly self?: boolean;
  /** Only the platform tenant 000000 may call it. */
  readonly platform?: boolean;
  /** The answer is a file (exports, pictures); failures still answer JSON. */
  readonly blob?: boolean;
}

/** Declares an endpoint; the identity keeps its literal types for the server and the client. */
/** Marked free of side effects: a bundle keeps only the endpoints its pages call. */
export const endpoint = /* @__NO_SIDE_EFFECTS__ */ <
  Q extends ZodType | undefined = undefined,
  B extends ZodType | undefined = undefined,
  R = unknown,
>(
  e: Endpoint<Q, B, R>,
): Endpoint<Q, B, R> => e;

/** A response whose shape is written as a TypeScript type only (no run-time check). */
export const returns = <T>(): ZodType<T> => z.custom<T>();

export type QueryOf<E> = E extends Endpoint<infer Q> ? (Q extends ZodType ? z.input<Q> : undefined) : never;
export type BodyOf<E> = E extends Endpoint<ZodType | undefined, infer B> ? (B extends ZodType ? z.input<B> : undefined) : never;
export type ResponseOf<E> = E extends Endpoint<ZodType | undefined, ZodType | undefined, infer R> ? R : never;

/**
 * The storefront's calls of one area under its prefix: public (the tenant comes from the link; the
 * customer's own calls check the customer's token in the handler).
 */
export const storefrontCalls =
  (prefix: string) =>
  <Q extends ZodType | undefined, B extends ZodType | undefined, R>(
    method: 'GET' | 'POST',
    path: string,
    summary: string,
    io: { query?: Q; body?: B },
    response: ZodType<R>,
  ) =>
    endpoint({ method, path: `${prefix}${path}`, summary, auth: 'public', query: io.query as Q, body: io.body as B, response });

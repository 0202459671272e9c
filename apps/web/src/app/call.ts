import type { BodyOf, Endpoint, Method, QueryOf, ResponseOf } from '@yym/contract';
import { request, type RequestOptions } from './http.ts';

export interface CallInput<E> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

/**
 * Call an endpoint of the contract. The only way a feature's api.ts reaches the server: the path,
 * method and types come from the endpoint object the server registered its route from.
 */
export function call<E extends Endpoint>(
  ep: E,
  input: CallInput<E> = {},
  opts: Omit<RequestOptions, 'params' | 'body'> = {},
): Promise<ResponseOf<E>> {
  return callRoute<E>(ep, input, opts);
}

/**
 * An endpoint's method and path without its schemas, typed by the endpoint it stands for (`E` is
 * only a type). The login page calls through these so that it loads neither the contract's endpoint
 * objects nor zod; auth.test.ts checks each one against its endpoint.
 */
export interface Route<E> {
  readonly method: Method;
  readonly path: string;
  readonly blob?: boolean;
  /** Never set: carries the endpoint's type for `callRoute`. */
  readonly endpoint?: E;
}

export const route = <E extends Endpoint>(method: E['method'], path: string): Route<E> => ({ method, path });

/** `call` for a `Route`: the same request, typed by the endpoint the route stands for. */
export function callRoute<E extends Endpoint>(
  r: Route<E>,
  input: CallInput<E> = {},
  opts: Omit<RequestOptions, 'params' | 'body'> = {},
): Promise<ResponseOf<E>> {
  return request<ResponseOf<E>>(r.method, r.path, {
    ...opts,
    params: input.query as Record<string, unknown> | undefined,
    body: input.body,
    ...(r.blob ? { blob: true } : {}),
  });
}

/** Comma-joined ids, as the spec's remove and batch calls take them. */
export const idList = (ids: readonly string[]) => ids.join(',');

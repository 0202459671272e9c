import type { BodyOf, Endpoint, QueryOf, ResponseOf } from '@yym/contract';
import { request, type RequestOptions } from './http.ts';

export interface CallInput<E> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

/**
 * Call an endpoint of the contract. The only way a feature's api.ts reaches the server: the path,
 * method and types come from the endpoint object the server registered its route from.
 */
export function call<E extends Endpoint<any, any, any>>(
  ep: E,
  input: CallInput<E> = {},
  opts: Omit<RequestOptions, 'params' | 'body'> = {},
): Promise<ResponseOf<E>> {
  return request<ResponseOf<E>>(ep.method, ep.path, {
    ...opts,
    params: input.query as Record<string, unknown> | undefined,
    body: input.body,
    ...(ep.blob ? { blob: true } : {}),
  });
}

/** Comma-joined ids, as the spec's remove and batch calls take them. */
export const idList = (ids: readonly string[]) => ids.join(',');

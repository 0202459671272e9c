import { inputRefusal, type BodyOf, type Endpoint, type Method, type QueryOf, type ResponseOf } from '@yym/contract';
import type { ZodType } from 'zod';
import { ApiError, refuse, request, type RequestOptions } from './http.ts';
import type { FieldRefusal } from './refusal.ts';

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
  const refused = ep.body ? checkBody(ep.body as ZodType, input.body) : null;
  if (refused) return Promise.reject(refuse(refused, opts));
  return callRoute<E>(ep, input, opts);
}

/**
 * The contract's own check of a body, before it is sent: what the server would refuse is refused
 * here with the same message (and the fields it concerns), so a form never sends nonsense and waits.
 * Checked as the server will see it, after JSON. Files go as they are.
 */
function checkBody(schema: ZodType, body: unknown): ApiError | null {
  if (body === undefined || body instanceof FormData || body instanceof Blob) return null;
  const seen = schema.safeParse(JSON.parse(JSON.stringify(body)));
  if (seen.success) return null;
  const [first] = seen.error.issues;
  const fields: FieldRefusal[] = seen.error.issues.map((i) => ({
    name: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    message: i.message,
  }));
  return new ApiError(400, inputRefusal(first?.message, first?.path.join('.') ?? ''), { fields });
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

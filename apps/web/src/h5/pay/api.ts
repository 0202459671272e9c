import { payNoticeApi, type BodyOf } from '@yym/contract';
import { call } from '../../app/call.ts';

export type { PayMethod, PayStarted } from '@yym/contract';

const publicCall = { noAuth: true, silent: true };

/** The cashier's calls with the tenant's providers (public, by order code). */
export const cashierApi = {
  methods: (code: string) => call(payNoticeApi.methods, { query: { code } }, publicCall),
  start: (body: BodyOf<typeof payNoticeApi.start>) => call(payNoticeApi.start, { body }, publicCall),
};

import { blacklistApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as blacklist from './service.ts';

/** 黑名单: blacklisted customers, locking and unlocking, the automatic rule's setup. */
export default defineRoutes((r) => {
  r(blacklistApi.page, (ctx, { query }) => blacklist.blacklistPage(ctx, query));
  r(blacklistApi.save, (ctx, { body }) => blacklist.save(ctx, body));
  r(blacklistApi.lock, (ctx, { body }) => blacklist.batchLock(ctx, body.ids, body.lockReason));
  r(blacklistApi.unlock, (ctx, { body }) => blacklist.unlock(ctx, body.ids));
  r(blacklistApi.count, (ctx) => blacklist.count(ctx));
  r(blacklistApi.setup, (ctx) => blacklist.setup(ctx));
  r(blacklistApi.setupSave, (ctx, { body }) => blacklist.saveSetup(ctx, body));
});

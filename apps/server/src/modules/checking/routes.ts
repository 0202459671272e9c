import { VERIFY_METHOD, checkingApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  // The gate opens its own transactions: a refusal is recorded after the check's rollback.
  r(checkingApi.check, (ctx, { body }) => service.checkAndRecord(ctx, body), { noTx: true });
  r(checkingApi.batch, (ctx, { body }) => service.checkAndRecord(ctx, { ...body, method: VERIFY_METHOD.BATCH }), { noTx: true });
  r(checkingApi.lookup, (ctx, { query }) => service.lookup(ctx.data, query));

  r(checkingApi.records, (ctx, { query }) => service.records(ctx.data, query));
  r(checkingApi.exportRecords, (ctx, { query, reply }) => service.exportRecords(ctx, reply, query), { raw: true });
  r(checkingApi.deviceRecords, (ctx, { query }) => service.records(ctx.data, query, true));

  r(checkingApi.verifiers, (ctx, { query }) => service.verifiers(ctx.data, query));
  r(checkingApi.verifierDetail, (ctx, { query }) => service.verifierDetail(ctx.data, query.scenicVerificationId));
  r(checkingApi.verifierSave, (ctx, { body }) => service.saveVerifier(ctx, body));
  r(checkingApi.verifierRemove, (ctx, { query }) => service.removeVerifiers(ctx.data, query.ids));
  r(checkingApi.verifierStatus, (ctx, { query }) => service.setVerifierStatus(ctx.data, query.ids, query.verifyPoiStatus));
  r(checkingApi.tenantUsers, (ctx) => service.tenantUsers(ctx.data));

  r(checkingApi.configList, (ctx) => service.methodConfigs(ctx.data));
  r(checkingApi.configSave, (ctx, { body }) => service.saveMethodConfigs(ctx.data, body));

  r(checkingApi.powers, (ctx, { query }) => service.powers(ctx.data, query));
  r(checkingApi.powerDetail, (ctx, { query }) => service.powerDetail(ctx.data, query.powerId));
  r(checkingApi.powerSave, (ctx, { body }) => service.savePower(ctx, body));
  r(checkingApi.powerDelete, (ctx, { query }) => service.removePower(ctx.data, query.powerId));
});

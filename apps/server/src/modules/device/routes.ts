import { deviceApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(deviceApi.page, (ctx, { query }) => service.devices(ctx.data, query));
  r(deviceApi.detail, (ctx, { query }) => service.device(ctx.data, (query.id ?? query.voiceId)!));
  r(deviceApi.add, (ctx, { body }) => service.addDevice(ctx.data, body));
  r(deviceApi.update, (ctx, { body }) => service.updateDevice(ctx.data, body));
  r(deviceApi.batchStatus, (ctx, { body }) => service.setStatus(ctx.data, body.ids, body.status));
  r(deviceApi.batchDel, (ctx, { body }) => service.removeDevices(ctx.data, body.ids));
  r(deviceApi.sceneList, (ctx) => service.scenes(ctx.data));
  r(deviceApi.selectList, (ctx) => service.selectList(ctx.data));
  r(deviceApi.checkers, (ctx) => service.checkers(ctx.data));
  r(deviceApi.products, (ctx) => service.products(ctx.data));
  r(deviceApi.machineSave, (ctx, { body }) => service.saveMachine(ctx.data, body));
  r(deviceApi.credential, (ctx, { body }) => service.issueCredential(ctx.data, body.id));
  r(deviceApi.revoke, (ctx, { body }) => service.revokeCredential(ctx.data, body.id));
  r(deviceApi.groups, (ctx, { query }) => service.groups(ctx.data, query));
  r(deviceApi.groupSave, (ctx, { body }) => service.mustHave(ctx, !!body.id).then(() => service.saveGroup(ctx.data, body)));
  r(deviceApi.groupRemove, (ctx, { query }) => service.removeGroups(ctx.data, query.ids));

  // The device's own check opens its own transactions (a refusal is recorded after the check's rollback).
  r(deviceApi.deviceCheck, (ctx, { body, req }) => service.deviceCheck(ctx, req, body), { noTx: true });

  r(deviceApi.monitor, (ctx, { query }) => service.monitor(ctx.data, query));
  r(deviceApi.countStatus, (ctx, { query }) => service.counts(ctx.data, query.groupId));
  r(deviceApi.refresh, (ctx) => service.refresh(ctx.data));
  r(deviceApi.records, (ctx, { query }) => service.records(ctx.data, query));
  r(deviceApi.heartbeat, (ctx, { body, req }) => service.heartbeat(ctx, req, body), { log: false });
});

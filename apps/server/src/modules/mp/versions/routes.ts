import { mpAlipayApi as ALI, mpApi, mpWxApi as WX } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

// Calls that ask the platform run outside the request's transaction (noTx): read, ask, record.
const NO_TX = { noTx: true } as const;

export default defineRoutes((r) => {
  r(mpApi.panels, (ctx) => service.panels(ctx));
  r(mpApi.versionLogs, (ctx, { query }) => service.history(ctx, query));
  r(mpApi.sandboxElapse, (ctx, { body }) => service.sandboxElapse(ctx, body.seconds), NO_TX);
  // chat app (wechat)
  r(WX.codePage, (ctx, { query }) => service.versionPage(ctx, 'wechat', query));
  r(WX.upload, (ctx, { body }) => service.upload(ctx, 'wechat', body), NO_TX);
  r(WX.submitAudit, (ctx, { body }) => service.submit(ctx, 'wechat', body.id), NO_TX);
  r(WX.undoAudit, (ctx, { body }) => service.cancelAudit(ctx, 'wechat', body.id), NO_TX);
  r(WX.speedupAudit, (ctx, { body }) => service.speedupAudit(ctx, 'wechat', body.id), NO_TX);
  r(WX.release, (ctx, { body }) => service.release(ctx, 'wechat', body.id), NO_TX);
  r(WX.revertRelease, (ctx, { body }) => service.rollback(ctx, 'wechat', body.id), NO_TX);
  r(WX.batchSubmitAudit, (ctx, { body }) => service.batchSubmit(ctx, body.targets), NO_TX);
  r(WX.batchRelease, (ctx, { body }) => service.batchRelease(ctx, body.targets), NO_TX);
  r(WX.batchUpdateVersion, (ctx, { body }) => service.batchUpload(ctx, body.targets, body), NO_TX);
  r(WX.history, (ctx, { query }) => service.history(ctx, { ...query, platform: 'wechat' }));
  r(WX.lastAuditStatus, (ctx, { query }) => service.refresh(ctx, 'wechat', query), NO_TX);
  r(WX.changeVisitStatus, (ctx, { body }) => service.changeVisit(ctx, 'wechat', body.id, body.action), NO_TX);
  r(WX.qrcode, (ctx, { reply }) => service.qrcode(ctx, reply, 'wechat'), { noTx: true, raw: true });
  r(WX.templateList, (ctx) => service.templates(ctx, 'wechat'), NO_TX);
  r(WX.templateDraft, (ctx) => service.drafts(ctx), NO_TX);
  r(WX.addToTemplate, (ctx, { body }) => service.addToTemplate(ctx, body.draftId), NO_TX);
  r(WX.notify, (ctx, { query, body }) => service.callback(ctx.svc, 'wechat', { query, body: body as Record<string, string> }), NO_TX);
  // payment app (alipay)
  r(ALI.versionPage, (ctx, { query }) => service.versionPage(ctx, 'alipay', query));
  r(ALI.upload, (ctx, { body }) => service.upload(ctx, 'alipay', body), NO_TX);
  r(ALI.auditApply, (ctx, { body }) => service.submit(ctx, 'alipay', body.id), NO_TX);
  r(ALI.auditCancel, (ctx, { body }) => service.cancelAudit(ctx, 'alipay', body.id), NO_TX);
  r(ALI.online, (ctx, { body }) => service.release(ctx, 'alipay', body.id), NO_TX);
  r(ALI.rollback, (ctx, { body }) => service.rollback(ctx, 'alipay', body.id), NO_TX);
  r(ALI.experience, (ctx, { body }) => service.experience(ctx, body.id), NO_TX);
  r(ALI.refreshStatus, (ctx, { body }) => service.refresh(ctx, 'alipay', body), NO_TX);
  r(ALI.applyRecord, (ctx, { query }) => service.history(ctx, { ...query, platform: 'alipay' }));
  r(ALI.templateListQuery, (ctx) => service.templates(ctx, 'alipay'), NO_TX);
  r(ALI.notify, (ctx, { body }) => service.callback(ctx.svc, 'alipay', { query: {}, body }), NO_TX);
});

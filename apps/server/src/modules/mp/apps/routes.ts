import { mpAlipayApi as ALI, mpApi, mpWxApi as WX, type MpPlatform } from '@yym/contract';
import { defineRoutes, type RouteAdder } from '../../../platform/route.ts';
import * as service from './service.ts';

// Calls that ask the platform run outside the request's transaction (noTx): read, ask, record.
const NO_TX = { noTx: true } as const;

function authRoutes(r: RouteAdder, api: typeof WX | typeof ALI, platform: MpPlatform) {
  r(
    api.preAuthCode,
    async (ctx, { req }) => {
      const p = await service.authPage(ctx, req, platform);
      return { preAuthCode: p.preAuthCode, expiresIn: p.expiresIn };
    },
    NO_TX,
  );
  r(api.redirectAuthPage, async (ctx, { req }) => ({ url: (await service.authPage(ctx, req, platform)).url }), NO_TX);
  r(
    api.link,
    async (ctx, { req }) => {
      const p = await service.authPage(ctx, req, platform);
      return { url: p.url, expiresAt: p.expiresAt };
    },
    NO_TX,
  );
  r(api.appDetail, (ctx) => service.appDetail(ctx, platform));
  r(api.unbind, (ctx, { body }) => service.unbind(ctx, platform, body.appId), NO_TX);
  r(api.callback, (ctx, { query, reply }) => service.authCallback(ctx.svc, reply, platform, query), { noTx: true, raw: true });
}

export default defineRoutes((r) => {
  authRoutes(r, WX, 'wechat');
  authRoutes(r, ALI, 'alipay');
  r(mpApi.batchApps, (ctx, { query }) => service.allApps(ctx, query));
  // chat-app settings
  r(WX.modifyDomain, (ctx, { body }) => service.modifyDomain(ctx, { platform: 'wechat', ...body }), NO_TX);
  r(WX.getPrivacy, (ctx) => service.getPrivacy(ctx, 'wechat'));
  r(WX.setPrivacy, (ctx, { body }) => service.setPrivacy(ctx, { platform: 'wechat', ...body }), NO_TX);
  r(WX.applyPrivacyInterface, (ctx, { body }) => service.applyInterface(ctx, 'wechat', 'privacyInterface', body), NO_TX);
  r(WX.getDefaultVersion, (ctx) => service.getDefaultVersion(ctx, 'wechat'));
  r(WX.setDefaultVersion, (ctx, { body }) => service.setDefaultVersion(ctx, 'wechat', body), NO_TX);
  r(WX.material, (ctx, { body }) => service.material(ctx, body), NO_TX);
  r(WX.quota, (ctx) => service.quota(ctx, 'wechat'), NO_TX);
  r(WX.clearQuota, (ctx, { body }) => service.clearQuota(ctx, 'wechat', body.appId), NO_TX);
  r(WX.testers, (ctx) => service.testers(ctx, 'wechat'));
  r(WX.memberAuth, (ctx) => service.testers(ctx, 'wechat'));
  r(WX.bindTester, (ctx, { body }) => service.bindTester(ctx, 'wechat', body), NO_TX);
  r(WX.unbindTester, (ctx, { body }) => service.unbindTester(ctx, 'wechat', body), NO_TX);
  // payment-app settings
  r(ALI.members, (ctx) => service.testers(ctx, 'alipay'));
  r(ALI.addMember, (ctx, { body }) => service.bindTester(ctx, 'alipay', body), NO_TX);
  r(ALI.removeMember, (ctx, { body }) => service.unbindTester(ctx, 'alipay', body), NO_TX);
  r(ALI.applyUserInfo, (ctx, { body }) => service.applyInterface(ctx, 'alipay', 'userInfo', body), NO_TX);
  r(ALI.setDefaultVersion, (ctx, { body }) => service.setDefaultVersion(ctx, 'alipay', body), NO_TX);
  r(ALI.getDefaultVersion, (ctx) => service.getDefaultVersion(ctx, 'alipay'));
  r(ALI.listQuery, (ctx, { query }) => service.allApps(ctx, { ...query, platform: 'alipay' }));
  r(ALI.callbackPage, (ctx, { query }) => service.callbackPage(ctx, query));
  r(ALI.topicSubscribe, (ctx, { body }) => service.topicSubscribe(ctx, body.appId), NO_TX);
  r(ALI.saveMallInfo, (ctx, { body }) => service.saveMallInfo(ctx, body), NO_TX);
});

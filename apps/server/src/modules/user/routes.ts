import { userApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  r(userApi.page, (ctx, { query }) => service.userPage(ctx, query));
  r(userApi.detail, (ctx, { query }) => service.userDetail(ctx, query.id));
  r(userApi.info, (ctx) => service.userInfo(ctx, ctx.requireUser().userId));
  r(userApi.save, (ctx, { body }) => service.addUser(ctx, body));
  r(userApi.update, (ctx, { body }) => service.updateUser(ctx, body));
  r(userApi.updatePlatform, (ctx, { body }) => service.updateUser(ctx, body));
  r(userApi.submit, (ctx, { body }) => service.submitUser(ctx, body));
  r(userApi.remove, (ctx, { query }) => service.removeUsers(ctx, query.ids));
  r(userApi.resetPassword, (ctx, { query }) => service.resetPasswords(ctx, query.userIds));
  r(userApi.updatePassword, (ctx, { body }) => service.changeOwnPassword(ctx, body));
  r(userApi.updateInfo, (ctx, { body }) => service.updateProfile(ctx, body));
  r(userApi.grant, (ctx, { query }) => service.grantRoles(ctx, query.userIds, query.roleIds));
});

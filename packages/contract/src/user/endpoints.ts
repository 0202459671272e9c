import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { MSG } from '../messages.ts';
import { checkEmail, checkMobile } from '../validation.ts';
import { zFilter, zId, zIdFilter, zIds, zPageQuery, zPasswordChange, zIdText, zInt } from '../schemas.ts';
import { READ_PERMS } from '../system/reads.ts';

/** A user as lists and the detail dialog show it (never the password hash). */
export interface UserRow {
  tenantId: string;
  id: string;
  code: string | null;
  userType: number;
  account: string;
  name: string | null;
  realName: string | null;
  avatar: string | null;
  email: string | null;
  phone: string | null;
  birthday: string | null;
  sex: number | null;
  roleId: string;
  deptId: string;
  postId: string;
  isMerchant: boolean;
  status: number;
  createTime: string;
  updateTime: string;
}
/** A user with the names of its roles, departments, posts and tenant (profile, detail, user-info). */
export interface UserInfo extends UserRow {
  roleName: string | null;
  deptName: string | null;
  postName: string | null;
  tenantName: string | null;
}

export const USER_MSG = { cannotRemoveSelf: '不能删除当前登录用户' } as const;

/** "1,2" or ['1', 2] → ['1', '2'] (ids of a form's multi-select). */
const zIdList = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))])
  .optional()
  .transform((v) => (v === undefined ? undefined : (Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter(Boolean)))
  .pipe(z.array(zIdText).optional());

const contactCheck = (f: { phone?: string | null; email?: string | null }, ctx: z.RefinementCtx) => {
  const wrong = (f.phone ? checkMobile(f.phone) : null) ?? (f.email ? checkEmail(f.email) : null);
  if (wrong) ctx.addIssue({ code: 'custom', message: wrong });
};

export const zUserForm = z
  .object({
    id: zId.optional(),
    account: z.string().trim().min(2, MSG.regAccountRequired).max(50),
    name: z.string().trim().max(50).optional(),
    realName: z.string().trim().max(50).optional(),
    password: z.string().optional(),
    password2: z.string().optional(),
    email: z.string().trim().max(100).optional().nullable(),
    phone: z.string().trim().max(20).optional().nullable(),
    birthday: z.string().optional().nullable(),
    sex: z.coerce.number().int().min(-1).max(2).optional().nullable(),
    code: z.string().max(50).optional().nullable(),
    avatar: z.string().max(500).optional().nullable(),
    roleId: zIdList,
    deptId: zIdList,
    postId: zIdList,
    status: z.coerce.number().int().min(0).max(1).optional(),
    userType: z.coerce.number().int().min(1).max(3).optional(),
  })
  .superRefine(contactCheck);

export const zProfileForm = z
  .object({
    name: z.string().trim().max(50).optional(),
    realName: z.string().trim().max(50).optional(),
    avatar: z.string().max(500).optional().nullable(),
    phone: z.string().optional().nullable(),
    email: z.string().optional().nullable(),
  })
  .superRefine(contactCheck);

export const userPageQuery = zPageQuery.extend({
  deptId: zIdFilter,
  account: zFilter,
  realName: zFilter,
  phone: zFilter,
  status: zInt().optional(),
});

const byId = z.object({ id: zId });
const save = (path: string, summary: string, perm: string[]) =>
  endpoint({ method: 'POST', path, summary, body: zUserForm, perm, response: returns<boolean>() });

/** blade-user: the tenant's users and the caller's own profile (spec 1 §5, 用户管理 / 个人信息). */
export const userApi = {
  page: endpoint({
    method: 'GET',
    path: '/blade-user/page',
    aliases: ['/blade-user/list'],
    summary: "Users: page (by department, within the caller's data scope)",
    query: userPageQuery,
    perm: READ_PERMS.user,
    response: returns<Page<UserRow>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/blade-user/detail',
    aliases: ['/blade-user/platform-detail'],
    /** Open to every user for their own id; another user's needs one of READ_PERMS.user (checked by the service). */
    summary: 'User detail',
    query: byId,
    response: returns<UserInfo>(),
  }),
  /** The caller, with names; the shell asks it at /blade-auth/oauth/user-info. */
  info: endpoint({
    method: 'GET',
    path: '/blade-user/info',
    aliases: ['/blade-auth/oauth/user-info'],
    summary: 'The current user',
    response: returns<UserInfo>(),
  }),
  save: endpoint({
    method: 'POST',
    path: '/blade-user/save',
    summary: 'Users: add',
    body: zUserForm,
    perm: ['user_add'],
    response: returns<{ id: string }>(),
  }),
  update: save('/blade-user/update', 'Users: update', ['user_edit']),
  updatePlatform: save('/blade-user/update-platform', 'Users: update platform fields', ['user_edit']),
  submit: save('/blade-user/submit', 'Users: add or update', ['user_add', 'user_edit']),
  remove: endpoint({
    method: 'POST',
    path: '/blade-user/remove',
    summary: 'Users: remove',
    query: z.object({ ids: zIds }),
    perm: ['user_delete'],
    response: returns<number>(),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/blade-user/reset-password',
    aliases: ['/blade-user/resetPassword/update'],
    summary: 'Users: reset password to the initial password',
    query: z.object({ userIds: zIds }),
    perm: ['user_reset'],
    response: returns<number>(),
  }),
  /** The new password is sent as typed (over TLS) so the server can check it; the old one as its MD5. */
  updatePassword: endpoint({
    method: 'POST',
    path: '/blade-user/update-password',
    aliases: ['/blade-user/updatePassword/update'],
    summary: 'Change my password',
    body: zPasswordChange,
    self: true,
    response: returns<boolean>(),
  }),
  updateInfo: endpoint({
    method: 'POST',
    path: '/blade-user/update-info',
    summary: 'Update my profile',
    self: true,
    body: zProfileForm,
    response: returns<boolean>(),
  }),
  grant: endpoint({
    method: 'POST',
    path: '/blade-user/grant',
    summary: 'Users: grant roles',
    perm: ['user_role'],
    query: z.object({ userIds: zIds, roleIds: zIds }),
    response: returns<number>(),
  }),
};

import { z } from 'zod';
import {
  MSG, zId, zIds, zPageQuery, zFilter, zPasswordChange, checkNewPassword, checkMobile, checkEmail,
} from '@yym/contract';
import { defineModule } from '../../platform/route.ts';
import { sql } from '../../platform/sql.ts';
import type { Ctx } from '../../platform/context.ts';
import { bad, notFound } from '../../platform/errors.ts';
import { hashPassword, hashPlainPassword, md5, verifyPassword } from '../../platform/tokens.ts';
import { revokeSessions } from '../auth/service.ts';
import { USER, USER_COLUMNS, dataScope, userInfo } from './service.ts';

const idList = z.union([z.string(), z.array(z.union([z.string(), z.number()]))]).optional()
  .transform((v) => (v === undefined ? undefined : (Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter(Boolean)))
  .pipe(z.array(z.string().regex(/^\d{1,19}$/, MSG.paramInvalid)).optional());

const userForm = z.object({
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
  roleId: idList,
  deptId: idList,
  postId: idList,
  status: z.coerce.number().int().min(0).max(1).optional(),
  userType: z.coerce.number().int().min(1).max(3).optional(),
}).superRefine((f, ctx) => {
  const m = (f.phone ? checkMobile(f.phone) : null) ?? (f.email ? checkEmail(f.email) : null);
  if (m) ctx.addIssue({ code: 'custom', message: m });
});

/** Role, dept and post ids must be rows of the caller's tenant. */
async function checkRefs(ctx: Ctx, f: { roleId?: string[]; deptId?: string[]; postId?: string[] }) {
  for (const [table, ids] of [['blade_role', f.roleId], ['blade_dept', f.deptId], ['blade_post', f.postId]] as const) {
    if (!ids?.length) continue;
    const r = await ctx.q.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.ident(table)}
      WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND id = ANY(${ids}::bigint[])`);
    if (r!.n !== new Set(ids).size) throw notFound();
  }
}

const toRow = (f: z.output<typeof userForm>) => ({
  ...f,
  roleIds: f.roleId, deptIds: f.deptId, postIds: f.postId,
  birthday: f.birthday || null,
});

export default defineModule((r) => {
  const pageQuery = zPageQuery.extend({
    deptId: zFilter, account: zFilter, realName: zFilter, phone: zFilter, status: z.coerce.number().int().optional(),
  });
  for (const url of ['/blade-user/page', '/blade-user/list']) {
    r({
      method: 'GET', url, summary: 'Users: page (by department, within the caller\'s data scope)', query: pageQuery,
      handler: async (ctx, { query }) => {
        const scope = await dataScope(ctx, 'user');
        return ctx.data.page(USER, {
          columns: USER_COLUMNS,
          current: query.current, size: query.size, orderBy: 'id',
          where: [
            scope,
            query.deptId && /^\d+$/.test(query.deptId) && sql`dept_ids && ARRAY(SELECT d.id FROM blade_dept d WHERE d.tenant_id = ${ctx.tenantId}
              AND d.is_deleted = 0 AND (d.id = ${query.deptId} OR ${query.deptId} = ANY(string_to_array(d.ancestors, ','))))`,
            query.account && sql`account ILIKE ${'%' + query.account + '%'}`,
            query.realName && sql`real_name ILIKE ${'%' + query.realName + '%'}`,
            query.phone && sql`phone LIKE ${query.phone + '%'}`,
            query.status !== undefined && sql`status = ${query.status}`,
          ],
        });
      },
    });
  }

  for (const url of ['/blade-user/detail', '/blade-user/platform-detail']) {
    r({ method: 'GET', url, summary: 'User detail', query: z.object({ id: zId }),
      handler: (ctx, { query }) => userInfo(ctx, query.id) });
  }
  r({ method: 'GET', url: '/blade-user/info', summary: 'The current user', handler: (ctx) => userInfo(ctx, ctx.requireUser().userId) });

  r({
    method: 'POST', url: '/blade-user/save', summary: 'Users: add', body: userForm, perm: 'user_add',
    handler: async (ctx, { body }) => {
      const m = checkNewPassword(body.password);
      if (m) throw bad(m);
      if (body.password2 !== undefined && body.password2 !== body.password) throw bad(MSG.passwordsDiffer);
      await checkRefs(ctx, body);
      const dup = await ctx.q.one(sql`SELECT 1 FROM blade_user WHERE tenant_id = ${ctx.tenantId} AND account = ${body.account} AND is_deleted = 0`);
      if (dup) throw bad(MSG.accountExists);
      const row = await ctx.data.insert(USER, toRow(body), { password: await hashPlainPassword(body.password!) });
      return { id: (row as any).id };
    },
  });

  const update = async (ctx: Ctx, body: z.output<typeof userForm>) => {
    if (!body.id) throw bad(MSG.paramInvalid);
    await checkRefs(ctx, body);
    const dup = await ctx.q.one(sql`SELECT 1 FROM blade_user WHERE tenant_id = ${ctx.tenantId} AND account = ${body.account} AND is_deleted = 0 AND id <> ${body.id}`);
    if (dup) throw bad(MSG.accountExists);
    await ctx.data.update(USER, body.id, toRow(body));
    if (body.status === 0) await revokeSessions(ctx.q, sql`tenant_id = ${ctx.tenantId} AND user_id = ${body.id}`, 'disabled');
    return true;
  };
  r({ method: 'POST', url: '/blade-user/update', summary: 'Users: update', body: userForm, perm: 'user_edit', handler: (ctx, { body }) => update(ctx, body) });
  r({ method: 'POST', url: '/blade-user/update-platform', summary: 'Users: update platform fields', body: userForm, perm: 'user_edit', handler: (ctx, { body }) => update(ctx, body) });
  r({ method: 'POST', url: '/blade-user/submit', summary: 'Users: add or update', body: userForm, perm: ['user_add', 'user_edit'],
    handler: async (ctx, { body }) => {
      if (body.id) return update(ctx, body);
      throw bad(MSG.paramInvalid);
    } });

  r({
    method: 'POST', url: '/blade-user/remove', summary: 'Users: remove', query: z.object({ ids: zIds }), perm: 'user_delete',
    handler: async (ctx, { query }) => {
      if (query.ids.includes(ctx.requireUser().userId)) throw bad('不能删除当前登录用户');
      const n = await ctx.data.remove(USER, query.ids);
      if (!n) throw notFound();
      await revokeSessions(ctx.q, sql`tenant_id = ${ctx.tenantId} AND user_id = ANY(${query.ids}::bigint[])`, 'disabled');
      return n;
    },
  });

  for (const url of ['/blade-user/reset-password', '/blade-user/resetPassword/update']) {
    r({
      method: 'POST', url, summary: 'Users: reset password to the initial password', query: z.object({ userIds: zIds }), perm: 'user_reset',
      handler: async (ctx, { query }) => {
        const init = await ctx.q.one<{ param_value: string }>(sql`SELECT param_value FROM blade_param WHERE param_key = 'account.initPassword' AND is_deleted = 0`);
        const hash = await hashPlainPassword(init?.param_value ?? 'abc12345');
        const rows = await ctx.q.query(sql`UPDATE blade_user SET password = ${hash}, update_user = ${ctx.requireUser().userId}, update_time = now()
          WHERE tenant_id = ${ctx.tenantId} AND id = ANY(${query.userIds}::bigint[]) AND is_deleted = 0 RETURNING id`);
        if (!rows.length) throw notFound();
        await revokeSessions(ctx.q, sql`tenant_id = ${ctx.tenantId} AND user_id = ANY(${query.userIds}::bigint[])`, 'reset');
        return rows.length;
      },
    });
  }

  // The new password must be checked on the server, so this form sends it as typed (over TLS); what is
  // stored is the same slow hash of its MD5 that login compares against.
  for (const url of ['/blade-user/update-password', '/blade-user/updatePassword/update']) {
    r({
      method: 'POST', url, summary: 'Change my password', body: zPasswordChange, self: true,
      handler: async (ctx, { body }) => {
        const u = ctx.requireUser();
        const row = await ctx.q.one(sql`SELECT password FROM blade_user WHERE tenant_id = ${ctx.tenantId} AND id = ${u.userId}`);
        const old = /^[a-f0-9]{32}$/.test(body.oldPassword) ? body.oldPassword : md5(body.oldPassword);
        if (!row || !(await verifyPassword(row.password, old))) throw bad(MSG.oldPasswordWrong);
        await ctx.q.query(sql`UPDATE blade_user SET password = ${await hashPassword(md5(body.newPassword!))}, update_time = now()
          WHERE tenant_id = ${ctx.tenantId} AND id = ${u.userId}`);
        // Every other session of this user ends; this one goes on.
        await revokeSessions(ctx.q, sql`tenant_id = ${ctx.tenantId} AND user_id = ${u.userId} AND id <> ${u.sessionId}`, 'password');
        return true;
      },
    });
  }

  r({
    method: 'POST', url: '/blade-user/update-info', summary: 'Update my profile', self: true,
    body: z.object({
      name: z.string().trim().max(50).optional(), realName: z.string().trim().max(50).optional(),
      avatar: z.string().max(500).optional().nullable(), phone: z.string().optional().nullable(), email: z.string().optional().nullable(),
    }).superRefine((f, c) => {
      const m = (f.phone ? checkMobile(f.phone) : null) ?? (f.email ? checkEmail(f.email) : null);
      if (m) c.addIssue({ code: 'custom', message: m });
    }),
    handler: async (ctx, { body }) => {
      await ctx.data.update(USER, ctx.requireUser().userId, body);
      return true;
    },
  });

  r({
    method: 'POST', url: '/blade-user/grant', summary: 'Users: grant roles', perm: 'user_role',
    query: z.object({ userIds: zIds, roleIds: zIds }),
    handler: async (ctx, { query }) => {
      await checkRefs(ctx, { roleId: query.roleIds });
      const rows = await ctx.q.query(sql`UPDATE blade_user SET role_ids = ${query.roleIds}::bigint[], update_time = now()
        WHERE tenant_id = ${ctx.tenantId} AND id = ANY(${query.userIds}::bigint[]) AND is_deleted = 0 RETURNING id`);
      if (!rows.length) throw notFound();
      return rows.length;
    },
  });
});

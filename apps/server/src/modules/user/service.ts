import type { z } from 'zod';
import {
  MSG,
  READ_PERMS,
  USER_MSG,
  checkNewPassword,
  type userPageQuery,
  type zPasswordChange,
  type zProfileForm,
  type zUserForm,
} from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Scoped } from '../../platform/repo.ts';
import { bad, forbidden, notFound } from '../../platform/errors.ts';
import { hashPassword, hashPlainPassword, md5, verifyPassword } from '../../platform/tokens.ts';
import { endUserSessions, toSentHash } from '../auth/index.ts';
import { dataScope } from '../role/index.ts';
import { paramValue } from '../param/index.ts';
import * as repo from './repo.ts';

type UserForm = z.output<typeof zUserForm>;
const DEFAULT_INIT_PASSWORD = 'abc12345';

export const userPage = async (ctx: Ctx, q: z.output<typeof userPageQuery>) => repo.userPage(ctx.data, q, await dataScope(ctx, 'user'));

/** A user with role, dept and post names (the profile, the shell's user-info). */
export async function userInfo(ctx: Ctx, id: string) {
  const row = await repo.userInfo(ctx.data, id);
  if (!row) throw notFound();
  return row;
}

/** The detail dialog: the caller's own profile, or another user with the user page's code, within the data scope. */
export async function userDetail(ctx: Ctx, id: string) {
  if (id === ctx.requireUser().userId) return userInfo(ctx, id);
  if (!(await ctx.can(...READ_PERMS.user))) throw forbidden(`${MSG.noPermission}: ${READ_PERMS.user.join(' / ')}`);
  const row = await repo.userInfo(ctx.data, id, await dataScope(ctx, 'user', 'u'));
  if (!row) throw notFound();
  return row;
}

/** Role, dept and post ids must be rows of the caller's tenant. */
async function checkRefs(db: Scoped, form: { roleId?: string[]; deptId?: string[]; postId?: string[] }) {
  for (const [kind, ids] of [
    ['role', form.roleId],
    ['dept', form.deptId],
    ['post', form.postId],
  ] as const) {
    if (ids?.length && (await repo.countRefs(db, kind, ids)) !== new Set(ids).size) throw notFound();
  }
}

const toRow = (form: UserForm) => ({
  ...form,
  roleIds: form.roleId,
  deptIds: form.deptId,
  postIds: form.postId,
  birthday: form.birthday || null,
});

export async function addUser(ctx: Ctx, form: UserForm) {
  const wrong = checkNewPassword(form.password);
  if (wrong) throw bad(wrong);
  if (form.password2 !== undefined && form.password2 !== form.password) throw bad(MSG.passwordsDiffer);
  await checkRefs(ctx.data, form);
  if (await repo.accountTaken(ctx.data, form.account)) throw bad(MSG.accountExists);
  const row = await ctx.data.insert<{ id: string }>(repo.USER, toRow(form), { password: await hashPlainPassword(form.password!) });
  return { id: row.id };
}

/** Update a user; disabling one ends its sessions. */
export async function updateUser(ctx: Ctx, form: UserForm) {
  if (!form.id) throw bad(MSG.paramInvalid);
  await checkRefs(ctx.data, form);
  if (await repo.accountTaken(ctx.data, form.account, form.id)) throw bad(MSG.accountExists);
  await ctx.data.update(repo.USER, form.id, toRow(form));
  if (form.status === 0) await endUserSessions(ctx.data, [form.id], 'disabled');
  return true;
}

/** The submit call only updates (adding goes through save, which checks the password). */
export async function submitUser(ctx: Ctx, form: UserForm) {
  if (form.id) return updateUser(ctx, form);
  throw bad(MSG.paramInvalid);
}

export async function removeUsers(ctx: Ctx, ids: string[]) {
  if (ids.includes(ctx.requireUser().userId)) throw bad(USER_MSG.cannotRemoveSelf);
  const removed = await ctx.data.remove(repo.USER, ids);
  if (!removed) throw notFound();
  await endUserSessions(ctx.data, ids, 'disabled');
  return removed;
}

/** Reset to the initial password (parameter account.initPassword) and end the users' sessions. */
export async function resetPasswords(ctx: Ctx, userIds: string[]) {
  const initial = (await paramValue(ctx, 'account.initPassword')) ?? DEFAULT_INIT_PASSWORD;
  const changed = await repo.setPasswords(ctx.data, userIds, await hashPlainPassword(initial));
  if (!changed.length) throw notFound();
  await endUserSessions(ctx.data, userIds, 'reset');
  return changed.length;
}

/**
 * The new password must be checked on the server, so the form sends it as typed (over TLS); what is
 * stored is the same slow hash of its MD5 that login compares against.
 */
export async function changeOwnPassword(ctx: Ctx, form: z.output<typeof zPasswordChange>) {
  const me = ctx.requireUser();
  const stored = await repo.passwordHash(ctx.data, me.userId);
  if (!stored || !(await verifyPassword(stored, toSentHash(form.oldPassword)))) throw bad(MSG.oldPasswordWrong);
  await repo.setOwnPassword(ctx.data, me.userId, await hashPassword(md5(form.newPassword!)));
  // Every other session of this user ends; this one goes on.
  await endUserSessions(ctx.data, [me.userId], 'password', me.sessionId);
  return true;
}

export async function updateProfile(ctx: Ctx, form: z.output<typeof zProfileForm>) {
  await ctx.data.update(repo.USER, ctx.requireUser().userId, form);
  return true;
}

export async function grantRoles(ctx: Ctx, userIds: string[], roleIds: string[]) {
  await checkRefs(ctx.data, { roleId: roleIds });
  const changed = await repo.setRoles(ctx.data, userIds, roleIds);
  if (!changed) throw notFound();
  return changed;
}

/** Every user of a tenant, a page at a time (the platform's tenant page). */
export const tenantUserPage = (db: Scoped, q: { current: number; size: number }) => repo.allUsersPage(db, q);

/** Is the account name already used in the tenant `db` is bound to? */
export const accountTaken = (db: Scoped, account: string) => repo.accountTaken(db, account);

/** A staff account from an approved registration (the password is already the stored hash). */
export const addRegisteredUser = (db: Scoped, user: { account: string; name: string }, passwordHash: string) =>
  db.insert(repo.USER, { account: user.account, name: user.name, realName: user.name }, { password: passwordHash });

/** The administrator of a new tenant (`db` bound to it): a merchant account with its role and head office. */
export const addTenantAdmin: typeof repo.insertTenantAdmin = (db, admin) => repo.insertTenantAdmin(db, admin);

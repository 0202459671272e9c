import { defineModule } from '../../platform/module.ts';
import type { Scoped } from '../../platform/repo.ts';
import routes from './routes.ts';
import * as repo from './repo.ts';

/** The tenant's users and the caller's own profile; the shell's user-info answer. */
export default defineModule({ name: 'user', routes });

/** Every user of a tenant, a page at a time (the platform's tenant page). */
export const tenantUserPage = (db: Scoped, q: { current: number; size: number }) => repo.allUsersPage(db, q);
export const accountTaken = (db: Scoped, account: string) => repo.accountTaken(db, account);
/** A staff account from an approved registration (the password is already the stored hash). */
export const addRegisteredUser = (db: Scoped, user: { account: string; name: string }, passwordHash: string) =>
  db.insert(repo.USER, { account: user.account, name: user.name, realName: user.name }, { password: passwordHash });
export const addTenantAdmin = repo.insertTenantAdmin;

import { defineModule } from '../../platform/module.ts';
import type { Scoped } from '../../platform/repo.ts';
import routes from './routes.ts';
import { insertHeadOffice } from './repo.ts';

/** The tenant's organisation: departments (a tree) and posts. */
export default defineModule({ name: 'org', routes });

/** The head office department of a new tenant (`db` bound to it); answers its id. */
export const addHeadOffice = (db: Scoped, name: string) => insertHeadOffice(db, name);

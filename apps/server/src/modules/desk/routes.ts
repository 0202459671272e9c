import { z } from 'zod';
import { zId, zFilter } from '@yym/contract';
import { defineModule } from '../../platform/route.ts';
import { sql } from '../../platform/sql.ts';
import type { TableSpec } from '../../platform/repo.ts';
import { crudRoutes } from '../../platform/crud.ts';

export const NOTICE: TableSpec = { name: 'blade_notice', tenant: true, orderBy: 'release_time DESC, id DESC', writable: ['title', 'category', 'release_time', 'content', 'status'] };

export default defineModule((r) => {
  crudRoutes(r, {
    base: '/blade-desk/notice', title: 'Notices', spec: NOTICE,
    perms: { add: 'notice_add', edit: 'notice_edit', remove: 'notice_delete' },
    form: z.object({
      id: zId.optional(), title: z.string().trim().min(1, '请输入通知标题').max(255), category: z.coerce.number().int().min(1).max(9).default(1),
      releaseTime: z.string().optional(), content: z.string().max(20000).optional().nullable(), status: z.coerce.number().int().min(0).max(1).optional(),
    }),
    filters: z.object({ title: zFilter, category: z.coerce.number().int().optional() }),
    where: (_c, q) => [q.title && sql`title ILIKE ${'%' + q.title + '%'}`, q.category !== undefined && sql`category = ${q.category}`],
  });
  // The top-bar bell: the newest notices and the total, polled every 5 minutes.
  r({ method: 'GET', url: '/blade-desk/notice/top', summary: 'Newest notices for the top-bar bell',
    handler: async (ctx) => {
      const page = await ctx.data.page(NOTICE, { where: [sql`status = 1`, sql`release_time <= now()`], current: 1, size: 5 });
      return page;
    } });
});

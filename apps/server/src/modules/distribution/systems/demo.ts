import type { Scoped } from '../../../platform/repo.ts';
import * as repo from './repo.ts';

/**
 * The demo merchant's tripartite systems: one that supplies tickets, one that sells ours, each with a
 * sync in its log. Their secrets are not seeded (a seed has no key to seal with): a sync asks for the
 * secret to be entered first, as a newly configured system would.
 */
export async function seedSystems(db: Scoped) {
  for (const [kind, name, code, endpoint, appKey, count] of [
    [1, '浙里游票务中台', 'ZLY_SUPPLY', 'https://open.zhelyou.example/api/v1', 'zly_8a31f0', 12],
    [2, '畅游分销平台', 'CY_DIST', 'https://dist.changyou.example/openapi', 'cy_5d20e7', 6],
  ] as const) {
    const s = await repo.insertSystem(db, kind, { name, code, endpoint, appKey, status: 1, remark: '演示数据' }, null);
    await repo.insertLog(db, { systemId: String(s!.id), action: 'sync', ok: true, count, message: `同步成功,共 ${count} 个产品` });
    await repo.markSynced(db, String(s!.id), true);
  }
}
